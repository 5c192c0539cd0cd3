import { z } from 'zod';
import { TICKET_TYPES } from '../domain/ticketTypes.ts';
import { CANCELLERS, MAX_CANCELLATION_MESSAGE, SUPPLIER_CANCELLATION_REASONS } from '../domain/supplierCancellation.ts';
import { isPlainText, PLAIN_TEXT_RULE } from '../domain/storableText.ts';
import { AnswersSchema, type BookingAnswer } from '../domain/bookingQuestions.ts';
import { identifier, isoDate, optionCode, productCode, quoteCitation, saleFields, time, withCounts } from '../catalog/schemas.ts';
import { OFFSET_OR_CURSOR, offsetOrCursor, pageByCursor } from '../http/pageByCursor.ts';

/** Free text the supplier (and through it the customer) reads: plain text (src/domain/storableText.ts). */
const plainText = (max: number) => z.string().max(max).refine(isPlainText, { error: PLAIN_TEXT_RULE });
const customerField = plainText(300);
export const customer = z
  .strictObject({
    first_name: customerField.optional(),
    last_name: customerField.optional(),
    email: customerField.optional(),
    mobile: customerField.optional(),
    language: customerField.optional(),
    country: customerField.optional(),
  })
  .default({});

const reference = z.string().trim().min(1).max(100).refine(isPlainText, { error: PLAIN_TEXT_RULE });
const notes = plainText(2000);
const promotion = z.string().max(32).nullish();
const pickup = z.string().max(300).nullish();
const answers = AnswersSchema.meta({
  description:
    'Answers to the booking questions of the product and option (GET /v1/products `questions`): `{question, value, ticket?}`, `value` of the question’s type ' +
    '(text: a string; number; date: YYYY-MM-DD; choice: one of its `choices`; yes_no: true or false). `ticket` is the 0-based position of the ticket in the ' +
    'order the counts expand (adult, youth, child, infant, senior, student), required for a question asked per ticket and refused for one asked per booking. ' +
    'Every required question must be answered (per ticket: for every ticket), else 400 QUESTION_UNANSWERED; an answer to no question asked, of the wrong type, ' +
    'for the wrong ticket or given twice is 400 ANSWER_INVALID; Error-Detail names the question and ticket. Sent to the supplier as they are.',
});

export const BookingConfirmationBody = withCounts(
  z.strictObject({
    reservation: z.string().min(1).max(100).nullable(),
    reference,
    supplier: identifier.optional(),
    ...saleFields,
    ...quoteCitation,
    customer,
    notes: notes.default(''),
    answers: answers.optional(),
  }),
);

/**
 * An update names the booking and the new state; what it leaves out stays as it is. The contract
 * calls it "same parameters as booking confirmation plus `booking`": every field of the
 * confirmation body is accepted. `reference`, `supplier` and `product` must name the booking
 * itself (the update checks them), and the sample body's `time_slot` is a synonym of `time`.
 */
const BookingUpdateFields = z.strictObject({
  booking: z.string().min(1).max(200),
  reference: reference.optional(),
  reservation: z.string().min(1).max(100).nullish(),
  supplier: identifier.optional(),
  product: productCode.optional(),
  option: optionCode.nullish(),
  promotion,
  date: isoDate.optional(),
  time: time.nullish(),
  time_slot: time.nullish(),
  pickup,
  ...Object.fromEntries(TICKET_TYPES.map((t) => [t, z.number().int().min(0).optional()])),
  customer: customer.optional(),
  notes: notes.optional(),
  answers: answers
    .optional()
    .meta({ description: 'All the booking’s answers, replacing its own; left out, its own are kept (checked again: docs/API.md, Booking questions)' }),
});

export type BookingUpdate = {
  booking: string;
  reference?: string;
  reservation?: string | null;
  supplier?: string;
  product?: string;
  option?: string | null;
  promotion?: string | null;
  date?: string;
  time?: string | null;
  pickup?: string | null;
  customer?: Record<string, string | undefined>;
  notes?: string;
  answers?: BookingAnswer[];
} & Partial<Record<(typeof TICKET_TYPES)[number], number>>;

export const BookingUpdateBody = BookingUpdateFields
  // Both names given must agree: which one would the agent mean?
  .refine((b) => b.time_slot === undefined || b.time === undefined || b.time_slot === b.time, { error: 'INVALID_REQUEST' })
  .transform(({ time_slot, ...body }) => (time_slot === undefined || body.time !== undefined ? body : { ...body, time: time_slot })) as unknown as z.ZodType<
  BookingUpdate,
  unknown
>;

export const BookingCancellationBody = z.strictObject({ booking: z.string().min(1).max(200) });

/** `GET /v1/booking_cancellation_quote?booking=`: the agent's reference or the supplier's, as for the cancellation. */
export const BookingCancellationQuoteQuery = z.object({ booking: z.string().min(1).max(200) });

/**
 * `POST /v1/supplier_booking_cancellation`: the booking by the supplier's or the agent's reference,
 * a reason code and, optionally, words for the customer (plain text; blank is none).
 */
export const SupplierCancellationBody = z.strictObject({
  booking: z.string().min(1).max(200),
  reason: z.enum(SUPPLIER_CANCELLATION_REASONS),
  message: z
    .string()
    .max(MAX_CANCELLATION_MESSAGE)
    .refine(isPlainText, { error: PLAIN_TEXT_RULE })
    .transform((text) => text.trim() || null)
    .nullish(),
});

/** A moment with its offset (`2026-11-25T10:30:00Z`, `…+01:00`), for the cancellation filters. */
const instant = z.iso.datetime({ offset: true, error: 'INVALID_DATE' });

export const BookingsQuery = z
  .object({
    as: z.enum(['supplier', 'agent']).optional(),
    agent: identifier.optional(),
    supplier: identifier.optional(),
    product: productCode.optional(),
    option: optionCode.optional(),
    travel_from: isoDate.optional(),
    travel_to: isoDate.optional(),
    booking_from: isoDate.optional(),
    booking_to: isoDate.optional(),
    search: z.string().min(1).max(100).optional(),
    /** Who cancelled: what an agent that missed a notification asks for with `cancelled_from`. */
    cancelled_by: z.enum(CANCELLERS).optional(),
    cancelled_from: instant.optional(),
    cancelled_to: instant.optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(500).default(50),
    ...pageByCursor,
  })
  .refine(offsetOrCursor, OFFSET_OR_CURSOR);

export const ReferenceParams = z.object({ reference: z.string().min(1).max(200) });
