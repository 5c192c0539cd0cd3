import { z } from 'zod';
import { datesBetween, isTime } from './dates.ts';
import { TICKET_TYPES } from './ticketTypes.ts';

/**
 * What a supplier's `GET /availability` answers (contract "Availability day"). Objects are loose
 * so fields the contract does not name reach the agent unchanged; only what the service itself
 * relies on is checked.
 */

const time = z.string().refine(isTime, 'expected HH:MM');
// A day that runs to midnight is naturally written as closing at 24:00.
const closingTime = z.string().refine((s) => isTime(s) || s === '24:00', 'expected HH:MM');

export const pickupSchema = z.looseObject({
  address: z.string().meta({ description: 'An address or simple directions' }),
  latitude: z.number(),
  longitude: z.number(),
  time: z.string().meta({ description: 'When the customer must be at the pickup point, HH:MM local to the product' }),
});

/**
 * Keyed by pickup name; suppliers without pickups send an empty list instead of an object. The
 * empty list is an array of at most nothing, not `z.tuple([])`: that renders as `prefixItems: []`,
 * which JSON Schema forbids (GET /openapi/supplier.json must be valid OpenAPI 3.1).
 */
export const pickupsSchema = z
  .union([z.record(z.string(), pickupSchema), z.array(z.never()).max(0)])
  .meta({ description: 'Keyed by pickup name (the name a booking names in `pickup`); `[]` or `{}` when there are none' });

/** Unknown ticket-type keys are refused: the service could never price or book them. */
export const ticketConditionsSchema = z.partialRecord(z.enum(TICKET_TYPES), z.string()).meta({
  description:
    'The ticket types on sale (only adult, youth, child, infant, senior, student), each with the conditions the customer must meet, as text for the customer: ' +
    '`{"adult": "Age 13 and over", "child": "Age 4 to 12"}`. A type left out is not sold that day',
});

const vacancyFields = {
  open: z.boolean().meta({ description: 'Whether tickets can be bought (open with 0 vacancies: sold out; closed with vacancies: blocked out)' }),
  vacancies: z.number().int().min(0).nullable().meta({ description: 'How many tickets can be bought; null: not counted (always null for freesale)' }),
  tickets: ticketConditionsSchema,
};

// `never().optional()` makes each form refuse the other form's fields, so a date never mixes the two.
const notHere = z.never('a day is either whole-day (hours) or time slots (times), never both').optional();

export const dayFormASchema = z.looseObject({
  hours: z.record(time, closingTime).meta({
    description:
      'Opening time (HH:MM) → closing time (HH:MM, or 24:00), local to the product; several entries for a day with a break: `{"09:00": "12:00", "13:00": "17:00"}`',
  }),
  availability: z.looseObject(vacancyFields),
  pickups: pickupsSchema.optional(),
  times: notHere,
});

export const slotSchema = z.looseObject({ ...vacancyFields, pickups: pickupsSchema.optional() });

export const dayFormBSchema = z.looseObject({
  times: z.record(time, slotSchema).meta({ description: 'Departure time (HH:MM, local to the product) → that slot; a sale of it names it in `time`' }),
  hours: notHere,
  availability: notHere,
});

export const daySchema = z.union([dayFormASchema, dayFormBSchema]);

export type Pickup = z.infer<typeof pickupSchema>;
export type Slot = z.infer<typeof slotSchema>;
export type DayFormA = z.infer<typeof dayFormASchema>;
export type DayFormB = z.infer<typeof dayFormBSchema>;
export type Day = z.infer<typeof daySchema>;

export type ParsedAvailability = { ok: true; days: Record<string, Day> } | { ok: false; reason: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `2026-03-01.times.09:00.vacancies: …` — enough for the supplier to find the faulty field. */
function reasonAt(date: string, error: z.ZodError): string {
  const issue = error.issues[0];
  return `${[date, ...(issue?.path.map(String) ?? [])].join('.')}: ${issue?.message ?? 'invalid'}`;
}

/**
 * Checks the supplier's answer for `from`..`to` (valid dates, already range-checked). The contract
 * obliges the supplier to answer every day, so a missing one makes the whole answer unusable;
 * days outside the range are dropped without being examined, as nobody asked for them.
 */
export function parseSupplierAvailability(raw: unknown, from: string, to: string): ParsedAvailability {
  if (!isPlainObject(raw)) return { ok: false, reason: 'availability is not an object keyed by date' };
  const days: Record<string, Day> = {};
  for (const date of datesBetween(from, to)) {
    if (!Object.hasOwn(raw, date)) return { ok: false, reason: `${date}: missing` };
    const value = raw[date];
    // Picking the form up front gives the supplier a precise reason instead of a union failure.
    const schema = isPlainObject(value) && 'times' in value ? dayFormBSchema : dayFormASchema;
    const parsed = schema.safeParse(value);
    if (!parsed.success) return { ok: false, reason: reasonAt(date, parsed.error) };
    days[date] = parsed.data;
  }
  return { ok: true, days };
}

export type AgentShapeOptions = {
  freesale: boolean;
  /** Promotion code → description for promotions valid on that date. */
  promotionsFor: (date: string) => Record<string, string>;
};

const isFormB = (day: Day): day is DayFormB => 'times' in day && day.times !== undefined;

/**
 * The agent-facing availability: dates in order, `promotions` added (per day in form A, per slot
 * in form B, `{}` when none). Freesale products never expose capacity (contract: "only whether
 * tickets are available"), so vacancies turn null while `open` stays.
 */
export function shapeForAgent(days: Record<string, Day>, options: AgentShapeOptions): Record<string, unknown> {
  const hideCapacity = <T extends { vacancies: number | null }>(v: T): T => (options.freesale ? { ...v, vacancies: null } : v);
  const shaped: Record<string, unknown> = {};
  for (const date of Object.keys(days).sort()) {
    const day = days[date];
    if (!day) continue;
    const promotions = options.promotionsFor(date);
    if (isFormB(day)) {
      const times: Record<string, unknown> = {};
      for (const [slotTime, slot] of Object.entries(day.times)) {
        times[slotTime] = { ...hideCapacity(slot), promotions: { ...promotions } };
      }
      shaped[date] = { ...day, times };
    } else {
      shaped[date] = { ...day, availability: hideCapacity(day.availability), promotions: { ...promotions } };
    }
  }
  return shaped;
}
