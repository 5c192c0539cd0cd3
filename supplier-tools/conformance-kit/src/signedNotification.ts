import { answered, statusLine } from './answers.ts';
import type { Checks } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import type { Send } from './exchange.ts';
import type { CheckResult } from './types.ts';

export const SIGNED_NOTIFICATION_TITLE = 'A signed test notification from the marketplace is accepted';

type Delivery = { status?: unknown; last_status?: unknown; signed_with?: unknown; id?: unknown };

/**
 * Asks the marketplace to send the supplier's account a `test` notification now
 * (POST /v1/notifications/test): the real thing, signed with the account's webhook secrets, to the
 * notification_url the marketplace knows, which may not be the one given to the kit. Passes when
 * the receiver took it signed; warns when it took it unsigned (no webhook secret yet). Answers the
 * result, which `notification.accepts` takes when the kit's own notification went unsigned and was refused.
 */
export async function checkSignedNotification(send: Send, checks: Checks): Promise<CheckResult> {
  const exchange = await send({ method: 'POST', path: '/v1/notifications/test', body: {} });
  const answer = answered(exchange);
  const record = (status: 'pass' | 'warn' | 'fail', detail: string) =>
    checks.record('notification.signed', SIGNED_NOTIFICATION_TITLE, CLAUSES.signedNotification, status, [detail], [exchange]);
  if (answer?.status !== 200) return record('fail', `the marketplace could not send one (${statusLine(exchange)})`);
  const delivery = answer.body as Delivery;
  if (delivery.status !== 'delivered') {
    return record('fail', `your receiver answered ${String(delivery.last_status ?? 'nothing in time')}; the marketplace retries real notifications for 4 days`);
  }
  const signedWith = Array.isArray(delivery.signed_with) ? delivery.signed_with : [];
  if (signedWith.length === 0) {
    return record('warn', 'accepted, but unsigned: make a webhook secret (POST /v1/account/webhook_secret) and verify the webhook-signature header');
  }
  return record(
    'pass',
    `accepted (${String(delivery.last_status)}), signed with secret generation(s) ${signedWith.join(', ')}; notification ${String(delivery.id)}`,
  );
}
