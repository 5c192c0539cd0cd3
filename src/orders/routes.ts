import { Router } from '@koa/router';
import type { Guards } from '../http/guards.ts';
import { defineOperation, mountOperations, SUPPLIER_FAILURES } from '../http/operation.ts';
import type { AuthState } from '../http/state.ts';
import { orderBody } from '../records/orders/view.ts';
import type { Orders } from './orders.ts';
import * as R from './responses.ts';
import { OrderBody, OrderParams, OrderReferenceBody, OrderReferenceQuery, OrdersQuery } from './schemas.ts';

/** What any item's planning may refuse (named in Error-Detail as `items[i]: …`). */
const ITEM_REFUSALS = [
  'INVALID_COUNTS',
  'INVALID_DATE',
  'NO_RATE',
  'PROMOTION_INVALID',
  'PAST_CUTOFF_DATE',
  'FORBIDDEN',
  'PRODUCT_NOT_FOUND',
  'OPTION_NOT_FOUND',
  'QUESTION_UNANSWERED',
  'ANSWER_INVALID',
  'QUOTE_INVALID',
  'QUOTE_EXPIRED',
  'QUOTE_MISMATCH',
] as const;

export const orderOperations = {
  create: defineOperation({
    method: 'post',
    path: '/order',
    testScenario: 'order',
    tag: 'Orders',
    summary: 'Hold a basket of 1 to 20 items, from any suppliers, all or nothing',
    description:
      'Plans every item (grant, product, option, price: as a reservation, or for a product sold without one, a freesale confirmation), refusing the whole order ' +
      'on any item’s bad input before anything is stored (Error-Detail names the item: `items[2]: …`); then holds every held item at its supplier at once. ' +
      'An item citing a quote (`quote`, `quote_item`: POST /v1/quotes) is charged exactly that quote item, as a hold citing it would be; an expired ' +
      'one is QUOTE_EXPIRED, naming the item. ' +
      'If any hold is refused, those made are released and the order is `failed`, each refused item naming its code (200: the order is what it became). ' +
      'Idempotent by the agent’s `reference`: a repeat answers the same order (503 with Retry-After while a supplier is still being asked); the same reference with another basket is 409 REFERENCE_IN_USE.',
    auth: true,
    idempotent: true,
    body: OrderBody,
    response: R.OrderView,
    errors: ['INVALID_EXPIRES', 'DUPLICATE_ITEM', 'REFERENCE_IN_USE', ...ITEM_REFUSALS, ...SUPPLIER_FAILURES, 'SERVICE_UNAVAILABLE'],
  }),
  confirm: defineOperation({
    method: 'post',
    path: '/order_confirmation',
    testScenario: 'order_confirmation',
    tag: 'Orders',
    summary: 'Confirm every item of a held order, all or nothing',
    description:
      'Every item becomes a booking (`<reference>~<index>`, an ordinary booking from then on) and is confirmed at its supplier, all at once. If one is refused, ' +
      'those confirmed are cancelled at their suppliers and the other holds released: the order is `failed`. A supplier that refuses such an undo leaves the ' +
      'order `stuck` (an operator acts; the item says which and why). A supplier that is down is retried until it answers: 503 with Retry-After meanwhile; ' +
      'repeat the same request (one order, one booking per item). A held order whose holds ended is RESERVATION_EXPIRED. A freesale item ' +
      'that cites a quote cites it again here, as a freesale confirmation does: expired by now, QUOTE_EXPIRED naming the item, and the order stays held.',
    auth: true,
    idempotent: true,
    body: OrderReferenceBody,
    response: R.OrderView,
    errors: [
      'ORDER_NOT_FOUND',
      'ORDER_BUSY',
      'ORDER_CANCELLED',
      'RESERVATION_EXPIRED',
      'RESERVATION_INVALID',
      'REFERENCE_IN_USE',
      ...ITEM_REFUSALS,
      ...SUPPLIER_FAILURES,
      'SERVICE_UNAVAILABLE',
    ],
  }),
  cancel: defineOperation({
    method: 'post',
    path: '/order_cancellation',
    testScenario: 'order_cancellation',
    tag: 'Orders',
    summary: 'Cancel a whole order',
    description:
      'A held order: its holds are released. A confirmed order: each booking is cancelled under its own terms (GET /v1/order_cancellation_quote says beforehand); ' +
      'every one not cancelled already must be cancellable now, else that item’s code (Error-Detail names it) and nothing changes. A supplier that refuses ' +
      'leaves its booking confirmed and the order `stuck`. A cancelled, failed or expired order answers as it is.',
    auth: true,
    idempotent: true,
    body: OrderReferenceBody,
    response: R.OrderView,
    errors: ['ORDER_NOT_FOUND', 'ORDER_BUSY', 'PAST_CUTOFF_DATE', 'TICKET_REDEEMED', 'BOOKING_BUSY', ...SUPPLIER_FAILURES, 'SERVICE_UNAVAILABLE'],
  }),
  quoteCancellation: defineOperation({
    method: 'get',
    path: '/order_cancellation_quote',
    tag: 'Orders',
    summary: 'What cancelling a whole order would do now',
    description:
      'Each item’s booking’s quote (as GET /v1/booking_cancellation_quote), whether the whole order can be cancelled now, and the refunds per currency. Changes nothing.',
    auth: true,
    query: OrderReferenceQuery,
    response: R.OrderCancellationQuote,
    errors: ['ORDER_NOT_FOUND', 'ORDER_BUSY', 'ORDER_CANCELLED'],
  }),
  list: defineOperation({
    method: 'get',
    path: '/orders',
    tag: 'Orders',
    summary: 'List the caller’s orders',
    description:
      'Newest first. Page by `after` (the `X-Next-Cursor` of the page before: an order made meanwhile moves nothing, and a deep page costs what the first does) ' +
      'or by `offset`; `count=false` leaves out `X-Total-Count`.',
    auth: true,
    query: OrdersQuery,
    response: R.OrderViews,
    responseHeaders: {
      'X-Total-Count': 'Orders matching the filters, all pages; left out with `count=false` and on a page read with `after`',
      'X-Next-Cursor': 'Pass as `after` for the next page; absent on the last page',
    },
    errors: ['INVALID_DATE'],
  }),
  find: defineOperation({
    method: 'get',
    path: '/orders/:reference',
    tag: 'Orders',
    summary: 'One order',
    auth: true,
    params: OrderParams,
    response: R.OrderView,
    errors: ['ORDER_NOT_FOUND'],
  }),
};

