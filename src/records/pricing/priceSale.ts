/**
 * The one pricing function every price read goes through (issue 43): GET /v1/rates, quotes, holds,
 * freesale confirmations, updates, imported bookings — and orders, whose items are holds and
 * confirmations. It loads the product's rate book and the promotion, then prices with the pure
 * rules of src/domain/pricing.ts; a sale that cites a quote is charged the quote's item instead,
 * exactly, once checked to be that sale (src/records/pricing/quotes.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../../db/entities/index.ts';
import { PricingError, priceSale as priceByRules, type RateBook } from '../../domain/pricing.ts';
import type { PricedSale, SaleToPrice } from './types.ts';
import { ApiError } from '../../errors.ts';
import { requireValidPromotion } from './promotion.ts';
import { quotedPrice, type QuoteCitation } from './quotes.ts';

export type { PricedSale, SaleToPrice } from './types.ts';

/** The rules whose period (if any) holds the date `$d` and whose option (if any) is `$o`. */
const RULES_THAT_CAN_MATCH = '$[*] ? ((@.from == null || (@.from <= $d && @.to >= $d)) && (@.option == null || @.option == $o))';

/**
 * The product's rate book (defaults, options, rules) and its currency; null when no rates are set.
 * With `sale`, only the rules that can price it come back: PostgreSQL drops those of other periods
 * and other options (a table of hundreds of rules is mostly periods), so the answer stays small;
 * resolveRates still checks every rule it gets.
 */
export async function loadRateBook(
  em: EntityManager,
  owner: Account,
  productCode: string,
  sale?: Pick<SaleToPrice, 'date' | 'optionCode'>,
): Promise<{ book: RateBook; currency: string } | null> {
  // One plain statement, not an entity: the ORM would keep a snapshot of the table for change
  // tracking on every price read (bench/pricing.ts).
  const rules = sale ? `jsonb_path_query_array(rules, ?::jsonpath, jsonb_build_object('d', ?::text, 'o', ?::text))` : 'rules';
  const rows: { currency: string; rates: RateBook['rates']; option_rates: RateBook['options']; rules: RateBook['rules'] }[] = await em
    .getConnection()
    .execute(
      `select currency, rates, option_rates, ${rules} as rules from product_rate where owner_id = ? and product_code = ?`,
      [...(sale ? [RULES_THAT_CAN_MATCH, sale.date, sale.optionCode] : []), owner.id, productCode],
      'all',
      em.getTransactionContext(),
    );
  const row = rows[0];
  if (!row) return null;
  return { book: { rates: row.rates, options: row.option_rates, rules: row.rules ?? [] }, currency: row.currency.trim() };
}

/**
 * The price of `sale` from the owner's rates of now; with `quote`, the price that quote item of
 * `agent` holds (QUOTE_INVALID, QUOTE_EXPIRED or QUOTE_MISMATCH when it cannot be honoured).
 * NO_RATE when no rates are set or a ticket type asked for has no price on that date.
 */
export async function priceSale(
  em: EntityManager,
  request: { owner: Account; sale: SaleToPrice; quote?: (QuoteCitation & { agent: Account }) | null | undefined; now?: Date },
): Promise<PricedSale> {
  const { owner, sale } = request;
  if (request.quote) return quotedPrice(em, { ...request.quote, ownerId: owner.id, sale, now: request.now ?? new Date() });
  const found = await loadRateBook(em, owner, sale.productCode, sale);
  if (!found) throw new ApiError('NO_RATE', { detail: 'product: the supplier has set no rates for it' });
  return priceWithBook(em, owner, sale, found);
}

/** priceSale with the rate book already read (GET /v1/rates tells "no rates" apart). */
export async function priceWithBook(em: EntityManager, owner: Account, sale: SaleToPrice, found: { book: RateBook; currency: string }): Promise<PricedSale> {
  const promotion = sale.promotion
    ? await requireValidPromotion(em, { owner, code: sale.promotion, productCode: sale.productCode, date: sale.date, currency: found.currency })
    : null;
  try {
    // Unit prices travel with the booking so each redeemed ticket can be reported at its own price.
    const priced = priceByRules(found.book, { option: sale.optionCode, date: sale.date, time: sale.time, counts: sale.counts }, promotion);
    return { ...priced, currency: found.currency };
  } catch (err) {
    if (err instanceof PricingError) throw new ApiError('NO_RATE', { detail: `tickets: no rate for ${err.ticketType} on this date and time` });
    throw err;
  }
}
