import type { EntityManager } from '@mikro-orm/postgresql';
import { PromotionRow, type Account } from '../../db/entities/index.ts';
import { promotionAppliesTo, type Promotion } from '../../domain/pricing.ts';
import { ApiError } from '../../errors.ts';

export function toPromotion(row: PromotionRow): Promotion {
  return {
    code: row.code,
    description: row.description,
    discount: row.discount,
    products: row.products,
    from: row.validFrom ?? null,
    to: row.validTo ?? null,
  };
}

/**
 * The owner's promotion by its code (case-insensitive), valid for the product on the date, or
 * PROMOTION_INVALID. A discount set in another currency than the rates (the owner changed
 * currency) cannot apply.
 */
export async function requireValidPromotion(
  em: EntityManager,
  { owner, code, productCode, date, currency }: { owner: Account; code: string; productCode: string; date: string; currency: string },
): Promise<Promotion> {
  const found = await em.findOne(PromotionRow, { owner, code: code.toUpperCase() });
  const promotion = found && found.currency === currency ? toPromotion(found) : null;
  if (!promotion || !promotionAppliesTo(promotion, productCode, date))
    throw new ApiError('PROMOTION_INVALID', { detail: 'promotion: unknown, or not for this product or date' });
  return promotion;
}
