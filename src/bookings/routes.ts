import { Router } from '@koa/router';
import type { Guards } from '../http/guards.ts';
import { defineOperation, mountOperations, SUPPLIER_FAILURES } from '../http/operation.ts';
import type { AuthState } from '../http/state.ts';
import { Empty } from '../answerFields.ts';
import type { ErrorCode } from '../errors.ts';
import * as R from './responses.ts';
import type { Bookings } from './bookings.ts';
import { bookingView, confirmationResponse, updateResponse } from './present.ts';
import {
  BookingCancellationBody,
  BookingCancellationQuoteQuery,
  BookingConfirmationBody,
  BookingsQuery,
  BookingUpdateBody,
  ReferenceParams,
  SupplierCancellationBody,
} from './schemas.ts';

/**
 * What the booking a confirmation's body describes is refused for. An update takes that body again,
 * so it answers the same codes, with those of the booking it changes (`changing`) after the dates;
 * a confirmation adds those of the quote it may cite (`quoting`) after the price. In this order:
 * the OpenAPI document lists each status's codes as the operation does.
 */
function bookingBodyErrors({ changing = [], quoting = [] }: { changing?: ErrorCode[]; quoting?: ErrorCode[] }): ErrorCode[] {
  return [
    'INVALID_COUNTS',
    'INVALID_DATE',
    ...changing,
    'RESERVATION_REQUIRED',
    'RESERVATION_INVALID',
    'RESERVATION_EXPIRED',
    'NO_RATE',
    ...quoting,
    'PROMOTION_INVALID',
    'FORBIDDEN',
    'PRODUCT_NOT_FOUND',
    'OPTION_NOT_FOUND',
    'QUESTION_UNANSWERED',
    'ANSWER_INVALID',
  ];
}

export const bookingOperations = {
  confirm: defineOperation({
    method: 'post',
    path: '/booking_confirmation',
    testScenario: 'booking_confirmation',
    tag: 'Bookings',
    summary: 'Confirm a booking after payment',
    description:
      'Idempotent by the agent’s `reference`. 503 with Retry-After while the supplier has not answered: repeat the same request. ' +
      'The answer is the contract’s confirmation answer, not the booking: its `reference` is the **supplier’s** reference (yours is the `reference` you sent); ' +
      'the whole booking is at GET /v1/bookings/{reference}, by either. ' +
      'A product sold in time slots (GET /v1/products `time_slots`) needs `time` on a freesale confirmation. ' +
      'A product (or option) that asks booking questions (GET /v1/products `questions`) needs their `answers`, checked before anything is stored and sent to the supplier as they are. ' +
      'A freesale confirmation may cite a quote (`quote`, `quote_item`): it is charged that item exactly; with a reservation the hold’s price applies (cite the quote at the hold).',
    auth: true,
    idempotent: true,
    body: BookingConfirmationBody,
    response: R.BookingAnswer,
    supplierCodes: true,
    errors: [...bookingBodyErrors({ quoting: ['QUOTE_INVALID', 'QUOTE_EXPIRED', 'QUOTE_MISMATCH'] }), 'REFERENCE_IN_USE', ...SUPPLIER_FAILURES],
  }),
  update: defineOperation({
    method: 'post',
    path: '/booking_update',
    testScenario: 'booking_update',
    tag: 'Bookings',
    summary: 'Change a booking',
    description:
      'The confirmation’s body plus `booking`; what it leaves out stays as it is. `answers`, when given, replace all the booking’s; left out, its own are kept. ' +
      'Either way they are checked against the product’s questions of now for the booking as changed (a change of tickets needs per-ticket answers sent again).',
    auth: true,
    idempotent: true,
    body: BookingUpdateBody,
    response: R.BookingUpdateAnswer,
    supplierCodes: true,
    errors: [
      'BOOKING_NOT_FOUND',
      ...bookingBodyErrors({
        changing: ['REFERENCE_MISMATCH', 'SUPPLIER_MISMATCH', 'PRODUCT_MISMATCH', 'PAST_CUTOFF_DATE', 'BOOKING_CANCELLED', 'TICKET_REDEEMED'],
      }),
      'BOOKING_BUSY',
      ...SUPPLIER_FAILURES,
    ],
  }),
  cancel: defineOperation({
    method: 'post',
    path: '/booking_cancellation',
    testScenario: 'booking_cancellation',
    tag: 'Bookings',
    summary: 'Cancel a booking',
    description:
      'Before the cut-off of the cancellation terms locked on the booking (without terms: more than one day before the travel date, in the product’s ' +
      'time zone), else PAST_CUTOFF_DATE. Under terms, the refund they give at this moment is recorded on the booking (GET /v1/bookings `refund`) ' +
      'and carried by the booking_cancellation notification. GET /v1/booking_cancellation_quote says beforehand.',
    auth: true,
    idempotent: true,
    body: BookingCancellationBody,
    response: Empty,
    supplierCodes: true,
    errors: ['PAST_CUTOFF_DATE', 'TICKET_REDEEMED', 'BOOKING_CANCELLED', 'FORBIDDEN', 'BOOKING_NOT_FOUND', 'BOOKING_BUSY', ...SUPPLIER_FAILURES],
  }),
  supplierCancel: defineOperation({
    method: 'post',
    path: '/supplier_booking_cancellation',
    tag: 'Bookings',
    summary: 'Cancel a booking as its supplier',
    description:
      'For the product’s owner, or the delegate serving it: cancels one of its own bookings (named by its supplier reference or the agent’s) with a ' +
      '`reason` and an optional `message` for the customer. The refund is 100% of what was paid whatever the terms (`refund`); who cancelled and why ' +
      'are on the booking (`cancelled_by`, `cancellation_reason`, `cancellation_message`). The agent is sent a signed `booking.cancelled_by_supplier` ' +
      'notification (and the owner, when its delegate cancelled); the supplier’s own /booking_cancellation callback is not called. Open until the end of ' +
      'the travel date (product’s time zone). A cancelled booking answers 200 as it is, whoever cancelled it.',
    auth: true,
    idempotent: true,
    body: SupplierCancellationBody,
    response: R.BookingView,
    errors: ['PAST_CUTOFF_DATE', 'TICKET_REDEEMED', 'BOOKING_NOT_FOUND', 'BOOKING_BUSY'],
  }),
  quoteCancellation: defineOperation({
    method: 'get',
    path: '/booking_cancellation_quote',
    tag: 'Bookings',
    summary: 'What cancelling a booking would do now',
    description:
      'Under the cancellation terms locked on the booking at confirmation (or today’s rule without): whether it can be cancelled now, the refund ' +
      '(percent and amounts), the tier that gives it, and until when this answer holds. Changes nothing.',
    auth: true,
    query: BookingCancellationQuoteQuery,
    response: R.CancellationQuote,
    errors: ['BOOKING_CANCELLED', 'FORBIDDEN', 'BOOKING_NOT_FOUND'],
  }),
  list: defineOperation({
    method: 'get',
    path: '/bookings',
    tag: 'Bookings',
    summary: 'List bookings the caller sold, owns or supplies',
    auth: true,
    query: BookingsQuery,
    response: R.BookingViews,
    responseHeaders: {
      'X-Total-Count': 'Bookings matching the filters, all pages; left out with `count=false` and on a page read with `after`',
      'X-Next-Cursor': 'Pass as `after` for the next page; absent on the last page',
    },
    errors: ['INVALID_DATE'],
  }),
  find: defineOperation({
    method: 'get',
    path: '/bookings/:reference',
    tag: 'Bookings',
    summary: 'One booking',
    auth: true,
    params: ReferenceParams,
    response: R.BookingView,
    errors: ['BOOKING_NOT_FOUND'],
  }),
};

