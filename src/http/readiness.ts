import { migrationsList } from '../db/migrations/index.ts';
import type { Db } from '../db/orm.ts';
import type { TemporalHealth } from '../temporal/health.ts';
import { within } from '../within.ts';

export type ReadinessReport = {
  ready: boolean;
  postgres: 'ok' | 'unreachable';
  migrations: 'applied' | 'pending' | 'unknown';
  /** ok, unreachable, or what is missing on the server (namespace, search attributes). */
  temporal: string;
};

/**
 * Whether every migration this release knows is applied, read-only (the migrations table, never
 * MikroORM's migrator, which creates its table when missing); undefined when Postgres did not say.
 */
export async function migrationsApplied(db: Db): Promise<boolean | undefined> {
  const applied = await within(PROBE_MS, db.pool.query<{ name: string }>('select name from mikro_orm_migrations')).then(
    (result) => new Set(result.rows.map((row) => row.name)),
    // No migrations table yet (undefined_table): nothing is applied.
    (err: { code?: string }) => (err.code === '42P01' ? new Set<string>() : undefined),
  );
  return applied && migrationsList.every((migration) => applied.has(migration.name));
}

/** How long one answer serves: a load balancer polling every second costs one probe per window. */
const CACHE_MS = 1000;
const PROBE_MS = 2000;

/**
 * `/ready`, unlike `/health` (the process is alive), says whether this instance can serve traffic:
 * Postgres answers and every migration is applied. Temporal's state is reported but does not make
 * the instance unready: redemption at the gate, availability and reports need no Temporal, and the
 * paths that do answer 503 with Retry-After themselves, which a load balancer that pulled every
 * replica would hide (docs/DECISIONS.md). `strict` (`/ready?strict=true`) also requires Temporal.
 * Migrations never un-apply, so once seen applied they are not read again.
 */
export function createReadiness(deps: { db: Db; temporal: TemporalHealth }) {
  let migrationsSeen = false;
  let last: { at: number; report: Promise<ReadinessReport>; settled: boolean } | undefined;

  // Each check answers within PROBE_MS: a hung Postgres or Temporal makes /ready say so, not hang.
  async function postgres(): Promise<ReadinessReport['postgres']> {
    return within(PROBE_MS, deps.db.pool.query('select 1')).then(
      () => 'ok',
      () => 'unreachable',
    );
  }
  async function migrations(): Promise<ReadinessReport['migrations']> {
    if (migrationsSeen) return 'applied';
    const applied = await migrationsApplied(deps.db);
    if (applied === undefined) return 'unknown';
    migrationsSeen = applied;
    return applied ? 'applied' : 'pending';
  }
  // Temporal as last seen (a fresh look starts in the background): its state does not decide
  // readiness, and a Temporal that does not answer must not make every probe wait for it.
  async function probe(): Promise<ReadinessReport> {
    const [pg, schema, server] = await Promise.all([postgres(), migrations(), deps.temporal.recent()]);
    return { ready: pg === 'ok' && schema === 'applied', postgres: pg, migrations: schema, temporal: server.summary };
  }

  return {
    async check(options: { strict?: boolean } = {}): Promise<ReadinessReport> {
      // One probe at a time: while one runs, callers share it rather than start more.
      if (!last || (last.settled && Date.now() - last.at > CACHE_MS)) {
        const entry = { at: Date.now(), settled: false, report: probe() };
        // probe() never rejects (every check maps its failure to a state), so nothing is left unhandled.
        void entry.report.then(() => {
          entry.settled = true;
        });
        last = entry;
      }
      const report = await last.report;
      if (!options.strict) return report;
      // Strict: Temporal decides too, as it is now.
      const temporal = (await deps.temporal.check()).summary;
      return { ...report, temporal, ready: report.ready && temporal === 'ok' };
    },
  };
}
