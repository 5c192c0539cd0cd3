/**
 * Benchmark (not a test): the redemption reports (`GET /v1/reports/reconciliation` and
 * `GET /v1/reports/invoice`) against a ledger of about a million registered redemptions.
 *
 * Setup: an embedded PostgreSQL in a fresh temp dir (migrations applied), then data generated in
 * the database itself with set-based SQL (generate_series, no per-row round trips):
 *  - 200 accounts: 50 suppliers (product owners) and 150 agents;
 *  - BENCH_REPORT_TICKETS / 3 confirmed bookings of 3 tickets (2 adult, 1 child), every ticket
 *    redeemed and registered in `redemption`, redeemed_at spread evenly over the 12 months
 *    2025-11 .. 2026-10 (UTC), inserted in redeemed_at order as the append-only ledger would be;
 *  - owners skewed: supplier 1 owns 20% of the bookings, the other 80% fall on suppliers 2..50
 *    with a quadratic skew (supplier 2 the largest, 50 the smallest); the products of owners
 *    46..50 are served by a delegate, supplier 40 (booking.supplier_id = 40, owner_id = owner);
 *  - agents skewed too: agent 1 (account 51) sells about 3.5% of the bookings;
 *  - prices come from each booking's unit_prices, copied onto each redemption as `redeem` does.
 * Then VACUUM ANALYZE (the visibility map and statistics autovacuum would have produced).
 * Generation is deterministic: ids are md5-derived UUIDs and choices come from hashint8extended.
 *
 * Measured, for a big supplier, a small supplier, the delegate supplier and an agent (`as=agent`):
 * the app's own `reconciliation` (one month) and `invoice` (the same month) from
 * src/reports/queries.ts, median of BENCH_REPORT_RUNS runs after one warm-up, and
 * `EXPLAIN (ANALYZE, BUFFERS)` of exactly the SQL those functions sent: the bench wraps the
 * connection's `execute` to capture the statement, so nothing here duplicates the report SQL.
 * The plans must reach redemption through the redemption_*_time_idx indexes (never a Seq Scan on
 * redemption): a PASS/FAIL line says so.
 *
 * Reproduce: `npm run bench -- reports`. Scale with BENCH_REPORT_TICKETS (default 1000000) and
 * BENCH_REPORT_RUNS (default 5).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../src/db/entities/index.ts';
import type { Db } from '../src/db/orm.ts';
import { invoice, reconciliation, type Side } from '../src/reports/queries.ts';
import { intFromEnv, table } from './measure.ts';
import { printHeader, startDatabase, withCleanups } from './phases.ts';

export const REPRODUCE = 'npm run bench -- reports';

type Options = { tickets: number; runs: number };

export function reportOptionsFromEnv(): Options {
  return { tickets: intFromEnv('BENCH_REPORT_TICKETS', 1_000_000, 3), runs: intFromEnv('BENCH_REPORT_RUNS', 5, 1) };
}

// ---------------------------------------------------------------------------------------------
// Output helpers

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const seconds = (millis: number) => `${(millis / 1000).toFixed(1)} s`;
const int = (n: number) => n.toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------
// Data generation: one statement per table, everything computed inside PostgreSQL.

const SUPPLIERS = 50;
const AGENTS = 150;
const DELEGATE = 40; // serves the products of owners DELEGATED_FROM..SUPPLIERS
const DELEGATED_FROM = 46;
const PRODUCTS_PER_OWNER = 20;
const PERIOD_START = '2025-11-01 00:00:00+00'; // 12 months: 2025-11-01 .. 2026-10-31 (365 days)
const PERIOD_DAYS = 365;

/** Deterministic uniform [0, 1) from (i, salt): the low 47 bits of PostgreSQL's 64-bit hash. */
const RAND_FUNCTION = `
  create function bench_rand(i bigint, salt bigint) returns float8
  language sql immutable parallel safe
  as $$ select (hashint8extended(i, salt) & 140737488355327)::float8 / 140737488355328 $$`;

