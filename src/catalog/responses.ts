/**
 * What the API answers about products, availability, rates and promotions, as zod schemas: the OpenAPI document is generated from them (src/openapi/),
 * and the test suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 */
import { z } from 'zod';
import { capabilities } from '../accounts/responses.ts';
import { currency, isoDate, isoDateTime, money, pricesWithCurrency, slotTime } from '../answerFields.ts';
import { QUESTION_SCOPES, QUESTION_TYPES } from '../domain/bookingQuestions.ts';
import { TICKET_TYPES } from '../domain/ticketTypes.ts';

export const refundTier = z
  .strictObject({
    hours_before: z.number().int().min(0).meta({ description: 'Applies while the start is at least this many hours away' }),
    percent: z.number().int().min(0).max(100),
  })
  .meta({ id: 'RefundTier' });
export const CancellationTerms = z
  .strictObject({
    cutoff_hours: z.number().int().min(0).meta({ description: 'Cancelling is allowed until this many hours before the start (exclusive)' }),
    refunds: z.array(refundTier).optional().meta({
      description: 'Tiers, `hours_before` strictly descending: the first the time left reaches gives the percent; none: 0%. Absent: 100% until the cut-off',
    }),
  })
  .meta({
    id: 'CancellationTerms',
    description:
      'The supplier’s cancellation terms. The start is the travel date and time (the date’s 00:00 for a whole-day product) in the product’s time zone; hours are real hours (DST-correct)',
  });

export const Question = z
  .strictObject({
    id: z.string().meta({ description: 'What an answer names in `question`' }),
    label: z.string().meta({ description: 'The question, for the customer' }),
    type: z.enum(QUESTION_TYPES).meta({
      description: 'The answer’s `value`: text a non-empty string, number a number, date YYYY-MM-DD, choice one of `choices`, yes_no true or false',
    }),
    choices: z.array(z.string()).optional().meta({ description: 'Only for type choice: the values an answer may take' }),
    required: z.boolean().meta({ description: 'A confirmation without an answer to it is 400 QUESTION_UNANSWERED' }),
    per: z.enum(QUESTION_SCOPES).meta({ description: 'booking: answered once; ticket: answered for each ticket, naming it in `ticket`' }),
  })
  .meta({ id: 'Question', description: 'A booking question the supplier asks (docs/API.md, Booking questions)' });
const questions = z.array(Question);
const timeSlots = z.array(z.string().meta({ description: 'HH:MM, 24-hour, local to the product’s time zone' })).meta({ id: 'TimeSlots' });

export const AgentProduct = z
  .strictObject({
    name: z.string(),
    supplier: z.string().nullable(),
    country: z.string(),
    city: z.string(),
    freesale: z.boolean(),
    currency: currency.meta({ description: 'The currency of the product’s rates (the owner’s)' }),
    time_zone: z.string().meta({
      description:
        'The product’s IANA time zone: its dates, slot times, cut-offs, past dates and redemption day are reckoned in it (an addition to the contract, which shows it to suppliers only)',
      example: 'Europe/Amsterdam',
    }),
    options: z.record(
      z.string(),
      z.looseObject({
        name: z.string(),
        cancellation: CancellationTerms.optional().meta({ description: 'The option’s own terms, overriding the product’s; absent: the product’s apply' }),
        questions: questions.optional().meta({ description: 'The option’s own questions, asked after the product’s' }),
        time_slots: timeSlots
          .optional()
          .meta({ description: 'The option’s own slot times, replacing the product’s (`[]`: this option is sold for the whole day)' }),
      }),
    ),
    time_slots: timeSlots.optional().meta({
      description:
        'Sold in time slots, at these times (HH:MM, local to `time_zone`), as its supplier declared: a reservation or freesale confirmation must then name one in ' +
        '`time` (else 400 INVALID_REQUEST), and availability answers its dates in the time-slot form (`times`), with the slots open that day. An option’s own ' +
        '`time_slots` replace these. Absent: none declared: sold for the whole day, unless an availability answer gives a date in `times`, which then needs `time` too',
    }),
    cancellation: CancellationTerms.optional().meta({
      description: 'Absent: the supplier declared no terms, and today’s rule applies (more than one day before the travel date, 100%)',
    }),
    questions: questions.optional().meta({
      description: 'The booking questions every booking of the product is asked (an option’s own are asked after them); absent: none',
    }),
    capabilities: capabilities.optional().meta({
      description:
        'What the account serving this product (its delegate, else the owner) supports that applies to selling it: `reservation_extension` (its holds can be extended; products sold with reservations only). Absent: none',
    }),
    availability_ttl_seconds: z.number().int().min(1).max(300).optional().meta({
      description:
        'How long, in seconds, the account serving this product lets its availability answers be served without asking it again (as on GET /v1/account/:id). Absent: 0, every read asks it',
    }),
    availability_pushed_at: isoDateTime.optional().meta({
      description:
        'When the account serving this product last pushed an availability change made outside the marketplace (POST /v1/availability_changes, live, naming a day not yet past), to the minute (as on GET /v1/account/:id). Absent: it never has',
    }),
  })
  .meta({ id: 'Product' });
export const AgentProducts = z.record(z.string(), AgentProduct).meta({ description: 'Keyed by product code' });

