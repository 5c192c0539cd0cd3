/**
 * Issue 42 §6 and §8, black box: which products and options are sold in time slots, and the
 * product's time zone, shown to agents on GET /v1/products; a sale of such a product names its
 * slot; and the simulated supplier of test mode answers in those slots, as the live supplier does.
 */
import assert from 'node:assert/strict';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { supplierProduct } from '../helpers/supplierProducts.ts';

const TOUR = supplierProduct('Harbour tour', {
  time_zone: 'America/New_York',
  // Declared out of order: shown in the order of the day.
  time_slots: ['14:00', '10:00'],
  options: { EN: { name: 'English' }, PRIVATE: { name: 'Private boat', time_slots: [] }, SUNSET: { name: 'Sunset', time_slots: ['19:30'] } },
});

describe('time slots and time zones, shown to agents (issue 42 §6, §8)', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld();
    Object.assign(w.products, { TOUR });
    const rates = await w.api.call('PUT', '/v1/rates/TOUR', { auth: w.owner.auth, json: { rates: { adult: { rrp: 30, net: 24 } } } });
    assert.equal(rates.status, 200, JSON.stringify(rates.body));
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  const products = async () => {
    const res = await w.api.call('GET', `/v1/products?supplier=${w.owner.email}`, { auth: w.agent.auth });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };
  const hold = (auth: { user: string; password: string }, body: Record<string, unknown>) =>
    w.api.call('POST', '/v1/reservation', {
      auth,
      json: { supplier: w.owner.email, product: 'TOUR', date: FAR, adult: 1, expires: new Date(Date.now() + 600_000).toISOString(), ...body },
    });

  it('GET /v1/products shows each product’s time zone, and the slots declared on a product and on its options', async function () {
    const listed = await products();
    assert.equal(listed.TOUR.time_zone, 'America/New_York');
    assert.deepEqual(listed.TOUR.time_slots, ['10:00', '14:00']);
    assert.deepEqual(listed.TOUR.options, {
      EN: { name: 'English' },
      PRIVATE: { name: 'Private boat', time_slots: [] },
      SUNSET: { name: 'Sunset', time_slots: ['19:30'] },
    });
    assert.equal(listed.BOAT.time_zone, 'Europe/Amsterdam');
    assert.ok(!('time_slots' in listed.BOAT), 'none declared, none shown');
    assert.equal(listed.KIRI.time_zone, 'Pacific/Kiritimati');
  });

  it('refuses a declaration that is not HH:MM or lists a time twice: the whole product list is malformed, and nothing stored changes', async function () {
    for (const slots of [['10:00', '10:00'], ['25:00'], ['9:30']]) {
      Object.assign(w.products, { BROKEN: supplierProduct('Broken', { time_slots: slots }) });
      try {
        const res = await w.api.call('GET', `/v1/products?supplier=${w.owner.email}`, { auth: w.agent.auth });
        assert.deepEqual([res.status, res.body], [502, { error: 'SUPPLIER_ERROR' }], JSON.stringify(slots));
      } finally {
        delete (w.products as Record<string, unknown>).BROKEN;
      }
    }
    // A list is a declaration; anything else under that name (a supplier's own field from before) is not.
    Object.assign(w.products, { OLD: supplierProduct('Old field', { time_slots: 'mornings' }) });
    try {
      assert.ok(!('time_slots' in (await products()).OLD));
    } finally {
      delete (w.products as Record<string, unknown>).OLD;
    }
  });

  it('refuses a hold without `time` for a product or option sold in slots, before asking the supplier; an option sold for the whole day needs none', async function () {
    await products();
    const before = w.ownerCallbacks.requests.length;
    for (const body of [{}, { option: 'EN' }, { option: 'SUNSET', time: null }]) {
      const refused = await hold(w.agent.auth, body);
      assert.deepEqual([refused.status, refused.body], [400, { error: 'INVALID_REQUEST' }], JSON.stringify(body));
      assert.match(refused.headers.get('error-detail') ?? '', /^time: required, this product is sold in time slots \((10:00, 14:00|19:30)\)$/);
    }
    assert.equal(w.ownerCallbacks.requests.slice(before).filter((r) => r.path === '/reservation').length, 0, 'the supplier was not asked');
    const whole = await hold(w.agent.auth, { option: 'PRIVATE' });
    assert.equal(whole.status, 200, JSON.stringify(whole.body));
    const slotted = await hold(w.agent.auth, { time: '14:00' });
    assert.equal(slotted.status, 200, JSON.stringify(slotted.body));
  });

  it('refuses a quote item without `time` for a product sold in slots (no hold could cite it), and quotes the slot named', async function () {
    await products();
    const quote = (item: Record<string, unknown>) =>
      w.api.call('POST', '/v1/quotes', { auth: w.agent.auth, json: { items: [{ supplier: w.owner.email, product: 'TOUR', date: FAR, adult: 1, ...item }] } });
    const refused = await quote({ option: 'SUNSET' });
    assert.deepEqual([refused.status, refused.body], [400, { error: 'INVALID_REQUEST' }]);
    assert.equal(refused.headers.get('error-detail'), 'items[0].time: required, this product is sold in time slots (19:30)');
    const whole = await quote({ option: 'PRIVATE' });
    assert.equal(whole.status, 200, JSON.stringify(whole.body));
    const slotted = await quote({ time: '10:00' });
    assert.equal(slotted.status, 200, JSON.stringify(slotted.body));
    assert.deepEqual([slotted.body.items[0].rrp, slotted.body.items[0].currency], [30, 'EUR']);
    // The hold of that very sale cites it.
    const held = await hold(w.agent.auth, { time: '10:00', quote: slotted.body.quote });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    assert.equal(held.body.rrp, 30);
  });

  it('in test mode the simulated supplier answers the declared slots, counts seats per slot, and refuses a slot the product does not have', async function () {
    const testAuth = w.agent.testAuth;
    const read = async (option?: string) => {
      const res = await w.api.call('GET', `/v1/availability?supplier=${w.owner.email}&product=TOUR${option ? `&option=${option}` : ''}&from=${FAR}&to=${FAR}`, {
        auth: testAuth,
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body[FAR];
    };
    const day = await read();
    assert.deepEqual(Object.keys(day), ['times'], 'the time-slot form, as the live supplier answers');
    assert.deepEqual(Object.keys(day.times), ['10:00', '14:00']);
    assert.deepEqual([day.times['10:00'].open, day.times['10:00'].vacancies, day.times['14:00'].vacancies], [true, 20, 20]);
    assert.deepEqual(Object.keys((await read('SUNSET')).times), ['19:30'], 'an option’s own slots');
    assert.equal((await read('PRIVATE')).availability.vacancies, 20, 'an option sold for the whole day: the whole-day form');

    const held = await hold(testAuth, { adult: 3, time: '10:00' });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    const after = await read();
    assert.deepEqual([after.times['10:00'].vacancies, after.times['14:00'].vacancies], [17, 20], 'seats are counted per slot');
    const noSuchSlot = await hold(testAuth, { time: '11:00' });
    assert.deepEqual([noSuchSlot.status, noSuchSlot.body], [400, { error: 'NOT_AVAILABLE' }]);
  });
});
