import { AccessGrantSchema } from './AccessGrant.ts';
import { AccountSchema } from './Account.ts';
import { AccountCodeSchema } from './AccountCode.ts';
import { MailOutboxSchema } from './MailOutbox.ts';
import { ProductSchema } from './Product.ts';
import { ProductRateSchema } from './ProductRate.ts';
import { PromotionSchema } from './PromotionRow.ts';

export { AccessGrant } from './AccessGrant.ts';
export { Account } from './Account.ts';
export { AccountCode, type CodePurpose } from './AccountCode.ts';
export { MailOutbox } from './MailOutbox.ts';
export { Product } from './Product.ts';
export { ProductRate } from './ProductRate.ts';
export { PromotionRow } from './PromotionRow.ts';

export const entities = [
  AccountSchema,
  AccountCodeSchema,
  MailOutboxSchema,
  AccessGrantSchema,
  ProductSchema,
  ProductRateSchema,
  PromotionSchema,
];
