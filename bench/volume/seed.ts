/**
 * Seeds a migrated, empty database with a year of the marketplace (bench/volume/shape.ts), with
 * set-based INSERT … SELECTs computed inside PostgreSQL (no row crosses the network), in chunks run
 * on `lanes` connections side by side, secondary indexes built once at the end (bench/volume/bulk.ts),
 * then VACUUM ANALYZE: the visibility map and statistics autovacuum would have made. Used by
 * `npm run bench -- volume` (millions of rows) and by the plan test (tens of thousands).
 */
import pg from 'pg';
import { accountsInsert, grantsInsert, mailInsert, productsInsert, rateLimitInsert, ratesInsert } from './accounts.ts';
import { dropIndexes, inLanes, loadingSession, secondaryIndexes, type SavedIndex } from './bulk.ts';
import { DROP_SEED_FUNCTIONS, SEED_FUNCTIONS, type Series } from './functions.ts';
import { historyChunk } from './history.ts';
import { orderCountFill, ordersInsert } from './orders.ts';
import { changeInsert, changeSequence, idempotencyInsert, quoteInsert, type LogSeries, requestInsert } from './logs.ts';
import { shapeFor, STEADY_STATE, type VolumeShape, WINDOWS } from './shape.ts';
import { holdsInsert, simulatedInsert, stepsUpdate, todayInsert, unannouncedInsert, undeliveredInsert } from './steady.ts';

/** The catalogue: as large as the customers, not growing with sales (its rows may be scanned). */
export const CATALOGUE_TABLES = ['account', 'product', 'product_rate'];
/**
 * The tables that grow with sales and traffic: a year of them is what this seeder writes, and
 * the query-plan test (test/db/plans.test.ts) fails on a sequential scan of one. A new table that
 * grows joins this list (and gets rows here).
 */
export const GROWING_TABLES = [
  'access_grant',
  'booking',
  'ticket',
  'redemption',
  'reservation',
  'notification',
  'api_request',
  'idempotency_record',
  'quote',
  'availability_change',
  'mail_outbox',
  'rate_limit',
  'simulated_booking',
  'simulated_call',
  'simulated_hold',
  'agent_order',
  'agent_order_item',
];
export const LOADED_TABLES = [...CATALOGUE_TABLES, ...GROWING_TABLES];

export type SeedOptions = {
  bookings: number;
  /** Connections loading side by side. */
  lanes?: number;
  /** Bookings per INSERT (log rows: four times as many). */
  chunk?: number;
  /** Test-mode bookings (default 1% of the live ones). */
  testBookings?: number;
  /** Today's visits of the largest supplier: bookings the benchmark redeems tickets of. */
  todayVisits?: number;
  /** Called after each step with what it did. */
  progress?: (line: string) => void;
};

export type SeedStep = { table: string; rows: number; ms: number };
export type SeedReport = { shape: VolumeShape; steps: SeedStep[]; loadMs: number; indexMs: number; vacuumMs: number; totalMs: number };

/** A statement, and the step it counts under; `counts`: its one row holds rows per table (named with this prefix). */
type Item = { table: string; sql: string; counts?: string };

const chunks = (n: number, size: number) => Array.from({ length: Math.ceil(n / size) }, (_, c) => [c * size + 1, Math.min(n, (c + 1) * size)] as const);

/** One item per chunk of a booking series: the bookings and everything they left (bench/volume/history.ts). */
function historyItems(s: Series, chunk: number, since: string): Item[] {
  // A booking created more than the longest lead (60 days) before the window opens has no notification in it.
  const firstInWindow = Math.max(1, Math.floor((s.n * (s.days - (WINDOWS.deliveryLogDays + 1) - 62)) / s.days));
  const schema = s.tag === 't' ? 'test.' : '';
  return chunks(s.n, chunk).flatMap(([lo, hi]) => [
    { table: `${schema}booking history`, sql: historyChunk(s, lo, hi, hi >= firstInWindow ? since : null), counts: schema },
    ...(s.tag === 't' ? [{ table: 'test.simulated_*', sql: simulatedInsert(s, lo, hi) }] : []),
  ]);
}

