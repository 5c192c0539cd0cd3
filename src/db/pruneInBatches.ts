import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';

/**
 * How housekeeping deletes what is past its retention: `batchRows` rows per statement (each its own
 * short transaction, so no delete holds its locks or its WAL for long and replicas keep up), as
 * many statements as `budgetMs` allows in one run. A backlog larger than one run's share is left
 * to the next run, a minute later. docs/DEPLOYMENT.md ("Retention") has the measured rates.
 */
export type PruneBudget = { batchRows: number; budgetMs: number };

export const DEFAULT_PRUNE_BUDGET: PruneBudget = { batchRows: 5_000, budgetMs: 10_000 };

/**
 * What housekeeping keeps of what only grows, and how hard it prunes (docs/DEPLOYMENT.md
 * "Retention"). The request log, the availability changes feed and Idempotency-Keys keep the
 * 7 days the API promises (their own constants); the delivery log keeps `deliveryLogDays`; failure
 * counts go when their window ends; test data after 30 days. Each prune deletes oldest first in
 * batches of `batchRows`, for at most `budgetMs` a run.
 */
export type Retention = PruneBudget & { deliveryLogDays: number };

export const RETENTION_DEFAULTS: Retention = { ...DEFAULT_PRUNE_BUDGET, deliveryLogDays: 90 };

/** The deployment's settings (DELIVERY_LOG_RETENTION_DAYS, PRUNE_BATCH_ROWS, PRUNE_SECONDS). */
export const retentionFor = (config: Pick<Config, 'DELIVERY_LOG_RETENTION_DAYS' | 'PRUNE_BATCH_ROWS' | 'PRUNE_SECONDS'>): Retention => ({
  deliveryLogDays: config.DELIVERY_LOG_RETENTION_DAYS,
  batchRows: config.PRUNE_BATCH_ROWS,
  budgetMs: config.PRUNE_SECONDS * 1000,
});

export type Pruned = { deleted: number; batches: number; ms: number; exhausted: boolean };

/**
 * Runs `batch` (a statement deleting at most `limit` rows, answering `[{ n }]` with how many it
 * deleted) until one deletes fewer than a batch (nothing is left: `exhausted`) or the budget is spent.
 */
export async function pruneInBatches(em: EntityManager, batch: (limit: number) => { sql: string; params: unknown[] }, budget: PruneBudget): Promise<Pruned> {
  const started = performance.now();
  let deleted = 0;
  let batches = 0;
  for (;;) {
    const { sql, params } = batch(budget.batchRows);
    const [row] = await em.getConnection().execute<{ n: number }[]>(sql, params);
    const n = row?.n ?? 0;
    deleted += n;
    batches++;
    if (n < budget.batchRows) return { deleted, batches, ms: performance.now() - started, exhausted: true };
    if (performance.now() - started >= budget.budgetMs) return { deleted, batches, ms: performance.now() - started, exhausted: false };
  }
}

/**
 * One batch of a plain age-based delete: the oldest `limit` rows of `table` matching `where`, in the
 * order of the index that finds them (`order`), deleted by their row addresses.
 */
export function oldestRows(table: string, where: string, order: string, params: unknown[]) {
  return (limit: number) => ({
    sql: `with gone as (delete from ${table} where ctid = any(array(select ctid from ${table} where ${where} order by ${order} limit ?)) returning 1)
          select count(*)::int as n from gone`,
    params: [...params, limit],
  });
}
