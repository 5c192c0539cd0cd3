import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { WithStartWorkflowOperation, WorkflowFailedError, WorkflowIdConflictPolicy, WorkflowNotFoundError } from '@temporalio/client';
import { bookingCancellationWorkflow, bookingUpdateWorkflow } from '../../workflows/bookings/changes.ts';
import { bookingConfirmationWorkflow } from '../../workflows/bookings/confirmation.ts';
import { bookingOutcomeUpdate } from '../../contracts/bookings.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { FAST, notExpected, recorder, withMockedActivities } from '../helpers/mockedWorker.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

const client = () => testStack().temporal.client;

/** The booking workflows' logic with their activities mocked: no database, no supplier. */
describe('booking workflows (mocked activities)', function () {
  /** The delivery workflow a notification is handed over to: named by event, booking, version and recipient. */
  const deliveryId = (notificationId: string) =>
    workflowIds.notification('live', { event: 'booking_confirmation', bookingId: 'b-1', key: 1, recipientId: notificationId });
  function activities(notificationIds = [randomUUID(), randomUUID()]) {
    const step = {
      notificationIds,
      deliveries: notificationIds.map((notificationId) => ({
        notificationId,
        workflowId: deliveryId(notificationId),
        summary: `Notification booking_confirmation · ${notificationId}`,
      })),
    };
    return {
      confirmAtSupplier: recorder(async (_input: { bookingId: string; idempotencyKey: string }) => ({ confirmed: true, ...step })),
      updateAtSupplier: recorder(async (_input: { bookingId: string; version: number; idempotencyKey: string }) => step),
      cancelAtSupplier: recorder(async (_input: { bookingId: string; idempotencyKey: string }) => step),
      // The supplier's own cancellation has a workflow of its own (test/bookings/supplierCancellation.test.ts).
      commitSupplierCancellation: notExpected('commitSupplierCancellation'),
      markBookingFailed: recorder(async (_input: { bookingId: string; code: string; releaseKey?: string }) => ({
        releaseReservationId: 'reservation-1' as string | null,
      })),
      abandonBookingChange: recorder(async (_input: { bookingId: string; code: string; releaseKey?: string }) => ({
        releaseReservationId: null as string | null,
      })),
      releaseAtSupplier: recorder(async (_input: { reservationId: string; idempotencyKey: string }) => {}),
      deliverNotification: recorder(async (_input: { notificationId: string; idempotencyKey: string }) => {}),
      // Booking steps queue their notifications in the activity that commits the change.
      // Steps started at revision 2 hand them to the worker's dispatcher (test/bookings/revision.test.ts); these have none.
      dispatchNotifications: notExpected('dispatchNotifications'),
    };
  }
  const refusal = (code: string) =>
    recorder(async () => {
      throw ApplicationFailure.nonRetryable(`refused: ${code}`, code);
    });

  it('confirms once with one key and delivers each notification itself, keyed by the notification id', async function () {
    const recipients = [randomUUID(), randomUUID()];
    const mocks = activities(recipients);
    const bookingId = randomUUID();
    const result = await withMockedActivities('booking', mocks, (taskQueue) =>
      client().workflow.execute(bookingConfirmationWorkflow, { taskQueue, workflowId: `test-${bookingId}`, args: [{ bookingId, tuning: FAST }] }),
    );
    assert.deepEqual(result, { status: 'confirmed' });
    assert.equal(mocks.confirmAtSupplier.calls.length, 1);
    // Delivered before the workflow closed, by the workflow itself: no delivery workflow per recipient.
    const deliveries = mocks.deliverNotification.calls.map(([input]) => input);
    assert.deepEqual(deliveries.map((d) => d.notificationId).sort(), [...recipients].sort());
    for (const d of deliveries) assert.equal(d.idempotencyKey, d.notificationId);
    for (const id of recipients) await assert.rejects(client().workflow.getHandle(deliveryId(id)).describe(), WorkflowNotFoundError);
  });

  it("answers the API's outcome update as soon as the supplier confirmed, before the notifications are delivered", async function () {
    let deliver!: () => void;
    const delivering = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    const mocks = { ...activities(), deliverNotification: recorder(async (_input: { notificationId: string; idempotencyKey: string }) => delivering) };
    const bookingId = randomUUID();
    await withMockedActivities('booking', mocks, async (taskQueue) => {
      const start = new WithStartWorkflowOperation(bookingConfirmationWorkflow, {
        taskQueue,
        workflowId: `test-${bookingId}`,
        args: [{ bookingId, tuning: FAST }],
        workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
      });
      const outcome = await client().workflow.executeUpdateWithStart(bookingOutcomeUpdate, { startWorkflowOperation: start });
      assert.deepEqual(outcome, { status: 'done' });
      const handle = await start.workflowHandle();
      assert.equal((await handle.describe()).status.name, 'RUNNING', 'still delivering');
      deliver();
      assert.deepEqual(await handle.result(), { status: 'confirmed' });
    });
    assert.equal(mocks.deliverNotification.calls.length, 2);
  });

  it('hands a notification its receiver did not take within the inline window over to a delivery workflow, and closes', async function () {
    const [taken, refused] = [randomUUID(), randomUUID()];
    const mocks = {
      ...activities([taken, refused]),
      deliverNotification: recorder(async (input: { notificationId: string; idempotencyKey: string }) => {
        if (input.notificationId === refused) throw ApplicationFailure.retryable('receiver down', 'NOTIFICATION_UNDELIVERED');
      }),
    };
    const bookingId = randomUUID();
    const handedOver = client().workflow.getHandle(deliveryId(refused));
    try {
      await withMockedActivities('booking', mocks, async (taskQueue) => {
        await client().workflow.execute(bookingConfirmationWorkflow, {
          taskQueue,
          workflowId: `test-${bookingId}`,
          args: [{ bookingId, tuning: { ...FAST, inlineDeliveryMs: 1000 } }],
        });
        const described = await handedOver.describe();
        assert.equal(described.status.name, 'RUNNING');
        // It reads in the UI's list like the deliveries the API starts.
        assert.equal(await described.staticSummary(), `Notification booking_confirmation · ${refused}`);
        // The delivery workflow goes on with the same key.
        await eventually(
          () => {
            const attempts = mocks.deliverNotification.calls.filter(([i]) => i.notificationId === refused).length;
            assert.ok(attempts >= 6, `${attempts} attempts`);
          },
          10_000,
          'retries after the hand-over',
        );
      });
    } finally {
      await handedOver.terminate('test over').catch(() => undefined);
    }
    const keys = new Set(mocks.deliverNotification.calls.filter(([i]) => i.notificationId === refused).map(([i]) => i.idempotencyKey));
    assert.deepEqual([...keys], [refused]);
    assert.equal(mocks.deliverNotification.calls.filter(([i]) => i.notificationId === taken).length, 1);
    await assert.rejects(client().workflow.getHandle(deliveryId(taken)).describe(), WorkflowNotFoundError);
  });

  it('hands over under the old ID (the row id) a result recorded before IDs named the event, as its history did', async function () {
    const refused = randomUUID();
    const mocks = {
      ...activities([refused]),
      // The shape step results had then: notification ids alone.
      confirmAtSupplier: recorder(async (_input: { bookingId: string; idempotencyKey: string }) => ({ confirmed: true, notificationIds: [refused] })),
      deliverNotification: recorder(async (_input: { notificationId: string; idempotencyKey: string }) => {
        throw ApplicationFailure.retryable('receiver down', 'NOTIFICATION_UNDELIVERED');
      }),
    };
    const bookingId = randomUUID();
    const handedOver = client().workflow.getHandle(workflowIds.notificationById(refused));
    try {
      await withMockedActivities('booking', mocks, (taskQueue) =>
        client().workflow.execute(bookingConfirmationWorkflow, {
          taskQueue,
          workflowId: `test-${bookingId}`,
          args: [{ bookingId, tuning: { ...FAST, inlineDeliveryMs: 500 } }],
        }),
      );
      assert.equal((await handedOver.describe()).status.name, 'RUNNING');
    } finally {
      await handedOver.terminate('test over').catch(() => undefined);
    }
  });

  it("keeps the key of a confirmation across the supplier's retryable failures", async function () {
    let failures = 2;
    const mocks = {
      ...activities(),
      confirmAtSupplier: recorder(async (_input: { bookingId: string; idempotencyKey: string }) => {
        if (failures-- > 0) throw ApplicationFailure.retryable('supplier down', 'SUPPLIER_UNAVAILABLE');
        return { confirmed: true, notificationIds: [] };
      }),
    };
    const bookingId = randomUUID();
    await withMockedActivities('booking', mocks, (taskQueue) =>
      client().workflow.execute(bookingConfirmationWorkflow, { taskQueue, workflowId: `test-${bookingId}`, args: [{ bookingId, tuning: FAST }] }),
    );
    const keys = mocks.confirmAtSupplier.calls.map(([input]) => input.idempotencyKey);
    assert.equal(keys.length, 3);
    assert.equal(new Set(keys).size, 1);
  });

  it('on a refused confirmation marks the booking failed, releases its reservation, notifies nobody and fails with the code', async function () {
    const mocks = { ...activities(), confirmAtSupplier: refusal('SOLD_OUT') };
    const bookingId = randomUUID();
    const failure = await withMockedActivities('booking', mocks, async (taskQueue) => {
      const start = new WithStartWorkflowOperation(bookingConfirmationWorkflow, {
        taskQueue,
        workflowId: `test-${bookingId}`,
        args: [{ bookingId, tuning: FAST }],
        workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
      });
      // The API's answer: the refusal's code, once our side is reverted.
      assert.deepEqual(await client().workflow.executeUpdateWithStart(bookingOutcomeUpdate, { startWorkflowOperation: start }), {
        status: 'failed',
        code: 'SOLD_OUT',
      });
      assert.equal(mocks.markBookingFailed.calls.length, 1);
      return (await start.workflowHandle()).result().then(
        () => undefined,
        (err: unknown) => err,
      );
    });
    assert.ok(failure instanceof WorkflowFailedError);
    assert.ok(failure.cause instanceof ApplicationFailure);
    assert.equal(failure.cause.type, 'SOLD_OUT');
    const [revert] = mocks.markBookingFailed.calls[0]!;
    assert.deepEqual({ bookingId: revert.bookingId, code: revert.code }, { bookingId, code: 'SOLD_OUT' });
    // One key hands the reservation back and releases it at the supplier.
    assert.ok(revert.releaseKey);
    assert.equal(mocks.releaseAtSupplier.calls[0]![0].idempotencyKey, revert.releaseKey);
    assert.equal(mocks.releaseAtSupplier.calls[0]![0].reservationId, 'reservation-1');
    assert.equal(mocks.deliverNotification.calls.length, 0);
  });

  it('reverts a refused update or cancellation to the booking as it was', async function () {
    const mocks = { ...activities(), updateAtSupplier: refusal('PAST_CUTOFF_DATE'), cancelAtSupplier: refusal('TICKET_REDEEMED') };
    const bookingId = randomUUID();
    const outcomes = await withMockedActivities('booking', mocks, async (taskQueue) => {
      const settle = (promise: Promise<unknown>) =>
        promise.then(
          () => 'ok',
          (err: unknown) => (err as WorkflowFailedError).cause as ApplicationFailure,
        );
      return [
        await settle(
          client().workflow.execute(bookingUpdateWorkflow, { taskQueue, workflowId: `test-u-${bookingId}`, args: [{ bookingId, version: 2, tuning: FAST }] }),
        ),
        await settle(
          client().workflow.execute(bookingCancellationWorkflow, { taskQueue, workflowId: `test-c-${bookingId}`, args: [{ bookingId, tuning: FAST }] }),
        ),
      ];
    });
    assert.deepEqual(
      outcomes.map((o) => (o as ApplicationFailure).type),
      ['PAST_CUTOFF_DATE', 'TICKET_REDEEMED'],
    );
    assert.deepEqual(
      mocks.abandonBookingChange.calls.map(([input]) => ({ bookingId: input.bookingId, code: input.code })),
      [
        { bookingId, code: 'PAST_CUTOFF_DATE' },
        { bookingId, code: 'TICKET_REDEEMED' },
      ],
    );
    assert.equal(mocks.markBookingFailed.calls.length, 0);
    assert.equal(mocks.deliverNotification.calls.length, 0);
  });

  it('notifies both sides of an accepted update and cancellation', async function () {
    const mocks = activities([randomUUID()]);
    const bookingId = randomUUID();
    await withMockedActivities('booking', mocks, async (taskQueue) => {
      await client().workflow.execute(bookingUpdateWorkflow, { taskQueue, workflowId: `test-u-${bookingId}`, args: [{ bookingId, version: 2, tuning: FAST }] });
      await client().workflow.execute(bookingCancellationWorkflow, { taskQueue, workflowId: `test-c-${bookingId}`, args: [{ bookingId, tuning: FAST }] });
    });
    assert.deepEqual(mocks.updateAtSupplier.calls[0]![0].version, 2);
    assert.equal(mocks.deliverNotification.calls.length, 2, 'one delivery after each step');
  });
});
