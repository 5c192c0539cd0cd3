import { hasExpired } from '../records/reservations/hasExpired.ts';
import { rememberScenario } from '../suppliers/scenarioStore.ts';
import type { Scenario } from '../suppliers/scenarios.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireDelegateConsent, requireSupplierAccess } from '../catalog/access.ts';
import { priceSale } from '../records/pricing/priceSale.ts';
import type { Products } from '../catalog/products.ts';
import { Booking, Reservation, type Account, type PendingChange, type Product } from '../db/entities/index.ts';
import { normalizeIdentifier } from '../domain/accountRules.ts';
import { cancellationCutoff, termsFor } from '../domain/cancellationTerms.ts';
import { canUpdate } from '../domain/dates.ts';
import { TICKET_TYPES, validateCounts, type Counts } from '../domain/ticketTypes.ts';
import { isUuid } from '../domain/uuid.ts';
import { ApiError } from '../errors.ts';
import type { Mode } from '../domain/mode.ts';
import type { Logger } from '../logger.ts';
import { tellClaimed } from '../reservations/holds.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import { answersAfterUpdate } from './answers.ts';
import { findAgentBooking, loadBooking, lockUnredeemed } from './load.ts';
import { requestHash } from '../requestHash.ts';
import type { BookingUpdate } from './schemas.ts';
import { oweOutcome } from '../records/bookings/outcomeOwed.ts';
import { runBookingUpdate } from './starters.ts';

type Body = BookingUpdate;
export type UpdateRequest = { em: EntityManager; log: Logger; agent: Account; body: Body; mode: Mode; scenario?: Scenario | null | undefined };

function refuseUnlessChangeable(booking: Booking): void {
  if (booking.status === 'cancelled' || booking.status === 'cancelling') throw new ApiError('BOOKING_CANCELLED');
  if (booking.status === 'updating') throw new ApiError('BOOKING_BUSY');
  if (booking.tickets.getItems().some((t) => t.redeemedAt)) throw new ApiError('TICKET_REDEEMED');
}

/**
 * The confirmation's fields that name the booking rather than change it: each, when given, must
 * name this booking. An agent that sends another booking's reference beside `booking` has mixed
 * two bookings up; changing anything then would change the wrong one.
 */
function refuseOtherBooking(booking: Booking, body: Body): void {
  if (body.reference !== undefined && body.reference !== booking.agentReference)
    throw new ApiError('REFERENCE_MISMATCH', { detail: 'reference: not this booking’s reference' });
  if (body.supplier !== undefined) {
    const named = normalizeIdentifier(body.supplier);
    if (named !== booking.owner.email && named !== booking.owner.domain)
      throw new ApiError('SUPPLIER_MISMATCH', { detail: 'supplier: not this booking’s supplier' });
  }
  if (body.product !== undefined && body.product !== booking.productCode)
    throw new ApiError('PRODUCT_MISMATCH', { detail: 'product: a booking cannot move to another product' });
}

/**
 * What identifies the change asked for, to know a repeat of the update in flight: the fields that
 * only name the booking (`booking` by either reference, `reference`, `supplier`, `product`) do not.
 */
function changeHash(body: Body): string {
  const { booking: _booking, reference: _reference, supplier: _supplier, product: _product, ...change } = body;
  return requestHash(change);
}

