import { randomUUID } from 'node:crypto';
import { searchAttributes } from '../temporal/searchAttributes.ts';
import { modeOf } from '../db/orm.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkflowIdReusePolicy } from '@temporalio/client';
import { waitFor } from '../bookings/starters.ts';
import type { Account } from '../db/entities/index.ts';
import { withTemporal } from '../temporal/calls.ts';
import { clip } from '../temporal/summary.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { testNotificationWorkflow } from '../../workflows/notifications/test.ts';
import { findDelivery, type DeliveryEntry } from './log.ts';
import { dedupeKey, deliveryWorkflowId } from '../records/notifications/queue.ts';

/** How many test notifications an account may send itself a minute: each is a call to its receiver. */
export const TEST_NOTIFICATION_LIMIT = { keyPrefix: 'notification-test', points: 10, duration: 60 } as const;

/** What a test notification carries: who sent it and when, and that no booking is behind it. */
export function testPayload(account: Account, sent: Date) {
  return {
    event: 'test',
    account: account.email,
    sent: sent.toISOString(),
    message: 'A test notification you asked for (POST /v1/notifications/test): nothing happened to any booking.',
  };
}

type TestDeps = Pick<WorkflowDeps, 'client' | 'taskQueue' | 'tuning' | 'waitMs'>;

/** A test's one attempt (or a redelivery's): never longer than a supplier call and its margin, whatever the workers do. */
export const testRunTimeoutMs = (deps: Pick<WorkflowDeps, 'tuning'>) => deps.tuning.supplierTimeoutMs + 60_000;

/**
 * Queues a `test` notification to the caller and delivers it once through the delivery activity
 * (its signature, its log): answers the entry as the receiver left it. Waits for the attempt up to
 * the supplier timeout plus `waitMs`; a receiver slower than that leaves the entry to be read in
 * the delivery log. Temporal unreachable: 503, and no row is left behind.
 */
export async function sendTestNotification(em: EntityManager, account: Account, deps: TestDeps): Promise<DeliveryEntry> {
  const connection = em.getConnection();
  const sent = new Date();
  const notificationId = randomUUID();
  // Keyed like every notification row; the test's own id stands where a booking's would.
  const key = dedupeKey(notificationId, 'test', 1, account.id);
  await connection.execute(
    `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at) values (?, ?, null, 'test', ?, ?::jsonb, ?)`,
    [notificationId, key, account.id, JSON.stringify(testPayload(account, sent)), sent],
  );
  let handle: Awaited<ReturnType<typeof deps.client.workflow.start<typeof testNotificationWorkflow>>>;
  try {
    handle = await withTemporal(deps.client, () =>
      deps.client.workflow.start(testNotificationWorkflow, {
        workflowId: deliveryWorkflowId(modeOf(em), key),
        typedSearchAttributes: [{ key: searchAttributes.mode, value: modeOf(em) }],
        staticSummary: clip(`Test notification to ${account.email}, asked by the account`),
        taskQueue: deps.taskQueue,
        args: [{ notificationId, tuning: deps.tuning }],
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        workflowExecutionTimeout: testRunTimeoutMs(deps),
      }),
    );
  } catch (err) {
    // Nothing will ever send it: the agent gets 503 and its log no phantom entry.
    await connection.execute('delete from notification where id = ?', [notificationId]);
    throw err;
  }
  await waitFor(deps.client, handle, deps.tuning.supplierTimeoutMs + deps.waitMs);
  return findDelivery(em, account, notificationId);
}
