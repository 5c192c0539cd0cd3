import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import proto from '@temporalio/proto';
import { Booking } from '../../src/db/entities/index.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

const { EventType } = proto.temporal.api.enums.v1;

/** A history's events by type, without the `EVENT_TYPE_` prefix: `WORKFLOW_EXECUTION_STARTED`, … */
async function eventsOf(workflowId: string): Promise<string[]> {
  const history = await testStack().temporal.client.workflow.getHandle(workflowId).fetchHistory();
  return (history.events ?? []).map((e) => String(EventType[e.eventType ?? 0]).replace(/^EVENT_TYPE_/, ''));
}

/** What every booking step records at revision 2: one workflow task answers the agent, hands the notifications over and closes. */
const ONE_TASK_STEP = [
  'WORKFLOW_EXECUTION_STARTED',
  'WORKFLOW_TASK_SCHEDULED',
  'WORKFLOW_TASK_STARTED',
  'WORKFLOW_TASK_COMPLETED',
  'WORKFLOW_EXECUTION_UPDATE_ACCEPTED',
  // The supplier call (or the supplier cancellation's commit): one local activity.
  'MARKER_RECORDED',
  'WORKFLOW_EXECUTION_UPDATE_COMPLETED',
  // The notifications handed to the worker's dispatcher: one local activity that returns at once.
  'MARKER_RECORDED',
  'WORKFLOW_EXECUTION_COMPLETED',
];

/**
 * Issue 35: the events a booking records, by kind, on the real dev server. Every event is a write
 * to Temporal's database (and, on Temporal Cloud, a billed action), so each kind's history is
 * pinned here: a change that adds events fails this test and says which. The notifications are
 * still delivered at once and once each.
 */
describe('engine events per booking, by kind', function () {
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld();
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  const bookingOf = (reference: string) =>
    testStack()
      .db.fork()
      .findOneOrFail(Booking, { agentReference: reference }, { populate: ['agent'] });
  const deliveredTo = (inbox: BookingWorld['ownerInbox'], event: string, reference: string) =>
    inbox.requests.filter((r) => r.path === `/${event}` && (r.body as { agent_reference?: string } | undefined)?.agent_reference === reference);

  it('a freesale confirmation: 9 events in one workflow task, and the owner notified once, at once', async function () {
    const reference = `EV-${randomUUID().slice(0, 8)}`;
    await w.freesale({ reference });
    const booking = await bookingOf(reference);
    assert.deepEqual(await eventsOf(workflowIds.booking('live', booking.agent.id, reference)), ONE_TASK_STEP);
    await eventually(() => assert.equal(deliveredTo(w.ownerInbox, 'booking_confirmation', reference).length, 1), 10_000, 'the owner notified');
  });

  it('a confirmation of a held reservation: the same 9', async function () {
    const reference = `EV-${randomUUID().slice(0, 8)}`;
    await w.book({}, { reference });
    const booking = await bookingOf(reference);
    assert.deepEqual(await eventsOf(workflowIds.booking('live', booking.agent.id, reference)), ONE_TASK_STEP);
  });

  it('an update and an agent cancellation: 9 each, each notified once', async function () {
    const reference = `EV-${randomUUID().slice(0, 8)}`;
    await w.freesale({ reference });
    const updated = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: reference, adult: 2 } });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    const cancelled = await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: reference } });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const booking = await bookingOf(reference);
    assert.deepEqual(await eventsOf(workflowIds.bookingUpdate('live', booking.id, 2)), ONE_TASK_STEP);
    assert.deepEqual(await eventsOf(workflowIds.bookingCancellation('live', booking.id, 3)), ONE_TASK_STEP);
    await eventually(
      () => {
        assert.equal(deliveredTo(w.ownerInbox, 'booking_update', reference).length, 1);
        assert.equal(deliveredTo(w.ownerInbox, 'booking_cancellation', reference).length, 1);
      },
      10_000,
      'the owner notified of both',
    );
  });

  it("a supplier's cancellation: 9, the agent notified once", async function () {
    const reference = `EV-${randomUUID().slice(0, 8)}`;
    const sold = await w.freesale({ reference });
    const res = await w.api.call('POST', '/v1/supplier_booking_cancellation', {
      auth: w.owner.auth,
      json: { booking: sold.reference, reason: 'WEATHER' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const booking = await bookingOf(reference);
    assert.deepEqual(await eventsOf(workflowIds.supplierCancellation('live', booking.id, 2)), ONE_TASK_STEP);
    await eventually(() => assert.equal(deliveredTo(w.agentInbox, 'booking.cancelled_by_supplier', reference).length, 1), 10_000, 'the agent notified');
  });

  it('a hold released at its expires: reserve, a timer, and the release in one local activity', async function () {
    const expires = new Date(Date.now() + 1_500).toISOString();
    const held = await w.reserve({ date: FAR, expires });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    const workflowId = workflowIds.reservation('live', held.body.reservation);
    await eventually(
      async () => assert.equal((await testStack().temporal.client.workflow.getHandle(workflowId).describe()).status.name, 'COMPLETED'),
      20_000,
      'the hold released',
    );
    assert.deepEqual(await eventsOf(workflowId), [
      'WORKFLOW_EXECUTION_STARTED',
      'WORKFLOW_TASK_SCHEDULED',
      'WORKFLOW_TASK_STARTED',
      'WORKFLOW_TASK_COMPLETED',
      'WORKFLOW_EXECUTION_UPDATE_ACCEPTED',
      // The reserve call: an activity, retried until the hold would expire.
      'ACTIVITY_TASK_SCHEDULED',
      'ACTIVITY_TASK_STARTED',
      'ACTIVITY_TASK_COMPLETED',
      'WORKFLOW_TASK_SCHEDULED',
      'WORKFLOW_TASK_STARTED',
      'WORKFLOW_TASK_COMPLETED',
      // The expiry timer starts in the task that answers the reservation.
      'TIMER_STARTED',
      'WORKFLOW_EXECUTION_UPDATE_COMPLETED',
      'TIMER_FIRED',
      'WORKFLOW_TASK_SCHEDULED',
      'WORKFLOW_TASK_STARTED',
      'WORKFLOW_TASK_COMPLETED',
      // The release at the supplier and in our database: one local activity.
      'MARKER_RECORDED',
      'WORKFLOW_EXECUTION_COMPLETED',
    ]);
  });
});
