import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { testStack } from '../helpers/stack.ts';
import { FAR, type OrderWorld, startOrderWorld } from '../helpers/orderWorld.ts';

const sql = (query: string, params: unknown[] = []) => testStack().db.fork().getConnection().execute(query, params);

/**
 * Orders priced by the one pricing function (issue 43 beside issue 44), black box: an item is
 * priced as GET /v1/rates and a quote price it, to the cent, and an item citing a quote is charged
 * exactly the quote (held: at the hold; freesale: at the confirmation, citing it again), refused
 * as a hold is once the quote has expired, with the item named.
 */
describe('orders: priced by the one pricing function, and quotes cited by items', function () {
  this.timeout(60_000);
  let w: OrderWorld;

  /** BOAT (held) and MUSEUM (freesale) of suppliers 0 and 1: `adult` by default, and summer, weekend and summer-weekend rules. */
  const setRates = async (adult: number) => {
    for (const i of [0, 1]) {
      for (const product of ['BOAT', 'MUSEUM']) {
        const res = await w.api.call('PUT', `/v1/rates/${product}`, {
          auth: w.suppliers[i]!.account.auth,
          json: {
            rates: { adult: { rrp: adult, net: adult - 10 }, child: { rrp: 25, net: 20 } },
            rules: [
              { name: 'summer', from: '2031-06-01', to: '2031-08-31', rates: { adult: { rrp: adult + 10, net: adult } } },
              { name: 'weekend', weekdays: ['sat', 'sun'], rates: { adult: { rrp: adult + 5, net: adult - 5 } } },
              {
                name: 'summer weekend',
                from: '2031-06-01',
                to: '2031-08-31',
                weekdays: ['sat', 'sun'],
                rates: { adult: { rrp: adult + 20.1, net: adult + 6.05 } },
              },
            ],
          },
        });
        assert.equal(res.status, 200, JSON.stringify(res.body));
      }
    }
  };
  const quote = (items: object[]) => w.api.call('POST', '/v1/quotes', { auth: w.agent.auth, json: { items } });
  const boat = (extra: Record<string, unknown> = {}) => w.item(0, extra);
  const museum = (extra: Record<string, unknown> = {}) => w.item(1, { product: 'MUSEUM', ...extra });
  const prices = (item: { rrp: number; net: number; currency: string }) => [item.rrp, item.net, item.currency];
  const bookingCalls = () => [0, 1].reduce((n, i) => n + w.calls(i, '/booking_confirmation').length + w.calls(i, '/reservation').length, 0);

  before(async function () {
    w = await startOrderWorld();
  });
  after(async () => w?.stop());
  beforeEach(() => w.reset());

  it('prices an item on a summer weekend by the summer-weekend rule: the same cent as GET /v1/rates, a quote and the booking', async function () {
    await setRates(50);
    // FAR (2031-06-01) is a Sunday in the summer period: rank "weekdays and a period" wins.
    const rates = await w.api.call('GET', `/v1/rates?supplier=${w.suppliers[0]!.account.email}&product=BOAT&date=${FAR}`, { auth: w.agent.auth });
    assert.deepEqual(rates.body.adult, { rrp: 70.1, net: 56.05, discount: 0, currency: 'EUR', rule: 'summer weekend' });
    const quoted = await quote([boat(), museum()]);
    assert.equal(quoted.status, 200, JSON.stringify(quoted.body));
    const [rrp, net] = [2 * 70.1 + 25, 2 * 56.05 + 20];
    const expected = [rrp, net, 'EUR'];
    for (const item of quoted.body.items) assert.deepEqual(prices(item), expected);

    const created = await w.create({ items: [boat(), museum()] });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    for (const item of created.body.items) assert.deepEqual([...prices(item), item.quote, item.quote_item], [...expected, null, null]);
    assert.deepEqual(created.body.totals, [{ currency: 'EUR', rrp: 2 * rrp, net: 2 * net, discount: 0 }]);
    const confirmed = await w.confirm(created.body.reference);
    assert.equal(confirmed.body.status, 'confirmed', JSON.stringify(confirmed.body));
    for (const index of [0, 1]) {
      const booking = await w.api.call('GET', `/v1/bookings/${encodeURIComponent(`${created.body.reference}~${index}`)}`, { auth: w.agent.auth });
      assert.deepEqual(prices(booking.body), expected, `item ${index}'s booking`);
    }
  });

  it('an order citing a valid quote is charged exactly the quote after the rates rose, held and freesale alike; one without, today’s rates', async function () {
    await setRates(50);
    const quoted = await quote([boat(), museum({ child: 0 })]);
    assert.equal(quoted.status, 200, JSON.stringify(quoted.body));
    const [boatQuoted, museumQuoted] = quoted.body.items.map(prices);
    await setRates(80);

    const cited = await w.create({ items: [boat({ quote: quoted.body.quote }), museum({ child: 0, quote: quoted.body.quote, quote_item: 1 })] });
    assert.equal(cited.status, 200, JSON.stringify(cited.body));
    assert.deepEqual(
      cited.body.items.map((item: { rrp: number; net: number; currency: string; quote: string; quote_item: number }) => [
        ...prices(item),
        item.quote,
        item.quote_item,
      ]),
      [
        [...boatQuoted, quoted.body.quote, 0],
        [...museumQuoted, quoted.body.quote, 1],
      ],
    );
    const plain = await w.create({ items: [boat(), museum({ child: 0 })] });
    assert.deepEqual(plain.body.items.map(prices), [
      [2 * 100.1 + 25, 2 * 86.05 + 20, 'EUR'],
      [2 * 100.1, 2 * 86.05, 'EUR'],
    ]);

    // The freesale item is priced again at the confirmation, citing the quote again: still the quote's price.
    const confirmed = await w.confirm(cited.body.reference);
    assert.equal(confirmed.body.status, 'confirmed', JSON.stringify(confirmed.body));
    assert.deepEqual(confirmed.body.items.map(prices), [boatQuoted, museumQuoted]);
    for (const [index, expected] of [boatQuoted, museumQuoted].entries()) {
      const booking = await w.api.call('GET', `/v1/bookings/${encodeURIComponent(`${cited.body.reference}~${index}`)}`, { auth: w.agent.auth });
      assert.deepEqual(prices(booking.body), expected, `item ${index}'s booking`);
    }
  });

  it('refuses an expired or mismatched quote as a hold does, naming the item; a freesale item’s quote expired by the confirmation refuses it, the order held', async function () {
    await setRates(50);
    const quoted = await quote([boat(), museum()]);
    const expire = () => sql(`update quote set expires_at = now() - interval '1 second' where id = ?`, [quoted.body.quote]);

    // At creation: the whole order refused, the item named, nothing stored and no supplier asked.
    const callsBefore = bookingCalls();
    const mismatch = await w.create({ items: [boat({ adult: 3, quote: quoted.body.quote }), museum()] });
    assert.deepEqual([mismatch.status, mismatch.body], [400, { error: 'QUOTE_MISMATCH' }]);
    assert.match(mismatch.headers.get('error-detail') ?? '', /^items\[0\]: adult: not as quoted/);
    const reference = `ORD-${randomUUID().slice(0, 8)}`;
    await expire();
    const late = await w.create({ reference, items: [boat(), museum({ quote: quoted.body.quote, quote_item: 1 })] });
    assert.deepEqual([late.status, late.body], [400, { error: 'QUOTE_EXPIRED' }]);
    assert.equal(late.headers.get('error-detail'), 'items[1]: quote: past its expires; ask for a new quote');
    assert.equal((await w.read(reference)).status, 404, 'nothing stored');
    assert.equal(bookingCalls(), callsBefore, 'no supplier asked');

    // A freesale item cites its quote again at the confirmation: expired by then, the confirmation is refused and the order stays held.
    const fresh = await quote([boat(), museum()]);
    const held = await w.create({ items: [boat(), museum({ quote: fresh.body.quote, quote_item: 1 })] });
    assert.equal(held.body.status, 'held', JSON.stringify(held.body));
    await sql(`update quote set expires_at = now() - interval '1 second' where id = ?`, [fresh.body.quote]);
    const refused = await w.confirm(held.body.reference);
    assert.deepEqual([refused.status, refused.body], [400, { error: 'QUOTE_EXPIRED' }]);
    assert.equal(refused.headers.get('error-detail'), 'items[1]: quote: past its expires; ask for a new quote');
    const after = await w.read(held.body.reference);
    assert.deepEqual([after.body.status, after.body.items.map((i: { status: string }) => i.status)], ['held', ['held', 'ready']]);
    assert.equal(w.calls(1, '/booking_confirmation').length, 0, 'no item confirmed at its supplier');
  });
});
