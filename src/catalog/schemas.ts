import { z } from 'zod';
import { isIsoDate, isTime } from '../domain/dates.ts';
import { DEFAULT_RULE, WEEKDAYS } from '../domain/rateRules.ts';
import { TICKET_TYPES, countsShape, validateCounts } from '../domain/ticketTypes.ts';

export const identifier = z.string().min(1).max(254);
export const productCode = z.string().min(1).max(100);
export const optionCode = z.string().min(1).max(100);
export const isoDate = z.string({ error: 'INVALID_DATE' }).refine(isIsoDate, { error: 'INVALID_DATE' });
export const time = z.string().refine(isTime);

/** What a reservation and a booking confirmation both name. */
export const saleFields = {
  product: productCode,
  option: optionCode.nullish(),
  promotion: z.string().max(32).nullish(),
  date: isoDate,
  time: time.nullish(),
  pickup: z.string().max(300).nullish(),
  ...countsShape,
};

/**
 * A sale may cite a quote (POST /v1/quotes): it is then charged exactly that quote's item, if the
 * quote is still valid and the sale is the item's (docs/API.md "Quotes").
 */
export const quoteCitation = {
  quote: z
    .string()
    .min(1)
    .max(100)
    .nullish()
    .meta({ description: 'A quote id (POST /v1/quotes) whose item this sale is: charged exactly as quoted while the quote is valid' }),
  quote_item: z.number().int().min(0).max(19).optional().meta({ description: 'Which item of the quote (0-based; default 0), for a quote of several items' }),
};

/** The citation as the use cases take it (null: none). */
export function citationOf(body: { quote?: string | null | undefined; quote_item?: number | undefined }) {
  return body.quote ? { quote: body.quote, item: body.quote_item ?? 0 } : null;
}

/** A sale's body holds 1 to 100 tickets in all (INVALID_COUNTS). */
export const withCounts = <T extends { adult: number }>(schema: z.ZodType<T>) =>
  schema.refine((b) => validateCounts(b as never) === null, { error: 'INVALID_COUNTS' });

export const ProductsQuery = z.object({ supplier: identifier });

export const AvailabilityQuery = z.object({
  supplier: identifier,
  product: productCode,
  option: optionCode.optional(),
  from: isoDate,
  to: isoDate,
});

// Rates and promotions

const amount = z.number({ error: 'INVALID_AMOUNT' }).nonnegative({ error: 'INVALID_AMOUNT' });
const rate = z.strictObject({ rrp: amount, net: amount });
const ticketType = z.enum(TICKET_TYPES);
export const rateTable = z.partialRecord(ticketType, rate);

export const ProductParams = z.object({ product: productCode });

/** A rule's name: what a quote says priced a ticket. Plain, so that it can be shown anywhere. */
export const RULE_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}$/;
/** Most rules one product's table holds (every option's included). */
export const MAX_RULES = 1000;

export const rateRule = z
  .strictObject({
    name: z
      .string()
      .regex(RULE_NAME)
      .refine((name) => name !== DEFAULT_RULE && !name.startsWith('options.'), { error: 'reserved for the defaults' })
      .meta({ description: 'Unique in the table: letters, digits, space, _ . - (at most 40); not `default` nor `options.…`' }),
    option: optionCode.nullish().meta({ description: 'The option whose table it belongs to; absent or null: the product’s' }),
    from: isoDate.nullish().meta({ description: 'First travel date of the period (with `to`), inclusive' }),
    to: isoDate.nullish().meta({ description: 'Last travel date of the period (with `from`), inclusive' }),
    weekdays: z.array(z.enum(WEEKDAYS)).min(1).max(7).nullish().meta({ description: 'Travel weekdays (of the product’s local travel date)' }),
    times: z.array(time).min(1).max(96).nullish().meta({ description: 'Departure times `HH:MM`, local; a sale without a time matches none' }),
    rates: rateTable,
  })
  .refine((r) => (r.from == null) === (r.to == null), { error: 'a period needs both from and to', path: ['to'] })
  .refine((r) => r.from == null || r.to == null || r.from <= r.to, { error: 'INVALID_DATE_RANGE', path: ['to'] })
  .refine((r) => r.from != null || r.weekdays != null || r.times != null, { error: 'a rule names a period, weekdays or times (else it is the default)' })
  .refine((r) => Object.keys(r.rates).length > 0, { error: 'a rule prices at least one ticket type', path: ['rates'] })
  .meta({ id: 'RateRule' });

export const PutRatesBody = z.strictObject({
  rates: rateTable,
  options: z.record(optionCode, rateTable).default({}),
  rules: z.array(rateRule).max(MAX_RULES).default([]).meta({
    description: 'Periods, weekdays and departure times beside the defaults; the most specific that matches wins (docs/API.md, Rates and promotions)',
  }),
});

export const PromotionParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });

export const PutPromotionBody = z
  .strictObject({
    description: z.string().trim().min(1).max(500),
    discount: z.partialRecord(ticketType, amount),
    products: z.array(productCode).max(1000).default([]),
    from: isoDate.nullish(),
    to: isoDate.nullish(),
  })
  .refine((p) => !p.from || !p.to || p.from <= p.to, { error: 'INVALID_DATE_RANGE' });

export const AgentRatesQuery = z
  .object({
    supplier: identifier,
    product: productCode,
    option: optionCode.optional(),
    date: isoDate.optional(),
    time: time.optional(),
    pickup: z.string().max(300).optional(),
    promotion: z.string().max(32).optional(),
  })
  // A promotion is valid on dates: without a date it cannot be checked.
  .refine((q) => !q.promotion || q.date, { error: 'PROMOTION_INVALID' });

/** `POST /v1/quotes`: 1 to 20 items (an order's basket), each a sale as a hold would name it. */
export const QuoteBody = z.strictObject({
  items: z
    .array(withCounts(z.strictObject({ supplier: identifier, ...saleFields })))
    .min(1)
    .max(20)
    .meta({ description: 'Each priced on its own, as a hold of it would be now; cite one by its 0-based position as `quote_item`' }),
});
