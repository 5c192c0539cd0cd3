import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import { requireDelegateConsent, requireSupplierAccess } from '../../catalog/access.ts';
import { planSale } from '../../catalog/sale.ts';
import type { CatalogDeps } from '../../catalog/products.ts';
import { confirmationResponse } from '../../bookings/present.ts';
import { requestHash } from '../../bookings/requestHash.ts';
import { signalReservation, startBookingConfirmation, waitFor, type WorkflowDeps } from '../../bookings/workflowCalls.ts';
import { Booking, Product, Reservation, type Account } from '../../db/entities/index.ts';
import { pickCounts, TICKET_TYPES } from '../../domain/ticketTypes.ts';
import { ApiError, supplierError, supplierUnavailable } from '../errors.ts';
import type { BookingConfirmationBody } from './schemas.ts';
import { isUuid } from '../../domain/uuid.ts';

type Body = z.infer<typeof BookingConfirmationBody>;

export function loadBookingFull(em: EntityManager, id: string) {
  return em.findOneOrFail(Booking, { id }, { populate: ['agent', 'owner', 'supplier', 'tickets'], refresh: true });
}

/**
 * Answers for a booking that exists: the same body gets the same booking (waiting for its workflow
 * if it is still running, starting it if a crash kept it from starting), another body 409.
 */
export async function answerForExisting(em: EntityManager, workflows: WorkflowDeps, existing: Booking, hash: string) {
  if (existing.requestHash !== hash) throw new ApiError('REFERENCE_IN_USE');
  // A failed booking stays failed: even when retries ran out of time, a repeat must not be told to retry.
  if (existing.status === 'failed') throw supplierError(existing.failureCode === 'SUPPLIER_UNAVAILABLE' ? 'SUPPLIER_ERROR' : (existing.failureCode ?? 'SUPPLIER_ERROR'));
  if (existing.status === 'pending') {
    const handle = await startBookingConfirmation(workflows, existing);
    const result = await waitFor(workflows.client, handle, workflows.waitMs);
    if (!result.done) throw supplierUnavailable();
    if ('failed' in result) throw supplierError(result.failed);
  }
  return confirmationResponse(await loadBookingFull(em.fork(), existing.id));
}

/** What the booking will be: from the held reservation, or priced now for a freesale product. */
async function prepare(em: EntityManager, catalog: CatalogDeps, agent: Account, body: Body, receivedAt: Date) {
  const counts = pickCounts(body);
  if (body.reservation !== null) {
    const reservation = isUuid(body.reservation)
      ? await em.findOne(Reservation, { id: body.reservation, agent }, { populate: ['owner', 'supplier'] })
      : null;
    if (!reservation) throw new ApiError('RESERVATION_INVALID');
    if (reservation.status === 'expired' || (reservation.status === 'held' && reservation.expiresAt <= receivedAt)) {
      throw new ApiError('RESERVATION_EXPIRED');
    }
    if (reservation.status !== 'held') throw new ApiError('RESERVATION_INVALID');
    const matches =
      reservation.productCode === body.product &&
      reservation.travelDate === body.date &&
      (reservation.optionCode ?? null) === (body.option ?? null) &&
      TICKET_TYPES.every((t) => reservation[t] === counts[t]);
    if (!matches) throw new ApiError('RESERVATION_INVALID');
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
  if (!body.supplier) throw new ApiError('INVALID_REQUEST');
  const { owner, product, supplier, price } = await planSale(em, catalog, agent, { ...body, supplier: body.supplier, counts }, true);
  return {
    reservation: null,
    owner,
    supplier,
    product,
    price,
    promotion: body.promotion?.toUpperCase() ?? null,
    time: body.time ?? null,
    pickup: body.pickup ?? null,
  };
}

/**
 * `POST /v1/booking_confirmation`. The booking row (unique per agent and reference) and the claim
 * on the reservation commit together, before any supplier call: of concurrent requests with one
 * reference exactly one creates the booking and the rest wait for the same workflow; a
 * confirmation received before `expires` has claimed the reservation before the expiry can.
 */
export async function confirmBooking(em: EntityManager, catalog: CatalogDeps, workflows: WorkflowDeps, agent: Account, body: Body) {
  const receivedAt = new Date();
  const hash = requestHash(body);
  const existing = await em.findOne(Booking, { agent, agentReference: body.reference }, { populate: ['agent', 'owner'] });
  if (existing) return answerForExisting(em, workflows, existing, hash);

  let plan: Awaited<ReturnType<typeof prepare>>;
  try {
    plan = await prepare(em, catalog, agent, body, receivedAt);
  } catch (err) {
    // A concurrent copy of this very confirmation may have claimed the reservation a moment ago:
    // the same agent and reference join its booking (the body must match, as for any repeat).
    if (err instanceof ApiError && err.code === 'RESERVATION_INVALID') {
      const winner = await em.fork().findOne(Booking, { agent, agentReference: body.reference }, { populate: ['agent', 'owner'] });
      if (winner) return answerForExisting(em, workflows, winner, hash);
    }
    throw err;
  }
  const product = plan.product;
  let booking: Booking;
  try {
    booking = await em.transactional(async (tx) => {
      const created = tx.create(Booking, {
        agent,
        owner: plan.owner,
        supplier: plan.supplier,
        agentReference: body.reference,
        reservation: plan.reservation,
        productCode: product.code,
        productName: product.name,
        optionCode: body.option ?? null,
        optionName: body.option != null ? (product.options[body.option]?.name ?? null) : null,
        freesale: product.freesale,
        timeZone: product.timeZone,
        promotion: plan.promotion,
        travelDate: body.date,
        travelTime: plan.time,
        pickup: plan.pickup,
        ...pickCounts(body),
        customer: body.customer,
        notes: body.notes,
        ...plan.price,
        requestHash: hash,
      });
      await tx.flush();
      if (plan.reservation) {
        const claimed = await tx.nativeUpdate(
          Reservation,
          { id: plan.reservation.id, status: 'held', expiresAt: { $gt: receivedAt } },
          { status: 'claimed' },
        );
        if (claimed !== 1) throw new ApiError('RESERVATION_INVALID');
      }
      return created;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      // Another request with this reference (or this reservation) committed first.
      const winner = await em.fork().findOne(Booking, { agent, agentReference: body.reference }, { populate: ['agent', 'owner'] });
      if (winner) return answerForExisting(em, workflows, winner, hash);
      throw new ApiError('RESERVATION_INVALID');
    }
    throw err;
  }
  workflows.log.info({ booking: booking.id, reference: body.reference, product: product.code }, 'booking requested');
  if (plan.reservation) await signalReservation(workflows, plan.reservation.id, 'claimed');
  return answerForExisting(em, workflows, booking, hash);
}
