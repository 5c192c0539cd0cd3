import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { isMarketplaceError } from '../../clients/typescript/src/index.ts';
import { recordedClient } from '../helpers/marketplaceClient.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';
import { type OrderWorld, startOrderWorld } from '../helpers/orderWorld.ts';

/**
 * Orders under failure and at the edges (issue 44): a supplier down during the confirmation,
 * requests racing each other, test mode's scenarios on one item, and every refusal of bad input.
 */
describe('orders: outages, races, test mode and bad input', function () {
  this.timeout(60_000);
  let w: OrderWorld;

  before(async function () {
    // The API waits 1.5 s for an outcome before it answers 503.
    w = await startOrderWorld({ bookingWaitMs: 1500 });
  });
  after(async () => w?.stop());
  beforeEach(() => w.reset());

  const bookingsOf = (i: number) => [...w.suppliers[i]!.state.bookings.values()];
  const ordersOf = async (reference: string) =>
    (await testStack().db.pool.query<{ n: number }>('select count(*)::int as n from agent_order where agent_reference = $1', [reference])).rows[0]!.n;

  it('answers 503 with Retry-After while a supplier is down during the confirmation; the repeat gets the one order, one booking per item', async function () {
    const order = (await w.create({ items: [w.item(0), w.item(1), w.item(2)] })).body;
    // The second supplier answers 503 for a while (the step retries it, 200 ms doubling).
    w.suppliers[1]!.callbacks.failNext(5, 503, '/booking_confirmation');
    const first = await w.confirm(order.reference);
    assert.equal(first.status, 503, JSON.stringify(first.body));
    assert.equal(first.body.error, 'SUPPLIER_UNAVAILABLE');
    assert.equal(first.headers.get('retry-after'), '5');
    const repeat = await eventually(async () => {
      const res = await w.confirm(order.reference);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res;
    });
    assert.equal(repeat.body.status, 'confirmed');
    assert.equal(await ordersOf(order.reference), 1);
    for (const i of [0, 1, 2]) assert.equal(bookingsOf(i).length, 1, `supplier ${i}: one booking`);
    // Every attempt at the second supplier carried the same key.
    assert.equal(new Set(w.calls(1, '/booking_confirmation').map((r) => r.headers['idempotency-key'])).size, 1);
    assert.ok(w.calls(1, '/booking_confirmation').length >= 6);
  });

  it('gives two confirmations of one order at once one outcome, and each supplier one booking', async function () {
    const order = (await w.create({ items: [w.item(0), w.item(1, { product: 'MUSEUM' })] })).body;
    const [a, b] = await Promise.all([w.confirm(order.reference), w.confirm(order.reference)]);
    assert.equal(a.status, 200, JSON.stringify(a.body));
    assert.equal(b.status, 200, JSON.stringify(b.body));
    assert.equal(a.body.status, 'confirmed');
    assert.deepEqual(b.body.items, a.body.items);
    assert.equal(bookingsOf(0).length, 1);
    assert.equal(bookingsOf(1).length, 1);
  });

  it('ends a confirmation racing a cancellation consistently: cancelled with nothing booked, or confirmed then cancelled whole', async function () {
    const order = (await w.create({ items: [w.item(0), w.item(2)] })).body;
    const [confirmed, cancelled] = await Promise.all([w.confirm(order.reference), w.cancel(order.reference)]);
    const end = await eventually(async () => {
      const read = (await w.read(order.reference)).body;
      assert.ok(['cancelled', 'confirmed'].includes(read.status), read.status);
      return read;
    });
    if (confirmed.body.status === 'confirmed') {
      // The confirmation won: the cancellation was refused while it ran, or cancelled the confirmed order after it.
      assert.ok(cancelled.status === 409 || cancelled.body.status === 'cancelled', JSON.stringify(cancelled.body));
      for (const i of [0, 2]) assert.equal(bookingsOf(i).length, 1);
      if (end.status === 'cancelled') for (const i of [0, 2]) assert.ok(bookingsOf(i)[0]!.cancelled);
    } else {
      // The cancellation won: nothing was booked, and the holds go back.
      assert.equal(confirmed.status, 400, JSON.stringify(confirmed.body));
      assert.equal(confirmed.body.error, 'ORDER_CANCELLED');
      assert.equal(end.status, 'cancelled');
      for (const i of [0, 2]) assert.equal(bookingsOf(i).length, 0);
      await eventually(() => {
        for (const i of [0, 2]) assert.ok([...w.suppliers[i]!.state.holds.values()].every((h) => h.released));
      });
    }
  });

  it('says an order whose holds ended cannot be confirmed: expired, RESERVATION_EXPIRED, its holds released', async function () {
    const order = (await w.create({ items: [w.item(0), w.item(1, { product: 'MUSEUM' })], expires: new Date(Date.now() + 1500).toISOString() })).body;
    assert.equal(order.status, 'held', JSON.stringify(order));
    // The order's workflow wakes at expires plus the grace (1 s here) and expires it; its hold ends as a reservation's does.
    await eventually(async () => assert.equal((await w.read(order.reference)).body.status, 'expired'), 15_000);
    const late = await w.confirm(order.reference);
    assert.deepEqual([late.status, late.body], [400, { error: 'RESERVATION_EXPIRED' }]);
    assert.match(late.headers.get('error-detail') ?? '', /^order: its holds ended/);
    await eventually(() => assert.ok([...w.suppliers[0]!.state.holds.values()].every((h) => h.released)), 15_000);
    assert.equal(bookingsOf(0).length + bookingsOf(1).length, 0);
  });

  it('through the typed client: the same key on the repeat of a 503, one order, and typed errors', async function () {
    const client = recordedClient(w.api.baseUrl, w.agent, { retry: { initialDelayMs: 100 } });
    const reference = `CL-${randomUUID().slice(0, 8)}`;
    const held = await client.createOrder({
      reference,
      customer: {},
      notes: '',
      expires: new Date(Date.now() + 600_000).toISOString(),
      items: [w.item(0), w.item(2)],
    });
    assert.equal(held.status, 'held');
    w.suppliers[2]!.callbacks.failNext(4, 503, '/booking_confirmation');
    const confirmed = await client.confirmOrder(reference);
    assert.equal(confirmed.status, 'confirmed');
    const confirmations = client.attempts.filter((a) => a.url.pathname === '/v1/order_confirmation');
    assert.ok(confirmations.length >= 2, 'a 503 was repeated');
    assert.equal(confirmations[0]!.status, 503);
    assert.equal(new Set(confirmations.map((a) => a.headers['idempotency-key'])).size, 1, 'one key for every attempt');
    assert.equal(bookingsOf(2).length, 1);
    const listed = [];
    for await (const order of client.orders({ search: reference })) listed.push(order.reference);
    assert.deepEqual(listed, [reference]);
    await assert.rejects(client.confirmOrder('NO-SUCH-ORDER'), (error: unknown) => {
      assert.ok(isMarketplaceError(error, 'confirmOrder'));
      assert.equal(error.code, 'ORDER_NOT_FOUND');
      return true;
    });
  });

  describe('test mode', function () {
    const asTest = { auth: undefined as unknown as { user: string; password: string } };
    before(() => {
      asTest.auth = w.agent.testAuth;
    });

    it('undoes on demand: `1:sold_out` refuses the second item, and the first is cancelled at the simulated supplier', async function () {
      const order = await w.create({ items: [w.item(0), w.item(1)] }, {}, { ...w.agent, auth: asTest.auth });
      assert.equal(order.status, 200, JSON.stringify(order.body));
      assert.equal(order.headers.get('marketplace-mode'), 'test');
      assert.equal(order.body.status, 'held');
      const res = await w.confirm(order.body.reference, { 'Test-Scenario': '1:sold_out' }, { ...w.agent, auth: asTest.auth });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.status, 'failed');
      assert.deepEqual(
        res.body.items.map((i: { status: string; error: string | null }) => [i.status, i.error]),
        [
          ['cancelled', null],
          ['refused', 'SOLD_OUT'],
        ],
      );
      // Nothing of it is live, and the live suppliers were never called.
      assert.equal(await ordersOf(order.body.reference), 0);
      assert.equal(w.calls(0, '/reservation').length + w.calls(1, '/reservation').length, 0);
    });

    it('reaches the stuck state on demand with `0:stuck`, and refuses a scenario that names no item', async function () {
      const order = (await w.create({ items: [w.item(0), w.item(1), w.item(2)] }, {}, { ...w.agent, auth: asTest.auth })).body;
      const res = await w.confirm(order.reference, { 'Test-Scenario': '0:stuck' }, { ...w.agent, auth: asTest.auth });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.status, 'stuck');
      assert.deepEqual(
        res.body.items.map((i: { status: string; error: string | null }) => [i.status, i.error]),
        [
          ['refused', 'SOLD_OUT'],
          ['stuck', 'PAST_CUTOFF_DATE'],
          ['stuck', 'PAST_CUTOFF_DATE'],
        ],
      );
      const plain = await w.create({ items: [w.item(0)] }, { 'Test-Scenario': 'sold_out' }, { ...w.agent, auth: asTest.auth });
      assert.equal(plain.status, 400);
      assert.equal(plain.body.error, 'INVALID_TEST_SCENARIO');
      assert.match(plain.headers.get('error-detail') ?? '', /<index>:<scenario>/);
    });

    it('refuses the first hold on demand at creation with `0:sold_out`', async function () {
      const res = await w.create({ items: [w.item(0), w.item(1)] }, { 'Test-Scenario': '0:sold_out' }, { ...w.agent, auth: asTest.auth });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.status, 'failed');
      assert.deepEqual(
        res.body.items.map((i: { status: string }) => i.status),
        ['refused', 'released'],
      );
    });
  });

  describe('bad input: 400 (409 for a reference in use) naming the field, and nothing changes', function () {
    /** Creates with `body`, expects `status` and `code`, an Error-Detail matching `detail`, and no order and no supplier call. */
    async function refused(body: Record<string, unknown>, status: number, code: string, detail: RegExp) {
      const reference = `BAD-${randomUUID().slice(0, 8)}`;
      const res = await w.create({ reference, ...body });
      assert.equal(res.status, status, JSON.stringify(res.body));
      assert.deepEqual(res.body, { error: code });
      assert.match(res.headers.get('error-detail') ?? '', detail);
      assert.equal(await ordersOf(reference), 0);
      for (const i of [0, 1, 2]) assert.equal(w.calls(i, '/reservation').length, 0);
    }

    it('no items, and more than twenty', async function () {
      await refused({ items: [] }, 400, 'INVALID_REQUEST', /^items/);
      await refused(
        { items: Array.from({ length: 21 }, (_, d) => w.item(0, { date: `2031-06-${String(d + 1).padStart(2, '0')}` })) },
        400,
        'INVALID_REQUEST',
        /^items/,
      );
    });

    it('an item the agent has no access to', async function () {
      const stranger = `nobody-${randomUUID().slice(0, 6)}@example.com`;
      await refused({ items: [w.item(0), { ...w.item(1), supplier: stranger }] }, 403, 'FORBIDDEN', /^items\[1\]/);
    });

    it('two items that are the same hold', async function () {
      await refused({ items: [w.item(0), w.item(1), w.item(0, { adult: 1 })] }, 400, 'DUPLICATE_ITEM', /^items\[2\]: the same hold as items\[0\]/);
    });

    it('an item with bad counts or a past expiry', async function () {
      await refused({ items: [w.item(0), w.item(1, { adult: 0, child: 0 })] }, 400, 'INVALID_COUNTS', /items/);
      await refused({ items: [w.item(0)], expires: new Date(Date.now() - 1000).toISOString() }, 400, 'INVALID_EXPIRES', /^expires/);
    });

    it('an order reference reused with a different basket', async function () {
      const first = await w.create({ items: [w.item(0)] });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      const again = await w.create({ reference: first.body.reference, items: [w.item(1)], expires: first.body.expires });
      assert.equal(again.status, 409, JSON.stringify(again.body));
      assert.deepEqual(again.body, { error: 'REFERENCE_IN_USE' });
      assert.match(again.headers.get('error-detail') ?? '', /^reference/);
      assert.equal(w.calls(1, '/reservation').length, 0);
      assert.equal(await ordersOf(first.body.reference), 1);
    });
  });
});
