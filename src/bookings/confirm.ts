import { hasExpired } from '../records/reservations/hasExpired.ts';
import { rememberScenario } from '../suppliers/scenarioStore.ts';
import type { Scenario } from '../suppliers/scenarios.ts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { requireDelegateConsent, requireSupplierAccess } from '../catalog/access.ts';
import type { Products } from '../catalog/products.ts';
import { planSale } from '../catalog/sale.ts';
import { citationOf } from '../catalog/schemas.ts';
import { Booking, Product, Reservation, type Account } from '../db/entities/index.ts';
import { termsFor } from '../domain/cancellationTerms.ts';
import { pickCounts, TICKET_TYPES } from '../domain/ticketTypes.ts';
import { isUuid } from '../domain/uuid.ts';
import { ApiError, supplierError } from '../errors.ts';
import type { Mode } from '../domain/mode.ts';
import type { Logger } from '../logger.ts';
import { tellClaimed } from '../reservations/holds.ts';
import type { WorkflowDeps, WorkflowEngine } from '../temporal/workflowDeps.ts';
import { settleAnswers } from './answers.ts';
import { loadBooking } from './load.ts';
import { requestHash } from '../requestHash.ts';
import type { BookingConfirmationBody } from './schemas.ts';
import { oweOutcome } from '../records/bookings/outcomeOwed.ts';
import { runBookingConfirmation } from './starters.ts';

type Body = z.infer<typeof BookingConfirmationBody>;
export type ConfirmRequest = { em: EntityManager; log: Logger; agent: Account; body: Body; mode: Mode; scenario?: Scenario | null | undefined };

/**
 * Answers for a booking that exists: the same body gets the same booking (waiting for its workflow
 * if it is still running, starting it if a crash or an outage kept it from starting), another body 409.
 */
async function answerForExisting(em: EntityManager, workflows: WorkflowDeps, existing: Booking, hash: string): Promise<Booking> {
  if (existing.requestHash !== hash) throw new ApiError('REFERENCE_IN_USE', { detail: 'reference: already booked with other details' });
  // A failed booking stays failed: even when retries ran out of time, a repeat must not be told to retry.
  if (existing.status === 'failed')
    throw supplierError(existing.failureCode === 'SUPPLIER_UNAVAILABLE' ? 'SUPPLIER_ERROR' : (existing.failureCode ?? 'SUPPLIER_ERROR'));
  if (existing.status === 'pending') await runBookingConfirmation(workflows, existing, oweOutcome(em, existing.agent, existing, 'booking_confirmation'));
  return loadBooking(em, existing.id);
}

/** A reservation this agent holds for exactly this booking, with what it locked (price, product facts). */
async function fromReservation(em: EntityManager, agent: Account, body: Body & { reservation: string }, receivedAt: Date) {
  const counts = pickCounts(body);
  const reservation = isUuid(body.reservation) ? await em.findOne(Reservation, { id: body.reservation, agent }, { populate: ['owner', 'supplier'] }) : null;
  if (!reservation) throw new ApiError('RESERVATION_INVALID');
  if (hasExpired(reservation, receivedAt)) throw new ApiError('RESERVATION_EXPIRED', { detail: 'reservation: its hold has expired' });
  if (reservation.status !== 'held') throw new ApiError('RESERVATION_INVALID');
  const matches =
    reservation.productCode === body.product &&
    reservation.travelDate === body.date &&
    (reservation.optionCode ?? null) === (body.option ?? null) &&
    TICKET_TYPES.every((t) => reservation[t] === counts[t]);
  if (!matches) throw new ApiError('RESERVATION_INVALID', { detail: 'reservation: held for another product, option, date, time or tickets' });
  await requireSupplierAccess(em, agent, reservation.owner.identifier);
  await requireDelegateConsent(em, reservation.owner, reservation.supplier);
  // The facts stored when the reservation was made: asking the supplier again here could be
  // slower than the expiry grace, and a confirmation within the hold must not fail.
  const product = await em.findOne(Product, { owner: reservation.owner, code: reservation.productCode });
  if (!product) throw new ApiError('PRODUCT_NOT_FOUND');
  return {
    reservation,
    owner: reservation.owner,
    supplier: reservation.supplier,
    product,
    price: { currency: reservation.currency, rrp: reservation.rrp, net: reservation.net, discount: reservation.discount, unitPrices: reservation.unitPrices },
    promotion: reservation.promotion ?? null,
    time: reservation.travelTime ?? body.time ?? null,
    pickup: reservation.pickup ?? body.pickup ?? null,
  };
}