function logItems(s: LogSeries & { requests: number; keys: number; changes: number }, chunk: number): Item[] {
  const schema = s.tag === 't' ? 'test.' : '';
  return [
    ...chunks(s.requests, chunk * 4).map(([lo, hi]) => ({ table: `${schema}api_request`, sql: requestInsert({ ...s, n: s.requests }, lo, hi) })),
    ...chunks(s.keys, chunk * 4).map(([lo, hi]) => ({ table: `${schema}idempotency_record`, sql: idempotencyInsert({ ...s, n: s.keys }, lo, hi) })),
    // Two quotes for each Idempotency-Key: an agent prices a basket more often than it books one.
    ...chunks(s.keys * 2, chunk * 4).map(([lo, hi]) => ({ table: `${schema}quote`, sql: quoteInsert({ ...s, n: s.keys * 2 }, lo, hi) })),
    ...chunks(s.changes, chunk * 4).map(([lo, hi]) => ({ table: `${schema}availability_change`, sql: changeInsert({ ...s, n: s.changes }, lo, hi) })),
  ];
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** Everything one seeding inserts, in the order the lanes take it. */
/** The live year and test mode's days: the bookings' series, and the orders'. */
function seriesOf(shape: VolumeShape, now: Date): { live: Series; test: Series } {
  const today = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
  const accounts = { suppliers: shape.suppliers, agents: shape.agents };
  return {
    live: { tag: '', n: shape.bookings, days: 365, t0: daysBefore(now, 365), today, ...accounts },
    test: { tag: 't', n: shape.testBookings, days: WINDOWS.testDataDays + 1, t0: daysBefore(now, WINDOWS.testDataDays + 1), today, ...accounts },
  };
}

export function seedPlan(shape: VolumeShape, now: Date, chunk: number): Item[] {
  const accounts = { suppliers: shape.suppliers, agents: shape.agents };
  const { live, test } = seriesOf(shape, now);
  const logs = (tag: '' | 't', requests: number, share: number) => ({
    tag,
    n: 0,
    days: WINDOWS.requestLogDays + 1,
    t0: daysBefore(now, WINDOWS.requestLogDays + 1),
    ...accounts,
    requests,
    keys: Math.max(1, Math.round(shape.idempotencyKeys * share)),
    changes: Math.max(1, Math.round(shape.changes * share)),
  });
  return [
    ...historyItems(live, chunk, daysBefore(now, WINDOWS.deliveryLogDays + 1)),
    ...logItems(logs('', shape.requests, 1), chunk),
    ...historyItems(test, chunk, test.t0),
    ...logItems(logs('t', shape.testRequests, 0.01), chunk),
  ];
}

function count(steps: SeedStep[], table: string, rows: number, ms: number): void {
  const step = steps.find((s) => s.table === table);
  if (step) {
    step.rows += rows;
    step.ms += ms;
  } else steps.push({ table, rows, ms });
}

async function timed(steps: SeedStep[], item: Item, run: () => Promise<pg.QueryResult | pg.QueryResult[]>): Promise<void> {
  const started = performance.now();
  const results = [await run()].flat();
  const ms = performance.now() - started;
  if (item.counts === undefined) {
    count(
      steps,
      item.table,
      results.reduce((sum, r) => sum + (r.rowCount ?? 0), 0),
      ms,
    );
    return;
  }
  count(steps, item.table, 0, ms);
  for (const [table, rows] of Object.entries(results[0]!.rows[0] as Record<string, number>)) count(steps, `${item.counts}${table}`, rows, 0);
}

/** Accounts, catalogue, and (after the history) grants, e-mail, rate-limit rows and the steady state. */
async function fixedRows(client: pg.ClientBase, shape: VolumeShape, now: Date, steps: SeedStep[], phase: 'before' | 'after', todayVisits: number) {
  const t0 = daysBefore(now, 365);
  const today = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
  const accounts = shape.suppliers + shape.agents;
  const run = (table: string, sql: string) => timed(steps, { table, sql }, () => client.query(sql));
  if (phase === 'before') {
    await run('account', accountsInsert(shape.suppliers, shape.agents, t0));
    await run('product', productsInsert(shape.suppliers));
    await run('product_rate', ratesInsert(shape.suppliers));
    return;
  }
  await run('access_grant', grantsInsert);
  await run('mail_outbox', mailInsert(accounts, STEADY_STATE.mailPerAccount, t0));
  await run('rate_limit', rateLimitInsert(STEADY_STATE.rateLimitRows));
  await run('steady: holds', holdsInsert(shape.suppliers, shape.agents));
  await run('steady: steps in flight', stepsUpdate(shape.bookings));
  await run('steady: undelivered', undeliveredInsert(shape.bookings));
  await run('steady: today’s visits', todayInsert(shape.suppliers, todayVisits, today));
  await run('steady: unannounced changes', unannouncedInsert);
  for (const tag of ['', 't'] as const) await client.query(changeSequence(tag));
  // The bookings gauge reads booking_count, which Migration023's trigger keeps; triggers are off
  // while seeding, so the count is taken once, as that migration took it.
  const { live, test } = seriesOf(shape, now);
  for (const [table, series] of [
    ['agent_order', live],
    ['test.agent_order', test],
  ] as const)
    await run(table, ordersInsert(series));
  for (const schema of ['public', 'test'] as const) await run('order_count', orderCountFill(schema));
  for (const schema of ['public', 'test'])
    await run(
      'booking_count',
      `with gone as (delete from ${schema}.booking_count) insert into ${schema}.booking_count (status, shard, n) select status, 0, count(*) from ${schema}.booking group by status`,
    );
}

export async function seedVolume(databaseUrl: string, options: SeedOptions): Promise<SeedReport> {
  const shape = {
    ...shapeFor(options.bookings),
    ...(options.testBookings ? { testBookings: options.testBookings, testRequests: options.testBookings * 4 } : {}),
  };
  const lanes = options.lanes ?? 2;
  const chunk = options.chunk ?? 100_000;
  const say = options.progress ?? (() => {});
  const clients = Array.from({ length: lanes }, () => new pg.Client({ connectionString: databaseUrl }));
  await Promise.all(clients.map((c) => c.connect()));
  const steps: SeedStep[] = [];
  const started = performance.now();
  try {
    const [first] = clients as [pg.Client];
    for (const client of clients) await loadingSession(client);
    for (const sql of SEED_FUNCTIONS) await first.query(sql);
    const indexes = await secondaryIndexes(first, LOADED_TABLES);
    await dropIndexes(first, indexes);
    const now = new Date();
    await fixedRows(first, shape, now, steps, 'before', options.todayVisits ?? 400);
    const plan = seedPlan(shape, now, chunk);
    let done = 0;
    await inLanes(clients, plan, async (client, item) => {
      await timed(steps, item, () => client.query(item.sql) as Promise<pg.QueryResult | pg.QueryResult[]>);
      done++;
      if (done % Math.max(1, Math.round(plan.length / 20)) === 0)
        say(`  loaded ${done}/${plan.length} chunks (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    });
    await fixedRows(first, shape, now, steps, 'after', options.todayVisits ?? 400);
    const loadMs = performance.now() - started;
    say(`  rows in after ${(loadMs / 1000).toFixed(0)} s; building ${indexes.length} indexes`);
    const indexMs = await rebuild(clients, indexes);
    say(`  indexes built in ${(indexMs / 1000).toFixed(0)} s; VACUUM ANALYZE`);
    const vacuumMs = await vacuumAnalyze(clients);
    await first.query(DROP_SEED_FUNCTIONS);
    return { shape, steps, loadMs, indexMs, vacuumMs, totalMs: performance.now() - started };
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
  }
}

async function rebuild(clients: pg.Client[], indexes: SavedIndex[]): Promise<number> {
  const started = performance.now();
  await inLanes(clients, indexes, async (client, index) => {
    await client.query(index.definition);
  });
  return performance.now() - started;
}

/** Every table of both schemas, largest first: hint bits, the visibility map (index-only scans) and statistics. */
async function vacuumAnalyze(clients: pg.Client[]): Promise<number> {
  const started = performance.now();
  const { rows } = await clients[0]!.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'test') order by pg_relation_size(c.oid) desc`,
  );
  await inLanes(clients, rows, async (client, { name }) => {
    await client.query(`vacuum (analyze) ${name}`);
  });
  return performance.now() - started;
}
