import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Webhook } from 'standardwebhooks';
import type { Account } from '../db/entities/index.ts';
import { WebhookSecret } from '../db/entities/index.ts';
import type { SecretBox } from './secretBox.ts';

/** How long a replaced secret goes on signing beside the new one: time for a receiver to switch. */
export const ROTATION_OVERLAP_MS = 24 * 3600_000;

/**
 * Makes the account's new signing secret (Standard Webhooks' `whsec_` + base64 of 24 random
 * bytes) and gives the one it replaces 24 hours; one replaced before stops at once. Returns the secret: shown once, never again.
 */
export async function rotateWebhookSecret(
  em: EntityManager,
  account: Account,
  box: SecretBox,
): Promise<{ secret: string; generation: number; previousRetiresAt: Date | null }> {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const retiresAt = new Date(Date.now() + ROTATION_OVERLAP_MS);
  return em.transactional(async (tx) => {
    // One rotation at a time per account: two at once would each retire the other's secret.
    await tx.getConnection().execute('select id from account where id = ? for update', [account.id], 'all', tx.getTransactionContext());
    // At most two secrets sign: one already on its way out stops now, the current one gets a day.
    const now = new Date();
    await tx.nativeUpdate(WebhookSecret, { accountId: account.id, retiresAt: { $gt: now } }, { retiresAt: now });
    const replaced = await tx.nativeUpdate(WebhookSecret, { accountId: account.id, retiresAt: null }, { retiresAt });
    const [latest] = await tx
      .getConnection()
      .execute<{ generation: number }[]>(
        'select coalesce(max(generation), 0)::int as generation from webhook_secret where account_id = ?',
        [account.id],
        'all',
        tx.getTransactionContext(),
      );
    const generation = (latest?.generation ?? 0) + 1;
    tx.create(WebhookSecret, { accountId: account.id, sealed: box.seal(secret, account.id), keyId: box.sealingKeyId, generation });
    return { secret, generation, previousRetiresAt: replaced > 0 ? retiresAt : null };
  });
}

/** The headers that let a receiver check a notification came from us (Standard Webhooks). */
export type SignatureHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature'?: string };

/**
 * Signs `body` with each secret the recipient has that still signs, newest first (the spec's
 * space-separated list), so a receiver that knows either side of a rotation can verify it.
 * Without a secret the id and timestamp still go, unsigned.
 */
export function signatureHeaders(id: string, body: string, secrets: string[], at = new Date()): SignatureHeaders {
  const headers: SignatureHeaders = { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)) };
  if (secrets.length > 0) headers['webhook-signature'] = secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
  return headers;
}
