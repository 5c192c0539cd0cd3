import { ParentClosePolicy, proxyActivities, startChild, workflowInfo } from '@temporalio/workflow';
import type { ActivityOptions, Duration } from '@temporalio/common';
import type { NotificationActivities } from '../../activities/notifications/index.ts';
import type { StepResult } from '../../activities/bookings/index.ts';
import type { NotificationEvent } from '../../src/db/entities/Notification.ts';
import type { QueuedNotification } from '../../src/notifications/queue.ts';
import { workflowIds } from '../ids.ts';
import { databaseOptions } from '../policies.ts';
import { INLINE_DELIVERY_MS, NOTIFICATION_LONGEST_WAIT_MS, NOTIFICATION_RETRY_WINDOW_MS, type Tuning } from '../tuning.ts';
import type { NotificationInput } from './shared.ts';

const { queueNotifications } = proxyActivities<NotificationActivities>(databaseOptions);

function deliveryOptions(tuning: Tuning, scheduleToCloseTimeout: Duration): ActivityOptions {
  return {
    startToCloseTimeout: tuning.supplierTimeoutMs + 5_000,
    scheduleToCloseTimeout,
    retry: { initialInterval: tuning.retryInitialMs, backoffCoefficient: 2, maximumInterval: NOTIFICATION_LONGEST_WAIT_MS },
  };
}

/**
 * Delivers the notifications a booking step queued, from the booking's own workflow: one activity
 * each, side by side, rather than a workflow each. A receiver that has not taken its notification
 * within `inlineDeliveryMs` is handed to a delivery workflow of its own, which retries for four
 * days, so one dead receiver keeps no booking workflow open. The Idempotency-Key is the
 * notification's id, the same whoever delivers it (this workflow, its hand-over, or housekeeping).
 */
export async function deliverFromHere(deliveries: QueuedNotification[], tuning: Tuning): Promise<void> {
  const { deliverNotification } = proxyActivities<NotificationActivities>(deliveryOptions(tuning, tuning.inlineDeliveryMs ?? INLINE_DELIVERY_MS));
  await Promise.all(
    deliveries.map(async (delivery) => {
      try {
        await deliverNotification({ notificationId: delivery.notificationId, idempotencyKey: delivery.notificationId });
      } catch {
        await handOver(delivery, tuning);
      }
    }),
  );
}

/**
 * The deliveries a step's activity returned. A result recorded before workflow IDs named the
 * event has notification ids alone: their hand-over keeps the ID it would have had then, so a
 * replay starts the same child and housekeeping (which looks for that ID too) no second one.
 */
export function deliveriesOf(result: StepResult): QueuedNotification[] {
  return result.deliveries ?? result.notificationIds.map((notificationId) => ({ notificationId, workflowId: workflowIds.notificationById(notificationId) }));
}

async function handOver(delivery: QueuedNotification, tuning: Tuning): Promise<void> {
  const { notificationId } = delivery;
  try {
    await startChild(notificationWorkflow, {
      workflowId: delivery.workflowId,
      ...(delivery.summary ? { staticSummary: delivery.summary } : {}),
      args: [{ notificationId, tuning }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      typedSearchAttributes: workflowInfo().typedSearchAttributes,
    });
  } catch (err) {
    // Housekeeping started its delivery workflow meanwhile: that one goes on. (The error's class
    // lives in @temporalio/common, which workflow code does not import.)
    if ((err as Error).name !== 'WorkflowExecutionAlreadyStartedError') throw err;
  }
}

/**
 * Snapshots the booking for every recipient of `event` and starts one delivery workflow each: how
 * booking workflows that got this far before deliveries moved into them carry on.
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
  const { deliverNotification } = proxyActivities<NotificationActivities>(deliveryOptions(input.tuning, NOTIFICATION_RETRY_WINDOW_MS));
  // One key for every attempt and every deliverer: the receiver can drop the repeats of a delivery it already has.
  await deliverNotification({ notificationId: input.notificationId, idempotencyKey: input.notificationId });
}

/**
 * Sends one notification again because its recipient asked (`POST /v1/notifications/:id/redeliver`),
 * delivered or not, with the same Idempotency-Key and webhook-id; retried like a first delivery.
 */
export async function notificationRedeliveryWorkflow(input: NotificationInput): Promise<void> {
  const { deliverNotification } = proxyActivities<NotificationActivities>(deliveryOptions(input.tuning, NOTIFICATION_RETRY_WINDOW_MS));
  await deliverNotification({ notificationId: input.notificationId, idempotencyKey: input.notificationId, again: true });
}
