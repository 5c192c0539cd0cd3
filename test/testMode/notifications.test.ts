import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { datesBetween } from '../../src/domain/dates.ts';
import type { Mode } from '../../src/domain/mode.ts';
import { serveMetrics } from '../../src/http/metricsServer.ts';
import { createProcessMetrics } from '../../src/metrics/processMetrics.ts';
import { searchAttributes } from '../../src/temporal/searchAttributes.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { startFakeSupplier, type FakeSupplier, type RecordedRequest } from '../helpers/fakeSupplier.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, received, serveBookings, serveNotifications, type SupplierState } from '../helpers/supplierBehaviour.ts';

/**
 * Where test mode's traffic goes (issue 31 §3, §5, §6), black box with real HTTPS doubles: test
 * notifications to the recipient's test_notification_url (signed, with the mode header) or nowhere;
 * supplier calls to the supplier's test_callback_url with the mode header, never a write to its live
 * callback_url; test sales as real workflows marked by ID and search attribute; metrics by mode.
 */
describe('test mode: notifications, test_callback_url and the engine', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  /** The owner's test receiver, and its staging system (its test_callback_url). */
  let testInbox: FakeSupplier;
  let staging: FakeSupplier;
  let stagingState: SupplierState;
  const metrics = createProcessMetrics();
  let metricsServer: Server;
  let webhookSecret: string;

  before(async function () {
    // Availability notices gather changes for 300 ms here (5 s in production).
    w = await startBookingWorld({ metrics, tuning: { availabilityNoticeWindowMs: 300 } });
    const ca = testStack().ca;
    testInbox = await startFakeSupplier({ ca, username: 'tn-user', password: 'tn-secret' });
    staging = await startFakeSupplier({ ca, username: 'stage-user', password: 'stage-pass' });
    metricsServer = await serveMetrics(metrics.registry, { port: 0, host: '127.0.0.1' });
    // The owner signs its notifications (a setting both modes share: made with the live token).
    const secret = await w.api.call('POST', '/v1/account/webhook_secret', { auth: w.owner.auth });
    assert.equal(secret.status, 200, JSON.stringify(secret.body));
    webhookSecret = secret.body.webhook_secret;
  });
  beforeEach(() => {
    w.reset();
    testInbox.reset();
    serveNotifications(testInbox);
    staging.reset();
    stagingState = serveBookings(staging);
    // The staging system's own availability: 5 seats a day (the live supplier's double answers none; the simulated supplier has 20).
    staging.on('GET', '/availability', (req) => ({
      body: Object.fromEntries(
        datesBetween(req.query.from!, req.query.to!).map((date) => [
          date,
          { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 5, tickets: { adult: '', child: '' } }, pickups: [] },
        ]),
      ),
    }));
  });
  after(async function () {
    metricsServer?.close();
    await w?.stop();
    await testInbox?.close();
    await staging?.close();
  });

  const auth = (mode: Mode, who: TestAccount) => (mode === 'live' ? who.auth : who.testAuth);
  const call = (mode: Mode, who: TestAccount, method: string, path: string, json?: unknown) =>
    w.api.call(method, path, { auth: auth(mode, who), ...(json === undefined ? {} : { json }) });
  const setTestAddresses = async (fields: { test_notification_url?: string | null; test_callback_url?: string | null }) => {
    const res = await call('test', w.owner, 'PATCH', '/v1/account', fields);
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  /** A test-mode freesale booking of the owner's museum, through the simulated supplier. */
  const testSale = async () => {
    const reference = `TN-${randomUUID().slice(0, 8)}`;
    const res = await call('test', w.agent, 'POST', '/v1/booking_confirmation', {
      reservation: null,
      supplier: w.owner.email,
      reference,
      product: 'MUSEUM',
      date: FAR,
      adult: 1,
      customer: { first_name: 'Ada' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return { reference, supplierReference: res.body.reference as string };
  };
  /** The owner's delivery-log entries of a booking in `mode`, once `done` holds for them. */
  const deliveries = (mode: Mode, booking: string, done: (entries: { id: string; status: string; event: string }[]) => void) =>
    eventually(
      async () => {
        const log = await call(mode, w.owner, 'GET', `/v1/notifications?booking=${booking}`);
        assert.equal(log.status, 200);
        done(log.body);
        return log.body as { id: string; status: string; event: string; signed_with: number[] | null }[];
      },
      20_000,
      `${mode} deliveries of ${booking}`,
    );
  const assertSigned = (request: RecordedRequest) =>
    assert.doesNotThrow(
      () =>
        new Webhook(webhookSecret).verify(request.rawBody, {
          'webhook-id': request.headers['webhook-id']!,
          'webhook-timestamp': request.headers['webhook-timestamp']!,
          'webhook-signature': request.headers['webhook-signature']!,
        }),
      'signed with the account’s webhook secret (Standard Webhooks)',
    );
  const liveNotifications = () => [...w.ownerInbox.requests, ...w.agentInbox.requests, ...w.delegateInbox.requests];

  describe('notifications', function () {
    it('with a test_notification_url, a test booking’s notifications arrive there signed, with marketplace-mode: test; the live receiver gets nothing', async function () {
      await setTestAddresses({ test_notification_url: testInbox.url });
      const sale = await testSale();
      const arrived = await received(testInbox, '/booking_confirmation', {
        matches: (r) => (r.body as { agent_reference?: string }).agent_reference === sale.reference,
      });
      assert.equal(arrived.headers['marketplace-mode'], 'test');
      assertSigned(arrived);
      assert.equal(arrived.headers['idempotency-key'], arrived.headers['webhook-id']);
      assert.equal((arrived.body as { supplier_reference: string }).supplier_reference, sale.supplierReference);
      const [entry] = await deliveries('test', sale.reference, (entries) =>
        assert.deepEqual(
          entries.map((e) => e.status),
          ['delivered'],
        ),
      );
      assert.deepEqual(entry!.signed_with, [1]);
      assert.equal(liveNotifications().length, 0, 'nothing reached a live notification_url');
    });

    it('without one, they are recorded not_sent in the test delivery log and NOTHING reaches the live notification_url', async function () {
      await setTestAddresses({ test_notification_url: null });
      const sale = await testSale();
      const [entry] = await deliveries('test', sale.reference, (entries) =>
        assert.deepEqual(
          entries.map((e) => e.status),
          ['not_sent'],
        ),
      );
      assert.equal(entry!.event, 'booking_confirmation');
      // Not in the live log either.
      assert.deepEqual((await call('live', w.owner, 'GET', `/v1/notifications?booking=${sale.reference}`)).body, []);
      assert.deepEqual([liveNotifications().length, testInbox.requests.length], [0, 0]);
      // Redelivered while there is still no test_notification_url: recorded again, sent nowhere.
      const again = await call('test', w.owner, 'POST', `/v1/notifications/${entry!.id}/redeliver`);
      assert.equal(again.status, 202, JSON.stringify(again.body));
      await eventually(async () => {
        const one = await call('test', w.owner, 'GET', `/v1/notifications/${entry!.id}`);
        assert.ok(one.body.attempts >= 2, JSON.stringify(one.body));
        assert.equal(one.body.status, 'not_sent');
      });
      assert.deepEqual([liveNotifications().length, testInbox.requests.length], [0, 0]);
    });

    it('redelivers in test mode to the test_notification_url only: a delivered one again (same webhook-id), a not_sent one once there is a URL', async function () {
      await setTestAddresses({ test_notification_url: null });
      const unsent = await testSale();
      const [notSent] = await deliveries('test', unsent.reference, (entries) =>
        assert.deepEqual(
          entries.map((e) => e.status),
          ['not_sent'],
        ),
      );
      await setTestAddresses({ test_notification_url: testInbox.url });
      const sent = await testSale();
      const first = await received(testInbox, '/booking_confirmation', {
        matches: (r) => (r.body as { agent_reference?: string }).agent_reference === sent.reference,
      });
      const [delivered] = await deliveries('test', sent.reference, (entries) =>
        assert.deepEqual(
          entries.map((e) => e.status),
          ['delivered'],
        ),
      );
      for (const entry of [delivered!, notSent!]) {
        const again = await call('test', w.owner, 'POST', `/v1/notifications/${entry.id}/redeliver`);
        assert.equal(again.status, 202, JSON.stringify(again.body));
        assert.equal(again.headers.get('marketplace-mode'), 'test');
      }
      const copies = await eventually(() => {
        const got = testInbox.requests.filter((r) => r.path === '/booking_confirmation');
        assert.equal(got.length, 3, 'the first delivery, and two redeliveries');
        return got;
      });
      const again = copies.find((r, i) => i > 0 && r.headers['webhook-id'] === first.headers['webhook-id']);
      assert.ok(again, 'the delivered one came again with its webhook-id');
      const late = copies.find((r) => (r.body as { agent_reference?: string }).agent_reference === unsent.reference);
      assert.ok(late, 'the one recorded without a URL went out once there was one');
      for (const copy of copies) {
        assert.equal(copy.headers['marketplace-mode'], 'test');
        assertSigned(copy);
      }
      await deliveries('test', unsent.reference, (entries) =>
        assert.deepEqual(
          entries.map((e) => e.status),
          ['delivered'],
        ),
      );
      assert.equal(liveNotifications().length, 0);
    });

    it('availability notices of a test push go to the agent’s test_notification_url only; of a live push, to its notification_url only', async function () {
      const agentTestInbox = await startFakeSupplier({ ca: testStack().ca });
      serveNotifications(agentTestInbox);
      try {
        // Both settings of the agent's: asking for notices is shared (live token), its test receiver test mode's own.
        assert.equal((await call('live', w.agent, 'PATCH', '/v1/account', { availability_notifications: true })).status, 200);
        assert.equal((await call('test', w.agent, 'PATCH', '/v1/account', { test_notification_url: agentTestInbox.url })).status, 200);
        const push = async (mode: Mode, date: string) =>
          assert.equal((await call(mode, w.owner, 'POST', '/v1/availability_changes', { product: 'BOAT', dates: [date] })).status, 200);
        const datesIn = (request: RecordedRequest) => JSON.stringify(request.body);
        await push('test', '2031-10-01');
        const test = await received(agentTestInbox, '/availability.updated');
        assert.equal(test.headers['marketplace-mode'], 'test');
        assert.ok(datesIn(test).includes('2031-10-01'), datesIn(test));
        await push('live', '2031-10-02');
        const live = await received(w.agentInbox, '/availability.updated');
        // Every notification says its mode (issue 42 §10): a receiver of both never reads a missing header.
        assert.equal(live.headers['marketplace-mode'], 'live');
        assert.ok(datesIn(live).includes('2031-10-02') && !datesIn(live).includes('2031-10-01'), datesIn(live));
        // Each went to its own mode's receiver only.
        assert.ok(agentTestInbox.requests.every((r) => !datesIn(r).includes('2031-10-02')));
        assert.ok(w.agentInbox.requests.every((r) => !datesIn(r).includes('2031-10-01')));
        const logged = async (mode: Mode) =>
          JSON.stringify((await call(mode, w.agent, 'GET', '/v1/notifications?event=availability.updated')).body.map((n: { id: string }) => n.id));
        assert.ok(!(await logged('live')).includes(JSON.parse(await logged('test'))[0]));
      } finally {
        await call('live', w.agent, 'PATCH', '/v1/account', { availability_notifications: false });
        await call('test', w.agent, 'PATCH', '/v1/account', { test_notification_url: null });
        await agentTestInbox.close();
      }
    });

    it('POST /v1/notifications/test works in both modes: live to notification_url, test to test_notification_url, or recorded not_sent', async function () {
      const live = await call('live', w.owner, 'POST', '/v1/notifications/test');
      assert.deepEqual([live.status, live.headers.get('marketplace-mode'), live.body.status], [200, 'live', 'delivered'], JSON.stringify(live.body));
      const atLive = await received(w.ownerInbox, '/test');
      assert.equal(atLive.headers['marketplace-mode'], 'live', 'a live notification says so (issue 42 §10)');
      assertSigned(atLive);

      await setTestAddresses({ test_notification_url: testInbox.url });
      const test = await call('test', w.owner, 'POST', '/v1/notifications/test');
      assert.deepEqual([test.status, test.headers.get('marketplace-mode'), test.body.status], [200, 'test', 'delivered'], JSON.stringify(test.body));
      const atTest = await received(testInbox, '/test');
      assert.equal(atTest.headers['marketplace-mode'], 'test');
      assertSigned(atTest);
      assert.equal(w.ownerInbox.requests.length, 1, 'the live receiver got the live test only');

      await setTestAddresses({ test_notification_url: null });
      const unsent = await call('test', w.owner, 'POST', '/v1/notifications/test');
      assert.deepEqual([unsent.status, unsent.body.status, unsent.body.last_status], [200, 'not_sent', 'NOT_SENT: no test_notification_url']);
      assert.deepEqual([w.ownerInbox.requests.length, testInbox.requests.length], [1, 1]);
      // Each in its own mode's log.
      const ids = (mode: Mode) => call(mode, w.owner, 'GET', '/v1/notifications?event=test&limit=100').then((r) => r.body.map((n: { id: string }) => n.id));
      assert.ok((await ids('live')).includes(live.body.id));
      assert.ok(!(await ids('live')).includes(test.body.id));
      assert.ok((await ids('test')).includes(test.body.id) && (await ids('test')).includes(unsent.body.id));
      assert.ok(!(await ids('test')).includes(live.body.id));
    });
  });

  describe('test_callback_url', function () {
    it('takes an agent’s whole test flow (availability, hold, release, extension, confirmation, update, cancellation) to the supplier’s staging system with marketplace-mode: test; the live callback_url gets no write, the products still come from it', async function () {
      await setTestAddresses({ test_callback_url: staging.url });
      // The supplier lets agents extend its holds (shared by both modes: set with the live token), so the flow has an extension to send.
      const declared = await w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { capabilities: ['reservation_extension'] } });
      assert.equal(declared.status, 200, JSON.stringify(declared.body));
      const productsBefore = w.ownerCallbacks.requests.filter((r) => r.path === '/products').length;
      const products = await call('test', w.agent, 'GET', `/v1/products?supplier=${w.owner.email}`);
      assert.equal(products.status, 200, JSON.stringify(products.body));
      assert.ok(products.body.BOAT);
      assert.equal(w.ownerCallbacks.requests.filter((r) => r.path === '/products').length, productsBefore + 1, 'the live GET /products was read');

      const availability = await call('test', w.agent, 'GET', `/v1/availability?supplier=${w.owner.email}&product=BOAT&from=${FAR}&to=${FAR}`);
      assert.equal(availability.status, 200, JSON.stringify(availability.body));
      assert.equal(availability.body[FAR].availability.vacancies, 5, 'the staging system’s answer');

      const hold = (adult: number) =>
        call('test', w.agent, 'POST', '/v1/reservation', {
          supplier: w.owner.email,
          product: 'BOAT',
          date: FAR,
          adult,
          expires: new Date(Date.now() + 600_000).toISOString(),
        });
      const released = await hold(1);
      assert.equal(released.status, 200, JSON.stringify(released.body));
      assert.equal((await call('test', w.agent, 'POST', '/v1/reservation_cancellation', { reservation: released.body.reservation })).status, 200);
      const held = await hold(2);
      assert.equal(held.status, 200, JSON.stringify(held.body));
      const extendedTo = new Date(Date.now() + 1_200_000).toISOString();
      const extended = await call('test', w.agent, 'POST', '/v1/reservation_extension', { reservation: held.body.reservation, expires: extendedTo });
      assert.equal(extended.status, 200, JSON.stringify(extended.body));
      assert.deepEqual([...stagingState.holds.values()].map((h) => h.extendedTo).filter(Boolean), [extendedTo], 'the staging system extended its hold');
      const reference = `STAGE-${randomUUID().slice(0, 8)}`;
      const booked = await call('test', w.agent, 'POST', '/v1/booking_confirmation', {
        reservation: held.body.reservation,
        reference,
        product: 'BOAT',
        date: FAR,
        adult: 2,
        customer: { first_name: 'Ada' },
      });
      assert.equal(booked.status, 200, JSON.stringify(booked.body));
      assert.deepEqual([w.ownerState.holds.size, w.ownerState.bookings.size], [0, 0], 'the live supplier holds and books nothing');
      assert.deepEqual([...stagingState.bookings.keys()], [booked.body.reference], 'the staging system’s booking');
      assert.deepEqual([...stagingState.holds.values()].map((h) => h.released).sort(), [false, true], 'its two holds: one released, one booked');
      const updated = await call('test', w.agent, 'POST', '/v1/booking_update', {
        booking: booked.body.reference,
        supplier: w.owner.email,
        notes: 'window seat',
      });
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      const stagingBookings = [...stagingState.bookings.entries()];
      assert.equal(stagingBookings.length, 2, 'the staging system’s booking and its update');
      assert.deepEqual(
        [stagingBookings[1]![1].body.booking, stagingBookings[1]![1].body.notes],
        [booked.body.reference, 'window seat'],
        'the update of the staging system’s booking reached it',
      );
      const cancelled = await call('test', w.agent, 'POST', '/v1/booking_cancellation', { booking: reference });
      assert.deepEqual([cancelled.status, cancelled.body], [200, {}]);
      assert.deepEqual(
        [...stagingState.bookings.values()].map((b) => b.cancelled),
        [false, true],
        'the staging system cancelled the updated booking',
      );

      const calls = staging.requests.map((r) => `${r.method} ${r.path}`);
      for (const expected of [
        'GET /availability',
        'POST /reservation',
        'POST /reservation_cancellation',
        'POST /reservation_extension',
        'POST /booking_confirmation',
        'POST /booking_update',
        'POST /booking_cancellation',
      ]) {
        assert.ok(calls.includes(expected), `${expected} reached the staging system: ${calls}`);
      }
      assert.ok(!calls.includes('GET /products'), 'the catalogue is the live one');
      for (const request of staging.requests) assert.equal(request.headers['marketplace-mode'], 'test', `${request.method} ${request.path}`);
      assert.equal(staging.requests.find((r) => r.path === '/availability')!.query.agent, w.agent.email);
      assert.deepEqual(
        w.ownerCallbacks.requests.map((r) => `${r.method} ${r.path}`).filter((c) => c !== 'GET /products'),
        [],
        'the live callback_url got only catalogue reads',
      );

      // The same flow with the live token still goes live, with no mode header; staging gets none of it.
      const stagingCalls = staging.requests.length;
      const live = await w.book({}, { reference: `LIVE-${randomUUID().slice(0, 8)}` });
      assert.ok(live.booking.reference.startsWith('S-'));
      const liveWrites = w.ownerCallbacks.requests.filter((r) => r.method !== 'GET');
      assert.deepEqual(
        liveWrites.map((r) => r.path),
        ['/reservation', '/booking_confirmation'],
      );
      for (const request of liveWrites) assert.equal(request.headers['marketplace-mode'], undefined);
      assert.equal(staging.requests.length, stagingCalls);
    });
  });

  describe('the engine and the operators', function () {
    it('a test sale runs as workflows whose IDs start with test: and whose MarketplaceMode is test; a live one’s are live', async function () {
      const client = testStack().temporal.client;
      const testHold = await call('test', w.agent, 'POST', '/v1/reservation', {
        supplier: w.owner.email,
        product: 'BOAT',
        date: FAR,
        adult: 1,
        expires: new Date(Date.now() + 600_000).toISOString(),
      });
      assert.equal(testHold.status, 200, JSON.stringify(testHold.body));
      const testReference = `ENGINE-T-${randomUUID().slice(0, 8)}`;
      const testBooking = await call('test', w.agent, 'POST', '/v1/booking_confirmation', {
        reservation: testHold.body.reservation,
        reference: testReference,
        product: 'BOAT',
        date: FAR,
        adult: 1,
        customer: {},
      });
      assert.equal(testBooking.status, 200, JSON.stringify(testBooking.body));
      assert.equal((await call('test', w.agent, 'POST', '/v1/booking_cancellation', { booking: testReference })).status, 200);
      const liveReference = `ENGINE-L-${randomUUID().slice(0, 8)}`;
      const live = await w.book({ adult: 1, child: 0 }, { reference: liveReference, adult: 1, child: 0 });

      const modeOf = async (workflowId: string) => (await client.workflow.getHandle(workflowId).describe()).typedSearchAttributes.get(searchAttributes.mode);
      assert.equal(await modeOf(`test:reservation:${testHold.body.reservation}`), 'test');
      assert.equal(await modeOf(`reservation:${live.reservation.reservation}`), 'live');
      await assert.rejects(client.workflow.getHandle(`reservation:${testHold.body.reservation}`).describe(), 'no live twin of a test hold');
      // Every workflow of each booking (confirmation, cancellation, notifications), found as an operator finds them.
      for (const [reference, mode, least] of [
        [testReference, 'test', 2],
        [liveReference, 'live', 1],
      ] as const) {
        const found = await eventually(async () => {
          const list: { workflowId: string; mode: unknown }[] = [];
          for await (const info of client.workflow.list({ query: `${searchAttributes.reference.name} = "${reference}"` })) {
            list.push({ workflowId: info.workflowId, mode: info.typedSearchAttributes.get(searchAttributes.mode) });
          }
          assert.ok(list.length >= least, JSON.stringify(list));
          return list;
        });
        for (const { workflowId, mode: attribute } of found) {
          assert.equal(workflowId.startsWith('test:'), mode === 'test', workflowId);
          assert.equal(attribute, mode, workflowId);
          assert.equal(await modeOf(workflowId), mode);
        }
      }
      const filtered: string[] = [];
      for await (const info of client.workflow.list({
        query: `${searchAttributes.mode.name} = "live" AND ${searchAttributes.reference.name} = "${testReference}"`,
      })) {
        filtered.push(info.workflowId);
      }
      assert.deepEqual(filtered, [], 'an operator filtering on MarketplaceMode = "live" sees none of the test sale');
      // Every workflow this suite's API and worker started (holds, bookings, notifications, tests, mail): marked, and marked alike.
      const marked: { workflowId: string; type: string; mode: unknown }[] = [];
      for await (const info of client.workflow.list({ query: `TaskQueue = "${w.api.taskQueue}"` })) {
        marked.push({ workflowId: info.workflowId, type: info.type, mode: info.typedSearchAttributes.get(searchAttributes.mode) });
      }
      assert.ok(
        marked.some((m) => m.mode === 'test' && m.type.includes('otification')),
        'test notifications ran as workflows too',
      );
      for (const m of marked) assert.equal(m.mode, m.workflowId.startsWith('test:') ? 'test' : 'live', JSON.stringify(m));
    });

    it('/metrics counts test requests and test supplier calls under mode="test", live ones under mode="live"', async function () {
      // Requests of both modes, some refused, some reaching a supplier: the simulated one, the staging system, the live one.
      await testSale();
      await setTestAddresses({ test_callback_url: staging.url });
      assert.equal((await call('test', w.agent, 'GET', `/v1/availability?supplier=${w.owner.email}&product=BOAT&from=${FAR}&to=${FAR}`)).status, 200);
      await setTestAddresses({ test_callback_url: null });
      await w.freesale({ date: FAR, reference: `M-${randomUUID().slice(0, 8)}` });
      await call('test', w.agent, 'GET', '/v1/bookings/NOPE');
      const { port } = metricsServer.address() as AddressInfo;
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const sample = (pattern: string) => {
        const line = text.split('\n').find((l) => l.startsWith(pattern));
        assert.ok(line, `no ${pattern} in /metrics`);
        return Number(line.slice(line.lastIndexOf(' ') + 1));
      };
      for (const mode of ['live', 'test']) {
        assert.ok(sample(`http_requests_total{method="POST",route="/v1/booking_confirmation",status="200",mode="${mode}"}`) >= 1, mode);
        assert.ok(sample(`http_request_duration_seconds_count{method="POST",route="/v1/booking_confirmation",mode="${mode}"}`) >= 1, mode);
      }
      assert.ok(sample('http_requests_total{method="GET",route="/v1/bookings/:reference",status="404",mode="test"}') >= 1);
      assert.ok(sample('marketplace_supplier_calls_total{supplier="simulated",callback="POST /booking_confirmation",outcome="success",mode="test"}') >= 1);
      assert.ok(
        sample(
          `marketplace_supplier_calls_total{supplier="127.0.0.1:${w.ownerCallbacks.port}",callback="POST /booking_confirmation",outcome="success",mode="live"}`,
        ) >= 1,
      );
      assert.ok(
        sample(`marketplace_supplier_calls_total{supplier="127.0.0.1:${staging.port}",callback="GET /availability",outcome="success",mode="test"}`) >= 1,
      );
      assert.ok(!text.includes(`supplier="127.0.0.1:${staging.port}",callback="GET /availability",outcome="success",mode="live"`));
    });
  });
});
