/** Examples of every notification the marketplace sends (the `webhooks` of both documents), in the story of story.ts. */
import type { NotificationEvent } from '../../db/entities/Notification.ts';
import {
  ADDED_TICKET_BARCODE,
  AGENT_REFERENCE,
  BOOKING_BODY,
  CURRENCY,
  DATE,
  NEXT_DATE,
  OPTION,
  PRICES,
  PRODUCT,
  SUPPLIER,
  TEST_NOTIFICATION_ID,
  TICKET_BARCODES,
  UPDATED_ANSWERS,
  type Example,
} from './story.ts';

/**
 * The published signature test vector (docs/SUPPLIERS.md, "Verifying a notification"): this
 * secret, id, timestamp and body give this signature, and during a rotation the two secrets give
 * both signatures, newest first. test/webhooks/testVector.test.ts checks the marketplace's signer
 * against it, and that the guide prints these very values. The secrets are test values: they sign
 * nothing real.
 */
export const SIGNATURE_TEST_VECTOR = {
  secret: 'whsec_dGlja2V0LW1hcmtldHBsYWNlIHRlc3QgdmVjdG9yIDE=',
  id: TEST_NOTIFICATION_ID,
  timestamp: '1764064800',
  body: '{"event":"test","account":"ops@harbour.example","sent":"2025-11-25T10:00:00.000Z","message":"A test notification you asked for (POST /v1/notifications/test): nothing happened to any booking."}',
  signature: 'v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=',
  rotation: {
    newSecret: 'whsec_dGlja2V0LW1hcmtldHBsYWNlIHRlc3QgdmVjdG9yIDI=',
    signature: 'v1,d3looQGh/tTg4WZNZU2sJ8ufbH2dDDNbflLj7JMXNb8= v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=',
  },
} as const;

/** The headers' examples: the test vector's. */
export const SIGNATURE_EXAMPLE = { id: SIGNATURE_TEST_VECTOR.id, timestamp: SIGNATURE_TEST_VECTOR.timestamp, signature: SIGNATURE_TEST_VECTOR.signature };

const REDEEMED_AT_SCAN = BOOKING_BODY.tickets.map((ticket, i) => ({ ...ticket, redeemed: i === 0 }));
/** AG-1042 after its update added a third adult: every ticket, the new one among them. */
const UPDATED_BODY = {
  ...BOOKING_BODY,
  adult: 3,
  tickets: [BOOKING_BODY.tickets[0]!, BOOKING_BODY.tickets[1]!, { type: 'adult', barcode: ADDED_TICKET_BARCODE, redeemed: false }, BOOKING_BODY.tickets[2]!],
  answers: UPDATED_ANSWERS,
};
const paid = { rrp: PRICES.rrp - PRICES.discount, net: PRICES.net - PRICES.discount };

export const NOTIFICATION_EXAMPLES: Record<NotificationEvent, Record<string, Example>> = {
  booking_confirmation: {
    confirmed: { summary: 'To the supplier: AG-1042 confirmed, with its barcodes', value: BOOKING_BODY },
    refused: {
      summary: 'To an agent told of an outcome after a 503: the supplier refused the booking',
      value: { ...BOOKING_BODY, supplier_reference: null, mobile: null, barcode: null, tickets: [], error: 'SOLD_OUT' },
    },
  },
  booking_update: { updated: { summary: 'A third adult added: every ticket listed, the new one too', value: UPDATED_BODY } },
  booking_cancellation: {
    cancelled: {
      summary: 'Cancelled 50 hours before departure, under the tour’s terms: 50% back',
      value: {
        ...BOOKING_BODY,
        cancelled: true,
        currency: CURRENCY,
        refund: { percent: 50, rrp: paid.rrp / 2, net: paid.net / 2, tier: { hours_before: 48, percent: 50 } },
      },
    },
  },
  ticket_redemption: {
    redeemed: {
      summary: 'The first adult’s ticket scanned at the quay',
      value: { ...BOOKING_BODY, tickets: REDEEMED_AT_SCAN, reference: AGENT_REFERENCE, ticket: { type: 'adult', barcode: TICKET_BARCODES[0] } },
    },
  },
  'booking.cancelled_by_supplier': {
    weather: {
      summary: 'The supplier called the trip off for a storm: 100% back',
      value: {
        ...BOOKING_BODY,
        cancelled: true,
        cancelled_by: 'supplier',
        reason: 'WEATHER',
        message: 'A storm warning closes the harbour that day. You get everything back.',
        currency: CURRENCY,
        refund: { percent: 100, ...paid, tier: null },
      },
    },
  },
  'availability.updated': {
    changed: {
      summary: 'Two days of the tour changed (a sale at the supplier’s desk, or here)',
      value: { supplier: SUPPLIER, product: PRODUCT, option: OPTION, dates: [DATE, NEXT_DATE], sequence: 1042 },
    },
  },
  'rates.updated': {
    changed: {
      summary: 'The supplier replaced the tour’s rate table today: prices from today on may differ',
      value: { supplier: SUPPLIER, product: PRODUCT, currency: CURRENCY, from: '2026-11-25', sequence: 1043 },
    },
  },
  test: {
    test: {
      summary: 'What POST /v1/notifications/test sends (the body of the signature test vector)',
      value: JSON.parse(SIGNATURE_TEST_VECTOR.body) as unknown,
    },
  },
};
