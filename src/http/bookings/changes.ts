import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { requireDelegateConsent, requireSupplierAccess } from '../../catalog/access.ts';
import { priceBooking } from '../../catalog/prices.ts';
import { findProduct, type CatalogDeps } from '../../catalog/products.ts';
import { confirmationResponse } from '../../bookings/present.ts';
import { requestHash } from '../../bookings/requestHash.ts';
import { signalReservation, startBookingCancellation, startBookingUpdate, waitFor, type WorkflowDeps } from '../../bookings/workflowCalls.ts';
import { Booking, Reservation, type Account } from '../../db/entities/index.ts';
import { canCancel, canUpdate } from '../../domain/dates.ts';
import { TICKET_TYPES, validateCounts, type Counts } from '../../domain/ticketTypes.ts';
import { ApiError, supplierError, supplierUnavailable } from '../errors.ts';
import { loadBookingFull } from './confirmation.ts';
import type { BookingUpdateBody } from './schemas.ts';
import { isUuid } from '../../domain/uuid.ts';


/** The agent's booking named by its own reference or by the supplier's. */
export async function findAgentBooking(em: EntityManager, agent: Account, reference: string): Promise<Booking> {
  const booking =
    (await em.findOne(Booking, { agent, agentReference: reference }, { populate: ['agent', 'owner', 'supplier', 'tickets'] })) ??
    (await em.findOne(Booking, { agent, supplierReference: reference }, { populate: ['agent', 'owner', 'supplier', 'tickets'] }));
  // Imported bookings (barcode look-up) were sold elsewhere: the agent API does not change them.
  if (!booking || booking.imported || booking.status === 'pending' || booking.status === 'failed') throw new ApiError('BOOKING_NOT_FOUND');
  return booking;
}

function refuseUnlessChangeable(booking: Booking): void {
  if (booking.status === 'cancelled' || booking.status === 'cancelling') throw new ApiError('BOOKING_CANCELLED');
  if (booking.status === 'updating') throw new ApiError('BOOKING_BUSY');
  if (booking.tickets.getItems().some((t) => t.redeemedAt)) throw new ApiError('TICKET_REDEEMED');
}

/**
 * Locks the booking row for the rest of the transaction and checks, under that lock, that no
 * ticket was redeemed: a scan registered a moment ago must stop an update or a cancellation.
 */
async function lockUnredeemed(tx: EntityManager, bookingId: string): Promise<void> {
  const connection = tx.getConnection();
  const ctx = tx.getTransactionContext();
  await connection.execute('select id from booking where id = ? for update', [bookingId], 'all', ctx);
  const redeemed: unknown[] = await connection.execute('select 1 from ticket where booking_id = ? and redeemed_at is not null limit 1', [bookingId], 'all', ctx);
  if (redeemed.length > 0) throw new ApiError('TICKET_REDEEMED');
}

async function finish(workflows: WorkflowDeps, handle: Parameters<typeof waitFor>[1]): Promise<void> {
  const result = await waitFor(workflows.client, handle, workflows.waitMs);
  if (!result.done) throw supplierUnavailable();
  if ('failed' in result) throw supplierError(result.failed);
}

/**
 * `POST /v1/booking_update`. For a product sold with reservations, a change of date, time, option or
 * counts needs a held reservation covering the difference: the new party for a new date, time or
 * option; only the added tickets when just counts grow. Fewer tickets need none.
 */
