/**
 * What the API answers about orders, as zod schemas: the OpenAPI document is generated from them
 * (src/openapi/), and the test suite checks every answer it receives against that document.
 */
import { z } from 'zod';
import { counts, currency, customer, isoDate, isoDateTime, money, pricesWithCurrency, slotTime } from '../answerFields.ts';
import { ORDER_STATUSES } from '../db/entities/index.ts';
import { ORDER_ITEM_STATUSES } from '../records/orders/view.ts';
import { CancellationQuote } from '../bookings/responses.ts';

const amounts = pricesWithCurrency;

export const OrderItemView = z
  .strictObject({
    index: z.number().int().min(0).meta({ description: 'The item’s position in the order, from 0 (`items[1]` in an Error-Detail, `1:` in a Test-Scenario)' }),
    status: z.enum(ORDER_ITEM_STATUSES).meta({
      description:
        'holding, held (its hold stands), ready (freesale: nothing to hold), refused (see `error`), released (its hold given back), confirming, confirmed, ' +
        'cancelling, cancelled, stuck (its supplier refused to undo it: see `error`)',
    }),
    error: z.string().nullable().meta({ description: 'Why the item was refused, or is stuck: the supplier’s code; null otherwise' }),
    supplier: z.string(),
    product: z.string(),
    product_name: z.string(),
    option: z.string().nullable(),
    date: isoDate,
    time: slotTime.nullable(),
    pickup: z.string().nullable(),
    ...counts,
    promotion: z.string().nullable(),
    freesale: z.boolean(),
    reservation: z.uuid().nullable().meta({ description: 'Our id of the item’s hold; null for a freesale item' }),
    expires: isoDateTime.nullable().meta({ description: 'Until when its hold stands; null for a freesale item' }),
    booking: z.string().nullable().meta({
      description: 'The item’s booking, once the order is confirmed: `<order reference>~<index>`, an ordinary booking (GET /v1/bookings/{reference})',
    }),
    supplier_reference: z.string().nullable(),
    quote: z.string().nullable().meta({ description: 'The quote the item cites (POST /v1/quotes), charged exactly as quoted; null: priced by the rates' }),
    quote_item: z.number().int().min(0).nullable().meta({ description: 'Which item of that quote; null without a quote' }),
    ...amounts,
  })
  .meta({ id: 'OrderItem' });

export const OrderView = z
  .strictObject({
    reference: z.string().meta({ description: 'The agent’s own reference of the order' }),
    status: z.enum(ORDER_STATUSES).meta({ description: 'docs/API.md, "Orders": the states' }),
    expires: isoDateTime.meta({ description: 'When the order’s hold ends: the earliest of its items’ holds (without one, the `expires` asked for)' }),
    customer,
    notes: z.string(),
    items: z.array(OrderItemView),
    totals: z
      .array(z.strictObject(amounts))
      .meta({ description: 'The basket’s price per currency, in the order the currencies first appear: amounts of two currencies are never added up' }),
    created_at: isoDateTime,
    confirmed_at: isoDateTime.nullable(),
    ended_at: isoDateTime.nullable().meta({ description: 'When it failed, got stuck, expired or was cancelled' }),
  })
  .meta({ id: 'Order' });
export const OrderViews = z.array(OrderView);

export const OrderCancellationQuote = z
  .strictObject({
    order: z.string(),
    cancellable: z
      .boolean()
      .meta({ description: 'Whether POST /v1/order_cancellation would be accepted now: every item that is not cancelled already can be' }),
    refunds: z
      .array(z.strictObject({ currency, rrp: money, net: money }))
      .meta({ description: 'What cancelling refunds, per currency (a held order: nothing was paid, nothing to refund)' }),
    items: z.array(
      z.strictObject({
        index: z.number().int().min(0),
        quote: CancellationQuote.nullable().meta({ description: 'The item’s booking’s quote (GET /v1/booking_cancellation_quote); null before confirmation' }),
        cancelled: z.boolean().meta({ description: 'Cancelled already: nothing more to do for it' }),
      }),
    ),
  })
  .meta({ id: 'OrderCancellationQuote' });
