/**
 * The phases more than one benchmark runs the same way: the opening line about the machine, the
 * clean-ups around a run, a PostgreSQL of a benchmark's own (availability, reports), the whole
 * stack with its one-line description (booking, expiry), warm-up and interleaved sequential
 * latency (availability, booking), the CPU table's rows, the roles' profiles and the run's
 * duration (booking, expiry).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { initORM, type Db } from '../src/db/orm.ts';
import { startEmbeddedPostgres } from '../src/dev/embeddedPostgres.ts';
import { freePort } from '../test/helpers/freePort.ts';
import { createCleanups, type Cleanups } from './cleanups.ts';
import { interleavedLatency, ms, stats, table, type Stats } from './measure.ts';
import type { CpuSample } from './procs.ts';
import { printRoleProfiles, type Window } from './profileSummary.ts';
import { serverFromEnv, startBenchStack, type BenchStack, type StackOptions } from './stack.ts';

/** A path measured side by side with others: one call, one sample. */
export type Path = { name: string; call: () => Promise<void> };

/** The first two lines of every benchmark: what it is and how to run it again, then the machine and the run's settings. */
export function printHeader(title: string, reproduce: string, settings: string): void {
  console.log(`${title} — reproduce with: ${reproduce}`);
  console.log(`node ${process.version} on ${process.platform}/${process.arch}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}; ${settings}`);
}

/** Runs a benchmark with its clean-ups, which run (last in, first out) however it ends. */
export async function withCleanups(run: (cleanups: Cleanups) => Promise<void>): Promise<void> {
  const cleanups = createCleanups();
  try {
    await run(cleanups);
  } finally {
    await cleanups.runAll();
    cleanups.dispose();
  }
}

/** An embedded PostgreSQL in a fresh temp dir (`<prefix>…`, removed at the end), migrations applied. */
export async function startDatabase(
  cleanups: Cleanups,
  prefix: string,
  onLog?: (message: unknown) => void,
): Promise<{ dataDir: string; db: Db; postgresUrl: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push({ what: 'temp dir', run: () => rm(dataDir, { recursive: true, force: true }) });
  // As root, Postgres runs as the `postgres` user, which must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const postgres = await startEmbeddedPostgres({
    dataDir: join(dataDir, 'pg'),
    port: await freePort(),
    database: 'marketplace_bench',
    persistent: false,
    onLog,
  });
  cleanups.push({ what: 'postgres', run: () => postgres.stop() });
  const db: Db = await initORM({ databaseUrl: postgres.url });
  cleanups.push({ what: 'orm', run: () => db.close() });
  await db.migrate();
  return { dataDir, db, postgresUrl: postgres.url };
}

/** bench/stack.ts on the Temporal server BENCH_SERVER names, and the line that says what runs where. */
export async function startStack(cleanups: Cleanups, options: Pick<StackOptions, 'bookingWaitMs' | 'supplierTimeoutMs' | 'profileDir'>): Promise<BenchStack> {
  const stack = await startBenchStack(cleanups, { ...options, server: serverFromEnv() });
  console.log(
    `Stack: PostgreSQL (embedded, fresh temp dir), ${stack.temporal.description}, ` +
      `API pid ${stack.api.pid}, worker pid ${stack.worker.pid}, floor worker pid ${stack.floorWorker.pid}; everything on this machine`,
  );
  return stack;
}

/** Every path `times` over, one call at a time, before anything is measured. */
export async function warmUp(paths: Path[], times: number): Promise<void> {
  for (let i = 0; i < times; i++) for (const path of paths) await path.call();
}

/** Sequential latency of `paths` side by side (bench/measure.ts interleavedLatency), as statistics per path. */
export async function measureSequential<P extends Path>(
  paths: P[],
  options: { requests: number; blocks: number; afterBlock?: () => void },
): Promise<Map<P, Stats>> {
  const samples = await interleavedLatency(paths, options);
  return new Map(paths.map((p) => [p, stats(samples.get(p)!)]));
}

/** The sequential latency table: a row per path, milliseconds to `digits` places. */
export function latencyTable<P extends Path>(paths: P[], seq: Map<P, Stats>, digits: number): string {
  return table(
    ['path', 'n', 'p50 ms', 'p99 ms', 'mean ms'],
    paths.map((p) => {
      const s = seq.get(p)!;
      return [p.name, String(s.n), ms(s.p50, digits), ms(s.p99, digits), ms(s.mean, digits)];
    }),
  );
}

// 'temporal postgres': the real server's own persistence (BENCH_SERVER=prod); none on the dev server.
export const PROCESSES = ['api', 'worker', 'temporal', 'temporal postgres', 'postgres', 'floor worker', 'bench'];

/** A row of CPU milliseconds per process and in all, each divided by `per`. */
export function cpuRow(label: string, delta: CpuSample, per: number): string[] {
  return [label, ...PROCESSES.map((p) => ms((delta[p] ?? 0) / per)), ms((delta.total ?? 0) / per)];
}

/** Stops the API and the worker so they write their profiles (the clean-ups find them stopped), then summarises `roles`' over `windows`. */
export async function printStackProfiles(stack: BenchStack, profileDir: string, roles: string[], windows: Window[], label: string): Promise<void> {
  await Promise.all([stack.api.stop(), stack.worker.stop()]);
  await printRoleProfiles(profileDir, roles, windows, label);
}

/** The line every benchmark on the stack ends its report with, before its summary. */
export function printRunTook(benchStarted: number): void {
  console.log(`Run took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
}
