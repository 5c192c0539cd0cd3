import type { EntityManager } from '@mikro-orm/postgresql';
import { modeOf } from '../../db/orm.ts';
import type { Mode } from '../../domain/mode.ts';
import { bookingBody, supplierCancellationNotice } from '../bookings/notificationBody.ts';
import { owedToken } from '../bookings/outcomeOwed.ts';
import { bookingAttributes, notificationSummary } from '../bookings/attributes.ts';
import { Account, Booking } from '../../db/entities/index.ts';
import { workflowIds } from '../../../contracts/ids.ts';
import type { NotificationStart, QueuedNotification } from '../../../contracts/notifications.ts';
import { type NotificationEvent, SUPPLIER_CANCELLATION_EVENT } from '../../../contracts/notificationEvents.ts';

/**
 * Booking events go to the product owner and, for a delegated product, the delegate too, plus
 * `extra`; `only`: to `extra` alone (an outcome owed to the agent).
 */
function recipientsOf(booking: Booking, event: NotificationEvent, extra: Account[], only = false): Account[] {
  const all = event === 'ticket_redemption' || only ? extra : [booking.owner, booking.supplier, ...extra];
  return all.filter((account, i) => all.findIndex((a) => a.id === account.id) === i);
}

/** A notification row's unique key: booking (or product, or the test's own id), event, version (or ticket, or sequence) and recipient. */
export const dedupeKey = (bookingId: string, event: NotificationEvent, key: string | number, recipientId: string) =>
  `${bookingId}:${event}:${key}:${recipientId}`;

/** What a row's dedupe key names: booking, event, version (or redeemed ticket) and recipient. */
export function parseDedupeKey(rowDedupeKey: string) {
  const [bookingId = '', event = '', key = '', recipientId = ''] = rowDedupeKey.split(':');
  return { bookingId, event, key, recipientId };
}

/** The delivery workflow's ID, from the row's mode and dedupe key. */
export function deliveryWorkflowId(mode: Mode, rowDedupeKey: string): string {
  return workflowIds.notification(mode, parseDedupeKey(rowDedupeKey));
}

/** `booking` loaded with its agent and owner (the summary names them); the rows of `mode`. */
export const queued = (mode: Mode, rows: { id: string; dedupe_key: string }[], booking: Booking, event: NotificationEvent): QueuedNotification[] =>
  rows.map((row) => ({ notificationId: row.id, workflowId: deliveryWorkflowId(mode, row.dedupe_key), summary: notificationSummary(event, booking) }));

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
  extra?: { recipients?: Account[]; payload: Record<string, unknown>; key?: string; only?: boolean },
): Promise<QueuedNotification[]> {
  const recipients = recipientsOf(booking, event, extra?.recipients ?? [], extra?.only);
  if (recipients.length === 0) return [];
  const payload = JSON.stringify({ ...bookingBody(booking), ...(extra?.payload ?? {}) });
  const values = recipients.map(() => `(gen_random_uuid(), ?, ?, ?, ?, ?::jsonb, now())`).join(', ');
  const params = recipients.flatMap((recipient) => [
    dedupeKey(booking.id, event, extra?.key ?? booking.version, recipient.id),
    booking.id,
    event,
    recipient.id,
    payload,
  ]);
  // `do update` (a no-op) rather than `do nothing`, so that `returning` also names the rows a
  // previous attempt wrote.
  const rows: { id: string; dedupe_key: string }[] = await em.getConnection().execute(
    `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at) values ${values}
     on conflict (dedupe_key) do update set dedupe_key = excluded.dedupe_key returning id, dedupe_key`,
    params,
    'all',
    em.getTransactionContext(),
  );
  return queued(modeOf(em), rows, booking, event);
}

/**
 * Queues what a committed change of `booking` announces (`booking_update`, `booking_cancellation`),
 * in the transaction of `em`: to the owner and the delegate, and to the agent too when it was
 * answered 503 for this step and asked to be told (its token among `outcomeOwed`, the row's
 * `outcome_owed` as read under the commit's lock).
 */
export function queueChangeEvent(em: EntityManager, booking: Booking, event: NotificationEvent, outcomeOwed: string[]): Promise<QueuedNotification[]> {
  const owed = outcomeOwed.includes(owedToken(event, booking.version));
  return queueBookingEvent(em, booking, event, owed ? { recipients: [booking.agent], payload: {} } : undefined);
}