/** When booking i is visited (and its tickets redeemed): evenly over the period, plus up to a day of jitter. */
const visitOf = (i: string, bookings: number) =>
  `(timestamptz '${PERIOD_START}' + ((${i} - 1)::float8 / ${bookings} * ${PERIOD_DAYS - 1} + bench_rand(${i}, 4)) * interval '1 day')`;

/** SUPPLIERS suppliers, then AGENTS agents; every third without a domain. */
const ACCOUNTS = `
    insert into account (id, name, email, domain, callback_url, notification_url, currency, verified, token_hash, created_at, updated_at)
    select md5('account-' || k)::uuid,
           case when k <= ${SUPPLIERS} then 'Supplier ' || k else 'Agent ' || (k - ${SUPPLIERS}) end,
           case when k <= ${SUPPLIERS} then 'supplier' || k else 'agent' || (k - ${SUPPLIERS}) end || '@bench.example.com',
           -- every third account has no domain yet: the reports fall back to its email
           case when k % 3 = 0 then null
                else case when k <= ${SUPPLIERS} then 'supplier' || k else 'agent' || (k - ${SUPPLIERS}) end || '.example.com' end,
           'https://callbacks.example.com/' || k, 'https://notifications.example.com/' || k,
           case when k <= ${SUPPLIERS} and k % 10 = 0 then 'GBP' else 'EUR' end, true,
           md5('token-' || k) || md5('hash-' || k), timestamptz '2025-01-01 00:00:00+00', timestamptz '2025-01-01 00:00:00+00'
      from generate_series(1, ${SUPPLIERS + AGENTS}) k`;

/** BENCH_REPORT_TICKETS / 3 confirmed bookings, owners and agents skewed, prices in unit_prices. */
const bookingRows = (bookings: number) => `
    insert into booking (id, agent_id, owner_id, supplier_id, agent_reference, supplier_reference, product_code, product_name,
                         option_code, option_name, freesale, time_zone, travel_date, travel_time, adult, child, customer, notes,
                         currency, rrp, net, discount, unit_prices, status, request_hash, version, imported,
                         confirmed_at, created_at, updated_at)
    select md5('booking-' || i)::uuid,
           md5('account-' || agent_k)::uuid,
           md5('account-' || owner_k)::uuid,
           md5('account-' || case when owner_k >= ${DELEGATED_FROM} then ${DELEGATE} else owner_k end)::uuid,
           'AR-' || i, 'SR-' || owner_k || '-' || i,
           'P' || owner_k || '-' || product, 'Product ' || product || ' of supplier ' || owner_k,
           case when product % 2 = 0 then 'MORNING' end, case when product % 2 = 0 then 'Morning' end,
           false, 'Europe/Amsterdam', to_char(visit at time zone 'UTC', 'YYYY-MM-DD'), '10:00', 2, 1,
           jsonb_build_object('first_name', 'Bench', 'last_name', 'Customer ' || i), '',
           currency, 2 * adult_rrp + child_rrp, 2 * adult_net + child_net, 3 * disc,
           jsonb_build_object('adult', jsonb_build_object('rrp', adult_rrp, 'net', adult_net, 'discount', disc),
                              'child', jsonb_build_object('rrp', child_rrp, 'net', child_net, 'discount', disc)),
           'confirmed', md5('request-' || i) || md5('body-' || i), 1, false,
           visit - lead, visit - lead, visit - lead
      from generate_series(1, ${bookings}) i
      cross join lateral (
        select case when bench_rand(i, 1) < 0.2 then 1
                    else 2 + floor(${SUPPLIERS - 1} * power((bench_rand(i, 1) - 0.2) / 0.8, 2))::int end as owner_k,
               ${SUPPLIERS + 1} + floor(${AGENTS} * power(bench_rand(i, 2), 1.5))::int as agent_k,
               floor(bench_rand(i, 3) * ${PRODUCTS_PER_OWNER})::int as product,
               ${visitOf('i', bookings)} as visit,
               (1 + bench_rand(i, 5) * 60) * interval '1 day' as lead,
               case when i % 10 = 0 then 100 else 0 end as disc
      ) g
      cross join lateral (
        select case when owner_k % 10 = 0 then 'GBP' else 'EUR' end as currency,
               1500 + product * 100 + owner_k * 10 as adult_rrp
      ) p
      cross join lateral (
        select adult_rrp * 80 / 100 as adult_net, adult_rrp / 2 as child_rrp, adult_rrp / 2 * 80 / 100 as child_net
      ) q`;