/** The booking as the update would leave it: what the body leaves out keeps its value. */
function nextState(booking: Booking, body: Body, product: Product, receivedAt: Date) {
  const countsGiven = TICKET_TYPES.some((t) => body[t] !== undefined);
  const counts = Object.fromEntries(TICKET_TYPES.map((t) => [t, countsGiven ? (body[t] ?? 0) : booking[t]])) as Counts;
  if (validateCounts(counts)) throw new ApiError('INVALID_COUNTS', { detail: 'tickets: whole numbers >= 0, at least one ticket' });
  const next = {
    travelDate: body.date ?? booking.travelDate,
    travelTime: body.time === undefined ? (booking.travelTime ?? null) : body.time,
    optionCode: body.option === undefined ? (booking.optionCode ?? null) : body.option,
    pickup: body.pickup === undefined ? (booking.pickup ?? null) : body.pickup,
    promotion: body.promotion === undefined ? (booking.promotion ?? null) : (body.promotion?.toUpperCase() ?? null),
    counts,
    customer: body.customer ? { ...booking.customer, ...body.customer } : booking.customer,
    notes: body.notes ?? booking.notes,
  };
  if (next.optionCode !== null && !Object.hasOwn(product.options, next.optionCode))
    throw new ApiError('OPTION_NOT_FOUND', { detail: 'option: no such option for this product' });
  // Not on or after the travel date, and not onto a date that has passed, in the product's zone.
  if (!canUpdate(booking.travelDate, booking.timeZone, receivedAt) || !canUpdate(next.travelDate, booking.timeZone, receivedAt)) {
    throw new ApiError('PAST_CUTOFF_DATE', {
      detail: 'date: updates close when the travel date begins, and cannot move a booking to today or earlier (product’s time zone)',
    });
  }
  const moved = next.travelDate !== booking.travelDate || next.travelTime !== (booking.travelTime ?? null) || next.optionCode !== (booking.optionCode ?? null);
  const sameTickets = !moved && TICKET_TYPES.every((t) => counts[t] === booking[t]);
  // Under declared terms a booking is final past its cut-off: moving it (or dropping tickets) then
  // would re-open the refund its terms closed. Its customer, notes and pickup may still change.
  if (booking.cancellation && !sameTickets) {
    const cutoff = cancellationCutoff(booking.cancellation, booking.travelDate, booking.travelTime ?? null, booking.timeZone);
    if (receivedAt >= cutoff)
      throw new ApiError('PAST_CUTOFF_DATE', {
        detail: `booking: its cancellation terms closed changes of date, time, option and tickets at ${cutoff.toISOString()}`,
      });
  }
  // What a reservation must cover: the whole new party when it moves, else only the added tickets.
  const added = Object.fromEntries(TICKET_TYPES.map((t) => [t, moved ? counts[t] : Math.max(counts[t] - booking[t], 0)])) as Counts;
  return { ...next, moved, sameTickets, added };
}

/**
 * For a product sold with reservations, a change of date, time, option or counts needs a held
 * reservation of this agent covering exactly the difference, for the booking's owner and product
 * and its new date, time and option. Fewer tickets need none.
 */
async function coveringReservation(
  em: EntityManager,
  agent: Account,
  booking: Booking,
  next: ReturnType<typeof nextState>,
  reservationId: string | null | undefined,
  receivedAt: Date,
) {
  const needed = !booking.freesale && (next.moved || TICKET_TYPES.some((t) => next.added[t] > 0));
  if (!needed) return null;
  if (!reservationId) throw new ApiError('RESERVATION_REQUIRED', { detail: 'reservation: this change needs a reservation of the new places' });
  const reservation = isUuid(reservationId) ? await em.findOne(Reservation, { id: reservationId, agent }) : null;
  if (!reservation) throw new ApiError('RESERVATION_INVALID');
  if (hasExpired(reservation, receivedAt)) throw new ApiError('RESERVATION_EXPIRED', { detail: 'reservation: its hold has expired' });
  const covers =
    reservation.status === 'held' &&
    reservation.owner.id === booking.owner.id &&
    reservation.productCode === booking.productCode &&
    (reservation.travelTime ?? null) === next.travelTime &&
    reservation.travelDate === next.travelDate &&
    (reservation.optionCode ?? null) === next.optionCode &&
    TICKET_TYPES.every((t) => reservation[t] === next.added[t]);
  if (!covers) throw new ApiError('RESERVATION_INVALID', { detail: 'reservation: does not cover the updated booking' });
  return reservation;
}

/**
 * `POST /v1/booking_update`: validates the change against the booking, stores it as the booking's
 * pending change (`updating`, version bumped) with the claim on its reservation, then runs the
 * update's workflow, which applies it once the supplier accepts.
 */
