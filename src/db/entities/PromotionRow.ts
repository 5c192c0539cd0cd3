import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import type { TicketType } from '../../domain/ticketTypes.ts';
import { Account } from './Account.ts';

/** A supplier's promotion: a per-ticket discount (minor units) on some products and dates. */
const PromotionSchema = defineEntity({
  name: 'Promotion',
  tableName: 'promotion',
  uniques: [{ properties: ['owner', 'code'] }],
  properties: {
    id: uuidPrimaryKey(),
    owner: () => p.manyToOne(Account).deleteRule('cascade'),
    code: p.string().length(32),
    description: p.string().length(500),
    currency: p.string().length(3),
    discount: p.json<Partial<Record<TicketType, number>>>(),
    products: p.json<string[]>(),
    // YYYY-MM-DD, inclusive; null = open-ended. Plain strings: they compare correctly as text.
    validFrom: p.string().length(10).nullable(),
    validTo: p.string().length(10).nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class PromotionRow extends PromotionSchema.class {}
PromotionSchema.setClass(PromotionRow);
export { PromotionSchema };
