import type { Client } from '@temporalio/client';
import { migrationsList } from '../db/migrations/index.ts';
import type { Db } from '../db/orm.ts';
import { within } from '../within.ts';

export type ReadinessReport = { ready: boolean; postgres: 'ok' | 'unreachable'; migrations: 'applied' | 'pending' | 'unknown'; temporal: 'ok' | 'unreachable' };

/** How long one answer serves: a load balancer polling every second costs one probe per window. */
const CACHE_MS = 1000;
const PROBE_MS = 2000;

/**
 * `/ready`, unlike `/health` (the process is alive), says whether this instance can serve: Postgres
 * answers, every migration is applied, and Temporal answers. Migrations never un-apply, so once
 * seen applied they are not read again.
 */
export function createReadiness(deps: { db: Db; temporal: Client }) {
  let migrationsApplied = false;
  let last: { at: number; report: Promise<ReadinessReport>; settled: boolean } | undefined;

  // Each check answers within PROBE_MS: a hung Postgres or Temporal makes /ready say so, not hang.
  async function postgres(): Promise<ReadinessReport['postgres']> {
    return within(PROBE_MS, deps.db.pool.query('select 1')).then(
      () => 'ok',
      () => 'unreachable',
    );
  }
  async function migrations(): Promise<ReadinessReport['migrations']> {
    if (migrationsApplied) return 'applied';
    // Read-only: the migrations table, never MikroORM's migrator (which creates its table when missing).
    const applied = await within(PROBE_MS, deps.db.pool.query<{ name: string }>('select name from mikro_orm_migrations')).then(
      (result) => new Set(result.rows.map((row) => row.name)),
      // No migrations table yet (undefined_table): nothing is applied.
      (err: { code?: string }) => (err.code === '42P01' ? new Set<string>() : undefined),
    );
    if (!applied) return 'unknown';
    const pending = migrationsList.some((migration) => !applied.has(migration.name));
    migrationsApplied = !pending;
    return pending ? 'pending' : 'applied';
  }
  async function temporal(): Promise<ReadinessReport['temporal']> {
    return deps.temporal.connection
      .withDeadline(Date.now() + PROBE_MS, () => deps.temporal.workflowService.getSystemInfo({}))
      .then(
        () => 'ok' as const,
        () => 'unreachable' as const,
      );
  }
  async function probe(): Promise<ReadinessReport> {
    const [pg, schema, server] = await Promise.all([postgres(), migrations(), temporal()]);
    return { ready: pg === 'ok' && schema === 'applied' && server === 'ok', postgres: pg, migrations: schema, temporal: server };
  }

  return {
    check(): Promise<ReadinessReport> {
      // One probe at a time: while one runs, callers share it rather than start more.
      if (!last || (last.settled && Date.now() - last.at > CACHE_MS)) {
        const entry = { at: Date.now(), settled: false, report: probe() };
        // probe() never rejects (every check maps its failure to a state), so nothing is left unhandled.
        void entry.report.then(() => {
          entry.settled = true;
        });
        last = entry;
      }
      return last.report;
    },
  };
}
