import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { TICKET_TYPES } from '../../domain/ticketTypes.ts';
import { Account } from './Account.ts';
import { Booking } from './Booking.ts';
import { Ticket } from './Ticket.ts';

/**
 * A registered redemption: the ledger the reconciliation and invoice reports read. One row per
 * ticket (a ticket is redeemed once), with the ticket's price as it was sold, the accounts it
 * concerns and the sale's facts, so reports read this table alone.
 */
const RedemptionSchema = defineEntity({
  name: 'Redemption',
  tableName: 'redemption',
  properties: {
    id: uuidPrimaryKey(),
    ticket: () => p.oneToOne(Ticket).owner().unique(),
    booking: () => p.manyToOne(Booking),
    owner: () => p.manyToOne(Account),
    supplier: () => p.manyToOne(Account),
    agent: () => p.manyToOne(Account),
    redeemedBy: () => p.manyToOne(Account),
    redeemedAt: p.datetime(),
    ticketType: p.enum(TICKET_TYPES),
    barcode: p.string().length(300),
    agentReference: p.string().length(100),
    // The reference of the order the booking is an item of (issue 44); null: sold on its own.
    orderReference: p.string().length(90).nullable(),
    supplierReference: p.string().length(200).nullable(),
    productCode: p.string().length(100),
    productName: p.string().length(300),
    optionCode: p.string().length(100).nullable(),
    travelDate: p.string().length(10),
    currency: p.string().length(3),
    rrp: p.bigint('number'),
    net: p.bigint('number'),
    discount: p.bigint('number'),
  },
});

export class Redemption extends RedemptionSchema.class {}
RedemptionSchema.setClass(Redemption);
export { RedemptionSchema };
