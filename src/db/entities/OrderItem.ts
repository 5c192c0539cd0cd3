import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { saleParties, saleProperties } from './saleProperties.ts';
import { Booking } from './Booking.ts';
// biome-ignore lint/suspicious/noImportCycles: an order and its items refer to each other; MikroORM resolves the lazy `() => Entity` references once both are loaded.
import { Order } from './Order.ts';
import { Reservation } from './Reservation.ts';
import type { BookingAnswer } from '../../domain/bookingQuestions.ts';

/**
 * One item of an order, as the agent asked for it and as it was priced when the order was made;
 * its hold (a reservation, for a product sold with one) and, once the order is confirmed, its
 * booking carry it from there. `stuckCode`: the supplier refused to undo it (the order is `stuck`);
 * `quoteId`, `quoteItem`: the quote it cites.
 */
const OrderItemSchema = defineEntity({
  name: 'OrderItem',
  tableName: 'agent_order_item',
  properties: {
    id: uuidPrimaryKey(),
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    position: p.integer(),
    ...saleParties,
    ...saleProperties,
    productName: p.string().length(300),
    freesale: p.boolean(),
    answers: p.json<BookingAnswer[]>().nullable(),
    reservation: () => p.manyToOne(Reservation).nullable(),
    booking: () => p.manyToOne(Booking).nullable(),
    stuckCode: p.string().length(64).nullable(),
    // The quote item the agent cited (issue 43): a held item was charged it when held, a freesale
    // item cites it again at the confirmation, as a freesale confirmation does.
    quoteId: p.uuid().nullable(),
    quoteItem: p.integer().nullable(),
  },
});

export class OrderItem extends OrderItemSchema.class {}
OrderItemSchema.setClass(OrderItem);
export { OrderItemSchema };