/** Three tickets a booking (2 adult, 1 child), each redeemed 20 s after the one before. */
const tickets = (bookings: number) => `
    insert into ticket (id, booking_id, position, type, barcode, redeemed_at)
    select md5('ticket-' || i || '-' || pos)::uuid, md5('booking-' || i)::uuid, pos,
           case when pos = 3 then 'child' else 'adult' end,
           upper(substr(md5('barcode-' || i || '-' || pos), 1, 20)),
           ${visitOf('i', bookings)} + pos * interval '20 seconds'
      from generate_series(1, ${bookings}) i
      cross join generate_series(1, 3) pos`;

// As src/redemption/redeem.ts registers them: the ticket's unit price, the booking's accounts.
const REDEMPTIONS = `
    insert into redemption (id, ticket_id, booking_id, owner_id, supplier_id, agent_id, redeemed_by_id, redeemed_at,
                            ticket_type, barcode, agent_reference, supplier_reference, product_code, product_name,
                            option_code, travel_date, currency, rrp, net, discount)
    select md5('redemption-' || t.id)::uuid, t.id, b.id, b.owner_id, b.supplier_id, b.agent_id, b.supplier_id, t.redeemed_at,
           t.type, t.barcode, b.agent_reference, b.supplier_reference, b.product_code, b.product_name,
           b.option_code, b.travel_date, b.currency,
           (b.unit_prices -> t.type ->> 'rrp')::bigint, (b.unit_prices -> t.type ->> 'net')::bigint,
           (b.unit_prices -> t.type ->> 'discount')::bigint
      from ticket t
      join booking b on b.id = t.booking_id
     order by t.redeemed_at`;

export function generationSteps(bookings: number): { what: string; sql: string }[] {
  return [
    { what: 'helper function', sql: RAND_FUNCTION },
    { what: 'account', sql: ACCOUNTS },
    { what: 'booking', sql: bookingRows(bookings) },
    { what: 'ticket', sql: tickets(bookings) },
    { what: 'redemption', sql: REDEMPTIONS },
  ];
}

// ---------------------------------------------------------------------------------------------
// Capturing the SQL the report functions send

type Captured = { query: string; params: unknown[] };

/**
 * Runs `fn` with the connection's `execute` wrapped so the statement it sends is recorded. The
 * connection inlines parameters itself (platform.formatQuery), so PostgreSQL plans the literal
 * values either way; EXPLAIN of the captured text with the same params is the same statement.
 */
async function capturing<T>(em: EntityManager, fn: () => Promise<T>): Promise<{ result: T; captured: Captured[] }> {
  const connection = em.getConnection();
  const original = connection.execute;
  const captured: Captured[] = [];
  connection.execute = function (this: typeof connection, query: unknown, params: unknown[] = [], ...rest: unknown[]) {
    captured.push({ query: String(query), params });
    return (original as (...args: unknown[]) => Promise<unknown>).call(this, query, params, ...rest);
  } as typeof connection.execute;
  try {
    return { result: await fn(), captured };
  } finally {
    connection.execute = original;
  }
}

async function explain(em: EntityManager, statement: Captured): Promise<string[]> {
  const rows: { 'QUERY PLAN': string }[] = await em.getConnection().execute(`explain (analyze, buffers) ${statement.query}`, statement.params);
  return rows.map((r) => r['QUERY PLAN']);
}

type PlanCheck = { ok: boolean; reasons: string[]; otherSeqScans: string[] };

