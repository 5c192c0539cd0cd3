import type { SearchAttributePair } from '@temporalio/common';
import type { QueuedNotification } from '../../src/records/notifications/queue.ts';
import { queueNotifications, type QueueRequest } from '../../src/records/notifications/queue.ts';
import type { NotificationStart } from '../../workflows/notifications/shared.ts';
import type { Tuning } from '../../workflows/tuning.ts';
import type { ActivityDeps } from '../deps.ts';
import { activityMode, modeDb } from '../mode.ts';
import { deliverOnce, type DeliveryAttempt } from './deliver.ts';
import { dispatcherOf } from './dispatcher.ts';

export function createNotificationActivities(deps: ActivityDeps) {
  return {
    queueNotifications(input: QueueRequest): Promise<NotificationStart[]> {
      return queueNotifications(modeDb(deps.db).fork(), input);
    },

    /**
     * Posts the notification to its recipient (deliverOnce): one attempt, which Temporal retries.
     * `again` sends one already delivered (a redelivery the recipient asked for).
     */
    deliverNotification(input: DeliveryAttempt & { attempt?: number }): Promise<void> {
      void input.attempt; // recorded in histories of an earlier release; the row's own count is used now
      return deliverOnce(deps, activityMode(), input);
    },

    /**
     * Hands the notifications a booking step committed to this worker's dispatcher, which delivers
     * them at once, retries them for a minute and then gives each to a delivery workflow
     * (activities/notifications/dispatcher.ts). Returns at once: the step's workflow closes without
     * an activity task per notification, and its answer to the agent never waits on a receiver.
     */
    async dispatchNotifications(input: {
      deliveries: QueuedNotification[];
      tuning: Tuning;
      searchAttributes?: SearchAttributePair[];
    }): Promise<{ dispatched: number }> {
      dispatcherOf(deps).dispatch(activityMode(), input.deliveries, input.tuning, input.searchAttributes);
      return { dispatched: input.deliveries.length };
    },
  };
}

export type NotificationActivities = ReturnType<typeof createNotificationActivities>;
