/** The volume benchmark's tables: seeding, sizes, prunes and reads. */
import { ms, table } from '../measure.ts';
import { relationSizes, type VolumeCluster } from './cluster.ts';
import type { ReadResult, Side } from './measureReads.ts';
import type { PruneResult } from './prunes.ts';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const seconds = (millis: number) => (millis / 1000).toFixed(1);

/** Targets of issue 46: large ÷ small at most 1.5 at p50 and 2 at p99. */
export const TARGET = { p50: 1.5, p99: 2 };

export async function printSeeding(cluster: VolumeCluster): Promise<void> {
  const rows = cluster.databases.map((d) => {
    if (d.seeded === 'reused') return [d.name, int(d.bookings), 'reused', '', '', '', '', ''];
    const s = d.seeded;
    const all = s.steps.reduce((sum, step) => sum + step.rows, 0);
    return [
      d.name,
      int(d.bookings),
      int(all),
      seconds(s.loadMs),
      seconds(s.indexMs),
      seconds(s.vacuumMs),
      seconds(s.totalMs),
      seconds(s.totalMs / (d.bookings / 1e6)),
    ];
  });
  console.log('Seeding (INSERT … SELECT computed in PostgreSQL, 2 connections, secondary indexes built at the end, then VACUUM ANALYZE):');
  console.log(table(['database', 'bookings', 'rows, all tables', 'load s', 'indexes s', 'vacuum s', 'total s', 's per million bookings'], rows));
  const large = cluster.databases.find((d) => d.name === 'large')?.seeded;
  if (large && large !== 'reused') {
    console.log('\nRows seeded in the large database, by table:');
    console.log(
      table(
        ['table', 'rows'],
        large.steps.filter((s) => s.rows > 0).map((s) => [s.table, int(s.rows)]),
      ),
    );
  }
}

export async function printSizes(cluster: VolumeCluster): Promise<void> {
  const large = cluster.databases.find((d) => d.name === 'large')!;
  const sizes = await relationSizes(large.url);
  const perMillion = large.bookings / 1e6;
  const total = sizes.reduce((sum, s) => sum + s.tableBytes + s.indexBytes, 0);
  console.log(`\nDisk of the large database (${int(large.bookings)} bookings), largest tables:`);
  console.log(
    table(
      ['table', 'rows', 'table MB', 'indexes MB', 'MB per million bookings'],
      sizes
        .filter((s) => s.tableBytes + s.indexBytes > 8 * 1024 * 1024)
        .map((s) => [s.table, int(s.rows), mb(s.tableBytes), mb(s.indexBytes), mb((s.tableBytes + s.indexBytes) / perMillion)]),
    ),
  );
  console.log(
    `In all ${(total / 1024 ** 3).toFixed(2)} GB: ${(total / 1024 ** 3 / perMillion).toFixed(2)} GB per million bookings (tables, indexes and TOAST).`,
  );
}

export function printPrunes(results: PruneResult[]): void {
  console.log(
    table(
      [
        'prune',
        'backlog rows',
        'deleted',
        'seconds',
        'rows/s while pruning',
        'inserted/s meanwhile',
        'needed/s at 100 bookings/s',
        'rows per run (cap)',
        'keeps up',
      ],
      results.map((r) => [
        r.name,
        int(r.backlog),
        int(r.deleted),
        seconds(r.ms),
        int(r.rate),
        int(r.insertedPerSecond),
        int(r.neededPerSecond),
        int(r.capPerRun),
        r.capPerRun / 60 >= r.neededPerSecond && r.rate >= r.neededPerSecond ? 'yes' : 'NO',
      ]),
    ),
  );
}

export function printReads(results: ReadResult[], sides: [Side, Side]): void {
  const [small, large] = sides;
  const rows = results.map((r) => {
    if (!r.small || !r.large) return [r.read.name, '', '', '', '', '', '', '', r.skipped ?? ''];
    const p50 = r.large.p50 / r.small.p50;
    const p99 = r.large.p99 / r.small.p99;
    const met = p50 <= TARGET.p50 && p99 <= TARGET.p99;
    return [
      r.read.name,
      r.items ? `${r.items[0]} / ${r.items[1]}` : '',
      ms(r.small.p50, 2),
      ms(r.small.p99, 2),
      ms(r.large.p50, 2),
      ms(r.large.p99, 2),
      `${p50.toFixed(2)}×`,
      `${p99.toFixed(2)}×`,
      met ? 'yes' : 'NO',
    ];
  });
  console.log(
    `Reads: ${int(small.bookings)} bookings (small) against ${int(large.bookings)} (large); ratio large ÷ small, target p50 ≤ ${TARGET.p50}×, p99 ≤ ${TARGET.p99}×`,
  );
  console.log(table(['read', 'entries small / large', 'small p50 ms', 'small p99 ms', 'large p50 ms', 'large p99 ms', 'p50 ratio', 'p99 ratio', 'met'], rows));
  const measured = results.filter((r) => r.small && r.large);
  const met = measured.filter((r) => r.large!.p50 / r.small!.p50 <= TARGET.p50 && r.large!.p99 / r.small!.p99 <= TARGET.p99);
  console.log(`\n${met.length} of ${measured.length} reads within the targets.`);
  const reports = results.filter((r) => r.rows && r.small && r.large);
  if (reports.length > 0) {
    console.log('\nReports per 1,000 redemptions they cover (an answer holds, or sums, every redemption of the month):');
    console.log(
      table(
        ['read', 'small rows', 'large rows', 'small p50 ms/1000', 'large p50 ms/1000', 'ratio'],
        reports.map((r) => {
          const [s, l] = r.rows!;
          const per = (stats: { p50: number }, n: number) => (stats.p50 / Math.max(1, n)) * 1000;
          return [r.read.name, int(s), int(l), ms(per(r.small!, s), 2), ms(per(r.large!, l), 2), `${(per(r.large!, l) / per(r.small!, s)).toFixed(2)}×`];
        }),
      ),
    );
  }
  const metrics = results.find((r) => r.read.run === 'metrics');
  if (metrics?.large)
    console.log(`/metrics on the large database: p50 ${ms(metrics.large.p50, 1)} ms, p99 ${ms(metrics.large.p99, 1)} ms (target: under 50 ms).`);
}
