import { randomUUID } from 'node:crypto';
import { addDays } from '../domain/dates.ts';
import { ok, statusLine } from './answers.ts';
import type { Checks } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import { createSender } from './exchange.ts';
import { FIRST_DAY_AHEAD, KIT_AGENT } from './kitSettings.ts';
import type { KitOptions, Status } from './types.ts';

/** A booking notification as the service sends it, marked as the kit's, twice under one key. */
export async function notificationCheck(checks: Checks, options: KitOptions, timeoutMs: number) {
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
    const first = await sender.send({ method: 'POST', path: '/booking_confirmation', idempotencyKey: key, body });
    const again = await sender.send({ method: 'POST', path: '/booking_confirmation', idempotencyKey: key, body });
    const problems = [first, again].flatMap((e, i) => (ok(e) ? [] : [`${i === 0 ? 'first' : 'repeat'}: ${statusLine(e)}, expected 2xx`]));
    const status: Status = problems.length ? 'fail' : sender.hasCredentials ? 'pass' : 'warn';
    const detail = problems.length
      ? problems
      : sender.hasCredentials
        ? ['accepted, and accepted again under the same key']
        : ['accepted, but notification_url carries no user:password: anyone can post to it'];
    checks.record('notification.accepts', 'Notifications are accepted', CLAUSES.notification, status, detail, [first, again]);
  } finally {
    sender.close();
  }
}
