import type { SearchAttributePair } from '@temporalio/common';
import type { QueuedNotification } from '../../contracts/notifications.ts';
import type { Tuning } from '../../contracts/tuning.ts';
import type { ActivityDeps } from '../deps.ts';
import { activityMode } from '../mode.ts';
import { deliverOnce, type DeliveryAttempt, type DeliveryDeps } from './deliver.ts';

/**
 * Posts the notification to its recipient (deliverOnce): one attempt, which Temporal retries.
 * `again` sends one already delivered (a redelivery the recipient asked for).
 */
function deliverNotification(deps: DeliveryDeps, input: DeliveryAttempt & { attempt?: number }): Promise<void> {
  void input.attempt; // recorded in histories of an earlier release; the row's own count is used now
  return deliverOnce(deps, activityMode(), input);
}

/**
 * Hands the notifications a booking step committed to this worker's dispatcher, which delivers
 * them at once, retries them for a minute and then gives each to a delivery workflow
 * (activities/notifications/dispatcher.ts). Returns at once: the step's workflow closes without
 * an activity task per notification, and its answer to the agent never waits on a receiver.
 */
async function dispatchNotifications(
  deps: Pick<ActivityDeps, 'dispatcher'>,
  input: { deliveries: QueuedNotification[]; tuning: Tuning; searchAttributes?: SearchAttributePair[] },
): Promise<{ dispatched: number }> {
  deps.dispatcher.dispatch(activityMode(), input.deliveries, input.tuning, input.searchAttributes);
  return { dispatched: input.deliveries.length };
}

/** The notifications' activities; each name is recorded in workflow histories, so it never changes. */
export function createNotificationActivities(deps: DeliveryDeps & Pick<ActivityDeps, 'dispatcher'>) {
  return {
    deliverNotification: deliverNotification.bind(null, deps),
    dispatchNotifications: dispatchNotifications.bind(null, deps),
  };
}

export type NotificationActivities = ReturnType<typeof createNotificationActivities>;
