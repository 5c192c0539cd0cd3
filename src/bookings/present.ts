import type { Booking } from '../db/entities/index.ts';
import { prices } from '../catalog/present.ts';
import { bookingBody, presentRefund, ticketsOf } from '../records/bookings/notificationBody.ts';

/** The agent's answer to a confirmation or an update (contract "POST booking_confirmation"), with the currency of its amounts. */
export function confirmationResponse(booking: Booking) {
  return {
    mobile: booking.mobile ?? false,
    reference: booking.supplierReference ?? '',
    barcode: booking.barcode ?? '',
    currency: booking.currency,
    ...prices(booking),
    tickets: ticketsOf(booking).map((t) => ({ type: t.type, barcode: t.barcode })),
  };
}

/**
 * An update's answer: the confirmation's, plus what its latest update changed the price by (the
 * booking as changed less as it was before; 0 when it changed no price). The same on a repeat.
 */
export function updateResponse(booking: Booking) {
  // A booking keeps its currency (the owner's is locked while rates or bookings use it).
  const before = booking.priceBeforeUpdate ?? booking;
  const difference = {
    currency: booking.currency,
    rrp: booking.rrp - before.rrp,
    net: booking.net - before.net,
    discount: booking.discount - before.discount,
  };
  return { ...confirmationResponse(booking), price_difference: { currency: booking.currency, ...prices(difference) } };
}

/** A booking as `GET /v1/bookings` shows it: the notification body plus status, prices and owner. */
export function bookingView(booking: Booking) {
  return {
    ...bookingBody(booking),
    owner: booking.owner.identifier,
    status: booking.status,
    product_name: booking.productName,
    option_name: booking.optionName ?? null,
    promotion: booking.promotion ?? null,
    currency: booking.currency,
    ...prices(booking),
    freesale: booking.freesale,
    imported: booking.imported,
    created_at: booking.createdAt.toISOString(),
    confirmed_at: booking.confirmedAt?.toISOString() ?? null,
    cancelled_at: booking.cancelledAt?.toISOString() ?? null,
    // The terms locked at confirmation (null: none declared, today's rule), and what cancelling refunded.
    cancellation: booking.cancellation ?? null,
    refund: booking.refund ? presentRefund(booking.refund, booking.currency) : null,
    // Who cancelled (or is cancelling) it, and, when its supplier did, why and its words for the customer.
    cancelled_by: booking.cancelledBy ?? null,
    cancellation_reason: booking.cancellationReason ?? null,
    cancellation_message: booking.cancellationMessage ?? null,
    // The answers to its product's booking questions; null: no question applied.
    answers: booking.answers ?? null,
  };
}
