/**
 * Cancellation terms a supplier may declare per product or option (`cancellation` in its
 * `GET /products` answer), and the rule that applies them: whether a booking can be cancelled at
 * a given moment, and what is refunded. Without terms, today's rule (dates.ts `canCancel`): more
 * than one calendar day before the travel date in the product's zone, 100%.
 *
 * Times are instants: `start` is the travel date and time (the date's 00:00 for a whole-day
 * product) in the product's IANA zone, a wall time in a spring-forward gap resolved as Temporal's
 * 'compatible' (moved forward by the gap), an ambiguous fall-back time to its earlier instant.
 * Hours are real elapsed hours, so a cut-off across a DST change is not a wall-clock shift.
 */
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { addDays, canCancel } from './dates.ts';

const HOUR_MS = 3_600_000;
/** A year of hours: the longest cut-off or tier a supplier may declare. */
export const MAX_TERM_HOURS = 8760;
export const MAX_REFUND_TIERS = 10;

const hours = z.number().int().min(0).max(MAX_TERM_HOURS);

export const RefundTierSchema = z.object({
  hours_before: hours.meta({ description: 'The tier applies while the start is at least this many hours away' }),
  percent: z.number().int().min(0).max(100).meta({ description: 'Of the amounts paid (after any promotion), rounded down to the currency’s minor unit' }),
});

/**
 * The terms as a supplier declares them (normalizeTerms gives the stored form). `refunds` must list its tiers
 * with `hours_before` strictly descending (the first that applies wins, so an unordered list would
 * be read differently by different readers).
 */
export const CancellationTermsSchema = z
  .object({
    cutoff_hours: hours.meta({ description: 'Cancelling is allowed until this many hours before the start (strictly before)' }),
    refunds: z.array(RefundTierSchema).max(MAX_REFUND_TIERS).nullish().meta({
      description:
        'Tiers with `hours_before` strictly descending; the first whose `hours_before` the time left reaches gives the percent, none: 0%. Omitted: 100% until the cut-off',
    }),
  })
  .superRefine((terms, ctx) => {
    const tiers = terms.refunds ?? [];
    const unordered = tiers.findIndex((tier, i) => i > 0 && tier.hours_before >= tiers[i - 1]!.hours_before);
    if (unordered > 0) {
      ctx.addIssue({ code: 'custom', path: ['refunds', unordered, 'hours_before'], message: 'tiers out of order: hours_before must be strictly descending' });
    }
  });

/** The stored form of parsed terms: only the known fields, `refunds` left out when not declared (or null). */
export function normalizeTerms(terms: z.infer<typeof CancellationTermsSchema>): CancellationTerms {
  return terms.refunds
    ? { cutoff_hours: terms.cutoff_hours, refunds: terms.refunds.map((t) => ({ hours_before: t.hours_before, percent: t.percent })) }
    : { cutoff_hours: terms.cutoff_hours };
}

export type RefundTier = { hours_before: number; percent: number };
/** As stored (product, option, booking) and shown to agents: `refunds` absent when not declared. */
export type CancellationTerms = { cutoff_hours: number; refunds?: RefundTier[] };

/** The refund recorded on a booking when its cancellation is requested: amounts in minor units. */
export type RecordedRefund = { percent: number; rrp: number; net: number; tier: RefundTier | null };

export type CancellationQuote = {
  cancellable: boolean;
  /** 0 when not cancellable. */
  percent: number;
  /** Minor units, rounded down; 0 when not cancellable. */
  refund: { rrp: number; net: number };
  /** The declared tier that gives the percent; null without terms, without tiers, when none applies, or not cancellable. */
  tier: RefundTier | null;
  /**
   * Up to when this answer holds: the current tier's boundary (`start − hours_before`, which the
   * tier still includes) or the cut-off, whichever comes first; null when not cancellable.
   */
  until: Date | null;
  /** Cancelling is allowed strictly before this instant. */
  cutoff: Date;
};

/** The instant a wall time on a date happens in `timeZone` (a gap time moves forward; an ambiguous one takes the earlier). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  // Temporal's default disambiguation is 'compatible': a gap time moves forward, an ambiguous one takes the earlier.
  return new Date(Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone).epochMilliseconds);
}

/** When the booked trip starts: the travel time on the travel date, or the date's 00:00 for a whole-day product. */
export function tripStart(travelDate: string, travelTime: string | null, timeZone: string): Date {
  return zonedInstant(travelDate, travelTime ?? '00:00', timeZone);
}

/**
 * The last instant (exclusive) cancelling is allowed: `cutoff_hours` before the start under
 * declared terms; without terms, when the day before the travel date begins in the product's zone
 * (the instant `canCancel` turns false).
 */
export function cancellationCutoff(terms: CancellationTerms | null, travelDate: string, travelTime: string | null, timeZone: string): Date {
  if (!terms) return zonedInstant(addDays(travelDate, -1), '00:00', timeZone);
  return new Date(tripStart(travelDate, travelTime, timeZone).getTime() - terms.cutoff_hours * HOUR_MS);
}

/** `percent` of a minor-unit amount, rounded down to the minor unit (integer arithmetic: no binary drift). */
export function refundOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

/**
 * Whether a booking can be cancelled at `now`, and what would be refunded of `paid` (minor units:
 * what the customer paid and what the supplier's net is, after any promotion).
 */
export function quoteCancellation(input: {
  terms: CancellationTerms | null;
  travelDate: string;
  travelTime: string | null;
  timeZone: string;
  now: Date;
  paid: { rrp: number; net: number };
}): CancellationQuote {
  const { terms, travelDate, travelTime, timeZone, now, paid } = input;
  const cutoff = cancellationCutoff(terms, travelDate, travelTime, timeZone);
  const closed: CancellationQuote = { cancellable: false, percent: 0, refund: { rrp: 0, net: 0 }, tier: null, until: null, cutoff };
  const answer = (percent: number, tier: RefundTier | null, until: Date): CancellationQuote => ({
    cancellable: true,
    percent,
    refund: { rrp: refundOf(paid.rrp, percent), net: refundOf(paid.net, percent) },
    tier,
    until,
    cutoff,
  });
  if (!terms) {
    // Today's rule, decided by the same function as before terms existed.
    return canCancel(travelDate, timeZone, now) ? answer(100, null, cutoff) : closed;
  }
  if (now.getTime() >= cutoff.getTime()) return closed;
  if (!terms.refunds) return answer(100, null, cutoff);
  const start = tripStart(travelDate, travelTime, timeZone).getTime();
  const left = start - now.getTime();
  const tier = terms.refunds.find((t) => left >= t.hours_before * HOUR_MS) ?? null;
  if (!tier) return answer(0, null, cutoff);
  const boundary = start - tier.hours_before * HOUR_MS;
  return answer(tier.percent, { hours_before: tier.hours_before, percent: tier.percent }, new Date(Math.min(boundary, cutoff.getTime())));
}

/** The terms a booking of `optionCode` is sold under: the option's own, else the product's, else none. */
export function termsFor(
  product: { cancellation?: CancellationTerms | null; options: Record<string, { cancellation?: CancellationTerms | null }> },
  optionCode: string | null,
): CancellationTerms | null {
  const option = optionCode === null ? undefined : product.options[optionCode];
  return option?.cancellation ?? product.cancellation ?? null;
}
