import assert from 'node:assert/strict';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { startFakeSupplier, type FakeSupplier } from '../helpers/fakeSupplier.ts';
import { testStack } from '../helpers/stack.ts';
import { supplierProduct } from '../helpers/supplierProducts.ts';

const sql = <T extends object[]>(query: string, params: unknown[] = []) => testStack().db.fork().getConnection().execute<T>(query, params);

/**
 * Quotes (issue 43 §3): a basket priced with no seat held and no supplier asked, honoured by a
 * hold or a freesale confirmation that cites it even after the rates changed; refused once expired.
 */
describe('quotes: priced before the hold, held to the cent', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  /** A second supplier, in US dollars, that granted the agent. */
  let dollars: TestAccount;
  let dollarCallbacks: FakeSupplier;

  const setBoat = (adult: number) =>
    w.api.call('PUT', '/v1/rates/BOAT', {
      auth: w.owner.auth,
      json: {
        rates: { adult: { rrp: adult, net: adult - 10 }, child: { rrp: 25, net: 20 } },
        rules: [{ name: 'weekend', weekdays: ['sat', 'sun'], rates: { adult: { rrp: adult + 10, net: adult } } }],
      },
    });
  const quote = (items: object[], who = w.agent) => w.api.call('POST', '/v1/quotes', { auth: who.auth, json: { items } });
  const supplierCalls = () => [...w.ownerCallbacks.requests, ...dollarCallbacks.requests].filter((r) => r.path !== '/products').length;

  before(async function () {
    w = await startBookingWorld();
    dollarCallbacks = await startFakeSupplier({ ca: testStack().ca });
    dollars = await createAccount(w.api, { name: 'Dollar Tours', callback_url: dollarCallbacks.url, currency: 'USD' });
    dollarCallbacks.on('GET', '/products', () => ({ body: { BUS: supplierProduct('Bus', { freesale: true, time_zone: 'America/New_York' }) } }));
    await grant(w.api, dollars, w.agent);
    assert.equal((await w.api.call('PUT', '/v1/rates/BUS', { auth: dollars.auth, json: { rates: { adult: { rrp: 19.99, net: 15 } } } })).status, 200);
  });
  beforeEach(async function () {
    assert.equal((await setBoat(50)).status, 200);
  });
  after(async function () {
    await w?.stop();
    await dollarCallbacks?.close();
  });

  it('prices every item on its own, per ticket and in total, naming the rule and the currency, totals per currency; asks no supplier', async function () {
    // FAR (2031-06-01) is a Sunday: the weekend rule prices adults.
    const before = supplierCalls();
    const res = await quote([
      { supplier: w.owner.email, product: 'BOAT', date: FAR, adult: 2, child: 1 },
      { supplier: dollars.email, product: 'BUS', date: FAR, adult: 3 },
      { supplier: w.owner.email, product: 'MUSEUM', date: '2031-06-02', adult: 1 },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(supplierCalls(), before, 'a quote reaches no supplier');
    const expires = Date.parse(res.body.expires) - Date.now();
    assert.ok(expires > 25 * 60_000 && expires <= 30 * 60_000, `valid for 30 minutes: ${res.body.expires}`);
    assert.deepEqual(res.body.items[0], {
      item: 0,
      supplier: w.owner.email,
      product: 'BOAT',
      option: null,
      date: FAR,
      time: null,
      promotion: null,
      currency: 'EUR',
      rrp: 145,
      net: 120,
      discount: 0,
      tickets: [
        { type: 'adult', count: 2, currency: 'EUR', rrp: 60, net: 50, discount: 0, rule: 'weekend' },
        { type: 'child', count: 1, currency: 'EUR', rrp: 25, net: 20, discount: 0, rule: 'default' },
      ],
    });
    assert.deepEqual([res.body.items[1].currency, res.body.items[1].rrp], ['USD', 59.97]);
    assert.deepEqual(res.body.totals, [
      { currency: 'EUR', rrp: 195, net: 160, discount: 0 },
      { currency: 'USD', rrp: 59.97, net: 45, discount: 0 },
    ]);
  });

  it('a hold citing a valid quote is charged the quote after the rates rose; one without, today’s rates', async function () {
    const quoted = await quote([
      { supplier: w.owner.email, product: 'MUSEUM', date: FAR, adult: 1 },
      { supplier: w.owner.email, product: 'BOAT', date: FAR, adult: 2, child: 1 },
    ]);
    assert.equal(quoted.status, 200);
    assert.equal((await setBoat(70)).status, 200);
    const cited = await w.reserve({ adult: 2, child: 1, quote: quoted.body.quote, quote_item: 1 });
    assert.equal(cited.status, 200, JSON.stringify(cited.body));
    assert.deepEqual([cited.body.rrp, cited.body.net, cited.body.currency], [145, 120, 'EUR']);
    const plain = await w.reserve({ adult: 2, child: 1 });
    assert.deepEqual([plain.body.rrp, plain.body.net], [185, 160]);
    // The booking keeps the hold's (the quote's) price.
    const booked = await w.confirm({ reservation: cited.body.reservation, adult: 2, child: 1 });
    assert.deepEqual([booked.status, booked.body.rrp, booked.body.currency], [200, 145, 'EUR']);
    // A freesale confirmation cites item 0 of the same quote.
    const museum = await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, quote: quoted.body.quote });
    assert.deepEqual([museum.status, museum.body.rrp], [200, 50]);
  });

  it('refuses a citation that is not this sale, not this agent’s, unknown or expired (as docs/API.md says)', async function () {
    const quoted = await quote([{ supplier: w.owner.email, product: 'BOAT', date: FAR, adult: 2, child: 1 }]);
    const id = quoted.body.quote;
    for (const [body, code, detail] of [
      [{ adult: 3, child: 1, quote: id }, 'QUOTE_MISMATCH', 'adult'],
      [{ date: '2031-06-02', quote: id }, 'QUOTE_MISMATCH', 'date'],
      [{ quote: id, quote_item: 1 }, 'QUOTE_INVALID', 'quote_item'],
      [{ quote: '00000000-0000-4000-8000-000000000000' }, 'QUOTE_INVALID', 'quote'],
      [{ quote: 'not-a-uuid' }, 'QUOTE_INVALID', 'quote'],
    ] as const) {
      const res = await w.reserve(body);
      assert.deepEqual([res.status, res.body], [400, { error: code }], JSON.stringify(body));
      assert.ok(res.headers.get('error-detail')?.startsWith(detail), res.headers.get('error-detail') ?? '');
    }
    // Another agent cannot cite it.
    const other = await createAccount(w.api, { name: 'Other agent' });
    await grant(w.api, w.owner, other);
    const theirs = await w.reserve({ quote: id }, other);
    assert.deepEqual([theirs.status, theirs.body], [400, { error: 'QUOTE_INVALID' }]);
    // Test mode does not see a live quote.
    const inTest = await w.reserve({ quote: id }, { ...w.agent, auth: w.agent.testAuth });
    assert.deepEqual([inTest.status, inTest.body], [400, { error: 'QUOTE_INVALID' }]);
    // Once its time is up (moved back here rather than waited for), citing it is QUOTE_EXPIRED.
    await sql(`update quote set expires_at = now() - interval '1 second' where id = ?`, [id]);
    const late = await w.reserve({ quote: id });
    assert.deepEqual([late.status, late.body], [400, { error: 'QUOTE_EXPIRED' }]);
  });

  it('works with test tokens, on the shared rates; refuses what a hold would refuse', async function () {
    const test = await w.api.call('POST', '/v1/quotes', {
      auth: w.agent.testAuth,
      json: { items: [{ supplier: w.owner.email, product: 'BOAT', date: FAR, adult: 1 }] },
    });
    assert.equal(test.status, 200, JSON.stringify(test.body));
    assert.equal(test.headers.get('marketplace-mode') ?? 'test', 'test');
    assert.equal(test.body.items[0].rrp, 60);
    const held = await w.api.call('POST', '/v1/reservation', {
      auth: w.agent.testAuth,
      json: { supplier: w.owner.email, product: 'BOAT', date: FAR, adult: 1, expires: new Date(Date.now() + 600_000).toISOString(), quote: test.body.quote },
    });
    assert.deepEqual([held.status, held.body.rrp], [200, 60], JSON.stringify(held.body));
    for (const [items, status, code] of [
      [[{ supplier: w.owner.email, product: 'BOAT', date: '2020-01-01', adult: 1 }], 400, 'PAST_CUTOFF_DATE'],
      [[{ supplier: w.owner.email, product: 'BOAT', date: FAR, senior: 1 }], 400, 'NO_RATE'],
      [[{ supplier: w.owner.email, product: 'BOAT', date: FAR, adult: 0 }], 400, 'INVALID_COUNTS'],
      [[{ supplier: 'nobody@example.com', product: 'BOAT', date: FAR, adult: 1 }], 403, 'FORBIDDEN'],
      [[], 400, 'INVALID_REQUEST'],
    ] as const) {
      const res = await quote([...items]);
      assert.deepEqual([res.status, res.body], [status, { error: code }], JSON.stringify(items));
    }
  });
});
