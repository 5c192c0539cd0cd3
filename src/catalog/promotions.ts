import type { EntityManager } from '@mikro-orm/postgresql';
import { PromotionRow, type Account } from '../db/entities/index.ts';
import type { Promotion } from '../domain/pricing.ts';

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

/** The owner's promotions that could apply to `productCode` somewhere in [from, to]. */
export async function promotionsOverlapping(em: EntityManager, owner: Account, productCode: string, from: string, to: string): Promise<Promotion[]> {
  const rows = await em.find(PromotionRow, {
    owner,
    $and: [{ $or: [{ validFrom: null }, { validFrom: { $lte: to } }] }, { $or: [{ validTo: null }, { validTo: { $gte: from } }] }],
  });
  return rows.map(toPromotion).filter((p) => p.products.length === 0 || p.products.includes(productCode));
}
