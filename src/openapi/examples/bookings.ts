/** Examples of the reservation and booking operations (see story.ts). */
import {
  ADDED_TICKET_BARCODE,
  AGENT_REFERENCE,
  ANSWERS,
  BOOKING_BARCODE,
  BOOKING_VIEW,
  CANCELLATION_TERMS,
  CURRENCY,
  CUSTOMER,
  DATE,
  type ExamplesByOperation,
  NOTES,
  OPTION,
  PICKUP,
  PRICES,
  PRODUCT,
  PROMOTION,
  RESERVATION,
  SUPPLIER,
  SUPPLIER_REFERENCE,
  TICKET_BARCODES,
  TIME,
  UPDATE_RESERVATION,
  UPDATED_ANSWERS,
  UPDATED_PRICES,
} from './story.ts';

const TICKETS = [
  { type: 'adult', barcode: TICKET_BARCODES[0] },
  { type: 'adult', barcode: TICKET_BARCODES[1] },
  { type: 'child', barcode: TICKET_BARCODES[2] },
];

export const BOOKING_EXAMPLES: ExamplesByOperation = {
  'post /reservation': {
    body: {
      reservation: {
        summary: '2 adults and a child on the 10:00 departure, held for 15 minutes',
        value: {
          supplier: SUPPLIER,
          product: PRODUCT,
          option: OPTION,
          promotion: PROMOTION,
          date: DATE,
          time: TIME,
          pickup: PICKUP,
          adult: 2,
          child: 1,
          expires: '2026-11-25T10:30:00Z',
        },
      },
      quoted: {
        summary: 'The same seats at the price a quote gave (POST /v1/quotes), its first item',
        value: {
          supplier: SUPPLIER,
          product: PRODUCT,
          option: OPTION,
          promotion: PROMOTION,
          date: DATE,
          time: TIME,
          adult: 2,
          child: 1,
          quote: '7c1e4b2a-9d3f-4e58-b6a0-2f8c5d1e9a37',
          quote_item: 0,
          expires: '2026-11-25T10:30:00Z',
        },
      },
    },
    answer: {
      summary: 'Held; the price is locked (totals, before discount, and the discount, in the currency named)',
      value: { reservation: RESERVATION, currency: CURRENCY, ...PRICES },
    },
    error: { code: 'SOLD_OUT', summary: 'The supplier has no seats left' },
  },
  'post /reservation_cancellation': {
    body: { release: { summary: 'Release the hold', value: { reservation: RESERVATION } } },
    answer: { summary: 'Released (or already expired or released)', value: {} },
    error: { code: 'RESERVATION_INVALID', summary: 'Unknown, another agent’s, or used by a booking' },
  },
  'post /reservation_extension': {
    body: { extend: { summary: 'The customer needs ten more minutes to pay', value: { reservation: RESERVATION, expires: '2026-11-25T10:40:00Z' } } },
    answer: { summary: 'The supplier agreed: held until the new expires', value: { reservation: RESERVATION, expires: '2026-11-25T10:40:00.000Z' } },
    error: { code: 'NOT_SUPPORTED', summary: 'This product’s supplier does not extend holds' },
  },
  'post /booking_confirmation': {
    body: {
      reservation: {
        summary: 'Book the held seats after payment, answering the tour’s questions: a name per ticket, the hotel pickup once',
        value: {
          reservation: RESERVATION,
          reference: AGENT_REFERENCE,
          product: PRODUCT,
          option: OPTION,
          date: DATE,
          time: TIME,
          pickup: PICKUP,
          adult: 2,
          child: 1,
          customer: CUSTOMER,
          notes: NOTES,
          answers: ANSWERS,
        },
      },
    },
    answer: {
      summary: 'Confirmed by the supplier: its reference, the booking’s barcode and one per ticket',
      value: { mobile: true, reference: SUPPLIER_REFERENCE, barcode: BOOKING_BARCODE, currency: CURRENCY, ...PRICES, tickets: TICKETS },
    },
    error: { code: 'QUESTION_UNANSWERED', summary: 'A required question has no answer (Error-Detail names it and the ticket)' },
  },
  'post /booking_update': {
    body: {
      add: {
        summary: 'A third adult, with a hold for exactly the added ticket; the tickets change, so the names are sent again (the child is now ticket 3)',
        value: { booking: AGENT_REFERENCE, reservation: UPDATE_RESERVATION, adult: 3, child: 1, answers: UPDATED_ANSWERS },
      },
      answers: {
        summary: 'A passenger’s name corrected: all the answers, replacing the booking’s',
        value: { booking: AGENT_REFERENCE, answers: ANSWERS.map((a) => (a.ticket === 1 ? { ...a, value: 'Jorge López' } : a)) },
      },
    },
    answer: {
      summary: 'Accepted by the supplier: every ticket, priced again, and what the update added to the price',
      value: {
        mobile: true,
        reference: SUPPLIER_REFERENCE,
        barcode: BOOKING_BARCODE,
        currency: CURRENCY,
        ...UPDATED_PRICES,
        price_difference: {
          currency: CURRENCY,
          rrp: UPDATED_PRICES.rrp - PRICES.rrp,
          net: UPDATED_PRICES.net - PRICES.net,
          discount: UPDATED_PRICES.discount - PRICES.discount,
        },
        tickets: [...TICKETS, { type: 'adult', barcode: ADDED_TICKET_BARCODE }],
      },
    },
    error: { code: 'PAST_CUTOFF_DATE', summary: 'On or after the travel date, in the product’s time zone' },
  },
  'post /booking_cancellation': {
    body: { cancel: { summary: 'Cancel by the agent’s reference (or the supplier’s)', value: { booking: AGENT_REFERENCE } } },
    answer: { summary: 'Cancelled', value: {} },
    error: { code: 'PAST_CUTOFF_DATE', summary: 'The travel date is tomorrow or past' },
  },
  'post /supplier_booking_cancellation': {
    body: {
      weather: {
        summary: 'The supplier cancels for a storm warning, with a word for the customer',
        value: {
          booking: SUPPLIER_REFERENCE,
          reason: 'WEATHER',
          message: 'A storm warning closes the harbour on 1 December. You get everything back; we hope to see you another day.',
        },
      },
      overbooked: { summary: 'By the agent’s reference, without a message', value: { booking: AGENT_REFERENCE, reason: 'OVERBOOKED' } },
    },
    answer: {
      summary: 'Cancelled by the supplier: 100% refunded of what was paid, whatever the terms',
      value: {
        ...BOOKING_VIEW,
        cancelled: true,
        status: 'cancelled',
        cancelled_at: '2026-11-28T07:40:03.518Z',
        refund: { percent: 100, rrp: PRICES.rrp - PRICES.discount, net: PRICES.net - PRICES.discount, tier: null },
        cancelled_by: 'supplier',
        cancellation_reason: 'WEATHER',
        cancellation_message: 'A storm warning closes the harbour on 1 December. You get everything back; we hope to see you another day.',
      },
    },
    error: { code: 'TICKET_REDEEMED', summary: 'A ticket of the booking was scanned: it was used, and cannot be cancelled' },
  },
  'get /booking_cancellation_quote': {
    query: { booking: AGENT_REFERENCE },
    answer: {
      summary: '69 hours before the 10:00 departure: the 48-hour tier, half of what was paid, until 48 hours before',
      value: {
        booking: AGENT_REFERENCE,
        cancellable: true,
        reason: null,
        currency: CURRENCY,
        percent: 50,
        refund: { rrp: 31.25, net: 24.5 },
        tier: { hours_before: 48, percent: 50 },
        until: '2026-11-29T09:00:00.000Z',
        cutoff: '2026-11-30T09:00:00.000Z',
        cancellation: CANCELLATION_TERMS,
      },
    },
    error: { code: 'BOOKING_CANCELLED', summary: 'The booking is cancelled (or being cancelled) already' },
  },
  'get /bookings': {
    query: { as: 'agent', product: PRODUCT, travel_from: '2026-12-01', travel_to: '2026-12-31', offset: 0, limit: 50 },
    answer: { summary: 'The agent’s bookings of the boat tour in December, newest first', value: [BOOKING_VIEW] },
    error: { code: 'INVALID_DATE', summary: '`travel_from` is not a calendar date' },
  },
  'get /bookings/:reference': {
    params: { reference: AGENT_REFERENCE },
    answer: { summary: 'The booking, by the agent’s reference', value: BOOKING_VIEW },
    error: { code: 'BOOKING_NOT_FOUND', summary: 'No booking the caller may see has this reference' },
  },
};
