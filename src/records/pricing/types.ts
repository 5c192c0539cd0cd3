import type { Quote, UnitPrices } from '../../domain/pricing.ts';
import type { Counts } from '../../domain/ticketTypes.ts';

/** What is priced: the product of an owner, its option, the local travel date and time, the tickets, the promotion. */
export type SaleToPrice = {
  productCode: string;
  optionCode: string | null;
  date: string;
  time: string | null;
  counts: Counts;
  promotion: string | null;
};

/** Totals and unit prices in minor units of `currency`; each unit price names the rule that gave it. */
export type PricedSale = Quote & { currency: string; unitPrices: UnitPrices };
