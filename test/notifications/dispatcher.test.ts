import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { WorkflowNotFoundError } from '@temporalio/client';
import { deliveryWorkflowId } from '../../src/records/notifications/queue.ts';
import { searchAttributes } from '../../src/temporal/searchAttributes.ts';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

/**
 * The worker's dispatcher of booking steps' notifications (issue 35): a step's workflow hands its
 * notifications over and closes; the worker delivers them, and gives a notification its own
 * delivery workflow only when the receiver has not taken it within the window, or when the worker
 * stops first. Real receivers (HTTPS on loopback), a real worker and Temporal.
 */
describe("the worker's notification dispatcher", function () {
  this.timeout(60_000);

  /** The owner's booking_confirmation notification of a booking: its id and the delivery workflow ID housekeeping would give it. */
  async function ownerNotification(w: BookingWorld, reference: string) {
    const [row] = await testStack()
      .db.fork()
      .getConnection()
      .execute<{ id: string; dedupe_key: string; delivered_at: Date | null }[]>(
        `select n.id, n.dedupe_key, n.delivered_at from notification n join account a on a.id = n.recipient_id
          where n.payload->>'agent_reference' = ? and a.email = ? and n.event = 'booking_confirmation'`,
        [reference, w.owner.email],
      );
    assert.ok(row, 'the owner’s notification is queued');
    return { ...row, handle: testStack().temporal.client.workflow.getHandle(deliveryWorkflowId('live', row.dedupe_key)) };
  }

  const refusedAttempts = (w: BookingWorld, reference: string) =>
    w.ownerInbox.requests.filter((r) => r.path === '/booking_confirmation' && (r.body as { agent_reference?: string }).agent_reference === reference).length;

  describe('within the window', function () {
    let w: BookingWorld;
    before(async () => {
      w = await startBookingWorld({ tuning: { inlineDeliveryMs: 1500 } });
    });
    beforeEach(() => w.reset());
    after(async () => w?.stop());

    it('retries a receiver that refuses, and starts no delivery workflow when it accepts within the window', async function () {
      w.ownerInbox.failNext(2, 503, '/booking_confirmation');
      const reference = `DSP-${randomUUID().slice(0, 8)}`;
      await w.freesale({ reference });
      const n = await ownerNotification(w, reference);
      await eventually(async () => assert.ok((await ownerNotification(w, reference)).delivered_at, 'delivered'), 10_000, 'delivered');
      assert.equal(refusedAttempts(w, reference), 3, 'two refused attempts and the one taken');
      await assert.rejects(n.handle.describe(), WorkflowNotFoundError);
    });

    it('hands a notification refused for the whole window to a delivery workflow that carries the booking step’s search attributes', async function () {
      w.ownerInbox.on('POST', '/booking_confirmation', () => ({ status: 503, body: { error: 'DOWN' } }));
      const reference = `DSP-${randomUUID().slice(0, 8)}`;
      await w.freesale({ reference });
      const n = await ownerNotification(w, reference);
      const described = await eventually(() => n.handle.describe(), 15_000, 'the delivery workflow started');
      assert.deepEqual(described.typedSearchAttributes.get(searchAttributes.reference), reference);
      assert.deepEqual(described.typedSearchAttributes.get(searchAttributes.supplier), w.owner.email);
      assert.deepEqual(described.typedSearchAttributes.get(searchAttributes.mode), 'live');
      // The receiver recovers: the delivery workflow delivers it, with the same key as every attempt before.
      w.reset();
      await eventually(async () => assert.ok((await ownerNotification(w, reference)).delivered_at), 20_000, 'delivered by its workflow');
      // The row says delivered as the activity commits; the workflow completes in its next task.
      await eventually(async () => assert.equal((await n.handle.describe()).status.name, 'COMPLETED'), 10_000, 'the delivery workflow completed');
    });
  });

  it('on shutdown, hands a notification it is still retrying to a delivery workflow at once, instead of dropping it', async function () {
    // A window far longer than the test: only the shutdown can make the hand-over.
    const w = await startBookingWorld({ tuning: { inlineDeliveryMs: 600_000 } });
    let stopped = false;
    try {
      w.ownerInbox.on('POST', '/booking_confirmation', () => ({ status: 503, body: { error: 'DOWN' } }));
      const reference = `DSP-${randomUUID().slice(0, 8)}`;
      await w.freesale({ reference });
      await eventually(() => assert.ok(refusedAttempts(w, reference) >= 1), 10_000, 'a refused attempt');
      const n = await ownerNotification(w, reference);
      await assert.rejects(n.handle.describe(), WorkflowNotFoundError, 'not handed over while the worker is retrying it');
      await w.stop();
      stopped = true;
      const described = await n.handle.describe();
      assert.equal(described.status.name, 'RUNNING', 'its delivery workflow waits for a worker');
      await n.handle.terminate('test over');
    } finally {
      if (!stopped) await w.stop();
    }
  });
});
