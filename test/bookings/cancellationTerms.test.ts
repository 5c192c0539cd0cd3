/**
 * Issue 23 §2: cancellation terms per product, black box. A real HTTPS fake supplier on loopback
 * declares the terms in its GET /products answer; bookings go through the real API, Temporal and
 * Postgres. "Now" is the real clock: each booking's start is chosen so many hours away.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { Booking, Product } from '../../src/db/entities/index.ts';
import { startReferenceSupplier } from '../../src/referenceSupplier/index.ts';
import { createAccount, grant } from '../helpers/accounts.ts';
import { addDays, todayIn } from '../../src/domain/dates.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, received } from '../helpers/supplierBehaviour.ts';
import { supplierProduct } from '../helpers/supplierProducts.ts';

const em = () => testStack().db.fork();
const H = 3_600_000;
/** No DST, and a half-hour offset: the start is a wall time of the product's own zone. */
const ZONE = 'Asia/Kolkata';

const TIERED = {
  cutoff_hours: 2,
  refunds: [
    { hours_before: 48, percent: 100 },
    { hours_before: 24, percent: 50 },
    { hours_before: 6, percent: 20 },
  ],
};

const product = (name: string, extra: object = {}) => supplierProduct(name, { country: 'IN', city: 'INBOM', freesale: true, time_zone: ZONE, ...extra });

/** The start `hours` from now, to the minute, as the product's date and time, and the instant it is. */
function startIn(hours: number) {
  const start = Math.floor((Date.now() + hours * H) / 60_000) * 60_000;
  const local = Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(ZONE);
  return { date: local.toPlainDate().toString(), time: local.toPlainTime().toString().slice(0, 5), start };
}

const isoAt = (ms: number) => new Date(ms).toISOString();

/** The whole quote of a booking past its cut-off: nothing refunded, no tier, nothing until. */
const pastCutoff = (booking: string, cutoff: string, cancellation: object | null) => ({
  booking,
  cancellable: false,
  reason: 'PAST_CUTOFF_DATE',
  currency: 'EUR',
  percent: 0,
  refund: { rrp: 0, net: 0 },
  tier: null,
  until: null,
  cutoff,
  cancellation,
});

/**
 * Waits out the last two minutes of the day in `zone`, for a test that reads "today" there (a
 * booking for today, redeemed; dates a day or two ahead) and must not see it change halfway.
 */
