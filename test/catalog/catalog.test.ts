import assert from 'node:assert/strict';
import { Product } from '../../src/db/entities/index.ts';
import { datesBetween } from '../../src/domain/dates.ts';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { startFakeSupplier, type FakeSupplier, type RecordedRequest } from '../helpers/fakeSupplier.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';

const PRODUCTS = {
  HARBOUR: { name: 'Harbour cruise', supplier: null, country: 'NL', city: 'NLAMS', freesale: false, time_zone: 'Europe/Amsterdam', options: [] },
  TOUR: {
    name: 'City tour',
    supplier: '',
    country: 'NL',
    city: 'NLAMS',
    freesale: false,
    time_zone: 'Europe/Amsterdam',
    options: { EN: { name: 'English' }, NL: { name: 'Dutch' } },
  },
  MUSEUM: { name: 'Museum pass', supplier: null, country: 'NL', city: 'NLAMS', freesale: true, time_zone: 'Europe/Amsterdam', options: {} },
};

const pickups = { 'Central Station': { address: 'Stationsplein 1', latitude: 52.379, longitude: 4.9, time: '09:30' } };

/** A well-behaved supplier answer for every date asked: whole days for HARBOUR/MUSEUM, slots for TOUR. */
function availabilityAnswer(req: RecordedRequest) {
  const days = datesBetween(req.query.from!, req.query.to!);
  return Object.fromEntries(
    days.map((date) => [
      date,
      req.query.product === 'TOUR'
        ? {
            times: {
              '10:00': { open: true, vacancies: 12, tickets: { adult: 'Adults', child: 'Age 4-11' }, pickups },
              '14:00': { open: true, vacancies: 0, tickets: { adult: 'Adults' }, pickups: [] },
            },
          }
        : { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 40, tickets: { adult: 'Adults' } }, pickups, extra: 'kept' },
    ]),
  );
}

function serveCatalog(fake: FakeSupplier, products: object = PRODUCTS) {
  fake.on('GET', '/products', () => ({ body: products }));
  fake.on('GET', '/availability', (req) => ({ body: availabilityAnswer(req) }));
}

