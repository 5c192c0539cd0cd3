import { p } from '@mikro-orm/core';
import type { UnitPrices } from '../../domain/pricing.ts';
import { Account } from './Account.ts';

/**
 * Who a reservation or a booking is between: the agent selling it, the product's owner (the seller
 * of record) and the account whose callbacks serve it (a delegate, else the owner).
 */
export const saleParties = {
  agent: () => p.manyToOne(Account),
  owner: () => p.manyToOne(Account),
  supplier: () => p.manyToOne(Account),
};

/** What a reservation and a booking both record of a sale: the trip, the tickets, the locked price. */
export const saleProperties = {
  productCode: p.string().length(100),
  optionCode: p.string().length(100).nullable(),
  promotion: p.string().length(32).nullable(),
  travelDate: p.string().length(10),
  travelTime: p.string().length(5).nullable(),
  pickup: p.string().length(300).nullable(),
  adult: p.integer().default(0),
  youth: p.integer().default(0),
  child: p.integer().default(0),
  infant: p.integer().default(0),
  senior: p.integer().default(0),
  student: p.integer().default(0),
  // Minor units of `currency`; totals before discount, `discount` the total taken off both.
  currency: p.string().length(3),
  rrp: p.bigint('number'),
  net: p.bigint('number'),
  discount: p.bigint('number'),
  unitPrices: p.json<UnitPrices>(),
};
