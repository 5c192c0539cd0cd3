import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { bundleWorkflowCode, DefaultLogger, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { DeterminismViolationError } from '@temporalio/workflow';
import {
  bookingCancellationWorkflow,
  bookingConfirmationWorkflow,
  bookingUpdateWorkflow,
  notificationWorkflow,
  reservationWorkflow,
  supplierCancellationWorkflow,
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
    for (const { workflowId, history } of histories) await replay(history, workflowId);
  });
});

const replay = (history: unknown, workflowId: string) =>
  Worker.runReplayHistory({ workflowBundle: testStack().workflowBundle, interceptors: tracingWorkerInterceptors() }, history, workflowId);

const recorded = (set: string) => {
  const dir = new URL(`../fixtures/${set}/`, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((file) => ({ file, ...(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { workflowId: string; history: unknown }) }));
};

const bookingKinds = [
  reservationWorkflow,
  bookingConfirmationWorkflow,
  bookingUpdateWorkflow,
  bookingCancellationWorkflow,
  supplierCancellationWorkflow,
  notificationWorkflow,
];

/**
 * Histories recorded by earlier releases with their own workflows and activities, by
 * test/fixtures/recordHistories.ts (905b539's by the booking world of its day): every kind a
 * booking runs, each through its paths (a claimed, a released, an expired and an extended hold; a
 * confirmation, one whose supplier answered 503 twice, a refused one reverted and released; an
 * update and a refused one; an agent's and a supplier's cancellation; a notification whose receiver
 * was down, handed to its delivery workflow; e-mails). Each must replay under the current bundle:
 * - c444f00, the release before this one: steps and holds started at revision 2, no patch markers;
 * - 5e27902 (pre-issue-35): revision 1, a marker for every patch, which a retired patch's
 *   `deprecatePatch` must accept;
 * - 905b539: a notification delivered before `notification-visible-retries`, whose old branch the
 *   code keeps until that patch's window has passed (docs/DEPLOYMENT.md).
 */
for (const [set, kinds] of [
  ['histories-c444f00', bookingKinds],
  ['histories-5e27902', bookingKinds],
  ['histories-905b539', [notificationWorkflow]],
] as const) {
  describe(`histories recorded by an earlier release (${set})`, function () {
    const histories = recorded(set);

    it('cover every kind of workflow they stand for', function () {
      const recordedKinds = new Set(histories.map(({ file }) => file.replace(/-\d+\.json$/, '')));
      for (const { name } of kinds) assert.ok(recordedKinds.has(name), `no ${name} history`);
    });

    for (const { file, workflowId, history } of histories) {
      it(`replays ${file}`, async function () {
        await replay(history, workflowId);
      });
    }
  });
}

/**
 * A history that began before a retired patch (d3d8126, before the steps' local activities and the
 * hold's one-activity ending): its old branch is gone, so the replay must fail with the SDK's
 * nondeterminism error, which leaves the workflow task failing and visible to an operator, rather
 * than carry on down a path the workflow never took. (No such workflow can still be running:
 * docs/DEPLOYMENT.md, "Retiring a patch".)
 */
describe('histories from before a retired patch (d3d8126)', function () {
  const histories = recorded('histories-d3d8126');

  it('include a booking step and a hold', function () {
    assert.deepEqual(histories.map(({ file }) => file).sort(), ['bookingConfirmationWorkflow-1.json', 'reservationWorkflow-1.json']);
  });

  for (const { file, workflowId, history } of histories) {
    it(`refuses ${file} with a nondeterminism error`, async function () {
      await assert.rejects(replay(history, workflowId), DeterminismViolationError);
    });
  }
});
