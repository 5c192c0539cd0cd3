import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { WorkflowFailedError } from '@temporalio/client';
import type { NotificationEvent } from '../../src/db/entities/index.ts';
import { bookingCancellationWorkflow, bookingUpdateWorkflow } from '../../workflows/bookings/changes.ts';
import { bookingConfirmationWorkflow } from '../../workflows/bookings/confirmation.ts';
import { workflowIds } from '../../workflows/ids.ts';
import { FAST, recorder, withMockedActivities } from '../helpers/mockedWorker.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

const client = () => testStack().temporal.client;

/** The booking workflows' logic with their activities mocked: no database, no supplier. */
describe('booking workflows (mocked activities)', function () {
  function activities(notificationIds = [randomUUID(), randomUUID()]) {
    return {
      confirmAtSupplier: recorder(async (_input: { bookingId: string; idempotencyKey: string }) => ({ confirmed: true })),
      updateAtSupplier: recorder(async (_input: { bookingId: string; version: number; idempotencyKey: string }) => {}),
      cancelAtSupplier: recorder(async (_input: { bookingId: string; idempotencyKey: string }) => {}),
      markBookingFailed: recorder(async (_input: { bookingId: string; code: string }) => ({ releaseReservationId: 'reservation-1' as string | null })),
      abandonBookingChange: recorder(async (_input: { bookingId: string; code: string }) => ({ releaseReservationId: null as string | null })),
      releaseAtSupplier: recorder(async (_input: { reservationId: string; idempotencyKey: string }) => {}),
      queueNotifications: recorder(async (_input: { bookingId: string; event: NotificationEvent }) =>
        notificationIds.map((notificationId) => ({ notificationId, workflowId: workflowIds.notification(notificationId), searchAttributes: [] })),
      ),
      deliverNotification: recorder(async (_input: { notificationId: string; idempotencyKey: string }) => {}),
    };
  }
  const refusal = (code: string) =>
    recorder(async () => {
      throw ApplicationFailure.nonRetryable(`refused: ${code}`, code);
    });

  it('confirms once with one key and fans the notification out to one delivery workflow per recipient', async function () {
    const recipients = [randomUUID(), randomUUID()];
    const mocks = activities(recipients);
    const bookingId = randomUUID();
    const result = await withMockedActivities(mocks, async (taskQueue) => {
      const done = await client().workflow.execute(bookingConfirmationWorkflow, {
        taskQueue,
        workflowId: `test-${bookingId}`,
        args: [{ bookingId, tuning: FAST }],
      });
      // The deliveries are abandoned children: they run on after the booking workflow has ended.
      await eventually(() => mocks.deliverNotification.calls.length === 2, 10_000, 'two deliveries');
      return done;
    });
    assert.deepEqual(result, { status: 'confirmed' });
    assert.equal(mocks.confirmAtSupplier.calls.length, 1);
    assert.deepEqual(mocks.queueNotifications.calls[0]![0], { bookingId, event: 'booking_confirmation' });
    const deliveries = mocks.deliverNotification.calls.map(([input]) => input);
    assert.deepEqual(deliveries.map((d) => d.notificationId).sort(), [...recipients].sort());
    assert.equal(new Set(deliveries.map((d) => d.idempotencyKey)).size, 2, 'each delivery has its own key');
  });

  it("keeps the key of a confirmation across the supplier's retryable failures", async function () {
    let failures = 2;
    const mocks = {
      ...activities(),
      confirmAtSupplier: recorder(async (_input: { bookingId: string; idempotencyKey: string }) => {
        if (failures-- > 0) throw ApplicationFailure.retryable('supplier down', 'SUPPLIER_UNAVAILABLE');
        return { confirmed: true };
      }),
    };
    const bookingId = randomUUID();
    await withMockedActivities(mocks, (taskQueue) =>
      client().workflow.execute(bookingConfirmationWorkflow, { taskQueue, workflowId: `test-${bookingId}`, args: [{ bookingId, tuning: FAST }] }),
    );
    const keys = mocks.confirmAtSupplier.calls.map(([input]) => input.idempotencyKey);
    assert.equal(keys.length, 3);
    assert.equal(new Set(keys).size, 1);
  });

  it('on a refused confirmation marks the booking failed, releases its reservation, notifies nobody and fails with the code', async function () {
    const mocks = { ...activities(), confirmAtSupplier: refusal('SOLD_OUT') };
    const bookingId = randomUUID();
    const failure = await withMockedActivities(mocks, (taskQueue) =>
      client()
        .workflow.execute(bookingConfirmationWorkflow, { taskQueue, workflowId: `test-${bookingId}`, args: [{ bookingId, tuning: FAST }] })
        .then(
          () => undefined,
          (err: unknown) => err,
        ),
    );
    assert.ok(failure instanceof WorkflowFailedError);
    assert.ok(failure.cause instanceof ApplicationFailure);
    assert.equal(failure.cause.type, 'SOLD_OUT');
    assert.deepEqual(mocks.markBookingFailed.calls[0]![0], { bookingId, code: 'SOLD_OUT' });
    assert.equal(mocks.releaseAtSupplier.calls[0]![0].reservationId, 'reservation-1');
    assert.equal(mocks.queueNotifications.calls.length, 0);
  });

  it('reverts a refused update or cancellation to the booking as it was', async function () {
    const mocks = { ...activities(), updateAtSupplier: refusal('PAST_CUTOFF_DATE'), cancelAtSupplier: refusal('TICKET_REDEEMED') };
    const bookingId = randomUUID();
    const outcomes = await withMockedActivities(mocks, async (taskQueue) => {
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
      mocks.abandonBookingChange.calls.map(([input]) => input),
      [
        { bookingId, code: 'PAST_CUTOFF_DATE' },
        { bookingId, code: 'TICKET_REDEEMED' },
      ],
    );
    assert.equal(mocks.markBookingFailed.calls.length, 0);
    assert.equal(mocks.queueNotifications.calls.length, 0);
  });

  it('notifies both sides of an accepted update and cancellation', async function () {
    const mocks = activities();
    const bookingId = randomUUID();
    await withMockedActivities(mocks, async (taskQueue) => {
      await client().workflow.execute(bookingUpdateWorkflow, { taskQueue, workflowId: `test-u-${bookingId}`, args: [{ bookingId, version: 2, tuning: FAST }] });
      await client().workflow.execute(bookingCancellationWorkflow, { taskQueue, workflowId: `test-c-${bookingId}`, args: [{ bookingId, tuning: FAST }] });
    });
    assert.deepEqual(mocks.updateAtSupplier.calls[0]![0].version, 2);
    assert.deepEqual(
      mocks.queueNotifications.calls.map(([input]) => input.event),
      ['booking_update', 'booking_cancellation'],
    );
  });
});
