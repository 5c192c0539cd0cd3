import { bookingFlow } from './bookingFlow.ts';
import { createChecks } from './checks.ts';
import { createLedger } from './cleanup.ts';
import { discover, type Target } from './discovery.ts';
import { declaredCapabilities } from './extensionCheck.ts';
import { createSender, maskUrl, type Send } from './exchange.ts';
import { openMarketplace, pushChecks, signedNotificationCheck } from './marketplaceChecks.ts';
import { recordNotificationCheck, sendTestNotification } from './notification.ts';
import { recordTiming } from './timing.ts';
import type { Exchange, KitOptions, Report, Status } from './types.ts';

/**
 * Runs the supplier side of the contract against a live supplier: products, availability,
 * reservation and its cancellation, confirmation, idempotency, update, cancellation, barcode
 * look-up, error shape, answer times, (with a notification URL) notifications, signed with the
 * account's webhook secret when given one, and (with the supplier's marketplace account) the
 * marketplace's signed test notification and its availability pushes. It creates only what it cancels again
 * (and one push of a day long past), and says what before it creates anything.
 */
export async function runConformance(options: KitOptions): Promise<Report> {
  const progress = options.progress ?? (() => {});
  const timeoutMs = options.timeoutMs ?? 10_000;
  const startedAt = new Date().toISOString();
  const checks = createChecks(progress);
  const all: Exchange[] = [];
  const sender = createSender(options.callbackUrl, { ca: options.ca, timeoutMs });
  const send: Send = async (request) => {
    const exchange = await sender.send(request);
    all.push(exchange);
    return exchange;
  };
  const created = createLedger();
  let target: Target | null = null;
  try {
    target = await discover(send, checks, sender.hasCredentials, options);
    if (target) await bookingFlow(send, checks, target, created, progress, await declaredCapabilities(options, timeoutMs));
    const marketplace = await openMarketplace(options, timeoutMs);
    try {
      // The marketplace's signed notification first: the kit's own, refused unsigned, takes its result.
      const signed = await signedNotificationCheck(checks, marketplace);
      if (options.notificationUrl) recordNotificationCheck(checks, await sendTestNotification(options, timeoutMs), signed);
      await pushChecks(checks, marketplace, target?.code ?? options.product ?? null, created, progress);
    } finally {
      marketplace.close();
    }
    recordTiming(checks, all);
  } finally {
    sender.close();
  }
  const summary: Record<Status, number> = { pass: 0, warn: 0, fail: 0, skip: 0 };
  for (const check of checks.results) summary[check.status]++;
  return {
    callbackUrl: maskUrl(new URL(options.callbackUrl)),
    notificationUrl: options.notificationUrl ? maskUrl(new URL(options.notificationUrl)) : null,
    marketplace: options.marketplace ? { url: maskUrl(new URL(options.marketplace.url)), account: options.marketplace.account } : null,
    product: target?.code ?? null,
    date: target?.date ?? null,
    startedAt,
    finishedAt: new Date().toISOString(),
    created: created.lines(),
    pushes: created.count('push'),
    checks: checks.results,
    summary,
    ok: summary.fail === 0,
  };
}
