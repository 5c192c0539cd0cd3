/**
 * How a booking step writes what the supplier answered. Three ways, each for one kind of write
 * (docs/DECISIONS.md, "Writes in the booking activities"):
 * - a confirmation, the hottest write, is one raw statement (commitConfirmation);
 * - an update or cancellation changes the booking and replaces its tickets: the ORM's unit of work
 *   flushes that graph, inside a transaction holding the row (commitWithNotifications);
 * - a state move whose only result is "did it move" is `nativeUpdate` (markBookingFailed), and one
 *   that must return what the row held before is raw SQL with `returning` (reverts.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { modeOf } from '../../src/db/orm.ts';
import { Booking, Ticket } from '../../src/db/entities/index.ts';
import type { QueuedNotification } from '../../contracts/notifications.ts';
import { type NotificationEvent, SUPPLIER_CANCELLATION_EVENT } from '../../contracts/notificationEvents.ts';
import { supplierCancellationNotice } from '../../src/records/bookings/notificationBody.ts';
import { owedToken } from '../../src/records/bookings/outcomeOwed.ts';
import { agentOutcomeRow, notificationRows, queueBookingEvent, queued as queuedRows } from '../../src/records/notifications/queue.ts';
import { BookingAnswer, ticketsMatchCounts } from '../../src/suppliers/supplierAnswers.ts';
import type { Counts } from '../../src/domain/ticketTypes.ts';
import { malformed } from '../supplierCall.ts';

/** The booking a step works on, with everything its supplier call and its commit read (the reservation too). */
export function loadStepBooking(em: EntityManager, bookingId: string) {
  return em.findOneOrFail(Booking, { id: bookingId }, { populate: ['agent', 'owner', 'supplier', 'reservation', 'tickets'] });
}

export function parseAnswer(where: string, answer: unknown, counts: Counts): BookingAnswer {
  const parsed = BookingAnswer.safeParse(answer);
  if (!parsed.success) throw malformed(where, parsed.error.issues[0]?.path.join('.') ?? 'shape');
  if (!ticketsMatchCounts(parsed.data.tickets, counts)) throw malformed(where, 'tickets do not match the requested counts');
  return parsed.data;
}

/** Replaces the booking's tickets and supplier identifiers with what the supplier answered. */
export function applyAnswer(em: EntityManager, booking: Booking, answer: BookingAnswer): void {
  for (const old of booking.tickets.getItems()) em.remove(old);
  booking.tickets.removeAll();
  for (const [position, t] of answer.tickets.entries()) booking.tickets.add(em.create(Ticket, { booking, position, type: t.type, barcode: t.barcode }));
  booking.supplierReference = answer.reference;
  booking.barcode = answer.barcode;
  booking.mobile = answer.mobile;
}

/**
 * Commits the booking's pending changes together with the notifications announcing them: the
 * booking never changes without its notifications, nor are they queued for a change that failed.
 * Only while the booking is still in the change this attempt was sent for (`expected`, checked
 * under a row lock): another attempt of the same step that committed first wins, and this one
 * returns undefined instead of replacing the tickets a second time.
 */
export async function commitWithNotifications(
  em: EntityManager,
  booking: Booking,
  event: NotificationEvent,
  expected: { status: Booking['status']; version: number },
): Promise<QueuedNotification[] | undefined> {
  await em.begin();
  try {
    const [current]: { status: string; version: number; outcome_owed: string[] }[] = await em
      .getConnection()
      .execute('select status, version, outcome_owed from booking where id = ? for update', [booking.id], 'all', em.getTransactionContext());
    if (current?.status !== expected.status || current.version !== expected.version) {
      await em.rollback();
      return undefined;
    }
    await em.flush();
    // The agent answered 503 for this step, and asking to be told, gets the outcome too.
    const owed = current.outcome_owed.includes(owedToken(event, expected.version));
    const queued = await queueBookingEvent(em, booking, event, owed ? { recipients: [booking.agent], payload: {} } : undefined);
    await em.commit();
    return queued;
  } catch (err) {
    await em.rollback();
    throw err;
  }
}

