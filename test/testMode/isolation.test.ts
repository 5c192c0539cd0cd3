import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { addDays, datesBetween } from '../../src/domain/dates.ts';
import type { Mode } from '../../src/domain/mode.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { startScratchDatabase } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

type Ids = {
  /** Agent references used in this mode only (SAME, used in both, is not one). */
  references: string[];
  supplierReferences: string[];
  barcodes: string[];
  reservations: string[];
  /** Request-Id of every request made in this mode, per account e-mail. */
  requests: Map<string, string[]>;
  notifications: string[];
};

const other = (mode: Mode): Mode => (mode === 'live' ? 'test' : 'live');
const MODES = ['live', 'test'] as const;

/**
 * Two worlds strictly apart (issue 31 §2), black box: an agent and its supplier make the same kinds
 * of objects in live mode (against an HTTPS double) and in test mode (against the simulated supplier),
 * then every list, look-up, report, log, feed and repeat of each mode is searched for the other's
 * identifiers. In a database of its own, so that its counts and sequences are its own.
 */
describe('test mode: two worlds, strictly apart', function () {
  this.timeout(60_000);
  let scratch: Awaited<ReturnType<typeof startScratchDatabase>>;
  let w: BookingWorld;
  const ids: Record<Mode, Ids> = {
    live: { references: [], supplierReferences: [], barcodes: [], reservations: [], requests: new Map(), notifications: [] },
    test: { references: [], supplierReferences: [], barcodes: [], reservations: [], requests: new Map(), notifications: [] },
  };
  /** The agent reference booked once in each mode. */
  const SAME = `SAME-${randomUUID().slice(0, 8)}`;
  const utc = new Date().toISOString().slice(0, 10);
  const CACHED = '2031-07-01';
  /** What each mode's booking of SAME was asked with, to repeat it exactly. */
  const sameBody = {} as Record<Mode, Record<string, unknown>>;
  const answers = {} as Record<
    Mode,
    { held: { reservation: string }; booked: { reference: string; barcode: string; tickets: { barcode: string }[] }; today: any }
  >;

  const auth = (mode: Mode, who: TestAccount) => (mode === 'live' ? who.auth : who.testAuth);
  /** A request in `mode` as `who`: its answer must say that mode; its Request-Id is kept as that mode's. */
  async function call(mode: Mode, who: TestAccount, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) {
    const res = await w.api.call(method, path, { auth: auth(mode, who), headers, ...(json === undefined ? {} : { json }) });
    assert.equal(res.headers.get('marketplace-mode'), mode, `${method} ${path}: the answer's mode`);
    const list = ids[mode].requests.get(who.email) ?? [];
    list.push(res.headers.get('request-id')!);
    ids[mode].requests.set(who.email, list);
    return res;
  }
  /** The other mode's identifiers that `text` contains. */
  const leaked = (text: string, mode: Mode) => {
    const theirs = ids[other(mode)];
    return [...theirs.references, ...theirs.supplierReferences, ...theirs.barcodes, ...theirs.reservations, ...theirs.notifications].filter((id) =>
      text.includes(id),
    );
  };
  const assertOwn = (body: unknown, mode: Mode, what: string) =>
    assert.deepEqual(leaked(JSON.stringify(body), mode), [], `${mode} ${what} shows the other mode's`);

  before(async function () {
    scratch = await startScratchDatabase('tm_isolation');
    w = await startBookingWorld({ db: scratch.db });
    // The live supplier answers availability (7 seats a day); the simulated one has 20.
    w.ownerCallbacks.on('GET', '/availability', (req) => ({
      body: Object.fromEntries(
        datesBetween(req.query.from!, req.query.to!).map((date) => [
          date,
          { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 7, tickets: { adult: '', child: '' } }, pickups: [] },
        ]),
      ),
    }));
    // Settings both modes share, with the live token: a minute of availability caching.
    assert.equal((await w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { availability_ttl_seconds: 60 } })).status, 200);

    for (const mode of MODES) {
      const expires = () => new Date(Date.now() + 600_000).toISOString();
      const sale = { product: 'BOAT', date: FAR, adult: 2, child: 1 };
      // A hold kept as it is, and one booked with the reference both modes use.
      const kept = await call(mode, w.agent, 'POST', '/v1/reservation', { supplier: w.owner.email, ...sale, adult: 1, child: 0, expires: expires() });
      assert.equal(kept.status, 200, JSON.stringify(kept.body));
      const held = await call(mode, w.agent, 'POST', '/v1/reservation', { supplier: w.owner.email, ...sale, expires: expires() });
      assert.equal(held.status, 200, JSON.stringify(held.body));
      sameBody[mode] = { reservation: held.body.reservation, reference: SAME, ...sale, customer: { first_name: 'Ada', last_name: 'Lovelace' } };
      const booked = await call(mode, w.agent, 'POST', '/v1/booking_confirmation', sameBody[mode]);
      assert.equal(booked.status, 200, JSON.stringify(booked.body));
      // Today's freesale booking, its first ticket redeemed by the supplier.
      const todayReference = `TODAY-${mode}-${randomUUID().slice(0, 8)}`;
      const today = await call(mode, w.agent, 'POST', '/v1/booking_confirmation', {
        reservation: null,
        supplier: w.owner.email,
        reference: todayReference,
        product: 'MUSEUM',
        date: w.today(),
        adult: 2,
        customer: { first_name: 'Grace', last_name: 'Hopper' },
      });
      assert.equal(today.status, 200, JSON.stringify(today.body));
      const redeemed = await call(mode, w.owner, 'POST', '/v1/redeem_booking', { barcode: today.body.tickets[0].barcode });
      assert.equal(redeemed.status, 200, JSON.stringify(redeemed.body));
      answers[mode] = { held: held.body, booked: booked.body, today: today.body };
      ids[mode].references.push(todayReference);
      ids[mode].supplierReferences.push(booked.body.reference, today.body.reference);
      ids[mode].barcodes.push(
        booked.body.barcode,
        today.body.barcode,
        ...[...booked.body.tickets, ...today.body.tickets].map((t: { barcode: string }) => t.barcode),
      );
      ids[mode].reservations.push(kept.body.reservation, held.body.reservation);
    }
    // The two worlds' identifiers really differ (or the searches below would prove nothing).
    assert.match(answers.test.booked.reference, /^TEST-/);
    assert.doesNotMatch(answers.live.booked.reference, /^TEST-/);
  });
  after(async function () {
    await w?.stop();
    await scratch?.drop();
  });

  it('bookings: lists and look-ups by agent or supplier reference find only their own mode’s; the same reference is booked once in each mode', async function () {
    for (const mode of MODES) {
      for (const [who, query] of [
        [w.agent, ''],
        [w.agent, '?as=agent&limit=500'],
        [w.owner, '?as=supplier&limit=500'],
        [w.agent, `?search=${SAME}`],
      ] as const) {
        const list = await call(mode, who, 'GET', `/v1/bookings${query}`);
        assert.equal(list.status, 200, JSON.stringify(list.body));
        assertOwn(list.body, mode, `GET /v1/bookings${query}`);
        const references = list.body.map((b: { supplier_reference: string }) => b.supplier_reference);
        assert.ok(references.includes(answers[mode].booked.reference), `${mode} ${query}: its own booking of ${SAME} is listed`);
      }
      const same = await call(mode, w.agent, 'GET', `/v1/bookings/${SAME}`);
      assert.equal(same.status, 200);
      assert.equal(same.body.supplier_reference, answers[mode].booked.reference, `${mode}: ${SAME} is this mode's booking`);
      const bySupplierReference = await call(mode, w.agent, 'GET', `/v1/bookings/${answers[mode].booked.reference}`);
      assert.equal(bySupplierReference.body.agent_reference, SAME);
      // The other mode's references are not found: not by the agent's, not by the supplier's, not in a quote.
      const theirs = ids[other(mode)];
      for (const reference of [...theirs.references, ...theirs.supplierReferences]) {
        for (const who of [w.agent, w.owner]) {
          const found = await call(mode, who, 'GET', `/v1/bookings/${reference}`);
          assert.deepEqual([found.status, found.body], [404, { error: 'BOOKING_NOT_FOUND' }], `${mode} GET /v1/bookings/${reference}`);
        }
        const quote = await call(mode, w.agent, 'GET', `/v1/booking_cancellation_quote?booking=${reference}`);
        assert.deepEqual([quote.status, quote.body], [404, { error: 'BOOKING_NOT_FOUND' }], `${mode} quote ${reference}`);
      }
      // A repeat of the confirmation finds this mode's booking, never the other's (nor a conflict with it).
      const repeat = await call(mode, w.agent, 'POST', '/v1/booking_confirmation', sameBody[mode]);
      assert.deepEqual([repeat.status, repeat.body.reference], [200, answers[mode].booked.reference], `${mode}: the repeat`);
      const otherDetails = await call(mode, w.agent, 'POST', '/v1/booking_confirmation', { ...sameBody[mode], adult: 1 });
      assert.deepEqual([otherDetails.status, otherDetails.body], [409, { error: 'REFERENCE_IN_USE' }], `${mode}: another body, the same reference`);
    }
  });

  it('reservations and bookings of one mode cannot be extended, released, claimed, updated or cancelled from the other', async function () {
    const liveCallsBefore = w.ownerCallbacks.requests.length;
    for (const mode of MODES) {
      const theirs = ids[other(mode)];
      for (const reservation of theirs.reservations) {
        const released = await call(mode, w.agent, 'POST', '/v1/reservation_cancellation', { reservation });
        assert.deepEqual([released.status, released.body], [400, { error: 'RESERVATION_INVALID' }], `${mode} release ${reservation}`);
        const extended = await call(mode, w.agent, 'POST', '/v1/reservation_extension', {
          reservation,
          expires: new Date(Date.now() + 1_200_000).toISOString(),
        });
        assert.equal(extended.status, 400, `${mode} extend ${reservation}: ${JSON.stringify(extended.body)}`);
        const claimed = await call(mode, w.agent, 'POST', '/v1/booking_confirmation', {
          reservation,
          reference: `CLAIM-${randomUUID().slice(0, 8)}`,
          product: 'BOAT',
          date: FAR,
          adult: 1,
          customer: {},
        });
        assert.deepEqual([claimed.status, claimed.body], [400, { error: 'RESERVATION_INVALID' }], `${mode} claim ${reservation}`);
      }
      for (const booking of theirs.supplierReferences) {
        const cancelled = await call(mode, w.agent, 'POST', '/v1/booking_cancellation', { booking });
        assert.deepEqual([cancelled.status, cancelled.body], [404, { error: 'BOOKING_NOT_FOUND' }], `${mode} cancel ${booking}`);
        const updated = await call(mode, w.agent, 'POST', '/v1/booking_update', { booking, supplier: w.owner.email, notes: 'changed' });
        assert.deepEqual([updated.status, updated.body], [404, { error: 'BOOKING_NOT_FOUND' }], `${mode} update ${booking}`);
      }
    }
    assert.equal(w.ownerCallbacks.requests.length, liveCallsBefore, 'the live supplier was asked nothing');
    // Each mode's holds and bookings are as they were.
    for (const mode of MODES) {
      const { rows } = await scratch.db
        .of(mode)
        .pool.query<{ status: string }>(`select status from reservation where id = any($1::uuid[]) order by status`, [ids[mode].reservations]);
      assert.deepEqual(
        rows.map((r) => r.status),
        ['claimed', 'held'],
        `${mode}'s reservations`,
      );
      const same = await call(mode, w.agent, 'GET', `/v1/bookings/${SAME}`);
      assert.deepEqual([same.body.status, same.body.notes], ['confirmed', ''], `${mode}'s booking of ${SAME}`);
    }
  });

  it('a barcode of one mode is never redeemed nor looked up in the other (the supplier’s look-up prefixes match both)', async function () {
    // Prefixes are shared: the supplier registers them with its live token.
    for (const prefix of ['TEST-', answers.live.booked.reference.slice(0, 2)]) {
      const registered = await w.api.call('PUT', `/v1/barcode_prefixes/${prefix}`, { auth: w.owner.auth });
      assert.equal(registered.status, 200, JSON.stringify(registered.body));
    }
    const liveCallsBefore = w.ownerCallbacks.requests.filter((r) => r.method !== 'GET').length;
    const lookupsBefore = w.ownerCallbacks.requests.filter((r) => r.path === '/barcode_lookup').length;
    for (const mode of MODES) {
      for (const barcode of ids[other(mode)].barcodes) {
        const redeemed = await call(mode, w.owner, 'POST', '/v1/redeem_booking', { barcode });
        assert.deepEqual([redeemed.status, redeemed.body], [400, { error: 'BARCODE_INVALID' }], `${mode} redeems ${barcode}`);
      }
    }
    assert.equal(w.ownerCallbacks.requests.filter((r) => r.method !== 'GET').length, liveCallsBefore);
    // Known to the other mode, so looked up nowhere: not at the live supplier, not at the simulated one (which would make one up).
    assert.deepEqual(w.ownerCallbacks.requests.filter((r) => r.path === '/barcode_lookup').slice(lookupsBefore), []);
    // Nothing was imported by a look-up, in either mode.
    for (const mode of MODES) {
      const { rows } = await scratch.db.of(mode).pool.query<{ n: number }>('select count(*)::int as n from booking where imported');
      assert.equal(rows[0]!.n, 0, `${mode}: nothing imported`);
    }
    // Each mode's own barcode still redeems there (the second ticket).
    for (const mode of MODES) {
      const redeemed = await call(mode, w.owner, 'POST', '/v1/redeem_booking', { barcode: answers[mode].today.tickets[1].barcode });
      assert.equal(redeemed.status, 200, `${mode}: ${JSON.stringify(redeemed.body)}`);
    }
  });

  it('redemptions: the reconciliation and invoice reports (JSON and CSV, either side) hold only their own mode’s', async function () {
    const range = `from=${addDays(utc, -1)}&to=${addDays(utc, 1)}`;
    const month = utc.slice(0, 7);
    for (const mode of MODES) {
      const redeemed = answers[mode].today.tickets[0].barcode;
      for (const [who, side] of [
        [w.owner, 'supplier'],
        [w.agent, 'agent'],
      ] as const) {
        const json = await call(mode, who, 'GET', `/v1/reports/reconciliation?${range}&as=${side}`);
        assert.equal(json.status, 200);
        assert.ok(
          json.body.some((row: { barcode: string }) => row.barcode === redeemed),
          `${mode} ${side}: its own redemption is reported`,
        );
        assert.ok(json.body.length >= 1);
        assertOwn(json.body, mode, `reconciliation as ${side}`);
        const csv = await call(mode, who, 'GET', `/v1/reports/reconciliation?${range}&as=${side}&format=csv`);
        assert.match(csv.headers.get('content-type')!, /text\/csv/);
        assert.ok(csv.body.includes(redeemed));
        assertOwn(csv.body, mode, `reconciliation CSV as ${side}`);
        const invoice = await call(mode, who, 'GET', `/v1/reports/invoice?month=${month}&as=${side}`);
        assert.equal(invoice.status, 200);
        // Each mode redeemed one ticket in the set-up (and may have redeemed the second since): its own count only.
        const tickets = invoice.body.reduce((sum: number, row: { tickets: number }) => sum + row.tickets, 0);
        const { rows } = await scratch.db.of(mode).pool.query<{ n: number }>('select count(*)::int as n from redemption');
        assert.equal(tickets, rows[0]!.n, `${mode} ${side}: the invoice counts this mode's redemptions`);
        const invoiceCsv = await call(mode, who, 'GET', `/v1/reports/invoice?month=${month}&as=${side}&format=csv`);
        assert.equal(invoiceCsv.status, 200);
        assert.equal(invoiceCsv.body.trim().split('\n').length, 1 + invoice.body.length);
      }
    }
    // The live ledger holds no test ticket, whatever any report reads.
    const { rows } = await scratch.db.pool.query<{ barcode: string }>('select barcode from redemption');
    assert.deepEqual(
      rows.filter((r) => ids.test.barcodes.includes(r.barcode)),
      [],
    );
  });

  it('Idempotency-Keys: the same key in each mode gets an answer of its own (no 422); repeats replay their own mode’s', async function () {
    const key = `key-${randomUUID()}`;
    const expires = new Date(Date.now() + 600_000).toISOString();
    const body = (mode: Mode) => ({
      supplier: w.owner.email,
      product: 'BOAT',
      date: FAR,
      adult: mode === 'live' ? 1 : 2,
      expires,
    });
    const first: Record<string, string> = {};
    for (const mode of MODES) {
      const res = await call(mode, w.agent, 'POST', '/v1/reservation', body(mode), { 'idempotency-key': key });
      assert.equal(res.status, 200, `${mode}: ${JSON.stringify(res.body)}`);
      assert.equal(res.headers.get('idempotent-replayed'), null, `${mode}: a first answer, not the other mode's replayed`);
      first[mode] = res.body.reservation;
      ids[mode].reservations.push(res.body.reservation);
    }
    assert.notEqual(first.live, first.test);
    for (const mode of MODES) {
      const repeat = await call(mode, w.agent, 'POST', '/v1/reservation', body(mode), { 'idempotency-key': key });
      assert.deepEqual([repeat.status, repeat.body.reservation, repeat.headers.get('idempotent-replayed')], [200, first[mode], 'true'], mode);
      // The other mode's body with this key: this mode's own record decides (another body: 422).
      const reused = await call(mode, w.agent, 'POST', '/v1/reservation', body(other(mode)), { 'idempotency-key': key });
      assert.deepEqual([reused.status, reused.body], [422, { error: 'IDEMPOTENCY_KEY_REUSED' }], mode);
    }
  });

  it('the request log: each mode lists its own requests only, and a request of the other is not found', async function () {
    for (const mode of MODES) {
      for (const who of [w.agent, w.owner]) {
        const mine = new Set(ids[mode].requests.get(who.email));
        const theirs = new Set(ids[other(mode)].requests.get(who.email));
        const listed: { id: string }[] = [];
        for (let before = ''; ; ) {
          const page = await call(mode, who, 'GET', `/v1/requests?limit=200${before}`);
          assert.equal(page.status, 200);
          listed.push(...page.body.requests);
          if (!page.body.has_more) break;
          before = `&before=${page.body.next}`;
        }
        assert.deepEqual(
          listed.filter((e) => theirs.has(e.id)),
          [],
          `${mode}: ${who.email}'s log lists the other mode's requests`,
        );
        // Every request this mode made before the listing began is there.
        const found = new Set(listed.map((e) => e.id));
        const missing = [...mine].filter((id) => !found.has(id));
        assert.deepEqual(missing, [], `${mode}: its own requests are listed`);
        for (const id of [...theirs].slice(0, 3)) {
          const one = await call(mode, who, 'GET', `/v1/requests/${id}`);
          assert.deepEqual([one.status, one.body], [404, { error: 'REQUEST_NOT_FOUND' }], `${mode} GET /v1/requests/${id}`);
        }
        const own = await call(mode, who, 'GET', `/v1/requests/${[...mine][0]}`);
        assert.equal(own.status, 200);
      }
    }
  });

  it('the delivery log: each mode’s notifications are its own; the other’s are not found nor redelivered', async function () {
    // Live: delivered to the live receivers; test: recorded, not sent (no test_notification_url).
    const logs = {} as Record<Mode, Record<string, { id: string; status: string; supplier_reference: string | null }[]>>;
    for (const mode of MODES) {
      logs[mode] = {};
      for (const who of [w.agent, w.owner]) {
        logs[mode][who.email] = await eventually(
          async () => {
            const log = await call(mode, who, 'GET', '/v1/notifications?limit=100');
            assert.equal(log.status, 200);
            const events = log.body.map((n: { event: string }) => n.event);
            // The owner hears of its bookings, the agent of its redeemed tickets.
            assert.ok(events.includes(who === w.owner ? 'booking_confirmation' : 'ticket_redemption'), `${mode} ${who.email}: ${events}`);
            assert.ok(
              log.body.every((n: { status: string }) => n.status === (mode === 'live' ? 'delivered' : 'not_sent')),
              JSON.stringify(log.body),
            );
            return log.body;
          },
          20_000,
          `${mode} notifications`,
        );
        ids[mode].notifications.push(...logs[mode][who.email]!.map((n) => n.id));
      }
    }
    for (const mode of MODES) {
      for (const who of [w.agent, w.owner]) {
        assertOwn(logs[mode][who.email], mode, `delivery log of ${who.email}`);
        for (const id of ids[other(mode)].notifications) {
          const one = await call(mode, who, 'GET', `/v1/notifications/${id}`);
          assert.deepEqual([one.status, one.body], [404, { error: 'NOTIFICATION_NOT_FOUND' }], `${mode} GET /v1/notifications/${id}`);
          const again = await call(mode, who, 'POST', `/v1/notifications/${id}/redeliver`);
          assert.deepEqual([again.status, again.body], [404, { error: 'NOTIFICATION_NOT_FOUND' }], `${mode} redeliver ${id}`);
        }
      }
    }
    // No live receiver ever got a test booking.
    const received = JSON.stringify([...w.ownerInbox.requests, ...w.agentInbox.requests, ...w.delegateInbox.requests].map((r) => r.rawBody));
    assert.deepEqual(leaked(received, 'live'), []);
    assert.ok(received.includes(answers.live.booked.reference), 'the live receivers got the live booking');
  });

  it('availability changes and the feed: a push is in its own mode’s feed only, and each mode numbers its own', async function () {
    const push = async (mode: Mode, dates: string[]) => {
      const res = await call(mode, w.owner, 'POST', '/v1/availability_changes', { product: 'BOAT', dates });
      assert.equal(res.status, 200, `${mode}: ${JSON.stringify(res.body)}`);
      return res.body.sequence as number;
    };
    const live1 = await push('live', ['2031-08-01']);
    const test1 = await push('test', ['2031-08-11']);
    const test2 = await push('test', ['2031-08-12']);
    const test3 = await push('test', ['2031-08-13']);
    const live2 = await push('live', ['2031-08-02']);
    assert.deepEqual([test2 - test1, test3 - test2, live2 - live1], [1, 1, 1], 'no mode takes a number of the other’s');
    const mine = { live: ['2031-08-01', '2031-08-02'], test: ['2031-08-11', '2031-08-12', '2031-08-13'] };
    for (const mode of MODES) {
      const feed = await call(mode, w.agent, 'GET', '/v1/availability_changes?limit=1000');
      assert.equal(feed.status, 200);
      const pushed = feed.body.changes
        .filter((c: { source: string; kind: string }) => c.source === 'supplier' && c.kind === 'availability')
        .map((c: { date: string }) => c.date);
      assert.deepEqual(pushed, mine[mode], `${mode}'s feed`);
      assert.ok(feed.body.next >= (mode === 'live' ? live2 : test3));
      // Reading on from this mode's own cursor finds nothing of the other's pushes.
      const on = await call(mode, w.agent, 'GET', `/v1/availability_changes?since=${mode === 'live' ? live1 : test1}`);
      assert.deepEqual(
        on.body.changes
          .filter((c: { source: string; kind: string }) => c.source === 'supplier' && c.kind === 'availability')
          .map((c: { date: string }) => c.date),
        mode === 'live' ? ['2031-08-02'] : ['2031-08-12', '2031-08-13'],
      );
    }
  });

  it('the availability cache: each mode serves and drops its own', async function () {
    const read = async (mode: Mode) => {
      const res = await call(mode, w.agent, 'GET', `/v1/availability?supplier=${w.owner.email}&product=BOAT&from=${CACHED}&to=${CACHED}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return `${res.body[CACHED].availability.vacancies} ${/; hit;/.test(res.headers.get('cache-status')!) ? 'hit' : 'miss'}`;
    };
    assert.equal(await read('live'), '7 miss');
    assert.equal(await read('live'), '7 hit');
    assert.equal(await read('test'), '20 miss', 'test mode never reads live’s cache');
    assert.equal(await read('test'), '20 hit');
    // A push drops the days in its own mode only.
    assert.equal((await call('test', w.owner, 'POST', '/v1/availability_changes', { product: 'BOAT', dates: [CACHED] })).status, 200);
    assert.equal(await read('live'), '7 hit');
    assert.equal(await read('test'), '20 miss');
    assert.equal((await call('live', w.owner, 'POST', '/v1/availability_changes', { product: 'BOAT', dates: [CACHED] })).status, 200);
    assert.equal(await read('test'), '20 hit');
    assert.equal(await read('live'), '7 miss');
    // A sale drops the days it touches in its own mode only: a test hold leaves live's cache alone.
    const held = await call('test', w.agent, 'POST', '/v1/reservation', {
      supplier: w.owner.email,
      product: 'BOAT',
      date: CACHED,
      adult: 3,
      expires: new Date(Date.now() + 600_000).toISOString(),
    });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    ids.test.reservations.push(held.body.reservation);
    assert.equal(await read('live'), '7 hit');
    assert.equal(await read('test'), '17 miss', 'the simulated supplier counts the test hold');
  });

  it('rate limits are each mode’s own: availability without the cache, and test notifications', async function () {
    const fresh = (mode: Mode) =>
      call(mode, w.agent, 'GET', `/v1/availability?supplier=${w.owner.email}&product=BOAT&from=2031-09-01&to=2031-09-01`, undefined, {
        'cache-control': 'no-cache',
      }).then((r) => r.status);
    // Test mode spends its whole budget; live still has all of its own, and then none.
    const budget = 30;
    for (let i = 0; i < budget; i++) assert.equal(await fresh('test'), 200, `test read ${i}`);
    assert.equal(await fresh('test'), 429);
    for (let i = 0; i < budget; i++) assert.equal(await fresh('live'), 200, `live read ${i}`);
    assert.equal(await fresh('live'), 429);

    const test = async (mode: Mode) => {
      const res = await call(mode, w.owner, 'POST', '/v1/notifications/test');
      return `${res.status} ${res.body.status ?? res.body.error}`;
    };
    for (let i = 0; i < 10; i++) assert.equal(await test('test'), '200 not_sent', `test notification ${i}`);
    assert.equal(await test('test'), '429 TOO_MANY_REQUESTS');
    assert.equal(await test('live'), '200 delivered', 'live mode’s budget is untouched');
  });
});
