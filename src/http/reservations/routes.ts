import { Router } from '@koa/router';
import { planSale } from '../../catalog/sale.ts';
import { signalReservation, startReservationHold, type WorkflowDeps } from '../../bookings/workflowCalls.ts';
import { prices } from '../../bookings/present.ts';
import { Reservation } from '../../db/entities/index.ts';
import { pickCounts } from '../../domain/ticketTypes.ts';
import { searchAttributes } from '../../temporal/searchAttributes.ts';
import type { SupplierClient } from '../../suppliers/supplierClient.ts';
import { ApiError, supplierError, supplierUnavailable } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import type { Guards } from '../guards.ts';
import type { AuthState } from '../state.ts';
import { ReservationBody, ReservationCancellationBody } from '../bookings/schemas.ts';
import { isUuid } from '../../domain/uuid.ts';

/** Holds longer than this are refused: seats are not parked for a week. */
const MAX_HOLD_MS = 24 * 3600_000;

export function reservationRoutes(guards: Guards, deps: { suppliers: SupplierClient; workflows: Omit<WorkflowDeps, 'log'> }) {
  const router = new Router<AuthState>({ sensitive: true });

  router.post('/reservation', guards.authenticated, guards.idempotent, validate({ body: ReservationBody }), async (ctx) => {
    const { em, account: agent, log } = ctx.state;
    const body = ctx.state.input.body;
    const expiresAt = new Date(body.expires);
    if (expiresAt.getTime() <= Date.now() || expiresAt.getTime() > Date.now() + MAX_HOLD_MS) throw new ApiError('INVALID_EXPIRES');
    const counts = pickCounts(body);
    const { owner, product, supplier, price } = await planSale(em, { suppliers: deps.suppliers, log }, agent, { ...body, counts }, false);
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
    if (!outcome) throw supplierUnavailable();
    if (outcome.status === 'failed') throw supplierError(outcome.code);
    ctx.body = { reservation: reservation.id, ...prices(price) };
  });

  router.post('/reservation_cancellation', guards.authenticated, guards.idempotent, validate({ body: ReservationCancellationBody }), async (ctx) => {
    const { em, account: agent, log } = ctx.state;
    const id = ctx.state.input.body.reservation;
    const reservation = isUuid(id) ? await em.findOne(Reservation, { id, agent }) : null;
    if (!reservation) throw new ApiError('RESERVATION_INVALID');
    if (reservation.status === 'claimed') throw new ApiError('RESERVATION_INVALID');
    // Only a held reservation moves; releasing an expired or released one again is harmless. A
    // repeat finding it still `releasing` (its signal was lost) sends the signal again at once.
    const moved = await em.nativeUpdate(Reservation, { id, status: 'held' }, { status: 'releasing' });
    if (moved === 1 || reservation.status === 'releasing') {
      await signalReservation({ ...deps.workflows, log }, id, 'release');
      log.info({ reservation: id }, 'reservation released by agent');
    }
    ctx.body = {};
  });

  return router;
}
