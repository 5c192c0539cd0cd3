import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redriveBookings } from '../../src/bookings/redrive.ts';
import { housekeep } from '../../src/housekeeping/housekeeping.ts';
import { housekeepingWorkflow } from '../../workflows/housekeeping/housekeeping.ts';
import { releaseSignal } from '../../contracts/reservations.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { createReservationActivities } from '../../activities/reservations/index.ts';
import { createBookingActivities } from '../../activities/bookings/index.ts';
import { Account, Booking, Notification, Reservation } from '../../src/db/entities/index.ts';
import { FAR, redriveDepsOf, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { type RoleProcess, startStackWorker } from '../helpers/roleProcess.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, received } from '../helpers/supplierBehaviour.ts';

const em = () => testStack().db.fork();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('booking durability: expiry, races, outages, restarts', function () {
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld({ bookingWaitMs: 1500 });
    // A first booking warms the worker up (workflow bundle, connections): timing tests come after.
    w.reset();
    await w.freesale({});
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  describe('reservation hold', function () {
    it('releases the seats at the supplier when expires passes without a confirmation', async function () {
      const res = await w.reserve({ expires: new Date(Date.now() + 2500).toISOString() });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const code = (await em().findOneOrFail(Reservation, { id: res.body.reservation })).supplierCode;
      const release = await received(w.ownerCallbacks, '/reservation_cancellation', { ms: 15_000, what: 'release at the supplier' });
      assert.deepEqual(release.body, { reservation: code, agent: w.agent.email });
      assert.ok(release.headers['idempotency-key']);
      assert.equal(w.ownerState.holds.get(code!)?.released, true);
      assert.equal((await em().findOneOrFail(Reservation, { id: res.body.reservation })).status, 'expired');
      const late = await w.confirm({ reservation: res.body.reservation });
      assert.deepEqual([late.status, late.body], [400, { error: 'RESERVATION_EXPIRED' }]);
    });

    it('ends a hold once: a retried release repeats its own call with its key, any other release finds the hold ended', async function () {
      const res = await w.reserve({});
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const reservationId: string = res.body.reservation;
      const { endHold } = createReservationActivities({
        db: testStack().db,
        suppliers: w.api.suppliers,
        logger: w.api.logger,
      });
      const releases = () => w.ownerCallbacks.requests.filter((r) => r.path === '/reservation_cancellation');
      const [first, again, other] = await Promise.all([
        endHold({ reservationId, abandoned: false, idempotencyKey: 'release-1' }),
        endHold({ reservationId, abandoned: false, idempotencyKey: 'release-1' }),
        endHold({ reservationId, abandoned: true, idempotencyKey: 'release-2' }),
      ]).then((all) => all.map((r) => r.status));
      // Whichever claimed first decides the status; the retry of the winner (same key) calls again, the loser never.
      const stored = await em().findOneOrFail(Reservation, { id: reservationId });
      assert.ok(stored.status === 'expired' || stored.status === 'released');
      assert.deepEqual(new Set([first, again, other]), new Set([stored.status]));
      const keys = releases().map((r) => r.headers['idempotency-key']);
      assert.deepEqual(new Set(keys), new Set([stored.releaseKey]));
      assert.equal(keys.length, stored.releaseKey === 'release-1' ? 2 : 1);
      // Its workflow, released meanwhile or at expiry, finds the hold ended and calls nobody.
      await testStack().temporal.client.workflow.getHandle(`reservation:${reservationId}`).signal(releaseSignal);
      assert.deepEqual(await testStack().temporal.client.workflow.getHandle(`reservation:${reservationId}`).result(), { status: stored.status });
      assert.equal(releases().length, keys.length);
    });

    it("hands a refused booking's reservation back once: the revert run again with its key finds the same reservation, released with that key", async function () {
      const res = await w.reserve({});
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const reservationId: string = res.body.reservation;
      w.ownerCallbacks.on('POST', '/booking_confirmation', () => ({ status: 409, body: { error: 'SOLD_OUT' } }));
      const refused = await w.confirm({ reservation: reservationId });
      assert.deepEqual([refused.status, refused.body], [400, { error: 'SOLD_OUT' }]);
      const released = await eventually(
        async () => {
          const row = await em().findOne(Reservation, { id: reservationId });
          assert.equal(row?.status, 'released');
          assert.ok(
            w.ownerCallbacks.requests.some((r) => r.path === '/reservation_cancellation'),
            'no release at the supplier',
          );
          return row;
        },
        15_000,
        'released',
      );
      const cancellations = () => w.ownerCallbacks.requests.filter((r) => r.path === '/reservation_cancellation');
      assert.ok(released.releaseKey);
      assert.deepEqual(
        cancellations().map((r) => r.headers['idempotency-key']),
        [released.releaseKey],
      );
      const booking = await em().findOneOrFail(Booking, { reservation: reservationId });
      const { markBookingFailed, confirmAtSupplier } = createBookingActivities({
        db: testStack().db,
        suppliers: w.api.suppliers,
        logger: w.api.logger,
      });
      // A workflow task replayed after its completion was lost runs the revert again, with the same key.
      assert.deepEqual(await markBookingFailed({ bookingId: booking.id, code: 'SOLD_OUT', releaseKey: released.releaseKey! }), {
        releaseReservationId: reservationId,
      });
      // Any other key finds nothing to hand back.
      assert.deepEqual(await markBookingFailed({ bookingId: booking.id, code: 'SOLD_OUT', releaseKey: 'another' }), { releaseReservationId: null });
      assert.equal((await em().findOneOrFail(Booking, { id: booking.id })).failureCode, 'SOLD_OUT');
      // The confirmation asked again (its workflow task replayed) answers the code the booking failed with.
      assert.deepEqual(await confirmAtSupplier({ bookingId: booking.id, idempotencyKey: 'again' }), {
        confirmed: false,
        notificationIds: [],
        deliveries: [],
        // From a worker with a notification dispatcher (issue 35): the step hands its notifications to it.
        dispatch: true,
        failureCode: 'SOLD_OUT',
      });
      // And for a confirmed booking, the notifications its confirmation queued, without calling the supplier.
      w.reset();
      const confirmed = await w.freesale({});
      const stored = await em().findOneOrFail(Booking, { supplierReference: confirmed.reference });
      const calls = w.ownerCallbacks.requests.length;
      const again = await confirmAtSupplier({ bookingId: stored.id, idempotencyKey: 'again' });
      const queued = await em().find(Notification, { bookingId: stored.id, event: 'booking_confirmation' });
      assert.equal(again.confirmed, true);
      assert.deepEqual([...again.notificationIds].sort(), queued.map((n) => n.id).sort());
      assert.ok(queued.length >= 1);
      assert.equal(w.ownerCallbacks.requests.length, calls);
    });

    it('lets a confirmation received just before expires win over the expiry timer', async function () {
      const expiresAt = Date.now() + 4000;
      const res = await w.reserve({ expires: new Date(expiresAt).toISOString() });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      // Slow the supplier's confirmation past the expiry: the hold must still not be released.
      w.ownerCallbacks.delayNext(1, 1200, '/booking_confirmation');
      await sleep(Math.max(expiresAt - Date.now() - 600, 0));
      const body = { reservation: res.body.reservation, reference: `RACE-${randomUUID()}` };
      let confirmed = await w.confirm(body);
      // On a slow machine the wait may end first (503); the repeat must then find the booking.
      if (confirmed.status === 503)
        confirmed = await eventually(
          async () => {
            const again = await w.confirm(body);
            assert.equal(again.status, 200, JSON.stringify(again.body));
            return again;
          },
          10_000,
          'booking',
        );
      assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
      // The hold's workflow has ended, claimed: its expiry timer can no longer release the seats.
      const hold = await testStack().temporal.client.workflow.getHandle(`reservation:${res.body.reservation}`).result();
      assert.deepEqual(hold, { status: 'claimed' });
      await sleep(Math.max(expiresAt + 1500 - Date.now(), 0)); // and past expires + grace anyway
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/reservation_cancellation').length, 0);
      assert.equal((await em().findOneOrFail(Reservation, { id: res.body.reservation })).status, 'claimed');
    });

    it("releases early on the agent's request, and releasing again is harmless", async function () {
      const res = await w.reserve({});
      const release = await w.api.call('POST', '/v1/reservation_cancellation', { auth: w.agent.auth, json: { reservation: res.body.reservation } });
      assert.deepEqual([release.status, release.body], [200, {}]);
      await eventually(
        () =>
          assert.ok(
            w.ownerCallbacks.requests.some((r) => r.path === '/reservation_cancellation'),
            'no release at the supplier',
          ),
        15_000,
        'release',
      );
      await eventually(async () => assert.equal((await em().findOneOrFail(Reservation, { id: res.body.reservation })).status, 'released'), 5000, 'released');
      const again = await w.api.call('POST', '/v1/reservation_cancellation', { auth: w.agent.auth, json: { reservation: res.body.reservation } });
      assert.deepEqual([again.status, again.body], [200, {}]);
      const confirm = await w.confirm({ reservation: res.body.reservation });
      assert.deepEqual([confirm.status, confirm.body], [400, { error: 'RESERVATION_INVALID' }]);
      const unknown = await w.api.call('POST', '/v1/reservation_cancellation', { auth: w.agent.auth, json: { reservation: randomUUID() } });
      assert.deepEqual([unknown.status, unknown.body], [400, { error: 'RESERVATION_INVALID' }]);
    });
  });

  describe('supplier outages', function () {
    it('answers 503 with Retry-After while the supplier is retried, and the repeat returns the booking once it exists', async function () {
      w.ownerCallbacks.failNext(4, 503, '/booking_confirmation');
      const body = { reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference: `O-${randomUUID()}` };
      const first = await w.confirm(body);
      assert.deepEqual([first.status, first.body], [503, { error: 'SUPPLIER_UNAVAILABLE' }]);
      assert.ok(Number(first.headers.get('retry-after')) > 0);
      const done = await eventually(
        async () => {
          const again = await w.confirm(body);
          assert.equal(again.status, 200, JSON.stringify(again.body));
          return again;
        },
        20_000,
        'the booking',
      );
      assert.match(done.body.reference, /^S-/);
      const calls = w.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation');
      assert.equal(calls.length, 5);
      assert.equal(new Set(calls.map((c) => c.headers['idempotency-key'])).size, 1);
      assert.equal(w.ownerState.bookings.size, 1);
    });

    it('delivers a notification to a receiver that was down, with the same Idempotency-Key every time', async function () {
      // The receiver is down for the first three attempts of every delivery.
      const attempts = new Map<string, number>();
      w.ownerInbox.on('POST', '/booking_confirmation', (req) => {
        const key = req.headers['idempotency-key'] ?? '';
        attempts.set(key, (attempts.get(key) ?? 0) + 1);
        return attempts.get(key)! <= 3 ? { status: 503, body: { error: 'DOWN' } } : { body: {} };
      });
      const booking = await w.freesale({});
      const mine = () =>
        w.ownerInbox.requests.filter(
          (r) => r.path === '/booking_confirmation' && (r.body as { supplier_reference?: string } | null)?.supplier_reference === booking.reference,
        );
      await eventually(() => assert.ok(mine().length >= 4, `${mine().length} attempts`), 20_000, 'four delivery attempts');
      assert.equal(new Set(mine().map((r) => r.headers['idempotency-key'])).size, 1);
      const stored = await eventually(
        async () => {
          const row = await em().findOne(Notification, { event: 'booking_confirmation', payload: { supplier_reference: booking.reference } } as never);
          assert.ok(row?.deliveredAt, 'no delivered notification');
          return row;
        },
        5000,
        'delivered notification',
      );
      assert.equal(stored.attempts, 4);
    });
  });

  describe('receivers that answer without JSON', function () {
    it('takes any 2xx from a notification receiver as delivered', async function () {
      w.ownerInbox.on('POST', '/booking_confirmation', () => ({ body: 'OK', headers: { 'content-type': 'text/plain' } }));
      const booking = await w.freesale({});
      const row = await eventually(
        async () => {
          const found = await em().findOne(Notification, { event: 'booking_confirmation', payload: { supplier_reference: booking.reference } } as never, {
            populate: ['recipient'],
          });
          assert.ok(found?.deliveredAt, 'no delivered notification');
          assert.equal(found.recipient.email, w.owner.email);
          return found;
        },
        15_000,
        'delivered',
      );
      assert.equal(row.attempts, 1);
    });
  });

  describe('a worker that dies mid-confirmation', function () {
    let dir: string;
    let worker: RoleProcess | undefined;
    let api: Awaited<ReturnType<typeof startBookingWorld>>;
    const taskQueue = `crash-${randomUUID().slice(0, 8)}`;

    const startWorkerProcess = () => startStackWorker(taskQueue, join(dir, 'ca.pem'));

    before(async function () {
      dir = await mkdtemp(join(tmpdir(), 'worker-ca-'));
      await writeFile(join(dir, 'ca.pem'), testStack().ca.caCertPem);
      api = await startBookingWorld({ worker: false, taskQueue, bookingWaitMs: 1000 });
    });
    after(async function () {
      await worker?.stop('SIGKILL');
      await api?.stop();
      await rm(dir, { recursive: true, force: true });
    });

    it('completes the booking once on a new worker, with the same key', async function () {
      worker = await startWorkerProcess();
      // The worker role also keeps the housekeeping schedule that re-drives stranded work.
      const schedule = await testStack().temporal.client.schedule.getHandle('housekeeping').describe();
      assert.equal(schedule.action.type === 'startWorkflow' && schedule.action.workflowType, housekeepingWorkflow.name);
      assert.match((schedule.action.type === 'startWorkflow' && schedule.action.staticSummary) || '', /^Housekeeping · re-drives/);
      // The supplier takes a while: the worker is killed while the call is in flight.
      api.ownerCallbacks.delayNext(1, 1500, '/booking_confirmation');
      const body = { reservation: null, supplier: api.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference: `W-${randomUUID()}` };
      const pending = api.confirm(body);
      await eventually(() => assert.ok(api.ownerCallbacks.requests.some((r) => r.path === '/booking_confirmation')), 20_000, 'the supplier call');
      worker.child.kill('SIGKILL');
      await worker.exited;
      assert.equal((await pending).status, 503);
      assert.equal((await em().findOneOrFail(Booking, { agentReference: body.reference })).status, 'pending');

      worker = await startWorkerProcess();
      const done = await eventually(
        async () => {
          const again = await api.confirm(body);
          assert.equal(again.status, 200, JSON.stringify(again.body));
          return again;
        },
        30_000,
        'the booking after restart',
      );
      const calls = api.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation');
      assert.ok(calls.length >= 2, 'the call was retried on the new worker');
      assert.equal(new Set(calls.map((c) => c.headers['idempotency-key'])).size, 1);
      assert.equal(api.ownerState.bookings.size, 1);
      assert.equal([...api.ownerState.bookings.keys()][0], done.body.reference);
      await worker.stop('SIGTERM');
    });
  });

  describe('a change committed without its workflow', function () {
    it('is started by the redrive that every worker runs at start', async function () {
      const db = em();
      const [agent, owner] = await Promise.all([db.findOneOrFail(Account, { email: w.agent.email }), db.findOneOrFail(Account, { email: w.owner.email })]);
      const reference = `RD-${randomUUID()}`;
      const booking = db.create(Booking, {
        agent,
        owner,
        supplier: owner,
        agentReference: reference,
        productCode: 'MUSEUM',
        productName: 'Museum',
        freesale: true,
        timeZone: 'Europe/Amsterdam',
        travelDate: FAR,
        adult: 1,
        customer: {},
        notes: '',
        currency: 'EUR',
        rrp: 5000,
        net: 4000,
        discount: 0,
        unitPrices: { adult: { rrp: 5000, net: 4000, discount: 0 } },
        requestHash: 'x'.repeat(64),
      });
      await db.flush();
      const count = await redriveBookings(em(), redriveDepsOf(w, 1000), 0);
      assert.ok(count >= 1);
      await eventually(async () => assert.equal((await em().findOneOrFail(Booking, { id: booking.id })).status, 'confirmed'), 15_000, 'confirmed');
      const calls = w.ownerCallbacks.requests.filter((r) => (r.body as { reference?: string }).reference === reference);
      assert.equal(calls.length, 1);
    });
  });

  describe('housekeeping', function () {
    it('forgets Idempotency-Keys after the retention and re-drives undelivered notifications', async function () {
      const agent = await em().findOneOrFail(Account, { email: w.agent.email });
      await em()
        .getConnection()
        .execute(
          `insert into idempotency_record (account_id, key, request_hash, status_code, created_at) values (?, 'old-key', 'h', 200, now() - interval '8 days'), (?, 'new-key', 'h', 200, now())`,
          [agent.id, agent.id],
        );
      const booking = await w.freesale({});
      const stored = await em().findOneOrFail(Booking, { supplierReference: booking.reference });
      // A notification whose workflow never started (the API died after committing it):
      await em()
        .getConnection()
        .execute(
          `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
         values (gen_random_uuid(), ?, ?, 'booking_update', ?, '{"stranded":true}'::jsonb, now() - interval '5 minutes')`,
          [`stranded-${randomUUID()}`, stored.id, agent.id],
        );
      const result = await housekeep(testStack().db, redriveDepsOf(w, 1000));
      assert.ok(result.idempotencyKeysForgotten >= 1);
      assert.ok(result.notifications >= 1);
      const keys: { key: string }[] = await em().getConnection().execute('select key from idempotency_record where account_id = ?', [agent.id]);
      assert.ok(keys.some((k) => k.key === 'new-key'));
      assert.ok(!keys.some((k) => k.key === 'old-key'));
      await eventually(
        () => assert.ok(w.agentInbox.requests.some((r) => (r.body as { stranded?: boolean } | null)?.stranded === true)),
        15_000,
        'stranded notification',
      );
    });
  });

  describe('what operators see', function () {
    it("finds a booking's workflows by reference, agent, supplier and product search attributes", async function () {
      const reference = `SA-${randomUUID()}`;
      await w.freesale({ reference });
      const client = testStack().temporal.client;
      const found = await eventually(
        async () => {
          const ids: string[] = [];
          for await (const wf of client.workflow.list({ query: `MarketplaceReference = "${reference}"` })) ids.push(wf.workflowId);
          // Its notifications are delivered by the booking workflow itself (no workflow of their own unless handed over).
          assert.ok(
            ids.some((id) => id.startsWith('booking:')),
            `no booking workflow among ${ids.join(', ')}`,
          );
          return ids;
        },
        20_000,
        'visibility',
      );
      const agent = await em().findOneOrFail(Account, { email: w.agent.email });
      assert.ok(found.includes(workflowIds.booking('live', agent.id, reference)), found.join(', '));
      for (const query of [
        `MarketplaceAgent = "${w.agent.email}" AND MarketplaceReference = "${reference}"`,
        `MarketplaceSupplier = "${w.owner.email}" AND MarketplaceProduct = "MUSEUM" AND MarketplaceReference = "${reference}"`,
      ]) {
        let n = 0;
        for await (const _ of client.workflow.list({ query })) n++;
        assert.ok(n >= 1, query);
      }
    });

    it('keeps tokens and URL credentials out of every workflow history', async function () {
      await w.book({ product: 'DELEGATED' });
      await w.freesale({});
      const client = testStack().temporal.client;
      const secrets = [w.agent.token, w.owner.token, w.delegate.token, 'owner-pass', 'delegate-pass', 'n-secret', 'dn-secret', 'an-secret'];
      let histories = 0;
      for await (const wf of client.workflow.list({ query: `TaskQueue = "${w.api.taskQueue}"` })) {
        const history = JSON.stringify(await client.workflow.getHandle(wf.workflowId, wf.runId).fetchHistory());
        histories++;
        for (const secret of secrets) assert.ok(!history.includes(secret), `${wf.workflowId} history holds a secret`);
        // Payloads are base64 in the JSON form of the history: decode them and look again.
        const decoded = [...history.matchAll(/"data":"([A-Za-z0-9+/=]+)"/g)].map((m) => Buffer.from(m[1]!, 'base64').toString('utf8')).join('\n');
        for (const secret of secrets) assert.ok(!decoded.includes(secret), `${wf.workflowId} payload holds a secret`);
      }
      assert.ok(histories >= 5, `only ${histories} histories`);
    });
  });
});
