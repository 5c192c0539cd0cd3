import { z } from 'zod';
import { TICKET_TYPES, type Counts } from './ticketTypes.ts';

/** What a supplier's `/booking_confirmation` and `/booking_update` must answer. */
export const BookingAnswer = z.looseObject({
  mobile: z.boolean(),
  reference: z.string().min(1).max(200),
  barcode: z.string().min(1).max(300),
  tickets: z.array(z.looseObject({ type: z.enum(TICKET_TYPES), barcode: z.string().min(1).max(300) })).max(100),
});
export type BookingAnswer = z.infer<typeof BookingAnswer>;

export const ReservationAnswer = z.looseObject({ reservation: z.string().min(1).max(200) });

/** One ticket per requested ticket, of the requested types: anything else is not a booking we can sell. */
export function ticketsMatchCounts(tickets: { type: string }[], counts: Counts): boolean {
  return TICKET_TYPES.every((type) => tickets.filter((t) => t.type === type).length === counts[type]);
}
