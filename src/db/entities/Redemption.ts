import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { TICKET_TYPES } from '../../domain/ticketTypes.ts';
import { Account } from './Account.ts';
import { Booking } from './Booking.ts';
import { Ticket } from './Ticket.ts';

/**
 * A registered redemption: the ledger the reconciliation and invoice reports read. One row per
 * ticket (a ticket is redeemed once), with the ticket's price as it was sold and the accounts it
 * concerns, so reports need no joins to find whose it is.
 */
const RedemptionSchema = defineEntity({
  name: 'Redemption',
  tableName: 'redemption',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    ticket: () => p.oneToOne(Ticket).owner().unique(),
    booking: () => p.manyToOne(Booking),
    owner: () => p.manyToOne(Account),
    supplier: () => p.manyToOne(Account),
    agent: () => p.manyToOne(Account),
    redeemedBy: () => p.manyToOne(Account),
    redeemedAt: p.datetime(),
    ticketType: p.enum(TICKET_TYPES),
    currency: p.string().length(3),
    rrp: p.bigint('number'),
    net: p.bigint('number'),
    discount: p.bigint('number'),
  },
});

export class Redemption extends RedemptionSchema.class {}
RedemptionSchema.setClass(Redemption);
export { RedemptionSchema };
