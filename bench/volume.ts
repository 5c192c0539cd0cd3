/**
 * Benchmark (not a test): does every read stay as fast with a year of data as with a few weeks?
 * Seeds two databases on one PostgreSQL the same way (bench/volume/seed.ts: a year of bookings with
 * their tickets, redemptions, holds and notifications, the request log, idempotency records,
 * availability changes and test-mode rows, skewed over 1,000 suppliers and 5,000 agents), a large one
 * (BENCH_VOLUME_BOOKINGS, default 5,000,000) and a small one (BENCH_VOLUME_SMALL, default 5,000);
 * measures the prunes against the rate of inserts of 100 bookings a second (bench/volume/prunes.ts);
 * then times every read an agent, a supplier or an operator makes (bench/volume/cases.ts) on both,
 * side by side, and prints p50 and p99 of each and the ratio large ÷ small.
 * With `--server prod` it then measures Temporal's visibility at volume (bench/volume/temporal.ts).
 *
 * Reproduce: `npm run bench -- volume`. Knobs: BENCH_VOLUME_BOOKINGS, BENCH_VOLUME_SMALL,
 * BENCH_VOLUME_SAMPLES (per read and database, 100), BENCH_VOLUME_SLOW_BUDGET_MS (a slow read's
 * sampling budget, 20000), BENCH_VOLUME_PARTS (`db`, `temporal`; default `db`, and `db,temporal`
 * with --server prod), BENCH_VOLUME_DATA (a folder to keep the seeded cluster in, reused the same
 * day at the same sizes: for working on the reads), BENCH_VOLUME_LEGACY=1 (a build without `count`).
 */
import { intFromEnv } from './measure.ts';
import { printHeader, withCleanups } from './phases.ts';
import { readCases } from './volume/cases.ts';
import { startVolumeCluster, type VolumeCluster } from './volume/cluster.ts';
import { loadAverage } from './volume/load.ts';
import { readFacts } from './volume/facts.ts';
import { measureReads, type Side } from './volume/measureReads.ts';
import { measurePrunes, vacuumPruned } from './volume/prunes.ts';
import { printPrunes, printReads, printSeeding, printSizes } from './volume/report.ts';
import { startVolumeRoles, VOLUME_TASK_QUEUE } from './volume/roles.ts';
import { runTemporalVolume } from './volume/temporal.ts';

export const REPRODUCE = 'npm run bench -- volume';

function parts(): Set<string> {
  const given = process.env.BENCH_VOLUME_PARTS ?? (process.env.BENCH_SERVER === 'prod' ? 'db,temporal' : 'db');
  return new Set(given.split(',').map((p) => p.trim()));
}

async function databasePart(cleanups: Parameters<Parameters<typeof withCleanups>[0]>[0], sizes: { small: number; large: number }) {
  console.log(`load average before seeding: ${loadAverage()}`);
  const cluster: VolumeCluster = await startVolumeCluster(cleanups, sizes, (line) => console.log(line));
  console.log(`load average after seeding: ${loadAverage()}\n`);
  await printSeeding(cluster);
  await printSizes(cluster);
  const roles = await startVolumeRoles(cleanups, cluster.databases);
  const sides = (await Promise.all(
    cluster.databases.map(async (database): Promise<Side> => {
      const api = roles.apis.get(database)!;
      return {
        name: database.name,
        bookings: database.bookings,
        api: api.call,
        metrics: api.metrics,
        db: database.db,
        facts: await readFacts(database.db.pool),
        temporal: { client: roles.temporal.client, taskQueue: VOLUME_TASK_QUEUE },
      };
    }),
  )) as [Side, Side];
  console.log(`\nPrunes against the inserts of 100 bookings a second (load average ${loadAverage()}):`);
  printPrunes(await measurePrunes(cluster.databases.find((d) => d.name === 'large')!, (line) => console.log(line)));
  // A day's backlog deleted at once leaves its dead rows at the head of each time index until a
  // vacuum; autovacuum takes them within minutes (migration 024's settings): the reads are timed after it.
  console.log(`Vacuumed the pruned tables, as autovacuum would next: ${await vacuumPruned(cluster)} s`);
  const samples = intFromEnv('BENCH_VOLUME_SAMPLES', 100, 5);
  console.log(`\nReads, ${samples} samples per read and database (fewer for reads of seconds); load average ${loadAverage()}:`);
  const results = await measureReads(sides, readCases(), {
    samples,
    slowBudgetMs: intFromEnv('BENCH_VOLUME_SLOW_BUDGET_MS', 20_000, 1000),
    progress: (line) => console.log(line),
  });
  console.log(`load average after the reads: ${loadAverage()}\n`);
  printReads(results, sides);
}

export async function runVolumeBench(): Promise<void> {
  const sizes = { large: intFromEnv('BENCH_VOLUME_BOOKINGS', 5_000_000, 1000), small: intFromEnv('BENCH_VOLUME_SMALL', 5_000, 1000) };
  const which = parts();
  printHeader(
    'Volume benchmark',
    REPRODUCE,
    `large ${sizes.large.toLocaleString('en-US')} bookings, small ${sizes.small.toLocaleString('en-US')}; parts: ${[...which].join(', ')}`,
  );
  await withCleanups(async (cleanups) => {
    if (which.has('db')) await databasePart(cleanups, sizes);
    if (which.has('temporal')) await runTemporalVolume(cleanups, (line) => console.log(line));
  });
}
