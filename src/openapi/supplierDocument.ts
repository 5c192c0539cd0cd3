import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { BookingAnswer, ReservationAnswer } from '../suppliers/supplierAnswers.ts';
import { SupplierProducts } from '../catalog/products.ts';
import { daySchema } from '../domain/availability.ts';
import { TICKET_TYPES } from '../domain/ticketTypes.ts';
import { LookupAnswer } from '../redemption/lookup.ts';
import { ErrorBody } from '../answerFields.ts';
import { BookingAnswerItem } from '../bookings/responses.ts';
import { notificationWebhooks } from './webhooks.ts';

/**
 * The other side of the contract: the callbacks we call under a supplier's `callback_url`
 * (`GET /openapi/supplier.json`). Answers use the schemas the service parses supplier answers
 * with (the conformance kit uses the same); requests are what the activities send
 * (activities/reservations, activities/bookings, src/catalog, src/redemption).
 */
const counts = Object.fromEntries(TICKET_TYPES.map((t) => [t, z.number().int().min(0)])) as Record<(typeof TICKET_TYPES)[number], z.ZodNumber>;
const agent = z.string().meta({ description: 'The selling account’s identifier (email or domain)' });
const sale = {
  agent,
  product: z.string(),
  option: z.string().nullable(),
  date: z.string().meta({ format: 'date' }),
  time: z.string().nullable().meta({ description: 'HH:MM, local to the product; null for a whole-day product' }),
  pickup: z.string().nullable(),
  ...counts,
};
const customer = z.record(z.string(), z.string());

const ReservationRequest = z.object({ ...sale, expires: z.string().meta({ format: 'date-time', description: 'Seats must stay held until then' }) });
const ReservationCancellationRequest = z.object({ reservation: z.string(), agent });
const ReservationExtensionRequest = z.object({
  reservation: z.string().meta({ description: 'Your reservation code' }),
  agent,
  expires: z.string().meta({ format: 'date-time', description: 'Hold the seats until then (always later than the hold’s current expires)' }),
});
const answers = z
  .array(BookingAnswerItem)
  .optional()
  .meta({
    description:
      'Only for a product (or option) for which you declared `questions` in GET /products, and then always (an empty list when nothing optional was answered): ' +
      'the agent’s answers as it sent them, `{question, value, ticket?}`, `ticket` being the 0-based position of the ticket in the order the counts expand ' +
      '(adult, youth, child, infant, senior, student). We checked them against your declaration as we last read it: every required question answered (per ' +
      'ticket: for every ticket), each value of its type. Absent for every other product: its body is exactly the contract’s. On an update: all the booking’s answers, ' +
      'as they are after it.',
  });
const ConfirmationRequest = z.object({
  reservation: z.string().nullable().meta({ description: 'Your reservation code; null for freesale' }),
  reference: z.string().meta({ description: 'The agent’s own reference, for contacting the agent' }),
  ...sale,
  customer,
  notes: z.string(),
  answers,
});
const UpdateRequest = ConfirmationRequest.extend({
  booking: z.string().meta({ description: 'Your reference returned at confirmation' }),
  reservation: z.string().nullable().meta({ description: 'Your reservation code covering added tickets, if any' }),
  time_slot: z.string().nullable().meta({ description: 'The same as time (the contract’s sample names it so)' }),
});
const BookingCancellationRequest = z.object({ booking: z.string(), agent, reference: z.string() });

const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header' as const,
  required: true,
  description:
    'A UUID per request, the same on every retry of it. A repeat with the same key must not be performed again and must get exactly the same status, ' +
    'headers and body. Keep each key at least 7 days after your last answer to it: a request you did not answer comes again with its key (docs/CONTRACT.md, Limits 5).',
  schema: { type: 'string' as const },
};

const refusal = { description: 'A refusal: `{"error": CODE}`', content: { 'application/json': { schema: ErrorBody } } };

