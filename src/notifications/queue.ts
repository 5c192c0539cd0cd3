import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingBody } from '../bookings/present.ts';
import { bookingAttributes } from '../bookings/attributes.ts';
import { Account, Booking, Notification, type NotificationEvent } from '../db/entities/index.ts';
import { workflowIds } from '../../workflows/ids.ts';
import type { NotificationStart } from '../../workflows/notifications/shared.ts';

/** Booking events go to the product owner and, for a delegated product, the delegate too. */
function recipientsOf(booking: Booking, event: NotificationEvent, extra: Account[]): Account[] {
  const all = event === 'ticket_redemption' ? extra : [booking.owner, booking.supplier, ...extra];
  return all.filter((account, i) => all.findIndex((a) => a.id === account.id) === i);
}

export type QueueRequest = {
  bookingId: string;
  event: NotificationEvent;
  /** For redemptions: who gets it, what the body adds, and what makes the event unique. */
  extra?: { recipientIds: string[]; payload: Record<string, unknown>; key: string };
};

/**
 * Writes one notification per recipient with the booking as it is now. Keyed by booking, event,
 * version (or the extra key) and recipient: a retry or a replay queues nothing twice.
 */
export async function queueNotifications(em: EntityManager, request: QueueRequest): Promise<NotificationStart[]> {
  const booking = await em.findOneOrFail(Booking, { id: request.bookingId }, { populate: ['agent', 'owner', 'supplier', 'tickets'], refresh: true });
  const extraRecipients = request.extra ? await em.find(Account, { id: { $in: request.extra.recipientIds } }) : [];
  const recipients = recipientsOf(booking, request.event, extraRecipients);
  const payload = { ...bookingBody(booking), ...(request.extra?.payload ?? {}) };
  const keys = recipients.map((recipient) => ({
    recipient,
    dedupeKey: `${booking.id}:${request.event}:${request.extra?.key ?? booking.version}:${recipient.id}`,
  }));
  for (const { recipient, dedupeKey } of keys) {
    await em.getConnection().execute(
      `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?::jsonb, now()) on conflict (dedupe_key) do nothing`,
      [dedupeKey, booking.id, request.event, recipient.id, JSON.stringify(payload)],
      'run',
      // Inside a transaction (a redemption) the rows commit with it, or not at all.
      em.getTransactionContext(),
    );
  }
  const rows = await em.find(Notification, { dedupeKey: { $in: keys.map((k) => k.dedupeKey) } }, { orderBy: { createdAt: 'asc' } });
  return rows.map((row) => ({ notificationId: row.id, workflowId: workflowIds.notification(row.id), searchAttributes: bookingAttributes(booking) }));
}
