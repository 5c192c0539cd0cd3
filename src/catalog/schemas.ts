import { z } from 'zod';
import { isIsoDate, isTime } from '../domain/dates.ts';
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

export const PutRatesBody = z.strictObject({
  rates: rateTable,
  options: z.record(optionCode, rateTable).default({}),
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
