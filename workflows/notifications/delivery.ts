import { ParentClosePolicy, proxyActivities, startChild, uuid4 } from '@temporalio/workflow';
import type { NotificationActivities } from '../../activities/notifications/index.ts';
import type { NotificationEvent } from '../../src/db/entities/Notification.ts';
import { databaseOptions } from '../policies.ts';
import type { Tuning } from '../tuning.ts';
import type { NotificationInput } from './shared.ts';

const { queueNotifications } = proxyActivities<NotificationActivities>(databaseOptions);

/**
 * Snapshots the booking for every recipient of `event` and starts one delivery workflow each.
 * Deliveries are abandoned children: they outlive this workflow, and one dead receiver delays
 * nobody else.
 */
export async function notify(bookingId: string, event: NotificationEvent, tuning: Tuning): Promise<void> {
  const starts = await queueNotifications({ bookingId, event });
  for (const start of starts) {
    await startChild(notificationWorkflow, {
      workflowId: start.workflowId,
      args: [{ notificationId: start.notificationId, tuning }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      typedSearchAttributes: start.searchAttributes,
    });
  }
}

/** Posts one notification until the receiver takes it: retried with backoff for four days. */
export async function notificationWorkflow(input: NotificationInput): Promise<void> {
  const { deliverNotification } = proxyActivities<NotificationActivities>({
    startToCloseTimeout: input.tuning.supplierTimeoutMs + 5_000,
    scheduleToCloseTimeout: '4 days',
    retry: { initialInterval: input.tuning.retryInitialMs, backoffCoefficient: 2, maximumInterval: '1 hour' },
  });
  // One key for every attempt: the receiver can drop the repeats of a delivery it already has.
  await deliverNotification({ notificationId: input.notificationId, idempotencyKey: uuid4() });
}
