import type pg from 'pg';
import { createAccountLimit } from '../limits/accountLimit.ts';
import type { Logger } from '../logger.ts';

/**
 * How often an agent may ask availability to skip the cache (`Cache-Control: no-cache`): each such
 * request is a call to the supplier, so an agent sending it on every poll would hammer the supplier
 * the cache exists to spare.
 */
export const NO_CACHE_LIMIT = { points: 30, duration: 60 } as const;

export function createFreshnessLimit(pool: pg.Pool, logger: Logger) {
  return createAccountLimit(pool, logger, { keyPrefix: 'availability-no-cache', ...NO_CACHE_LIMIT });
}
