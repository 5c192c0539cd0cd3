import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import { redriveReservations } from '../../src/reservations/redrive.ts';
import { connectClient } from '../../src/temporal/connect.ts';
import { Booking, Reservation } from '../../src/db/entities/index.ts';
import { redriveDepsOf, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, received } from '../helpers/supplierBehaviour.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy.ts';

const em = () => testStack().db.fork();

/**
 * What the chaos runs broke: a hold leaked when the reserve call ran out of time, confirmations
 * racing themselves, and Temporal outages seen from the API. The API here reaches Temporal through
 * a proxy the tests take down; the worker keeps its own connection.
 */
describe('durability: lost answers, racing repeats and Temporal outages', function () {
  let w: BookingWorld;
  let proxy: TcpProxy;
  let temporal: Client;

  before(async function () {
    proxy = await startTcpProxy(testStack().temporal.address);
    // Connected as the API role connects (src/temporal/connect.ts), through the proxy.
    temporal = await connectClient({ address: proxy.address, namespace: 'default', tls: false });
    w = await startBookingWorld({ bookingWaitMs: 1500, temporal });
    w.reset();
    await w.freesale({});
  });
  beforeEach(() => w.reset());
  afterEach(async () => proxy.up().catch(() => {}));
  after(async () => {
    await w?.stop();
    await temporal?.connection.close();
    await proxy?.close();
  });

  const redriveDeps = () => redriveDepsOf(w);
  const release = (reservation: string) => w.api.call('POST', '/v1/reservation_cancellation', { auth: w.agent.auth, json: { reservation } });
  /** Repeats a request, as an agent told 503 does, until it is answered otherwise. */
  const repeatUntilAnswered = (send: () => ReturnType<BookingWorld['confirm']>) =>
    eventually(
      async () => {
        const res = await send();
        assert.notEqual(res.status, 503);
        return res;
      },
      30_000,
      'an answer other than 503',
    );

  describe('a reservation the agent was told failed', function () {
    it('leaves no seats held when the supplier acted but its answers were lost or late until expires', async function () {
      this.timeout(90_000);
      // The first attempt is carried out but its answer lost; every later one answers after the call timed out.
      w.ownerCallbacks.loseAnswerNext(1, '/reservation');
      w.ownerCallbacks.answerLateNext(1000, 2500, '/reservation');
      const reference = `LOST-${randomUUID().slice(0, 8)}`;
      const res = await w.reserve({ pickup: reference, expires: new Date(Date.now() + 3000).toISOString() });
      assert.deepEqual([res.status, res.body], [503, { error: 'SUPPLIER_UNAVAILABLE' }]);
      const row = await eventually(
        async () => {
          const found = await em().findOne(Reservation, { pickup: reference });
          assert.equal(found?.status, 'failed');
          return found;
        },
        40_000,
        'the reservation marked failed',
      );
      // The supplier recovers: the next attempt with the same key gets its stored answer, and the seats go back.
      w.ownerCallbacks.clearFaults();
      const cancellation = await received(w.ownerCallbacks, '/reservation_cancellation', { ms: 40_000, what: 'release at the supplier' });
      const reserveCalls = w.ownerCallbacks.requests.filter((r) => r.path === '/reservation');
      assert.ok(reserveCalls.length >= 3);
      assert.equal(new Set(reserveCalls.map((r) => r.headers['idempotency-key'])).size, 1, 'one key for every attempt');
      assert.equal(w.ownerState.holds.size, 1, 'the supplier held seats once');
      const [code, hold] = [...w.ownerState.holds][0]!;
      assert.deepEqual(cancellation.body, { reservation: code, agent: w.agent.email });
      assert.equal(hold.released, true);
      const after = await em().findOneOrFail(Reservation, { id: row.id });
      assert.equal(after.status, 'failed');
      assert.equal(after.supplierCode, code);
    });
  });

  describe('copies of one confirmation sent at once', function () {
    it('all answer the one booking, none RESERVATION_INVALID', async function () {
      for (let round = 0; round < 4; round++) {
        const reservation = await w.reserve({});
        assert.equal(reservation.status, 200, JSON.stringify(reservation.body));
        const body = { reservation: reservation.body.reservation, reference: `TWIN-${randomUUID().slice(0, 8)}` };
        const answers = await Promise.all(Array.from({ length: 6 }, () => w.confirm(body)));
        assert.deepEqual(
          answers.map((a) => a.status),
          [200, 200, 200, 200, 200, 200],
          JSON.stringify(answers.map((a) => a.body)),
        );
        assert.equal(new Set(answers.map((a) => a.body.reference)).size, 1);
      }
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation').length, 4);
    });
  });

  describe('Temporal unreachable from the API', function () {
    it('answers a reservation 503 within seconds, and housekeeping abandons it without asking the supplier', async function () {
      await proxy.down();
      const reference = `DOWN-${randomUUID().slice(0, 8)}`;
      const started = Date.now();
      const res = await w.reserve({ pickup: reference });
      assert.deepEqual([res.status, res.body], [503, { error: 'SERVICE_UNAVAILABLE' }]);
      assert.ok(Number(res.headers.get('retry-after')) > 0);
      assert.ok(Date.now() - started < 10_000, `answered after ${Date.now() - started} ms`);
      const stranded = await em().findOneOrFail(Reservation, { pickup: reference });
      assert.equal(stranded.status, 'pending');
      await proxy.up();
      assert.ok((await redriveReservations(em(), redriveDeps(), 0)) >= 1);
      await eventually(async () => assert.equal((await em().findOneOrFail(Reservation, { id: stranded.id })).status, 'failed'), 15_000, 'abandoned');
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/reservation').length, 0);
    });

    it('answers an early release 503 instead of losing it; the repeat, or housekeeping, releases the seats', async function () {
      // After an earlier outage the API's connection may still be reconnecting: repeat as an agent would.
      const [first, second] = [await repeatUntilAnswered(() => w.reserve({})), await repeatUntilAnswered(() => w.reserve({}))];
      assert.deepEqual([first.status, second.status], [200, 200]);
      await proxy.down();
      for (const held of [first, second]) {
        const res = await release(held.body.reservation);
        assert.deepEqual([res.status, res.body], [503, { error: 'SERVICE_UNAVAILABLE' }]);
        assert.equal((await em().findOneOrFail(Reservation, { id: held.body.reservation })).status, 'releasing');
      }
      await proxy.up();
      // The agent repeats the first release; housekeeping finds the second.
      const repeated = await repeatUntilAnswered(() => release(first.body.reservation));
      assert.deepEqual([repeated.status, repeated.body], [200, {}]);
      await redriveReservations(em(), redriveDeps(), 0);
      for (const held of [first, second]) {
        await eventually(
          async () => assert.equal((await em().findOneOrFail(Reservation, { id: held.body.reservation })).status, 'released'),
          15_000,
          'released',
        );
      }
      // One release per hold, each with one key. (A signal arriving while the release's local activity
      // runs makes the worker run it again on replay, with the same key: the supplier replays it.)
      // Only these two holds: a reserve that repeatUntilAnswered repeated after a 503 may have left
      // another, which housekeeping releases too.
      const codes = new Set<string>();
      for (const held of [first, second]) codes.add((await em().findOneOrFail(Reservation, { id: held.body.reservation })).supplierCode!);
      const releases = await eventually(
        () => {
          const calls = w.ownerCallbacks.requests.filter(
            (r) => r.path === '/reservation_cancellation' && codes.has((r.body as { reservation: string }).reservation),
          );
          const holds = new Set(calls.map((r) => (r.body as { reservation: string }).reservation));
          assert.equal(holds.size, 2, `holds released at the supplier: ${[...holds].join(', ')}`);
          return calls;
        },
        15_000,
        'two releases',
      );
      const keysByHold = new Map<string, Set<string>>();
      for (const r of releases) {
        const code = (r.body as { reservation: string }).reservation;
        keysByHold.set(code, (keysByHold.get(code) ?? new Set()).add(r.headers['idempotency-key'] ?? ''));
      }
      assert.deepEqual(
        [...keysByHold.values()].map((keys) => keys.size),
        [1, 1],
      );
      for (const held of [first, second])
        assert.equal(w.ownerState.holds.get((await em().findOneOrFail(Reservation, { id: held.body.reservation })).supplierCode!)?.released, true);
    });

    it('answers a confirmation 503 and its repeat books once', async function () {
      await proxy.down();
      const body = { reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference: `TD-${randomUUID().slice(0, 8)}` };
      const first = await w.confirm(body);
      assert.deepEqual([first.status, first.body], [503, { error: 'SERVICE_UNAVAILABLE' }]);
      await proxy.up();
      const done = await repeatUntilAnswered(() => w.confirm(body));
      assert.equal(done.status, 200, JSON.stringify(done.body));
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation').length, 1);
    });

    it('restarts a stranded update at once when the agent repeats it, instead of answering BOOKING_BUSY', async function () {
      const freesale = { reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference: `UP-${randomUUID().slice(0, 8)}` };
      const made = await repeatUntilAnswered(() => w.confirm(freesale));
      assert.equal(made.status, 200, JSON.stringify(made.body));
      const booking = made.body;
      await proxy.down();
      const update = () => w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: booking.reference, adult: 2 } });
      const first = await update();
      assert.deepEqual([first.status, first.body], [503, { error: 'SERVICE_UNAVAILABLE' }]);
      assert.equal((await em().findOneOrFail(Booking, { supplierReference: booking.reference })).status, 'updating');
      await proxy.up();
      // The repeat names the booking the other way and adds the confirmation's naming fields: the same change.
      const repeat = () =>
        w.api.call('POST', '/v1/booking_update', {
          auth: w.agent.auth,
          json: { booking: freesale.reference, reference: freesale.reference, supplier: w.owner.email, product: 'MUSEUM', adult: 2 },
        });
      const done = await repeatUntilAnswered(repeat);
      assert.equal(done.status, 200, JSON.stringify(done.body));
      assert.equal(done.body.tickets.length, 2);
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_update').length, 1);

      await proxy.down();
      const cancel = () => w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: done.body.reference } });
      assert.equal((await cancel()).status, 503);
      await proxy.up();
      assert.deepEqual((await repeatUntilAnswered(cancel)).body, {});
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/booking_cancellation').length, 1);
      assert.equal((await em().findOneOrFail(Booking, { supplierReference: done.body.reference })).status, 'cancelled');
    });
  });
});
