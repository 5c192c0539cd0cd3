/**
 * Issue 33 §3: what a supplier supports, visible to an agent before it sells, black box: the
 * public account look-up and the product list (capabilities, availability TTL, pushes), as
 * declared and withdrawn with the live token.
 */
import assert from 'node:assert/strict';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import type { TestAccount } from '../helpers/accounts.ts';

describe('what a supplier supports, visible (issue 33 §3)', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld();
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  const lookup = (who: TestAccount) => w.api.call('GET', `/v1/account/${who.email}`);
  const declare = (who: TestAccount, json: Record<string, unknown>, auth = who.auth) => w.api.call('PATCH', '/v1/account', { auth, json });
  const products = (auth = w.agent.auth) => w.api.call('GET', `/v1/products?supplier=${w.owner.email}`, { auth });
  const push = (auth: { user: string; password: string }, dates = [FAR]) =>
    w.api.call('POST', '/v1/availability_changes', { auth, json: { product: 'BOAT', dates } });
  /** Each product's `capabilities`, null where it shows none. */
  const shown = (body: Record<string, { capabilities?: string[] }>) =>
    Object.fromEntries(Object.entries(body).map(([code, product]) => [code, product.capabilities ?? null]));

  it('GET /v1/account/:id shows the declared capabilities, the availability TTL and when the supplier last pushed, and nothing else', async function () {
    const before = await lookup(w.owner);
    assert.equal(before.status, 200, JSON.stringify(before.body));
    assert.deepEqual(before.body, {
      name: 'Harbour Co',
      email: w.owner.email,
      verified: false,
      domain: null,
      capabilities: [],
      availability_ttl_seconds: 0,
      availability_pushed_at: null,
    });

    // Shared by both modes, so changed with the live token only.
    const asTest = await declare(w.owner, { capabilities: ['reservation_extension'] }, w.owner.testAuth);
    assert.deepEqual([asTest.status, asTest.body], [403, { error: 'LIVE_MODE_ONLY' }]);
    assert.deepEqual((await lookup(w.owner)).body.capabilities, []);
    const declared = await declare(w.owner, { capabilities: ['reservation_extension'], availability_ttl_seconds: 30 });
    assert.equal(declared.status, 200, JSON.stringify(declared.body));
    const after = await lookup(w.owner);
    assert.deepEqual([after.body.capabilities, after.body.availability_ttl_seconds], [['reservation_extension'], 30]);

    // A push in test mode is test data: it says nothing of the live account.
    assert.equal((await push(w.owner.testAuth)).status, 200);
    assert.equal((await lookup(w.owner)).body.availability_pushed_at, null);
    // Nor does a push of days long past, as the conformance kit makes (issue 42 §12): it changes
    // nothing an agent sells, so agents are not shown a supplier that pushes.
    const kitPush = await push(w.owner.auth, ['2000-01-01']);
    assert.equal(kitPush.status, 200, JSON.stringify(kitPush.body));
    assert.equal((await lookup(w.owner)).body.availability_pushed_at, null);
    assert.ok(!('availability_pushed_at' in (await products()).body.BOAT), 'the product list shows no push either');
    const sent = Date.now();
    const pushed = await push(w.owner.auth);
    assert.equal(pushed.status, 200, JSON.stringify(pushed.body));
    const at = (await lookup(w.owner)).body.availability_pushed_at as string;
    assert.ok(Math.abs(Date.parse(at) - sent) < 10_000, `pushed at ${at}, sent at ${new Date(sent).toISOString()}`);
    // Noted to the minute: a second push at once leaves the account row alone.
    assert.equal((await push(w.owner.auth)).status, 200);
    assert.equal((await lookup(w.owner)).body.availability_pushed_at, at);

    // Never a URL, a credential or a setting of the supplier's own side.
    const text = JSON.stringify((await lookup(w.owner)).body);
    for (const secret of ['owner-pass', 'owner-user', '127.0.0.1', w.owner.token, w.owner.testToken, 'n-secret']) assert.ok(!text.includes(secret), secret);

    // Withdrawn: gone.
    assert.equal((await declare(w.owner, { capabilities: [], availability_ttl_seconds: 0 })).status, 200);
    assert.deepEqual([(await lookup(w.owner)).body.capabilities, (await lookup(w.owner)).body.availability_ttl_seconds], [[], 0]);
  });

  it('GET /v1/products shows per product what the account serving it declared that applies to selling it, and it is what selling finds', async function () {
    const none = await products();
    assert.equal(none.status, 200, JSON.stringify(none.body));
    assert.deepEqual(shown(none.body), { BOAT: null, MUSEUM: null, DELEGATED: null, DELEGATED_FREE: null, KIRI: null });

    // The owner declares hold extension: its own product sold with reservations shows it; a freesale
    // product has no holds; the delegated products are served by the delegate, which declared nothing.
    assert.equal((await declare(w.owner, { capabilities: ['reservation_extension'] })).status, 200);
    assert.deepEqual(shown((await products()).body), { BOAT: ['reservation_extension'], MUSEUM: null, DELEGATED: null, DELEGATED_FREE: null, KIRI: null });
    // The same with the test token: the catalogue and the declarations are shared.
    assert.deepEqual(shown((await products(w.agent.testAuth)).body).BOAT, ['reservation_extension']);

    // What the list shows is what an extension meets.
    const extend = async (product: string) => {
      const held = await w.reserve({ product });
      assert.equal(held.status, 200, JSON.stringify(held.body));
      return w.api.call('POST', '/v1/reservation_extension', {
        auth: w.agent.auth,
        json: { reservation: held.body.reservation, expires: new Date(Date.now() + 900_000).toISOString() },
      });
    };
    assert.equal((await extend('BOAT')).status, 200);
    const refused = await extend('DELEGATED');
    assert.deepEqual([refused.status, refused.body], [400, { error: 'NOT_SUPPORTED' }]);

    // The delegate declares it too: its reserved product shows it, and it is used.
    assert.equal((await declare(w.delegate, { capabilities: ['reservation_extension'] })).status, 200);
    assert.deepEqual(shown((await products()).body), {
      BOAT: ['reservation_extension'],
      MUSEUM: null,
      DELEGATED: ['reservation_extension'],
      DELEGATED_FREE: null,
      KIRI: null,
    });
    assert.equal((await extend('DELEGATED')).status, 200);

    // Withdrawn: absent again, and extensions refused.
    assert.equal((await declare(w.owner, { capabilities: [] })).status, 200);
    assert.equal((await declare(w.delegate, { capabilities: [] })).status, 200);
    const withdrawn = await products();
    assert.deepEqual(shown(withdrawn.body), { BOAT: null, MUSEUM: null, DELEGATED: null, DELEGATED_FREE: null, KIRI: null });
    for (const product of Object.values(withdrawn.body as Record<string, object>)) assert.ok(!('capabilities' in product));
    assert.equal((await extend('BOAT')).status, 400);
  });

  it('GET /v1/products shows per product whether the account serving it pushes its availability and its TTL, absent where they do not apply', async function () {
    /** Each product's [availability_ttl_seconds, availability_pushed_at], null where it shows none. */
    const freshness = (body: Record<string, { availability_ttl_seconds?: number; availability_pushed_at?: string }>) =>
      Object.fromEntries(Object.entries(body).map(([code, p]) => [code, [p.availability_ttl_seconds ?? null, p.availability_pushed_at ?? null]]));
    const pushedAt = async (who: TestAccount) => (await lookup(who)).body.availability_pushed_at as string | null;
    const delegatedPush = (auth: { user: string; password: string }) =>
      w.api.call('POST', '/v1/availability_changes', { auth, json: { supplier: w.owner.email, product: 'DELEGATED', dates: [FAR] } });
    // The owner may have pushed in an earlier test (the account lives as long as the file); the delegate never has.
    const owner = await pushedAt(w.owner);
    assert.equal(await pushedAt(w.delegate), null);
    try {
      const before = await products();
      assert.equal(before.status, 200, JSON.stringify(before.body));
      const own = [null, owner];
      assert.deepEqual(freshness(before.body), { BOAT: own, MUSEUM: own, KIRI: own, DELEGATED: [null, null], DELEGATED_FREE: [null, null] });
      for (const code of ['DELEGATED', 'DELEGATED_FREE']) {
        for (const field of ['availability_ttl_seconds', 'availability_pushed_at']) assert.ok(!(field in before.body[code]), `${code} shows no ${field}`);
      }

      // The owner lets its answers be kept: its own products show it, the delegated ones (served by the delegate) do not.
      assert.equal((await declare(w.owner, { availability_ttl_seconds: 30 })).status, 200);
      const kept = [30, owner];
      assert.deepEqual(freshness((await products()).body), { BOAT: kept, MUSEUM: kept, KIRI: kept, DELEGATED: [null, null], DELEGATED_FREE: [null, null] });

      // The delegate pushes: a test-mode push is test data, a live one shows on every product it serves, as on its look-up.
      assert.equal((await delegatedPush(w.delegate.testAuth)).status, 200);
      assert.deepEqual(freshness((await products()).body).DELEGATED, [null, null]);
      const pushed = await delegatedPush(w.delegate.auth);
      assert.equal(pushed.status, 200, JSON.stringify(pushed.body));
      const delegatePushed = await pushedAt(w.delegate);
      assert.ok(delegatePushed, 'the look-up shows the push');
      assert.equal((await declare(w.delegate, { availability_ttl_seconds: 60 })).status, 200);
      const served = [60, delegatePushed];
      const expected = { BOAT: kept, MUSEUM: kept, KIRI: kept, DELEGATED: served, DELEGATED_FREE: served };
      assert.deepEqual(freshness((await products()).body), expected);
      // The same with the test token: the catalogue and the accounts are shared.
      const asTest = await products(w.agent.testAuth);
      assert.equal(asTest.status, 200, JSON.stringify(asTest.body));
      assert.deepEqual(freshness(asTest.body), expected);

      // A TTL withdrawn is absent again; a push stays a fact.
      assert.equal((await declare(w.owner, { availability_ttl_seconds: 0 })).status, 200);
      assert.equal((await declare(w.delegate, { availability_ttl_seconds: 0 })).status, 200);
      assert.deepEqual(freshness((await products()).body), {
        BOAT: own,
        MUSEUM: own,
        KIRI: own,
        DELEGATED: [null, delegatePushed],
        DELEGATED_FREE: [null, delegatePushed],
      });
    } finally {
      assert.equal((await declare(w.owner, { availability_ttl_seconds: 0 })).status, 200);
      assert.equal((await declare(w.delegate, { availability_ttl_seconds: 0 })).status, 200);
    }
  });

  it('GET /v1/products shows each product’s cancellation terms and booking questions beside the capabilities', async function () {
    const terms = { cutoff_hours: 24, refunds: [{ hours_before: 48, percent: 100 }] };
    const questions = [{ id: 'passenger_name', label: 'Name', type: 'text', required: true, per: 'ticket' }];
    w.ownerCallbacks.on('GET', '/products', () => ({
      body: { ...w.products, BOAT: { ...w.products.BOAT, cancellation: terms, questions } },
    }));
    assert.equal((await declare(w.owner, { capabilities: ['reservation_extension'] })).status, 200);
    try {
      const res = await products();
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual([res.body.BOAT.cancellation, res.body.BOAT.questions, res.body.BOAT.capabilities], [terms, questions, ['reservation_extension']]);
      for (const field of ['cancellation', 'questions', 'capabilities']) assert.ok(!(field in res.body.MUSEUM), `MUSEUM declares no ${field}`);
    } finally {
      assert.equal((await declare(w.owner, { capabilities: [] })).status, 200);
    }
  });
});
