import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Registry } from 'prom-client';
import { todayIn } from '../../src/domain/dates.ts';
import { stuckGauges } from '../../src/metrics/stuckGauges.ts';
import { readStatus } from '../../src/ops/status.ts';
import { searchAttributes } from '../../src/temporal/searchAttributes.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { statusQuery } from '../../contracts/status.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, received } from '../helpers/supplierBehaviour.ts';
import { type OrderWorld, startOrderWorld } from '../helpers/orderWorld.ts';

/**
 * Orders (issue 44), black box: real PostgreSQL, a real Temporal dev server, three suppliers as
 * HTTPS fakes that behave like compliant ones (each acts once per Idempotency-Key).
 */
/**
 * The activities an order's workflow ran, in its history's order: a local activity is a marker
 * naming it, a scheduled one an ActivityTaskScheduled event.
 */
async function activitiesOf(handle: { fetchHistory(): Promise<{ events?: unknown[] | null }> }): Promise<string[]> {
  type Event = {
    markerRecordedEventAttributes?: { details?: Record<string, { payloads?: { data?: Uint8Array }[] }> };
    activityTaskScheduledEventAttributes?: { activityType?: { name?: string } };
  };
  const history = await handle.fetchHistory();
  return ((history.events ?? []) as Event[]).flatMap((event) => {
    const scheduled = event.activityTaskScheduledEventAttributes?.activityType?.name;
    if (scheduled) return [scheduled];
    const data = event.markerRecordedEventAttributes?.details?.data?.payloads?.[0]?.data;
    if (!data) return [];
    return [String((JSON.parse(Buffer.from(data).toString('utf8')) as { activity_type?: string }).activity_type)];
  });
}