export function orderRoutes({ guards, orders }: { guards: Guards; orders: Orders }) {
  const router = new Router<AuthState>({ sensitive: true });
  const route = mountOperations(router, guards);

  route(orderOperations.create, async (ctx) => {
    ctx.body = orderBody(await orders.create({ ...ctx.state, agent: ctx.state.account, body: ctx.state.input.body }));
  });

  route(orderOperations.confirm, async (ctx) => {
    ctx.body = orderBody(await orders.confirm({ ...ctx.state, agent: ctx.state.account, reference: ctx.state.input.body.order }));
  });

  route(orderOperations.cancel, async (ctx) => {
    ctx.body = orderBody(await orders.cancel({ ...ctx.state, agent: ctx.state.account, reference: ctx.state.input.body.order }));
  });

  route(orderOperations.quoteCancellation, async (ctx) => {
    ctx.body = await orders.quoteCancellation({ ...ctx.state, agent: ctx.state.account, reference: ctx.state.input.query.order });
  });

  route(orderOperations.list, async (ctx) => {
    const { orders: page, total, next } = await orders.list({ ...ctx.state, query: ctx.state.input.query });
    if (total !== null) ctx.set('X-Total-Count', String(total));
    if (next) ctx.set('X-Next-Cursor', next);
    ctx.body = page.map(orderBody);
  });

  route(orderOperations.find, async (ctx) => {
    ctx.body = orderBody(await orders.find({ ...ctx.state, agent: ctx.state.account, reference: ctx.state.input.params.reference }));
  });

  return router;
}
