import { ApplicationFailure } from '@temporalio/activity';
import { Notification } from '../../src/db/entities/index.ts';
import { queueNotifications, type QueueRequest } from '../../src/notifications/queue.ts';
import type { NotificationStart } from '../../workflows/notifications/shared.ts';
import type { ActivityDeps } from '../deps.ts';

export function createNotificationActivities(deps: ActivityDeps) {
  return {
    queueNotifications(input: QueueRequest): Promise<NotificationStart[]> {
      return queueNotifications(deps.db.fork(), input);
    },

    /** Posts the snapshot to the recipient's current notification URL; every failure is retried. */
    async deliverNotification(input: { notificationId: string; idempotencyKey: string }): Promise<void> {
      const em = deps.db.fork();
      const notification = await em.findOneOrFail(Notification, { id: input.notificationId }, { populate: ['recipient'] });
      if (notification.deliveredAt) return;
      notification.attempts += 1;
      await em.flush();
      const outcome = await deps.suppliers.request({
        baseUrl: notification.recipient.notificationUrl,
        method: 'POST',
        path: `/${notification.event}`,
        idempotencyKey: input.idempotencyKey,
        body: notification.payload,
        answerMatters: false,
      });
      if (outcome.kind !== 'success') {
        // A receiver that is down, misconfigured or refusing may recover within the retry window.
        const reason = 'reason' in outcome ? outcome.reason : outcome.code;
        throw ApplicationFailure.retryable(`notification ${notification.event} not accepted: ${outcome.kind} ${reason}`, 'NOTIFICATION_UNDELIVERED');
      }
      notification.deliveredAt = new Date();
      await em.flush();
      deps.logger.info({ notification: notification.id, event: notification.event, recipient: notification.recipient.id }, 'notification delivered');
    },
  };
}

export type NotificationActivities = ReturnType<typeof createNotificationActivities>;
