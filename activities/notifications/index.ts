import { ApplicationFailure } from '@temporalio/activity';
import { queueNotifications, type QueueRequest } from '../../src/notifications/queue.ts';
import type { NotificationStart } from '../../workflows/notifications/shared.ts';
import type { ActivityDeps } from '../deps.ts';

export function createNotificationActivities(deps: ActivityDeps) {
  return {
    queueNotifications(input: QueueRequest): Promise<NotificationStart[]> {
      return queueNotifications(deps.db.fork(), input);
    },

    /**
     * Posts the snapshot to the recipient's current notification URL; every failure is retried.
     * Two statements and no ORM: this runs for every recipient of every booking step.
     */
    async deliverNotification(input: { notificationId: string; idempotencyKey: string }): Promise<void> {
      const connection = deps.db.fork().getConnection();
      // Counts the attempt and reads what to send, unless it was delivered already.
      const rows: { event: string; payload: unknown; recipient_id: string; notification_url: string }[] = await connection.execute(
        `update notification n set attempts = n.attempts + 1
           from account a
          where n.id = ? and n.delivered_at is null and a.id = n.recipient_id
          returning n.event, n.payload, n.recipient_id, a.notification_url`,
        [input.notificationId],
      );
      const notification = rows[0];
      if (!notification) return;
      const outcome = await deps.suppliers.request({
        baseUrl: notification.notification_url,
        method: 'POST',
        path: `/${notification.event}`,
        idempotencyKey: input.idempotencyKey,
        body: notification.payload,
        answerMatters: false,
        notification: true,
      });
      if (outcome.kind !== 'success') {
        // A receiver that is down, misconfigured or refusing may recover within the retry window.
        const reason = 'reason' in outcome ? outcome.reason : outcome.code;
        throw ApplicationFailure.retryable(`notification ${notification.event} not accepted: ${outcome.kind} ${reason}`, 'NOTIFICATION_UNDELIVERED');
      }
      await connection.execute('update notification set delivered_at = now() where id = ? and delivered_at is null', [input.notificationId]);
      deps.logger.info({ notification: input.notificationId, event: notification.event, recipient: notification.recipient_id }, 'notification delivered');
    },
  };
}

export type NotificationActivities = ReturnType<typeof createNotificationActivities>;
