import type { SupplierCapability } from '../accounts/capabilities.ts';
import type { Account, Product, ProductRate, PromotionRow } from '../db/entities/index.ts';
import { fromMinor } from '../domain/money.ts';
import { rateTableToMajor, unitPricesToMajor, type UnitPrices } from '../domain/pricing.ts';
import { DEFAULT_RULE } from '../domain/rateRules.ts';
import type { QuotedItem } from '../records/pricing/quotes.ts';
import { TICKET_TYPES, type TicketType } from '../domain/ticketTypes.ts';

/**
 * What an agent needs to know, before it sells, of how the account serving a product (null: none
 * serves it) keeps its availability fresh: each only when it applies, like `capabilities`, so a
 * product whose supplier neither lets answers be kept nor pushes is shown as before (issue 33 §3).
 */
export function availabilityFreshness(server: Pick<Account, 'availabilityTtlSeconds' | 'availabilityPushedAt'> | null | undefined) {
  const ttl = server?.availabilityTtlSeconds ?? 0;
  const pushedAt = server?.availabilityPushedAt ?? null;
  return {
    ...(ttl > 0 ? { availability_ttl_seconds: ttl } : {}),
    ...(pushedAt ? { availability_pushed_at: pushedAt.toISOString() } : {}),
  };
}

/**
 * The agent-facing shape of a product (contract "Product": with currency), with its `time_zone`
 * too, since cut-offs, past dates and the redemption day are reckoned in it (issue 42 §8).
 * `cancellation`, `questions` and `time_slots` (and an option's own) only when the supplier declared them,
 * `capabilities` only when the account serving it declared one that applies to selling it, and
 * its `freshness` fields only where they apply: a product without any of them is shown exactly as
 * before they existed.
 */
export function presentProduct(
  product: Product,
  owner: Account,
  capabilities: readonly SupplierCapability[] = [],
  freshness: ReturnType<typeof availabilityFreshness> = {},
) {
  return {
    name: product.name,
    supplier: product.delegate,
    country: product.country,
    city: product.city,
    freesale: product.freesale,
    currency: owner.currency,
    time_zone: product.timeZone,
    options: product.options,
    ...(product.timeSlots ? { time_slots: product.timeSlots } : {}),
    ...(product.cancellation ? { cancellation: product.cancellation } : {}),
    ...(product.questions ? { questions: product.questions } : {}),
    ...(capabilities.length > 0 ? { capabilities: [...capabilities] } : {}),
    ...freshness,
  };
}

/** The table as its owner set it; `rules` only when it has any, so a flat table reads back exactly as before rules existed. */
export function presentRates(row: Pick<ProductRate, 'currency' | 'rates' | 'optionRates' | 'rules'>) {
  const rules = row.rules ?? [];
  return {
    currency: row.currency,
    rates: rateTableToMajor(row.rates, row.currency),
    options: Object.fromEntries(Object.entries(row.optionRates).map(([option, table]) => [option, rateTableToMajor(table, row.currency)])),
    ...(rules.length > 0 ? { rules: rules.map((rule) => ({ ...rule, rates: rateTableToMajor(rule.rates, row.currency) })) } : {}),
  };
}

/** Per ticket type: rrp, net and discount in major units, the currency, and what priced it. */
export function presentUnitPrices(prices: { prices: UnitPrices; currency: string }) {
  const major = unitPricesToMajor(prices.prices, prices.currency);
  return Object.fromEntries(Object.entries(major).map(([type, price]) => [type, { ...price, currency: prices.currency, rule: price.rule ?? DEFAULT_RULE }]));
}

/** A quote's answer: every item with its totals and its tickets, and the totals per currency (never summed across). */
export function presentQuote(quote: { id: string; expiresAt: Date; items: QuotedItem[] }) {
  const totals = new Map<string, { rrp: number; net: number; discount: number }>();
  const items = quote.items.map((item, index) => {
    const sum = totals.get(item.currency) ?? { rrp: 0, net: 0, discount: 0 };
    totals.set(item.currency, { rrp: sum.rrp + item.rrp, net: sum.net + item.net, discount: sum.discount + item.discount });
    const tickets = TICKET_TYPES.filter((type) => item.counts[type] > 0).map((type) => {
      const unit = item.unitPrices[type]!;
      return { type, count: item.counts[type], currency: item.currency, ...prices({ ...unit, currency: item.currency }), rule: unit.rule ?? DEFAULT_RULE };
    });
    return {
      item: index,
      supplier: item.supplier,
      product: item.productCode,
      option: item.optionCode,
      date: item.date,
      time: item.time,
      promotion: item.promotion,
      currency: item.currency,
      ...prices(item),
      tickets,
    };
  });
  return {
    quote: quote.id,
    expires: quote.expiresAt.toISOString(),
    items,
    totals: [...totals].map(([currency, total]) => ({ currency, ...prices({ ...total, currency }) })),
  };
}

export function presentPromotion(row: PromotionRow) {
  const discount: Partial<Record<TicketType, number>> = {};
  for (const type of TICKET_TYPES) {
    const minor = row.discount[type];
    if (minor !== undefined) discount[type] = fromMinor(minor, row.currency);
  }
  return { description: row.description, currency: row.currency, discount, products: row.products, from: row.validFrom ?? null, to: row.validTo ?? null };
}

/** Booking and reservation totals in major units: `rrp` and `net` before discount, `discount` off both. */
export function prices(totals: { rrp: number; net: number; discount: number; currency: string }) {
  return {
    rrp: fromMinor(totals.rrp, totals.currency),
    net: fromMinor(totals.net, totals.currency),
    discount: fromMinor(totals.discount, totals.currency),
  };
}