/**
 * An object whose fields are named here, and which may carry others the supplier added (docs/API.md:
 * "fields the contract does not name included"): the document leaves `additionalProperties` out,
 * which JSON Schema reads as allowed, instead of `additionalProperties: {}`. Typed clients then get
 * the named fields only, no `[key: string]: unknown` beside them: a form's own field reads as its
 * type, `'availability' in day` narrows, and a misspelt field does not compile (issue 41).
 */
const openObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.looseObject(shape).meta({
    override: ({ jsonSchema }) => {
      delete jsonSchema.additionalProperties;
    },
  });
const vacancy = openObject({ open: z.boolean(), vacancies: z.number().int().nullable(), tickets: z.record(z.string(), z.string()) });
const pickups = z
  .union([z.record(z.string(), openObject({ address: z.string(), latitude: z.number(), longitude: z.number(), time: z.string() })), z.array(z.never()).max(0)])
  .meta({ id: 'Pickups', description: 'Keyed by pickup name; an empty list where there are none' });
const promotions = z.record(z.string(), z.string()).meta({ description: 'Promotion code to description' });
export const AvailabilityDay = z
  .union([
    // Neither form names the other's fields (not even as never there): `'times' in day` and
    // `'availability' in day` then narrow the union to one form.
    openObject({ hours: z.record(z.string(), z.string()), availability: vacancy.meta({ id: 'Vacancy' }), pickups: pickups.optional(), promotions }).meta({
      id: 'WholeDay',
      description: 'Form A: the day as a whole, open during `hours`',
    }),
    openObject({ times: z.record(z.string(), openObject({ ...vacancy.shape, pickups: pickups.optional(), promotions }).meta({ id: 'TimeSlot' })) }).meta({
      id: 'SlottedDay',
      description: 'Form B: time slots, keyed by their start (HH:MM)',
    }),
  ])
  .meta({ id: 'AvailabilityDay', description: 'Form A (whole day: hours, availability) or form B (time slots: times), never both' });
export const Availability = z.record(z.string(), AvailabilityDay).meta({ description: 'Keyed by every date of the range, in order' });

const rate = z.strictObject({ rrp: money, net: money });
const rateTable = z.partialRecord(z.enum(TICKET_TYPES), rate);
const ruleName = z.string().meta({
  description: 'What priced it: a rule’s name, `default` (the product’s default) or `options.<option>` (that option’s default)',
  example: 'summer',
});
export const RateRuleAnswer = z
  .strictObject({
    name: z.string(),
    option: z.string().nullable().meta({ description: 'The option whose table it belongs to; null: the product’s' }),
    from: isoDate.nullable(),
    to: isoDate.nullable(),
    weekdays: z.array(z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])).nullable(),
    times: z.array(slotTime).nullable(),
    rates: rateTable,
  })
  .meta({ id: 'RateRuleAnswer' });
export const Rates = z
  .strictObject({
    currency,
    rates: rateTable,
    options: z.record(z.string(), rateTable),
    rules: z.array(RateRuleAnswer).optional().meta({ description: 'Only when the table has rules: in the order they were set' }),
  })
  .meta({ id: 'Rates' });
export const UnitPrices = z.partialRecord(
  z.enum(TICKET_TYPES),
  z.strictObject({ rrp: money, net: money, discount: money, currency, rule: ruleName }).meta({ description: 'Per ticket of that type' }),
);

const quoteTicket = z
  .strictObject({
    type: z.enum(TICKET_TYPES),
    count: z.number().int().min(1),
    ...pricesWithCurrency,
    rule: ruleName,
  })
  .meta({ description: 'Per ticket of that type: rrp and net before discount, the discount off both' });
export const QuoteItemAnswer = z
  .strictObject({
    item: z.number().int().min(0).meta({ description: 'What a hold cites as `quote_item`' }),
    supplier: z.string(),
    product: z.string(),
    option: z.string().nullable(),
    date: isoDate,
    time: slotTime.nullable(),
    promotion: z.string().nullable(),
    ...pricesWithCurrency,
    tickets: z.array(quoteTicket),
  })
  .meta({ id: 'QuoteItem', description: 'The item’s totals (rrp and net before discount, the discount off both), and each ticket type’s' });
export const QuoteAnswer = z
  .strictObject({
    quote: z.uuid().meta({ description: 'Cite it as `quote` (with `quote_item`) in POST /v1/reservation or a freesale POST /v1/booking_confirmation' }),
    expires: isoDateTime.meta({ description: 'Honoured until then; a citation after it is 400 QUOTE_EXPIRED' }),
    items: z.array(QuoteItemAnswer),
    totals: z.array(z.strictObject(pricesWithCurrency)).meta({ description: 'One per currency of the items, never summed across currencies' }),
  })
  .meta({ id: 'Quote' });
export const Promotion = z
  .strictObject({
    description: z.string(),
    currency,
    discount: z.partialRecord(z.enum(TICKET_TYPES), money),
    products: z.array(z.string()),
    from: isoDate.nullable(),
    to: isoDate.nullable(),
  })
  .meta({ id: 'Promotion' });
export const Promotions = z.record(z.string(), Promotion);