async function clearOfMidnight(zone: string) {
  const now = Temporal.Now.zonedDateTimeISO(zone);
  const left = now.toPlainDate().add({ days: 1 }).toZonedDateTime(zone).epochMilliseconds - now.epochMilliseconds;
  if (left < 120_000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

describe('cancellation terms per product (issue 23 §2)', function () {
  // Two tests may wait out the last two minutes of a day (clearOfMidnight).
  this.timeout(180_000);
  let w: BookingWorld;
  /** What the owner's GET /products answers besides the world's own products; tests change it. */
  let declared: Record<string, unknown>;
  const initial = () => ({
    TIERED: product('Tiered tour', {
      cancellation: { ...TIERED, note: 'dropped' },
      options: { EN: { name: 'English', cancellation: { cutoff_hours: 1, refunds: null } }, NL: { name: 'Dutch' } },
    }),
    // Delegated: its bookings' notifications go to the owner and to the delegate.
    SHARED: product('Shared tour', { cancellation: TIERED, supplier: w.delegate.email }),
    DAYPASS: product('Day pass', { cancellation: { cutoff_hours: 24, refunds: [{ hours_before: 48, percent: 80 }] } }),
    HELD: product('Held tour', { freesale: false, cancellation: { cutoff_hours: 2, refunds: [{ hours_before: 24, percent: 100 }] } }),
    ODD: product('Odd prices', { cancellation: { cutoff_hours: 0, refunds: [{ hours_before: 0, percent: 33 }] } }),
    PLAIN: product('No terms'),
    // Final four days before: past its cut-off while updates are still open (until the travel date).
    FINAL: product('Final sale', { cancellation: { cutoff_hours: 96 } }),
  });
  let worldProducts: Record<string, unknown> = {};

  function serveProducts() {
    w.ownerCallbacks.on('GET', '/products', () => ({ body: { ...worldProducts, ...declared } }));
  }

  before(async function () {
    w = await startBookingWorld();
    worldProducts = w.products;
    declared = initial();
    serveProducts();
    for (const code of Object.keys(declared)) {
      const rates = code === 'ODD' ? { adult: { rrp: 10.01, net: 7.77 } } : { adult: { rrp: 50, net: 40 }, child: { rrp: 25, net: 20 } };
      const res = await w.api.call('PUT', `/v1/rates/${code}`, { auth: w.owner.auth, json: { rates } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
  });
  beforeEach(() => {
    w.reset();
    serveProducts();
  });
  after(async () => w?.stop());

  const products = () => w.api.call('GET', `/v1/products?supplier=${w.owner.email}`, { auth: w.agent.auth });

  async function book(code: string, at: { date: string; time: string | null }, extra: Record<string, unknown> = {}) {
    const reference = `CT-${randomUUID().slice(0, 8)}`;
    const res = await w.confirm({
      reservation: null,
      supplier: w.owner.email,
      product: code,
      date: at.date,
      time: at.time,
      adult: 2,
      child: 1,
      reference,
      ...extra,
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return { reference, answer: res.body };
  }

  const quote = (reference: string, who = w.agent) =>
    w.api.call('GET', `/v1/booking_cancellation_quote?booking=${encodeURIComponent(reference)}`, { auth: who.auth });
  const cancel = (reference: string) => w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: reference } });
  const stored = (reference: string) => em().findOneOrFail(Booking, { agentReference: reference });

  describe('declaring terms', function () {
    it('shows the declared terms on GET /v1/products, on the product and on options with their own; nothing where none are declared', async function () {
      const res = await products();
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.TIERED, {
        name: 'Tiered tour',
        supplier: null,
        country: 'IN',
        city: 'INBOM',
        freesale: true,
        currency: 'EUR',
        time_zone: ZONE,
        options: { EN: { name: 'English', cancellation: { cutoff_hours: 1 } }, NL: { name: 'Dutch' } },
        cancellation: TIERED,
      });
      assert.deepEqual(res.body.DAYPASS.cancellation, { cutoff_hours: 24, refunds: [{ hours_before: 48, percent: 80 }] });
      for (const code of ['PLAIN', 'BOAT', 'MUSEUM']) assert.ok(!('cancellation' in res.body[code]), `${code} has no terms`);
      assert.deepEqual(res.body.BOAT.options, { EN: { name: 'English' } });
      const row = await em().findOneOrFail(Product, { code: 'TIERED', owner: { email: w.owner.email } });
      assert.deepEqual(row.cancellation, TIERED);
      assert.deepEqual(row.options, { EN: { name: 'English', cancellation: { cutoff_hours: 1 } }, NL: { name: 'Dutch' } });
    });

    it('ignores a `cancellation` that is not an object (a supplier’s own text from before terms existed): no terms, nothing refused', async function () {
      const own = structuredClone(declared);
      (own.PLAIN as Record<string, unknown>).cancellation = 'Free cancellation up to 24 hours before';
      (own.TIERED as Record<string, unknown>).options = { EN: { name: 'English', cancellation: ['flexible'] } };
      w.ownerCallbacks.on('GET', '/products', () => ({ body: { ...worldProducts, ...own } }));
      const res = await products();
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.ok(!('cancellation' in res.body.PLAIN));
      assert.deepEqual(res.body.TIERED.options, { EN: { name: 'English' } });
      serveProducts();
      assert.deepEqual((await products()).body.TIERED.options, { EN: { name: 'English', cancellation: { cutoff_hours: 1 } }, NL: { name: 'Dutch' } });
    });

    const invalid: [string, (p: Record<string, unknown>) => void][] = [
      ['a negative cut-off', (p) => (p.cancellation = { cutoff_hours: -1 })],
      [
        'tiers out of order',
        (p) =>
          (p.cancellation = {
            cutoff_hours: 2,
            refunds: [
              { hours_before: 6, percent: 20 },
              { hours_before: 48, percent: 100 },
            ],
          }),
      ],
      ['a percent over 100', (p) => (p.cancellation = { cutoff_hours: 2, refunds: [{ hours_before: 48, percent: 101 }] })],
      ['hours as a string', (p) => (p.cancellation = { cutoff_hours: '2' })],
      [
        'an option’s negative hours_before',
        (p) => (p.options = { EN: { name: 'English', cancellation: { cutoff_hours: 1, refunds: [{ hours_before: -5, percent: 10 }] } } }),
      ],
    ];
    for (const [what, spoil] of invalid) {
      it(`refuses an answer with ${what} as malformed (502), and nothing stored changes`, async function () {
        assert.equal((await products()).status, 200);
        const before = await em().findOneOrFail(Product, { code: 'TIERED', owner: { email: w.owner.email } });
        const bad = structuredClone(declared);
        spoil(bad.TIERED as Record<string, unknown>);
        w.ownerCallbacks.on('GET', '/products', () => ({ body: { ...worldProducts, ...bad } }));
        const res = await products();
        assert.deepEqual([res.status, res.body], [502, { error: 'SUPPLIER_ERROR' }]);
        const after = await em().findOneOrFail(Product, { code: 'TIERED', owner: { email: w.owner.email } });
        assert.deepEqual(
          [after.cancellation, after.options, after.refreshedAt.toISOString(), after.listed],
          [TIERED, before.options, before.refreshedAt.toISOString(), true],
        );
      });
    }
  });

  describe('the quote', function () {
    it('answers the tier that applies, its refund and until when, before and after the tiers’ boundaries, and past the cut-off', async function () {
      const cases: [number, number, { hours_before: number; percent: number } | null][] = [
        [60, 100, TIERED.refunds[0]!],
        [30, 50, TIERED.refunds[1]!],
        [12, 20, TIERED.refunds[2]!],
        [4, 0, null],
      ];
      for (const [hours, percent, tier] of cases) {
        const at = startIn(hours);
        const { reference } = await book('TIERED', at);
        const res = await quote(reference);
        assert.equal(res.status, 200, JSON.stringify(res.body));
        // 2 adults and a child: 125 rrp, 100 net.
        assert.deepEqual(
          res.body,
          {
            booking: reference,
            cancellable: true,
            reason: null,
            currency: 'EUR',
            percent,
            refund: { rrp: (125 * percent) / 100, net: percent },
            tier,
            until: isoAt(at.start - (tier ? tier.hours_before : 2) * H),
            cutoff: isoAt(at.start - 2 * H),
            cancellation: TIERED,
          },
          `${hours} hours before`,
        );
      }
      const late = startIn(1);
      const { reference } = await book('TIERED', late);
      assert.deepEqual((await quote(reference)).body, pastCutoff(reference, isoAt(late.start - 2 * H), TIERED));
    });

    it('uses an option’s own terms over its product’s, and the date’s 00:00 for a whole-day product', async function () {
      // Option EN: 1 hour's cut-off, no tiers: 100% with 1.5 hours left, where the product's terms give nothing.
      const soon = startIn(1.5);
      const { reference } = await book('TIERED', soon, { option: 'EN' });
      const res = await quote(reference);
      assert.deepEqual(
        [res.body.cancellable, res.body.percent, res.body.tier, res.body.until, res.body.cancellation],
        [true, 100, null, isoAt(soon.start - H), { cutoff_hours: 1 }],
      );
      // Four days ahead: its 00:00 is 72 to 96 hours away, well inside the 48-hour tier whatever the hour.
      const date = addDays(todayIn(ZONE), 4);
      const midnight = Date.parse(`${date}T00:00:00+05:30`);
      const day = await book('DAYPASS', { date, time: null });
      assert.deepEqual((await quote(day.reference)).body, {
        booking: day.reference,
        cancellable: true,
        reason: null,
        currency: 'EUR',
        percent: 80,
        refund: { rrp: 100, net: 80 },
        tier: { hours_before: 48, percent: 80 },
        until: isoAt(midnight - 48 * H),
        cutoff: isoAt(midnight - 24 * H),
        cancellation: { cutoff_hours: 24, refunds: [{ hours_before: 48, percent: 80 }] },
      });
    });

    it('says why a booking cannot be cancelled: a redeemed ticket, an update in flight', async function () {
      // Redeemed on its day (tickets scan only then), where the cut-off has passed too: the redemption is the reason given.
      await clearOfMidnight(ZONE);
      const { answer, reference } = await book('TIERED', { date: todayIn(ZONE), time: null });
      const redeemed = await w.redeem(answer.tickets[0].barcode);
      assert.equal(redeemed.status, 200, JSON.stringify(redeemed.body));
      const scanned = await quote(reference);
      assert.deepEqual([scanned.body.cancellable, scanned.body.reason, scanned.body.percent, scanned.body.until], [false, 'TICKET_REDEEMED', 0, null]);

      const busy = await book('TIERED', startIn(60));
      w.ownerCallbacks.delayNext(1, 3000, '/booking_update');
      const update = w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: busy.reference, adult: 1 } });
      await eventually(async () => assert.equal((await stored(busy.reference)).status, 'updating'), 10_000, 'the update in flight');
      const during = await quote(busy.reference);
      assert.deepEqual([during.body.cancellable, during.body.reason, during.body.refund], [false, 'BOOKING_BUSY', { rrp: 0, net: 0 }]);
      assert.equal((await update).status, 200);
      // Done: cancellable again, of the new price (1 adult: 50 rrp, 40 net).
      const after = await quote(busy.reference);
      assert.deepEqual([after.body.cancellable, after.body.percent, after.body.refund], [true, 100, { rrp: 50, net: 40 }]);
    });

    it('refuses bad queries with 400, unknown or others’ bookings with 404, and cancelled ones with BOOKING_CANCELLED', async function () {
      for (const path of ['', '?booking=', `?booking=${'x'.repeat(201)}`, '?booking=a&booking=b']) {
        const res = await w.api.call('GET', `/v1/booking_cancellation_quote${path}`, { auth: w.agent.auth });
        assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_REQUEST' }], path);
        assert.match(res.headers.get('error-detail') ?? '', /^booking: /, path);
      }
      assert.deepEqual((await quote('NO-SUCH-BOOKING')).body, { error: 'BOOKING_NOT_FOUND' });
      assert.equal((await w.api.call('GET', '/v1/booking_cancellation_quote?booking=x')).status, 401);
      const { reference, answer } = await book('TIERED', startIn(60));
      // The owner is not the agent: the agent's endpoint does not find it for the owner.
      assert.deepEqual([(await quote(reference, w.owner)).status], [404]);
      // By the supplier's reference too, as for the cancellation.
      assert.equal((await quote(answer.reference)).body.booking, reference);
      assert.equal((await cancel(reference)).status, 200);
      const res = await quote(reference);
      assert.deepEqual([res.status, res.body], [400, { error: 'BOOKING_CANCELLED' }]);
    });
  });

  describe('cancelling', function () {
    it('refuses past the cut-off with PAST_CUTOFF_DATE naming it, and changes nothing', async function () {
      const late = startIn(1);
      const { reference } = await book('TIERED', late);
      const before = await stored(reference);
      const res = await cancel(reference);
      assert.deepEqual([res.status, res.body], [400, { error: 'PAST_CUTOFF_DATE' }]);
      assert.match(
        res.headers.get('error-detail') ?? '',
        new RegExp(`closed at ${isoAt(late.start - 2 * H).replaceAll('.', '\\.')} \\(2 hours before the start`),
      );
      const after = await stored(reference);
      assert.deepEqual([after.status, after.version, after.refund, after.cancelledAt], ['confirmed', before.version, null, null]);
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_cancellation').length, 0);
    });

    it('records the refund of the tier at the request, shows it, and both sides’ notifications carry it', async function () {
      await w.api.call('PUT', '/v1/promotions/TERMS5', { auth: w.owner.auth, json: { description: 'Five off adults', discount: { adult: 5 } } });
      const { reference, answer } = await book('SHARED', startIn(30), { promotion: 'TERMS5' });
      // 125 rrp and 100 net, 10 off both: 50% of 115 and of 90.
      const refund = { percent: 50, rrp: 57.5, net: 45, tier: { hours_before: 24, percent: 50 } };
      const quoted = await quote(reference);
      assert.deepEqual([quoted.body.percent, quoted.body.refund], [50, { rrp: 57.5, net: 45 }]);
      assert.deepEqual([(await cancel(reference)).status], [200]);
      // The delegate serves the product: it was asked to cancel.
      assert.equal(w.delegateCallbacks.requests.filter((r) => r.path === '/booking_cancellation').length, 1);
      const view = await w.api.call('GET', `/v1/bookings/${reference}`, { auth: w.agent.auth });
      assert.deepEqual([view.body.status, view.body.cancellation, view.body.refund], ['cancelled', TIERED, refund]);
      const listed = await w.api.call('GET', `/v1/bookings?search=${reference}`, { auth: w.agent.auth });
      assert.deepEqual(
        listed.body.map((b: { refund: unknown }) => b.refund),
        [refund],
      );
      assert.deepEqual((await stored(reference)).refund, { percent: 50, rrp: 5750, net: 4500, tier: { hours_before: 24, percent: 50 } });
      for (const inbox of [w.ownerInbox, w.delegateInbox]) {
        const note = await received(inbox, '/booking_cancellation', {
          matches: (r) => (r.body as { agent_reference?: string }).agent_reference === reference,
          what: 'the cancellation notification',
        });
        const body = note.body as Record<string, unknown>;
        assert.deepEqual([body.cancelled, body.supplier_reference, body.refund], [true, answer.reference, refund]);
      }
      // A repeat changes nothing: the refund of the first request stays.
      assert.equal((await cancel(reference)).status, 200);
      assert.deepEqual((await w.api.call('GET', `/v1/bookings/${reference}`, { auth: w.agent.auth })).body.refund, refund);
      await w.api.call('DELETE', '/v1/promotions/TERMS5', { auth: w.owner.auth });
    });

    it('rounds refunds down to the currency’s minor unit', async function () {
      const { reference } = await book('ODD', startIn(30), { adult: 1, child: 0 });
      assert.equal((await cancel(reference)).status, 200);
      // 33% of 10.01 is 3.3033, of 7.77 is 2.5641.
      const view = await w.api.call('GET', `/v1/bookings/${reference}`, { auth: w.agent.auth });
      assert.deepEqual(view.body.refund, { percent: 33, rrp: 3.3, net: 2.56, tier: { hours_before: 0, percent: 33 } });
    });

    it('clears the refund when the supplier refuses the cancellation', async function () {
      const { reference } = await book('TIERED', startIn(60));
      w.ownerCallbacks.on('POST', '/booking_cancellation', () => ({ status: 400, body: { error: 'PAST_CUTOFF_DATE' } }));
      w.ownerCallbacks.delayNext(1, 1500, '/booking_cancellation');
      const refused = cancel(reference);
      // While the supplier is asked, the refund of the request is recorded.
      const during = await eventually(
        async () => {
          const now = await stored(reference);
          assert.equal(now.status, 'cancelling');
          assert.ok(now.refund, 'no refund recorded yet');
          return now.refund;
        },
        10_000,
        'the cancellation in flight',
      );
      assert.deepEqual(during, { percent: 100, rrp: 12500, net: 10000, tier: { hours_before: 48, percent: 100 } });
      const res = await refused;
      assert.deepEqual([res.status, res.body], [400, { error: 'PAST_CUTOFF_DATE' }]);
      const after = await stored(reference);
      assert.deepEqual([after.status, after.refund], ['confirmed', null]);
      assert.equal((await w.api.call('GET', `/v1/bookings/${reference}`, { auth: w.agent.auth })).body.refund, null);
    });
  });

  describe('locked at confirmation', function () {
    it('keeps the terms a booking was confirmed under when the supplier changes them', async function () {
      const at = startIn(30);
      // One by reservation (the product read from Postgres), one freesale.
      const held = await w.book({ product: 'HELD', date: at.date, time: at.time });
      const heldReference = (await em().findOneOrFail(Booking, { supplierReference: held.booking.reference })).agentReference;
      const free = await book('TIERED', at);
      const heldTerms = { cutoff_hours: 2, refunds: [{ hours_before: 24, percent: 100 }] };

      declared = initial();
      (declared.HELD as Record<string, unknown>).cancellation = { cutoff_hours: 48 };
      (declared.TIERED as Record<string, unknown>).cancellation = { cutoff_hours: 72, refunds: [] };
      serveProducts();
      const refreshed = await products();
      assert.deepEqual([refreshed.body.HELD.cancellation, refreshed.body.TIERED.cancellation], [{ cutoff_hours: 48 }, { cutoff_hours: 72, refunds: [] }]);

      const heldQuote = await quote(heldReference);
      assert.deepEqual(
        [heldQuote.body.cancellable, heldQuote.body.percent, heldQuote.body.tier, heldQuote.body.cancellation],
        [true, 100, { hours_before: 24, percent: 100 }, heldTerms],
      );
      const freeQuote = await quote(free.reference);
      assert.deepEqual([freeQuote.body.cancellable, freeQuote.body.percent, freeQuote.body.cancellation], [true, 50, TIERED]);
      // A booking made now gets the new terms: 30 hours left is past a 72-hour cut-off.
      const fresh = await book('TIERED', at);
      const freshQuote = await quote(fresh.reference);
      assert.deepEqual(
        [freshQuote.body.cancellable, freshQuote.body.reason, freshQuote.body.cancellation],
        [false, 'PAST_CUTOFF_DATE', { cutoff_hours: 72, refunds: [] }],
      );
      assert.equal((await cancel(fresh.reference)).status, 400);

      assert.equal((await cancel(heldReference)).status, 200);
      assert.equal((await cancel(free.reference)).status, 200);
      assert.deepEqual((await stored(heldReference)).refund, { percent: 100, rrp: 12500, net: 10000, tier: { hours_before: 24, percent: 100 } });
      assert.deepEqual((await stored(free.reference)).refund, { percent: 50, rrp: 6250, net: 5000, tier: { hours_before: 24, percent: 50 } });
      // Back to the first terms, stored again, for the tests after this one.
      declared = initial();
      serveProducts();
      assert.deepEqual((await products()).body.TIERED.cancellation, TIERED);
    });
    it('an update that prices the booking again locks the terms again; past its cut-off it cannot move the booking', async function () {
      const update = (body: Record<string, unknown>) => w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: body });
      // Dutch has no terms of its own (the product's TIERED); English has its own (1 hour, 100%).
      const dutch = await book('TIERED', startIn(30), { option: 'NL' });
      assert.deepEqual((await stored(dutch.reference)).cancellation, TIERED);
      const toEnglish = await update({ booking: dutch.reference, option: 'EN' });
      assert.equal(toEnglish.status, 200, JSON.stringify(toEnglish.body));
      await eventually(async () => assert.deepEqual((await stored(dutch.reference)).cancellation, { cutoff_hours: 1 }), 15_000, 'the new option’s terms');
      assert.deepEqual((await quote(dutch.reference)).body.percent, 100);
      // A change that does not price it again keeps them.
      assert.equal((await update({ booking: dutch.reference, notes: 'aisle seat' })).status, 200);
      assert.deepEqual((await stored(dutch.reference)).cancellation, { cutoff_hours: 1 });

      // 50 hours before the start, past FINAL's 96-hour cut-off: the date no longer moves (that would
      // re-open a refund), nor do the tickets; the customer's details still change.
      const at = startIn(50);
      const late = await book('FINAL', at);
      const moved = await update({ booking: late.reference, date: addDays(at.date, 7) });
      assert.equal(moved.status, 400);
      assert.deepEqual(moved.body, { error: 'PAST_CUTOFF_DATE' });
      assert.match(
        moved.headers.get('error-detail') ?? '',
        new RegExp(`closed changes of date, time, option and tickets at ${isoAt(at.start - 96 * H).slice(0, 16)}`),
      );
      assert.equal((await update({ booking: late.reference, adult: 1 })).status, 400);
      const row = await stored(late.reference);
      assert.deepEqual([row.travelDate, row.adult, row.status], [at.date, 2, 'confirmed']);
      assert.equal((await update({ booking: late.reference, notes: 'late arrival' })).status, 200);
    });
  });

  describe('the reference supplier', function () {
    it('declares its tour’s terms when started with them, and only then; agents see them', async function () {
      for (const cancellationTerms of [true, false]) {
        const supplier = await startReferenceSupplier({
          username: 'ref',
          password: 'ref-pass',
          databasePath: ':memory:',
          certificate: testStack().ca.issue(['localhost', '127.0.0.1']),
          cancellationTerms,
        });
        try {
          const account = await createAccount(w.api, { name: 'Reference', callback_url: supplier.url });
          await grant(w.api, account, w.agent);
          const res = await w.api.call('GET', `/v1/products?supplier=${account.email}`, { auth: w.agent.auth });
          assert.equal(res.status, 200, JSON.stringify(res.body));
          assert.deepEqual(
            Object.fromEntries(Object.entries(res.body as Record<string, { cancellation?: unknown }>).map(([code, p]) => [code, p.cancellation ?? null])),
            {
              'CANAL-PASS': null,
              'HARBOUR-TOUR': cancellationTerms
                ? {
                    cutoff_hours: 2,
                    refunds: [
                      { hours_before: 48, percent: 100 },
                      { hours_before: 24, percent: 50 },
                    ],
                  }
                : null,
              'MUSEUM-ENTRY': null,
            },
          );
          if (!cancellationTerms) for (const p of Object.values(supplier.products) as object[]) assert.ok(!('cancellation' in p));
        } finally {
          await supplier.close();
        }
      }
    });
  });

  describe('without terms', function () {
    it('behaves as today: more than one day before the travel date, 100%, no refund recorded, notifications as before', async function () {
      const zone = 'Europe/Amsterdam';
      await clearOfMidnight(zone);
      const today = todayIn(zone);
      const cutoffOf = (date: string) =>
        Temporal.PlainDate.from(addDays(date, -1)).toZonedDateTime({ timeZone: zone }).toInstant().toString({ fractionalSecondDigits: 3 });
      const tomorrow = await book('MUSEUM', { date: addDays(today, 1), time: '10:00' });
      assert.deepEqual((await quote(tomorrow.reference)).body, pastCutoff(tomorrow.reference, cutoffOf(addDays(today, 1)), null));
      const refused = await cancel(tomorrow.reference);
      assert.deepEqual([refused.status, refused.body], [400, { error: 'PAST_CUTOFF_DATE' }]);
      assert.equal(refused.headers.get('error-detail'), "booking: cancellations close when the day before the travel date begins (product's time zone)");

      const later = await book('MUSEUM', { date: addDays(today, 2), time: null });
      assert.deepEqual((await quote(later.reference)).body, {
        booking: later.reference,
        cancellable: true,
        reason: null,
        currency: 'EUR',
        percent: 100,
        refund: { rrp: 125, net: 100 },
        tier: null,
        until: cutoffOf(addDays(today, 2)),
        cutoff: cutoffOf(addDays(today, 2)),
        cancellation: null,
      });
      assert.equal((await cancel(later.reference)).status, 200);
      const view = await w.api.call('GET', `/v1/bookings/${later.reference}`, { auth: w.agent.auth });
      assert.deepEqual([view.body.status, view.body.cancellation, view.body.refund], ['cancelled', null, null]);
      const note = await received(w.ownerInbox, '/booking_cancellation', {
        matches: (r) => (r.body as { agent_reference?: string }).agent_reference === later.reference,
        what: 'the cancellation notification',
      });
      assert.ok(!('refund' in (note.body as object)), 'no refund in the notification of a booking without terms');
      // PLAIN is declared without terms beside products with terms: the same rule.
      const plain = await book('PLAIN', { date: FAR, time: null });
      assert.deepEqual([(await quote(plain.reference)).body.cancellation, (await quote(plain.reference)).body.percent], [null, 100]);
    });
  });
});