export async function updateBooking(
  deps: { products: Products; workflows: WorkflowEngine },
  { em, log, agent, body, mode, scenario }: UpdateRequest,
): Promise<Booking> {
  const workflows = { ...deps.workflows, log, mode };
  const receivedAt = new Date();
  const hash = changeHash(body);
  const booking = await findAgentBooking(em, agent, body.booking);
  refuseOtherBooking(booking, body);
  await requireSupplierAccess(em, agent, booking.owner.identifier);
  await requireDelegateConsent(em, booking.owner, booking.supplier);
  if (booking.status === 'updating' && booking.pendingChange?.requestHash === hash) {
    // The agent repeats the update in flight (its first answer was a 503, or its workflow never
    // started): find or start that update's workflow now rather than waiting for housekeeping.
    await runBookingUpdate(workflows, booking, oweOutcome(em, agent, booking, 'booking_update'));
    return loadBooking(em, booking.id);
  }
  refuseUnlessChangeable(booking);
  const product = await deps.products.require({ em, owner: booking.owner, code: booking.productCode, log });
  const next = nextState(booking, body, product, receivedAt);
  const answers = answersAfterUpdate(booking, product, next, body.answers);
  const reservation = await coveringReservation(em, agent, booking, next, body.reservation, receivedAt);
  const unchanged =
    next.sameTickets &&
    next.pickup === (booking.pickup ?? null) &&
    next.promotion === (booking.promotion ?? null) &&
    requestHash(next.customer) === requestHash(booking.customer) &&
    next.notes === booking.notes &&
    requestHash(answers) === requestHash(booking.answers ?? null);
  // A repeat of an update that already went through (say after a 503) changes nothing: no second
  // supplier call, no new barcodes.
  if (unchanged) return booking;
  // The price was locked when the booking was made: only a change of tickets, option, date or
  // promotion prices it again (at the rates of now).
  const repriced = !(next.sameTickets && next.promotion === (booking.promotion ?? null));
  const price = !repriced
    ? { rrp: booking.rrp, net: booking.net, discount: booking.discount, unitPrices: booking.unitPrices }
    : await priceSale(em, {
        owner: booking.owner,
        sale: {
          productCode: booking.productCode,
          optionCode: next.optionCode,
          date: next.travelDate,
          time: next.travelTime,
          counts: next.counts,
          promotion: next.promotion,
        },
      });

  const pendingChange: PendingChange = {
    requestHash: hash,
    travelDate: next.travelDate,
    travelTime: next.travelTime,
    optionCode: next.optionCode,
    optionName: next.optionCode !== null ? (product.options[next.optionCode]?.name ?? null) : null,
    pickup: next.pickup,
    promotion: next.promotion,
    counts: next.counts,
    customer: next.customer,
    notes: next.notes,
    reservationId: reservation?.id ?? null,
    reservationCode: reservation?.supplierCode ?? null,
    rrp: price.rrp,
    net: price.net,
    discount: price.discount,
    unitPrices: price.unitPrices,
    // Locked again with the price, as at confirmation: the new option's (or the product's) terms of now.
    cancellation: repriced ? termsFor(product, next.optionCode) : (booking.cancellation ?? null),
    answers,
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
    await rememberScenario(tx, booking.id, 'booking_update', scenario);
    if (reservation) {
      const claimed = await tx.nativeUpdate(Reservation, { id: reservation.id, status: 'held', expiresAt: { $gt: receivedAt } }, { status: 'claimed' });
      if (claimed !== 1) throw new ApiError('RESERVATION_INVALID');
    }
  });
  booking.version += 1;
  if (reservation) await tellClaimed(workflows, reservation.id);
  log.info({ booking: booking.id, version: booking.version }, 'booking update requested');
  await runBookingUpdate(workflows, booking, oweOutcome(em, agent, booking, 'booking_update'));
  return loadBooking(em, booking.id);
}