function checkPlan(plan: string[], side: Side): PlanCheck {
  const text = plan.join('\n');
  const reasons: string[] = [];
  if (/Seq Scan on redemption\b/.test(text)) reasons.push('Seq Scan on redemption');
  const wanted = side === 'agent' ? ['redemption_agent_time_idx'] : ['redemption_owner_time_idx', 'redemption_supplier_time_idx'];
  for (const index of wanted) {
    if (!new RegExp(`(Bitmap Index Scan on|Index Scan using|Index Only Scan using) ${index}\\b`).test(text)) reasons.push(`no scan of ${index}`);
  }
  // The big tables only: a Seq Scan on account (a few hundred rows) costs nothing.
  const otherSeqScans = [...new Set([...text.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!).filter((t) => t === 'booking' || t === 'ticket'))];
  return { ok: reasons.length === 0, reasons, otherSeqScans };
}

// ---------------------------------------------------------------------------------------------

type Case = {
  name: string;
  email: string;
  side: Side;
  /** Print the whole plans (else only the scan lines and timings). */
  fullPlans: boolean;
  /**
   * Measured for information, outside the PASS/FAIL: a range covering a large share of the table,
   * where a Seq Scan on redemption is the right plan.
   */
  informational?: boolean;
};

type Measured = {
  label: string;
  rows: number;
  firstMs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  plan: string[];
  check: PlanCheck;
};

type Exec = <T = Record<string, unknown>>(sql: string) => Promise<T[]>;

/** The month every one-month report covers. */
const MONTH = '2026-06';
const FROM = `${MONTH}-01`;
const TO = `${MONTH}-30`;

const CASES: Case[] = [
  { name: 'big supplier (supplier1, 20% of bookings)', email: 'supplier1@bench.example.com', side: 'supplier', fullPlans: true },
  {
    name: `small supplier (supplier${SUPPLIERS}, served by delegate ${DELEGATE})`,
    email: `supplier${SUPPLIERS}@bench.example.com`,
    side: 'supplier',
    fullPlans: false,
  },
  {
    name: `delegate supplier (supplier${DELEGATE}: owner and delegate)`,
    email: `supplier${DELEGATE}@bench.example.com`,
    side: 'supplier',
    fullPlans: false,
  },
  { name: 'agent (agent1, the largest, as=agent)', email: 'agent1@bench.example.com', side: 'agent', fullPlans: false },
];

export async function runReportsBench(options: Options = reportOptionsFromEnv()): Promise<void> {
  await withCleanups(async (cleanups) => {
    const bookings = Math.ceil(options.tickets / 3);
    printHeader('redemption reports benchmark', REPRODUCE, `tickets=${int(bookings * 3)} (BENCH_REPORT_TICKETS=${options.tickets}) runs=${options.runs}`);
    const { db } = await startDatabase(cleanups, 'marketplace-bench-reports-');
    const exec: Exec = (sql) => db.fork().getConnection().execute(sql);
    await reportPostgres(exec);
    await generateData(exec, bookings);
    const total = await reportSizes(exec);
    await reportShares(exec, total);

    const results = await measureCases(db, options.runs);
    reportTimings(results, options.runs);
    reportPlans(results);
    const failed = reportVerdict(results);
    console.log(`Reproduce: ${REPRODUCE}  (env: BENCH_REPORT_TICKETS, BENCH_REPORT_RUNS)`);
    if (failed > 0) throw new Error('report plans do not use the redemption indexes');
  });
}

// ---------------------------------------------------------------------------------------------
// Set-up: the server, the data, and what the data came to

async function reportPostgres(exec: Exec): Promise<void> {
  const [version] = await exec<{ server_version: string }>('show server_version');
  const settings = await exec<{ name: string; setting: string; unit: string | null }>(
    `select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'jit', 'max_parallel_workers_per_gather') order by name`,
  );
  console.log(
    `PostgreSQL ${version?.server_version}; ${settings.map((s) => `${s.name}=${s.setting}${s.unit && s.unit !== '' ? ` ${s.unit}` : ''}`).join(', ')}`,
  );
}

