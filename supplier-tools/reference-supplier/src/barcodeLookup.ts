import { Refusal } from './answers.ts';
import { TICKET_TYPES } from './products.ts';
import type { SaleDeps } from './saleDeps.ts';
import { barcodesOf, MOBILE } from './tickets.ts';

/**
 * `GET /barcode_lookup`: the booking a live ticket or booking barcode belongs to, shaped like a
 * booking notification. `reference` is the agent's reference, as in the contract's redemption
 * notification; `agent_reference` and `supplier_reference` are named as in the service's own
 * notifications. This supplier records no scans of its own, so no ticket is `redeemed` here.
 */
export function lookupBarcode(deps: SaleDeps, query: { barcode: string }): Record<string, unknown> {
  const { store } = deps;
  const scanned = store.findBarcode(query.barcode);
  const booking = scanned && store.findBooking(scanned.booking);
  if (!scanned || !booking || booking.cancelled) throw new Refusal('BARCODE_INVALID');
  const { barcode, tickets } = barcodesOf(deps, booking.reference);
  return {
    ticket: scanned.type === null ? null : { type: scanned.type, barcode: scanned.code, redeemed: false },
    supplier_reference: booking.reference,
    agent: booking.agent,
    reference: booking.agentReference,
    agent_reference: booking.agentReference,
    product: booking.product,
    option: booking.option,
    pickup: booking.pickup,
    date: booking.date,
    time: booking.time,
    // The contract's look-up answer names the slot `departure`; the notification calls it `time`.
    departure: booking.time,
    ...Object.fromEntries(TICKET_TYPES.map((type) => [type, tickets.filter((ticket) => ticket.type === type).length])),
    cancelled: booking.cancelled,
    customer: booking.customer,
    mobile: MOBILE,
    barcode,
    tickets: tickets.map((ticket) => ({ ...ticket, redeemed: false })),
    notes: booking.notes,
  };
}
