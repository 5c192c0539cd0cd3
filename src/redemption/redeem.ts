import type { EntityManager } from '@mikro-orm/postgresql';
import { TEST_SCHEMA } from '../domain/mode.ts';
import type { Scenario } from '../suppliers/scenarios.ts';
import { Booking, Redemption, type Account, type Ticket } from '../db/entities/index.ts';
import { todayIn } from '../domain/dates.ts';
import { ApiError } from '../errors.ts';
import { queueNotifications } from '../records/notifications/queue.ts';
import type { NotificationStart } from '../../workflows/notifications/shared.ts';
import { importByLookup, matchingPrefix, type LookupDeps } from './lookup.ts';
import type { Logger } from '../logger.ts';
import { isSettled, UNSETTLED_STATUSES } from '../bookings/visibility.ts';

type Found = { bookingId: string; ticketId: string | null };

/** The caller's booking or ticket with this barcode: only bookings it owns or supplies count. */
async function findBarcode(em: EntityManager, caller: Account, barcode: string): Promise<Found | null> {
  const connection = em.getConnection();
  const tickets: { ticket_id: string; booking_id: string }[] = await connection.execute(
    `select t.id as ticket_id, b.id as booking_id from ticket t join booking b on b.id = t.booking_id
     where t.barcode = ? and (b.owner_id = ? or b.supplier_id = ?) order by b.created_at desc limit 1`,
    [barcode, caller.id, caller.id],
  );
  if (tickets[0]) return { bookingId: tickets[0].booking_id, ticketId: tickets[0].ticket_id };
  const bookings: { id: string }[] = await connection.execute(
    `select id from booking where barcode = ? and (owner_id = ? or supplier_id = ?)
       and status not in (${UNSETTLED_STATUSES.map(() => '?').join(', ')})
     order by created_at desc limit 1`,
    [barcode, caller.id, caller.id, ...UNSETTLED_STATUSES],
  );
  return bookings[0] ? { bookingId: bookings[0].id, ticketId: null } : null;
}

/**
 * Whether any booking of either mode has this barcode. A barcode the other mode issued is known too:
 * it is never looked up (a test barcode at a live supplier, a live one at the simulated supplier,
 * which would make a booking up for it), so it is simply invalid here (issue 31 §2).
 */
async function knownAnywhere(em: EntityManager, barcode: string): Promise<boolean> {
  const rows: unknown[] = await em.getConnection().execute(
    `select 1 from public.ticket where barcode = ? union all select 1 from public.booking where barcode = ?
     union all select 1 from ${TEST_SCHEMA}.ticket where barcode = ? union all select 1 from ${TEST_SCHEMA}.booking where barcode = ? limit 1`,
    [barcode, barcode, barcode, barcode],
  );
  return rows.length > 0;
}

export type RedemptionResult = { booking: Booking; redeemed: Ticket[]; scanned: Ticket | null; at: Date; notifications: NotificationStart[] };

/**
 * Registers a scan. A ticket barcode redeems that ticket, the booking barcode every ticket not yet
 * redeemed. Checks run in DESIGN's order — unknown, cancelled, already redeemed, not today in the
 * product's time zone — under a lock on the booking row, which also serialises scans with
 * updates and cancellations: of many concurrent scans of a ticket exactly one succeeds.
 */
export async function redeem(
  deps: LookupDeps,
  {
    em,
    log,
    caller,
    barcode,
    now = new Date(),
    scenario = null,
  }: { em: EntityManager; log: Logger; caller: Account; barcode: string; now?: Date; scenario?: Scenario | null | undefined },
): Promise<RedemptionResult> {
  let found = await findBarcode(em, caller, barcode);
  if (!found && !(await knownAnywhere(em, barcode))) {
    // Only a barcode we have never seen is looked up: one we know belongs to another account's booking.
    const prefix = await matchingPrefix(em, barcode);
    if (prefix && (await importByLookup(deps, { em, log, caller, prefix, barcode, scenario }))) found = await findBarcode(em, caller, barcode);
  }
  if (!found) throw new ApiError('BARCODE_INVALID');
  const target = found;

  return em.transactional(async (tx) => {
    await tx.getConnection().execute('select id from booking where id = ? for update', [target.bookingId], 'all', tx.getTransactionContext());
    const booking = await tx.findOneOrFail(Booking, { id: target.bookingId }, { populate: ['agent', 'owner', 'supplier', 'tickets'], refresh: true });
    if (!isSettled(booking)) throw new ApiError('BARCODE_INVALID');
    if (booking.status === 'cancelled' || booking.status === 'cancelling') throw new ApiError('BOOKING_CANCELLED');
    if (booking.status === 'updating') throw new ApiError('BOOKING_BUSY');
    const tickets = booking.tickets.getItems();
    const scanned = target.ticketId ? (tickets.find((t) => t.id === target.ticketId) ?? null) : null;
    if (target.ticketId && !scanned) throw new ApiError('BARCODE_INVALID'); // replaced by an update meanwhile
    const toRedeem = scanned ? [scanned] : tickets.filter((t) => !t.redeemedAt);
    if (toRedeem.length === 0 || toRedeem.some((t) => t.redeemedAt)) throw new ApiError('TICKET_REDEEMED');
    if (booking.travelDate !== todayIn(booking.timeZone, now))
      throw new ApiError('DATE_MISMATCH', { detail: 'barcode: the ticket is for another day than today in the product’s time zone' });

    for (const ticket of toRedeem) {
      ticket.redeemedAt = now;
      const unit = booking.unitPrices[ticket.type];
      const price = { rrp: unit?.rrp ?? 0, net: unit?.net ?? 0, discount: unit?.discount ?? 0 };
      tx.create(Redemption, {
        ticket,
        booking,
        owner: booking.owner,
        supplier: booking.supplier,
        agent: booking.agent,
        redeemedBy: caller,
        redeemedAt: now,
        ticketType: ticket.type,
        barcode: ticket.barcode,
        agentReference: booking.agentReference,
        supplierReference: booking.supplierReference ?? null,
        productCode: booking.productCode,
        productName: booking.productName,
        optionCode: booking.optionCode ?? null,
        travelDate: booking.travelDate,
        currency: booking.currency,
        ...price,
      });
    }
    await tx.flush();
    // Queued in the same transaction: a registered redemption is never left without its notifications.
    // The agent hears of every redeemed ticket; the owner too when someone else (its delegate) scanned.
    const recipientIds = [booking.agent.id, ...(booking.owner.id !== caller.id ? [booking.owner.id] : [])];
    const notifications: NotificationStart[] = [];
    for (const ticket of toRedeem) {
      notifications.push(
        ...(await queueNotifications(tx, {
          bookingId: booking.id,
          event: 'ticket_redemption',
          extra: { recipientIds, payload: { reference: booking.agentReference, ticket: { type: ticket.type, barcode: ticket.barcode } }, key: ticket.id },
        })),
      );
    }
    return { booking, redeemed: toRedeem, scanned, at: now, notifications };
  });
}
