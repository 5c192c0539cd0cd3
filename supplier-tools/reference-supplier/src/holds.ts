import { type Answer, ok, Refusal } from './answers.ts';
import { randomCode } from './barcodes.ts';
import type { Sale } from './catalog.ts';
import { type Counts, TICKET_TYPES } from './products.ts';
import { type ReservationRequest, ticketCount } from './requests.ts';
import type { SaleDeps } from './saleDeps.ts';
import type { Hold } from './store.ts';

/** `POST /reservation`: holds seats until `expires`. */
export function reserve({ store, catalog }: SaleDeps, request: ReservationRequest): Answer {
  const sale = catalog.sale(request);
  // Freesale products are sold without reservations (contract "What the service does" 4).
  if (sale.product.capacity === null) throw new Refusal('NOT_AVAILABLE');
  const now = new Date();
  if (catalog.isPastCutoff(sale, request.date, now)) throw new Refusal('PAST_CUTOFF_DATE');
  if (catalog.isClosed(sale, request.date)) throw new Refusal('NOT_AVAILABLE');
  const expiresAt = Date.parse(request.expires);
  if (expiresAt <= now.getTime()) throw new Refusal('EXPIRES_IN_PAST');
  const seats = ticketCount(request.counts);
  const free = catalog.vacancies(sale, request.date, now);
  if (free !== null && free < seats) throw new Refusal('SOLD_OUT');
  const code = `R-${randomCode(10)}`;
  store.insertHold({
    code,
    product: sale.code,
    option: sale.option,
    date: request.date,
    time: sale.time,
    pickup: sale.pickup,
    counts: request.counts,
    seats,
    expiresAt,
    status: 'held',
  });
  return ok({ reservation: code });
}

/**
 * `POST /reservation_extension` (declared as the `reservation_extension` capability): the hold's
 * seats stay held until the later `expires`. A hold that lapsed is not revived: its seats may be sold.
 */
export function extendReservation({ store }: SaleDeps, request: { reservation: string; expires: string }): Answer {
  const hold = store.findHold(request.reservation);
  if (hold?.status !== 'held') throw new Refusal('RESERVATION_INVALID');
  const now = Date.now();
  if (hold.expiresAt <= now) throw new Refusal('RESERVATION_EXPIRED');
  const expiresAt = Date.parse(request.expires);
  if (expiresAt <= now) throw new Refusal('EXPIRES_IN_PAST');
  store.extendHold(hold.code, expiresAt);
  return ok({ reservation: hold.code, expires: new Date(Math.max(hold.expiresAt, expiresAt)).toISOString() });
}

/** `POST /reservation_cancellation`: gives the seats back; a hold released (or expired) already is fine. */
export function cancelReservation({ store }: SaleDeps, request: { reservation: string }): Answer {
  const hold = store.findHold(request.reservation);
  if (!hold) throw new Refusal('RESERVATION_INVALID');
  if (hold.status === 'booked') throw new Refusal('RESERVATION_BOOKED');
  store.setHoldStatus(hold.code, 'released');
  return ok({});
}

/**
 * Turns a held reservation into seats of a booking: the hold stops counting, the booking's
 * tickets count instead (both in this transaction). `counts` null: any number of tickets (an
 * update's reservation covers only the tickets it adds).
 */
export function claimHold({ store, catalog }: SaleDeps, code: string, sale: Sale, date: string, counts: Counts | null): Hold {
  const hold = store.findHold(code);
  if (hold?.status !== 'held') throw new Refusal('RESERVATION_INVALID');
  const sameSale = hold.product === sale.code && hold.option === sale.option && hold.date === date && hold.time === sale.time;
  if (!sameSale || (counts && TICKET_TYPES.some((type) => hold.counts[type] !== counts[type]))) throw new Refusal('RESERVATION_MISMATCH');
  // Seats are guaranteed until `expires` (contract Limits 3); a late confirmation still succeeds if they are free.
  if (hold.expiresAt <= Date.now()) {
    const free = catalog.vacancies(sale, date, new Date());
    if (free !== null && free < hold.seats) throw new Refusal('SOLD_OUT');
  }
  store.setHoldStatus(code, 'booked');
  return hold;
}
