import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { WorkflowIdConflictPolicy, WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import { workflowIds } from '../../contracts/ids.ts';
import { reservationWorkflow } from '../../workflows/reservations/hold.ts';
import { abandonSignal, claimedSignal, extendHoldUpdate, holdOutcomeUpdate, MAX_EXTENSIONS, releaseSignal } from '../../contracts/reservations.ts';
import { FAST, recorder, withMockedActivities } from '../helpers/mockedWorker.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

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
      // The hold's ending before it became one local activity (a retired patch's old branch): never called.
      extendAtSupplier: recorder(async (input: { reservationId: string; expiresAt: string; idempotencyKey: string }) => ({
        status: 'extended' as const,
        expiresAt: input.expiresAt,
      })),
    };
  }
  const input = (expiresInMs: number) => ({ reservationId: randomUUID(), expiresAt: new Date(Date.now() + expiresInMs).toISOString(), tuning: FAST });

  it('holds the seats, answers the update early, and ends the hold and releases the seats in one activity at expiry', async function () {
    const mocks = activities({ status: 'expired' });
    const args = input(800);
    const result = await withMockedActivities('reservation', mocks, async (taskQueue) => {
      const handle = await client().workflow.start(reservationWorkflow, {
        taskQueue,
        workflowId: workflowIds.reservation('live', args.reservationId),
        args: [args],
      });
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
    const result = await withMockedActivities('reservation', mocks, async (taskQueue) => {
      const handle = await client().workflow.start(reservationWorkflow, {
        taskQueue,
        workflowId: workflowIds.reservation('live', args.reservationId),
        args: [args],
      });
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
      const result = await withMockedActivities('reservation', mocks, async (taskQueue) => {
        const handle = await client().workflow.start(reservationWorkflow, {
          taskQueue,
          workflowId: workflowIds.reservation('live', args.reservationId),
          args: [args],
        });
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
    const result = await withMockedActivities('reservation', mocks, async (taskQueue) => {
      const handle = await client().workflow.signalWithStart(reservationWorkflow, {
        taskQueue,
        workflowId: workflowIds.reservation('live', args.reservationId),
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
    const outcome = await withMockedActivities('reservation', mocks, async (taskQueue) => {
      const handle = await client().workflow.start(reservationWorkflow, {
        taskQueue,
        workflowId: workflowIds.reservation('live', args.reservationId),
        args: [args],
      });
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

  describe('extensions (POST /v1/reservation_extension)', function () {
    /** A supplier that takes `ms` over an extension and then refuses it (SOLD_OUT); `answeredAt()` says when. */
    const slowRefusal = (ms: number) => {
      let at = 0;
      const slow = recorder(async (_request: { reservationId: string; expiresAt: string; idempotencyKey: string }) => {
        await new Promise((r) => setTimeout(r, ms));
        at = Date.now();
        return { status: 'refused' as const, code: 'SOLD_OUT' };
      });
      return { slow, answeredAt: () => at };
    };
    /** The mocks' endHold, noting when each call began: when the hold ended. */
    const timedEndHold = (mocks: ReturnType<typeof activities>, ends: number[]) =>
      recorder(async (input: { reservationId: string; abandoned: boolean; idempotencyKey: string }) => {
        ends.push(Date.now());
        return mocks.endHold(input);
      });

    it('moves the timer: the hold ends at the extended expires, not the first one', async function () {
      const mocks = activities({ status: 'expired' });
      const ends: number[] = [];
      const endHold = timedEndHold(mocks, ends);
      // Room for the worker to start and the hold to be taken before the first expires.
      const args = input(2000);
      const extendedTo = new Date(Date.now() + 4000).toISOString();
      const outcome = await withMockedActivities('reservation', { ...mocks, endHold }, async (taskQueue) => {
        const handle = await client().workflow.start(reservationWorkflow, {
          taskQueue,
          workflowId: workflowIds.reservation('live', args.reservationId),
          args: [args],
        });
        await handle.executeUpdate(holdOutcomeUpdate);
        const extended = await handle.executeUpdate(extendHoldUpdate, { args: [{ expiresAt: extendedTo }] });
        assert.deepEqual(await handle.result(), { status: 'expired' });
        return extended;
      });
      assert.deepEqual(outcome, { status: 'extended', expiresAt: extendedTo });
      assert.equal(mocks.extendAtSupplier.calls.length, 1);
      assert.deepEqual(
        { ...mocks.extendAtSupplier.calls[0]![0], idempotencyKey: undefined },
        { reservationId: args.reservationId, expiresAt: extendedTo, idempotencyKey: undefined },
      );
      assert.equal(endHold.calls.length, 1);
      // Not at the first expires (plus grace): only after the extended one.
      assert.ok(ends[0]! >= Date.parse(extendedTo) + FAST.expiryGraceMs, `ended ${Date.parse(extendedTo) + FAST.expiryGraceMs - ends[0]!} ms early`);
    });

    it('never ends the hold while the supplier is being asked: an extension in flight at expiry decides', async function () {
      const mocks = activities({ status: 'expired' });
      const ends: number[] = [];
      const endHold = timedEndHold(mocks, ends);
      const { slow, answeredAt } = slowRefusal(3000);
      let args = input(1500);
      const outcome = await withMockedActivities('reservation', { ...mocks, endHold, extendAtSupplier: slow }, async (taskQueue) => {
        // Timed from here, once the worker runs: its start on a loaded machine must not eat the hold.
        args = input(1500);
        const handle = await client().workflow.start(reservationWorkflow, {
          taskQueue,
          workflowId: workflowIds.reservation('live', args.reservationId),
          args: [args],
        });
        await handle.executeUpdate(holdOutcomeUpdate);
        const refused = await handle.executeUpdate(extendHoldUpdate, { args: [{ expiresAt: new Date(Date.now() + 60_000).toISOString() }] });
        assert.deepEqual(await handle.result(), { status: 'expired' });
        return refused;
      });
      // The supplier said no after the first expires had passed: only then did the hold end.
      assert.deepEqual(outcome, { status: 'refused', code: 'SOLD_OUT' });
      assert.equal(endHold.calls.length, 1);
      assert.ok(answeredAt() > Date.parse(args.expiresAt) + FAST.expiryGraceMs, 'the supplier answered after the first expiry');
      assert.ok(ends[0]! >= answeredAt(), 'the hold ended only once the supplier had answered');
    });

    it('runs extensions one at a time: the same expires asked twice at once is one supplier call', async function () {
      const mocks = activities({ status: 'claimed' });
      const slow = recorder(async (request: { reservationId: string; expiresAt: string; idempotencyKey: string }) => {
        await new Promise((r) => setTimeout(r, 300));
        return { status: 'extended' as const, expiresAt: request.expiresAt };
      });
      const args = input(60_000);
      const to = new Date(Date.now() + 120_000).toISOString();
      const later = new Date(Date.now() + 180_000).toISOString();
      const answers = await withMockedActivities('reservation', { ...mocks, extendAtSupplier: slow }, async (taskQueue) => {
        const handle = await client().workflow.start(reservationWorkflow, {
          taskQueue,
          workflowId: workflowIds.reservation('live', args.reservationId),
          args: [args],
        });
        await handle.executeUpdate(holdOutcomeUpdate);
        const same = await Promise.all([0, 1].map(() => handle.executeUpdate(extendHoldUpdate, { args: [{ expiresAt: to }] })));
        // An earlier expires than the hold has now: answered with the hold's own, nobody asked.
        const earlier = await handle.executeUpdate(extendHoldUpdate, { args: [{ expiresAt: new Date(Date.now() + 90_000).toISOString() }] });
        const further = await handle.executeUpdate(extendHoldUpdate, { args: [{ expiresAt: later }] });
        await handle.signal(claimedSignal);
        assert.deepEqual(await handle.result(), { status: 'claimed' });
        return [...same, earlier, further];
      });
      assert.deepEqual(answers, [
        { status: 'extended', expiresAt: to },
        { status: 'extended', expiresAt: to },
        { status: 'extended', expiresAt: to },
        { status: 'extended', expiresAt: later },
      ]);
      assert.deepEqual(
        slow.calls.map(([call]) => call.expiresAt),
        [to, later],
      );
    });

    it('refuses an extension once the hold is ending or ended, and passes a supplier refusal on', async function () {
      const mocks = activities({ status: 'released' });
      const slowEnd = recorder(async (_input: { reservationId: string; abandoned: boolean; idempotencyKey: string }) => {
        await new Promise((r) => setTimeout(r, 1500));
        return { status: 'released' as const };
      });
      const refusing = recorder(async (_request: { reservationId: string; expiresAt: string; idempotencyKey: string }) => {
        throw ApplicationFailure.nonRetryable('no more seats after 11:00', 'SOLD_OUT');
      });
      const args = input(60_000);
      const [refused, whileEnding, afterEnd] = await withMockedActivities(
        'reservation',
        { ...mocks, endHold: slowEnd, extendAtSupplier: refusing },
        async (taskQueue) => {
          const handle = await client().workflow.start(reservationWorkflow, {
            taskQueue,
            workflowId: workflowIds.reservation('live', args.reservationId),
            args: [args],
          });
          await handle.executeUpdate(holdOutcomeUpdate);
          const asked = { expiresAt: new Date(Date.now() + 120_000).toISOString() };
          const first = await handle.executeUpdate(extendHoldUpdate, { args: [asked] });
          await handle.signal(releaseSignal);
          await eventually(() => assert.equal(slowEnd.calls.length, 1), 10_000, 'the hold to start ending');
          const during = await handle.executeUpdate(extendHoldUpdate, { args: [asked] }).catch((err: unknown) => err);
          await handle.result();
          const after = await handle.executeUpdate(extendHoldUpdate, { args: [asked] }).catch((err: unknown) => err);
          return [first, during, after];
        },
      );
      assert.deepEqual(refused, { status: 'refused', code: 'SOLD_OUT' });
      // The two answers the API reads as "ended": refused by the validator, or no running hold to ask
      // (an update that arrives while the ending's local activity holds the workflow task sees it closed).
      const ended = (err: unknown) => err instanceof WorkflowUpdateFailedError || err instanceof WorkflowNotFoundError;
      assert.ok(ended(whileEnding), String(whileEnding));
      assert.ok(ended(afterEnd), String(afterEnd));
      assert.equal(refusing.calls.length, 1);
    });

    it('answers an extension queued behind one still at the supplier when the hold expired "ended": the supplier never sees it', async function () {
      const mocks = activities({ status: 'expired' });
      const ends: number[] = [];
      const endHold = timedEndHold(mocks, ends);
      // The first extension must reach the supplier before the hold expires, and still be there
      // when it does: 3 s of hold (room for a busy machine), 5 s at the supplier.
      const { slow, answeredAt } = slowRefusal(5000);
      const args = input(3000);
      const [first, queued] = await withMockedActivities('reservation', { ...mocks, endHold, extendAtSupplier: slow }, async (taskQueue) => {
        const handle = await client().workflow.start(reservationWorkflow, {
          taskQueue,
          workflowId: workflowIds.reservation('live', args.reservationId),
          args: [args],
        });
        await handle.executeUpdate(holdOutcomeUpdate);
        const a = handle.executeUpdate(extendHoldUpdate, { args: [{ expiresAt: new Date(Date.now() + 60_000).toISOString() }] });
        await eventually(() => assert.equal(slow.calls.length, 1), 10_000, 'the first extension at the supplier');
        // The agent asks again (another expires) while the first is at the supplier, before the hold expires.
        const b = handle.executeUpdate(extendHoldUpdate, { args: [{ expiresAt: new Date(Date.now() + 90_000).toISOString() }] });
        const answers = await Promise.all([a, b]);
        assert.deepEqual(await handle.result(), { status: 'expired' });
        return answers;
      });
      assert.deepEqual(first, { status: 'refused', code: 'SOLD_OUT' });
      assert.deepEqual(queued, { status: 'ended' });
      assert.equal(slow.calls.length, 1, 'the queued extension never reached the supplier');
      assert.equal(endHold.calls.length, 1);
      assert.ok(ends[0]! >= answeredAt(), 'the hold ended after the first extension was answered');
      assert.ok(answeredAt() > Date.parse(args.expiresAt) + FAST.expiryGraceMs, 'the supplier answered after the hold expired');
    });

    it(`allows ${MAX_EXTENSIONS} extensions: the next is EXTENSION_LIMIT, and the supplier is not asked`, async function () {
      const mocks = activities({ status: 'claimed' });
      const args = input(60_000);
      const answers = await withMockedActivities('reservation', mocks, async (taskQueue) => {
        const handle = await client().workflow.start(reservationWorkflow, {
          taskQueue,
          workflowId: workflowIds.reservation('live', args.reservationId),
          args: [args],
        });
        await handle.executeUpdate(holdOutcomeUpdate);
        const outcomes = [];
        for (let i = 1; i <= MAX_EXTENSIONS + 1; i++) {
          const expiresAt = new Date(Date.parse(args.expiresAt) + i * 60_000).toISOString();
          outcomes.push(await handle.executeUpdate(extendHoldUpdate, { args: [{ expiresAt }] }));
        }
        await handle.signal(claimedSignal);
        await handle.result();
        return outcomes;
      });
      assert.deepEqual(
        answers.map((a) => a.status),
        [...Array.from({ length: MAX_EXTENSIONS }, () => 'extended'), 'refused'],
      );
      assert.deepEqual(answers.at(-1), { status: 'refused', code: 'EXTENSION_LIMIT' });
      assert.equal(mocks.extendAtSupplier.calls.length, MAX_EXTENSIONS);
    });
  });
});
