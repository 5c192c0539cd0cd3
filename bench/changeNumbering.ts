/**
 * Benchmark (not a test): what numbering availability changes at commit costs (issue 21 §3,
 * migration 013). Change events get their sequence numbers from a deferred trigger under an
 * advisory lock held through the commit, so transactions that record changes commit one at a
 * time. Side by side in one run, on one embedded PostgreSQL with the migrations applied: the same
 * transaction (an update of a row of its own, then one change event of 1 or 7 days, as a hold or a
 * push records them) committed with the numbering trigger, and with the event inserted into a copy
 * of the table without it (a plain bigserial, numbers taken at insert). Commits/s and p50/p99 at 1,
 * 8 and 32 transactions in flight, BENCH_SECONDS (10) each.
 *
 * Reproduce: `npm run bench -- numbering`.
 */
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { initORM } from '../src/db/orm.ts';
import { startEmbeddedPostgres } from '../src/dev/embeddedPostgres.ts';
import { freePort } from '../test/helpers/freePort.ts';
import { createCleanups } from './cleanups.ts';
import { closedLoop, intFromEnv, ms, ratio, stats, table } from './measure.ts';

export const REPRODUCE = 'npm run bench -- numbering';

export async function runChangeNumberingBench(): Promise<void> {
  const cleanups = createCleanups();
  const seconds = intFromEnv('BENCH_SECONDS', 10, 1);
  try {
    console.log(`change numbering benchmark — reproduce with: ${REPRODUCE}; ${seconds} s per case`);
    const dir = await mkdtemp(join(tmpdir(), 'marketplace-numbering-'));
    cleanups.push({ what: 'temp dir', run: () => rm(dir, { recursive: true, force: true }) });
    await chmod(dir, 0o755);
    const postgres = await startEmbeddedPostgres({ dataDir: join(dir, 'pg'), port: await freePort(), database: 'bench', persistent: false });
    cleanups.push({ what: 'postgres', run: () => postgres.stop() });
    const db = await initORM({ databaseUrl: postgres.url });
    await db.migrate();
    await db.close();
    const pool = new pg.Pool({ connectionString: postgres.url, max: 40 });
    // Idle clients are cut when PostgreSQL stops at the end: not an error of the run.
    pool.on('error', () => {});
    cleanups.push({ what: 'pool', run: () => pool.end() });
    // An owner to hang events on, a row per loop to update (the sale's own write), and the copy
    // of the events table without the numbering trigger.
    const owner = (
      await pool.query<{ id: string }>(
        `insert into account (id, name, email, callback_url, notification_url, token_hash, currency, verified, created_at, updated_at, outcome_notifications)
         values (gen_random_uuid(), 'Owner', 'owner@bench.example', 'https://c.example', 'https://n.example', repeat('0', 64), 'EUR', true, now(), now(), '{}') returning id`,
      )
    ).rows[0]!.id;
    await pool.query('create table sale_row (id int primary key, n int not null)');
    await pool.query('insert into sale_row select g, 0 from generate_series(0, 63) g');
    await pool.query(`create table plain_change (like availability_change including defaults including identity including indexes)`);
    await pool.query(`alter table plain_change alter column sequence set default nextval('availability_change_sequence')`);

    const dates = (days: number) => `{${Array.from({ length: days }, (_, i) => `2031-06-${String(i + 1).padStart(2, '0')}`).join(',')}}`;
    const transaction = (table: string, days: number, slot: number) => async () => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('update sale_row set n = n + 1 where id = $1', [slot]);
        await client.query(
          `insert into ${table} (owner_id, product, option, date, cause, noticed) select $1, 'BOAT', null, d, 'reservation', true from unnest($2::date[]) d`,
          [owner, dates(days)],
        );
        await client.query('commit');
      } finally {
        client.release();
      }
    };

    const rows: string[][] = [];
    for (const days of [1, 7]) {
      for (const inFlight of [1, 8, 32]) {
        const figures: Record<string, { perSecond: number; p50: number; p99: number }> = {};
        // Alternated, plain first then numbered, so that neither always runs on a warmer database.
        for (const table of ['plain_change', 'availability_change']) {
          let slot = 0;
          const run = await closedLoop(inFlight, seconds, () => transaction(table, days, slot++ % 64)());
          if (run.errors.length > 0) throw run.errors[0];
          const s = stats(run.completed.map((c) => c.ms));
          figures[table] = { perSecond: run.completed.length / seconds, p50: s.p50, p99: s.p99 };
        }
        const plain = figures.plain_change!;
        const numbered = figures.availability_change!;
        rows.push([
          String(days),
          String(inFlight),
          plain.perSecond.toFixed(0),
          numbered.perSecond.toFixed(0),
          ratio(numbered.perSecond / plain.perSecond),
          `${ms(plain.p50, 2)} / ${ms(plain.p99, 2)}`,
          `${ms(numbered.p50, 2)} / ${ms(numbered.p99, 2)}`,
        ]);
      }
    }
    console.log(
      `\n${table(['days per change', 'in flight', 'plain commits/s', 'numbered commits/s', 'numbered ÷ plain', 'plain p50 / p99 ms', 'numbered p50 / p99 ms'], rows)}`,
    );
    const gaps = await pool.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct sequence)::int as distinct from availability_change where sequence is not null',
    );
    console.log(`numbered events: ${gaps.rows[0]!.n}, distinct numbers: ${gaps.rows[0]!.distinct}`);
  } finally {
    await cleanups.runAll();
    cleanups.dispose();
  }
}
