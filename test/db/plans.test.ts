import assert from 'node:assert/strict';
import { GROWING_TABLES, seedVolume } from '../../bench/volume/seed.ts';
import { PRUNED_TABLES } from '../../src/db/migrations/Migration024VolumeIndexes.ts';
import { capturePlans, describePlan, nodesOf, type CapturedPlan, type PlanNode } from '../helpers/planCapture.ts';
import { startScratchDatabase } from '../helpers/stack.ts';
import { PLAN_CASES, planContext, type PlanCase, type PlanContext } from './planCases.ts';

/**
 * The tables that grow with sales and traffic (not with the number of customers, as accounts,
 * products and rates do; the seeder's list): one of them holding at least LARGE_ROWS rows is
 * large, and a sequential scan of it reads what an index would not.
 */
const GROWING = new Set(GROWING_TABLES);
const LARGE_ROWS = 2_000;
/** A sort of more rows than this is one an index should have given (a merge of a few pages' worth passes). */
const SORT_ROWS = 1_000;

type Violation = { statement: CapturedPlan; what: string };

function violations(statement: CapturedPlan, large: Set<string>, allow: PlanCase['allow']): Violation[] {
  const found: Violation[] = [];
  for (const node of nodesOf(statement.plan)) {
    const table = `${node.Schema ?? 'public'}.${node['Relation Name']}`;
    if (node['Node Type'] === 'Seq Scan' && large.has(table) && !allow?.seqScan?.[node['Relation Name']!])
      found.push({ statement, what: `Seq Scan on ${table}` });
    // An Incremental Sort is given its order by an index up to its presorted keys: it sorts only runs of ties.
    if (node['Node Type'] === 'Sort' && !allow?.sort) {
      const input = (node.Plans ?? []).reduce((sum: number, child: PlanNode) => sum + child['Plan Rows'], 0);
      if (input > SORT_ROWS) found.push({ statement, what: `${node['Node Type']} of ${input} rows by ${(node['Sort Key'] ?? []).join(', ')}` });
    }
  }
  return found;
}

/**
 * The plans of every list, report, look-up and sweep (test/db/planCases.ts) on a database seeded
 * like a small year (bench/volume/seed.ts: 20,000 bookings, 5,000 in test mode, the logs in
 * proportion, the same skew as `npm run bench -- volume`), with statistics made by ANALYZE: the
 * planner chooses as it would in production. A case fails on a Seq Scan of a large table (one of at
 * least LARGE_ROWS rows) or on a sort of more than SORT_ROWS rows that an index should have given,
 * unless the case allows it and says why; and a case whose code sent no statement tests nothing.
 */
describe('query plans at volume', function () {
  this.timeout(600_000);
  let scratch: Awaited<ReturnType<typeof startScratchDatabase>>;
  let ctx: PlanContext;
  let large: Set<string>;

  before(async function () {
    scratch = await startScratchDatabase('plans');
    await seedVolume(scratch.url, { bookings: 20_000, testBookings: 5_000, lanes: 1, chunk: 20_000 });
    // Nothing waits to be announced or mailed: the sweeps read, and start no workflow.
    await scratch.db.pool.query('update availability_change set noticed = true where not noticed');
    const { rows } = await scratch.db.pool.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in ('public', 'test') and c.reltuples >= $1 and c.relname = any($2)`,
      [LARGE_ROWS, [...GROWING]],
    );
    large = new Set(rows.map((r) => r.name));
    ctx = await planContext(scratch.db);
  });
  after(async () => scratch?.drop());

  it('holds the tables the plans are checked against', function () {
    for (const table of [
      'public.booking',
      'public.ticket',
      'public.redemption',
      'public.notification',
      'public.api_request',
      'public.quote',
      'public.agent_order',
      'public.agent_order_item',
      'test.booking',
      'test.api_request',
    ])
      assert.ok(large.has(table), `${table} is not large enough for the planner to prefer an index (${[...large].join(', ')})`);
  });

  it('vacuums the tables housekeeping prunes once 1% of their rows changed, in both modes', async function () {
    const { rows } = await scratch.db.pool.query<{ name: string; options: string[] | null }>(
      `select n.nspname || '.' || c.relname as name, c.reloptions as options from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in ('public', 'test') and c.relname = any($1) order by 1`,
      [PRUNED_TABLES.map((t) => t.table)],
    );
    assert.deepEqual(
      rows.map((r) => r.name),
      ['public.api_request', 'public.availability_change', 'public.idempotency_record', 'public.notification', 'public.quote', 'public.rate_limit']
        .concat(['test.api_request', 'test.availability_change', 'test.idempotency_record', 'test.notification', 'test.quote'])
        .sort(),
    );
    for (const row of rows) assert.deepEqual(row.options, ['autovacuum_vacuum_scale_factor=0.01', 'autovacuum_analyze_scale_factor=0.01'], row.name);
  });

  for (const planCase of PLAN_CASES) {
    it(planCase.name, async function () {
      const database = new URL(scratch.url).pathname.slice(1);
      const statements = await capturePlans(database, () => planCase.run(ctx));
      assert.ok(statements.length > 0, 'the case sent no statement: it checks nothing');
      const found = statements.flatMap((s) => violations(s, large, planCase.allow));
      assert.deepEqual(
        found.map((v) => v.what),
        [],
        found.map((v) => `${v.what} in:\n${v.statement.sql.replace(/\s+/g, ' ').slice(0, 600)}\n${describePlan(v.statement.plan).join('\n')}`).join('\n\n'),
      );
    });
  }
});
