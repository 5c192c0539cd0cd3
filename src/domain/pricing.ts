import { fromMinor } from './money.ts';
import { resolveRates, type RateBook, type RateTable, type ResolvedTable } from './rateRules.ts';
import { requestedTypes, TICKET_TYPES, type Counts, type TicketType } from './ticketTypes.ts';

export type { Rate, RateBook, RateRule, RateTable } from './rateRules.ts';

/** All amounts in this module are integer minor units of the product owner's currency. */
export type ProductRates = { rates: RateTable; options: Record<string, RateTable> };

export type Promotion = {
  code: string;
  description: string;
  /** Minor units off each ticket of that type. */
  discount: Partial<Record<TicketType, number>>;
  /** Product codes the promotion covers; empty means every product of the owner. */
  products: string[];
  /** Inclusive `YYYY-MM-DD` bounds on the travel date; null leaves that side open. */
  from: string | null;
  to: string | null;
};

/** A ticket's price; `rule` names what priced it (absent in prices stored before rules existed). */
export type UnitPrice = { rrp: number; net: number; discount: number; rule?: string };
export type UnitPrices = Partial<Record<TicketType, UnitPrice>>;
export type Quote = { rrp: number; net: number; discount: number };

export class PricingError extends Error {
  readonly code = 'NO_RATE';
  readonly ticketType: TicketType;
  constructor(ticketType: TicketType) {
    super(`no rate for ticket type ${ticketType}`);
    this.name = 'PricingError';
    this.ticketType = ticketType;
  }
}

/** An option only needs to list the types it prices differently; the rest fall back to the product. */
export function effectiveRates(product: ProductRates, option?: string | null): RateTable {
  // hasOwn: an option code like "constructor" must not pick up Object.prototype members.
  const overrides = option && Object.hasOwn(product.options, option) ? product.options[option] : undefined;
  return { ...product.rates, ...overrides };
}

/** ISO dates compare correctly as strings, so no parsing is needed for the window check. */
export function promotionAppliesTo(promo: Promotion, productCode: string, date: string): boolean {
  if (promo.products.length > 0 && !promo.products.includes(productCode)) return false;
  if (promo.from !== null && date < promo.from) return false;
  if (promo.to !== null && date > promo.to) return false;
  return true;
}

/**
 * Per-ticket prices. The discount is capped at the net rate: the contract applies the discount to
 * both retail price and net, so a larger discount would have the supplier paying the agent to
 * sell its ticket. A promotion bigger than the ticket therefore just makes the ticket free.
 */
export function unitPrices(rates: RateTable | ResolvedTable, promo: Promotion | null): UnitPrices {
  const prices: UnitPrices = {};
  for (const type of TICKET_TYPES) {
    const rate = rates[type];
    if (!rate) continue;
    const wanted = promo?.discount[type] ?? 0;
    const rule = 'rule' in rate ? { rule: rate.rule as string } : {};
    prices[type] = { rrp: rate.rrp, net: rate.net, discount: Math.min(Math.max(wanted, 0), rate.net), ...rule };
  }
  return prices;
}

/** Booking totals: `rrp` and `net` before discount, `discount` the total taken off both. */
export function quote(rates: RateTable | ResolvedTable, counts: Counts, promo: Promotion | null): Quote {
  return totalOf(unitPrices(rates, promo), counts);
}

/** A sale as pricing sees it: what, when (the product's local date and time) and how many. */
export type SaleToPrice = { option: string | null; date: string; time: string | null; counts: Counts };

/**
 * THE price of a sale (issue 43): every price read — GET /v1/rates, a quote, a hold, a freesale
 * confirmation, an update, an order's items — comes from here, so they agree to the minor unit.
 * Totals before discount, the discount, and each ticket type's unit price with the rule that gave
 * it. Throws PricingError for a type asked for that nothing prices.
 */
export function priceSale(book: RateBook, sale: SaleToPrice, promo: Promotion | null): Quote & { unitPrices: UnitPrices } {
  const prices = unitPrices(resolveRates(book, sale), promo);
  return { ...totalOf(prices, sale.counts), unitPrices: prices };
}

function totalOf(prices: UnitPrices, counts: Counts): Quote {
  const total: Quote = { rrp: 0, net: 0, discount: 0 };
  for (const type of requestedTypes(counts)) {
    const price = prices[type];
    if (!price) throw new PricingError(type);
    const n = counts[type];
    total.rrp += price.rrp * n;
    total.net += price.net * n;
    total.discount += price.discount * n;
  }
  return total;
}

/** For responses: JSON carries major-unit numbers. */
export function quoteToMajor(q: Quote, currency: string): Quote {
  return { rrp: fromMinor(q.rrp, currency), net: fromMinor(q.net, currency), discount: fromMinor(q.discount, currency) };
}

export function unitPricesToMajor(prices: UnitPrices, currency: string): UnitPrices {
  const out: UnitPrices = {};
  for (const type of TICKET_TYPES) {
    const price = prices[type];
    if (price) out[type] = { ...quoteToMajor(price, currency), ...(price.rule !== undefined ? { rule: price.rule } : {}) };
  }
  return out;
}

export function rateTableToMajor(rates: RateTable, currency: string): RateTable {
  const out: RateTable = {};
  for (const type of TICKET_TYPES) {
    const rate = rates[type];
    if (rate) out[type] = { rrp: fromMinor(rate.rrp, currency), net: fromMinor(rate.net, currency) };
  }
  return out;
}
