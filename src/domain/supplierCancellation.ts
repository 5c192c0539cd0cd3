/**
 * A booking cancelled by its supplier (the product's owner, or the delegate serving it) rather than
 * by the agent: why, in a code an agent can act on and words the customer can read, and what is
 * refunded (everything, whatever the terms: the customer did not cancel).
 */
import type { RecordedRefund } from './cancellationTerms.ts';

/** Who cancelled a booking: its agent (`POST /v1/booking_cancellation`) or its supplier. */
export const CANCELLERS = ['agent', 'supplier'] as const;
export type Canceller = (typeof CANCELLERS)[number];

export const SUPPLIER_CANCELLATION_REASONS = ['WEATHER', 'VENUE_CLOSED', 'OPERATIONAL', 'OVERBOOKED', 'OTHER'] as const;
export type SupplierCancellationReason = (typeof SUPPLIER_CANCELLATION_REASONS)[number];

/** The message for the customer: a short paragraph, not a letter (it travels in every notification and booking view). */
export const MAX_CANCELLATION_MESSAGE = 1000;

/** The one rule for free text, also the cancellation message's (src/domain/storableText.ts). */
export { isPlainText } from './storableText.ts';

/** The refund of a supplier's cancellation: 100% of what was paid (rrp and net less the promotion's discount), no tier. */
export function fullRefund(booking: { rrp: number; net: number; discount: number }): RecordedRefund {
  return { percent: 100, rrp: booking.rrp - booking.discount, net: booking.net - booking.discount, tier: null };
}
