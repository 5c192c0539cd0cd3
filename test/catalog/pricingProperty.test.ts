import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { supplierProduct } from '../helpers/supplierProducts.ts';

type Rate = { rrp: number; net: number };
type Table = Partial<Record<'adult' | 'child', Rate>>;
type Rule = { name: string; option?: string; from?: string; to?: string; weekdays?: string[]; times?: string[]; rates: Table };

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const TYPES = ['adult', 'child'] as const;
/** Travel dates of June 2031: a period drawn inside it has both sides within reach. */
const day = (n: number) => `2031-06-${String(n).padStart(2, '0')}`;

/** Amounts in cents, as the API sees them in euros. */
const rate = fc.record({ rrp: fc.integer({ min: 100, max: 20_000 }), net: fc.integer({ min: 0, max: 100 }) }).map(({ rrp, net }) => ({
  rrp: rrp / 100,
  net: Math.floor((rrp * net) / 100) / 100,
}));
const table = fc.record({ adult: rate, child: rate }, { requiredKeys: [] });
const period = fc
  .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 10 }))
  .map(([from, length]) => ({ from: day(from), to: day(Math.min(from + length, 30)) }));
const weekdays = fc.subarray(WEEKDAYS, { minLength: 1, maxLength: 3 });
const times = fc.subarray(['10:00', '19:00'], { minLength: 1 });

/**
 * A table with at most one rule of each specificity per table (so never two that overlap), some
 * for option EN: the property is about reading prices, the refusal of overlaps is tested apart.
 */
const book = fc.record({
  rates: table,
  en: fc.option(table, { nil: undefined }),
  rules: fc.record(
    {
      period: fc.record({ p: period, rates: table, option: fc.boolean() }),
      weekday: fc.record({ weekdays, rates: table, option: fc.boolean() }),
      time: fc.record({ times, rates: table, option: fc.boolean() }),
      periodWeekday: fc.record({ p: period, weekdays, rates: table, option: fc.boolean() }),
      timeWeekday: fc.record({ times, weekdays, rates: table, option: fc.boolean() }),
    },
    { requiredKeys: [] },
  ),
});
const sale = fc.record({
  date: fc.integer({ min: 1, max: 30 }).map(day),
  time: fc.constantFrom(null, '10:00', '19:00'),
  option: fc.constantFrom(null, 'EN'),
  adult: fc.integer({ min: 1, max: 4 }),
  child: fc.integer({ min: 0, max: 2 }),
});

type DrawnRule = { p?: { from: string; to: string }; weekdays?: string[]; times?: string[]; rates: Table; option: boolean };

function rulesOf(drawn: Record<string, DrawnRule>): Rule[] {
  return Object.entries(drawn)
    .filter(([, r]) => Object.keys(r.rates).length > 0)
    .map(([name, r]) => ({
      name,
      ...(r.option ? { option: 'EN' } : {}),
      ...(r.p ? { from: r.p.from, to: r.p.to } : {}),
      ...(r.weekdays ? { weekdays: r.weekdays } : {}),
      ...(r.times ? { times: r.times } : {}),
      rates: r.rates,
    }));
}

