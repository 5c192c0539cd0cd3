import { Router } from '@koa/router';
import { prices } from '../catalog/present.ts';
import type { Guards } from '../http/guards.ts';
import { defineOperation, mountOperations, SUPPLIER_FAILURES } from '../http/operation.ts';
import type { AuthState } from '../http/state.ts';
import { Empty } from '../answerFields.ts';
import * as R from './responses.ts';
import type { ReservationExtension } from './extension.ts';
import type { Reservations } from './reservations.ts';
import { ReservationBody, ReservationCancellationBody, ReservationExtensionBody } from './schemas.ts';

export const reservationOperations = {
  reserve: defineOperation({
    method: 'post',
    path: '/reservation',
    testScenario: 'reservation',
    tag: 'Bookings',
    summary: 'Hold seats at the supplier until `expires`',
    description:
      '`time` names the slot of a product sold in time slots (GET /v1/products `time_slots`; without it: 400 INVALID_REQUEST). ' +
      '503 with Retry-After: nothing is held for you; repeat the same request (the same body and Idempotency-Key) after Retry-After, as after every 503.',
    auth: true,
    idempotent: true,
    body: ReservationBody,
    response: R.ReservationAnswer,
    supplierCodes: true,
    errors: [
      'INVALID_COUNTS',
      'INVALID_DATE',
      'INVALID_EXPIRES',
      'RESERVATION_NOT_NEEDED',
      'NO_RATE',
      'PROMOTION_INVALID',
      'QUOTE_INVALID',
      'QUOTE_EXPIRED',
      'QUOTE_MISMATCH',
      'SOLD_OUT',
      'NOT_AVAILABLE',
      'PAST_CUTOFF_DATE',
      'FORBIDDEN',
      'PRODUCT_NOT_FOUND',
      'OPTION_NOT_FOUND',
      ...SUPPLIER_FAILURES,
    ],
  }),
  release: defineOperation({
    method: 'post',
    path: '/reservation_cancellation',
    tag: 'Bookings',
    summary: 'Release a held reservation',
    auth: true,
    idempotent: true,
    body: ReservationCancellationBody,
    response: Empty,
    errors: ['RESERVATION_INVALID', 'SERVICE_UNAVAILABLE'],
  }),
  extend: defineOperation({
    method: 'post',
    path: '/reservation_extension',
    testScenario: 'reservation_extension',
    tag: 'Bookings',
    summary: 'Hold the seats longer',
    description:
      'Moves a held reservation’s `expires` later, once its supplier agreed (we call its POST {callback_url}/reservation_extension). Only for suppliers that declared the `reservation_extension` capability: otherwise 400 NOT_SUPPORTED and the supplier is never called. ' +
      'A hold may be extended to at most 60 minutes after the `expires` it was first reserved with, in at most 10 extensions (EXTENSION_LIMIT). An extension never shortens a hold: an `expires` it already reaches is answered with its own. ' +
      'While the supplier has not answered: 503 with Retry-After, and the old `expires` keeps holding; repeat the same request. A confirmation received meanwhile wins: the extension answers RESERVATION_INVALID.',
    auth: true,
    idempotent: true,
    body: ReservationExtensionBody,
    response: R.ReservationExtensionAnswer,
    supplierCodes: true,
    errors: [
      'INVALID_EXPIRES',
      'NOT_SUPPORTED',
      'EXTENSION_LIMIT',
      'RESERVATION_INVALID',
      'RESERVATION_EXPIRED',
      'SOLD_OUT',
      'NOT_AVAILABLE',
      ...SUPPLIER_FAILURES,
    ],
  }),
};

export function reservationRoutes({ guards, reservations, extend }: { guards: Guards; reservations: Reservations; extend: ReservationExtension }) {
  const router = new Router<AuthState>({ sensitive: true });
  const route = mountOperations(router, guards);

  route(reservationOperations.reserve, async (ctx) => {
    const { reservation, price } = await reservations.reserve({ ...ctx.state, agent: ctx.state.account, body: ctx.state.input.body });
    ctx.body = { reservation: reservation.id, currency: price.currency, ...prices(price) };
  });

  route(reservationOperations.release, async (ctx) => {
    await reservations.release({ ...ctx.state, agent: ctx.state.account, reservationId: ctx.state.input.body.reservation });
    ctx.body = {};
  });

  route(reservationOperations.extend, async (ctx) => {
    ctx.body = await extend({ ...ctx.state, agent: ctx.state.account, body: ctx.state.input.body });
  });

  return router;
}
