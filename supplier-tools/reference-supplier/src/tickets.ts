import { TICKET_TYPES, type TicketType } from './products.ts';
import type { SaleDeps } from './saleDeps.ts';

/** Tickets are accepted on the customer's phone (shown as QR codes); a venue that scans only paper answers false. */
export const MOBILE = true;

export type Ticket = { type: TicketType; barcode: string };

/** What `/booking_confirmation` and `/booking_update` answer. */
export type BookingAnswer = { mobile: boolean; reference: string; barcode: string; tickets: Ticket[] };

/** A booking's barcode and its tickets, grouped by type in the contract's order. */
export function barcodesOf({ store }: SaleDeps, reference: string): { barcode: string; tickets: Ticket[] } {
  const issued = store.barcodesOf(reference);
  const tickets = TICKET_TYPES.flatMap((type) => issued.filter((b) => b.type === type).map((b) => ({ type, barcode: b.code })));
  return { barcode: issued.find((b) => b.type === null)?.code ?? '', tickets };
}

/** Adds `count` tickets of a type (none when `count` is zero or less). */
export function issueTickets({ store, nextBarcode }: SaleDeps, reference: string, type: TicketType, count: number): void {
  for (let i = 0; i < count; i += 1) store.insertBarcode({ code: nextBarcode(), booking: reference, type });
}

export function answerFor(deps: SaleDeps, reference: string): BookingAnswer {
  return { mobile: MOBILE, reference, ...barcodesOf(deps, reference) };
}