/** The generation steps, then VACUUM ANALYZE (the visibility map and statistics autovacuum would have produced), each timed. */
async function generateData(exec: Exec, bookings: number): Promise<void> {
  console.log(`\nGenerating data (set-based SQL inside PostgreSQL)...`);
  const generationStarted = performance.now();
  const stepTimes: string[][] = [];
  const timed = async (what: string, sql: string) => {
    const started = performance.now();
    await exec(sql);
    stepTimes.push([what, seconds(performance.now() - started)]);
  };
  for (const step of generationSteps(bookings)) await timed(step.what, step.sql);
  await timed('vacuum (analyze)', 'vacuum (analyze) account, booking, ticket, redemption');
  const generationMs = performance.now() - generationStarted;
  console.log(table(['step', 'time'], stepTimes));
  console.log(`Generation took ${seconds(generationMs)} in total.`);
}

/** Rows and sizes per table, and redemption's indexes; the number of redemptions. */
async function reportSizes(exec: Exec): Promise<number> {
  const sizes = await exec<{ name: string; rows: string; table_size: string; index_size: string }>(`
      select t.name, (xpath('/row/c/text()', query_to_xml('select count(*) as c from ' || t.name, false, true, '')))[1]::text as rows,
             pg_size_pretty(pg_table_size(t.name::regclass)) as table_size, pg_size_pretty(pg_indexes_size(t.name::regclass)) as index_size
        from unnest(array['account', 'booking', 'ticket', 'redemption']) as t(name)`);
  console.log(`\nRow counts`);
  console.log(
    table(
      ['table', 'rows', 'table size', 'indexes size'],
      sizes.map((s) => [s.name, int(Number(s.rows)), s.table_size, s.index_size]),
    ),
  );
  const redemptionIndexes = await exec<{ name: string; size: string }>(`
      select indexrelid::regclass::text as name, pg_size_pretty(pg_relation_size(indexrelid)) as size
        from pg_index where indrelid = 'redemption'::regclass order by 1`);
  console.log(`redemption indexes: ${redemptionIndexes.map((i) => `${i.name} (${i.size})`).join(', ')}`);
  return Number(sizes.find((s) => s.name === 'redemption')?.rows ?? 0);
}

