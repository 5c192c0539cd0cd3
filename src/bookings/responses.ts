/**
 * What the API answers about bookings (and what their notifications carry), as zod schemas: the OpenAPI document is generated from them (src/openapi/),
 * and the test suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 */
import { z } from 'zod';
import { counts, currency, customer, isoDate, isoDateTime, money, pricesWithCurrency, slotTime } from '../answerFields.ts';
import { CancellationTerms, refundTier } from '../catalog/responses.ts';
import { CANCELLERS, MAX_CANCELLATION_MESSAGE, SUPPLIER_CANCELLATION_REASONS } from '../domain/supplierCancellation.ts';
import { TICKET_TYPES } from '../domain/ticketTypes.ts';

export const BookingAnswer = z
  .strictObject({
    mobile: z.boolean(),
    reference: z.string().meta({ description: "The supplier's reference" }),
    barcode: z.string(),
    ...pricesWithCurrency,
    tickets: z.array(z.strictObject({ type: z.enum(TICKET_TYPES), barcode: z.string() })),
  })
  .meta({ id: 'BookingConfirmation' });

export const BookingUpdateAnswer = BookingAnswer.extend({
  price_difference: z
    .strictObject(pricesWithCurrency)
    .meta({ description: 'What this update changed the price by: the booking as changed less as it was (negative: cheaper; all 0: no price changed)' }),
}).meta({ id: 'BookingUpdate' });

const ticket = z.strictObject({ type: z.enum(TICKET_TYPES), barcode: z.string(), redeemed: z.boolean() });
export const BookingAnswerItem = z
  .strictObject({
    question: z.string(),
    value: z.union([z.string(), z.number(), z.boolean()]),
    ticket: z.number().int().min(0).optional().meta({ description: 'For a question asked per ticket: the ticket’s 0-based position, adults first' }),
  })
  .meta({ id: 'BookingAnswer' });
export const Refund = z
  .strictObject({
    percent: z.number().int().min(0).max(100),
    rrp: money.meta({ description: 'Refunded of what the customer paid (rrp less discount), rounded down to the minor unit' }),
    net: money.meta({ description: 'Refunded of the net (net less discount), rounded down to the minor unit' }),
    tier: refundTier.nullable().meta({ description: 'The tier that gave the percent; null when the terms have no tiers (100%) or none applied (0%)' }),
  })
  .meta({ id: 'Refund', description: 'Computed under the booking’s locked terms when the cancellation was requested' });
/** The notification body (the webhooks carry it) and the base of a booking view. */
export const BookingBody = z
  .strictObject({
    supplier: z.string(),
    supplier_reference: z.string().nullable(),
    agent: z.string(),
    agent_reference: z.string(),
    cancelled: z.boolean(),
    product: z.string(),
    option: z.string().nullable(),
    pickup: z.string().nullable(),
    date: isoDate,
    time: slotTime.nullable(),
    ...counts,
    customer,
    mobile: z.boolean().nullable(),
    barcode: z.string().nullable(),
    tickets: z.array(ticket),
    notes: z.string(),
    currency: currency.optional().meta({ description: 'With `refund` only: the currency of its amounts' }),
    answers: z.array(BookingAnswerItem).optional().meta({
      description: 'Only for a booking whose product (or option) asks booking questions: the agent’s answers, as sent',
    }),
    refund: Refund.optional().meta({
      description: 'Only in a booking_cancellation notification of a booking sold under declared cancellation terms: what the cancellation refunds',
    }),
  })
  .meta({ id: 'BookingNotification' });
export const BookingView = BookingBody.extend({
  owner: z.string(),
  status: z.enum(['pending', 'confirmed', 'updating', 'cancelling', 'cancelled', 'failed']),
  product_name: z.string(),
  option_name: z.string().nullable(),
  promotion: z.string().nullable(),
  ...pricesWithCurrency,
  freesale: z.boolean(),
  imported: z.boolean(),
  created_at: isoDateTime,
  confirmed_at: isoDateTime.nullable(),
  cancelled_at: isoDateTime.nullable(),
  cancellation: CancellationTerms.nullable().meta({
    description: 'The terms locked when the booking was confirmed (the option’s, else the product’s); null: none declared, today’s rule',
  }),
  refund: Refund.nullable().meta({
    description:
      'Set when a cancellation under declared terms is requested, and always when the supplier cancels (100%); null otherwise (and after a refused one)',
  }),
  cancelled_by: z.enum(CANCELLERS).nullable().meta({
    description: 'Who cancelled the booking, or is cancelling it: its agent, or its supplier (POST /v1/supplier_booking_cancellation); null: neither',
  }),
  cancellation_reason: z.enum(SUPPLIER_CANCELLATION_REASONS).nullable().meta({ description: 'When the supplier cancelled: why, as a code; null otherwise' }),
  cancellation_message: z
    .string()
    .max(MAX_CANCELLATION_MESSAGE)
    .nullable()
    .meta({ description: 'When the supplier cancelled: its words for the customer, plain text (null: none given)' }),
  answers: z
    .array(BookingAnswerItem)
    .nullable()
    .meta({ description: 'The answers to the booking questions of its product and option, as the agent sent them; null: no question applied' }),
}).meta({ id: 'Booking' });

/** The body of a `booking.cancelled_by_supplier` notification: the booking, plus who cancelled, why, and the refund. */
export const SupplierCancellationNotice = BookingBody.extend({
  currency,
  cancelled: z.literal(true),
  cancelled_by: z.literal('supplier'),
  reason: z.enum(SUPPLIER_CANCELLATION_REASONS).meta({ description: 'Why the supplier cancelled' }),
  message: z
    .string()
    .max(MAX_CANCELLATION_MESSAGE)
    .nullable()
    .meta({ description: 'The supplier’s words for the customer, plain text (show it as text, never as markup); null: none given' }),
  refund: Refund.meta({ description: 'Always 100% of what was paid (rrp and net less the discount), whatever the booking’s terms; `tier` null' }),
}).meta({ id: 'SupplierCancellationNotification' });

export const CancellationQuote = z
  .strictObject({
    booking: z.string().meta({ description: 'The agent’s reference' }),
    cancellable: z.boolean().meta({ description: 'Whether POST /v1/booking_cancellation would be accepted now' }),
    reason: z
      .enum(['PAST_CUTOFF_DATE', 'TICKET_REDEEMED', 'BOOKING_BUSY'])
      .nullable()
      .meta({ description: 'Why not: the code the cancellation would answer; null when cancellable' }),
    currency,
    percent: z.number().int().min(0).max(100).meta({ description: 'Of what was paid; 0 when not cancellable' }),
    refund: z.strictObject({ rrp: money, net: money }).meta({ description: 'Rounded down to the minor unit; 0 when not cancellable' }),
    tier: refundTier.nullable().meta({ description: 'The declared tier that applies; null without tiers, when none applies (0%), or not cancellable' }),
    until: isoDateTime
      .nullable()
      .meta({ description: 'This answer holds up to this instant: the tier’s boundary (still within the tier) or the cut-off; null when not cancellable' }),
    cutoff: isoDateTime.meta({ description: 'Cancelling is allowed strictly before this instant' }),
    cancellation: CancellationTerms.nullable().meta({ description: 'The terms locked at confirmation; null: none declared, today’s rule applies' }),
  })
  .meta({ id: 'CancellationQuote' });
export const BookingViews = z.array(BookingView);
