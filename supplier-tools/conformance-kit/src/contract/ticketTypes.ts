import { z } from 'zod';

/** The only ticket types the contract allows, in the order responses list them. */
export const TICKET_TYPES = ['adult', 'youth', 'child', 'infant', 'senior', 'student'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export type Counts = Record<TicketType, number>;

/** DESIGN §5 "validation limits": a booking holds at least one and at most this many tickets. */
export const MAX_TICKETS = 100;

const count = z.number().int().min(0).default(0);

/**
 * Spread into a request body's `z.object({...})`. Every count may be omitted (means 0),
 * so a body naming only `adult` parses to a complete `Counts`.
 */
export const countsShape = {
  adult: count,
  youth: count,
  child: count,
  infant: count,
  senior: count,
  student: count,
} satisfies Record<TicketType, z.ZodType>;

export function totalTickets(counts: Counts): number {
  return TICKET_TYPES.reduce((sum, type) => sum + counts[type], 0);
}

/** Per-count integrality is the schema's job; this checks the booking-wide rule. */
export function validateCounts(counts: Counts): 'INVALID_COUNTS' | null {
  const total = totalTickets(counts);
  return total < 1 || total > MAX_TICKETS ? 'INVALID_COUNTS' : null;
}

/** Types the customer actually asked for; only these need a rate. */
export function requestedTypes(counts: Counts): TicketType[] {
  return TICKET_TYPES.filter((type) => counts[type] > 0);
}

/** Picks the six counts out of a wider object (e.g. a parsed body), so callers can pass bodies straight in. */
export function pickCounts(source: Counts): Counts {
  return { adult: source.adult, youth: source.youth, child: source.child, infant: source.infant, senior: source.senior, student: source.student };
}
