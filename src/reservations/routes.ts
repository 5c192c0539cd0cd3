import { Router } from '@koa/router';
import { prices } from '../catalog/present.ts';
import type { Guards } from '../http/guards.ts';
import { validate } from '../http/middleware/validate.ts';
import type { AuthState } from '../http/state.ts';
import type { ReservationExtension } from './extension.ts';
import type { Reservations } from './reservations.ts';
import { ReservationBody, ReservationCancellationBody, ReservationExtensionBody } from './schemas.ts';

export function reservationRoutes({ guards, reservations, extend }: { guards: Guards; reservations: Reservations; extend: ReservationExtension }) {
  const router = new Router<AuthState>({ sensitive: true });

  router.post('/reservation', guards.authenticated, guards.idempotent, validate({ body: ReservationBody }), async (ctx) => {
    const { reservation, price } = await reservations.reserve({ ...ctx.state, agent: ctx.state.account, body: ctx.state.input.body });
    ctx.body = { reservation: reservation.id, ...prices(price) };
  });

  router.post('/reservation_cancellation', guards.authenticated, guards.idempotent, validate({ body: ReservationCancellationBody }), async (ctx) => {
    await reservations.release({ ...ctx.state, agent: ctx.state.account, reservationId: ctx.state.input.body.reservation });
    ctx.body = {};
  });

  router.post('/reservation_extension', guards.authenticated, guards.idempotent, validate({ body: ReservationExtensionBody }), async (ctx) => {
    ctx.body = await extend({ ...ctx.state, agent: ctx.state.account, body: ctx.state.input.body });
  });

  return router;
}
