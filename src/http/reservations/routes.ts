import { Router } from '@koa/router';
import { requireSupplierAccess } from '../../catalog/access.ts';
import { priceBooking } from '../../catalog/prices.ts';
import { findProduct, supplierFor } from '../../catalog/products.ts';
import { signalReservation, startReservationHold, type WorkflowDeps } from '../../bookings/workflowCalls.ts';
import { prices } from '../../bookings/present.ts';
import { Reservation } from '../../db/entities/index.ts';
import { pickCounts } from '../../domain/ticketTypes.ts';
import { searchAttributes } from '../../temporal/searchAttributes.ts';
import type { SupplierClient } from '../../suppliers/supplierClient.ts';
import { ApiError, supplierError } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import type { AuthState } from '../state.ts';
import { ReservationBody, ReservationCancellationBody } from '../bookings/schemas.ts';

/** Holds longer than this are refused: seats are not parked for a week. */
const MAX_HOLD_MS = 24 * 3600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function reservationRoutes(deps: { suppliers: SupplierClient; workflows: Omit<WorkflowDeps, 'log'> }) {
  const router = new Router<AuthState>();

  router.post('/reservation', validate({ body: ReservationBody }), async (ctx) => {
    const { em, account: agent, log } = ctx.state;
    const body = ctx.state.input.body;
    const expiresAt = new Date(body.expires);
    if (expiresAt.getTime() <= Date.now() || expiresAt.getTime() > Date.now() + MAX_HOLD_MS) throw new ApiError('INVALID_EXPIRES');
    const owner = await requireSupplierAccess(em, agent, body.supplier);
    const catalog = { suppliers: deps.suppliers, log };
    const product = await findProduct(em, catalog, owner, body.product);
    if (!product) throw new ApiError('PRODUCT_NOT_FOUND');
    if (product.freesale) throw new ApiError('RESERVATION_NOT_NEEDED');
    if (body.option != null && !Object.hasOwn(product.options, body.option)) throw new ApiError('OPTION_NOT_FOUND');
    const counts = pickCounts(body);
    const price = await priceBooking(em, owner, {
      productCode: product.code,
      optionCode: body.option ?? null,
      counts,
      promotion: body.promotion ?? null,
      date: body.date,
    });
    const supplier = await supplierFor(em, catalog, owner, product);
    const reservation = em.create(Reservation, {
      agent,
      owner,
      supplier,
      productCode: product.code,
      optionCode: body.option ?? null,
      promotion: body.promotion?.toUpperCase() ?? null,
      travelDate: body.date,
      travelTime: body.time ?? null,
      pickup: body.pickup ?? null,
      ...counts,
      expiresAt,
      ...price,
    });
    await em.flush();
    log.info({ reservation: reservation.id, product: product.code }, 'reservation requested');

    const outcome = await startReservationHold({ ...deps.workflows, log }, reservation, [
      { key: searchAttributes.agent, value: agent.identifier },
      { key: searchAttributes.supplier, value: owner.identifier },
      { key: searchAttributes.product, value: product.code },
    ]);
    if (!outcome) throw new ApiError('SUPPLIER_UNAVAILABLE', { headers: { 'Retry-After': '5' } });
    if (outcome.status === 'failed') throw supplierError(outcome.code);
    ctx.body = { reservation: reservation.id, ...prices(price) };
  });

  router.post('/reservation_cancellation', validate({ body: ReservationCancellationBody }), async (ctx) => {
    const { em, account: agent, log } = ctx.state;
    const id = ctx.state.input.body.reservation;
    const reservation = UUID.test(id) ? await em.findOne(Reservation, { id, agent }) : null;
    if (!reservation) throw new ApiError('RESERVATION_INVALID');
    if (reservation.status === 'claimed') throw new ApiError('RESERVATION_INVALID');
    // Only a held reservation moves; releasing an expired or released one again is harmless.
    const moved = await em.nativeUpdate(Reservation, { id, status: 'held' }, { status: 'releasing' });
    if (moved === 1) {
      await signalReservation({ ...deps.workflows, log }, id, 'release');
      log.info({ reservation: id }, 'reservation released by agent');
    }
    ctx.body = {};
  });

  return router;
}
