import type { Booking } from '../db/entities/index.ts';
import { quoteCancellation, type CancellationQuote, type RecordedRefund } from '../domain/cancellationTerms.ts';
import { ApiError } from '../errors.ts';

/**
 * What cancelling `booking` at `now` would do, and whether it may: the one rule behind both
 * `POST /v1/booking_cancellation` and its quote, so the quote cannot promise what the
 * cancellation refuses. Its locked terms (or today's rule without), of what was paid: the totals
 * less the promotion's discount.
 */
export function cancellationAt(booking: Booking, now: Date): { quote: CancellationQuote; refusal: Refusal | null } {
  const quote = quoteCancellation({
    terms: booking.cancellation ?? null,
    travelDate: booking.travelDate,
    travelTime: booking.travelTime ?? null,
    timeZone: booking.timeZone,
    now,
    paid: { rrp: booking.rrp - booking.discount, net: booking.net - booking.discount },
  });
  return { quote, refusal: refusalOf(booking, quote) };
}

/** Why a booking cannot be cancelled now: the code `POST /v1/booking_cancellation` answers. */
export type NotCancellableReason = 'BOOKING_BUSY' | 'TICKET_REDEEMED' | 'PAST_CUTOFF_DATE';
type Refusal = { reason: NotCancellableReason; error: ApiError };

/** Why a confirmed booking cannot be cancelled now, in the order the cancellation checks; null: it can. */
function refusalOf(booking: Booking, quote: CancellationQuote): Refusal | null {
  if (booking.status === 'updating') return { reason: 'BOOKING_BUSY', error: new ApiError('BOOKING_BUSY') };
  if (booking.tickets.getItems().some((t) => t.redeemedAt)) return { reason: 'TICKET_REDEEMED', error: new ApiError('TICKET_REDEEMED') };
  if (quote.cancellable) return null;
  const detail = booking.cancellation
    ? `booking: cancellations closed at ${quote.cutoff.toISOString()} (${booking.cancellation.cutoff_hours} hours before the start, under the terms locked at confirmation)`
    : 'booking: cancellations close when the day before the travel date begins (product’s time zone)';
  return { reason: 'PAST_CUTOFF_DATE', error: new ApiError('PAST_CUTOFF_DATE', { detail }) };
}

/** The refund recorded with the move to `cancelling`: only under declared terms (none, the notifications stay as they were). */
export function recordedRefund(booking: Booking, quote: CancellationQuote): RecordedRefund | null {
  return booking.cancellation ? { percent: quote.percent, rrp: quote.refund.rrp, net: quote.refund.net, tier: quote.tier } : null;
}
