import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductRate, PromotionRow, type Account } from '../db/entities/index.ts';
import { effectiveRates, PricingError, promotionAppliesTo, quote, unitPrices, type Quote, type UnitPrices } from '../domain/pricing.ts';
import type { Counts } from '../domain/ticketTypes.ts';
import { ApiError } from '../errors.ts';
import { toPromotion } from './promotions.ts';

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
  if (!row) throw new ApiError('NO_RATE');
  let promotion = null;
  if (request.promotion) {
    const found = await em.findOne(PromotionRow, { owner, code: request.promotion.toUpperCase() });
    // A discount set in another currency than the rates (the owner changed currency) cannot apply.
    promotion = found && found.currency === row.currency ? toPromotion(found) : null;
    if (!promotion || !promotionAppliesTo(promotion, request.productCode, request.date)) throw new ApiError('PROMOTION_INVALID');
  }
  try {
    const rates = effectiveRates({ rates: row.rates, options: row.optionRates }, request.optionCode);
    // Unit prices travel with the booking so each redeemed ticket can be reported at its own price.
    return { ...quote(rates, request.counts, promotion), currency: row.currency, unitPrices: unitPrices(rates, promotion) };
  } catch (err) {
    if (err instanceof PricingError) throw new ApiError('NO_RATE');
    throw err;
  }
}
