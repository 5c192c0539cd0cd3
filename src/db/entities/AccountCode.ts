import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Account } from './Account.ts';

export const CODE_PURPOSES = ['verify', 'token_reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** One-time codes mailed to an account's email; only their hash is kept. */
const AccountCodeSchema = defineEntity({
  name: 'AccountCode',
  tableName: 'account_code',
  properties: {
    id: uuidPrimaryKey(),
    account: () => p.manyToOne(Account).deleteRule('cascade'),
    purpose: p.enum(CODE_PURPOSES),
    codeHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AccountCode extends AccountCodeSchema.class {}
AccountCodeSchema.setClass(AccountCode);
export { AccountCodeSchema };