export async function updateBooking(em: EntityManager, catalog: CatalogDeps, workflows: WorkflowDeps, agent: Account, body: z.infer<typeof BookingUpdateBody>) {
  const receivedAt = new Date();
  const hash = requestHash(body);
  const booking = await findAgentBooking(em, agent, body.booking);
  await requireSupplierAccess(em, agent, booking.owner.identifier);
  await requireDelegateConsent(em, booking.owner, booking.supplier);
  if (booking.status === 'updating' && (booking.pendingChange as { requestHash?: string } | null)?.requestHash === hash) {
    // The agent repeats the update in flight (its first answer was a 503, or its workflow never
    // started): find or start that update's workflow now rather than waiting for housekeeping.
    await finish(workflows, await startBookingUpdate(workflows, booking));
    return confirmationResponse(await loadBookingFull(em.fork(), booking.id));
  }
  refuseUnlessChangeable(booking);
  if (body.product !== undefined && body.product !== booking.productCode) throw new ApiError('INVALID_REQUEST');
  const product = await findProduct(em, catalog, booking.owner, booking.productCode);
  if (!product) throw new ApiError('PRODUCT_NOT_FOUND');

  const countsGiven = TICKET_TYPES.some((t) => body[t] !== undefined);
  const counts = Object.fromEntries(TICKET_TYPES.map((t) => [t, countsGiven ? (body[t] ?? 0) : booking[t]])) as Counts;
  if (validateCounts(counts)) throw new ApiError('INVALID_COUNTS');
  const next = {
    travelDate: body.date ?? booking.travelDate,
    travelTime: body.time === undefined ? (booking.travelTime ?? null) : body.time,
    optionCode: body.option === undefined ? (booking.optionCode ?? null) : body.option,
    pickup: body.pickup === undefined ? (booking.pickup ?? null) : body.pickup,
    promotion: body.promotion === undefined ? (booking.promotion ?? null) : (body.promotion?.toUpperCase() ?? null),
  };
  if (next.optionCode !== null && !Object.hasOwn(product.options, next.optionCode)) throw new ApiError('OPTION_NOT_FOUND');
  // Not on or after the travel date, and not onto a date that has passed, in the product's zone.
  if (!canUpdate(booking.travelDate, booking.timeZone, receivedAt) || !canUpdate(next.travelDate, booking.timeZone, receivedAt)) {
    throw new ApiError('PAST_CUTOFF_DATE');
  }

  const moved = next.travelDate !== booking.travelDate || next.travelTime !== (booking.travelTime ?? null) || next.optionCode !== (booking.optionCode ?? null);
  const added = Object.fromEntries(TICKET_TYPES.map((t) => [t, moved ? counts[t] : Math.max(counts[t] - booking[t], 0)])) as Counts;
  const needsReservation = !booking.freesale && (moved || TICKET_TYPES.some((t) => added[t] > 0));
  let reservation: Reservation | null = null;
  if (needsReservation) {
    if (!body.reservation) throw new ApiError('RESERVATION_REQUIRED');
    reservation = isUuid(body.reservation) ? await em.findOne(Reservation, { id: body.reservation, agent }) : null;
    if (!reservation) throw new ApiError('RESERVATION_INVALID');
    if (reservation.status === 'expired' || (reservation.status === 'held' && reservation.expiresAt <= receivedAt)) throw new ApiError('RESERVATION_EXPIRED');
    const covers =
      reservation.status === 'held' &&
      reservation.owner.id === booking.owner.id &&
      reservation.productCode === booking.productCode &&
      (reservation.travelTime ?? null) === next.travelTime &&
      reservation.travelDate === next.travelDate &&
      (reservation.optionCode ?? null) === next.optionCode &&
      TICKET_TYPES.every((t) => reservation![t] === added[t]);
    if (!covers) throw new ApiError('RESERVATION_INVALID');
  }
  const customer = body.customer ? { ...booking.customer, ...body.customer } : booking.customer;
  const notes = body.notes ?? booking.notes;
  const sameTickets = !moved && TICKET_TYPES.every((t) => counts[t] === booking[t]);
  const unchanged =
    sameTickets &&
    next.pickup === (booking.pickup ?? null) &&
    next.promotion === (booking.promotion ?? null) &&
    requestHash(customer) === requestHash(booking.customer) &&
    notes === booking.notes;
  // A repeat of an update that already went through (say after a 503) changes nothing: no second
  // supplier call, no new barcodes.
  if (unchanged) return confirmationResponse(booking);
  // The price was locked when the booking was made: only a change of tickets, option, date or
  // promotion prices it again (at the rates of now).
  const price =
    sameTickets && next.promotion === (booking.promotion ?? null)
      ? { rrp: booking.rrp, net: booking.net, discount: booking.discount, unitPrices: booking.unitPrices }
      : await priceBooking(em, booking.owner, { productCode: booking.productCode, optionCode: next.optionCode, counts, promotion: next.promotion, date: next.travelDate });

  const pendingChange = {
    requestHash: hash,
    ...next,
    optionName: next.optionCode !== null ? (product.options[next.optionCode]?.name ?? null) : null,
    counts,
    customer,
    notes,
    reservationCode: reservation?.supplierCode ?? null,
    reservationId: reservation?.id ?? null,
    rrp: price.rrp,
    net: price.net,
    discount: price.discount,
    unitPrices: price.unitPrices,
  };
  await em.transactional(async (tx) => {
    await lockUnredeemed(tx, booking.id);
    // One change at a time: only a confirmed booking at the version we read may move to `updating`.
    const started = await tx.nativeUpdate(
      Booking,
      { id: booking.id, status: 'confirmed', version: booking.version },
      { status: 'updating', version: booking.version + 1, pendingChange, updatedAt: new Date() },
    );
    if (started !== 1) throw new ApiError('BOOKING_BUSY');
    if (reservation) {
      const claimed = await tx.nativeUpdate(Reservation, { id: reservation.id, status: 'held', expiresAt: { $gt: receivedAt } }, { status: 'claimed' });
      if (claimed !== 1) throw new ApiError('RESERVATION_INVALID');
    }
  });
  booking.version += 1;
  if (reservation) await signalReservation(workflows, reservation.id, 'claimed');
  workflows.log.info({ booking: booking.id, version: booking.version }, 'booking update requested');
  await finish(workflows, await startBookingUpdate(workflows, booking));
  return confirmationResponse(await loadBookingFull(em.fork(), booking.id));
}

