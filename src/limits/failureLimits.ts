import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '../logger.ts';

/**
 * How many failures are allowed before the answer becomes 429 TOO_MANY_REQUESTS (docs/SECURITY.md).
 * Counted in PostgreSQL, so every API replica sees the same count.
 */
export const FAILURE_LIMITS = {
  /** Failed authentications from one client address. */
  authenticationsPerAddress: { points: 20, duration: 10 * 60 },
  /** Failed authentications naming one account identifier, from anywhere. */
  authenticationsPerIdentifier: { points: 50, duration: 60 * 60 },
  /** Wrong one-time codes (verification, token reset) from one client address. */
  codeGuessesPerAddress: { points: 10, duration: 60 * 60 },
} as const;

export type FailureLimits = {
  /** Counts a failed authentication; the seconds to wait when a limit is now exceeded, else undefined. */
  authenticationFailed(identifier: string, address: string): Promise<number | undefined>;
  /** Seconds to wait before this address may guess a code again, or undefined when it may now. */
  codeGuessBlocked(address: string): Promise<number | undefined>;
  /** Counts a wrong code; the seconds to wait when the limit is now exceeded. */
  codeGuessFailed(address: string): Promise<number | undefined>;
};

export const RATE_LIMIT_TABLE = 'rate_limit';

// Keys are at most 255 characters; an identifier may be 254 on its own.
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

export function createFailureLimits(pool: pg.Pool, logger: Logger): FailureLimits {
  const limiter = (keyPrefix: string, limit: { points: number; duration: number }) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true, // by Migration005Hardening: migrations only
      clearExpiredByTimeout: false, // housekeeping deletes expired rows; no timers in the API
      keyPrefix,
      ...limit,
    });
  const perAddress = limiter('auth-address', FAILURE_LIMITS.authenticationsPerAddress);
  const perIdentifier = limiter('auth-identifier', FAILURE_LIMITS.authenticationsPerIdentifier);
  const codeGuesses = limiter('code-address', FAILURE_LIMITS.codeGuessesPerAddress);

  /** The wait in seconds when `consume` went over the limit; a store failure limits nothing (and is logged). */
  async function consume(consumers: Promise<RateLimiterRes>[]): Promise<number | undefined> {
    const results = await Promise.allSettled(consumers);
    let waitMs = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (result.reason instanceof RateLimiterRes) waitMs = Math.max(waitMs, result.reason.msBeforeNext);
      else logger.error({ err: result.reason }, 'failure limit store unavailable');
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : undefined;
  }

  return {
    authenticationFailed: (identifier, address) => consume([perAddress.consume(address), perIdentifier.consume(digest(identifier.trim().toLowerCase()))]),
    async codeGuessBlocked(address) {
      try {
        const state = await codeGuesses.get(address);
        return state && state.consumedPoints >= FAILURE_LIMITS.codeGuessesPerAddress.points ? Math.ceil(state.msBeforeNext / 1000) : undefined;
      } catch (err) {
        logger.error({ err }, 'failure limit store unavailable');
        return undefined;
      }
    },
    codeGuessFailed: (address) => consume([codeGuesses.consume(address)]),
  };
}
