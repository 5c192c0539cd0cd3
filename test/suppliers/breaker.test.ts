import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { datesBetween } from '../../src/domain/dates.ts';
import { createLogger } from '../../src/logger.ts';
import { createProcessMetrics } from '../../src/metrics/processMetrics.ts';
import { createSupplierBreaker } from '../../src/suppliers/breaker.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import type { RecordedRequest } from '../helpers/fakeSupplier.ts';
import { testStack } from '../helpers/stack.ts';
import { withSdkLog } from '../helpers/sdkLog.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

/**
 * Issue 45 §9: a supplier double that fails, then recovers. Its calls are counted while it is down:
 * once the breaker opens, availability answers 503 SUPPLIER_UNAVAILABLE with Retry-After at once
 * (or from the cache its TTL allows) without calling it, booking steps wait instead of calling,
 * and only half-open probes reach it; when it answers again every booking is confirmed once.
 */
const SETTINGS = { failureRatio: 0.7, minCalls: 4, windowMs: 30_000, openMs: 1500, maxOpenMs: 3000, probeMs: 5000, flushMs: 50, cacheMs: 300 };

describe('the circuit breaker per supplier', function () {
  this.timeout(120_000);
  let w: BookingWorld;
  const logLines: string[] = [];
  const metrics = createProcessMetrics();
  const host = () => new URL(w.ownerCallbacks.url).host;
  const state = async () =>
    (await metrics.registry.getSingleMetric('marketplace_supplier_breaker_state')!.get()).values.find((v) => v.labels.supplier === host())?.value;
  const availability = (from: string, to = from) =>
    w.api.call('GET', `/v1/availability?${new URLSearchParams({ supplier: w.owner.email, product: 'BOAT', from, to })}`, { auth: w.agent.auth });
  const calls = (path: string) => w.ownerCallbacks.requests.filter((r) => r.path === path).length;
  const day = (offset: number) => new Date(Date.parse(`${FAR}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

  before(async function () {
    w = await startBookingWorld({ breaker: SETTINGS, metrics, bookingWaitMs: 1000, logLines });
    w.ownerCallbacks.on('GET', '/availability', (req: RecordedRequest) => ({
      body: Object.fromEntries(
        datesBetween(req.query.from!, req.query.to!).map((d) => [
          d,
          { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 20, tickets: { adult: 'Adults', child: 'Children' } }, pickups: [] },
        ]),
      ),
    }));
    // The supplier lets its answers be kept 60 s: a day read before the outage is served from the cache during it.
    await w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { availability_ttl_seconds: 60 } });
  });
  after(async () => w?.stop());

  it('stops calling a supplier that is down, probes it, and loses or doubles no booking when it recovers', async function () {
    assert.equal((await availability(day(0))).status, 200, 'healthy: read and cached');
    // Down: every callback answers 503. With the two healthy calls (products, availability) in the
    // window, 6 failures of 8 pass the 70 %.
    w.ownerCallbacks.failNext(10_000, 503);
    for (let i = 1; i <= SETTINGS.minCalls + 2; i++) assert.equal((await availability(day(i))).status, 503);
    await eventually(async () => assert.equal(await state(), 2), 5_000, 'the breaker open');

    // Open: availability answers at once without calling, with Retry-After; a day cached within its TTL is served.
    const before = w.ownerCallbacks.requests.length;
    for (let i = 10; i < 15; i++) {
      const res = await availability(day(i));
      assert.deepEqual([res.status, res.body], [503, { error: 'SUPPLIER_UNAVAILABLE' }]);
      const retryAfter = Number(res.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= SETTINGS.maxOpenMs / 1000, String(retryAfter));
    }
    assert.equal((await availability(day(0))).status, 200, 'from the cache');
    assert.equal(w.ownerCallbacks.requests.length, before, 'nothing reached the supplier');

    // Another replica on the same database sees the breaker open too.
    const replica = createSupplierBreaker({ pool: testStack().db.pool, logger: createLogger('silent'), settings: SETTINGS });
    try {
      const seen = await replica.admit({ mode: 'live', host: host() });
      assert.equal(seen.allowed, false);
    } finally {
      await replica.close();
    }

    // Bookings during the outage: the API answers 503 after its wait; their workflows wait out the breaker.
    const references = [0, 1, 2].map(() => `BRK-${randomUUID().slice(0, 8)}`);
    const book = (reference: string) => w.confirm({ reference, reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0 });
    logLines.length = 0;
    const outageStarted = Date.now();
    const sdkWarnings = await withSdkLog(async (sdkEntries) => {
      for (const reference of references) assert.equal((await book(reference)).status, 503);
      await new Promise((r) => setTimeout(r, 4000));
      return sdkEntries.filter((e) => e.message === 'Activity failed');
    });
    const duringOutage = calls('/booking_confirmation');
    // Each wait is one line of ours, as each retry of a supplier that answered is (issue 41), and
    // a benign failure: no warning with a stack trace from the SDK per wait.
    const waits = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string; retryInMs?: number })
      .filter((l) => l.msg === 'supplier circuit breaker open, will retry: POST /booking_confirmation');
    assert.ok(waits.length >= references.length, `${waits.length} lines for the waits`);
    assert.ok(
      waits.every((l) => l.level === 40 && l.reason === 'circuit breaker open' && Number(l.retryInMs) >= 1000),
      JSON.stringify(waits[0]),
    );
    assert.deepEqual(sdkWarnings, [], 'no "Activity failed" warning from the worker while the breaker is open');
    assert.ok(!logLines.some((line) => line.includes('"stack"')), 'no stack trace in the log');
    // Only probes reach it: one per open period at most (1.5 s, then 3 s), not three bookings' retries every 200 ms doubling.
    assert.ok(duringOutage <= Math.ceil((Date.now() - outageStarted) / SETTINGS.openMs) + 1, `${duringOutage} calls during the outage`);

    // Recovered: a probe closes the breaker, and the waiting steps confirm, each once.
    w.ownerCallbacks.clearFaults();
    await eventually(async () => assert.equal(await state(), 0), 15_000, 'the breaker closed');
    for (const reference of references) {
      await eventually(
        async () => {
          const res = await book(reference);
          assert.equal(res.status, 200, JSON.stringify(res.body));
        },
        20_000,
        `booking ${reference} confirmed`,
      );
    }
    const rows = await testStack()
      .db.fork()
      .getConnection()
      .execute<{ agent_reference: string; status: string }[]>('select agent_reference, status from booking where agent_reference in (?, ?, ?)', references);
    assert.deepEqual(rows.map((r) => r.status).sort(), ['confirmed', 'confirmed', 'confirmed']);
    // The supplier booked each once: every confirmation it accepted carried a different reference.
    const accepted = w.ownerCallbacks.requests.filter(
      (r) => r.path === '/booking_confirmation' && references.includes((r.body as { reference: string }).reference),
    );
    const keysByReference = new Map<string, Set<string>>();
    for (const r of accepted)
      keysByReference.set(
        (r.body as { reference: string }).reference,
        (keysByReference.get((r.body as { reference: string }).reference) ?? new Set()).add(r.headers['idempotency-key']!),
      );
    for (const reference of references) assert.equal(keysByReference.get(reference)?.size, 1, `${reference}: one idempotency key for all its calls`);
    assert.ok(
      (await metrics.registry.getSingleMetric('marketplace_supplier_breaker_refusals_total')!.get()).values.some(
        (v) => v.labels.supplier === host() && v.value > 0,
      ),
    );
  });
});
