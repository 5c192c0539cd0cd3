import { Webhook } from 'standardwebhooks';
import { type Answer, ok, Refusal } from './answers.ts';

/**
 * The notification receiver: the service POSTs booking and redemption events to
 * {notification_url}/<event> (e.g. /booking_confirmation, /ticket_redemption). A real supplier
 * would update its own records here; the reference supplier logs what arrived. Deduplicated by
 * the ledger like every POST, so a retried notification is logged once.
 */
export function receiveNotification(event: string, body: unknown, log: (line: string) => void): Answer {
  log(`notification ${event}: ${JSON.stringify(body)}`);
  return ok({});
}

/**
 * With the account's webhook secret (`--webhook-secret`, or set by `npm run demo`), a notification
 * must carry a valid Standard Webhooks signature over its exact bytes: 401 INVALID_SIGNATURE
 * otherwise, before anything is recorded. The library also refuses a timestamp more than five
 * minutes off. Without a secret every notification is taken, as before.
 */
/** As checkSignature, for a server that serves several accounts: a signature by any of `secrets` verifies (none: every notification is taken). */
export function checkAnySignature(secrets: string[], body: Uint8Array, headers: Record<string, string | string[] | undefined>): void {
  if (secrets.length === 0) return;
  for (const secret of secrets) {
    try {
      checkSignature(secret, body, headers);
      return;
    } catch {
      // Another account's secret may verify it.
    }
  }
  throw new Refusal('INVALID_SIGNATURE', 401);
}

export function checkSignature(secret: string | undefined, body: Uint8Array, headers: Record<string, string | string[] | undefined>): void {
  if (!secret) return;
  const flat = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
  try {
    new Webhook(secret).verify(Buffer.from(body), flat);
  } catch {
    throw new Refusal('INVALID_SIGNATURE', 401);
  }
}