/** Each measured account's redemptions (either side) over the year and in MONTH. */
async function reportShares(exec: Exec, total: number): Promise<void> {
  const shares = await exec<{ email: string; year: string; month: string }>(`
      select a.email,
             (select count(*) from redemption r where r.owner_id = a.id or r.supplier_id = a.id or r.agent_id = a.id) as year,
             (select count(*) from redemption r where (r.owner_id = a.id or r.supplier_id = a.id or r.agent_id = a.id)
                 and r.redeemed_at >= timestamptz '${FROM} 00:00:00+00' and r.redeemed_at < timestamptz '${FROM} 00:00:00+00' + interval '1 month') as month
        from account a where a.email in (${CASES.map((c) => `'${c.email}'`).join(', ')})`);
  console.log(`\nAccounts measured (their redemptions, either side)`);
  console.log(
    table(
      ['account', 'side', 'year', 'share', `${MONTH}`],
      CASES.map((c) => {
        const s = shares.find((x) => x.email === c.email);
        return [c.name, c.side, int(Number(s?.year ?? 0)), `${((100 * Number(s?.year ?? 0)) / total).toFixed(1)}%`, int(Number(s?.month ?? 0))];
      }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Measurement

/** One report function: the first call (its statement captured), then `runs` timed calls, then EXPLAIN ANALYZE of the captured statement. */
async function measureReport(label: string, em: EntityManager, run: () => Promise<unknown[]>, runs: number): Promise<Measured> {
  const firstStarted = performance.now();
  const { result: first, captured } = await capturing(em, run);
  const firstMs = performance.now() - firstStarted;
  if (captured.length !== 1) throw new Error(`${label}: expected one statement, captured ${captured.length}`);
  const samples: number[] = [];
  let rows = first.length;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await run();
    samples.push(performance.now() - started);
    rows = result.length;
  }
  const plan = await explain(em, captured[0]!);
  return {
    label,
    rows,
    firstMs,
    medianMs: median(samples),
    minMs: Math.min(...samples),
    maxMs: Math.max(...samples),
    plan,
    check: { ok: true, reasons: [], otherSeqScans: [] },
  };
}

/** Reconciliation and invoice for MONTH per case, then the whole year of the big supplier (informational). */
async function measureCases(db: Db, runs: number): Promise<{ c: Case; m: Measured }[]> {
  const results: { c: Case; m: Measured }[] = [];
  const checked = async (c: Case, em: EntityManager, label: string, run: () => Promise<unknown[]>) => {
    const m = await measureReport(label, em, run, runs);
    m.check = checkPlan(m.plan, c.side);
    return m;
  };
  for (const c of CASES) {
    const em = db.fork();
    const account = await em.findOneOrFail(Account, { email: c.email });
    results.push({ c, m: await checked(c, em, `reconciliation ${FROM}..${TO}`, () => reconciliation({ em, account, side: c.side, from: FROM, to: TO })) });
    results.push({ c, m: await checked(c, em, `invoice ${MONTH}`, () => invoice({ em, account, side: c.side, month: MONTH })) });
  }
  // The widest range the API accepts (MAX_RANGE_DAYS): the whole year of the big supplier.
  const c = CASES[0]!;
  const em = db.fork();
  const account = await em.findOneOrFail(Account, { email: c.email });
  const yearTo = '2026-10-31';
  const m = await checked(c, em, `reconciliation 2025-11-01..${yearTo} (whole year)`, () =>
    reconciliation({ em, account, side: c.side, from: '2025-11-01', to: yearTo }),
  );
  results.push({ c: { ...c, fullPlans: false, informational: true }, m });
  return results;
}

// ---------------------------------------------------------------------------------------------
// Report

function reportTimings(results: { c: Case; m: Measured }[], runs: number): void {
  const executionMs = (plan: string[]) => /Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? '?';
  console.log(`\nReport timings: the app's functions (SQL + row mapping in Node), median of ${runs} after one warm-up`);
  console.log(
    table(
      ['account', 'report', 'rows', 'first ms', 'median ms', 'min ms', 'max ms', 'EXPLAIN ANALYZE ms', 'plan'],
      results.map(({ c, m }) => [
        c.name,
        m.label,
        int(m.rows),
        m.firstMs.toFixed(1),
        m.medianMs.toFixed(1),
        m.minMs.toFixed(1),
        m.maxMs.toFixed(1),
        executionMs(m.plan),
        m.check.ok ? 'index' : c.informational ? 'seq (info)' : 'SEQ SCAN?',
      ]),
    ),
  );
}

function reportPlans(results: { c: Case; m: Measured }[]): void {
  console.log(`\nQuery plans (EXPLAIN (ANALYZE, BUFFERS) of the statement each function sent)`);
  for (const { c, m } of results) {
    console.log(`\n--- ${c.name}: ${m.label} (${c.side} side)${c.informational ? ' [informational, not in PASS/FAIL]' : ''}`);
    const lines = c.fullPlans ? m.plan : m.plan.filter((l) => /Scan|Index Cond|Recheck Cond|Heap Blocks|BitmapOr|Execution Time|Planning Time|JIT/.test(l));
    for (const line of lines) console.log(`  ${line}`);
  }
}

/** The notes, and the PASS/FAIL line over the one-month plans; how many failed. */
function reportVerdict(results: { c: Case; m: Measured }[]): number {
  const checked = results.filter(({ c }) => !c.informational);
  const failed = checked.filter(({ m }) => !m.check.ok);
  console.log('');
  for (const { c, m } of results) {
    if (m.check.otherSeqScans.length > 0) {
      console.log(`Note: ${c.name} ${m.label}: Seq Scan on ${m.check.otherSeqScans.join(', ')} (a cost that grows with the whole table, not with the report)`);
    }
    if (c.informational && !m.check.ok) console.log(`Note: ${c.name} ${m.label} [informational]: ${m.check.reasons.join('; ')}`);
  }
  if (failed.length === 0) {
    console.log(`PASS: all ${checked.length} one-month report plans read redemption through redemption_*_time_idx (no Seq Scan on redemption)`);
  } else {
    for (const { c, m } of failed) console.log(`FAIL: ${c.name} ${m.label}: ${m.check.reasons.join('; ')}`);
    console.log(`FAIL: ${failed.length} of ${checked.length} one-month report plans do not read redemption through its (account, redeemed_at) indexes`);
  }
  return failed.length;
}
