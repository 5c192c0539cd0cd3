/** Examples of the redemption, barcode prefix and report operations (see story.ts). */
import {
  AGENT,
  AGENT_NAME,
  AGENT_REFERENCE,
  BARCODE_PREFIX,
  COUNTS,
  CURRENCY,
  CUSTOMER,
  DATE,
  type ExamplesByOperation,
  NOTES,
  OPTION,
  OPTION_NAME,
  type OperationExamples,
  PRICES,
  PRODUCT,
  PRODUCT_NAME,
  REDEEMED_AT,
  SUPPLIER,
  SUPPLIER_NAME,
  SUPPLIER_REFERENCE,
  TICKET_BARCODES,
  TICKET_ID,
  TIME,
} from './story.ts';

const REDEEM: OperationExamples = {
  body: { ticket: { summary: 'A scanned ticket barcode', value: { barcode: TICKET_BARCODES[0] } } },
  answer: {
    summary: 'One adult ticket redeemed, on the travel date',
    value: {
      id: TICKET_ID,
      type: 'ticket',
      agent: AGENT,
      agent_name: AGENT_NAME,
      agent_reference: AGENT_REFERENCE,
      supplier: SUPPLIER,
      supplier_name: SUPPLIER_NAME,
      supplier_reference: SUPPLIER_REFERENCE,
      status: 'confirmed',
      freesale: false,
      cancelled: false,
      cancelled_at: null,
      redeemed: true,
      redeemed_at: REDEEMED_AT,
      mobile: true,
      product: PRODUCT,
      product_name: PRODUCT_NAME,
      option: OPTION,
      option_name: OPTION_NAME,
      date: DATE,
      time: TIME,
      ...COUNTS,
      customer: CUSTOMER,
      alias: null,
      barcode: TICKET_BARCODES[0],
      notes: NOTES,
    },
  },
  error: { code: 'TICKET_REDEEMED', summary: 'The ticket was scanned before' },
};

/** A redeemed ticket as the reconciliation report shows it: its unit price as sold. */
const row = (barcode: string, ticketType: 'adult' | 'child', redeemedAt: string, prices: { rrp: number; net: number; discount: number }) => ({
  redeemed_at: redeemedAt,
  agent_reference: AGENT_REFERENCE,
  order_reference: null,
  supplier_reference: SUPPLIER_REFERENCE,
  product: PRODUCT,
  product_name: PRODUCT_NAME,
  option: OPTION,
  date: DATE,
  ticket_type: ticketType,
  barcode,
  currency: CURRENCY,
  ...prices,
  counterpart: AGENT,
  counterpart_name: AGENT_NAME,
});

export const REDEMPTION_EXAMPLES: ExamplesByOperation = {
  'post /redeem_booking': REDEEM,
  'post /redeem': REDEEM,
  'post /accounts/redeem': REDEEM,
  'put /barcode_prefixes/:prefix': {
    params: { prefix: BARCODE_PREFIX },
    body: { empty: { summary: 'No body, or an empty object', value: {} } },
    answer: { summary: 'Registered: unknown barcodes starting with it are looked up at the caller', value: { prefix: BARCODE_PREFIX } },
    error: { code: 'PREFIX_TAKEN', summary: 'Another account’s prefix starts with it, or it starts with one' },
  },
  'delete /barcode_prefixes/:prefix': {
    params: { prefix: BARCODE_PREFIX },
    body: { empty: { summary: 'No body, or an empty object', value: {} } },
    answer: { summary: 'Removed (or the caller had none)', value: {} },
    error: { code: 'INVALID_REQUEST', summary: 'A prefix with characters other than letters, digits and `-`' },
  },
  'get /barcode_prefixes': {
    answer: { summary: 'The caller’s prefixes', value: [BARCODE_PREFIX] },
    error: { code: 'UNAUTHORIZED', summary: 'No credentials, or a wrong identifier or token' },
  },

  // --- Reports -------------------------------------------------------------------------------------
  'get /reports/reconciliation': {
    query: { from: '2026-12-01', to: '2026-12-31', as: 'supplier', format: 'json' },
    answer: {
      summary: 'The supplier’s redeemed tickets in December, oldest first',
      value: [
        row(TICKET_BARCODES[0], 'adult', REDEEMED_AT, { rrp: 27.5, net: 22, discount: 2.5 }),
        row(TICKET_BARCODES[1], 'adult', '2026-12-01T08:55:14.020Z', { rrp: 27.5, net: 22, discount: 2.5 }),
        row(TICKET_BARCODES[2], 'child', '2026-12-01T08:55:15.730Z', { rrp: 12.5, net: 10, discount: 0 }),
      ],
    },
    error: { code: 'DATE_RANGE_TOO_LARGE', summary: 'More than 366 days from `from` to `to`' },
  },
  'get /reports/invoice': {
    query: { month: '2026-12', as: 'supplier', format: 'json' },
    answer: {
      summary: 'December’s redeemed tickets, per agent and product',
      value: [
        {
          counterpart: AGENT,
          counterpart_name: AGENT_NAME,
          product: PRODUCT,
          product_name: PRODUCT_NAME,
          currency: CURRENCY,
          tickets: 3,
          ...PRICES,
          orders: '',
        },
      ],
    },
    error: { code: 'INVALID_DATE', summary: '`month` is not YYYY-MM' },
  },
};