export function bookingRoutes({ guards, bookings }: { guards: Guards; bookings: Bookings }) {
  const router = new Router<AuthState>({ sensitive: true });
  const route = mountOperations(router, guards);

  route(bookingOperations.confirm, async (ctx) => {
    ctx.body = confirmationResponse(await bookings.confirm({ ...ctx.state, agent: ctx.state.account, body: ctx.state.input.body }));
  });

  route(bookingOperations.update, async (ctx) => {
    ctx.body = updateResponse(await bookings.update({ ...ctx.state, agent: ctx.state.account, body: ctx.state.input.body }));
  });

  route(bookingOperations.cancel, async (ctx) => {
    await bookings.cancel({ ...ctx.state, agent: ctx.state.account, reference: ctx.state.input.body.booking });
    ctx.body = {};
  });

  route(bookingOperations.supplierCancel, async (ctx) => {
    ctx.body = bookingView(await bookings.cancelBySupplier({ ...ctx.state, supplier: ctx.state.account, body: ctx.state.input.body }));
  });

  route(bookingOperations.quoteCancellation, async (ctx) => {
    ctx.body = await bookings.quoteCancellation({ ...ctx.state, agent: ctx.state.account, reference: ctx.state.input.query.booking });
  });

  route(bookingOperations.list, async (ctx) => {
    const { bookings: page, total, next } = await bookings.list({ ...ctx.state, query: ctx.state.input.query });
    if (total !== null) ctx.set('X-Total-Count', String(total));
    if (next) ctx.set('X-Next-Cursor', next);
    ctx.body = page.map(bookingView);
  });

  route(bookingOperations.find, async (ctx) => {
    ctx.body = bookingView(await bookings.find({ ...ctx.state, reference: ctx.state.input.params.reference }));
  });

  return router;
}