/**
 * `POST /v1/booking_cancellation`: more than one day before the travel date in the product's
 * time zone, with no ticket redeemed. Cancelling a cancelled booking again is harmless.
 */
export async function cancelBooking(em: EntityManager, workflows: WorkflowDeps, agent: Account, reference: string): Promise<void> {
  const booking = await findAgentBooking(em, agent, reference);
  await requireSupplierAccess(em, agent, booking.owner.identifier);
  await requireDelegateConsent(em, booking.owner, booking.supplier);
  if (booking.status === 'cancelled') return;
  if (booking.status !== 'cancelling') {
    if (booking.status === 'updating') throw new ApiError('BOOKING_BUSY');
    if (booking.tickets.getItems().some((t) => t.redeemedAt)) throw new ApiError('TICKET_REDEEMED');
    if (!canCancel(booking.travelDate, booking.timeZone)) throw new ApiError('PAST_CUTOFF_DATE');
    const started = await em.transactional(async (tx) => {
      await lockUnredeemed(tx, booking.id);
      // The version names this cancellation's workflow: after a refused one, a new request gets a new run.
      return tx.nativeUpdate(Booking, { id: booking.id, status: 'confirmed', version: booking.version }, { status: 'cancelling', version: booking.version + 1, updatedAt: new Date() });
    });
    if (started === 1) booking.version += 1;
    if (started !== 1) {
      const now = await em.fork().findOneOrFail(Booking, { id: booking.id });
      if (now.status === 'cancelled') return;
      if (now.status !== 'cancelling') throw new ApiError('BOOKING_BUSY');
      booking.version = now.version;
    }
    workflows.log.info({ booking: booking.id }, 'booking cancellation requested');
  }
  await finish(workflows, await startBookingCancellation(workflows, booking));
}
