import type { EntityManager } from '@mikro-orm/postgresql';
import { requireDelegateConsent, requireSupplierAccess } from '../catalog/access.ts';
import type { Account } from '../db/entities/index.ts';
import { fromMinor } from '../domain/money.ts';
import { ApiError } from '../errors.ts';
import { cancellationAt } from './cancellationRule.ts';
import { findAgentBooking } from './load.ts';

export type QuoteRequest = { em: EntityManager; agent: Account; reference: string };

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
  const { quote, refusal } = cancellationAt(booking, new Date());
  const reason = refusal?.reason ?? null;
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