/** What the booking will be: from the held reservation, or priced now for a freesale product. */
async function plan(products: Products, { em, log, agent, body }: ConfirmRequest, receivedAt: Date) {
  if (body.reservation !== null) return fromReservation(em, agent, { ...body, reservation: body.reservation }, receivedAt);
  if (!body.supplier) throw new ApiError('INVALID_REQUEST', { detail: 'supplier: required without a reservation' });
  const sale = await planSale({
    em,
    log,
    products,
    agent,
    request: { ...body, supplier: body.supplier, counts: pickCounts(body), quote: citationOf(body) },
    freesale: true,
  });
  return { ...sale, reservation: null, promotion: body.promotion?.toUpperCase() ?? null, time: body.time ?? null, pickup: body.pickup ?? null };
}

/**
 * `POST /v1/booking_confirmation`. The booking row (unique per agent and reference) and the claim
 * on the reservation commit together, before any supplier call: of concurrent requests with one
 * reference exactly one creates the booking and the rest wait for the same workflow; a
 * confirmation received before `expires` has claimed the reservation before the expiry can.
 */
export async function confirmBooking(deps: { products: Products; workflows: WorkflowEngine }, request: ConfirmRequest): Promise<Booking> {
  const { em, log, agent, body, mode } = request;
  const workflows = { ...deps.workflows, log, mode };
  const receivedAt = new Date();
  const hash = requestHash(body);
  const existing = await em.findOne(Booking, { agent, agentReference: body.reference }, { populate: ['agent', 'owner'] });
  if (existing) return answerForExisting(em, workflows, existing, hash);
  /** The booking another copy of this request committed a moment ago, if any. */
  const winner = () => em.fork().findOne(Booking, { agent, agentReference: body.reference }, { populate: ['agent', 'owner'] });

  let sale: Awaited<ReturnType<typeof plan>>;
  try {
    sale = await plan(deps.products, request, receivedAt);
  } catch (err) {
    // A concurrent copy of this very confirmation may have claimed the reservation a moment ago:
    // the same agent and reference join its booking (the body must match, as for any repeat).
    const joined = err instanceof ApiError && err.code === 'RESERVATION_INVALID' ? await winner() : null;
    if (joined) return answerForExisting(em, workflows, joined, hash);
    throw err;
  }
  const { product } = sale;
  // Checked against the product's questions as the sale knows the product (stored with the
  // reservation's, or read now for freesale), before anything is written.
  const answers = settleAnswers(product, body.option ?? null, body.answers, pickCounts(body));
  let booking: Booking;
  try {
    booking = await em.transactional(async (tx) => {
      const created = tx.create(Booking, {
        agent,
        owner: sale.owner,
        supplier: sale.supplier,
        agentReference: body.reference,
        reservation: sale.reservation,
        productCode: product.code,
        productName: product.name,
        optionCode: body.option ?? null,
        optionName: body.option != null ? (product.options[body.option]?.name ?? null) : null,
        freesale: product.freesale,
        timeZone: product.timeZone,
        promotion: sale.promotion,
        travelDate: body.date,
        travelTime: sale.time,
        pickup: sale.pickup,
        ...pickCounts(body),
        customer: body.customer,
        notes: body.notes,
        ...sale.price,
        // Locked now, as the price was at reservation: later changes of the supplier's terms do not reach it.
        cancellation: termsFor(product, body.option ?? null),
        answers,
        requestHash: hash,
      });
      await tx.flush();
      await rememberScenario(tx, created.id, 'booking_confirmation', request.scenario);
      if (sale.reservation) {
        const claimed = await tx.nativeUpdate(Reservation, { id: sale.reservation.id, status: 'held', expiresAt: { $gt: receivedAt } }, { status: 'claimed' });
        if (claimed !== 1) throw new ApiError('RESERVATION_INVALID');
      }
      return created;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      // Another request with this reference (or this reservation) committed first.
      const first = await winner();
      if (first) return answerForExisting(em, workflows, first, hash);
      throw new ApiError('RESERVATION_INVALID');
    }
    throw err;
  }
  log.info({ booking: booking.id, reference: body.reference, product: product.code }, 'booking requested');
  if (sale.reservation) await tellClaimed(workflows, sale.reservation.id);
  return answerForExisting(em, workflows, booking, hash);
}
