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
import type { NotificationEvent } from '../../contracts/notificationEvents.ts';
import { confirmationQueue, queueChangeEvent, queued as queuedRows, queueSupplierCancellation } from '../../src/records/notifications/queue.ts';
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
export function commitWithNotifications(
  em: EntityManager,
  booking: Booking,
  event: NotificationEvent,
  expected: { status: Booking['status']; version: number },
): Promise<QueuedNotification[] | undefined> {
  return commitUnderLock<{ status: string; version: number; outcome_owed: string[] }>(
    em,
    booking,
    'status, version, outcome_owed',
    (current) => current.status === expected.status && current.version === expected.version,
    // The agent answered 503 for this step, and asking to be told, gets the outcome too.
    (current) => queueChangeEvent(em, booking, event, current.outcome_owed),
  );
}

/**
 * Commits a supplier's cancellation (the booking set `cancelled` in `em`) together with the
 * notifications announcing it (queueSupplierCancellation). Only while the booking is still the
 * cancellation the API recorded (`cancelling` by the supplier, at `version`), checked under the
 * row's lock; undefined otherwise (another attempt committed first).
 */
export function commitCancelledBySupplier(em: EntityManager, booking: Booking, version: number): Promise<QueuedNotification[] | undefined> {
  return commitUnderLock<{ status: string; version: number; cancelled_by: string | null }>(
    em,
    booking,
    'status, version, cancelled_by',
    (current) => current.status === 'cancelling' && current.version === version && current.cancelled_by === 'supplier',
    () => queueSupplierCancellation(em, booking),
  );
}

/**
 * One transaction holding the booking's row: reads its `columns` under the lock and, while
 * `stillDue` says the row is still the change this attempt commits, flushes the booking's pending
 * changes, queues the notifications announcing them (`queue`) and commits; else rolls back and
 * returns undefined.
 */
async function commitUnderLock<Row>(
  em: EntityManager,
  booking: Booking,
  columns: string,
  stillDue: (current: Row) => boolean,
  queue: (current: Row) => Promise<QueuedNotification[]>,
): Promise<QueuedNotification[] | undefined> {
  await em.begin();
  try {
    const [current]: Row[] = await em
      .getConnection()
      .execute(`select ${columns} from booking where id = ? for update`, [booking.id], 'all', em.getTransactionContext());
    if (current === undefined || !stillDue(current)) {
      await em.rollback();
      return undefined;
    }
    await em.flush();
    const queued = await queue(current);
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
  const queue = confirmationQueue(booking, {
    supplier_reference: answer.reference,
    barcode: answer.barcode,
    mobile: answer.mobile,
    tickets: tickets.map((t) => ({ type: t.type, barcode: t.barcode, redeemed: false })),
  });
  const result: { confirmed: number; notifications: { id: string; dedupe_key: string }[] }[] = await em.getConnection().execute(
    `with confirmed as (
       update booking set status = 'confirmed', supplier_reference = ?, barcode = ?, mobile = ?, confirmed_at = now(), updated_at = now()
        where id = ? and status = 'pending' returning id, outcome_owed
     ), tickets as (
       insert into ticket (id, booking_id, position, type, barcode)
       select gen_random_uuid(), c.id, t.position, t.type, t.barcode
         from confirmed c, jsonb_to_recordset(?::jsonb) as t(position int, type text, barcode text)
     ), queued as (
       ${queue.sql}
     )
     select (select count(*)::int from confirmed) as confirmed,
            coalesce((select jsonb_agg(jsonb_build_object('id', id, 'dedupe_key', dedupe_key)) from queued), '[]'::jsonb) as notifications`,
    [answer.reference, answer.barcode, answer.mobile, booking.id, JSON.stringify(tickets), ...queue.params],
  );
  return result[0]?.confirmed === 1 ? queuedRows(modeOf(em), result[0].notifications, booking, 'booking_confirmation') : undefined;
}
