import assert from 'node:assert/strict';
import { createProcessMetrics } from '../../src/metrics/processMetrics.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { statusQuery } from '../../contracts/status.ts';
import { type OrderWorld, startOrderWorld } from '../helpers/orderWorld.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

/**
 * An order's item meets its supplier's open circuit breaker (issue 45's breaker, issue 44's
 * orders): the item's step waits it out as a booking's does (the worker logs each wait), the order's confirmation answers 503 SUPPLIER_UNAVAILABLE meanwhile, and once the
 * supplier recovers the repeat gets the one order with one booking per item, each supplier asked
 * with one key.
 */
// Open for 4 s (then 8 s): longer than the step's own backoff between its first attempts, so an attempt meets it open.
const SETTINGS = { failureRatio: 0.7, minCalls: 4, windowMs: 30_000, openMs: 4000, maxOpenMs: 8000, probeMs: 5000, flushMs: 50, cacheMs: 300 };

describe('orders: a supplier’s circuit breaker open during the confirmation', function () {
  this.timeout(90_000);
  let w: OrderWorld;
  const metrics = createProcessMetrics();
  const logLines: string[] = [];
  const breakerState = async (i: number) =>
    (await metrics.registry.getSingleMetric('marketplace_supplier_breaker_state')!.get()).values.find(
      (v) => v.labels.supplier === new URL(w.suppliers[i]!.callbacks.url).host && v.labels.mode === 'live',
    )?.value;

  before(async function () {
    w = await startOrderWorld({ bookingWaitMs: 1500, breaker: SETTINGS, metrics, logLines });
  });
  after(async () => w?.stop());
  beforeEach(() => w.reset());

  it('waits the breaker out, answers 503 meanwhile, and confirms each item once when the supplier recovers', async function () {
    const order = (await w.create({ items: [w.item(0), w.item(1)] })).body;
    assert.equal(order.status, 'held');
    // The second supplier is down: a few failed confirmations pass the 70 % of at least 4 calls.
    w.suppliers[1]!.callbacks.failNext(10_000, 503, '/booking_confirmation');
    logLines.length = 0;
    const first = await w.confirm(order.reference);
    assert.equal(first.status, 503, JSON.stringify(first.body));
    assert.deepEqual(first.body, { error: 'SUPPLIER_UNAVAILABLE' });
    assert.ok(Number(first.headers.get('retry-after')) >= 1);
    await eventually(async () => assert.equal(await breakerState(1), 2), 10_000, 'the breaker open');

    // The item's step waits for the breaker rather than calling: the worker logs each wait (one line, no stack), and the
    // order's status shows the item still calling its supplier.
    await eventually(
      async () => assert.ok(logLines.some((line) => line.includes('supplier circuit breaker open, will retry: POST /booking_confirmation'))),
      15_000,
      'a wait for the breaker',
    );
    const { rows } = await testStack().db.pool.query<{ agent_id: string }>('select agent_id from agent_order where agent_reference = $1', [order.reference]);
    const handle = testStack().temporal.client.workflow.getHandle(workflowIds.order('live', rows[0]!.agent_id, order.reference));
    assert.match((await handle.query(statusQuery)).detail ?? '', /item 0: confirmed; item 1: calling the supplier · booking_confirmation/);
    const repeat = await w.confirm(order.reference);
    assert.equal(repeat.status, 503, JSON.stringify(repeat.body));

    // Recovered: a probe closes the breaker, the item is confirmed, and the repeat gets the one order.
    w.suppliers[1]!.callbacks.clearFaults();
    const done = await eventually(
      async () => {
        const res = await w.confirm(order.reference);
        assert.equal(res.status, 200, JSON.stringify(res.body));
        return res;
      },
      30_000,
      'the order confirmed',
    );
    assert.equal(done.body.status, 'confirmed');
    assert.equal(await breakerState(1), 0);
    for (const i of [0, 1]) assert.equal(w.suppliers[i]!.state.bookings.size, 1, `supplier ${i}: one booking`);
    const keys = new Set(w.suppliers[1]!.callbacks.requests.filter((r) => r.path === '/booking_confirmation').map((r) => r.headers['idempotency-key']));
    assert.equal(keys.size, 1, 'every call at the second supplier with the item’s one key');
    const { rows: counted } = await testStack().db.pool.query<{ n: number }>('select count(*)::int as n from agent_order where agent_reference = $1', [
      order.reference,
    ]);
    assert.equal(counted[0]!.n, 1);
  });
});
