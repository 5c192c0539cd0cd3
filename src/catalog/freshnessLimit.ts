import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { RATE_LIMIT_TABLE } from '../accounts/failureLimits.ts';

/**
 * How often an agent may ask availability to skip the cache (`Cache-Control: no-cache`): each such
 * request is a call to the supplier, so an agent sending it on every poll would hammer the supplier
 * the cache exists to spare. Counted in PostgreSQL (every replica sees one count), as the failure
 * limits are.
 */
export const NO_CACHE_LIMIT = { points: 30, duration: 60 } as const;

export function createFreshnessLimit(pool: pg.Pool, logger: Logger) {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'availability-no-cache',
    ...NO_CACHE_LIMIT,
  });
  return {
    /** Counts one uncached read for the agent; 429 with Retry-After past the limit. A store that fails limits nothing. */
    async consume(agentId: string): Promise<void> {
      try {
        await limiter.consume(agentId);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooManyRequests(Math.ceil(err.msBeforeNext / 1000));
        logger.error({ err }, 'availability freshness limit store unavailable');
      }
    },
  };
}
