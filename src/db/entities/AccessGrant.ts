import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Account } from './Account.ts';

/** A supplier lets an agent sell its products. One row per (supplier, agent). */
const AccessGrantSchema = defineEntity({
  name: 'AccessGrant',
  tableName: 'access_grant',
  uniques: [{ properties: ['supplier', 'agent'] }],
  properties: {
    id: uuidPrimaryKey(),
    supplier: () => p.manyToOne(Account).deleteRule('cascade'),
    agent: () => p.manyToOne(Account).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AccessGrant extends AccessGrantSchema.class {}
AccessGrantSchema.setClass(AccessGrant);
export { AccessGrantSchema };
