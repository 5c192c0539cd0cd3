/**
 * Issue 33 §1: the supplier cancels a booking, black box. The API, a worker, the real Temporal dev
 * server and Postgres; HTTPS doubles on loopback for the owner's and the delegate's callbacks and
 * for every account's notification receiver (their request logs are what the tests read).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { Booking } from '../../src/db/entities/index.ts';
import { addDays } from '../../src/domain/dates.ts';
import { searchAttributes } from '../../src/temporal/searchAttributes.ts';
import { supplierCancellationWorkflow } from '../../workflows/bookings/supplierCancellation.ts';
import { workflowIds } from '../../workflows/ids.ts';
import { statusQuery } from '../../workflows/status.ts';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, ZONE, type BookingWorld } from '../helpers/bookingWorld.ts';
import type { FakeSupplier, RecordedRequest } from '../helpers/fakeSupplier.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, received } from '../helpers/supplierBehaviour.ts';

const live = () => testStack().db.fork();
const inTest = () => testStack().db.of('test').fork();
const EVENT = 'booking.cancelled_by_supplier';
const PATH = `/${EVENT}`;
const MESSAGE = 'A storm warning closes the harbour that day.\nYou get everything back; we hope to see you another time.';

type Sent = { agent_reference: string; supplier_reference: string | null };

describe('supplier-initiated cancellation (issue 33 §1)', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  let agentSecret: string;
  let ownerSecret: string;
  /** Another supplier, with products of its own: not a party to the world's bookings. */
  let stranger: TestAccount;

  /** A product whose terms refund 10% however early: the agent's own cancellation gets 10%, the supplier's always 100%. */
  const STINGY = {
    name: 'Stingy tour',
    supplier: null,
    country: 'NL',
    city: 'NLAMS',
    freesale: true,
    time_zone: ZONE,
    options: {},
    cancellation: { cutoff_hours: 0, refunds: [{ hours_before: 0, percent: 10 }] },
  };
  const serveProducts = () => w.ownerCallbacks.on('GET', '/products', () => ({ body: { ...w.products, STINGY } }));

  before(async function () {
    w = await startBookingWorld();
    serveProducts();
    const rates = await w.api.call('PUT', '/v1/rates/STINGY', { auth: w.owner.auth, json: { rates: { adult: { rrp: 50, net: 40 } } } });
    assert.equal(rates.status, 200, JSON.stringify(rates.body));
    agentSecret = (await w.api.call('POST', '/v1/account/webhook_secret', { auth: w.agent.auth })).body.webhook_secret;
    ownerSecret = (await w.api.call('POST', '/v1/account/webhook_secret', { auth: w.owner.auth })).body.webhook_secret;
    stranger = await createAccount(w.api, { name: 'Other Harbour' });
  });
  beforeEach(() => {
    w.reset();
    serveProducts();
  });
  after(async () => w?.stop());

  /** A freesale booking of the agent (MUSEUM: the owner serves it; DELEGATED_FREE: the delegate does). */
  async function book(product = 'MUSEUM', extra: Record<string, unknown> = {}, who: TestAccount = w.agent, auth = who.auth) {
    const reference = String(extra.reference ?? `SC-${randomUUID().slice(0, 8)}`);
    const res = await w.api.call('POST', '/v1/booking_confirmation', {
      auth,
      json: { reservation: null, supplier: w.owner.email, product, date: FAR, adult: 2, child: 0, customer: { first_name: 'Ada' }, ...extra, reference },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return { reference, supplierReference: res.body.reference as string, barcodes: res.body.tickets.map((t: { barcode: string }) => t.barcode) as string[] };
  }

  const cancelAsSupplier = (
    who: TestAccount,
    body: Record<string, unknown>,
    options: { auth?: { user: string; password: string }; headers?: Record<string, string> } = {},
  ) => w.api.call('POST', '/v1/supplier_booking_cancellation', { auth: options.auth ?? who.auth, json: body, headers: options.headers ?? {} });
  const cancelAsAgent = (reference: string) => w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: reference } });
  const lookUp = (reference: string, who: TestAccount = w.agent, auth = who.auth) =>
    w.api.call('GET', `/v1/bookings/${encodeURIComponent(reference)}`, { auth });
  const stored = (reference: string, db = live()) => db.findOneOrFail(Booking, { agentReference: reference }, { populate: ['agent'] });

  /** What `fake` received at `path` about the booking with this agent reference. */
  const about = (fake: FakeSupplier, path: string, reference: string) =>
    fake.requests.filter((r) => r.path === path && (r.body as Sent | null)?.agent_reference === reference);
  /** The supplier callbacks `fake` got for the booking with this supplier reference (its /booking_cancellation names it by that). */
  const cancellationCalls = (fake: FakeSupplier, supplierReference: string) =>
    fake.requests.filter((r) => r.path === '/booking_cancellation' && (r.body as { booking?: string }).booking === supplierReference);
  /** The cancellation notifications of a booking (either kind): event and recipient's e-mail, one line each. */
  async function notificationRows(bookingId: string, db = live()) {
    const rows: { event: string; email: string }[] = await db.getConnection().execute(
      `select n.event, a.email from notification n join account a on a.id = n.recipient_id
          where n.booking_id = ? and n.event in ('booking_cancellation', ?) order by n.event, a.email`,
      [bookingId, EVENT],
    );
    return rows.map((r) => `${r.event} → ${r.email}`);
  }
  const toldAgent = (reference: string) =>
    received(w.agentInbox, PATH, { matches: (r) => (r.body as Sent).agent_reference === reference, what: `${EVENT} for ${reference}` });

  describe('by the owner', function () {
    it('cancels its booking by its own reference: 100% back, who and why recorded and shown, the agent told in a signed notification, the owner’s callback never called', async function () {
      const { reference, supplierReference } = await book();
      const before = await stored(reference);
      const res = await cancelAsSupplier(w.owner, { booking: supplierReference, reason: 'WEATHER', message: `  ${MESSAGE}  ` });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.headers.get('marketplace-mode'), 'live');
      const refund = { percent: 100, rrp: 100, net: 80, tier: null };
      assert.deepEqual(
        {
          status: res.body.status,
          cancelled: res.body.cancelled,
          cancelled_by: res.body.cancelled_by,
          cancellation_reason: res.body.cancellation_reason,
          cancellation_message: res.body.cancellation_message,
          refund: res.body.refund,
          agent_reference: res.body.agent_reference,
        },
        {
          status: 'cancelled',
          cancelled: true,
          cancelled_by: 'supplier',
          cancellation_reason: 'WEATHER',
          cancellation_message: MESSAGE,
          refund,
          agent_reference: reference,
        },
      );
      assert.ok(Date.parse(res.body.cancelled_at) > Date.parse(res.body.confirmed_at));

      // The agent sees the same in its look-up, by either reference.
      for (const name of [reference, supplierReference]) {
        const seen = await lookUp(name);
        assert.equal(seen.status, 200);
        assert.deepEqual(seen.body, res.body);
      }
      const after = await stored(reference);
      assert.equal(after.version, before.version + 1, 'one change: one version');

      // The agent's notification: the booking plus why, the message and the refund, signed with its secret.
      const told = await toldAgent(reference);
      assert.ok(new Webhook(agentSecret).verify(told.rawBody, told.headers), 'signed with the agent’s secret');
      assert.equal(told.headers['idempotency-key'], told.headers['webhook-id']);
      const { tickets: _t, customer: _c, ...body } = told.body as Record<string, unknown>;
      assert.deepEqual(body, {
        supplier: w.owner.email,
        supplier_reference: supplierReference,
        agent: w.agent.email,
        agent_reference: reference,
        cancelled: true,
        product: 'MUSEUM',
        option: null,
        pickup: null,
        date: FAR,
        time: null,
        adult: 2,
        youth: 0,
        child: 0,
        infant: 0,
        senior: 0,
        student: 0,
        mobile: true,
        barcode: `${supplierReference}-ALL`,
        notes: '',
        currency: 'EUR',
        refund,
        cancelled_by: 'supplier',
        reason: 'WEATHER',
        message: MESSAGE,
      });

      // In the agent's delivery log, delivered and signed; the owner, who cancelled, is not told.
      const log = await w.api.call('GET', `/v1/notifications?event=${EVENT}&booking=${reference}`, { auth: w.agent.auth });
      assert.equal(log.status, 200, JSON.stringify(log.body));
      assert.equal(log.body.length, 1);
      assert.equal(log.body[0].id, told.headers['webhook-id']);
      await eventually(async () => {
        const entry = await w.api.call('GET', `/v1/notifications/${log.body[0].id}`, { auth: w.agent.auth });
        assert.equal(entry.body.status, 'delivered');
        assert.deepEqual(entry.body.signed_with, [1]);
      });
      assert.deepEqual(await notificationRows(after.id), [`${EVENT} → ${w.agent.email}`]);
      assert.deepEqual(about(w.ownerInbox, PATH, reference), []);
      assert.deepEqual(about(w.ownerInbox, '/booking_cancellation', reference), []);
      assert.deepEqual(cancellationCalls(w.ownerCallbacks, supplierReference), [], 'the supplier did it: its /booking_cancellation is not called');
      assert.equal(w.ownerState.bookings.get(supplierReference)?.cancelled, false);
    });

    it('refunds 100% whatever the booking’s terms, where the agent’s own cancellation would get 10%', async function () {
      const { reference, supplierReference } = await book('STINGY', { adult: 1 });
      const quote = await w.api.call('GET', `/v1/booking_cancellation_quote?booking=${reference}`, { auth: w.agent.auth });
      assert.equal(quote.status, 200, JSON.stringify(quote.body));
      assert.equal(quote.body.percent, 10);
      const res = await cancelAsSupplier(w.owner, { booking: reference, reason: 'VENUE_CLOSED' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.refund, { percent: 100, rrp: 50, net: 40, tier: null });
      assert.deepEqual(res.body.cancellation, STINGY.cancellation, 'the terms stay on the booking');
      assert.equal(res.body.cancellation_message, null);
      const told = await toldAgent(reference);
      assert.deepEqual((told.body as { refund: unknown }).refund, { percent: 100, rrp: 50, net: 40, tier: null });
      assert.equal((told.body as { message: unknown }).message, null);
      assert.deepEqual(cancellationCalls(w.ownerCallbacks, supplierReference), []);
    });

    it('runs as a workflow of its own in the Temporal UI: its ID, a summary, the status query, the mode search attribute', async function () {
      const { reference, supplierReference } = await book();
      assert.equal((await cancelAsSupplier(w.owner, { booking: supplierReference, reason: 'OVERBOOKED' })).status, 200);
      const booking = await stored(reference);
      const handle = testStack().temporal.client.workflow.getHandle(workflowIds.supplierCancellation('live', booking.id, booking.version));
      assert.equal(handle.workflowId, `booking-supplier-cancellation:${booking.id}:${booking.version}`);
      const described = await handle.describe();
      assert.equal(described.type, supplierCancellationWorkflow.name);
      assert.equal(
        await described.staticSummary(),
        `Supplier cancellation (OVERBOOKED) ${reference} · 2 adult · MUSEUM ${FAR} · agent ${w.agent.email} → supplier ${w.owner.email}`,
      );
      assert.deepEqual(described.typedSearchAttributes.get(searchAttributes.mode), 'live');
      assert.deepEqual(described.typedSearchAttributes.get(searchAttributes.reference), reference);
      assert.deepEqual(await handle.result(), { status: 'cancelled' });
      assert.equal((await handle.query(statusQuery)).phase, 'done');
      // No agent cancellation workflow was started for it.
      await assert.rejects(
        testStack()
          .temporal.client.workflow.getHandle(workflowIds.bookingCancellation('live', booking.id, booking.version))
          .describe(),
        /not found/i,
      );
    });

    it('makes its tickets unredeemable, and keeps it out of the invoice report, while a redeemed booking of the same day is in it', async function () {
      const today = w.today();
      const month = new Date().toISOString().slice(0, 7);
      const invoiceTickets = async () => {
        const res = await w.api.call('GET', `/v1/reports/invoice?month=${month}&as=supplier`, { auth: w.owner.auth });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        const rows = (res.body as { product: string; counterpart: string; tickets: number }[]).filter(
          (r) => r.product === 'MUSEUM' && r.counterpart === w.agent.email,
        );
        return rows.reduce((sum, r) => sum + r.tickets, 0);
      };
      const before = await invoiceTickets();
      const kept = await book('MUSEUM', { date: today, adult: 1 });
      const cancelled = await book('MUSEUM', { date: today, adult: 2 });
      const res = await cancelAsSupplier(w.owner, {
        booking: cancelled.supplierReference,
        reason: 'OPERATIONAL',
        message: 'The museum is closed for a burst pipe.',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      for (const barcode of [...cancelled.barcodes, `${cancelled.supplierReference}-ALL`]) {
        const scan = await w.redeem(barcode);
        assert.deepEqual([scan.status, scan.body], [400, { error: 'BOOKING_CANCELLED' }], barcode);
      }
      const scan = await w.redeem(kept.barcodes[0]!);
      assert.equal(scan.status, 200, JSON.stringify(scan.body));
      assert.equal(await invoiceTickets(), before + 1, 'the redeemed ticket only');
      const reconciliation = await w.api.call('GET', `/v1/reports/reconciliation?from=${addDays(today, -1)}&to=${addDays(today, 1)}`, { auth: w.owner.auth });
      const barcodes = (reconciliation.body as { barcode: string }[]).map((r) => r.barcode);
      assert.ok(barcodes.includes(kept.barcodes[0]!));
      for (const barcode of cancelled.barcodes) assert.ok(!barcodes.includes(barcode), `${barcode} is not reported`);
    });
  });

  describe('by the delegate', function () {
    it('cancels a booking it serves by the agent’s reference: the agent and the owner are told, the delegate’s and the owner’s callbacks are never called', async function () {
      const { reference, supplierReference } = await book('DELEGATED_FREE');
      const res = await cancelAsSupplier(w.delegate, { booking: reference, reason: 'OPERATIONAL', message: 'The guide is ill.' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.cancelled_by, 'supplier');
      assert.equal(res.body.supplier, w.delegate.email);
      assert.equal(res.body.owner, w.owner.email);
      const toAgent = await toldAgent(reference);
      assert.ok(new Webhook(agentSecret).verify(toAgent.rawBody, toAgent.headers));
      const toOwner = await received(w.ownerInbox, PATH, { matches: (r) => (r.body as Sent).agent_reference === reference, what: 'the owner’s notice' });
      assert.ok(new Webhook(ownerSecret).verify(toOwner.rawBody, toOwner.headers), 'signed with the owner’s secret');
      for (const told of [toAgent, toOwner]) {
        assert.deepEqual((({ reason, message, cancelled_by, refund }) => ({ reason, message, cancelled_by, refund }))(told.body as Record<string, unknown>), {
          reason: 'OPERATIONAL',
          message: 'The guide is ill.',
          cancelled_by: 'supplier',
          refund: { percent: 100, rrp: 100, net: 80, tier: null },
        });
      }
      const booking = await stored(reference);
      assert.deepEqual(await notificationRows(booking.id), [`${EVENT} → ${w.agent.email}`, `${EVENT} → ${w.owner.email}`].sort());
      assert.deepEqual(about(w.delegateInbox, PATH, reference), [], 'the delegate did it: not told');
      assert.deepEqual(cancellationCalls(w.delegateCallbacks, supplierReference), []);
      assert.deepEqual(cancellationCalls(w.ownerCallbacks, supplierReference), []);
      // The owner and the delegate both see who did it and why.
      for (const who of [w.owner, w.delegate]) {
        const seen = await lookUp(reference, who);
        assert.deepEqual(
          [seen.body.cancelled_by, seen.body.cancellation_reason, seen.body.cancellation_message],
          ['supplier', 'OPERATIONAL', 'The guide is ill.'],
        );
      }
    });

    it('tells the delegate when the owner cancels a booking the delegate serves', async function () {
      const { reference } = await book('DELEGATED_FREE');
      assert.equal((await cancelAsSupplier(w.owner, { booking: reference, reason: 'OTHER' })).status, 200);
      await received(w.delegateInbox, PATH, { matches: (r) => (r.body as Sent).agent_reference === reference, what: 'the delegate’s notice' });
      await toldAgent(reference);
      const booking = await stored(reference);
      assert.deepEqual(await notificationRows(booking.id), [`${EVENT} → ${w.agent.email}`, `${EVENT} → ${w.delegate.email}`].sort());
    });
  });

  describe('refusals, each changing nothing', function () {
    async function unchanged(reference: string, version: number) {
      const now = await stored(reference);
      assert.deepEqual([now.status, now.version, now.cancelledBy ?? null, now.refund ?? null], ['confirmed', version, null, null]);
      assert.deepEqual(await notificationRows(now.id), [], 'no notification queued');
    }

    it('finds a booking only among the caller’s own: a stranger, and the agent that sold it, get 404 BOOKING_NOT_FOUND as for no booking at all', async function () {
      const { reference, supplierReference } = await book();
      const { version } = await stored(reference);
      for (const [who, name] of [
        [stranger, supplierReference],
        [stranger, reference],
        [w.agent, supplierReference],
        [w.delegate, reference], // the delegate does not serve MUSEUM
      ] as const) {
        const res = await cancelAsSupplier(who, { booking: name, reason: 'WEATHER' });
        assert.deepEqual([res.status, res.body], [404, { error: 'BOOKING_NOT_FOUND' }], `${who.email} ${name}`);
        // The same answer as for a reference nobody has: nothing is said of other accounts.
        const none = await cancelAsSupplier(who, { booking: `NOPE-${randomUUID()}`, reason: 'WEATHER' });
        assert.equal(res.headers.get('error-detail'), none.headers.get('error-detail'));
      }
      await unchanged(reference, version);
    });

    it('refuses an agent reference two of its bookings share (two agents’ own numbering): its own reference names the one meant', async function () {
      const other = await createAccount(w.api, { name: 'Second Agent' });
      await grant(w.api, w.owner, other);
      const mine = await book();
      const theirs = await book('MUSEUM', { reference: mine.reference }, other);
      const res = await cancelAsSupplier(w.owner, { booking: mine.reference, reason: 'WEATHER' });
      assert.deepEqual([res.status, res.body], [404, { error: 'BOOKING_NOT_FOUND' }]);
      assert.match(res.headers.get('error-detail') ?? '', /several of your bookings have this agent reference/);
      for (const reference of [mine.supplierReference, theirs.supplierReference]) {
        const booking = await live().findOneOrFail(Booking, { supplierReference: reference });
        assert.equal(booking.status, 'confirmed');
      }
      const named = await cancelAsSupplier(w.owner, { booking: theirs.supplierReference, reason: 'WEATHER' });
      assert.deepEqual([named.status, named.body.agent, named.body.cancelled_by], [200, other.email, 'supplier']);
      assert.equal((await live().findOneOrFail(Booking, { supplierReference: mine.supplierReference })).status, 'confirmed');
    });

    it('refuses a booking with a redeemed ticket (TICKET_REDEEMED)', async function () {
      const { reference, barcodes } = await book('MUSEUM', { date: w.today() });
      assert.equal((await w.redeem(barcodes[0]!)).status, 200);
      const { version } = await stored(reference);
      const res = await cancelAsSupplier(w.owner, { booking: reference, reason: 'WEATHER' });
      assert.deepEqual([res.status, res.body], [400, { error: 'TICKET_REDEEMED' }]);
      const now = await stored(reference);
      assert.deepEqual([now.status, now.version, now.cancelledBy ?? null], ['confirmed', version, null]);
      assert.deepEqual(about(w.agentInbox, PATH, reference), []);
    });

    it('refuses a booking whose travel date has passed (PAST_CUTOFF_DATE, saying so), and allows one on its travel date', async function () {
      const past = await book();
      await live()
        .getConnection()
        .execute('update booking set travel_date = ? where agent_reference = ?', [addDays(w.today(), -1), past.reference]);
      const { version } = await stored(past.reference);
      const res = await cancelAsSupplier(w.owner, { booking: past.reference, reason: 'WEATHER' });
      assert.deepEqual([res.status, res.body], [400, { error: 'PAST_CUTOFF_DATE' }]);
      assert.match(res.headers.get('error-detail') ?? '', /travel date has passed/);
      await unchanged(past.reference, version);
      const today = await book('MUSEUM', { date: w.today() });
      assert.equal((await cancelAsSupplier(w.owner, { booking: today.reference, reason: 'WEATHER' })).status, 200, 'on the day itself');
    });

    it('answers 409 BOOKING_BUSY while the agent’s update is at the supplier, and the update goes through', async function () {
      const { reference, supplierReference } = await book();
      w.ownerCallbacks.answerLateNext(1, 1_500, '/booking_update');
      const update = w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: reference, notes: 'late arrival' } });
      await eventually(async () => assert.equal((await stored(reference)).status, 'updating'), 5_000, 'the update in flight');
      const res = await cancelAsSupplier(w.owner, { booking: supplierReference, reason: 'WEATHER' });
      assert.deepEqual([res.status, res.body], [409, { error: 'BOOKING_BUSY' }]);
      const updated = await update;
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      const now = await stored(reference);
      assert.deepEqual([now.status, now.notes, now.cancelledBy ?? null], ['confirmed', 'late arrival', null]);
      assert.deepEqual(about(w.agentInbox, PATH, reference), []);
    });

    it('answers 409 BOOKING_BUSY while the agent’s own cancellation is at the supplier; asked again, 200 with the agent’s cancellation', async function () {
      const { reference, supplierReference } = await book();
      w.ownerCallbacks.answerLateNext(1, 1_500, '/booking_cancellation');
      const agentCancels = cancelAsAgent(reference);
      await eventually(async () => assert.equal((await stored(reference)).status, 'cancelling'), 5_000, 'the agent’s cancellation in flight');
      const res = await cancelAsSupplier(w.owner, { booking: supplierReference, reason: 'WEATHER' });
      assert.deepEqual([res.status, res.body], [409, { error: 'BOOKING_BUSY' }]);
      assert.equal((await agentCancels).status, 200);
      const again = await cancelAsSupplier(w.owner, { booking: supplierReference, reason: 'WEATHER' });
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.deepEqual([again.body.status, again.body.cancelled_by, again.body.cancellation_reason, again.body.refund], ['cancelled', 'agent', null, null]);
      const booking = await stored(reference);
      assert.deepEqual(await notificationRows(booking.id), [`booking_cancellation → ${w.owner.email}`]);
      assert.equal(new Set(cancellationCalls(w.ownerCallbacks, supplierReference).map((r) => r.headers['idempotency-key'])).size, 1);
    });

    const invalid: [string, Record<string, unknown>][] = [
      ['an unknown reason', { reason: 'BORED' }],
      ['no reason', {}],
      ['a message over 1000 characters', { reason: 'OTHER', message: 'x'.repeat(1001) }],
      ['a message with a control character', { reason: 'OTHER', message: 'closed\u001b[2J' }],
      ['an unknown field', { reason: 'OTHER', refund: 50 }],
    ];
    for (const [what, body] of invalid) {
      it(`refuses ${what} (400) before anything else`, async function () {
        const { reference } = await book();
        const { version } = await stored(reference);
        const res = await cancelAsSupplier(w.owner, { booking: reference, ...body });
        assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_REQUEST' }]);
        await unchanged(reference, version);
      });
    }
  });

  describe('repeats', function () {
    it('are safe: the same request again, with or without an Idempotency-Key, answers the cancelled booking; one notification; the first reason stays', async function () {
      const { reference, supplierReference } = await book();
      const key = randomUUID();
      const first = await cancelAsSupplier(w.owner, { booking: reference, reason: 'WEATHER', message: 'Storm.' }, { headers: { 'Idempotency-Key': key } });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      const replayed = await cancelAsSupplier(w.owner, { booking: reference, reason: 'WEATHER', message: 'Storm.' }, { headers: { 'Idempotency-Key': key } });
      assert.deepEqual([replayed.status, replayed.body], [200, first.body]);
      const again = await cancelAsSupplier(w.owner, { booking: supplierReference, reason: 'OVERBOOKED', message: 'Oops.' });
      assert.deepEqual([again.status, again.body], [200, first.body], 'a cancelled booking answers as it is: the first reason and message stay');
      // The agent's own cancellation of it now changes nothing and calls nobody.
      assert.deepEqual([(await cancelAsAgent(reference)).status], [200]);
      await toldAgent(reference);
      const booking = await stored(reference);
      assert.deepEqual(await notificationRows(booking.id), [`${EVENT} → ${w.agent.email}`]);
      assert.equal(booking.version, (await stored(reference)).version);
      assert.deepEqual([booking.cancelledBy, booking.cancellationReason, booking.refund?.percent], ['supplier', 'WEATHER', 100]);
      assert.deepEqual(cancellationCalls(w.ownerCallbacks, supplierReference), []);
      // Five copies at once: one cancellation, one notification.
      const other = await book();
      const answers = await Promise.all(Array.from({ length: 5 }, () => cancelAsSupplier(w.owner, { booking: other.reference, reason: 'OTHER' })));
      assert.deepEqual(
        answers.map((a) => [a.status, a.body.cancelled_by]),
        answers.map(() => [200, 'supplier']),
      );
      const otherBooking = await stored(other.reference);
      assert.deepEqual(await notificationRows(otherBooking.id), [`${EVENT} → ${w.agent.email}`]);
      await toldAgent(other.reference);
    });

    it('are redeliverable: the agent asks for its notification again and gets the same webhook-id, signed', async function () {
      const { reference } = await book();
      assert.equal((await cancelAsSupplier(w.owner, { booking: reference, reason: 'WEATHER' })).status, 200);
      const first = await toldAgent(reference);
      const id = first.headers['webhook-id']!;
      const asked = await w.api.call('POST', `/v1/notifications/${id}/redeliver`, { auth: w.agent.auth });
      assert.equal(asked.status, 202, JSON.stringify(asked.body));
      const twice = await eventually(() => {
        const all = about(w.agentInbox, PATH, reference);
        assert.equal(all.length, 2);
        return all;
      });
      assert.equal(twice[1]!.headers['webhook-id'], id);
      assert.ok(new Webhook(agentSecret).verify(twice[1]!.rawBody, twice[1]!.headers));
      assert.equal(twice[1]!.rawBody, first.rawBody, 'the same snapshot');
    });

    it('are retried until the agent’s receiver takes them', async function () {
      const { reference } = await book();
      w.agentInbox.failNext(2, 503, PATH);
      assert.equal((await cancelAsSupplier(w.owner, { booking: reference, reason: 'WEATHER' })).status, 200);
      const all = await eventually(
        () => {
          const got = about(w.agentInbox, PATH, reference);
          assert.equal(got.length, 3);
          return got;
        },
        20_000,
        'three attempts',
      );
      assert.equal(new Set(all.map((r) => r.headers['idempotency-key'])).size, 1, 'one key for every attempt');
      const log = await w.api.call('GET', `/v1/notifications?event=${EVENT}&booking=${reference}`, { auth: w.agent.auth });
      await eventually(async () => {
        const entry = await w.api.call('GET', `/v1/notifications/${log.body[0].id}`, { auth: w.agent.auth });
        assert.deepEqual([entry.body.status, entry.body.attempts], ['delivered', 3]);
      });
    });
  });

  describe('concurrent with the agent’s own cancellation', function () {
    /**
     * Whoever won, the booking was cancelled once: by the agent (one call to the supplier's
     * /booking_cancellation, the owner told `booking_cancellation`, the agent's refund) or by the
     * supplier (no call, the agent told `booking.cancelled_by_supplier`, 100%), never both.
     */
    async function cancelledOnce(reference: string, supplierReference: string) {
      const booking = await stored(reference);
      assert.equal(booking.status, 'cancelled');
      const rows = await notificationRows(booking.id);
      const calls = cancellationCalls(w.ownerCallbacks, supplierReference);
      if (booking.cancelledBy === 'supplier') {
        assert.deepEqual(rows, [`${EVENT} → ${w.agent.email}`]);
        assert.deepEqual(calls, []);
        assert.deepEqual([booking.refund?.percent, booking.cancellationReason], [100, 'WEATHER']);
        await toldAgent(reference);
      } else {
        assert.equal(booking.cancelledBy, 'agent');
        assert.deepEqual(rows, [`booking_cancellation → ${w.owner.email}`]);
        assert.equal(new Set(calls.map((r: RecordedRequest) => r.headers['idempotency-key'])).size, 1);
        assert.deepEqual([booking.refund ?? null, booking.cancellationReason ?? null], [null, null]);
        await received(w.ownerInbox, '/booking_cancellation', { matches: (r) => (r.body as Sent).agent_reference === reference });
      }
      return booking.cancelledBy;
    }

    it('the supplier first: the agent’s cancellation answers 200 without calling the supplier', async function () {
      const { reference, supplierReference } = await book();
      assert.equal((await cancelAsSupplier(w.owner, { booking: reference, reason: 'WEATHER' })).status, 200);
      assert.equal((await cancelAsAgent(reference)).status, 200);
      assert.equal(await cancelledOnce(reference, supplierReference), 'supplier');
    });

    it('at the same moment, many times: one cancellation, one refund, one notification of each kind', async function () {
      const winners: string[] = [];
      for (let i = 0; i < 6; i++) {
        const { reference, supplierReference } = await book();
        // Half the rounds give the agent a head start, half the supplier.
        const [agent, supplier] =
          i % 2 === 0
            ? await Promise.all([cancelAsAgent(reference), cancelAsSupplier(w.owner, { booking: supplierReference, reason: 'WEATHER' })])
            : (await Promise.all([cancelAsSupplier(w.owner, { booking: supplierReference, reason: 'WEATHER' }), cancelAsAgent(reference)])).reverse();
        assert.deepEqual([agent!.status, agent!.body], [200, {}]);
        assert.ok(
          supplier!.status === 200 || (supplier!.status === 409 && supplier!.body.error === 'BOOKING_BUSY'),
          `the supplier: ${supplier!.status} ${JSON.stringify(supplier!.body)}`,
        );
        const winner = await eventually(() => cancelledOnce(reference, supplierReference), 10_000, 'the cancellation');
        if (supplier!.status === 200) assert.equal(supplier!.body.cancelled_by, winner, 'the supplier is answered with the cancellation that won');
        winners.push(String(winner));
      }
      // Which wins is the race's; either way exactly one did.
      assert.equal(winners.length, 6);
    });
  });

  describe('the agent’s bookings list', function () {
    it('shows who cancelled and lists every cancellation by a supplier since a time', async function () {
      const since = new Date().toISOString();
      const bySupplier = await book();
      const byDelegate = await book('DELEGATED_FREE');
      const byAgent = await book();
      const untouched = await book();
      assert.equal((await cancelAsSupplier(w.owner, { booking: bySupplier.reference, reason: 'WEATHER' })).status, 200);
      assert.equal((await cancelAsSupplier(w.delegate, { booking: byDelegate.reference, reason: 'OVERBOOKED', message: 'Sorry.' })).status, 200);
      assert.equal((await cancelAsAgent(byAgent.reference)).status, 200);
      const list = (query: string) => w.api.call('GET', `/v1/bookings?as=agent&limit=500&${query}`, { auth: w.agent.auth });
      const references = (res: Awaited<ReturnType<typeof list>>) => (res.body as { agent_reference: string }[]).map((b) => b.agent_reference).sort();

      const supplierCancelled = await list(`cancelled_by=supplier&cancelled_from=${encodeURIComponent(since)}`);
      assert.equal(supplierCancelled.status, 200, JSON.stringify(supplierCancelled.body));
      assert.deepEqual(references(supplierCancelled), [bySupplier.reference, byDelegate.reference].sort());
      assert.equal(supplierCancelled.headers.get('x-total-count'), '2');
      const delegated = supplierCancelled.body.find((b: Sent) => b.agent_reference === byDelegate.reference);
      assert.deepEqual([delegated.cancelled_by, delegated.cancellation_reason, delegated.cancellation_message], ['supplier', 'OVERBOOKED', 'Sorry.']);

      assert.deepEqual(references(await list(`cancelled_by=agent&cancelled_from=${encodeURIComponent(since)}`)), [byAgent.reference]);
      assert.deepEqual(
        references(await list(`cancelled_from=${encodeURIComponent(since)}`)),
        [bySupplier.reference, byDelegate.reference, byAgent.reference].sort(),
      );
      // A window after them all finds none; one ending before them all, none either.
      const later = new Date(Date.now() + 1000).toISOString().replace('Z', '+00:00');
      assert.deepEqual(references(await list(`cancelled_by=supplier&cancelled_from=${encodeURIComponent(later)}`)), []);
      assert.deepEqual(
        references(await list(`cancelled_by=supplier&cancelled_from=${encodeURIComponent(since)}&cancelled_to=${encodeURIComponent(since)}`)),
        [],
      );
      const shown = await lookUp(untouched.reference);
      assert.deepEqual([shown.body.cancelled_by, shown.body.cancellation_reason, shown.body.cancellation_message], [null, null, null]);
      assert.equal((await lookUp(byAgent.reference)).body.cancelled_by, 'agent');

      for (const bad of ['cancelled_from=yesterday', 'cancelled_to=2026-13-01T00:00:00Z', 'cancelled_from=2026-11-01T10:00:00']) {
        const res = await list(bad);
        assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_DATE' }], bad);
      }
      assert.deepEqual((await list('cancelled_by=customer')).status, 400);
    });
  });

  describe('in test mode', function () {
    it('has the same booking columns and notification events in the test schema as in the live one (migration 019 changed both)', async function () {
      const db = live().getConnection();
      const columns = (schema: string) =>
        db.execute<{ column_name: string; data_type: string }[]>(
          `select column_name, data_type from information_schema.columns where table_schema = ? and table_name = 'booking' order by column_name`,
          [schema],
        );
      const check = (schema: string) =>
        db.execute<{ def: string }[]>(
          `select pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_class t on t.oid = c.conrelid
            where t.relname = 'notification' and t.relnamespace = ?::regnamespace and c.conname = 'notification_event_check'`,
          [schema],
        );
      const liveColumns = await columns('public');
      assert.ok(liveColumns.some((c) => c.column_name === 'cancellation_message'));
      assert.deepEqual(await columns('test'), liveColumns);
      const [liveCheck] = await check('public');
      assert.match(liveCheck?.def ?? '', /booking\.cancelled_by_supplier/);
      assert.deepEqual(await check('test'), [liveCheck]);
    });

    it('the supplier’s test token cancels a test booking: the agent is told at its test URL, nothing live is touched', async function () {
      const patched = await w.api.call('PATCH', '/v1/account', { auth: w.agent.testAuth, json: { test_notification_url: w.agentInbox.url } });
      assert.equal(patched.status, 200, JSON.stringify(patched.body));
      const liveCount = async () =>
        Number((await live().getConnection().execute<{ n: string }[]>('select count(*) as n from booking where cancelled_by is not null'))[0]!.n);
      const liveCancelledBefore = await liveCount();
      const { reference, supplierReference } = await book('MUSEUM', {}, w.agent, w.agent.testAuth);
      assert.match(supplierReference, /^TEST-/);

      // The live token finds no test booking, and changes nothing.
      const liveTry = await cancelAsSupplier(w.owner, { booking: reference, reason: 'WEATHER' });
      assert.deepEqual([liveTry.status, liveTry.body], [404, { error: 'BOOKING_NOT_FOUND' }]);

      const res = await cancelAsSupplier(w.owner, { booking: supplierReference, reason: 'WEATHER', message: 'Test storm.' }, { auth: w.owner.testAuth });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.headers.get('marketplace-mode'), 'test');
      assert.deepEqual([res.body.status, res.body.cancelled_by, res.body.refund.percent], ['cancelled', 'supplier', 100]);
      const told = await toldAgent(reference);
      assert.equal(told.headers['marketplace-mode'], 'test');
      assert.ok(new Webhook(agentSecret).verify(told.rawBody, told.headers), 'signed as live notifications are');
      assert.deepEqual((({ reason, message, refund }) => ({ reason, message, refund }))(told.body as Record<string, unknown>), {
        reason: 'WEATHER',
        message: 'Test storm.',
        refund: { percent: 100, rrp: 100, net: 80, tier: null },
      });

      const booking = await stored(reference, inTest());
      assert.deepEqual(await notificationRows(booking.id, inTest()), [`${EVENT} → ${w.agent.email}`]);
      const handle = testStack().temporal.client.workflow.getHandle(workflowIds.supplierCancellation('test', booking.id, booking.version));
      assert.equal(handle.workflowId, `test:booking-supplier-cancellation:${booking.id}:${booking.version}`);
      assert.equal((await handle.describe()).typedSearchAttributes.get(searchAttributes.mode), 'test');
      const testLog = await w.api.call('GET', `/v1/notifications?event=${EVENT}&booking=${reference}`, { auth: w.agent.testAuth });
      assert.equal(testLog.body.length, 1);

      // Live: no such booking, no notification, no supplier write, no cancellation recorded.
      assert.equal((await lookUp(reference)).status, 404);
      const liveLog = await w.api.call('GET', `/v1/notifications?booking=${reference}`, { auth: w.agent.auth });
      assert.deepEqual(liveLog.body, []);
      assert.deepEqual(
        [...w.ownerCallbacks.requests, ...w.delegateCallbacks.requests].filter((r) => r.method !== 'GET'),
        [],
      );
      assert.equal(await liveCount(), liveCancelledBefore);
      assert.equal(await live().count(Booking, { agentReference: reference }), 0);
    });
  });
});
