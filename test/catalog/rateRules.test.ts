import assert from 'node:assert/strict';
import { todayIn } from '../../src/domain/dates.ts';
import { weekdayOf } from '../../src/domain/rateRules.ts';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { supplierProduct } from '../helpers/supplierProducts.ts';

const BERLIN = 'Europe/Berlin';

/**
 * Rates that vary (issue 43 §1): a table with a default, a summer period, a weekend rule, a summer
 * weekend and a sunset departure, priced through GET /v1/rates and holds on both sides of every
 * boundary, across a daylight-saving change in the product's zone, and "today" in zones far from UTC.
 */
describe('rates: periods, weekdays and departure times, most specific wins', function () {
  this.timeout(60_000);
  let w: BookingWorld;

  const table = {
    rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25, net: 20 } },
    options: { EN: { adult: { rrp: 52, net: 41 } } },
    rules: [
      { name: 'summer', from: '2031-06-01', to: '2031-08-31', rates: { adult: { rrp: 70, net: 56 } } },
      { name: 'weekend', weekdays: ['sat', 'sun'], rates: { adult: { rrp: 60, net: 48 }, child: { rrp: 30, net: 24 } } },
      { name: 'summer weekend', from: '2031-06-01', to: '2031-08-31', weekdays: ['sat', 'sun'], rates: { adult: { rrp: 80, net: 64 } } },
      { name: 'sunset', times: ['19:00'], rates: { adult: { rrp: 90, net: 72 } } },
      // Around the spring change of clocks in Berlin (Sunday 2031-03-30, 02:00 → 03:00).
      { name: 'spring', from: '2031-03-30', to: '2031-04-05', rates: { adult: { rrp: 55, net: 44 } } },
      { name: 'EN sunset', option: 'EN', times: ['19:00'], rates: { adult: { rrp: 95, net: 76 } } },
    ],
  };

  const rates = (query: string) => w.api.call('GET', `/v1/rates?supplier=${w.owner.email}&product=TOUR&${query}`, { auth: w.agent.auth });

  before(async function () {
    w = await startBookingWorld();
    Object.assign(w.products, {
      TOUR: supplierProduct('City tour', { time_zone: BERLIN, options: { EN: { name: 'English' } } }),
      KIRI_TOUR: supplierProduct('Island tour', { time_zone: 'Pacific/Kiritimati' }),
      PAGO_TOUR: supplierProduct('Harbour tour', { time_zone: 'Pacific/Pago_Pago' }),
    });
    const put = await w.api.call('PUT', '/v1/rates/TOUR', { auth: w.owner.auth, json: table });
    assert.equal(put.status, 200, JSON.stringify(put.body));
  });
  after(async function () {
    await w?.stop();
  });

  it('reads the table back as set, rules included', async function () {
    const get = await w.api.call('GET', '/v1/rates/TOUR', { auth: w.owner.auth });
    assert.equal(get.status, 200);
    assert.deepEqual(get.body.rules[2], {
      name: 'summer weekend',
      option: null,
      from: '2031-06-01',
      to: '2031-08-31',
      weekdays: ['sat', 'sun'],
      times: null,
      rates: { adult: { rrp: 80, net: 64 } },
    });
    assert.equal(get.body.rules.length, table.rules.length);
  });

  it('prices each side of every boundary by the most specific matching rule, per ticket type', async function () {
    // [date, time, option, adult rrp, adult rule, child rrp, child rule]
    const cases: [string, string | null, string | null, number, string, number, string][] = [
      ['2031-05-30', null, null, 50, 'default', 25, 'default'], // Friday before summer
      ['2031-05-31', null, null, 60, 'weekend', 30, 'weekend'], // Saturday before summer: the weekend
      ['2031-06-01', null, null, 80, 'summer weekend', 30, 'weekend'], // first day of summer, a Sunday: both beat each alone; child from the weekend
      ['2031-06-02', null, null, 70, 'summer', 25, 'default'], // Monday in summer
      ['2031-06-02', '19:00', null, 90, 'sunset', 25, 'default'], // the sunset departure beats summer
      ['2031-06-02', '10:00', null, 70, 'summer', 25, 'default'], // another departure does not
      ['2031-06-01', '19:00', null, 90, 'sunset', 30, 'weekend'], // a time beats a weekday with a period
      ['2031-08-31', null, null, 80, 'summer weekend', 30, 'weekend'], // last day of summer (Sunday)
      ['2031-09-01', null, null, 50, 'default', 25, 'default'], // the day after
      // Berlin's clocks go forward on Sunday 2031-03-30: local dates, so the weekday and the period hold.
      ['2031-03-29', null, null, 60, 'weekend', 30, 'weekend'],
      ['2031-03-30', null, null, 60, 'weekend', 30, 'weekend'], // first day of "spring", a Sunday: weekday beats period
      ['2031-03-30', '19:00', null, 90, 'sunset', 30, 'weekend'],
      ['2031-03-31', null, null, 55, 'spring', 25, 'default'],
      ['2031-04-05', null, null, 60, 'weekend', 30, 'weekend'], // last day of spring, a Saturday
      ['2031-04-04', null, null, 55, 'spring', 25, 'default'],
      ['2031-04-07', null, null, 50, 'default', 25, 'default'],
      // The option's table before the product's: its default beats the product's summer, its own rule its default.
      ['2031-06-02', null, 'EN', 52, 'options.EN', 25, 'default'],
      ['2031-06-02', '19:00', 'EN', 95, 'EN sunset', 25, 'default'],
      ['2031-06-01', null, 'EN', 52, 'options.EN', 30, 'weekend'],
    ];
    for (const [date, time, option, adult, adultRule, child, childRule] of cases) {
      const res = await rates(`date=${date}${time ? `&time=${time}` : ''}${option ? `&option=${option}` : ''}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const at = `${date} ${time ?? ''} ${option ?? ''}`;
      assert.deepEqual([res.body.adult.rrp, res.body.adult.rule], [adult, adultRule], `adult on ${at}`);
      assert.deepEqual([res.body.child.rrp, res.body.child.rule], [child, childRule], `child on ${at}`);
      assert.equal(res.body.adult.currency, 'EUR');
    }
  });

  it('holds at the same price as GET /v1/rates says, on the dates around a boundary', async function () {
    for (const [date, time, total] of [
      ['2031-05-31', null, 2 * 60 + 30],
      ['2031-06-01', null, 2 * 80 + 30],
      ['2031-06-02', '19:00', 2 * 90 + 25],
    ] as const) {
      const hold = await w.reserve({ product: 'TOUR', date, ...(time ? { time } : {}), adult: 2, child: 1 });
      assert.equal(hold.status, 200, JSON.stringify(hold.body));
      assert.deepEqual([hold.body.rrp, hold.body.currency], [total, 'EUR'], `hold on ${date}`);
    }
  });

  it('prices "today" in the product’s own zone: UTC+14 and UTC-11 are never on the same date', async function () {
    for (const [code, zone] of [
      ['KIRI_TOUR', 'Pacific/Kiritimati'],
      ['PAGO_TOUR', 'Pacific/Pago_Pago'],
    ] as const) {
      const today = weekdayOf(todayIn(zone));
      const put = await w.api.call('PUT', `/v1/rates/${code}`, {
        auth: w.owner.auth,
        json: { rates: { adult: { rrp: 10, net: 8 } }, rules: [{ name: 'local today', weekdays: [today], rates: { adult: { rrp: 11, net: 9 } } }] },
      });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      const res = await w.api.call('GET', `/v1/rates?supplier=${w.owner.email}&product=${code}`, { auth: w.agent.auth });
      assert.deepEqual([res.body.adult.rrp, res.body.adult.rule], [11, 'local today'], `${code}: today in ${zone} is a ${today}`);
    }
  });

  it('refuses two rules of one specificity that overlap, naming both; accepts those that only seem to', async function () {
    const put = (rules: unknown[]) => w.api.call('PUT', '/v1/rates/TOUR', { auth: w.owner.auth, json: { rates: table.rates, rules } });
    const sat = (name: string, extra: object = {}) => ({ name, weekdays: ['sat'], rates: { adult: { rrp: 1, net: 1 } }, ...extra });
    for (const [rules, detail] of [
      [[sat('a'), sat('b', { weekdays: ['fri', 'sat'] })], 'rules[0] and rules[1]: both weekday'],
      [
        [
          { name: 'june', from: '2031-06-01', to: '2031-06-30', rates: { adult: { rrp: 1, net: 1 } } },
          sat('x'),
          { name: 'july', from: '2031-06-30', to: '2031-07-31', rates: { child: { rrp: 1, net: 1 } } },
        ],
        'rules[0] and rules[2]: both period',
      ],
      [
        [sat('p', { from: '2031-06-01', to: '2031-06-07' }), sat('q', { from: '2031-06-07', to: '2031-06-20' })],
        'rules[0] and rules[1]: both weekday + period',
      ],
    ] as const) {
      const res = await put([...rules]);
      assert.deepEqual([res.status, res.body], [400, { error: 'RATE_RULES_OVERLAP' }]);
      assert.ok(res.headers.get('error-detail')?.startsWith(detail), res.headers.get('error-detail') ?? '');
    }
    // Saturdays of 2031-06-01..07 and of 06-02..06 (Monday to Friday: no Saturday) never meet; other
    // times, another option's table, another specificity: no overlap.
    const fine = await put([
      sat('p', { from: '2031-06-01', to: '2031-06-07' }),
      sat('q', { from: '2031-06-02', to: '2031-06-06' }),
      { name: 'morning', times: ['09:00'], rates: { adult: { rrp: 1, net: 1 } } },
      { name: 'evening', times: ['19:00', '20:00'], rates: { adult: { rrp: 1, net: 1 } } },
      { name: 'EN morning', option: 'EN', times: ['09:00'], rates: { adult: { rrp: 1, net: 1 } } },
      sat('weekend'),
    ]);
    assert.equal(fine.status, 200, `${fine.headers.get('error-detail')}`);
    for (const [rules, status, code] of [
      [[{ name: 'no dims', rates: { adult: { rrp: 1, net: 1 } } }], 400, 'INVALID_REQUEST'],
      [[{ name: 'half', from: '2031-06-01', rates: { adult: { rrp: 1, net: 1 } } }], 400, 'INVALID_REQUEST'],
      [[{ name: 'back', from: '2031-06-02', to: '2031-06-01', rates: { adult: { rrp: 1, net: 1 } } }], 400, 'INVALID_DATE_RANGE'],
      [[sat('default')], 400, 'INVALID_REQUEST'],
      [[sat('twice'), sat('twice', { weekdays: ['sun'] })], 400, 'INVALID_REQUEST'],
      [[sat('fr', { option: 'FR' })], 404, 'OPTION_NOT_FOUND'],
      [[sat('cents', { rates: { adult: { rrp: 1.001, net: 1 } } })], 400, 'INVALID_AMOUNT'],
    ] as const) {
      const res = await put([...rules]);
      assert.deepEqual([res.status, res.body], [status, { error: code }], JSON.stringify(rules));
    }
    // Refusals changed nothing: the last table accepted is in force.
    assert.equal((await w.api.call('GET', '/v1/rates/TOUR', { auth: w.owner.auth })).body.rules.length, 6);
    // And the one-table body of before rules still reads back exactly as it did.
    const flat = await w.api.call('PUT', '/v1/rates/TOUR', { auth: w.owner.auth, json: { rates: table.rates, options: table.options } });
    assert.deepEqual(flat.body, { currency: 'EUR', rates: table.rates, options: table.options });
    assert.equal((await w.api.call('PUT', '/v1/rates/TOUR', { auth: w.owner.auth, json: table })).status, 200);
  });

  it('falls back to the default, else NO_RATE, for a date no rule prices', async function () {
    const put = await w.api.call('PUT', '/v1/rates/TOUR', {
      auth: w.owner.auth,
      json: { rates: { adult: { rrp: 50, net: 40 } }, rules: [{ name: 'kids weekend', weekdays: ['sat', 'sun'], rates: { child: { rrp: 5, net: 4 } } }] },
    });
    assert.equal(put.status, 200);
    const saturday = await w.reserve({ product: 'TOUR', date: '2031-06-07', adult: 1, child: 1 });
    assert.deepEqual([saturday.status, saturday.body.rrp], [200, 55]);
    const monday = await w.reserve({ product: 'TOUR', date: '2031-06-09', adult: 1, child: 1 });
    assert.deepEqual([monday.status, monday.body], [400, { error: 'NO_RATE' }]);
    assert.equal((await rates('date=2031-06-09')).body.child, undefined);
    assert.equal((await w.api.call('PUT', '/v1/rates/TOUR', { auth: w.owner.auth, json: table })).status, 200);
  });

  it('prices an update that moves a booking to a dearer date at the new date, and says by how much', async function () {
    Object.assign(w.products, { PARK: supplierProduct('Park', { time_zone: BERLIN, freesale: true }) });
    const put = await w.api.call('PUT', '/v1/rates/PARK', {
      auth: w.owner.auth,
      json: { rates: { adult: { rrp: 20, net: 16 } }, rules: [{ name: 'weekend', weekdays: ['sat', 'sun'], rates: { adult: { rrp: 30, net: 24 } } }] },
    });
    assert.equal(put.status, 200);
    const reference = `PARK-${Date.now()}`;
    const booked = await w.freesale({ product: 'PARK', date: '2031-06-02', adult: 2, reference });
    assert.deepEqual([booked.rrp, booked.net, booked.currency], [40, 32, 'EUR']);
    const moved = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: reference, date: '2031-06-07' } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual([moved.body.rrp, moved.body.net], [60, 48]);
    assert.deepEqual(moved.body.price_difference, { currency: 'EUR', rrp: 20, net: 16, discount: 0 });
    const back = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: reference, date: '2031-06-03' } });
    assert.equal(back.status, 200, `${JSON.stringify(back.body)} ${back.headers.get('error-detail')}`);
    assert.deepEqual(back.body.price_difference, { currency: 'EUR', rrp: -20, net: -16, discount: 0 });
    const notesOnly = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: reference, notes: 'by the gate' } });
    assert.deepEqual(notesOnly.body.price_difference, { currency: 'EUR', rrp: 0, net: 0, discount: 0 });
  });
});
