import { z } from 'zod';
import { TICKET_TYPES } from '../../domain/ticketTypes.ts';
import { identifier, isoDate, optionCode, productCode, time } from '../catalog/schemas.ts';

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
