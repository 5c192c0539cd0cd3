import { z } from 'zod';
import { Refusal } from './answers.ts';
import { daysInRange, isIsoDate } from './dates.ts';
import type { Counts } from './products.ts';

/** Limits of this supplier's own (the contract sets none): larger requests are INVALID_REQUEST. */
const MAX_TICKETS = 100;
const MAX_RANGE_DAYS = 366;

const date = z.string().refine(isIsoDate);
const code = z.string().min(1).max(100);
// Absent, null and empty all mean "none": the service sends null, other clients leave fields out.
const optionalText = z
  .string()
  .max(254)
  .nullish()
  .transform((value) => value || null);
const optionalTime = z
  .union([z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/), z.literal('')])
  .nullish()
  .transform((value) => value || null);
const count = z.number().int().min(0).max(MAX_TICKETS).default(0);
const countFields = { adult: count, youth: count, child: count, infant: count, senior: count, student: count };

/** Moves the six count fields of a body into one `counts` object. */
function gatherCounts<T extends Counts>({ adult, youth, child, infant, senior, student, ...rest }: T) {
  return { ...rest, counts: { adult, youth, child, infant, senior, student } };
}

export function ticketCount(counts: Counts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

const someTickets = (request: { counts: Counts }) => ticketCount(request.counts) >= 1 && ticketCount(request.counts) <= MAX_TICKETS;

export const AvailabilityQuery = z
  .object({ product: code, option: optionalText, from: date, to: date })
  .refine((query) => query.from <= query.to && daysInRange(query.from, query.to) <= MAX_RANGE_DAYS);

export const ReservationRequest = z
  .object({ product: code, option: optionalText, date, time: optionalTime, pickup: optionalText, ...countFields, expires: z.iso.datetime({ offset: true }) })
  .transform(gatherCounts)
  .refine(someTickets);

export const ReservationCancellationRequest = z.object({ reservation: code });

export const ReservationExtensionRequest = z.object({ reservation: code, expires: z.iso.datetime({ offset: true }) });

const bookingFields = {
  /** Null for a freesale product. */
  reservation: optionalText,
  /** The agent's reference, for contacting the agent. */
  reference: optionalText,
  agent: optionalText,
  product: code,
  option: optionalText,
  pickup: optionalText,
  time: optionalTime,
  date,
  ...countFields,
  // The contract guarantees no format for customer details: kept as sent.
  customer: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((value) => value ?? {}),
  notes: z
    .string()
    .max(2000)
    .nullish()
    .transform((value) => value ?? ''),
  // Sent only for a product that declares questions: absent means none were asked.
  answers: z
    .array(
      z.object({
        question: code,
        ticket: z
          .number()
          .int()
          .min(0)
          .max(MAX_TICKETS - 1)
          .optional(),
        value: z.union([z.string(), z.number(), z.boolean()]),
      }),
    )
    .max(1000)
    .nullish()
    .transform((value) => value ?? null),
};

export const BookingConfirmationRequest = z.object(bookingFields).transform(gatherCounts).refine(someTickets);

/** The contract's sample names the slot `time_slot`, its confirmation `time`: either is taken, both must agree. */
export const BookingUpdateRequest = z
  .object({ ...bookingFields, booking: code, time_slot: optionalTime })
  .refine((request) => request.time === null || request.time_slot === null || request.time === request.time_slot)
  .transform(({ time_slot, ...request }) => gatherCounts({ ...request, time: request.time ?? time_slot }))
  .refine(someTickets);

export const BookingCancellationRequest = z.object({ booking: code });

/** `supplier` is the account asking; this supplier serves one account, so it has nothing to filter by. */
export const BarcodeLookupQuery = z.object({ supplier: z.string().min(1).max(254), barcode: z.string().min(1).max(300) });

export type AvailabilityQuery = z.output<typeof AvailabilityQuery>;
export type ReservationRequest = z.output<typeof ReservationRequest>;
export type BookingConfirmationRequest = z.output<typeof BookingConfirmationRequest>;
export type BookingUpdateRequest = z.output<typeof BookingUpdateRequest>;

/** The parsed request, or INVALID_REQUEST. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Refusal('INVALID_REQUEST');
  return result.data;
}

/** A request body's JSON; an empty or malformed body is INVALID_REQUEST. */
export function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    throw new Refusal('INVALID_REQUEST');
  }
}
