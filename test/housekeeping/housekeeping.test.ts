import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { CancelledFailure } from '@temporalio/common';
import { MockActivityEnvironment } from '@temporalio/testing';
import { createHousekeepingActivities } from '../../activities/housekeeping/index.ts';
import { housekeep } from '../../src/housekeeping/housekeeping.ts';
import { createLogger } from '../../src/logger.ts';
import { housekeepingWorkflow } from '../../workflows/housekeeping/housekeeping.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { startScratchDatabase, testStack } from '../helpers/stack.ts';

/**
 * The housekeeping activity (issue 34 §6): it heartbeats, so that a worker that died mid-run is
 * noticed within the heartbeat timeout, and it stops between two jobs once cancelled. On a database
 * of its own: the run re-drives what it finds, and must find no other suite's rows.
 */
describe('housekeeping', function () {
  this.timeout(60_000);
  let scratch: Awaited<ReturnType<typeof startScratchDatabase>>;
  let api: Harness;
  const logger = createLogger('silent');

  before(async function () {
    scratch = await startScratchDatabase('housekeeping');
    api = await startHarness({ db: scratch.db });
  });
  after(async function () {
    await api?.stop();
    await scratch?.drop();
  });

  const activity = () =>
    createHousekeepingActivities({
      db: scratch.db,
      logger,
      workflows: {
        client: testStack().temporal.client,
        taskQueue: api.taskQueue,
        tuning: { supplierTimeoutMs: 1000, retryInitialMs: 200, expiryGraceMs: 1000 },
        waitMs: 1000,
      },
    } as Parameters<typeof createHousekeepingActivities>[0]).housekeeping;

  it('heartbeats before each job, naming it', async function () {
    const env = new MockActivityEnvironment();
    const beats: unknown[] = [];
    env.on('heartbeat', (details: unknown) => beats.push(details));
    const result = (await env.run(activity())) as { bookings: number };
    assert.equal(result.bookings, 0);
    assert.deepEqual(
      beats.map((b) => (b as { job: string }).job),
      [
        ...['live', 'test'].flatMap((mode) =>
          ['mail', 'bookings', 'reservations', 'orders', 'notifications', 'availability changes', 'pruning', 'forgetting'].map((job) => `${job} (${mode})`),
        ),
        'test data past its retention',
      ],
    );
  });

  it('stops at the next job once cancelled, with a CancelledFailure, leaving the rest undone', async function () {
    const env = new MockActivityEnvironment();
    const beats: unknown[] = [];
    env.on('heartbeat', (details: unknown) => beats.push(details));
    const run = env.run(activity());
    // The first job has begun (its checkpoint ran as the activity started); cancel during it.
    env.cancel();
    await assert.rejects(run, (err: unknown) => err instanceof CancelledFailure && /before bookings/.test(err.message));
    assert.deepEqual(
      beats.map((b) => (b as { job: string }).job),
      ['mail (live)'],
    );
  });

  it('prunes what is past its retention oldest first, a batch at a time within its budget, leaving the rest for the next run', async function () {
    const sql = (query: string, params: unknown[] = []) => scratch.db.pool.query(query, params);
    const account = '00000000-0000-4000-8000-0000000000aa';
    await sql(
      `insert into account (id, name, email, callback_url, notification_url, token_hash, created_at, updated_at)
       values ($1, 'Pruned', 'pruned@example.com', 'https://c.example.com', 'https://n.example.com', 'x', now(), now())`,
      [account],
    );
    // 25 rows past their retention in each table that only grows, and one recent row each that stays.
    await sql(
      `insert into api_request (request_id, account_id, method, path, status, at, duration_ms)
       select 'old-' || g, $1::uuid, 'GET', '/v1/account', 200, now() - interval '8 days' - g * interval '1 minute', 1 from generate_series(1, 25) g
       union all select 'recent', $1, 'GET', '/v1/account', 200, now(), 1`,
      [account],
    );
    await sql(
      `insert into idempotency_record (account_id, key, request_hash, status_code, created_at)
       select $1::uuid, 'old-' || g, 'h', 200, now() - interval '8 days' - g * interval '1 minute' from generate_series(1, 25) g
       union all select $1, 'recent', 'h', 200, now()`,
      [account],
    );
    await sql(
      `insert into rate_limit (key, points, expire)
       select 'housekeeping-old-' || g, 1, (extract(epoch from now()) * 1000)::bigint - 1000 * g from generate_series(1, 25) g
       union all select 'housekeeping-recent', 1, (extract(epoch from now()) * 1000)::bigint + 600000`,
    );
    await sql(
      `insert into notification (id, dedupe_key, event, recipient_id, payload, created_at, delivered_at, attempts)
       select gen_random_uuid(), 'housekeeping-old-' || g, 'test', $1::uuid, '{}'::jsonb, now() - interval '91 days' - g * interval '1 minute', now(), 1
         from generate_series(1, 25) g
       union all select gen_random_uuid(), 'housekeeping-recent', 'test', $1, '{}', now() - interval '89 days', now(), 1`,
      [account],
    );
    await sql(
      `insert into quote (id, agent_id, items, created_at, expires_at)
       select gen_random_uuid(), $1::uuid, jsonb_build_array(g), now() - interval '2 days', now() - interval '2 days' + g * interval '1 minute' from generate_series(1, 25) g
       union all select gen_random_uuid(), $1, '[]', now() - interval '20 hours', now() - interval '20 hours'`,
      [account],
    );
    const left = async () => {
      const { rows } = await sql(
        `select (select count(*)::int from api_request where account_id = $1) as requests,
                (select count(*)::int from idempotency_record where account_id = $1) as keys,
                (select count(*)::int from rate_limit where key like 'housekeeping-%') as limits,
                (select count(*)::int from notification where dedupe_key like 'housekeeping-%') as deliveries,
                (select count(*)::int from quote where agent_id = $1) as quotes`,
        [account],
      );
      return rows[0];
    };
    const deps = {
      client: testStack().temporal.client,
      taskQueue: api.taskQueue,
      tuning: { supplierTimeoutMs: 1000, retryInitialMs: 200, expiryGraceMs: 1000 },
      waitMs: 1000,
      log: logger,
    };
    // A budget spent by the first batch: each run deletes one batch of 10 per table and says it is behind.
    const tight = { batchRows: 10, budgetMs: 0, deliveryLogDays: 90 };
    const first = await housekeep(scratch.db, deps, { retention: tight });
    assert.deepEqual(
      [first.requestsPruned, first.idempotencyKeysForgotten, first.failureCountsForgotten, first.deliveriesPruned, first.expiredQuotesForgotten],
      [10, 10, 10, 10, 10],
    );
    assert.deepEqual(first.pruneBehind.sort(), ['deliveries', 'failureCounts', 'keys', 'quotes', 'requests']);
    assert.deepEqual(await left(), { requests: 16, keys: 16, limits: 16, deliveries: 16, quotes: 16 });
    // The quotes that expired first went first.
    const quoteLeft = await sql(`select min((items->>0)::int) as first from quote where agent_id = $1 and jsonb_array_length(items) = 1`, [account]);
    assert.equal(quoteLeft.rows[0].first, 11);
    // The oldest went first.
    const { rows } = await sql(`select min(request_id) as youngest_old from api_request where account_id = $1 and request_id like 'old-%'`, [account]);
    assert.equal(rows[0].youngest_old, 'old-1');
    // The next runs finish the backlog; the recent rows stay.
    await housekeep(scratch.db, deps, { retention: tight });
    const last = await housekeep(scratch.db, deps, { retention: tight });
    assert.deepEqual(last.pruneBehind, []);
    assert.deepEqual(await left(), { requests: 1, keys: 1, limits: 1, deliveries: 1, quotes: 1 });
    // A worker's start re-drives without pruning.
    const atStart = await housekeep(scratch.db, deps, { prune: false });
    assert.equal(atStart.requestsPruned, 0);
  });

  it('is scheduled by its workflow with a heartbeat timeout', async function () {
    const handle = await testStack().temporal.client.workflow.start(housekeepingWorkflow, {
      taskQueue: api.taskQueue,
      workflowId: `housekeeping-test-${randomUUID()}`,
    });
    await handle.result();
    const history = await handle.fetchHistory();
    const scheduled = history.events?.find((e) => e.activityTaskScheduledEventAttributes)?.activityTaskScheduledEventAttributes;
    assert.equal(Number(scheduled?.heartbeatTimeout?.seconds), 60);
  });
});
