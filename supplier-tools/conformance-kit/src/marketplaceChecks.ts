import { answered, statusLine } from './answers.ts';
import type { Checks } from './checks.ts';
import type { Ledger } from './cleanup.ts';
import { CLAUSES } from './clauses.ts';
import { createSender, type Send } from './exchange.ts';
import { checkPushContract, PUSH_CONTRACT_TITLE } from './pushContract.ts';
import { checkPushUsed, PUSH_USED_TITLE as USED_TITLE } from './pushUsed.ts';
import { checkSignedNotification, SIGNED_NOTIFICATION_TITLE } from './signedNotification.ts';
import type { CheckResult, Exchange, KitOptions } from './types.ts';

const HOW = '--marketplace URL --account EMAIL and MARKETPLACE_TOKEN';

/**
 * The supplier's own account at the marketplace, as its checks use it: `send` asks as the account,
 * or `why` says why none can run (no account given, or the marketplace did not answer it).
 */
export type Marketplace =
  | { send: Send; identifier: string; ttlSeconds: number; close(): void }
  | { send?: undefined; refused: boolean; why: { signed: string; pushes: string }; exchanges: Exchange[]; close(): void };

/** Asks the marketplace for the supplier's account (how it names the supplier in the feed, and its TTL for the warning). */
export async function openMarketplace(options: KitOptions, timeoutMs: number): Promise<Marketplace> {
  const marketplace = options.marketplace;
  if (!marketplace) {
    const why = (what: string) => `no marketplace account given: run with ${HOW} ${what}`;
    return {
      refused: false,
      why: {
        signed: why('to have the marketplace send your receiver a signed test notification'),
        pushes: why('to check pushes'),
      },
      exchanges: [],
      close() {},
    };
  }
  const sender = createSender(marketplace.url, {
    ca: options.ca,
    timeoutMs,
    credentials: { user: marketplace.account, password: marketplace.token },
    loopbackHttp: true,
  });
  const me = await sender.send({ method: 'GET', path: '/v1/account' });
  const body = answered(me)?.status === 200 ? (answered(me)?.body as { email?: unknown; domain?: unknown; availability_ttl_seconds?: unknown }) : null;
  if (!body || typeof body.email !== 'string') {
    sender.close();
    const why = `the marketplace did not answer the account (${statusLine(me)}): are --account and MARKETPLACE_TOKEN right?`;
    return { refused: true, why: { signed: why, pushes: why }, exchanges: [me], close() {} };
  }
  return {
    send: sender.send,
    identifier: typeof body.domain === 'string' ? body.domain : body.email,
    ttlSeconds: Number(body.availability_ttl_seconds ?? 0),
    close: () => sender.close(),
  };
}

/**
 * `notification.signed`: whether the marketplace's signed test notification reaches the supplier's
 * receiver. Without the account, skipped with a reason of its own.
 */
export async function signedNotificationCheck(checks: Checks, marketplace: Marketplace): Promise<CheckResult> {
  if (!marketplace.send) {
    return checks.record('notification.signed', SIGNED_NOTIFICATION_TITLE, CLAUSES.signedNotification, 'skip', [marketplace.why.signed], marketplace.exchanges);
  }
  return checkSignedNotification(marketplace.send, checks);
}

/**
 * The supplier's side of availability changes, at the marketplace, as the supplier's own account:
 * whether it has ever pushed (`push.used`: before the kit pushes anything), then the push
 * endpoint's contract (`push.contract`). Without the account both are skipped, saying how to run
 * them; with an account the marketplace refused, the supplier cannot push: `push.contract` fails.
 */
export async function pushChecks(
  checks: Checks,
  marketplace: Marketplace,
  product: string | null,
  created: Ledger,
  progress: (line: string) => void,
): Promise<void> {
  if (!marketplace.send) {
    const { why, exchanges, refused } = marketplace;
    checks.record('push.used', USED_TITLE, CLAUSES.pushUsed, 'skip', [why.pushes], exchanges);
    if (refused) checks.record('push.contract', PUSH_CONTRACT_TITLE, CLAUSES.pushContract, 'fail', [`the supplier cannot push: ${why.pushes}`], exchanges);
    else checks.record('push.contract', PUSH_CONTRACT_TITLE, CLAUSES.pushContract, 'skip', [why.pushes], exchanges);
    return;
  }
  await checkPushUsed(marketplace.send, checks, { identifier: marketplace.identifier, ttlSeconds: marketplace.ttlSeconds });
  if (!product) {
    checks.record('push.contract', PUSH_CONTRACT_TITLE, CLAUSES.pushContract, 'skip', ['needs one of your products to push (see products.shape)']);
    return;
  }
  await checkPushContract(marketplace.send, checks, { supplier: marketplace.identifier, product }, created, progress);
}
