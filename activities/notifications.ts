import { ApplicationFailure } from '@temporalio/activity';
import { bookingBody } from '../src/bookings/present.ts';
import { Account, Booking, Notification, type NotificationEvent } from '../src/db/entities/index.ts';
import { workflowIds } from '../src/temporal/ids.ts';
import { bookingAttributes } from '../src/bookings/workflowCalls.ts';
import type { NotificationStart } from '../workflows/types.ts';
import type { ActivityDeps } from './index.ts';

/** Booking events go to the product owner and, for a delegated product, to the delegate too. */
function recipientsOf(booking: Booking, event: NotificationEvent, extra: Account[]): Account[] {
  const all = event === 'ticket_redemption' ? extra : [booking.owner, booking.supplier, ...extra];
  return all.filter((account, i) => all.findIndex((a) => a.id === account.id) === i);
}

export function createNotificationActivities(deps: ActivityDeps) {
  return {
    /**
     * Writes one notification per recipient with the booking as it is now. Keyed by booking,
     * event, version and recipient: a retried activity or replayed workflow queues nothing twice.
     */
    async queueNotifications(input: {
      bookingId: string;
      event: NotificationEvent;
      extra?: { recipientIds: string[]; payload: Record<string, unknown>; key: string };
    }): Promise<NotificationStart[]> {
      const em = deps.db.fork();
      const booking = await em.findOneOrFail(Booking, { id: input.bookingId }, { populate: ['agent', 'owner', 'supplier', 'tickets'] });
      const extraRecipients = input.extra ? await em.find(Account, { id: { $in: input.extra.recipientIds } }) : [];
      const recipients = recipientsOf(booking, input.event, extraRecipients);
      const payload = { ...bookingBody(booking), ...(input.extra?.payload ?? {}) };
      const keyed = recipients.map((recipient) => ({
        recipient,
        dedupeKey: `${booking.id}:${input.event}:${input.extra?.key ?? booking.version}:${recipient.id}`,
      }));
      for (const { recipient, dedupeKey } of keyed) {
        await em.getConnection().execute(
          `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
           values (gen_random_uuid(), ?, ?, ?, ?, ?::jsonb, now()) on conflict (dedupe_key) do nothing`,
          [dedupeKey, booking.id, input.event, recipient.id, JSON.stringify(payload)],
          'run',
        );
      }
      const rows = await em.find(Notification, { dedupeKey: { $in: keyed.map((k) => k.dedupeKey) } }, { orderBy: { createdAt: 'asc' } });
      return rows.map((row) => ({
        notificationId: row.id,
        workflowId: workflowIds.notification(row.id),
        searchAttributes: bookingAttributes(booking),
      }));
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
