import {
  ActivityFailure,
  ApplicationFailure,
  isCancellation,
  ParentClosePolicy,
  patched,
  proxyActivities,
  proxyLocalActivities,
  sleep,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
import type { ActivityOptions, Duration } from '@temporalio/common';
import type { NotificationActivities } from '../../activities/notifications/index.ts';
import type { QueuedNotification, NotificationInput } from '../../contracts/notifications.ts';
import type { StepResult } from '../../contracts/bookings.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { databaseLocalOptions, failureMessage } from '../policies.ts';
import { trackStatus } from '../status.ts';
import { INLINE_DELIVERY_MS, NOTIFICATION_LONGEST_WAIT_MS, NOTIFICATION_RETRY_WINDOW_MS, type Tuning } from '../../contracts/tuning.ts';

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
export async function deliverFromHere(deliveries: QueuedNotification[], tuning: Tuning, options: { lanes?: number } = {}): Promise<void> {
  const { deliverNotification } = proxyActivities<NotificationActivities>(deliveryOptions(tuning, tuning.inlineDeliveryMs ?? INLINE_DELIVERY_MS));
  const deliver = async (delivery: QueuedNotification) => {
    try {
      await deliverNotification({ notificationId: delivery.notificationId, idempotencyKey: delivery.notificationId });
    } catch {
      await handOver(delivery, tuning);
    }
  };
  if (options.lanes === undefined) {
    await Promise.all(deliveries.map(deliver));
    return;
  }
  // At most `lanes` deliveries pending at once: Temporal allows 2,000 pending activities per
  // workflow, and a slow receiver holds up only its own lane.
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(options.lanes, deliveries.length) }, async () => {
      while (next < deliveries.length) await deliver(deliveries[next++]!);
    }),
  );
}

/**
 * Hands the notifications a step committed to the worker's dispatcher in one local activity, which
 * returns at once (activities/notifications/dispatcher.ts): how a workflow started at revision 2
 * delivers, without an activity task or a second workflow task. The dispatcher hands a receiver
 * still down after `inlineDeliveryMs` to a delivery workflow with this workflow's search attributes.
 */
export async function dispatch(deliveries: QueuedNotification[], tuning: Tuning): Promise<void> {
  if (deliveries.length === 0) return;
  const { dispatchNotifications } = proxyLocalActivities<NotificationActivities>(databaseLocalOptions);
  await dispatchNotifications({ deliveries, tuning, searchAttributes: workflowInfo().typedSearchAttributes.getAll() });
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

/** Posts one notification until the receiver takes it: retried with backoff for four days. */
export async function notificationWorkflow(input: NotificationInput): Promise<void> {
  if (patched(VISIBLE_RETRIES)) return deliverVisibly(input, false);
  // Started before attempts were counted here: Temporal retries the one activity, as it began.
  trackStatus('delivering', `notification ${input.notificationId}; its attempts are the pending activity's (Temporal UI, Pending Activities)`);
  const { deliverNotification } = proxyActivities<NotificationActivities>(deliveryOptions(input.tuning, NOTIFICATION_RETRY_WINDOW_MS));
  // One key for every attempt and every deliverer: the receiver can drop the repeats of a delivery it already has.
  await deliverNotification({ notificationId: input.notificationId, idempotencyKey: input.notificationId });
}

/**
 * Sends one notification again because its recipient asked (`POST /v1/notifications/:id/redeliver`),
 * delivered or not, with the same Idempotency-Key and webhook-id; retried like a first delivery.
 */
export async function notificationRedeliveryWorkflow(input: NotificationInput): Promise<void> {
  if (patched(VISIBLE_RETRIES)) return deliverVisibly(input, true);
  trackStatus('redelivering', `notification ${input.notificationId}; its attempts are the pending activity's (Temporal UI, Pending Activities)`);
  const { deliverNotification } = proxyActivities<NotificationActivities>(deliveryOptions(input.tuning, NOTIFICATION_RETRY_WINDOW_MS));
  await deliverNotification({ notificationId: input.notificationId, idempotencyKey: input.notificationId, again: true });
}

const VISIBLE_RETRIES = 'notification-visible-retries';

/** The wait before attempt `attempt + 1`: the backoff deliveryOptions gives Temporal, counted here. */
export function notificationBackoffMs(tuning: Tuning, attempt: number): number {
  return Math.min(tuning.retryInitialMs * 2 ** (attempt - 1), NOTIFICATION_LONGEST_WAIT_MS);
}

/**
 * One attempt per activity, the waits between them counted here, so the `status` query can say
 * which attempt this is, what the receiver answered last and when the next attempt starts (what
 * an operator asks of a delivery that has not finished). Same key, same backoff and same four-day
 * window as Temporal's retries gave before.
 */
async function deliverVisibly(input: NotificationInput, again: boolean): Promise<void> {
  const { notificationId, tuning } = input;
  const status = trackStatus(again ? 'redelivering' : 'delivering', `notification ${notificationId}; retried for four days until the receiver takes it`);
  const windowEnds = workflowInfo().startTime.getTime() + NOTIFICATION_RETRY_WINDOW_MS;
  for (let attempt = 1; ; attempt++) {
    const { deliverNotification } = proxyActivities<NotificationActivities>({
      ...deliveryOptions(tuning, Math.max(windowEnds - Date.now(), 1_000)),
      retry: { maximumAttempts: 1 },
    });
    let lastStatus: string;
    try {
      await deliverNotification({ notificationId, idempotencyKey: notificationId, ...(again ? { again } : {}) });
      status('delivered', `notification ${notificationId}`, { attempt });
      return;
    } catch (err) {
      // A cancelled delivery ends cancelled, and a failure marked final is not retried for days.
      if (isCancellation(err) || finalFailure(err)) throw err;
      lastStatus = receiverAnswer(err);
      // The row's count (the delivery log's `attempts`), which includes the booking workflow's own attempts.
      attempt = rowAttempt(err) ?? attempt;
    }
    const waitMs = notificationBackoffMs(tuning, attempt);
    if (Date.now() + waitMs >= windowEnds) {
      status('gave up', `notification ${notificationId}: not taken within four days`, { attempt, lastError: lastStatus });
      throw ApplicationFailure.nonRetryable(`notification ${notificationId} not delivered within four days: ${lastStatus}`, 'NOTIFICATION_UNDELIVERED');
    }
    status(again ? 'redelivering' : 'delivering', `notification ${notificationId}; retried for four days until the receiver takes it`, {
      attempt,
      lastError: lastStatus,
      nextAttemptAt: new Date(Date.now() + waitMs).toISOString(),
    });
    await sleep(waitMs);
  }
}

function failureCause(err: unknown): unknown {
  return err instanceof ActivityFailure ? err.cause : err;
}

function finalFailure(err: unknown): boolean {
  const cause = failureCause(err);
  return cause instanceof ApplicationFailure && cause.nonRetryable === true;
}

/** The attempt as the notification's row counts it (the activity's failure carries it), if given. */
function rowAttempt(err: unknown): number | undefined {
  const cause = failureCause(err);
  const counted = cause instanceof ApplicationFailure && cause.type === 'NOTIFICATION_UNDELIVERED' ? cause.details?.[1] : undefined;
  return typeof counted === 'number' ? counted : undefined;
}

/** What the receiver answered (the activity's failure carries it: `401 INVALID_SIGNATURE`, `connection refused`), or why there was no answer. */
function receiverAnswer(err: unknown): string {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure && cause.type === 'NOTIFICATION_UNDELIVERED' && typeof cause.details?.[0] === 'string') return cause.details[0];
  return failureMessage(err);
}