describe('orders', function () {
  this.timeout(60_000);
  let w: OrderWorld;

  before(async function () {
    w = await startOrderWorld();
  });
  after(async () => w?.stop());
  beforeEach(() => w.reset());

  /** Keys the supplier acted on at `path`: a compliant supplier acts once per key. */
  const keysAt = (i: number, path: string) => new Set(w.calls(i, path).map((r) => r.headers['idempotency-key']));

  it('holds three items of three suppliers, confirms them, lists, reads and cancels the whole order', async function () {
    const created = await w.create({ items: [w.item(0), w.item(1, { product: 'MUSEUM', child: 0 }), w.item(2)] });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const order = created.body;
    assert.equal(order.status, 'held');
    assert.deepEqual(
      order.items.map((i: { status: string; freesale: boolean }) => [i.status, i.freesale]),
      [
        ['held', false],
        ['ready', true],
        ['held', false],
      ],
    );
    // Totals per currency: two EUR items, one GBP; never summed across.
    assert.deepEqual(order.totals, [
      { currency: 'EUR', rrp: 125 + 100, net: 100 + 80, discount: 0 },
      { currency: 'GBP', rrp: 125, net: 100, discount: 0 },
    ]);
    assert.equal(order.expires, order.items[0].expires);
    assert.equal(w.suppliers[0]!.state.holds.size, 1);
    assert.equal(w.suppliers[1]!.state.holds.size, 0);

    const confirmed = await w.confirm(order.reference);
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(confirmed.body.status, 'confirmed');
    assert.deepEqual(
      confirmed.body.items.map((i: { status: string; booking: string }) => [i.status, i.booking]),
      [0, 1, 2].map((n) => ['confirmed', `${order.reference}~${n}`]),
    );
    for (const i of [0, 1, 2]) assert.equal(w.suppliers[i]!.state.bookings.size, 1, `supplier ${i} booked once`);

    // Each item is an ordinary booking, carrying its order's reference.
    const booking = await w.api.call('GET', `/v1/bookings/${encodeURIComponent(`${order.reference}~1`)}`, { auth: w.agent.auth });
    assert.equal(booking.status, 200, JSON.stringify(booking.body));
    assert.equal(booking.body.order, order.reference);
    assert.equal(booking.body.status, 'confirmed');

    const notice = await received(w.agentInbox, '/order.confirmed');
    assert.equal((notice.body as { reference: string }).reference, order.reference);

    const listed = await w.api.call('GET', `/v1/orders?search=${order.reference}`, { auth: w.agent.auth });
    assert.equal(listed.status, 200);
    assert.equal(listed.headers.get('x-total-count'), '1');
    assert.equal(listed.body[0].status, 'confirmed');

    const quote = await w.api.call('GET', `/v1/order_cancellation_quote?order=${order.reference}`, { auth: w.agent.auth });
    assert.equal(quote.status, 200, JSON.stringify(quote.body));
    assert.equal(quote.body.cancellable, true);
    assert.deepEqual(
      quote.body.refunds.map((r: { currency: string }) => r.currency),
      ['EUR', 'GBP'],
    );

    // One item may still be cancelled alone, as any booking; the whole order's cancellation then leaves it as it is.
    const alone = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: `${order.reference}~2` } });
    assert.equal(alone.status, 200, JSON.stringify(alone.body));
    const cancelled = await w.cancel(order.reference);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal(cancelled.body.status, 'cancelled');
    for (const i of [0, 1, 2]) {
      assert.equal([...w.suppliers[i]!.state.bookings.values()].filter((b) => b.cancelled).length, 1, `supplier ${i} cancelled once`);
    }
    assert.equal((await w.read(order.reference)).body.status, 'cancelled');
  });

  it('pages by cursor (after = X-Next-Cursor): every order once, newest first, while an order is made meanwhile; the count only when asked', async function () {
    const tag = randomUUID().slice(0, 6);
    const make = async (i: number) => {
      const made = await w.create({ reference: `PG-${tag}-${i}`, items: [w.item(1, { product: 'MUSEUM', child: 0 })] });
      assert.equal(made.status, 200, JSON.stringify(made.body));
    };
    for (let i = 0; i < 5; i++) await make(i);
    // Two of them made in the same microsecond: the cursor tells them apart by id.
    await testStack()
      .db.fork()
      .getConnection()
      .execute(`update agent_order set created_at = (select created_at from agent_order where agent_reference = ?) where agent_reference = ?`, [
        `PG-${tag}-3`,
        `PG-${tag}-2`,
      ]);
    const byOffset = await w.api.call('GET', `/v1/orders?search=PG-${tag}&limit=50`, { auth: w.agent.auth });
    const order = byOffset.body.map((o: { reference: string }) => o.reference);
    assert.equal(order.length, 5);
    assert.equal(byOffset.headers.get('x-total-count'), '5');
    assert.equal(byOffset.headers.get('x-next-cursor'), null, 'one page holds them all: no next');

    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const query: string = `/v1/orders?search=PG-${tag}&limit=2${after ? `&after=${after}` : '&count=false'}`;
      const res = await w.api.call('GET', query, { auth: w.agent.auth });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.headers.get('x-total-count'), null, 'no count with count=false, nor on a page read by cursor');
      seen.push(...res.body.map((o: { reference: string }) => o.reference));
      // An order made after the first page: newest first, it would push every other down a place under offsets.
      if (page === 0) await make(5);
      after = res.headers.get('x-next-cursor');
      if (!after) break;
    }
    assert.deepEqual(seen, order, 'each of the five once, in the order of one page by offset; the sixth came after the listing began');

    // An offset page hands out the cursor too, and keeps its count.
    const first = await w.api.call('GET', `/v1/orders?search=PG-${tag}&limit=2`, { auth: w.agent.auth });
    assert.equal(first.headers.get('x-total-count'), '6');
    const next = await w.api.call('GET', `/v1/orders?search=PG-${tag}&limit=2&after=${first.headers.get('x-next-cursor')}`, { auth: w.agent.auth });
    assert.deepEqual(
      next.body.map((o: { reference: string }) => o.reference),
      order.slice(1, 3),
    );
    const held = await w.api.call('GET', `/v1/orders?search=PG-${tag}&status=held&limit=2&after=${first.headers.get('x-next-cursor')}`, { auth: w.agent.auth });
    assert.deepEqual(
      held.body.map((o: { reference: string }) => o.reference),
      order.slice(1, 3),
    );

    const both = await w.api.call('GET', `/v1/orders?limit=2&offset=2&after=${first.headers.get('x-next-cursor')}`, { auth: w.agent.auth });
    assert.deepEqual([both.status, both.body], [400, { error: 'INVALID_REQUEST' }]);
    assert.match(both.headers.get('error-detail') ?? '', /^offset: not with after/);
    const made = await w.api.call('GET', '/v1/orders?after=yesterday', { auth: w.agent.auth });
    assert.deepEqual([made.status, made.body], [400, { error: 'INVALID_REQUEST' }]);
    assert.match(made.headers.get('error-detail') ?? '', /^after: /);
    assert.doesNotMatch(made.headers.get('error-detail') ?? '', /yesterday/);
  });

  it('carries the order reference into the reconciliation and invoice reports of its redeemed tickets', async function () {
    const today = todayIn('Europe/Amsterdam');
    const order = (await w.create({ items: [w.item(0, { product: 'MUSEUM', date: today, adult: 1, child: 0 })] })).body;
    const confirmed = await w.confirm(order.reference);
    assert.equal(confirmed.body.status, 'confirmed', JSON.stringify(confirmed.body));
    const booking = await w.api.call('GET', `/v1/bookings/${encodeURIComponent(`${order.reference}~0`)}`, { auth: w.agent.auth });
    const supplier = w.suppliers[0]!.account;
    const scan = await w.api.call('POST', '/v1/redeem_booking', { auth: supplier.auth, json: { barcode: booking.body.tickets[0].barcode } });
    assert.equal(scan.status, 200, JSON.stringify(scan.body));
    const utc = new Date().toISOString().slice(0, 10);
    const rows = (await w.api.call('GET', `/v1/reports/reconciliation?from=${utc}&to=${utc}`, { auth: supplier.auth })).body;
    assert.deepEqual(
      rows.filter((r: { agent_reference: string }) => r.agent_reference === `${order.reference}~0`).map((r: { order_reference: string }) => r.order_reference),
      [order.reference],
    );
    const invoice = (await w.api.call('GET', `/v1/reports/invoice?month=${utc.slice(0, 7)}`, { auth: supplier.auth })).body;
    assert.ok(
      invoice.some((r: { product: string; orders: string }) => r.product === 'MUSEUM' && r.orders.split(', ').includes(order.reference)),
      JSON.stringify(invoice),
    );
  });

  it('undoes a confirmation: the third supplier refuses, the first two are cancelled at their suppliers, the order fails', async function () {
    const order = (await w.create({ items: [w.item(0), w.item(1), w.item(2)] })).body;
    assert.equal(order.status, 'held', JSON.stringify(order));
    w.suppliers[2]!.callbacks.on('POST', '/booking_confirmation', () => ({ status: 400, body: { error: 'SOLD_OUT' } }));
    const res = await w.confirm(order.reference);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'failed');
    assert.deepEqual(
      res.body.items.map((i: { status: string; error: string | null }) => [i.status, i.error]),
      [
        ['cancelled', null],
        ['cancelled', null],
        ['refused', 'SOLD_OUT'],
      ],
    );
    for (const i of [0, 1]) {
      assert.equal(keysAt(i, '/booking_confirmation').size, 1);
      assert.equal(keysAt(i, '/booking_cancellation').size, 1, `supplier ${i} asked to cancel once`);
      assert.ok([...w.suppliers[i]!.state.bookings.values()].every((b) => b.cancelled));
    }
    // The refused item's hold goes back to its supplier.
    await eventually(() => assert.ok([...w.suppliers[2]!.state.holds.values()].every((h) => h.released)));
    const notice = await received(w.agentInbox, '/order.failed');
    assert.equal((notice.body as { status: string }).status, 'failed');
  });

  it('undoes a creation: the second hold is refused, the first is released', async function () {
    w.suppliers[1]!.state.refuseNextReservation.push('SOLD_OUT');
    const res = await w.create({ items: [w.item(0), w.item(1)] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'failed');
    assert.deepEqual(res.body.items[1].status, 'refused');
    assert.deepEqual(res.body.items[1].error, 'SOLD_OUT');
    await eventually(() =>
      assert.ok(
        [...w.suppliers[0]!.state.holds.values()].every((h) => h.released),
        'the first hold released',
      ),
    );
    assert.equal(keysAt(0, '/reservation_cancellation').size, 1);
  });

  it('ends stuck when a supplier refuses an undo: the agent is told which item and why', async function () {
    const order = (await w.create({ items: [w.item(0), w.item(1), w.item(2)] })).body;
    w.suppliers[2]!.callbacks.on('POST', '/booking_confirmation', () => ({ status: 400, body: { error: 'NOT_AVAILABLE' } }));
    w.suppliers[0]!.callbacks.on('POST', '/booking_cancellation', () => ({ status: 400, body: { error: 'PAST_CUTOFF_DATE' } }));
    const res = await w.confirm(order.reference);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status, 'stuck');
    assert.deepEqual(
      res.body.items.map((i: { status: string; error: string | null }) => [i.status, i.error]),
      [
        ['stuck', 'PAST_CUTOFF_DATE'],
        ['cancelled', null],
        ['refused', 'NOT_AVAILABLE'],
      ],
    );
    const notice = await received(w.agentInbox, '/order.stuck');
    assert.equal((notice.body as { items: { status: string }[] }).items[0]!.status, 'stuck');
    // The operator sees it in the Temporal UI: the order's workflow, found by its reference, says stuck and on what.
    const { rows } = await testStack().db.pool.query<{ agent_id: string }>('select agent_id from agent_order where agent_reference = $1', [order.reference]);
    const handle = testStack().temporal.client.workflow.getHandle(workflowIds.order('live', rows[0]!.agent_id, order.reference));
    assert.match((await handle.query(statusQuery)).phase, /^stuck: .*item 0: PAST_CUTOFF_DATE/);
    assert.equal((await handle.describe()).typedSearchAttributes.get(searchAttributes.order), order.reference);
    // Its history, once it has closed, shows each item's step (a local activity each: at least
    // once, more if a workflow task was lost and its calls made again with their keys) and each
    // undo (a scheduled activity each: exactly once), by the activity that made it.
    await handle.result();
    const steps = await activitiesOf(handle);
    assert.ok(steps.filter((t) => t === 'confirmAtSupplier').length >= 3, steps.join());
    assert.equal(steps.filter((t) => t === 'cancelAtSupplier').length, 2, steps.join());
    assert.equal(steps.filter((t) => t === 'abandonBookingChange').length, 1, steps.join());
    // The operator sees it: `ops status` fails on it, and the gauge counts it.
    const report = await readStatus(testStack().db, testStack().temporal.client);
    const line = report.checks.find((c) => c.name === 'orders_stuck' && c.mode === 'live')!;
    assert.ok(line.count >= 1 && line.past && !report.ok, JSON.stringify(line));
    const registry = new Registry();
    stuckGauges(registry, testStack().db);
    const gauge = (await registry.metrics()).split('\n').find((l) => l.startsWith('marketplace_stuck_work{check="orders_stuck",mode="live"} '));
    assert.ok(Number(gauge?.split(' ')[1]) >= 1, gauge);
  });
});