describe('catalog: grants, products, availability, rates and promotions', function () {
  let api: Harness;
  let owner: FakeSupplier;
  let delegateServer: FakeSupplier;
  let supplier: TestAccount;
  let delegate: TestAccount;
  let agent: TestAccount;
  let stranger: TestAccount;

  before(async function () {
    api = await startHarness({ supplierTimeoutMs: 1500 });
    owner = await startFakeSupplier({ ca: testStack().ca, username: 'owner-user', password: 'owner-pass' });
    delegateServer = await startFakeSupplier({ ca: testStack().ca, username: 'delegate-user', password: 'delegate-pass' });
    supplier = await createAccount(api, { name: 'Harbour Co', callback_url: owner.url, currency: 'USD' });
    delegate = await createAccount(api, { name: 'Delegate Ops', callback_url: delegateServer.url });
    agent = await createAccount(api, { name: 'Agent Travel' });
    stranger = await createAccount(api, { name: 'Stranger' });
    await grant(api, supplier, agent);
  });
  beforeEach(function () {
    owner.reset();
    delegateServer.reset();
    serveCatalog(owner, { ...PRODUCTS, DELEGATED: { ...PRODUCTS.HARBOUR, name: 'Delegated boat', supplier: delegate.email } });
    serveCatalog(delegateServer);
  });
  after(async function () {
    await api?.stop();
    await owner?.close();
    await delegateServer?.close();
  });

  const putAsSupplier = (path: string, json: object) => api.call('PUT', path, { auth: supplier.auth, json });
  const availability = (who: TestAccount, query: Record<string, string>) =>
    api.call('GET', `/v1/availability?${new URLSearchParams({ supplier: supplier.email, ...query })}`, { auth: who.auth });

  describe('access grants', function () {
    it('lists grants on both sides', async function () {
      const agents = await api.call('GET', '/v1/agents', { auth: supplier.auth });
      assert.equal(agents.status, 200);
      assert.deepEqual(
        agents.body.map((a: { agent: string }) => a.agent),
        [agent.email],
      );
      const suppliers = await api.call('GET', '/v1/suppliers', { auth: agent.auth });
      assert.deepEqual(
        suppliers.body.map((s: { supplier: string; name: string }) => [s.supplier, s.name]),
        [[supplier.email, 'Harbour Co']],
      );
    });

    it('answers 403 FORBIDDEN without a grant, 200 once granted, 403 again once revoked', async function () {
      const other = await createAccount(api, { name: 'Other Agent' });
      const query = `/v1/products?supplier=${supplier.email}`;
      assert.deepEqual(await api.call('GET', query, { auth: other.auth }).then((r) => [r.status, r.body]), [403, { error: 'FORBIDDEN' }]);
      await grant(api, supplier, other);
      await grant(api, supplier, other); // twice is harmless
      assert.equal((await api.call('GET', query, { auth: other.auth })).status, 200);
      const revoked = await api.call('DELETE', `/v1/agents/${other.email}`, { auth: supplier.auth });
      assert.deepEqual([revoked.status, revoked.body], [200, {}]);
      assert.equal((await api.call('GET', query, { auth: other.auth })).status, 403);
    });

    it('guards availability and rates the same way, and any unknown supplier', async function () {
      const av = await availability(stranger, { product: 'HARBOUR', from: '2030-01-01', to: '2030-01-02' });
      assert.deepEqual([av.status, av.body], [403, { error: 'FORBIDDEN' }]);
      const rates = await api.call('GET', `/v1/rates?supplier=${supplier.email}&product=HARBOUR`, { auth: stranger.auth });
      assert.equal(rates.status, 403);
      const unknown = await api.call('GET', '/v1/products?supplier=nobody@example.com', { auth: agent.auth });
      assert.equal(unknown.status, 403);
      assert.equal(owner.requests.length, 0, 'no supplier call without access');
    });

    it('lets an account read its own catalog without a grant', async function () {
      const res = await api.call('GET', `/v1/products?supplier=${supplier.email}`, { auth: supplier.auth });
      assert.equal(res.status, 200);
    });

    it('refuses to grant an unknown account and needs authentication', async function () {
      const res = await api.call('PUT', '/v1/agents/nobody@example.com', { auth: supplier.auth });
      assert.deepEqual([res.status, res.body], [404, { error: 'ACCOUNT_NOT_FOUND' }]);
      assert.equal((await api.call('GET', '/v1/agents')).status, 401);
    });
  });

  describe('GET /v1/products', function () {
    it('returns products keyed by code with the owner currency and the product’s time_zone, which agents reckon dates in (issue 42 §8)', async function () {
      const res = await api.call('GET', `/v1/products?supplier=${supplier.email}`, { auth: agent.auth });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.HARBOUR, {
        name: 'Harbour cruise',
        supplier: null,
        country: 'NL',
        city: 'NLAMS',
        freesale: false,
        currency: 'USD',
        time_zone: 'Europe/Amsterdam',
        options: {},
      });
      assert.deepEqual(res.body.TOUR.options, { EN: { name: 'English' }, NL: { name: 'Dutch' } });
      assert.equal(res.body.TOUR.supplier, null);
      assert.equal(res.body.MUSEUM.freesale, true);
      assert.equal(res.body.DELEGATED.supplier, delegate.email);
      for (const product of Object.values(res.body) as object[]) assert.ok(!('time_slots' in product), 'none declared: none shown');
      const call = owner.requests.at(-1)!;
      assert.equal(call.headers.authorization, `Basic ${Buffer.from('owner-user:owner-pass').toString('base64')}`);
    });

    it('keeps what later steps need in Postgres, and unlists products the supplier dropped', async function () {
      await api.call('GET', `/v1/products?supplier=${supplier.email}`, { auth: agent.auth });
      const em = testStack().db.fork();
      const stored = await em.findOneOrFail(Product, { code: 'DELEGATED', owner: { email: supplier.email } });
      assert.equal(stored.timeZone, 'Europe/Amsterdam');
      assert.equal(stored.delegate, delegate.email);

      owner.reset();
      serveCatalog(owner, { HARBOUR: PRODUCTS.HARBOUR });
      const res = await api.call('GET', `/v1/products?supplier=${supplier.email}`, { auth: agent.auth });
      assert.deepEqual(Object.keys(res.body), ['HARBOUR']);
      const gone = await testStack()
        .db.fork()
        .findOneOrFail(Product, { code: 'TOUR', owner: { email: supplier.email } });
      assert.equal(gone.listed, false);
    });

    it('answers 502 SUPPLIER_ERROR for a malformed product list', async function () {
      for (const body of [{ X: { name: 'no other fields' } }, ['not', 'an', 'object'], { X: { ...PRODUCTS.HARBOUR, time_zone: 'Mars/Olympus' } }]) {
        owner.reset();
        owner.on('GET', '/products', () => ({ body }));
        const res = await api.call('GET', `/v1/products?supplier=${supplier.email}`, { auth: agent.auth });
        assert.deepEqual([res.status, res.body], [502, { error: 'SUPPLIER_ERROR' }]);
      }
    });
  });

  describe('GET /v1/availability', function () {
    it('passes whole-day availability through for every date, with pickups and promotions', async function () {
      const res = await availability(agent, { product: 'HARBOUR', from: '2030-03-30', to: '2030-04-02' });
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body), ['2030-03-30', '2030-03-31', '2030-04-01', '2030-04-02']);
      assert.deepEqual(res.body['2030-03-31'], {
        hours: { '09:00': '17:00' },
        availability: { open: true, vacancies: 40, tickets: { adult: 'Adults' } },
        pickups,
        extra: 'kept',
        promotions: {},
      });
      const call = owner.requests.find((r) => r.path === '/availability')!;
      assert.deepEqual(call.query, { agent: agent.email, product: 'HARBOUR', from: '2030-03-30', to: '2030-04-02' });
    });

    it('passes time slots through with promotions per slot and the option', async function () {
      const res = await availability(agent, { product: 'TOUR', option: 'EN', from: '2030-05-01', to: '2030-05-01' });
      assert.equal(res.status, 200);
      const slots = res.body['2030-05-01'].times;
      assert.deepEqual(Object.keys(slots), ['10:00', '14:00']);
      assert.equal(slots['10:00'].vacancies, 12);
      assert.deepEqual(slots['10:00'].pickups, pickups);
      assert.deepEqual(slots['14:00'].promotions, {});
      assert.equal(owner.requests.find((r) => r.path === '/availability')!.query.option, 'EN');
    });

    it('never exposes capacity for a freesale product', async function () {
      const res = await availability(agent, { product: 'MUSEUM', from: '2030-05-01', to: '2030-05-03' });
      assert.equal(res.status, 200);
      for (const day of Object.values(res.body) as { availability: { open: boolean; vacancies: unknown } }[]) {
        assert.equal(day.availability.vacancies, null);
        assert.equal(day.availability.open, true);
      }
    });

    it('asks the delegate supplier, with the agent and the delegate credentials, for a delegated product, once the delegate consents', async function () {
      // Until the delegate grants the owner access, the owner cannot make it serve anyone.
      const refused = await availability(agent, { product: 'DELEGATED', from: '2030-06-01', to: '2030-06-02' });
      assert.deepEqual([refused.status, refused.body], [403, { error: 'FORBIDDEN' }]);
      assert.equal(delegateServer.requests.length, 0);
      await grant(api, delegate, supplier);
      const res = await availability(agent, { product: 'DELEGATED', from: '2030-06-01', to: '2030-06-02' });
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body), ['2030-06-01', '2030-06-02']);
      assert.equal(owner.requests.filter((r) => r.path === '/availability').length, 0);
      const call = delegateServer.requests.find((r) => r.path === '/availability')!;
      assert.equal(call.query.agent, agent.email);
      assert.equal(call.query.product, 'DELEGATED');
      assert.equal(call.headers.authorization, `Basic ${Buffer.from('delegate-user:delegate-pass').toString('base64')}`);
    });

    it('shows a promotion only on the dates and products it is valid for', async function () {
      const put = await api.call('PUT', '/v1/promotions/SPRING', {
        auth: supplier.auth,
        json: { description: 'Spring deal', discount: { adult: 2 }, products: ['HARBOUR', 'TOUR'], from: '2031-04-02', to: '2031-04-03' },
      });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      await api.call('PUT', '/v1/promotions/ALWAYS', { auth: supplier.auth, json: { description: 'Any day', discount: { child: 1 } } });
      const res = await availability(agent, { product: 'HARBOUR', from: '2031-04-01', to: '2031-04-04' });
      const promos = Object.fromEntries(Object.entries(res.body).map(([d, day]) => [d, Object.keys((day as { promotions: object }).promotions).sort()]));
      assert.deepEqual(promos, {
        '2031-04-01': ['ALWAYS'],
        '2031-04-02': ['ALWAYS', 'SPRING'],
        '2031-04-03': ['ALWAYS', 'SPRING'],
        '2031-04-04': ['ALWAYS'],
      });
      assert.deepEqual(res.body['2031-04-02'].promotions, { ALWAYS: 'Any day', SPRING: 'Spring deal' });
      const slots = await availability(agent, { product: 'TOUR', from: '2031-04-03', to: '2031-04-03' });
      assert.deepEqual(Object.keys(slots.body['2031-04-03'].times['10:00'].promotions).sort(), ['ALWAYS', 'SPRING']);
      const museum = await availability(agent, { product: 'MUSEUM', from: '2031-04-03', to: '2031-04-03' });
      assert.deepEqual(museum.body['2031-04-03'].promotions, { ALWAYS: 'Any day' });
      await api.call('DELETE', '/v1/promotions/SPRING', { auth: supplier.auth });
      await api.call('DELETE', '/v1/promotions/ALWAYS', { auth: supplier.auth });
    });

    const malformed: [string, (req: RecordedRequest) => unknown][] = [
      [
        'misses a date',
        (req) => {
          const a = availabilityAnswer(req);
          delete (a as Record<string, unknown>)[req.query.to!];
          return a;
        },
      ],
      ['mixes both forms on one day', (req) => Object.fromEntries(Object.entries(availabilityAnswer(req)).map(([d, v]) => [d, { ...v, times: {} }]))],
      [
        'has a negative vacancy count',
        (req) =>
          Object.fromEntries(
            Object.keys(availabilityAnswer(req)).map((d) => [d, { hours: {}, availability: { open: true, vacancies: -1, tickets: {} }, pickups: [] }]),
          ),
      ],
      [
        'names an unknown ticket type',
        (req) =>
          Object.fromEntries(
            Object.keys(availabilityAnswer(req)).map((d) => [
              d,
              { hours: {}, availability: { open: true, vacancies: 1, tickets: { pet: 'Dogs' } }, pickups: [] },
            ]),
          ),
      ],
      ['is not an object', () => 'sold out'],
    ];
    for (const [what, answer] of malformed) {
      it(`answers 502 SUPPLIER_ERROR when the supplier's answer ${what}`, async function () {
        owner.on('GET', '/availability', (req) => ({ body: answer(req) }));
        const res = await availability(agent, { product: 'HARBOUR', from: '2030-07-01', to: '2030-07-03' });
        assert.deepEqual([res.status, res.body], [502, { error: 'SUPPLIER_ERROR' }]);
      });
    }

    it('drops dates the supplier adds outside the range', async function () {
      owner.on('GET', '/availability', (req) => ({ body: { ...availabilityAnswer(req), '2030-12-31': availabilityAnswer(req)[req.query.from!] } }));
      const res = await availability(agent, { product: 'HARBOUR', from: '2030-07-01', to: '2030-07-02' });
      assert.deepEqual(Object.keys(res.body), ['2030-07-01', '2030-07-02']);
    });

    it('answers 503 SUPPLIER_UNAVAILABLE when the supplier fails, drops the connection or is too slow', async function () {
      await availability(agent, { product: 'HARBOUR', from: '2030-07-01', to: '2030-07-01' }); // products now cached
      owner.failNext(1, 500);
      const failed = await availability(agent, { product: 'HARBOUR', from: '2030-07-01', to: '2030-07-01' });
      assert.deepEqual([failed.status, failed.body], [503, { error: 'SUPPLIER_UNAVAILABLE' }]);
      assert.ok(failed.headers.get('retry-after'));
      owner.dropNext(1);
      assert.equal((await availability(agent, { product: 'HARBOUR', from: '2030-07-01', to: '2030-07-01' })).status, 503);
      owner.delayNext(1, 4000);
      const slow = await availability(agent, { product: 'HARBOUR', from: '2030-07-01', to: '2030-07-01' });
      assert.deepEqual([slow.status, slow.body], [503, { error: 'SUPPLIER_UNAVAILABLE' }]);
    });

    const limits: [string, Record<string, string>, number, string][] = [
      ['a range over 366 days', { from: '2030-01-01', to: '2031-01-02' }, 400, 'DATE_RANGE_TOO_LARGE'],
      ['an impossible date', { from: '2030-02-30', to: '2030-03-01' }, 400, 'INVALID_DATE'],
      ['a badly formatted date', { from: '1/2/2030', to: '2030-03-01' }, 400, 'INVALID_DATE'],
      ['to before from', { from: '2030-03-02', to: '2030-03-01' }, 400, 'INVALID_DATE_RANGE'],
      ['an unknown product', { product: 'NOPE' }, 404, 'PRODUCT_NOT_FOUND'],
      ['an unknown option', { product: 'TOUR', option: 'FR' }, 404, 'OPTION_NOT_FOUND'],
    ];
    for (const [what, query, status, code] of limits) {
      it(`refuses ${what} with ${code}`, async function () {
        const res = await availability(agent, { product: 'HARBOUR', from: '2030-01-01', to: '2030-01-02', ...query });
        assert.deepEqual([res.status, res.body], [status, { error: code }]);
        assert.equal(owner.requests.filter((r) => r.path === '/availability').length, 0);
      });
    }

    it('refuses year 0 and a NUL hidden behind a malformed escape with 400', async function () {
      const zero = await availability(agent, { product: 'HARBOUR', from: '0000-01-01', to: '0000-01-02' });
      assert.deepEqual([zero.status, zero.body], [400, { error: 'INVALID_DATE' }]);
      const nul = await api.call('GET', `/v1/products?supplier=a%00b&x=%ZZ`, { auth: agent.auth });
      assert.equal(nul.status, 400);
    });

    it('accepts exactly 366 days', async function () {
      const res = await availability(agent, { product: 'HARBOUR', from: '2032-01-01', to: '2032-12-31' });
      assert.equal(res.status, 200);
      assert.equal(Object.keys(res.body).length, 366);
    });

    it('makes one supplier call per request once products are known', async function () {
      await availability(agent, { product: 'HARBOUR', from: '2030-08-01', to: '2030-08-01' });
      owner.requests.length = 0;
      for (let i = 0; i < 3; i++) await availability(agent, { product: 'HARBOUR', from: '2030-08-01', to: '2030-08-01' });
      assert.deepEqual(
        owner.requests.map((r) => r.path),
        ['/availability', '/availability', '/availability'],
      );
      const ports = new Set(owner.requests.map((r) => r.remotePort));
      assert.equal(ports.size, 1, 'the supplier connection is kept alive and reused');
    });
  });

  describe('rates and promotions', function () {
    it('stores rates with option overrides and reads them back', async function () {
      const put = await api.call('PUT', '/v1/rates/TOUR', {
        auth: supplier.auth,
        json: { rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25.5, net: 20.25 } }, options: { EN: { adult: { rrp: 55, net: 44 } } } },
      });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      const get = await api.call('GET', '/v1/rates/TOUR', { auth: supplier.auth });
      assert.deepEqual(get.body, {
        currency: 'USD',
        rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25.5, net: 20.25 } },
        options: { EN: { adult: { rrp: 55, net: 44 } } },
      });
    });

    it('gives agents per-ticket rrp, net and discount, with the option override and a promotion', async function () {
      await api.call('PUT', '/v1/rates/TOUR', {
        auth: supplier.auth,
        json: { rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25.5, net: 20.25 } }, options: { EN: { adult: { rrp: 55, net: 44 } } } },
      });
      await api.call('PUT', '/v1/promotions/kids', {
        auth: supplier.auth,
        json: { description: 'Kids cheaper', discount: { child: 5.1, adult: 0.1 }, products: ['TOUR'], from: '2030-01-01', to: '2030-12-31' },
      });
      const base = `/v1/rates?supplier=${supplier.email}&product=TOUR`;
      const plain = await api.call('GET', base, { auth: agent.auth });
      const priced = (rrp: number, net: number, discount: number) => ({ rrp, net, discount, currency: 'USD', rule: 'default' });
      assert.deepEqual(plain.body, { adult: priced(50, 40, 0), child: priced(25.5, 20.25, 0) });
      const promo = await api.call('GET', `${base}&option=EN&date=2030-06-01&time=10:00&promotion=KIDS`, { auth: agent.auth });
      assert.deepEqual(promo.body, { adult: { ...priced(55, 44, 0.1), rule: 'options.EN' }, child: priced(25.5, 20.25, 5.1) });
      const outside = await api.call('GET', `${base}&date=2031-01-01&promotion=KIDS`, { auth: agent.auth });
      assert.deepEqual([outside.status, outside.body], [400, { error: 'PROMOTION_INVALID' }]);
      const undated = await api.call('GET', `${base}&promotion=KIDS`, { auth: agent.auth });
      assert.deepEqual([undated.status, undated.body], [400, { error: 'PROMOTION_INVALID' }]);
      const unknown = await api.call('GET', `${base}&date=2030-06-01&promotion=NOPE`, { auth: agent.auth });
      assert.equal(unknown.status, 400);
    });

    it('refuses amounts with more decimals than the currency has, negatives, unknown types and options', async function () {
      for (const [json, status, code] of [
        [{ rates: { adult: { rrp: 10.005, net: 8 } } }, 400, 'INVALID_AMOUNT'],
        [{ rates: { adult: { rrp: -1, net: 8 } } }, 400, 'INVALID_AMOUNT'],
        [{ rates: { pet: { rrp: 1, net: 1 } } }, 400, 'INVALID_REQUEST'],
        [{ rates: { adult: { rrp: 1, net: 1 } }, options: { FR: { adult: { rrp: 1, net: 1 } } } }, 404, 'OPTION_NOT_FOUND'],
      ] as const) {
        const res = await api.call('PUT', '/v1/rates/TOUR', { auth: supplier.auth, json });
        assert.deepEqual([res.status, res.body], [status, { error: code }]);
      }
      const missing = await api.call('PUT', '/v1/rates/NOPE', { auth: supplier.auth, json: { rates: {} } });
      assert.deepEqual([missing.status, missing.body], [404, { error: 'PRODUCT_NOT_FOUND' }]);
      const none = await api.call('GET', '/v1/rates/HARBOUR', { auth: supplier.auth });
      assert.deepEqual([none.status, none.body], [404, { error: 'RATES_NOT_FOUND' }]);
    });

    it('replaces rates safely when two PUTs race, and locks the currency while rates exist', async function () {
      const body = { rates: { adult: { rrp: 10, net: 8 } } };
      const answers = await Promise.all([1, 2, 3, 4].map(() => putAsSupplier('/v1/rates/HARBOUR', body)));
      assert.deepEqual(
        answers.map((a) => a.status),
        [200, 200, 200, 200],
      );
      const patch = await api.call('PATCH', '/v1/account', { auth: supplier.auth, json: { currency: 'GBP' } });
      assert.deepEqual([patch.status, patch.body], [400, { error: 'CURRENCY_LOCKED' }]);
      assert.equal((await api.call('PATCH', '/v1/account', { auth: supplier.auth, json: { currency: 'USD' } })).status, 200);
    });

    it('lists, replaces and deletes promotions', async function () {
      await api.call('PUT', '/v1/promotions/SUMMER', { auth: supplier.auth, json: { description: 'Summer', discount: { adult: 1.5 } } });
      const replaced = await api.call('PUT', '/v1/promotions/SUMMER', {
        auth: supplier.auth,
        json: { description: 'Summer!', discount: { adult: 2 }, from: '2030-06-01' },
      });
      assert.deepEqual(replaced.body, { description: 'Summer!', currency: 'USD', discount: { adult: 2 }, products: [], from: '2030-06-01', to: null });
      const list = await api.call('GET', '/v1/promotions', { auth: supplier.auth });
      assert.ok(Object.keys(list.body).includes('SUMMER'));
      assert.equal(list.body.SUMMER.description, 'Summer!');
      assert.deepEqual((await api.call('DELETE', '/v1/promotions/SUMMER', { auth: supplier.auth })).body, {});
      assert.ok(!('SUMMER' in (await api.call('GET', '/v1/promotions', { auth: supplier.auth })).body));
      const bad = await api.call('PUT', '/v1/promotions/BAD', {
        auth: supplier.auth,
        json: { description: 'x', discount: {}, from: '2030-02-01', to: '2030-01-01' },
      });
      assert.deepEqual([bad.status, bad.body], [400, { error: 'INVALID_DATE_RANGE' }]);
    });
  });
});
