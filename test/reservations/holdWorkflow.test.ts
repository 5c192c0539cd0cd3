import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { WorkflowIdConflictPolicy } from '@temporalio/client';
import { workflowIds } from '../../workflows/ids.ts';
import { reservationWorkflow } from '../../workflows/reservations/hold.ts';
import { abandonSignal, claimedSignal, holdOutcomeUpdate, releaseSignal } from '../../workflows/reservations/shared.ts';
import { FAST, recorder, withMockedActivities } from '../helpers/mockedWorker.ts';
import { testStack } from '../helpers/stack.ts';

const client = () => testStack().temporal.client;

/** The reservation hold's logic with its activities mocked: no database, no supplier. */
describe('reservation hold workflow (mocked activities)', function () {
  function activities(ending: { status: 'expired' | 'released' | 'claimed' }) {
    return {
      reserveAtSupplier: recorder(async (_input: { reservationId: string; idempotencyKey: string }) => {}),
      markReservationFailed: recorder(async (_input: { reservationId: string; code: string }) => {}),
      endHold: recorder(async (_input: { reservationId: string; abandoned: boolean; idempotencyKey: string }) => ending),
      releaseAtSupplier: recorder(async (_input: { reservationId: string; idempotencyKey: string }) => {}),
      recoverUnansweredHold: recorder(async (_input: { reservationId: string; idempotencyKey: string }) => ({ held: false })),
    };
  }
  const input = (expiresInMs: number) => ({ reservationId: randomUUID(), expiresAt: new Date(Date.now() + expiresInMs).toISOString(), tuning: FAST });

  it('holds the seats, answers the update early, and ends the hold and releases the seats in one activity at expiry', async function () {
    const mocks = activities({ status: 'expired' });
    const args = input(800);
    const result = await withMockedActivities(mocks, async (taskQueue) => {
      const handle = await client().workflow.start(reservationWorkflow, { taskQueue, workflowId: workflowIds.reservation(args.reservationId), args: [args] });
      assert.deepEqual(await handle.executeUpdate(holdOutcomeUpdate), { status: 'held' });
      return handle.result();
    });
    assert.deepEqual(result, { status: 'expired' });
    assert.equal(mocks.reserveAtSupplier.calls.length, 1);
    assert.equal(mocks.endHold.calls.length, 1);
    const [ending] = mocks.endHold.calls[0]!;
    assert.deepEqual({ ...ending, idempotencyKey: undefined }, { reservationId: args.reservationId, abandoned: false, idempotencyKey: undefined });
    assert.notEqual(ending.idempotencyKey, mocks.reserveAtSupplier.calls[0]![0].idempotencyKey);
    assert.equal(mocks.releaseAtSupplier.calls.length, 0);
  });

  it('ends at once, with no activity, when a booking claims it', async function () {
    const mocks = activities({ status: 'claimed' });
    const args = input(60_000);
    const result = await withMockedActivities(mocks, async (taskQueue) => {
      const handle = await client().workflow.start(reservationWorkflow, { taskQueue, workflowId: workflowIds.reservation(args.reservationId), args: [args] });
      await handle.executeUpdate(holdOutcomeUpdate);
      await handle.signal(claimedSignal);
      return handle.result();
    });
    assert.deepEqual(result, { status: 'claimed' });
    assert.equal(mocks.endHold.calls.length, 0);
    assert.equal(mocks.releaseAtSupplier.calls.length, 0);
  });

  it("releases at once on the agent's release, and when abandoned after the seats were held", async function () {
    for (const signal of [releaseSignal, abandonSignal]) {
      const mocks = activities({ status: 'released' });
      const args = input(60_000);
      const result = await withMockedActivities(mocks, async (taskQueue) => {
        const handle = await client().workflow.start(reservationWorkflow, { taskQueue, workflowId: workflowIds.reservation(args.reservationId), args: [args] });
        await handle.executeUpdate(holdOutcomeUpdate);
        await handle.signal(signal);
        return handle.result();
      });
      assert.deepEqual(result, { status: 'released' });
      assert.equal(mocks.endHold.calls[0]![0].abandoned, signal === abandonSignal);
      assert.equal(mocks.endHold.calls.length, 1);
    }
  });

  it("never asks the supplier for a hold started abandoned (housekeeping's re-drive)", async function () {
    const mocks = activities({ status: 'released' });
    const args = input(60_000);
    const result = await withMockedActivities(mocks, async (taskQueue) => {
      const handle = await client().workflow.signalWithStart(reservationWorkflow, {
        taskQueue,
        workflowId: workflowIds.reservation(args.reservationId),
        args: [args],
        signal: abandonSignal,
        signalArgs: [],
        workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
      });
      return handle.result();
    });
    assert.deepEqual(result, { status: 'failed', code: 'SUPPLIER_UNAVAILABLE' });
    assert.equal(mocks.reserveAtSupplier.calls.length, 0);
    assert.deepEqual(mocks.markReservationFailed.calls[0]![0], { reservationId: args.reservationId, code: 'SUPPLIER_UNAVAILABLE' });
  });

  it('passes a supplier refusal to the caller and neither recovers nor releases anything', async function () {
    const mocks = {
      ...activities({ status: 'expired' }),
      reserveAtSupplier: recorder(async () => {
        throw ApplicationFailure.nonRetryable('sold out', 'SOLD_OUT');
      }),
    };
    const args = input(60_000);
    const outcome = await withMockedActivities(mocks, async (taskQueue) => {
      const handle = await client().workflow.start(reservationWorkflow, { taskQueue, workflowId: workflowIds.reservation(args.reservationId), args: [args] });
      const answer = await handle.executeUpdate(holdOutcomeUpdate);
      await handle.result();
      return answer;
    });
    assert.deepEqual(outcome, { status: 'failed', code: 'SOLD_OUT' });
    assert.deepEqual(mocks.markReservationFailed.calls[0]![0], { reservationId: args.reservationId, code: 'SOLD_OUT' });
    assert.equal(mocks.recoverUnansweredHold.calls.length, 0);
    assert.equal(mocks.endHold.calls.length, 0);
    assert.equal(mocks.releaseAtSupplier.calls.length, 0);
  });
});
