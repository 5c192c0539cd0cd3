/** Examples of the order operations (issue 44): the story's agent books a boat tour and a museum visit of two suppliers together. */
import {
  CONFIRMED_AT,
  CREATED_AT,
  CUSTOMER,
  DATE,
  type ExamplesByOperation,
  NOTES,
  PRODUCT,
  PRODUCT_NAME,
  RESERVATION,
  SUPPLIER,
  SUPPLIER_REFERENCE,
  TIME,
} from './story.ts';

const ORDER = 'TRIP-1042';
/** The agent quoted the basket first (POST /v1/quotes): the boat tour cites its item 0, charged exactly that. */
const QUOTE = '5b2d8e71-0c4f-4a9e-9f13-6d7a2c8b4e05';
const MUSEUM_SUPPLIER = 'tickets@museum.example';
const EXPIRES = '2026-11-25T10:30:00.000Z';
const counts = (adult: number, child: number) => ({ adult, youth: 0, child, infant: 0, senior: 0, student: 0 });

/** The two items as the order holds them: the boat tour held at its supplier, the museum (freesale) priced and waiting. */
const boat = {
  index: 0,
  status: 'held',
  error: null,
  supplier: SUPPLIER,
  product: PRODUCT,
  product_name: PRODUCT_NAME,
  option: null,
  date: DATE,
  time: TIME,
  pickup: null,
  ...counts(2, 1),
  promotion: null,
  freesale: false,
  reservation: RESERVATION,
  expires: EXPIRES,
  booking: null,
  supplier_reference: null,
  quote: QUOTE,
  quote_item: 0,
  currency: 'EUR',
  rrp: 62.5,
  net: 50,
  discount: 0,
};
const museum = {
  ...boat,
  index: 1,
  status: 'ready',
  supplier: MUSEUM_SUPPLIER,
  product: 'MUSEUM',
  product_name: 'Maritime museum',
  time: null,
  ...counts(2, 0),
  freesale: true,
  reservation: null,
  expires: null,
  quote: null,
  quote_item: null,
  currency: 'GBP',
  rrp: 30,
  net: 24,
};
const HELD = {
  reference: ORDER,
  status: 'held',
  expires: EXPIRES,
  customer: CUSTOMER,
  notes: NOTES,
  items: [boat, museum],
  totals: [
    { currency: 'EUR', rrp: 62.5, net: 50, discount: 0 },
    { currency: 'GBP', rrp: 30, net: 24, discount: 0 },
  ],
  created_at: CREATED_AT,
  confirmed_at: null,
  ended_at: null,
};
const CONFIRMED = {
  ...HELD,
  status: 'confirmed',
  items: [
    { ...boat, status: 'confirmed', booking: `${ORDER}~0`, supplier_reference: SUPPLIER_REFERENCE },
    { ...museum, status: 'confirmed', booking: `${ORDER}~1`, supplier_reference: 'MM-55821' },
  ],
  confirmed_at: CONFIRMED_AT,
};
const BY_REFERENCE = { value: { order: ORDER } };
const ENDED_AT = '2026-11-25T10:16:00.000Z';

/** The agent's notifications of how the order ended (the `order.*` webhooks): the order as GET /v1/orders/{reference} answers it. */
export const ORDER_NOTIFICATION_EXAMPLES = {
  'order.confirmed': { confirmed: { summary: 'Both items confirmed, each an ordinary booking', value: CONFIRMED } },
  'order.failed': {
    failed: {
      summary: 'The museum sold out at the confirmation: the boat tour, confirmed first, was cancelled at its supplier',
      value: {
        ...HELD,
        status: 'failed',
        items: [
          { ...boat, status: 'cancelled', booking: `${ORDER}~0`, supplier_reference: SUPPLIER_REFERENCE },
          { ...museum, status: 'refused', error: 'SOLD_OUT' },
        ],
        ended_at: ENDED_AT,
      },
    },
  },
  'order.stuck': {
    stuck: {
      summary: 'The museum sold out, and the boat’s supplier refused to cancel it (past its cut-off): an operator must act',
      value: {
        ...HELD,
        status: 'stuck',
        items: [
          { ...boat, status: 'stuck', error: 'PAST_CUTOFF_DATE', booking: `${ORDER}~0`, supplier_reference: SUPPLIER_REFERENCE },
          { ...museum, status: 'refused', error: 'SOLD_OUT' },
        ],
        ended_at: ENDED_AT,
      },
    },
  },
};

