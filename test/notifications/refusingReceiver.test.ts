import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { decodeApplicationFailureCategory } from '@temporalio/common';
import { deliveryWorkflowId } from '../../src/records/notifications/queue.ts';
import { statusQuery, type WorkflowStatus } from '../../contracts/status.ts';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { withSdkLog } from '../helpers/sdkLog.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

/**
 * A receiver that keeps refusing (401 INVALID_SIGNATURE, as a receiver checking the wrong secret
 * answers): what an operator sees in the delivery workflow's status query and in the worker's log.
 */
describe('a notification receiver that keeps refusing', function () {
  this.timeout(60_000);
  const logLines: string[] = [];
  let w: BookingWorld;
  before(async function () {
    // The booking workflow hands a refused notification over to its own delivery workflow quickly.
    w = await startBookingWorld({ logLines, tuning: { inlineDeliveryMs: 300 } });
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  it('answers the status query with the attempt, the receiver’s last answer and the next attempt; one log line per attempt, no stack trace; delivered once it accepts', async function () {
    w.ownerInbox.on('POST', '/booking_confirmation', () => ({ status: 401, body: { error: 'INVALID_SIGNATURE' } }));
    const reference = `REFUSED-${randomUUID().slice(0, 8)}`;
    await withSdkLog(async (sdkEntries) => {
      await w.freesale({ reference });
      const [row] = await testStack()
        .db.fork()
        .getConnection()
        .execute<{ id: string; dedupe_key: string }[]>(
          `select n.id, n.dedupe_key from notification n join account a on a.id = n.recipient_id
            where n.payload->>'agent_reference' = ? and a.email = ? and n.event = 'booking_confirmation'`,
          [reference, w.owner.email],
        );
      assert.ok(row, 'the owner’s notification is queued');
      const handle = testStack().temporal.client.workflow.getHandle(deliveryWorkflowId('live', row.dedupe_key));
      const status = await eventually(
        async () => {
          const answer = await handle.query(statusQuery);
          assert.ok(answer.attempt !== undefined && answer.attempt >= 3, `attempt ${answer.attempt}`);
          return answer;
        },
        20_000,
        'the third refused attempt, the delivery workflow’s second at least',
      );
      assert.equal(status.phase, 'delivering');
      assert.equal(status.lastError, '401 INVALID_SIGNATURE');
      assert.ok(status.nextAttemptAt && Date.parse(status.nextAttemptAt) > Date.parse(status.since), JSON.stringify(status));
      assert.match(status.detail ?? '', new RegExp(row.id));
      // The same, as the UI shows it without a query: the workflow's Current Details (User Metadata tab).
      const metadata = await handle.query<{ currentDetails?: string }>('__temporal_workflow_metadata');
      assert.match(metadata.currentDetails ?? '', /^\*\*delivering\*\* since .*attempt \d+ failed: 401 INVALID_SIGNATURE.*next attempt at /s);

      // The worker's log: one line per refused attempt, naming the answer, and no stack trace.
      const refusals = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((e) => e.notification === row.id && e.answered);
      assert.ok(refusals.length >= 3, `inline attempts and the delivery workflow's: ${refusals.length}`);
      // Numbered as the delivery log counts them, whoever made the attempt: 1, 2, 3…
      assert.deepEqual(
        refusals.map((e) => e.attempt),
        refusals.map((_, i) => i + 1),
      );
      for (const entry of refusals) {
        assert.equal(entry.answered, '401 INVALID_SIGNATURE');
        assert.match(String(entry.msg), /^notification not accepted \(attempt \d+\): 401 INVALID_SIGNATURE$/);
        assert.equal(entry.err, undefined);
      }
      // The SDK logs the failed activity at DEBUG (the failure is benign), so not at all from WARN up.
      assert.deepEqual(
        sdkEntries.filter((e) => e.message === 'Activity failed'),
        [],
      );
      // Temporal records each refused attempt as a benign application failure.
      const history = await handle.fetchHistory();
      const failed = (history.events ?? []).filter((e) => e.activityTaskFailedEventAttributes);
      assert.ok(failed.length >= 1);
      for (const event of failed) {
        const info = event.activityTaskFailedEventAttributes?.failure?.applicationFailureInfo;
        assert.equal(info?.type, 'NOTIFICATION_UNDELIVERED');
        assert.equal(decodeApplicationFailureCategory(info?.category), 'BENIGN');
      }

      // The receiver is fixed: the next attempt delivers, and the status says so.
      w.ownerInbox.on('POST', '/booking_confirmation', () => ({ body: {} }));
      await handle.result();
      const done: WorkflowStatus = await handle.query(statusQuery);
      assert.equal(done.phase, 'delivered');
      assert.ok((done.attempt ?? 0) > status.attempt!);
      const entry = (await w.api.call('GET', `/v1/notifications/${row.id}`, { auth: w.owner.auth })).body;
      assert.equal(entry.status, 'delivered');
    });
  });
});
