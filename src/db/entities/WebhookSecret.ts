import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';

/** A webhook signing secret of an account, sealed (src/signing/secretBox.ts). */
const WebhookSecretSchema = defineEntity({
  name: 'WebhookSecret',
  tableName: 'webhook_secret',
  properties: {
    id: uuidPrimaryKey(),
    accountId: p.uuid(),
    sealed: p.string().length(200),
    // The id of the key that sealed it (src/signing/secretBox.ts); null: sealed before keys had ids.
    keyId: p.string().length(16).nullable(),
    // 1 for the account's first secret, one more at each rotation: what the delivery log names.
    generation: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
    // Null while it is the newest; set by the rotation that replaces it.
    retiresAt: p.datetime().nullable(),
  },
});

export class WebhookSecret extends WebhookSecretSchema.class {}
WebhookSecretSchema.setClass(WebhookSecret);
export { WebhookSecretSchema };