export const ORDER_EXAMPLES: ExamplesByOperation = {
  'post /order': {
    body: {
      twoSuppliers: {
        summary: 'A boat tour (citing a quote’s item) and a museum visit, of two suppliers, held together for 15 minutes',
        value: {
          reference: ORDER,
          customer: CUSTOMER,
          notes: NOTES,
          expires: '2026-11-25T10:30:00Z',
          items: [
            { supplier: SUPPLIER, product: PRODUCT, date: DATE, time: TIME, adult: 2, child: 1, quote: QUOTE, quote_item: 0 },
            { supplier: MUSEUM_SUPPLIER, product: 'MUSEUM', date: DATE, adult: 2 },
          ],
        },
      },
    },
    answer: { summary: 'Held: the boat seats at their supplier, the museum (freesale) priced; totals per currency', value: HELD },
    error: { code: 'REFERENCE_IN_USE', summary: 'The reference belongs to an order with another basket' },
  },
  'post /order_confirmation': {
    body: { confirm: { summary: 'Confirm every item after payment', ...BY_REFERENCE } },
    answer: { summary: 'Every item confirmed: each an ordinary booking, `<reference>~<index>`', value: CONFIRMED },
    error: { code: 'RESERVATION_EXPIRED', summary: 'The order’s holds ended before the confirmation' },
  },
  'post /order_cancellation': {
    body: { cancel: { summary: 'Cancel the whole order, each item under its own terms', ...BY_REFERENCE } },
    answer: {
      summary: 'Cancelled at both suppliers',
      value: {
        ...CONFIRMED,
        status: 'cancelled',
        items: CONFIRMED.items.map((item) => ({ ...item, status: 'cancelled' })),
        ended_at: '2026-11-26T09:00:00.000Z',
      },
    },
    error: { code: 'PAST_CUTOFF_DATE', summary: 'An item can no longer be cancelled (Error-Detail names it); nothing changed' },
  },
  'get /order_cancellation_quote': {
    query: { order: ORDER },
    answer: {
      summary: 'Both cancellable now, with full refunds',
      value: {
        order: ORDER,
        cancellable: true,
        refunds: [
          { currency: 'EUR', rrp: 62.5, net: 50 },
          { currency: 'GBP', rrp: 30, net: 24 },
        ],
        items: [
          {
            index: 0,
            cancelled: false,
            quote: {
              booking: `${ORDER}~0`,
              cancellable: true,
              reason: null,
              currency: 'EUR',
              percent: 100,
              refund: { rrp: 62.5, net: 50 },
              tier: null,
              until: '2026-11-30T10:00:00.000Z',
              cutoff: '2026-11-30T10:00:00.000Z',
              cancellation: null,
            },
          },
          {
            index: 1,
            cancelled: false,
            quote: {
              booking: `${ORDER}~1`,
              cancellable: true,
              reason: null,
              currency: 'GBP',
              percent: 100,
              refund: { rrp: 30, net: 24 },
              tier: null,
              until: '2026-11-30T00:00:00.000Z',
              cutoff: '2026-11-30T00:00:00.000Z',
              cancellation: null,
            },
          },
        ],
      },
    },
    error: { code: 'ORDER_BUSY', summary: 'The order is being confirmed, undone or cancelled' },
  },
  'get /orders': {
    query: { status: 'confirmed', created_from: '2026-11-01', limit: 20 },
    answer: { summary: 'The agent’s confirmed orders made since November', value: [CONFIRMED] },
    error: { code: 'INVALID_DATE', summary: 'A date is not YYYY-MM-DD' },
  },
  'get /orders/:reference': {
    params: { reference: ORDER },
    answer: { summary: 'The order', value: CONFIRMED },
    error: { code: 'ORDER_NOT_FOUND', summary: 'No order of the caller with that reference' },
  },
};
