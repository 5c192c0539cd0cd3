import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { TICKET_TYPES } from '../../domain/ticketTypes.ts';
// biome-ignore lint/suspicious/noImportCycles: a booking and its tickets refer to each other; MikroORM resolves the lazy `() => Entity` references once both are loaded.
import { Booking } from './Booking.ts';

/** One ticket of a booking, with the barcode the supplier issued for it. */
const TicketSchema = defineEntity({
  name: 'Ticket',
  tableName: 'ticket',
  properties: {
    id: uuidPrimaryKey(),
    booking: () => p.manyToOne(Booking).deleteRule('cascade'),
    position: p.integer(),
    type: p.enum(TICKET_TYPES),
    barcode: p.string().length(300),
    redeemedAt: p.datetime().nullable(),
  },
});

export class Ticket extends TicketSchema.class {}
TicketSchema.setClass(Ticket);
export { TicketSchema };
