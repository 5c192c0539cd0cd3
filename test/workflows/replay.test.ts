import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { bundleWorkflowCode, DefaultLogger, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import {
  bookingCancellationWorkflow,
  bookingConfirmationWorkflow,
  bookingUpdateWorkflow,
  notificationWorkflow,
  reservationWorkflow,
} from '../../workflows/index.ts';
import { tracingWorkerInterceptors } from '../../src/temporal/tracing.ts';
import { workflowsPath } from '../../src/worker.ts';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { testStack } from '../helpers/stack.ts';

/**
 * Workflows open when a worker with the trace-context interceptor first deploys were recorded
 * without it. Their histories must replay under the new bundle without a non-determinism
 * error, or an upgrade would strand every open hold and booking.
 */
describe('histories recorded before the trace-context interceptor', function () {
  this.timeout(120_000);
  let untraced: WorkflowBundleWithSourceMap;
  let world: BookingWorld;

  before(async function () {
    untraced = await bundleWorkflowCode({ workflowsPath, logger: new DefaultLogger('WARN') });
    world = await startBookingWorld({ workflowBundle: untraced });
  });

  after(async function () {
    await world?.stop();
  });

  it('replay under the current bundle: a claimed hold, a confirmation, an update and a cancellation', async function () {
    const { booking } = await world.book();
    const update = await world.api.call('POST', '/v1/booking_update', { auth: world.agent.auth, json: { booking: booking.reference, adult: 1, child: 1 } });
    assert.equal(update.status, 200, JSON.stringify(update.body));
    const cancel = await world.api.call('POST', '/v1/booking_cancellation', { auth: world.agent.auth, json: { booking: update.body.reference } });
    assert.equal(cancel.status, 200, JSON.stringify(cancel.body));

    const client = testStack().temporal.client;
    const histories = [];
    for await (const execution of client.workflow.list({ query: `TaskQueue = '${world.api.taskQueue}'` })) {
      histories.push({
        workflowId: execution.workflowId,
        type: execution.type,
        history: await client.workflow.getHandle(execution.workflowId, execution.runId).fetchHistory(),
      });
    }
    const types = new Set(histories.map((h) => h.type));
    for (const kind of [reservationWorkflow, bookingConfirmationWorkflow, bookingUpdateWorkflow, bookingCancellationWorkflow].map((w) => w.name))
      assert.ok(types.has(kind), `no ${kind} recorded: ${[...types].join(', ')}`);
    for (const { workflowId, history } of histories) {
      await Worker.runReplayHistory({ workflowBundle: testStack().workflowBundle, interceptors: tracingWorkerInterceptors() }, history, workflowId);
    }
  });
});

/**
 * Histories recorded by the previous release (905b539, before the trace-context interceptor,
 * workflow-counted supplier retries, step results carrying deliveries, notification IDs naming the
 * event and outcome notifications), with its own workflows and activities: a claimed hold, a
 * confirmation, an update, a cancellation, a confirmation whose supplier answered 503 twice, one
 * whose receiver was down (handed over to a delivery workflow), a refused booking (reverted and
 * released), a refused update, an expired hold, and e-mails. Recorded by running the test suite's
 * booking world at that commit; each must replay under the current bundle.
 */
describe('histories recorded by the previous release (905b539)', function () {
  const dir = new URL('../fixtures/histories-905b539/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it('cover every kind of workflow a booking runs', function () {
    const kinds = new Set(files.map((f) => f.replace(/-\d+\.json$/, '')));
    for (const kind of [reservationWorkflow, bookingConfirmationWorkflow, bookingUpdateWorkflow, bookingCancellationWorkflow].map((w) => w.name)) {
      assert.ok(kinds.has(kind), `no ${kind} history`);
    }
    assert.ok(kinds.has(notificationWorkflow.name), 'no handed-over notification');
  });

  for (const file of files) {
    it(`replays ${file}`, async function () {
      const { workflowId, history } = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { workflowId: string; history: unknown };
      await Worker.runReplayHistory({ workflowBundle: testStack().workflowBundle, interceptors: tracingWorkerInterceptors() }, history, workflowId);
    });
  }
});
