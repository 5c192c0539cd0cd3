/**
 * The fields and shapes that every area's answers share (dates, times, money, ticket counts, the
 * customer, the error body, the empty answer), for the areas' responses.ts.
 */
import { z } from 'zod';
import { TICKET_TYPES } from './domain/ticketTypes.ts';

export const isoDate = z.string().meta({ format: 'date', example: '2026-12-01' });
export const isoDateTime = z.string().meta({ format: 'date-time' });
export const slotTime = z.string().meta({ description: 'HH:MM, local to the product', example: '10:00' });
/**
 * Every amount of money in an answer or a notification: in major units of the currency that the
 * object holding it, or one holding that object, names in `currency` (test/openapi/currency.test.ts
 * walks the document and holds every `x-money` field to that).
 */
export const money = z.number().meta({ description: 'In major units of the currency (e.g. euros)', 'x-money': true });
/** The ISO 4217 code of the amounts beside it (and below it). */
export const currency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .meta({ description: 'ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals', example: 'EUR' });
export const counts = Object.fromEntries(TICKET_TYPES.map((t) => [t, z.number().int().min(0)])) as Record<(typeof TICKET_TYPES)[number], z.ZodNumber>;
export const customer = z.record(z.string(), z.string()).meta({ description: 'first_name, last_name, email, mobile, language, country: all optional strings' });

export const ErrorBody = z.strictObject({ error: z.string() }).meta({ id: 'Error', description: 'Every error: exactly one field, a code.' });
export const Empty = z.strictObject({}).meta({ id: 'Empty' });

/** What a sale costs: the prices a hold, a confirmation and a booking answer, and their currency. */
export const prices = { rrp: money.meta({ description: 'Before discount' }), net: money, discount: money };
export const pricesWithCurrency = { currency, ...prices };
