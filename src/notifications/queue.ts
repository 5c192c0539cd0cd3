import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingBody } from '../bookings/present.ts';
import { bookingAttributes, notificationSummary } from '../bookings/attributes.ts';
import { Account, Booking, type NotificationEvent } from '../db/entities/index.ts';
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
 * Writes one notification per recipient with `booking` as it is now (loaded with its agent,
 * supplier and tickets), in one statement, and returns their ids. Keyed by booking, event, version
 * (or the extra key) and recipient: a retry or a replay queues nothing twice and gets the ids of
 * the rows the first attempt wrote. Runs in the transaction of `em`, if any, so the rows commit
 * with the change they announce, or not at all.
 */
export async function queueBookingEvent(
  em: EntityManager,
  booking: Booking,
  event: NotificationEvent,
  extra?: { recipients?: Account[]; payload: Record<string, unknown>; key?: string },
): Promise<string[]> {
  const recipients = recipientsOf(booking, event, extra?.recipients ?? []);
  if (recipients.length === 0) return [];
  const payload = JSON.stringify({ ...bookingBody(booking), ...(extra?.payload ?? {}) });
  const values = recipients.map(() => `(gen_random_uuid(), ?, ?, ?, ?, ?::jsonb, now())`).join(', ');
  const params = recipients.flatMap((recipient) => [
    `${booking.id}:${event}:${extra?.key ?? booking.version}:${recipient.id}`,
    booking.id,
    event,
    recipient.id,
    payload,
  ]);
  // `do update` (a no-op) rather than `do nothing`, so that `returning` also names the rows a
  // previous attempt wrote.
  const rows: { id: string }[] = await em.getConnection().execute(
    `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at) values ${values}
     on conflict (dedupe_key) do update set dedupe_key = excluded.dedupe_key returning id`,
    params,
    'all',
    em.getTransactionContext(),
  );
  return rows.map((row) => row.id);
}

/**
 * The rows `queueBookingEvent` would write for `booking`, for a caller that inserts them itself in
 * a statement of its own (the confirmation's one commit): dedupe key and recipient per row, and the
 * snapshot all of them carry.
 */
export function notificationRows(booking: Booking, event: NotificationEvent, snapshot: Record<string, unknown>) {
  const rows = recipientsOf(booking, event, []).map((recipient) => ({
    dedupe_key: `${booking.id}:${event}:${booking.version}:${recipient.id}`,
    recipient_id: recipient.id,
  }));
  return { rows, payload: { ...bookingBody(booking), ...snapshot } };
}

/** The notifications already queued for `event` (at `version`, for a booking update) of a booking. */
export async function queuedFor(em: EntityManager, bookingId: string, event: NotificationEvent, version?: number): Promise<string[]> {
  const rows: { id: string }[] = await em
    .getConnection()
    // A prefix, not LIKE: the `_` of event names would be a wildcard.
    .execute(`select id from notification where booking_id = ? and event = ? and starts_with(dedupe_key, ?) order by created_at, id`, [
      bookingId,
      event,
      version === undefined ? '' : `${bookingId}:${event}:${version}:`,
    ]);
  return rows.map((row) => row.id);
}

/** Loads the booking and queues `request` for it; returns how to start each delivery workflow. */
export async function queueNotifications(em: EntityManager, request: QueueRequest): Promise<NotificationStart[]> {
  const booking = await em.findOneOrFail(Booking, { id: request.bookingId }, { populate: ['agent', 'owner', 'supplier', 'tickets'], refresh: true });
  const recipients = request.extra ? await em.find(Account, { id: { $in: request.extra.recipientIds } }) : [];
  const ids = await queueBookingEvent(em, booking, request.event, request.extra && { ...request.extra, recipients });
  const summary = notificationSummary(request.event, booking);
  return ids.map((id) => ({ notificationId: id, workflowId: workflowIds.notification(id), searchAttributes: bookingAttributes(booking), summary }));
}