/**
 * Commits a supplier's cancellation (the booking set `cancelled` in `em`) together with the
 * notifications announcing it, to the booking's parties but the account that cancelled: the agent,
 * and the owner when its delegate cancelled (or the delegate when the owner did). Only while the
 * booking is still the cancellation the API recorded (`cancelling` by the supplier, at `version`),
 * checked under the row's lock; undefined otherwise (another attempt committed first).
 */
export async function commitCancelledBySupplier(em: EntityManager, booking: Booking, version: number): Promise<QueuedNotification[] | undefined> {
  await em.begin();
  try {
    const [current]: { status: string; version: number; cancelled_by: string | null }[] = await em
      .getConnection()
      .execute('select status, version, cancelled_by from booking where id = ? for update', [booking.id], 'all', em.getTransactionContext());
    if (current?.status !== 'cancelling' || current.version !== version || current.cancelled_by !== 'supplier') {
      await em.rollback();
      return undefined;
    }
    await em.flush();
    const canceller = booking.cancelledByAccount?.id;
    const told = [booking.agent, booking.owner, booking.supplier].filter((account) => account.id !== canceller);
    const queued = await queueBookingEvent(em, booking, SUPPLIER_CANCELLATION_EVENT, {
      recipients: told,
      payload: supplierCancellationNotice(booking),
      only: true,
    });
    await em.commit();
    return queued;
  } catch (err) {
    await em.rollback();
    throw err;
  }
}

/**
 * Commits a confirmation in one statement: the booking `confirmed` with the supplier's answer
 * (only if still `pending`), its tickets, and its notifications. The hottest write path: the ORM's
 * unit of work and five round trips cost more CPU than the rest of the activity (docs/PERFORMANCE.md).
 * Returns the notification ids, or undefined if the booking was no longer pending.
 */
export async function commitConfirmation(em: EntityManager, booking: Booking, answer: BookingAnswer): Promise<QueuedNotification[] | undefined> {
  const tickets = answer.tickets.map((t, position) => ({ position, type: t.type, barcode: t.barcode }));
  const { rows, payload } = notificationRows(booking, 'booking_confirmation', {
    supplier_reference: answer.reference,
    barcode: answer.barcode,
    mobile: answer.mobile,
    tickets: tickets.map((t) => ({ type: t.type, barcode: t.barcode, redeemed: false })),
  });
  const agent = agentOutcomeRow(booking, 'booking_confirmation');
  const result: { confirmed: number; notifications: { id: string; dedupe_key: string }[] }[] = await em.getConnection().execute(
    `with confirmed as (
       update booking set status = 'confirmed', supplier_reference = ?, barcode = ?, mobile = ?, confirmed_at = now(), updated_at = now()
        where id = ? and status = 'pending' returning id, outcome_owed
     ), tickets as (
       insert into ticket (id, booking_id, position, type, barcode)
       select gen_random_uuid(), c.id, t.position, t.type, t.barcode
         from confirmed c, jsonb_to_recordset(?::jsonb) as t(position int, type text, barcode text)
     ), queued as (
       insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
       select gen_random_uuid(), n.dedupe_key, c.id, 'booking_confirmation', n.recipient_id::uuid, ?::jsonb, now()
         from confirmed c,
              -- the owner and supplier; and the agent, when it was answered 503 and asked to be told
              (select r.dedupe_key, r.recipient_id from jsonb_to_recordset(?::jsonb) as r(dedupe_key text, recipient_id text)
               union
               select ?, ? from confirmed o where ? = any(o.outcome_owed)) as n
       on conflict (dedupe_key) do update set dedupe_key = excluded.dedupe_key returning id, dedupe_key
     )
     select (select count(*)::int from confirmed) as confirmed,
            coalesce((select jsonb_agg(jsonb_build_object('id', id, 'dedupe_key', dedupe_key)) from queued), '[]'::jsonb) as notifications`,
    [
      answer.reference,
      answer.barcode,
      answer.mobile,
      booking.id,
      JSON.stringify(tickets),
      JSON.stringify(payload),
      JSON.stringify(rows),
      agent.dedupe_key,
      agent.recipient_id,
      owedToken('booking_confirmation', booking.version),
    ],
  );
  return result[0]?.confirmed === 1 ? queuedRows(modeOf(em), result[0].notifications, booking, 'booking_confirmation') : undefined;
}
