import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Booking, Notification, Reservation, Ticket } from '../../src/db/entities/index.ts';
import { addDays } from '../../src/domain/dates.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { createBookingActivities } from '../../activities/bookings/index.ts';
import { statusQuery } from '../../contracts/status.ts';
import { createAccount } from '../helpers/accounts.ts';
import { documentSchemas } from '../helpers/openapiCheck.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, received } from '../helpers/supplierBehaviour.ts';

const em = () => testStack().db.fork();

describe('booking lifecycle', function () {
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld();
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  describe('reservation', function () {
    it('holds seats at the supplier and answers with our reservation id and the locked price', async function () {
      const expires = new Date(Date.now() + 600_000).toISOString();
      const res = await w.reserve({ expires, pickup: 'Central Station', time: '10:00' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(Object.keys(res.body).sort(), ['currency', 'discount', 'net', 'reservation', 'rrp']);
      assert.deepEqual([res.body.rrp, res.body.net, res.body.discount], [125, 100, 0]);
      const call = w.ownerCallbacks.requests.find((r) => r.path === '/reservation')!;
      assert.ok(call.headers['idempotency-key']);
      assert.deepEqual(call.body, {
        agent: w.agent.email,
        product: 'BOAT',
        option: null,
        date: FAR,
        time: '10:00',
        pickup: 'Central Station',
        adult: 2,
        youth: 0,
        child: 1,
        infant: 0,
        senior: 0,
        student: 0,
        expires,
      });
      const stored = await em().findOneOrFail(Reservation, { id: res.body.reservation });
      assert.equal(stored.status, 'held');
      assert.match(stored.supplierCode ?? '', /^R-/);
    });

    it('applies a promotion to the locked price', async function () {
      await w.api.call('PUT', '/v1/promotions/KIDS', { auth: w.owner.auth, json: { description: 'Kids', discount: { child: 5 } } });
      const res = await w.reserve({ promotion: 'KIDS' });
      assert.deepEqual([res.body.rrp, res.body.net, res.body.discount], [125, 100, 5]);
      await w.api.call('DELETE', '/v1/promotions/KIDS', { auth: w.owner.auth });
    });

    it('passes the supplier refusal codes through', async function () {
      for (const code of ['SOLD_OUT', 'NOT_AVAILABLE', 'PAST_CUTOFF_DATE']) {
        w.ownerState.refuseNextReservation.push(code);
        const res = await w.reserve({});
        assert.deepEqual([res.status, res.body], [400, { error: code }]);
      }
      w.ownerState.refuseNextReservation.push('SOMETHING_ODD');
      const odd = await w.reserve({});
      assert.deepEqual([odd.status, odd.body], [502, { error: 'SUPPLIER_ERROR' }]);
    });

    const refusals: [string, Record<string, unknown>, number, string][] = [
      ['no tickets', { adult: 0, child: 0 }, 400, 'INVALID_COUNTS'],
      ['more than 100 tickets', { adult: 101 }, 400, 'INVALID_COUNTS'],
      ['a negative count', { adult: -1 }, 400, 'INVALID_REQUEST'],
      ['a fractional count', { adult: 1.5 }, 400, 'INVALID_REQUEST'],
      ['a ticket type without a rate', { senior: 1 }, 400, 'NO_RATE'],
      ['an expiry in the past', { expires: new Date(Date.now() - 1000).toISOString() }, 400, 'INVALID_EXPIRES'],
      ['an expiry that is not a date-time', { expires: 'tomorrow' }, 400, 'INVALID_EXPIRES'],
      ['a bad date', { date: '2031-02-29' }, 400, 'INVALID_DATE'],
      ['a freesale product', { product: 'MUSEUM' }, 400, 'RESERVATION_NOT_NEEDED'],
      ['an unknown product', { product: 'NOPE' }, 404, 'PRODUCT_NOT_FOUND'],
      ['an unknown option', { option: 'FR' }, 404, 'OPTION_NOT_FOUND'],
      ['an unknown field', { colour: 'red' }, 400, 'INVALID_REQUEST'],
    ];
    for (const [what, body, status, code] of refusals) {
      it(`refuses ${what} with ${code}, without calling the supplier`, async function () {
        const res = await w.reserve(body);
        assert.deepEqual([res.status, res.body], [status, { error: code }]);
        assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/reservation').length, 0);
      });
    }

    it('refuses an agent without a grant with 403', async function () {
      const stranger = await createAccount(w.api);
      const res = await w.reserve({}, stranger);
      assert.deepEqual([res.status, res.body], [403, { error: 'FORBIDDEN' }]);
    });

    it('replays the first answer for a repeated Idempotency-Key and refuses the key with another body', async function () {
      const key = randomUUID();
      const body = { expires: new Date(Date.now() + 600_000).toISOString() };
      const first = await w.reserve(body, w.agent, { 'idempotency-key': key });
      const again = await w.reserve(body, w.agent, { 'idempotency-key': key });
      assert.equal(first.status, 200);
      assert.deepEqual(again.body, first.body);
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/reservation').length, 1);
      const other = await w.reserve({ ...body, adult: 3 }, w.agent, { 'idempotency-key': key });
      assert.deepEqual([other.status, other.body], [422, { error: 'IDEMPOTENCY_KEY_REUSED' }]);
      // A first attempt that died unanswered does not hold its key forever.
      const stale = randomUUID();
      const agentRow: { id: string }[] = await em().getConnection().execute('select id from account where email = ?', [w.agent.email]);
      await em()
        .getConnection()
        .execute(`insert into idempotency_record (account_id, key, request_hash, created_at) values (?, ?, 'x', now() - interval '10 minutes')`, [
          agentRow[0]!.id,
          stale,
        ]);
      assert.equal((await w.reserve(body, w.agent, { 'idempotency-key': stale })).status, 200);
    });
  });

  describe('booking confirmation', function () {
    it('confirms a held reservation at the supplier and answers with barcodes and prices', async function () {
      const { reservation, booking } = await w.book({}, { customer: { first_name: 'Ada', mobile: '+3161234' } });
      assert.deepEqual(Object.keys(booking).sort(), ['barcode', 'currency', 'discount', 'mobile', 'net', 'reference', 'rrp', 'tickets']);
      assert.equal(booking.mobile, true);
      assert.match(booking.reference, /^S-/);
      assert.deepEqual([booking.rrp, booking.net, booking.discount], [125, 100, 0]);
      assert.deepEqual(
        booking.tickets.map((t: { type: string }) => t.type),
        ['adult', 'adult', 'child'],
      );
      const call = w.ownerCallbacks.requests.find((r) => r.path === '/booking_confirmation')!;
      const stored = await em().findOneOrFail(Reservation, { id: reservation.reservation });
      assert.equal(stored.status, 'claimed');
      const sent = call.body as Record<string, unknown>;
      assert.equal(sent.reservation, stored.supplierCode);
      assert.equal(sent.agent, w.agent.email);
      assert.match(String(sent.reference), /^REF-/);
      assert.deepEqual(sent.customer, { first_name: 'Ada', mobile: '+3161234' });
      assert.equal(sent.notes, 'window seat');
      assert.equal(sent.child, 1);
    });

    it('notifies the owner with the full booking, Basic auth and an Idempotency-Key', async function () {
      const { booking } = await w.book();
      const note = await received(w.ownerInbox, '/booking_confirmation', {
        matches: (r) => (r.body as { supplier_reference?: string }).supplier_reference === booking.reference,
        ms: 15_000,
        what: 'confirmation notification at the owner',
      });
      assert.equal(note.headers.authorization, `Basic ${Buffer.from('n-user:n-secret').toString('base64')}`);
      assert.ok(note.headers['idempotency-key']);
      const body = note.body as Record<string, unknown>;
      assert.equal(body.supplier_reference, booking.reference);
      assert.equal(body.agent, w.agent.email);
      assert.equal(body.cancelled, false);
      assert.equal(body.product, 'BOAT');
      assert.equal(body.barcode, booking.barcode);
      assert.deepEqual(
        body.tickets,
        booking.tickets.map((t: object) => ({ ...t, redeemed: false })),
      );
      // Who is notified is decided when the notifications are queued: only the owner, no delegate.
      const stored = await em().findOneOrFail(Booking, { supplierReference: booking.reference });
      const queued = await em().find(Notification, { bookingId: stored.id, event: 'booking_confirmation' }, { populate: ['recipient'] });
      assert.deepEqual(
        queued.map((n) => n.recipient.email),
        [w.owner.email],
      );
    });

    it('sends every supplier call of a delegated product to the delegate, and notifies both', async function () {
      const { booking } = await w.book({ product: 'DELEGATED' });
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.method === 'POST').length, 0);
      assert.deepEqual(
        w.delegateCallbacks.requests.filter((r) => r.method === 'POST').map((r) => r.path),
        ['/reservation', '/booking_confirmation'],
      );
      assert.equal(w.delegateCallbacks.requests[0]!.headers.authorization, `Basic ${Buffer.from('delegate-user:delegate-pass').toString('base64')}`);
      for (const inbox of [w.ownerInbox, w.delegateInbox]) {
        await eventually(
          () =>
            assert.ok(
              inbox.requests.some(
                (r) => r.path === '/booking_confirmation' && (r.body as { supplier_reference?: string }).supplier_reference === booking.reference,
              ),
            ),
          15_000,
          'notification',
        );
      }
    });

    it('confirms a freesale product without a reservation, priced at confirmation', async function () {
      const booking = await w.freesale({ adult: 2 });
      assert.deepEqual([booking.rrp, booking.net], [100, 80]);
      assert.equal(booking.tickets.length, 2);
      const call = w.ownerCallbacks.requests.find((r) => r.path === '/booking_confirmation')!;
      assert.equal((call.body as { reservation: unknown }).reservation, null);
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/reservation').length, 0);
    });

    it('refuses a product that needs a reservation without one, and a freesale call without a supplier', async function () {
      const res = await w.confirm({ reservation: null, supplier: w.owner.email });
      assert.deepEqual([res.status, res.body], [400, { error: 'RESERVATION_REQUIRED' }]);
      const noSupplier = await w.confirm({ reservation: null, product: 'MUSEUM' });
      assert.deepEqual([noSupplier.status, noSupplier.body], [400, { error: 'INVALID_REQUEST' }]);
    });

    it('refuses free text with a control character, as a supplier’s cancellation message is refused: one rule for every text the supplier reads', async function () {
      const cases: [Record<string, unknown>, string][] = [
        [{ customer: { first_name: 'Ada\u0001' } }, 'customer.first_name'],
        [{ customer: { last_name: '\u001b[31mLovelace' } }, 'customer.last_name'],
        [{ notes: 'window seat\u0085please' }, 'notes'],
        [{ reference: `REF-\u0007${randomUUID().slice(0, 8)}` }, 'reference'],
      ];
      for (const [change, field] of cases) {
        const res = await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, ...change });
        assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_REQUEST' }], field);
        assert.equal(res.headers.get('error-detail'), `${field}: plain text: no control characters but line breaks and tabs`);
      }
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation').length, 0, 'the supplier was not asked');
      // Line breaks and tabs are plain text.
      const booking = await w.freesale({ adult: 1, notes: 'Arriving late:\n\tafter 22:00', customer: { first_name: 'Ada' } });
      assert.equal(booking.tickets.length, 1);
    });

    it("refuses unknown reservations, another agent's, a claimed one and one that does not match", async function () {
      const unknown = await w.confirm({ reservation: randomUUID() });
      assert.deepEqual([unknown.status, unknown.body], [400, { error: 'RESERVATION_INVALID' }]);
      const garbage = await w.confirm({ reservation: 'not-a-uuid' });
      assert.deepEqual([garbage.status, garbage.body], [400, { error: 'RESERVATION_INVALID' }]);
      const { reservation } = await w.book();
      const twice = await w.confirm({ reservation: reservation.reservation });
      assert.deepEqual([twice.status, twice.body], [400, { error: 'RESERVATION_INVALID' }]);
      const held = (await w.reserve({})).body.reservation;
      const mismatch = await w.confirm({ reservation: held, adult: 3 });
      assert.deepEqual([mismatch.status, mismatch.body], [400, { error: 'RESERVATION_INVALID' }]);
      const other = await createAccount(w.api);
      const foreign = await w.confirm({ reservation: held }, other);
      assert.deepEqual([foreign.status, foreign.body], [400, { error: 'RESERVATION_INVALID' }]);
    });

    it('returns the same booking for a repeated reference and 409 REFERENCE_IN_USE for another body', async function () {
      const body = { reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference: `R-${randomUUID()}` };
      const first = await w.confirm(body);
      const again = await w.confirm(body);
      assert.equal(first.status, 200);
      assert.deepEqual(again.body, first.body);
      const changed = await w.confirm({ ...body, notes: 'another body' });
      assert.deepEqual([changed.status, changed.body], [409, { error: 'REFERENCE_IN_USE' }]);
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation').length, 1);
    });

    it('books once when the same reference is sent five times concurrently', async function () {
      const body = { reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference: `C-${randomUUID()}` };
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => w.confirm(body)));
      assert.deepEqual(
        answers.map((a) => a.status),
        [200, 200, 200, 200, 200],
      );
      assert.equal(new Set(answers.map((a) => a.body.reference)).size, 1);
      const calls = w.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation');
      assert.equal(new Set(calls.map((c) => c.headers['idempotency-key'])).size, 1);
      assert.equal([...w.ownerState.bookings.values()].filter((b) => b.body.reference === body.reference).length, 1);
      assert.equal(await em().count(Booking, { agentReference: body.reference }), 1);
    });

    it('retries a supplier answering 500 twice and dropping the connection once: one booking, one key', async function () {
      w.ownerCallbacks.failNext(2, 500, '/booking_confirmation');
      w.ownerCallbacks.dropNext(1, '/booking_confirmation');
      const booking = await w.freesale({ reference: `F-${randomUUID()}` });
      const calls = w.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation');
      assert.equal(calls.length, 4);
      assert.equal(new Set(calls.map((c) => c.headers['idempotency-key'])).size, 1);
      assert.equal(w.ownerState.bookings.size, 1);
      assert.equal([...w.ownerState.bookings.keys()][0], booking.reference);
    });

    it('gives a claimed reservation back to the supplier when the booking is refused', async function () {
      const held = (await w.reserve({})).body.reservation;
      w.ownerCallbacks.failNext(1, 400, '/booking_confirmation');
      const res = await w.confirm({ reservation: held });
      assert.equal(res.status, 502);
      const code = (await em().findOneOrFail(Reservation, { id: held })).supplierCode;
      await eventually(
        () =>
          assert.ok(w.ownerCallbacks.requests.some((r) => r.path === '/reservation_cancellation' && (r.body as { reservation?: string }).reservation === code)),
        15_000,
        'release',
      );
      assert.equal((await em().findOneOrFail(Reservation, { id: held })).status, 'released');
    });

    it('checks the grant again when a reservation is confirmed', async function () {
      const other = await createAccount(w.api);
      await w.api.call('PUT', `/v1/agents/${other.email}`, { auth: w.owner.auth });
      const held = (await w.reserve({}, other)).body.reservation;
      await w.api.call('DELETE', `/v1/agents/${other.email}`, { auth: w.owner.auth });
      const res = await w.confirm({ reservation: held }, other);
      assert.deepEqual([res.status, res.body], [403, { error: 'FORBIDDEN' }]);
    });

    it("fails the booking with the supplier's code when the supplier refuses it, and says so again on repeat", async function () {
      w.ownerCallbacks.failNext(1, 400, '/booking_confirmation');
      const body = { reference: `X-${randomUUID()}` };
      const res = await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, ...body });
      assert.deepEqual([res.status, res.body], [502, { error: 'SUPPLIER_ERROR' }]);
      const again = await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, ...body });
      assert.deepEqual([again.status, again.body], [502, { error: 'SUPPLIER_ERROR' }]);
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation').length, 1);
    });
  });

  describe('booking update', function () {
    it('updates a freesale booking: all tickets listed, new reference and barcodes, time and time_slot sent', async function () {
      const reference = `U-${randomUUID()}`;
      const booking = await w.freesale({ adult: 1, reference });
      const res = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: booking.reference, adult: 2, time: '11:00' } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.tickets.length, 2);
      assert.notEqual(res.body.reference, booking.reference);
      assert.deepEqual([res.body.rrp, res.body.net], [100, 80]);
      const call = w.ownerCallbacks.requests.find((r) => r.path === '/booking_update')!;
      const sent = call.body as Record<string, unknown>;
      assert.equal(sent.booking, booking.reference);
      assert.equal(sent.time, '11:00');
      assert.equal(sent.time_slot, '11:00');
      assert.equal(sent.adult, 2);
      const stored = await em().findOneOrFail(Booking, { supplierReference: res.body.reference }, { populate: ['tickets'] });
      assert.deepEqual(
        stored.tickets.getItems().map((t) => t.barcode),
        res.body.tickets.map((t: { barcode: string }) => t.barcode),
      );
      const notice = await received(w.ownerInbox, '/booking_update', { ms: 15_000, what: 'update notification at the owner' });
      // The booking as it now is, and nothing of our bookkeeping (the change's status or version).
      assert.equal((notice.body as Record<string, unknown>).supplier_reference, res.body.reference);
      for (const key of ['status', 'version']) assert.ok(!(key in (notice.body as object)), `the notification carries ${key}`);
      // The same update again (an agent's retry after a 503, say) changes nothing at the supplier.
      // (by the agent's own reference: the supplier's changed with the update)
      const again = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: reference, adult: 2, time: '11:00' } });
      assert.deepEqual(again.body, res.body);
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_update').length, 1);
    });

    it('commits an update once when two attempts of its step race: the one that commits second changes nothing', async function () {
      const booking = await w.freesale({ adult: 1, reference: `RACE-${randomUUID().slice(0, 8)}` });
      const row = await em().findOneOrFail(Booking, { supplierReference: booking.reference });
      // The workflow's attempt reaches the supplier, whose answer then takes a second to come back.
      w.ownerCallbacks.answerLateNext(1, 1500, '/booking_update');
      const viaApi = w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: booking.reference, adult: 2 } });
      await eventually(
        () => assert.ok(w.ownerCallbacks.requests.some((r) => r.path === '/booking_update' && (r.body as { booking?: string }).booking === booking.reference)),
        10_000,
        'the first attempt at the supplier',
      );
      const updating = await em().findOneOrFail(Booking, { id: row.id });
      assert.equal(updating.status, 'updating');
      // A second attempt of the same step (a replayed workflow task on another worker) runs meanwhile and commits first.
      const activities = createBookingActivities({
        db: testStack().db,
        suppliers: w.api.suppliers,
        logger: w.api.logger,
      });
      const second = await activities.updateAtSupplier({ bookingId: row.id, version: updating.version, idempotencyKey: randomUUID() });
      const first = await viaApi;
      assert.equal(first.status, 200, JSON.stringify(first.body));
      const after = await em().findOneOrFail(Booking, { id: row.id }, { populate: ['tickets'] });
      assert.equal(after.status, 'confirmed');
      // Two tickets, from one answer: the later commit replaced nothing.
      assert.equal(after.tickets.length, 2);
      assert.equal(new Set(after.tickets.getItems().map((t) => t.barcode.split('-').slice(0, -2).join('-'))).size, 1);
      assert.equal(await em().count(Notification, { bookingId: row.id, event: 'booking_update' }), 1);
      assert.deepEqual(
        second.notificationIds,
        (await em().find(Notification, { bookingId: row.id, event: 'booking_update' })).map((n) => n.id),
      );
    });

    it("accepts the confirmation's whole body plus booking, time_slot for time, and applies every field", async function () {
      await w.api.call('PUT', '/v1/promotions/UPD5', { auth: w.owner.auth, json: { description: 'Update deal', discount: { adult: 5 } } });
      try {
        const reference = `FULL-${randomUUID().slice(0, 8)}`;
        const booking = await w.freesale({ reference, adult: 1, child: 0, date: FAR });
        // The confirmation's body as an agent would send it again, with `booking` added and a
        // value changed in every field that can change.
        const update = {
          booking: booking.reference,
          reservation: null,
          reference,
          supplier: w.owner.email.toUpperCase(),
          product: 'MUSEUM',
          option: null,
          promotion: 'upd5',
          date: addDays(FAR, 1),
          time_slot: '14:00',
          pickup: 'Hotel Krasnapolsky',
          adult: 2,
          child: 1,
          youth: 0,
          infant: 0,
          senior: 0,
          student: 0,
          customer: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', mobile: '+31 6 1234', language: 'en', country: 'US' },
          notes: 'aisle seat',
        };
        const res = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: update });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.equal(res.body.tickets.length, 3);
        // MUSEUM: adult 50/40, child 25/20; UPD5 takes 5 off each adult.
        assert.deepEqual([res.body.rrp, res.body.net, res.body.discount], [125, 100, 10]);
        const sent = w.ownerCallbacks.requests.find((r) => r.path === '/booking_update')!.body as Record<string, unknown>;
        assert.equal(sent.booking, booking.reference);
        assert.equal(sent.reference, reference);
        assert.equal(sent.date, addDays(FAR, 1));
        assert.equal(sent.time, '14:00');
        assert.equal(sent.time_slot, '14:00');
        assert.equal(sent.pickup, 'Hotel Krasnapolsky');
        assert.deepEqual([sent.adult, sent.child], [2, 1]);
        assert.deepEqual(sent.customer, update.customer);
        assert.equal(sent.notes, 'aisle seat');
        const stored = await em().findOneOrFail(Booking, { agentReference: reference });
        assert.deepEqual(
          [stored.travelDate, stored.travelTime, stored.pickup, stored.promotion, stored.adult, stored.child, stored.notes, stored.customer.first_name],
          [addDays(FAR, 1), '14:00', 'Hotel Krasnapolsky', 'UPD5', 2, 1, 'aisle seat', 'Grace'],
        );
        // The same change named the other way (`time`, without the naming fields) is a repeat: no second supplier call.
        const { time_slot: _slot, reference: _ref, supplier: _sup, product: _prod, ...rest } = update;
        const again = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { ...rest, booking: reference, time: '14:00' } });
        assert.equal(again.status, 200, JSON.stringify(again.body));
        assert.deepEqual(again.body, res.body);
        assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_update').length, 1);
      } finally {
        await w.api.call('DELETE', '/v1/promotions/UPD5', { auth: w.owner.auth });
      }
    });

    it('refuses a reference, supplier or product naming another booking, and time and time_slot that disagree, changing nothing', async function () {
      const reference = `MINE-${randomUUID().slice(0, 8)}`;
      const booking = await w.freesale({ reference });
      const otherReference = `OTHER-${randomUUID().slice(0, 8)}`;
      await w.freesale({ reference: otherReference });
      const update = (json: object) =>
        w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: booking.reference, adult: 3, ...json } });
      const refusals: [object, string][] = [
        [{ reference: otherReference }, 'REFERENCE_MISMATCH'],
        [{ reference: 'NOT-A-BOOKING' }, 'REFERENCE_MISMATCH'],
        [{ supplier: w.delegate.email }, 'SUPPLIER_MISMATCH'],
        [{ product: 'BOAT' }, 'PRODUCT_MISMATCH'],
        [{ time: '10:00', time_slot: '11:00' }, 'INVALID_REQUEST'],
        [{ time_slot: '25:00' }, 'INVALID_REQUEST'],
      ];
      for (const [json, code] of refusals) {
        const res = await update(json);
        assert.deepEqual([res.status, res.body], [400, { error: code }], JSON.stringify(json));
      }
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_update').length, 0);
      const stored = await em().findOneOrFail(Booking, { agentReference: reference });
      assert.deepEqual([stored.status, stored.adult, stored.version], ['confirmed', 1, 1]);
      // Its own reference, supplier and product, and agreeing names, are accepted.
      const ok = await update({ reference, supplier: w.owner.email, product: 'MUSEUM', time: '10:00', time_slot: '10:00' });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assert.equal(ok.body.tickets.length, 3);
    });

    it('keeps the locked price when the tickets do not change', async function () {
      await w.api.call('PUT', '/v1/rates/MUSEUM', { auth: w.owner.auth, json: { rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25, net: 20 } } } });
      const booking = await w.freesale({ adult: 1 });
      await w.api.call('PUT', '/v1/rates/MUSEUM', { auth: w.owner.auth, json: { rates: { adult: { rrp: 60, net: 48 }, child: { rrp: 25, net: 20 } } } });
      try {
        const res = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: booking.reference, notes: 'late arrival' } });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.deepEqual([res.body.rrp, res.body.net], [50, 40]);
      } finally {
        await w.api.call('PUT', '/v1/rates/MUSEUM', { auth: w.owner.auth, json: { rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25, net: 20 } } } });
      }
    });

    it('needs a reservation covering exactly the added tickets for a product sold with reservations', async function () {
      const { booking } = await w.book({ adult: 2, child: 1 });
      const update = (json: object) => w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: booking.reference, ...json } });
      assert.deepEqual((await update({ adult: 3, child: 1 })).body, { error: 'RESERVATION_REQUIRED' });
      const tooMany = (await w.reserve({ adult: 2, child: 0 })).body.reservation;
      assert.deepEqual((await update({ adult: 3, child: 1, reservation: tooMany })).body, { error: 'RESERVATION_INVALID' });
      const otherSlot = (await w.reserve({ adult: 1, child: 0, time: '18:00' })).body.reservation;
      assert.deepEqual((await update({ adult: 3, child: 1, reservation: otherSlot })).body, { error: 'RESERVATION_INVALID' });
      const extra = (await w.reserve({ adult: 1, child: 0 })).body.reservation;
      const res = await update({ adult: 3, child: 1, reservation: extra });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.tickets.length, 4);
      const sent = w.ownerCallbacks.requests.find((r) => r.path === '/booking_update')!.body as Record<string, unknown>;
      assert.equal(sent.reservation, (await em().findOneOrFail(Reservation, { id: extra })).supplierCode);
      // fewer tickets need no reservation
      const fewer = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: res.body.reference, adult: 1, child: 0 } });
      assert.equal(fewer.status, 200, JSON.stringify(fewer.body));
      assert.equal(fewer.body.tickets.length, 1);
    });

    it('refuses updates on the travel date, of cancelled bookings and of bookings with a redeemed ticket', async function () {
      const today = await w.freesale({ date: w.today() });
      const onDay = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: today.reference, adult: 2 } });
      assert.deepEqual([onDay.status, onDay.body], [400, { error: 'PAST_CUTOFF_DATE' }]);
      const later = await w.freesale({ date: addDays(w.today(), 5) });
      const intoPast = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: later.reference, date: addDays(w.today(), -1) } });
      assert.deepEqual([intoPast.status, intoPast.body], [400, { error: 'PAST_CUTOFF_DATE' }]);

      const redeemed = await w.freesale({});
      await em().nativeUpdate(Ticket, { barcode: redeemed.tickets[0].barcode }, { redeemedAt: new Date() });
      const afterScan = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: redeemed.reference, adult: 2 } });
      assert.deepEqual([afterScan.status, afterScan.body], [400, { error: 'TICKET_REDEEMED' }]);
      const cancelScanned = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: redeemed.reference } });
      assert.deepEqual([cancelScanned.status, cancelScanned.body], [400, { error: 'TICKET_REDEEMED' }]);

      const cancelled = await w.freesale({});
      await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: cancelled.reference } });
      const afterCancel = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: cancelled.reference, adult: 2 } });
      assert.deepEqual([afterCancel.status, afterCancel.body], [400, { error: 'BOOKING_CANCELLED' }]);

      const unknown = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: 'nope', adult: 2 } });
      assert.deepEqual([unknown.status, unknown.body], [404, { error: 'BOOKING_NOT_FOUND' }]);
    });
  });

  describe('booking cancellation', function () {
    it('cancels at the supplier by agent or supplier reference, notifies, and repeating is harmless', async function () {
      const reference = `K-${randomUUID()}`;
      const booking = await w.freesale({ reference });
      const res = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: reference } });
      assert.deepEqual([res.status, res.body], [200, {}]);
      const call = w.ownerCallbacks.requests.find((r) => r.path === '/booking_cancellation')!;
      assert.deepEqual(call.body, { booking: booking.reference, agent: w.agent.email, reference });
      assert.ok(call.headers['idempotency-key']);
      assert.equal(w.ownerState.bookings.get(booking.reference)?.cancelled, true);
      const again = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: booking.reference } });
      assert.deepEqual([again.status, again.body], [200, {}]);
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_cancellation').length, 1);
      const note = await received(w.ownerInbox, '/booking_cancellation', { ms: 15_000, what: 'cancellation notification at the owner' });
      assert.equal((note.body as { cancelled: boolean }).cancelled, true);
    });

    it('refuses one day or less before the travel date in the product time zone', async function () {
      for (const days of [0, 1]) {
        const booking = await w.freesale({ date: addDays(w.today(), days) });
        const res = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: booking.reference } });
        assert.deepEqual([res.status, res.body], [400, { error: 'PAST_CUTOFF_DATE' }]);
      }
      const ok = await w.freesale({ date: addDays(w.today(), 2) });
      const res = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: ok.reference } });
      assert.equal(res.status, 200);
    });

    it('keeps the booking when the supplier refuses the cancellation', async function () {
      const booking = await w.freesale({});
      w.ownerCallbacks.failNext(1, 400, '/booking_cancellation');
      const res = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: booking.reference } });
      assert.equal(res.status, 502);
      const stored = await em().findOneOrFail(Booking, { supplierReference: booking.reference });
      assert.equal(stored.status, 'confirmed');
      const retry = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: booking.reference } });
      assert.equal(retry.status, 200);
    });
  });

  describe('the supplier document', function () {
    it('describes every request we send to a supplier: each path is a documented callback and each POST body on the wire matches GET /openapi/supplier.json', async function () {
      const { booking } = await w.book({ adult: 2, child: 0 });
      const extra = (await w.reserve({ adult: 1, child: 0 })).body.reservation;
      const updated = await w.api.call('POST', '/v1/booking_update', {
        auth: w.agent.auth,
        json: { booking: booking.reference, adult: 3, reservation: extra },
      });
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      const spare = (await w.reserve({ adult: 1, child: 0 })).body.reservation;
      await w.api.call('POST', '/v1/reservation_cancellation', { auth: w.agent.auth, json: { reservation: spare } });
      await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: updated.body.reference } });
      await eventually(
        () => {
          assert.ok(
            w.ownerCallbacks.requests.some((r) => r.path === '/reservation_cancellation'),
            'no release at the supplier',
          );
          assert.ok(
            w.ownerCallbacks.requests.some((r) => r.path === '/booking_cancellation'),
            'no cancellation at the supplier',
          );
        },
        20_000,
        'the release and the cancellation at the supplier',
      );

      const document = (await w.api.call('GET', '/openapi/supplier.json')).body as {
        paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>>;
      };
      const schemas = documentSchemas(document, 'supplier.json');
      const seen = new Set<string>();
      for (const request of w.ownerCallbacks.requests) {
        const operation = document.paths[request.path]?.[request.method.toLowerCase()];
        assert.ok(operation, `${request.method} ${request.path} is a documented callback`);
        if (request.method !== 'POST') continue;
        const validate = schemas.at('paths', request.path, 'post', 'requestBody', 'content', 'application/json', 'schema');
        assert.ok(validate(request.body), `${request.path}: ${schemas.errors(validate)} in ${JSON.stringify(request.body)}`);
        assert.ok(request.headers['idempotency-key'], `${request.path} carries an Idempotency-Key`);
        seen.add(request.path);
      }
      assert.deepEqual([...seen].sort(), ['/booking_cancellation', '/booking_confirmation', '/booking_update', '/reservation', '/reservation_cancellation']);
    });
  });

  describe('the operator’s view in the Temporal UI', function () {
    it('gives every booking step and hold a one-line summary: reference, tickets, product, date, agent and supplier, no secret', async function () {
      const reference = `OPS-${randomUUID().slice(0, 8)}`;
      const { reservation, booking } = await w.book({ adult: 2, child: 1 }, { reference });
      const client = testStack().temporal.client;
      const stored = await em().findOneOrFail(Booking, { agentReference: reference }, { populate: ['agent'] });
      const confirmation = await client.workflow.getHandle(workflowIds.booking('live', stored.agent.id, reference)).describe();
      assert.equal(
        await confirmation.staticSummary(),
        `Booking confirmation ${reference} · 2 adult, 1 child · BOAT ${FAR} · agent ${w.agent.email} → supplier ${w.owner.email}`,
      );
      const hold = await client.workflow.getHandle(workflowIds.reservation('live', reservation.reservation)).describe();
      const holdSummary = (await hold.staticSummary()) ?? '';
      assert.match(holdSummary, new RegExp(`^Hold BOAT ${FAR} · 2 adult, 1 child · agent ${w.agent.email} → supplier ${w.owner.email} · until \\d{4}-`));
      const cancelled = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: booking.reference } });
      assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
      const cancelledVersion = (await em().findOneOrFail(Booking, { id: stored.id })).version;
      const cancellation = await client.workflow.getHandle(workflowIds.bookingCancellation('live', stored.id, cancelledVersion)).describe();
      assert.match((await cancellation.staticSummary()) ?? '', new RegExp(`^Booking cancellation ${reference} · `));
      for (const summary of [await confirmation.staticSummary(), holdSummary]) {
        assert.doesNotMatch(summary ?? '', new RegExp(`${w.agent.auth.password}|${w.owner.auth.password}|https?://`));
      }
    });
  });

  describe('the status query', function () {
    it('says what a hold and a booking step are doing: holding until when, calling the supplier, done', async function () {
      const client = testStack().temporal.client;
      const held = await w.reserve({ adult: 1, child: 0 });
      const hold = await client.workflow.getHandle(workflowIds.reservation('live', held.body.reservation)).query(statusQuery);
      assert.equal(hold.phase, 'holding the seats');
      assert.match(hold.detail ?? '', /^until \d{4}-\d\d-\d\dT/);

      // A supplier that answers 503 is retried: the step says it is calling the supplier.
      w.ownerCallbacks.on('POST', '/booking_confirmation', () => ({ status: 503, body: { error: 'DOWN' } }));
      const reference = `STATUS-${randomUUID().slice(0, 8)}`;
      const waiting = await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference });
      assert.equal(waiting.status, 503);
      const agentId = (await em().findOneOrFail(Booking, { agentReference: reference }, { populate: ['agent'] })).agent.id;
      const step = client.workflow.getHandle(workflowIds.booking('live', agentId, reference));
      // Which attempt failed last, with what, and when the next one starts.
      const calling = await eventually(
        async () => {
          const now = await step.query(statusQuery);
          assert.ok((now.attempt ?? 0) >= 2, `attempt ${now.attempt}`);
          return now;
        },
        10_000,
        'a second failed attempt',
      );
      assert.equal(calling.phase, 'calling the supplier');
      assert.match(calling.detail ?? '', /booking_confirmation/);
      assert.equal(calling.lastError, 'POST /booking_confirmation: supplier SERVER_ERROR 503');
      // The next attempt is the backoff after the failure: retryInitialMs (200 ms here) doubled per attempt.
      assert.equal(Date.parse(calling.nextAttemptAt ?? '') - Date.parse(calling.since), 200 * 2 ** (calling.attempt! - 1));
      const calls = w.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation' && (r.body as { reference?: string }).reference === reference);
      assert.ok(calls.length >= calling.attempt!, 'every attempt counted reached the supplier');
      assert.equal(new Set(calls.map((c) => c.headers['idempotency-key'])).size, 1, 'one key for every attempt');

      w.reset(); // the supplier answers again
      await step.result();
      assert.equal((await step.query(statusQuery)).phase, 'done');
    });
  });

  describe('booking lookup', function () {
    it('lists bookings with filters, paging and X-Total-Count, only to the agent, owner and supplier', async function () {
      const tag = randomUUID().slice(0, 6);
      for (let i = 0; i < 3; i++) await w.freesale({ reference: `L-${tag}-${i}`, date: addDays(FAR, i) });
      const list = await w.api.call('GET', `/v1/bookings?search=L-${tag}&limit=2`, { auth: w.agent.auth });
      assert.equal(list.status, 200);
      assert.equal(list.headers.get('x-total-count'), '3');
      assert.equal(list.body.length, 2);
      const page2 = await w.api.call('GET', `/v1/bookings?search=L-${tag}&limit=2&offset=2`, { auth: w.agent.auth });
      assert.equal(page2.body.length, 1);
      const ranged = await w.api.call('GET', `/v1/bookings?search=L-${tag}&travel_from=${addDays(FAR, 1)}&travel_to=${addDays(FAR, 1)}`, {
        auth: w.agent.auth,
      });
      assert.deepEqual(
        ranged.body.map((b: { agent_reference: string }) => b.agent_reference),
        [`L-${tag}-1`],
      );
      const asOwner = await w.api.call('GET', `/v1/bookings?as=supplier&search=L-${tag}&product=MUSEUM`, { auth: w.owner.auth });
      assert.equal(asOwner.headers.get('x-total-count'), '3');
      assert.equal(asOwner.body[0].owner, w.owner.email);
      const ownerAsAgent = await w.api.call('GET', `/v1/bookings?as=agent&search=L-${tag}`, { auth: w.owner.auth });
      assert.equal(ownerAsAgent.headers.get('x-total-count'), '0');
      const stranger = await createAccount(w.api);
      const none = await w.api.call('GET', `/v1/bookings?search=L-${tag}`, { auth: stranger.auth });
      assert.deepEqual([none.headers.get('x-total-count'), none.body], ['0', []]);

      const one = await w.api.call('GET', `/v1/bookings/L-${tag}-0`, { auth: w.agent.auth });
      assert.equal(one.status, 200);
      assert.equal(one.body.status, 'confirmed');
      assert.equal(one.body.tickets.length, 1);
      assert.equal((await w.api.call('GET', `/v1/bookings/${one.body.supplier_reference}`, { auth: w.owner.auth })).status, 200);
      assert.equal((await w.api.call('GET', `/v1/bookings/L-${tag}-0`, { auth: stranger.auth })).status, 404);
      const tooMany = await w.api.call('GET', '/v1/bookings?limit=501', { auth: w.agent.auth });
      assert.deepEqual([tooMany.status, tooMany.body], [400, { error: 'INVALID_REQUEST' }]);
    });

    it('pages by cursor (after = X-Next-Cursor): every booking once, newest first, however the pages fall; the count only when asked', async function () {
      const tag = randomUUID().slice(0, 6);
      for (let i = 0; i < 5; i++) await w.freesale({ reference: `K-${tag}-${i}`, date: addDays(FAR, i) });
      // Two of them created in the same millisecond: the cursor tells them apart by id.
      await em()
        .getConnection()
        .execute(`update booking set created_at = (select created_at from booking where agent_reference = ?) where agent_reference = ?`, [
          `K-${tag}-3`,
          `K-${tag}-2`,
        ]);
      const byOffset = await w.api.call('GET', `/v1/bookings?search=K-${tag}&limit=50`, { auth: w.agent.auth });
      const order = byOffset.body.map((b: { agent_reference: string }) => b.agent_reference);
      assert.equal(order.length, 5);
      assert.equal(byOffset.headers.get('x-next-cursor'), null, 'one page holds them all: no next');

      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 10; page++) {
        const query: string = `/v1/bookings?search=K-${tag}&limit=2${after ? `&after=${after}` : '&count=false'}`;
        const res = await w.api.call('GET', query, { auth: w.agent.auth });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.equal(res.headers.get('x-total-count'), null, 'no count with count=false, nor on a page read by cursor');
        seen.push(...res.body.map((b: { agent_reference: string }) => b.agent_reference));
        after = res.headers.get('x-next-cursor');
        if (!after) break;
      }
      assert.deepEqual(seen, order, 'the same bookings in the same order as one page by offset');

      // An offset page hands out the cursor too, and keeps its count.
      const first = await w.api.call('GET', `/v1/bookings?search=K-${tag}&limit=2`, { auth: w.agent.auth });
      assert.equal(first.headers.get('x-total-count'), '5');
      const next = await w.api.call('GET', `/v1/bookings?search=K-${tag}&limit=2&after=${first.headers.get('x-next-cursor')}`, { auth: w.agent.auth });
      assert.deepEqual(
        next.body.map((b: { agent_reference: string }) => b.agent_reference),
        order.slice(2, 4),
      );

      const both = await w.api.call('GET', `/v1/bookings?limit=2&offset=2&after=${first.headers.get('x-next-cursor')}`, { auth: w.agent.auth });
      assert.deepEqual([both.status, both.body], [400, { error: 'INVALID_REQUEST' }]);
      assert.match(both.headers.get('error-detail') ?? '', /^offset: not with after/);
      const made = await w.api.call('GET', '/v1/bookings?after=yesterday', { auth: w.agent.auth });
      assert.deepEqual([made.status, made.body], [400, { error: 'INVALID_REQUEST' }]);
      assert.match(made.headers.get('error-detail') ?? '', /^after: /);
      assert.doesNotMatch(made.headers.get('error-detail') ?? '', /yesterday/);
      const badCount = await w.api.call('GET', '/v1/bookings?count=maybe', { auth: w.agent.auth });
      assert.equal(badCount.status, 400);
    });
  });
});
