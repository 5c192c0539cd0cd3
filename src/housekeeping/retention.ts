import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_PRUNE_BUDGET, oldestRows, pruneInBatches, type PruneBudget, type Pruned } from '../db/pruneInBatches.ts';

export { RETENTION_DEFAULTS, retentionFor, type Retention } from '../db/pruneInBatches.ts';
import { RATE_LIMIT_TABLE } from '../limits/failureLimits.ts';

/** How long an agent's Idempotency-Key is remembered (docs/API.md: a repeat within 7 days gets the first answer). */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

/** Idempotency records past their 7 days, oldest first. */
export function pruneIdempotencyKeys(em: EntityManager, budget: PruneBudget = DEFAULT_PRUNE_BUDGET): Promise<Pruned> {
  return pruneInBatches(
    em,
    oldestRows('idempotency_record', 'created_at < now() - make_interval(days => ?)', 'created_at', [IDEMPOTENCY_RETENTION_DAYS]),
    budget,
  );
}

/**
 * Quotes (POST /v1/quotes) a day past their `expires`: a citation of one then answers QUOTE_INVALID
 * instead of QUOTE_EXPIRED; none is honoured after its 30 minutes either way.
 */
export function pruneExpiredQuotes(em: EntityManager, budget: PruneBudget = DEFAULT_PRUNE_BUDGET): Promise<Pruned> {
  return pruneInBatches(em, oldestRows('quote', "expires_at < now() - interval '1 day'", 'expires_at', []), budget);
}

/** Failure counts whose window ended (they count for nothing): rate-limiter-flexible's `expire`, in milliseconds. */
export function pruneFailureCounts(em: EntityManager, budget: PruneBudget = DEFAULT_PRUNE_BUDGET): Promise<Pruned> {
  return pruneInBatches(em, oldestRows(RATE_LIMIT_TABLE, 'expire < ?', 'expire', [Date.now()]), budget);
}
