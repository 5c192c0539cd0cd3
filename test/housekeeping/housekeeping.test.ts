import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { CancelledFailure } from '@temporalio/common';
import { MockActivityEnvironment } from '@temporalio/testing';
import { createHousekeepingActivities } from '../../activities/housekeeping/index.ts';
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
