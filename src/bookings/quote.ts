import type { EntityManager } from '@mikro-orm/postgresql';
import { requireDelegateConsent, requireSupplierAccess } from '../catalog/access.ts';
import type { Account } from '../db/entities/index.ts';
import { quoteCancellation } from '../domain/cancellationTerms.ts';
import { fromMinor } from '../domain/money.ts';
import { ApiError } from '../errors.ts';
import { findAgentBooking } from './load.ts';

export type QuoteRequest = { em: EntityManager; agent: Account; reference: string };

/** Why a booking cannot be cancelled now: the code `POST /v1/booking_cancellation` would answer. */
export type NotCancellableReason = 'BOOKING_BUSY' | 'TICKET_REDEEMED' | 'PAST_CUTOFF_DATE';

/**
 * `GET /v1/booking_cancellation_quote`: what cancelling the booking would do now, under its locked
 * terms (or today's rule without): whether it can be cancelled, the refund, the tier that gives
 * it and until when this answer holds. The same look-up and access checks as the cancellation,
 * and its checks in its order; changes nothing. A cancelled booking (or one being cancelled) is
 * BOOKING_CANCELLED.
 */
export async function quoteBookingCancellation({ em, agent, reference }: QuoteRequest) {
  const booking = await findAgentBooking(em, agent, reference);
  await requireSupplierAccess(em, agent, booking.owner.identifier);
  await requireDelegateConsent(em, booking.owner, booking.supplier);
  if (booking.status === 'cancelled' || booking.status === 'cancelling') throw new ApiError('BOOKING_CANCELLED');
  const quote = quoteCancellation({
    terms: booking.cancellation ?? null,
    travelDate: booking.travelDate,
    travelTime: booking.travelTime ?? null,
    timeZone: booking.timeZone,
    now: new Date(),
    paid: { rrp: booking.rrp - booking.discount, net: booking.net - booking.discount },
  });
  const reason: NotCancellableReason | null =
    booking.status === 'updating'
      ? 'BOOKING_BUSY'
      : booking.tickets.getItems().some((t) => t.redeemedAt)
        ? 'TICKET_REDEEMED'
        : quote.cancellable
          ? null
          : 'PAST_CUTOFF_DATE';
  const cancellable = reason === null;
  return {
    booking: booking.agentReference,
    cancellable,
    reason,
    currency: booking.currency,
    percent: cancellable ? quote.percent : 0,
    refund: cancellable ? { rrp: fromMinor(quote.refund.rrp, booking.currency), net: fromMinor(quote.refund.net, booking.currency) } : { rrp: 0, net: 0 },
    tier: cancellable ? quote.tier : null,
    until: cancellable ? (quote.until?.toISOString() ?? null) : null,
    cutoff: quote.cutoff.toISOString(),
    cancellation: booking.cancellation ?? null,
  };
}
