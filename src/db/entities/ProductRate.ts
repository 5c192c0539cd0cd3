import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import type { RateRule, RateTable } from '../../domain/rateRules.ts';
import { Account } from './Account.ts';

/** Rates a supplier sets for one product, in minor units of its currency. */
const ProductRateSchema = defineEntity({
  name: 'ProductRate',
  tableName: 'product_rate',
  uniques: [{ properties: ['owner', 'productCode'] }],
  properties: {
    id: uuidPrimaryKey(),
    owner: () => p.manyToOne(Account).deleteRule('cascade'),
    productCode: p.string().length(100),
    currency: p.string().length(3),
    rates: p.json<RateTable>(),
    optionRates: p.json<Record<string, RateTable>>(),
    // Periods, weekdays and departure times beside the defaults (src/domain/rateRules.ts); [] for a flat table.
    rules: p.json<RateRule[]>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class ProductRate extends ProductRateSchema.class {}
ProductRateSchema.setClass(ProductRate);
export { ProductRateSchema };
