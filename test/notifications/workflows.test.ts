import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { workflowIds } from '../../contracts/ids.ts';
import { notificationWorkflow } from '../../workflows/notifications/delivery.ts';
import { FAST, notExpected, recorder, withMockedActivities } from '../helpers/mockedWorker.ts';
import { testStack } from '../helpers/stack.ts';

describe('notification workflow (mocked activities)', function () {
  it('retries a delivery the receiver refused, with the same Idempotency-Key every time', async function () {
    let refusals = 3;
    const mocks = {
      deliverNotification: recorder(async (_input: { notificationId: string; idempotencyKey: string }) => {
        if (refusals-- > 0) throw ApplicationFailure.retryable('receiver down', 'NOTIFICATION_UNDELIVERED');
      }),
      // A delivery workflow delivers one notification already queued.
      dispatchNotifications: notExpected('dispatchNotifications'),
    };
    const notificationId = randomUUID();
    await withMockedActivities('notification', mocks, (taskQueue) =>
      testStack().temporal.client.workflow.execute(notificationWorkflow, {
        taskQueue,
        workflowId: workflowIds.notification('live', { event: 'booking_confirmation', bookingId: 'b-1', key: 1, recipientId: notificationId }),
        args: [{ notificationId, tuning: FAST }],
      }),
    );
    assert.equal(mocks.deliverNotification.calls.length, 4);
    assert.deepEqual(new Set(mocks.deliverNotification.calls.map(([input]) => input.notificationId)), new Set([notificationId]));
    // The key is the notification's id: whoever delivers it (its booking workflow, this one) sends the same.
    assert.deepEqual(new Set(mocks.deliverNotification.calls.map(([input]) => input.idempotencyKey)), new Set([notificationId]));
  });
});
