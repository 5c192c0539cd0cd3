import type pg from 'pg';
import type { Mode } from '../domain/mode.ts';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { RATE_LIMIT_TABLE } from './failureLimits.ts';

/** How many times an account may do one costly thing within `duration` seconds. */
export type AccountLimitSettings = { keyPrefix: string; points: number; duration: number };

/**
 * A per-account budget for an action that costs someone else a call (a supplier, a receiver),
 * counted in PostgreSQL so that every replica sees one count, as the failure limits are.
 */
export function createAccountLimit(pool: pg.Pool, logger: Logger, settings: AccountLimitSettings) {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    ...settings,
  });
  return {
    /**
     * Counts one for the account in `mode` (each mode has a budget of its own: a test run never
     * uses up live traffic's); 429 with Retry-After past the budget. A store that fails limits nothing.
     */
    async consume(accountId: string, mode: Mode): Promise<void> {
      try {
        await limiter.consume(mode === 'live' ? accountId : `${mode}:${accountId}`);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooManyRequests(Math.ceil(err.msBeforeNext / 1000));
        logger.error({ err, limit: settings.keyPrefix }, 'account limit store unavailable');
      }
    },
  };
}

export type AccountLimit = ReturnType<typeof createAccountLimit>;
