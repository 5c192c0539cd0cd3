import { answered, statusLine } from './answers.ts';
import type { Checks } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import { createSender } from './exchange.ts';
import { checkPushContract, PUSH_CONTRACT_TITLE } from './pushContract.ts';
import { checkPushUsed, PUSH_USED_TITLE as USED_TITLE } from './pushUsed.ts';
import { checkSignedNotification, SIGNED_NOTIFICATION_TITLE } from './signedNotification.ts';
import type { KitOptions } from './types.ts';

/**
 * The supplier's side of availability changes, at the marketplace, as the supplier's own account:
 * whether a signed test notification reaches its receiver (`notification.signed`), whether it has
 * ever pushed (`push.used`: before the kit pushes anything), then the push endpoint's contract
 * (`push.contract`). Without the account all are skipped, saying how to run them.
 */
export async function marketplaceChecks(
  checks: Checks,
  options: KitOptions,
  product: string | null,
  created: string[],
  progress: (line: string) => void,
  timeoutMs: number,
): Promise<void> {
  const marketplace = options.marketplace;
  if (!marketplace) {
    const why = 'no marketplace account given: run with --marketplace URL --account EMAIL and MARKETPLACE_TOKEN to check pushes';
    checks.record('push.used', USED_TITLE, CLAUSES.pushUsed, 'skip', [why]);
    checks.record('push.contract', PUSH_CONTRACT_TITLE, CLAUSES.pushContract, 'skip', [why]);
    checks.record('notification.signed', SIGNED_NOTIFICATION_TITLE, CLAUSES.signedNotification, 'skip', [why]);
    return;
  }
  const sender = createSender(marketplace.url, {
    ca: options.ca,
    timeoutMs,
    credentials: { user: marketplace.account, password: marketplace.token },
    loopbackHttp: true,
  });
  try {
    // The account says how the marketplace names the supplier in the feed, and its TTL for the warning.
    const me = await sender.send({ method: 'GET', path: '/v1/account' });
    const body = answered(me)?.status === 200 ? (answered(me)?.body as { email?: unknown; domain?: unknown; availability_ttl_seconds?: unknown }) : null;
    if (!body || typeof body.email !== 'string') {
      const why = `the marketplace did not answer the account (${statusLine(me)}): are --account and MARKETPLACE_TOKEN right?`;
      checks.record('push.used', USED_TITLE, CLAUSES.pushUsed, 'skip', [why], [me]);
      checks.record('push.contract', PUSH_CONTRACT_TITLE, CLAUSES.pushContract, 'fail', [`the supplier cannot push: ${why}`], [me]);
      checks.record('notification.signed', SIGNED_NOTIFICATION_TITLE, CLAUSES.signedNotification, 'skip', [why], [me]);
      return;
    }
    const identifier = typeof body.domain === 'string' ? body.domain : body.email;
    await checkSignedNotification(sender.send, checks);
    await checkPushUsed(sender.send, checks, { identifier, ttlSeconds: Number(body.availability_ttl_seconds ?? 0) });
    if (!product) {
      checks.record('push.contract', PUSH_CONTRACT_TITLE, CLAUSES.pushContract, 'skip', ['needs one of your products to push (see products.shape)']);
      return;
    }
    await checkPushContract(sender.send, checks, { supplier: identifier, product }, created, progress);
  } finally {
    sender.close();
  }
}
