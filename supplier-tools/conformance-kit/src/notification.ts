import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { addDays } from './contract/dates.ts';
import { answered, ok, statusLine } from './answers.ts';
import type { Checks } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import { createSender } from './exchange.ts';
import { FIRST_DAY_AHEAD, KIT_AGENT } from './kitSettings.ts';
import type { CheckResult, Exchange, KitOptions, Status } from './types.ts';

const TITLE = 'Notifications are accepted';

/** The kit's test notification as it went: both sendings, and whether they were signed and carried credentials. */
export type SentNotification = { first: Exchange; again: Exchange; signed: boolean; hasCredentials: boolean };

/**
 * Sends a booking notification as the service sends it, marked as the kit's, twice under one key.
 * With the account's webhook secret it is signed as the marketplace signs (Standard Webhooks over
 * the exact bytes, the key as `webhook-id`); the two sendings carry one signature, as a retry does.
 */
export async function sendTestNotification(options: KitOptions, timeoutMs: number): Promise<SentNotification> {
  const sender = createSender(options.notificationUrl!, { ca: options.ca, timeoutMs });
  try {
    const key = randomUUID();
    const body = {
      supplier: 'conformance-kit-supplier@marketplace.example',
      supplier_reference: 'CONFORMANCE-TEST',
      agent: KIT_AGENT,
      reference: 'CONFORMANCE-TEST',
      product: 'CONFORMANCE',
      date: addDays(new Date().toISOString().slice(0, 10), FIRST_DAY_AHEAD),
      adult: 1,
      tickets: [{ type: 'adult', barcode: 'CONFORMANCETEST1', redeemed: false }],
      notes: 'Conformance kit test notification: no booking behind it.',
    };
    const secret = options.webhookSecret;
    const at = new Date();
    const sign = secret
      ? (payload: string) => ({
          'webhook-id': key,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': new Webhook(secret).sign(key, at, payload),
        })
      : undefined;
    const request = { method: 'POST', path: '/booking_confirmation', idempotencyKey: key, body, sign } as const;
    const first = await sender.send(request);
    const again = await sender.send(request);
    return { first, again, signed: Boolean(secret), hasCredentials: sender.hasCredentials };
  } finally {
    sender.close();
  }
}

/**
 * A 401 that is not HTTP Basic's challenge (which comes with `WWW-Authenticate: Basic`): the
 * receiver refused the notification itself, an unsigned one as docs/SUPPLIERS.md asks.
 */
function refusedUnsigned(exchange: Exchange): boolean {
  const answer = answered(exchange);
  return answer?.status === 401 && !/^\s*basic\b/i.test(answer.headers['www-authenticate'] ?? '');
}

const GIVE_THE_SECRET =
  "give the kit the account's webhook secret in env WEBHOOK_SECRET (whsec_…, from POST /v1/account/webhook_secret) to have its notification signed";

/**
 * `notification.accepts`: both sendings taken (2xx). An unsigned one refused with 401 is what a
 * receiver with a secret must do, so it is no failure: the check then takes the result of
 * `notification.signed` (the marketplace's own signed test notification) when that ran, and warns
 * otherwise, saying how to give the kit the secret.
 */
export function recordNotificationCheck(checks: Checks, sent: SentNotification, signedCheck: CheckResult | undefined): CheckResult {
  const { first, again } = sent;
  const record = (status: Status, detail: string[]) => checks.record('notification.accepts', TITLE, CLAUSES.notification, status, detail, [first, again]);
  if (!sent.signed && refusedUnsigned(first) && refusedUnsigned(again)) {
    const refuses = `your receiver refuses an unsigned notification (${statusLine(first)}), as it should once the account has a webhook secret`;
    if (signedCheck && signedCheck.status !== 'skip') {
      return record(signedCheck.status, [
        refuses,
        `a signed one, as the marketplace sends: see notification.signed (${signedCheck.status.toUpperCase()}: ${signedCheck.detail[0] ?? ''})`,
      ]);
    }
    return record('warn', [
      refuses,
      `the kit could not check that it takes a signed one: ${GIVE_THE_SECRET}, or run with --marketplace URL --account EMAIL and MARKETPLACE_TOKEN to have the marketplace send one (notification.signed)`,
    ]);
  }
  const problems = [first, again].flatMap((e, i) => (ok(e) ? [] : [`${i === 0 ? 'first' : 'repeat'}: ${statusLine(e)}, expected 2xx`]));
  if (problems.length) {
    const hints = [
      ...(sent.signed && [first, again].some(refusedUnsigned)
        ? ["your receiver refused the kit's signed notification: is WEBHOOK_SECRET the account's current webhook secret?"]
        : []),
      ...([first, again].some((e) => answered(e)?.status === 401 && !refusedUnsigned(e))
        ? ['your receiver refused the credentials: is the user:password of --notification-url the one on the account?']
        : []),
    ];
    return record('fail', [...problems, ...hints]);
  }
  const how = sent.signed ? 'accepted signed, and accepted again under the same key' : 'accepted, and accepted again under the same key';
  if (!sent.hasCredentials) return record('warn', [`${how}, but notification_url carries no user:password: anyone can post to it`]);
  return record('pass', [how]);
}
