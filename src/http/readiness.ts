import type { Client } from '@temporalio/client';
import type { Db } from '../db/orm.ts';

export type ReadinessReport = { ready: boolean; postgres: 'ok' | 'unreachable'; migrations: 'applied' | 'pending' | 'unknown'; temporal: 'ok' | 'unreachable' };

/** How long one answer serves: a load balancer polling every second costs one probe per window. */
const CACHE_MS = 1000;
const TEMPORAL_PROBE_MS = 2000;

/**
 * `/ready`, unlike `/health` (the process is alive), says whether this instance can serve: Postgres
 * answers, every migration is applied, and Temporal answers. Migrations never un-apply, so once
 * seen applied they are not read again.
 */
export function createReadiness(deps: { db: Db; temporal: Client }) {
  let migrationsApplied = false;
  let last: { at: number; report: Promise<ReadinessReport> } | undefined;

  async function probe(): Promise<ReadinessReport> {
    const postgres = await deps.db.pool.query('select 1').then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    );
    let migrations: ReadinessReport['migrations'] = migrationsApplied ? 'applied' : 'unknown';
    if (!migrationsApplied && postgres === 'ok') {
      migrations = await deps.db.orm.migrator.getPending().then(
        (pending) => (pending.length === 0 ? 'applied' : 'pending'),
        () => 'unknown' as const,
      );
      migrationsApplied = migrations === 'applied';
    }
    const temporal = await deps.temporal.connection
      .withDeadline(Date.now() + TEMPORAL_PROBE_MS, () => deps.temporal.workflowService.getSystemInfo({}))
      .then(
        () => 'ok' as const,
        () => 'unreachable' as const,
      );
    return { ready: postgres === 'ok' && migrations === 'applied' && temporal === 'ok', postgres, migrations, temporal };
  }

  return {
    check(): Promise<ReadinessReport> {
      if (!last || Date.now() - last.at > CACHE_MS) last = { at: Date.now(), report: probe() };
      return last.report;
    },
  };
}
