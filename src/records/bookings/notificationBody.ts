/**
 * A booking as its notifications carry it: written into each notification row (a snapshot) by the
 * API and by the activities that end a step, and the base of the API's booking view (present.ts).
 */
import type { Booking, Ticket } from '../../db/entities/index.ts';
import type { RecordedRefund } from '../../domain/cancellationTerms.ts';
import { fromMinor } from '../../domain/money.ts';
import { TICKET_TYPES, type Counts } from '../../domain/ticketTypes.ts';

export function countsOf(source: Counts): Counts {
  return Object.fromEntries(TICKET_TYPES.map((t) => [t, source[t]])) as Counts;
}

export function ticketsOf(booking: Booking): Ticket[] {
  return booking.tickets.isInitialized() ? booking.tickets.getItems() : [];
}

/** A recorded refund in major units of the booking's currency. */
export function presentRefund(refund: RecordedRefund, currency: string) {
  return { percent: refund.percent, rrp: fromMinor(refund.rrp, currency), net: fromMinor(refund.net, currency), tier: refund.tier };
}

/**
 * The full booking as notifications carry it (DESIGN §5 "Notifications"). `supplier` is the account
 * whose callbacks serve the booking (a delegate, else the owner), as the supplier reference is its.
 * `refund` only when one is recorded (a cancellation under declared terms), `answers` only when a
 * booking question applies: a booking without either is notified exactly as before they existed.
 */
export function bookingBody(booking: Booking) {
  return {
    supplier: booking.supplier.identifier,
    supplier_reference: booking.supplierReference ?? null,
    agent: booking.agent.identifier,
    agent_reference: booking.agentReference,
    cancelled: booking.status === 'cancelled',
    product: booking.productCode,
    option: booking.optionCode ?? null,
    pickup: booking.pickup ?? null,
    date: booking.travelDate,
    time: booking.travelTime ?? null,
    ...countsOf(booking),
    customer: booking.customer,
    mobile: booking.mobile ?? null,
    barcode: booking.barcode ?? null,
    tickets: ticketsOf(booking).map((t) => ({ type: t.type, barcode: t.barcode, redeemed: t.redeemedAt != null })),
    notes: booking.notes,
    // Only for a booking whose product asks questions: any other is notified exactly as before.
    ...(booking.answers ? { answers: booking.answers } : {}),
    // The currency with the only money a notification carries: any other is notified as before.
    ...(booking.refund ? { currency: booking.currency, refund: presentRefund(booking.refund, booking.currency) } : {}),
  };
}

/**
 * What a `booking.cancelled_by_supplier` notification adds to the booking's body: who cancelled,
 * the reason code, the supplier's words for the customer (null: none) and the refund (always 100%).
 */
export function supplierCancellationNotice(booking: Booking) {
  return {
    cancelled_by: 'supplier' as const,
    reason: booking.cancellationReason ?? 'OTHER',
    message: booking.cancellationMessage ?? null,
    ...(booking.refund ? { currency: booking.currency, refund: presentRefund(booking.refund, booking.currency) } : {}),
  };
}
