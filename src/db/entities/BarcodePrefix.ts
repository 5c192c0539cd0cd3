import { defineEntity, p } from '@mikro-orm/core';
import { Account } from './Account.ts';

/** A barcode prefix a supplier registered: unknown barcodes starting with it are looked up at its callback. */
const BarcodePrefixSchema = defineEntity({
  name: 'BarcodePrefix',
  tableName: 'barcode_prefix',
  properties: {
    prefix: p.string().length(64).primary(),
    owner: () => p.manyToOne(Account).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class BarcodePrefix extends BarcodePrefixSchema.class {}
BarcodePrefixSchema.setClass(BarcodePrefix);
export { BarcodePrefixSchema };
