import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductRate, type Account } from '../db/entities/index.ts';
import { effectiveRates, PricingError, quote, unitPrices, type Quote, type UnitPrices } from '../domain/pricing.ts';
import type { Counts } from '../domain/ticketTypes.ts';
import { ApiError } from '../errors.ts';
import { requireValidPromotion } from './promotions.ts';

/**
 * The price of a booking, locked when it is asked for (at reservation; for freesale at
 * confirmation): totals in minor units of the rates' currency.
 */
export async function priceBooking(
  em: EntityManager,
  owner: Account,
  request: { productCode: string; optionCode: string | null; counts: Counts; promotion: string | null; date: string },
): Promise<Quote & { currency: string; unitPrices: UnitPrices }> {
  const row = await em.findOne(ProductRate, { owner, productCode: request.productCode });
  if (!row) throw new ApiError('NO_RATE', { detail: 'product: the supplier has set no rates for it' });
  const promotion = request.promotion
    ? await requireValidPromotion(em, { owner, code: request.promotion, productCode: request.productCode, date: request.date, currency: row.currency })
    : null;
  try {
    const rates = effectiveRates({ rates: row.rates, options: row.optionRates }, request.optionCode);
    // Unit prices travel with the booking so each redeemed ticket can be reported at its own price.
    return { ...quote(rates, request.counts, promotion), currency: row.currency, unitPrices: unitPrices(rates, promotion) };
  } catch (err) {
    if (err instanceof PricingError) throw new ApiError('NO_RATE', { detail: 'tickets: no rate for a ticket type asked for' });
    throw err;
  }
}