function post(operationId: string, summary: string, body: z.ZodType, answer: z.ZodType, description?: string): ZodOpenApiOperationObject {
  return {
    operationId,
    summary,
    ...(description ? { description } : {}),
    parameters: [idempotencyKey],
    requestBody: { required: true, content: { 'application/json': { schema: body } } },
    responses: { 200: { description: 'Done', content: { 'application/json': { schema: answer } } }, 400: refusal },
  };
}

/** Every callback of the contract (and the declared extensions), as the marketplace calls it. */
const CALLBACKS: ZodOpenApiPathsObject = {
  '/products': {
    get: {
      operationId: 'listProducts',
      summary: 'List your products',
      description:
        'Optional `cancellation` terms on a product and on an option (an option’s own override its product’s): `cutoff_hours` (0–8760) before the start ' +
        '(travel date and time, or the date’s 00:00 for a whole-day product, in `time_zone`; real hours) cancelling is allowed until, and `refunds`, at most 10 ' +
        'tiers `{hours_before, percent}` with `hours_before` strictly descending (the first the time left reaches gives the percent, none: 0%; omitted: 100%). ' +
        'Without terms: more than one day before the travel date, 100%. Invalid terms make the whole answer malformed: it is refused and nothing stored changes. ' +
        'A booking keeps the terms it was confirmed under. ' +
        'Optional booking `questions` on a product and on an option (an option’s are asked after its product’s; one id per question across both): at most 30 ' +
        'of `{id, label, type, choices, required, per}`, `id` of letters, digits, `_`, `-`, `.` (1–64), `type` one of text, number, date, choice (with ' +
        '`choices`, 1–50 distinct strings; no other type has them), yes_no, `per` booking or ticket. Agents must answer every required one; the answers reach ' +
        'your /booking_confirmation and /booking_update as `answers`. An invalid declaration makes the whole answer malformed, as invalid terms do. ' +
        'Optional `time_slots` on a product and on an option (an option’s own replace its product’s; `[]`: sold for the whole day): the departure ' +
        'times you sell, HH:MM local to `time_zone`, each once, at most 96. Declare them for a product you answer in the time-slot form (`times`): agents ' +
        'then know before they ask availability that a sale names a slot in `time`, and the marketplace’s simulated supplier (test mode) answers in them.',
      responses: { 200: { description: 'Keyed by product code', content: { 'application/json': { schema: SupplierProducts } } } },
    },
  },
  '/availability': {
    get: {
      operationId: 'getAvailability',
      summary: 'Availability for every day of a range',
      requestParams: {
        query: z.object({
          agent,
          product: z.string(),
          option: z.string().optional(),
          from: z.string().meta({ format: 'date' }),
          to: z.string().meta({ format: 'date', description: 'Inclusive: answer every day from `from` to `to`' }),
        }),
      },
      responses: {
        200: { description: 'Keyed by date, one form per date', content: { 'application/json': { schema: z.record(z.string(), daySchema) } } },
        400: refusal,
      },
    },
  },
  '/reservation': {
    post: post(
      'reserve',
      'Hold seats until `expires`',
      ReservationRequest,
      ReservationAnswer,
      'Hold the seats until `expires` (UTC, at most 24 hours ahead); `time` names the slot of a product sold in time slots, null for a whole day. ' +
        'Refusals: SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE.',
    ),
  },
  '/reservation_cancellation': {
    post: post('cancelReservation', 'Release a reservation', ReservationCancellationRequest, z.looseObject({}), 'Any 2xx is success.'),
  },
  '/reservation_extension': {
    post: post(
      'extendReservation',
      'Hold a reservation’s seats longer (only once declared)',
      ReservationExtensionRequest,
      z.looseObject({}),
      'Called only after you declared the `reservation_extension` capability (PATCH /v1/account `capabilities`), when an agent asks for more time. ' +
        'Any 2xx means the seats stay held until `expires`; until then the old expires holds. Refusals: RESERVATION_INVALID, RESERVATION_EXPIRED, SOLD_OUT, NOT_AVAILABLE, EXTENSION_LIMIT (your own limit).',
    ),
  },
  '/booking_confirmation': {
    post: post(
      'confirmBooking',
      'Confirm a booking',
      ConfirmationRequest,
      BookingAnswer,
      'Must not fail within the reservation’s hold. One ticket per requested ticket. `answers` only for a product for which you declared questions; ' +
        'you may refuse an answer with ANSWER_INVALID or QUESTION_UNANSWERED (the agent gets the same code).',
    ),
  },
  '/booking_update': {
    post: post(
      'updateBooking',
      'Update a booking',
      UpdateRequest,
      BookingAnswer,
      'The body is the booking as it is to be: the counts are the new totals, `date`, `time` (also as `time_slot`), `option` and `pickup` the new ones. ' +
        '`reservation` is your code of a hold made for this update, covering only what it adds: added tickets (2 adults to 3: a hold of 1 adult, on the ' +
        'booking’s date and slot); a new date, time or option: a hold of the whole new party there. Null when nothing is added (fewer tickets, or only the ' +
        'customer, notes or pickup change). The held seats become the booking’s; release those it no longer uses (the old date or slot, tickets removed). ' +
        'The answer lists all tickets; reference and barcodes may change. The marketplace refuses agents’ updates on or after the travel date and once a ' +
        'ticket is redeemed, so accept every update you receive.',
    ),
  },
  '/booking_cancellation': { post: post('cancelBooking', 'Cancel a booking', BookingCancellationRequest, z.looseObject({}), 'Any 2xx is success.') },
  '/barcode_lookup': {
    get: {
      operationId: 'lookUpBarcode',
      summary: 'Describe a barcode the marketplace has never seen (prefix owners only)',
      description:
        'Asked only about a barcode that matches a prefix you registered (PUT /v1/barcode_prefixes/:prefix) and that the marketplace has never seen. ' +
        'A cancelled booking is answered 400 `{"error": "BARCODE_INVALID"}`, as an unknown barcode is (the contract; the conformance kit checks it). ' +
        '`cancelled` is in the answer’s schema because a 200 with `cancelled: true` is taken too: the booking is imported cancelled and the scan refused ' +
        'BOOKING_CANCELLED.',
      requestParams: { query: z.object({ supplier: z.string().meta({ description: 'The account that scanned it' }), barcode: z.string() }) },
      responses: {
        200: { description: 'The booking, `ticket` being the scanned one', content: { 'application/json': { schema: LookupAnswer } } },
        400: { description: 'Unknown or cancelled: `{"error": "BARCODE_INVALID"}`', content: { 'application/json': { schema: ErrorBody } } },
      },
    },
  },
};

export function supplierCallbacksDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Ticket marketplace: supplier callbacks',
      version: '1',
      description:
        'What a supplier implements under its `callback_url`: the marketplace calls these. HTTP Basic from the URL’s user-info. ' +
        'A 5xx or a dropped connection is retried with the same Idempotency-Key. `npm run conformance` checks an implementation; docs/SUPPLIERS.md is the guide, ' +
        'docs/CONTRACT.md the contract.\n\n' +
        '**Notifications** are the `webhooks`: every event the marketplace posts to your `notification_url` (`POST {notification_url}/<event>`), with ' +
        'its headers (the Standard Webhooks signature among them) and its body.',
    },
    servers: [
      { url: '{callback_url}', variables: { callback_url: { default: 'https://supplier.example/callbacks', description: 'The account’s callback_url' } } },
    ],
    security: [{ basic: [] }],
    components: { securitySchemes: { basic: { type: 'http', scheme: 'basic' } } },
    paths: CALLBACKS,
    webhooks: notificationWebhooks(),
  });
}
