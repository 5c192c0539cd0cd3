import { Router } from '@koa/router';
import type { Guards } from '../http/guards.ts';
import { validate } from '../http/middleware/validate.ts';
import type { AuthState } from '../http/state.ts';
import type { Bookings } from './bookings.ts';
import { bookingView, confirmationResponse } from './present.ts';
import {
  BookingCancellationBody,
  BookingCancellationQuoteQuery,
  BookingConfirmationBody,
  BookingsQuery,
  BookingUpdateBody,
  ReferenceParams,
} from './schemas.ts';

export function bookingRoutes({ guards, bookings }: { guards: Guards; bookings: Bookings }) {
  const router = new Router<AuthState>({ sensitive: true });

  router.post('/booking_confirmation', guards.authenticated, guards.idempotent, validate({ body: BookingConfirmationBody }), async (ctx) => {
    ctx.body = confirmationResponse(await bookings.confirm({ ...ctx.state, agent: ctx.state.account, body: ctx.state.input.body }));
  });

  router.post('/booking_update', guards.authenticated, guards.idempotent, validate({ body: BookingUpdateBody }), async (ctx) => {
    ctx.body = confirmationResponse(await bookings.update({ ...ctx.state, agent: ctx.state.account, body: ctx.state.input.body }));
  });

  router.post('/booking_cancellation', guards.authenticated, guards.idempotent, validate({ body: BookingCancellationBody }), async (ctx) => {
    await bookings.cancel({ ...ctx.state, agent: ctx.state.account, reference: ctx.state.input.body.booking });
    ctx.body = {};
  });

  router.get('/booking_cancellation_quote', guards.authenticated, validate({ query: BookingCancellationQuoteQuery }), async (ctx) => {
    ctx.body = await bookings.quoteCancellation({ ...ctx.state, agent: ctx.state.account, reference: ctx.state.input.query.booking });
  });

  router.get('/bookings', guards.authenticated, validate({ query: BookingsQuery }), async (ctx) => {
    const { bookings: page, total } = await bookings.list({ ...ctx.state, query: ctx.state.input.query });
    ctx.set('X-Total-Count', String(total));
    ctx.body = page.map(bookingView);
  });

  router.get('/bookings/:reference', guards.authenticated, validate({ params: ReferenceParams }), async (ctx) => {
    ctx.body = bookingView(await bookings.find({ ...ctx.state, reference: ctx.state.input.params.reference }));
  });

  return router;
}
