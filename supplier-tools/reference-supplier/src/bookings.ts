import { type Answer, ok, Refusal } from './answers.ts';
import { randomCode } from './barcodes.ts';
import { lookupBarcode } from './barcodeLookup.ts';
import { cancelReservation, claimHold, extendReservation, reserve } from './holds.ts';
import { TICKET_TYPES } from './products.ts';
import { checkedAnswers } from './questionAnswers.ts';
import type { BookingConfirmationRequest, BookingUpdateRequest, ReservationRequest } from './requests.ts';
import type { SaleDeps } from './saleDeps.ts';
import { answerFor, barcodesOf, issueTickets } from './tickets.ts';

/** `POST /booking_confirmation`: one barcode per ticket plus one for the whole booking. */
function confirm(deps: SaleDeps, request: BookingConfirmationRequest): Answer {
  const { store, catalog, nextBarcode, faults } = deps;
  const sale = catalog.sale(request);
  const answers = checkedAnswers(deps, sale, request.counts, request.answers);
  let pickup = sale.pickup;
  if (sale.product.capacity === null) {
    if (request.reservation !== null) throw new Refusal('RESERVATION_INVALID');
    // Freesale is sold without a hold, so a closed day refuses the booking itself.
    if (catalog.isClosed(sale, request.date)) throw new Refusal('NOT_AVAILABLE');
  } else {
    if (request.reservation === null) throw new Refusal('RESERVATION_REQUIRED');
    const hold = claimHold(deps, request.reservation, sale, request.date, request.counts);
    pickup ??= hold.pickup;
  }
  const reference = `B-${randomCode(10)}`;
  store.insertBooking({
    reference,
    agent: request.agent,
    agentReference: request.reference,
    product: sale.code,
    option: sale.option,
    date: request.date,
    time: sale.time,
    pickup,
    customer: request.customer,
    notes: request.notes,
    answers,
    cancelled: false,
  });
  store.insertBarcode({ code: nextBarcode(), booking: reference, type: null });
  for (const type of TICKET_TYPES) issueTickets(deps, reference, type, request.counts[type]);
  const answer = answerFor(deps, reference);
  if (faults.has('fewer-tickets') && answer.tickets.length > 1) answer.tickets.pop();
  return ok(answer);
}

/**
 * `POST /booking_update`: the booking becomes what the request describes and the answer lists
 * all its tickets. The contract allows a new reference and new barcodes; keeping both for the
 * tickets that remain spares customers a reissue. The service checks the change (and its
 * reservation for added tickets) first, and expects every update it sends to be accepted.
 */
function update(deps: SaleDeps, request: BookingUpdateRequest): Answer {
  const { store, catalog } = deps;
  const booking = store.findBooking(request.booking);
  if (!booking) throw new Refusal('BOOKING_INVALID');
  if (booking.cancelled) throw new Refusal('BOOKING_CANCELLED');
  const sale = catalog.sale(request);
  const answers = checkedAnswers(deps, sale, request.counts, request.answers);
  if (request.reservation !== null) claimHold(deps, request.reservation, sale, request.date, null);
  store.updateBooking({
    ...booking,
    agent: request.agent ?? booking.agent,
    agentReference: request.reference ?? booking.agentReference,
    product: sale.code,
    option: sale.option,
    date: request.date,
    time: sale.time,
    pickup: sale.pickup,
    customer: request.customer,
    notes: request.notes,
    answers,
  });
  const { tickets } = barcodesOf(deps, booking.reference);
  for (const type of TICKET_TYPES) {
    const current = tickets.filter((ticket) => ticket.type === type);
    for (const dropped of current.slice(request.counts[type])) store.deleteBarcode(dropped.barcode);
    issueTickets(deps, booking.reference, type, request.counts[type] - current.length);
  }
  return ok(answerFor(deps, booking.reference));
}

/** `POST /booking_cancellation`: the tickets stop counting and stop scanning; cancelling again is fine. */
function cancelBooking({ store }: SaleDeps, request: { booking: string }): Answer {
  const booking = store.findBooking(request.booking);
  if (!booking) throw new Refusal('BOOKING_INVALID');
  store.updateBooking({ ...booking, cancelled: true });
  return ok({});
}

export type Bookings = ReturnType<typeof createBookings>;

/** Reservations and bookings: every operation runs inside the ledger's transaction (see ledger.ts). */
export function createBookings(deps: SaleDeps) {
  return {
    reserve: (request: ReservationRequest) => reserve(deps, request),
    extendReservation: (request: { reservation: string; expires: string }) => extendReservation(deps, request),
    cancelReservation: (request: { reservation: string }) => cancelReservation(deps, request),
    confirm: (request: BookingConfirmationRequest) => confirm(deps, request),
    update: (request: BookingUpdateRequest) => update(deps, request),
    cancelBooking: (request: { booking: string }) => cancelBooking(deps, request),
    lookup: (query: { barcode: string }) => lookupBarcode(deps, query),
  };
}
