import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { createBookingActivities } from '../../activities/bookings/index.ts';
import { answerEndedStep } from '../../src/bookings/starters.ts';
import { ApiError } from '../../src/errors.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { FAST } from '../helpers/mockedWorker.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

const em = () => testStack().db.fork();

const SLOW_MS = 4_500;

/** Issue 13 §3: an agent answered 503 learns the outcome at its notification_url, if it asked to. */
describe('outcomes the agent could not wait for', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  before(async function () {
    // The API waits 3 s at least for the supplier (TEMPORAL_CALL_MS): a supplier answering after
    // 4.5 s (within its 10 s timeout, so not retried) is a 503 to the agent.
    w = await startBookingWorld({ bookingWaitMs: 1000, supplierTimeoutMs: 10_000 });
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  const optIn = (events: string[]) => w.api.call('PATCH', '/v1/account', { auth: w.agent.auth, json: { outcome_notifications: events } });
  const toAgent = (path: string, reference: string) =>
    w.agentInbox.requests.filter((r) => r.path === path && (r.body as { agent_reference?: string }).agent_reference === reference);

  it('is opt-in per event through PATCH /v1/account, and shown on the account', async function () {
    assert.deepEqual((await w.api.call('GET', '/v1/account', { auth: w.agent.auth })).body.outcome_notifications, []);
    const set = await optIn(['booking_update', 'booking_confirmation', 'booking_confirmation']);
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.deepEqual(set.body.outcome_notifications, ['booking_confirmation', 'booking_update']);
    const bad = await optIn(['ticket_redemption']);
    assert.deepEqual([bad.status, bad.body], [400, { error: 'INVALID_REQUEST' }]);
    assert.deepEqual((await w.api.call('GET', '/v1/account', { auth: w.agent.auth })).body.outcome_notifications, ['booking_confirmation', 'booking_update']);
  });

  it('posts the confirmed booking to the agent after a 503, signed and in its delivery log', async function () {
    await optIn(['booking_confirmation']);
    const secret = (await w.api.call('POST', '/v1/account/webhook_secret', { auth: w.agent.auth })).body.webhook_secret as string;
    w.ownerCallbacks.delayNext(1, SLOW_MS, '/booking_confirmation');
    const reference = `OUT-${randomUUID().slice(0, 8)}`;
    const first = await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference });
    assert.deepEqual([first.status, first.body], [503, { error: 'SUPPLIER_UNAVAILABLE' }]);
    const [told] = await eventually(
      () => {
        const found = toAgent('/booking_confirmation', reference);
        assert.ok(found.length > 0, 'nothing at the agent');
        return found;
      },
      15_000,
      'the outcome at the agent',
    );
    const body = told!.body as { supplier_reference: string; tickets: unknown[]; error?: string };
    assert.ok(body.supplier_reference);
    assert.equal(body.tickets.length, 1);
    assert.equal(body.error, undefined);
    assert.ok(new Webhook(secret).verify(told!.rawBody, told!.headers));
    // The same booking the agent's repeat now gets.
    const repeat = await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference });
    assert.equal(repeat.body.reference, body.supplier_reference);
    const log = await w.api.call('GET', `/v1/notifications?booking=${reference}`, { auth: w.agent.auth });
    assert.equal(log.body.length, 1);
    assert.equal(log.body[0].event, 'booking_confirmation');
    // Sent once, however many times the agent asked.
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(toAgent('/booking_confirmation', reference).length, 1);
  });

  it('posts the refusal with its code when the booking failed after a 503', async function () {
    await optIn(['booking_confirmation']);
    w.ownerCallbacks.on('POST', '/booking_confirmation', () => ({ status: 400, body: { error: 'SOLD_OUT' } }));
    w.ownerCallbacks.delayNext(1, SLOW_MS, '/booking_confirmation');
    const reference = `REF-${randomUUID().slice(0, 8)}`;
    const first = await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference });
    assert.equal(first.status, 503);
    const [told] = await eventually(
      () => {
        const found = toAgent('/booking_confirmation', reference);
        assert.ok(found.length > 0, 'nothing at the agent');
        return found;
      },
      15_000,
      'the refusal at the agent',
    );
    assert.equal((told!.body as { error?: string }).error, 'SOLD_OUT');
    // The owner hears nothing of a booking that never was.
    assert.equal(w.ownerInbox.requests.filter((r) => (r.body as { agent_reference?: string }).agent_reference === reference).length, 0);
  });

  it('posts an update’s outcome after a 503 when asked, and nothing to an agent that did not ask', async function () {
    await optIn(['booking_update']);
    const booking = await w.freesale({ adult: 1, reference: `UPD-${randomUUID().slice(0, 8)}` });
    w.ownerCallbacks.delayNext(1, SLOW_MS, '/booking_update');
    const update = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: booking.reference, adult: 2 } });
    assert.equal(update.status, 503);
    const [told] = await eventually(
      () => {
        const found = w.agentInbox.requests.filter((r) => r.path === '/booking_update' && (r.body as { adult?: number }).adult === 2);
        assert.ok(found.length > 0, 'nothing at the agent');
        return found;
      },
      15_000,
      'the update outcome at the agent',
    );
    assert.equal((told!.body as { tickets: unknown[] }).tickets.length, 2);

    // Confirmations are not asked for now: a 503 leaves the agent to repeat, as the contract says.
    const reference = `QUIET-${randomUUID().slice(0, 8)}`;
    w.ownerCallbacks.delayNext(1, SLOW_MS, '/booking_confirmation');
    assert.equal((await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference })).status, 503);
    await eventually(
      () =>
        assert.ok(
          w.ownerInbox.requests.some((r) => r.path === '/booking_confirmation' && (r.body as { agent_reference?: string }).agent_reference === reference),
        ),
      15_000,
      'the owner’s notification',
    );
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(toAgent('/booking_confirmation', reference).length, 0);
  });

  it('posts a cancellation’s outcome after a 503, and a refused cancellation’s code', async function () {
    await optIn(['booking_cancellation']);
    const booking = await w.freesale({ adult: 1, reference: `CXL-${randomUUID().slice(0, 8)}` });
    w.ownerCallbacks.delayNext(1, SLOW_MS, '/booking_cancellation');
    const cancel = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: booking.reference } });
    assert.equal(cancel.status, 503);
    const [told] = await eventually(
      () => {
        const found = w.agentInbox.requests.filter(
          (r) => r.path === '/booking_cancellation' && (r.body as { supplier_reference?: string }).supplier_reference === booking.reference,
        );
        assert.ok(found.length > 0, 'nothing at the agent');
        return found;
      },
      15_000,
      'the cancellation outcome at the agent',
    );
    assert.equal((told!.body as { cancelled?: boolean }).cancelled, true);

    const kept = await w.freesale({ adult: 1, reference: `CXR-${randomUUID().slice(0, 8)}` });
    w.ownerCallbacks.on('POST', '/booking_cancellation', () => ({ status: 400, body: { error: 'PAST_CUTOFF_DATE' } }));
    w.ownerCallbacks.delayNext(1, SLOW_MS, '/booking_cancellation');
    assert.equal((await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: kept.reference } })).status, 503);
    const [refused] = await eventually(
      () => {
        const found = w.agentInbox.requests.filter(
          (r) => r.path === '/booking_cancellation' && (r.body as { supplier_reference?: string }).supplier_reference === kept.reference,
        );
        assert.ok(found.length > 0, 'nothing at the agent');
        return found;
      },
      15_000,
      'the refused cancellation at the agent',
    );
    const body = refused!.body as { cancelled: boolean; error?: string };
    assert.deepEqual([body.cancelled, body.error], [false, 'PAST_CUTOFF_DATE']);
    // The revert run again (a replayed task after its result was lost) finds the same notification.
    const bookingId = (await em().getConnection().execute<{ id: string }[]>('select id from booking where supplier_reference = ?', [kept.reference]))[0]!.id;
    const activities = createBookingActivities({
      db: testStack().db,
      suppliers: w.api.suppliers,
      logger: w.api.logger,
    });
    const again = await activities.abandonBookingChange({ bookingId, code: 'PAST_CUTOFF_DATE', event: 'booking_cancellation' });
    assert.equal(again.deliveries?.[0]?.notificationId, refused!.headers['webhook-id']);
  });

  it('answers a step that ended while the API noted the outcome owed, from its closed workflow, whatever the receiver is doing', async function () {
    const agentId = (await em().getConnection().execute<{ id: string }[]>('select id from account where email = ?', [w.agent.email]))[0]!.id;
    const deps = { client: testStack().temporal.client, taskQueue: w.api.taskQueue, tuning: FAST, waitMs: 1000, log: w.api.logger, mode: 'live' as const };
    // Booked while the owner's receiver is slow: the step's workflow hands the notification to the
    // worker's dispatcher and closes with its answer (issue 35), not after the receiver took it.
    w.ownerInbox.delayNext(1, 8_000, '/booking_confirmation');
    const reference = `END-${randomUUID().slice(0, 8)}`;
    await w.freesale({ reference });
    const handle = testStack().temporal.client.workflow.getHandle(workflowIds.booking('live', agentId, reference));
    await eventually(async () => assert.equal((await handle.describe()).status.name, 'COMPLETED'), 5_000, 'the step closed');
    await answerEndedStep(deps, handle.workflowId);

    // Refused: its code, from the closed workflow's result.
    w.ownerCallbacks.on('POST', '/booking_confirmation', () => ({ status: 400, body: { error: 'SOLD_OUT' } }));
    const refused = `ENDR-${randomUUID().slice(0, 8)}`;
    assert.equal((await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference: refused })).status, 400);
    await assert.rejects(
      answerEndedStep(deps, workflowIds.booking('live', agentId, refused)),
      (err: unknown) => err instanceof ApiError && err.code === 'SOLD_OUT',
    );
  });
});