/**
 * Queues a supplier's cancellation of `booking` (loaded with its parties and the account that
 * cancelled) to its parties but that account: the agent, and the owner when its delegate
 * cancelled (or the delegate when the owner did), with the reason and the refund.
 */
export function queueSupplierCancellation(em: EntityManager, booking: Booking): Promise<QueuedNotification[]> {
  const canceller = booking.cancelledByAccount?.id;
  const told = [booking.agent, booking.owner, booking.supplier].filter((account) => account.id !== canceller);
  return queueBookingEvent(em, booking, SUPPLIER_CANCELLATION_EVENT, { recipients: told, payload: supplierCancellationNotice(booking), only: true });
}

/**
 * The rows a confirmation queues, for its one statement (activities/bookings/commits.ts), which
 * inserts them itself: the `queued` part of its `with`, after a `confirmed` part that returns the
 * row it confirmed (`id`, `outcome_owed`), and the parameters of its placeholders in order. The
 * rows `queueBookingEvent` would write, each with the booking as it is now and the supplier's
 * answer (`snapshot`), to the owner and the delegate, and to the agent when it is owed the outcome.
 */
export function confirmationQueue(booking: Booking, snapshot: Record<string, unknown>): { sql: string; params: unknown[] } {
  const event = 'booking_confirmation';
  const rows = recipientsOf(booking, event, []).map((recipient) => ({
    dedupe_key: dedupeKey(booking.id, event, booking.version, recipient.id),
    recipient_id: recipient.id,
  }));
  const payload = { ...bookingBody(booking), ...snapshot };
  return {
    sql: `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
       select gen_random_uuid(), n.dedupe_key, c.id, 'booking_confirmation', n.recipient_id::uuid, ?::jsonb, now()
         from confirmed c,
              -- the owner and supplier; and the agent, when it was answered 503 and asked to be told
              (select r.dedupe_key, r.recipient_id from jsonb_to_recordset(?::jsonb) as r(dedupe_key text, recipient_id text)
               union
               select ?, ? from confirmed o where ? = any(o.outcome_owed)) as n
       on conflict (dedupe_key) do update set dedupe_key = excluded.dedupe_key returning id, dedupe_key`,
    params: [
      JSON.stringify(payload),
      JSON.stringify(rows),
      dedupeKey(booking.id, event, booking.version, booking.agent.id),
      booking.agent.id,
      owedToken(event, booking.version),
    ],
  };
}

/**
 * The outcome of a step the agent was answered 503 for and asked to be told (`outcome_owed`), to
 * the agent alone: the booking as it now is, plus the supplier's code when the step failed.
 * `booking` loaded with its agent and owner.
 */
export function queueOutcomeForAgent(em: EntityManager, booking: Booking, event: NotificationEvent, error?: string): Promise<QueuedNotification[]> {
  return queueBookingEvent(em, booking, event, { recipients: [booking.agent], payload: error ? { error } : {}, only: true });
}

/** The notifications already queued for `event` (at `version`, for a booking update) of `booking` (loaded with its agent and owner). */
export async function queuedFor(em: EntityManager, booking: Booking, event: NotificationEvent, version?: number): Promise<QueuedNotification[]> {
  const bookingId = booking.id;
  const rows: { id: string; dedupe_key: string }[] = await em
    .getConnection()
    // A prefix, not LIKE: the `_` of event names would be a wildcard.
    .execute(`select id, dedupe_key from notification where booking_id = ? and event = ? and starts_with(dedupe_key, ?) order by created_at, id`, [
      bookingId,
      event,
      version === undefined ? '' : `${bookingId}:${event}:${version}:`,
    ]);
  return queued(modeOf(em), rows, booking, event);
}

/** Loads the booking and queues `request` for it; returns how to start each delivery workflow. */
export async function queueNotifications(em: EntityManager, request: QueueRequest): Promise<NotificationStart[]> {
  const booking = await em.findOneOrFail(Booking, { id: request.bookingId }, { populate: ['agent', 'owner', 'supplier', 'tickets'], refresh: true });
  const recipients = request.extra ? await em.find(Account, { id: { $in: request.extra.recipientIds } }) : [];
  const notifications = await queueBookingEvent(em, booking, request.event, request.extra && { ...request.extra, recipients });
  return notifications.map((n) => ({ ...n, searchAttributes: bookingAttributes(booking, modeOf(em)) }));
}