/** What the docs' precedence table says a ticket costs, written here apart from the code under test. */
function expected(body: { rates: Table; options: Record<string, Table>; rules: Rule[] }, s: { date: string; time: string | null; option: string | null }) {
  const weekday = WEEKDAYS[(new Date(`${s.date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
  const out: Partial<Record<(typeof TYPES)[number], Rate & { rule: string }>> = {};
  for (const type of TYPES) {
    const candidates: { rank: number; rate: Rate; rule: string }[] = [];
    if (body.rates[type]) candidates.push({ rank: 0, rate: body.rates[type]!, rule: 'default' });
    if (s.option && body.options[s.option]?.[type]) candidates.push({ rank: 100, rate: body.options[s.option]![type]!, rule: `options.${s.option}` });
    for (const r of body.rules) {
      if (r.option && r.option !== s.option) continue;
      if (r.from && (s.date < r.from || s.date > r.to!)) continue;
      if (r.weekdays && !r.weekdays.includes(weekday)) continue;
      if (r.times && (!s.time || !r.times.includes(s.time))) continue;
      if (!r.rates[type]) continue;
      const rank = (r.option ? 100 : 0) + (r.times ? 4 : 0) + (r.weekdays ? 2 : 0) + (r.from ? 1 : 0);
      candidates.push({ rank, rate: r.rates[type]!, rule: r.name });
    }
    const best = candidates.sort((a, b) => b.rank - a.rank)[0];
    if (best) out[type] = { ...best.rate, rule: best.rule };
  }
  return out;
}

const cents = (major: number) => Math.round(major * 100);

/**
 * The same price from GET /v1/rates, a quote, a hold and the booking, for random tables, dates,
 * times, options and counts (issue 43 §2), through the real API on a real stack; and that price is
 * the one the documented precedence gives. Modest run counts: each run holds and books.
 */
describe('pricing: one price everywhere (property-based)', function () {
  this.timeout(180_000);
  let w: BookingWorld;

  before(async function () {
    w = await startBookingWorld();
    Object.assign(w.products, { PROP: supplierProduct('Property tour', { time_zone: 'Europe/Berlin', options: { EN: { name: 'English' } } }) });
  });
  after(async function () {
    await w?.stop();
  });

  it('GET /v1/rates, the quote, the hold and the booking agree to the cent, and with the precedence table', async function () {
    await fc.assert(
      fc.asyncProperty(book, sale, async (drawn, s) => {
        const options: Record<string, Table> = drawn.en ? { EN: drawn.en } : {};
        const body = { rates: drawn.rates, options, rules: rulesOf(drawn.rules) };
        const put = await w.api.call('PUT', '/v1/rates/PROP', { auth: w.owner.auth, json: body });
        assert.equal(put.status, 200, `${put.headers.get('error-detail')}`);
        const want = expected(body, s);
        const counts = { adult: s.adult, child: s.child };
        const item = { product: 'PROP', date: s.date, ...(s.time ? { time: s.time } : {}), ...(s.option ? { option: s.option } : {}), ...counts };
        const read = await w.api.call(
          'GET',
          `/v1/rates?supplier=${w.owner.email}&product=PROP&date=${s.date}${s.time ? `&time=${s.time}` : ''}${s.option ? `&option=${s.option}` : ''}`,
          { auth: w.agent.auth },
        );
        assert.equal(read.status, 200);
        for (const type of TYPES) {
          assert.deepEqual(
            read.body[type] ? { rrp: read.body[type].rrp, net: read.body[type].net, rule: read.body[type].rule } : undefined,
            want[type],
            `GET /v1/rates ${type}`,
          );
        }
        const quote = await w.api.call('POST', '/v1/quotes', { auth: w.agent.auth, json: { items: [{ supplier: w.owner.email, ...item }] } });
        const hold = await w.reserve(item);
        const priced = TYPES.every((type) => counts[type] === 0 || want[type]);
        if (!priced) {
          // A ticket type nothing prices on that date: every sale says so alike.
          assert.deepEqual([quote.status, quote.body, hold.status, hold.body], [400, { error: 'NO_RATE' }, 400, { error: 'NO_RATE' }]);
          return;
        }
        const total = (field: 'rrp' | 'net') => TYPES.reduce((sum, type) => sum + cents(want[type]?.[field] ?? 0) * counts[type], 0) / 100;
        assert.equal(quote.status, 200, JSON.stringify(quote.body));
        assert.equal(hold.status, 200, JSON.stringify(hold.body));
        const booking = await w.confirm({ reservation: hold.body.reservation, reference: `P-${randomUUID().slice(0, 8)}`, ...item });
        assert.equal(booking.status, 200, JSON.stringify(booking.body));
        const expectedTotals = { rrp: total('rrp'), net: total('net'), discount: 0, currency: 'EUR' };
        for (const [name, answer] of [
          ['quote', quote.body.items[0]],
          ['hold', hold.body],
          ['booking', booking.body],
        ] as const) {
          assert.deepEqual({ rrp: answer.rrp, net: answer.net, discount: answer.discount, currency: answer.currency }, expectedTotals, name);
        }
      }),
      { numRuns: Number(process.env.PRICING_PROPERTY_RUNS ?? 12), endOnFailure: true },
    );
  });
});
