import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkflowIdReusePolicy } from '@temporalio/client';
import type { Account } from '../db/entities/index.ts';
import { withTemporal } from '../temporal/calls.ts';
import { clip } from '../temporal/summary.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { within } from '../within.ts';
import { workflowIds } from '../../workflows/ids.ts';
import { testNotificationWorkflow } from '../../workflows/notifications/test.ts';
import { findDelivery, type DeliveryEntry } from './log.ts';

/** What a test notification carries: who sent it and when, and that no booking is behind it. */
export function testPayload(account: Account, sent: Date) {
  return {
    event: 'test',
    account: account.email,
    sent: sent.toISOString(),
    message: 'A test notification you asked for (POST /v1/notifications/test): nothing happened to any booking.',
  };
}

/**
 * Queues a `test` notification to the caller and delivers it once through the delivery activity
 * (its signature, its log): answers the entry as the receiver left it. Waits for the attempt up to
 * `waitMs`; a receiver slower than that leaves the entry pending, to be read in the delivery log.
 */
export async function sendTestNotification(
  em: EntityManager,
  account: Account,
  deps: Pick<WorkflowDeps, 'client' | 'taskQueue' | 'tuning' | 'waitMs'>,
): Promise<DeliveryEntry> {
  const sent = new Date();
  const [row] = await em.getConnection().execute<{ id: string }[]>(
    `with id as (select gen_random_uuid() as id)
     insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
     select id.id, id.id || ':test:1:' || ?, null, 'test', ?, ?::jsonb, ? from id returning id`,
    [account.id, account.id, JSON.stringify(testPayload(account, sent)), sent],
  );
  const notificationId = row!.id;
  const handle = await withTemporal(deps.client, () =>
    deps.client.workflow.start(testNotificationWorkflow, {
      workflowId: workflowIds.notification({ event: 'test', bookingId: notificationId, key: 1, recipientId: account.id }),
      staticSummary: clip(`Test notification to ${account.email}, asked by the account`),
      taskQueue: deps.taskQueue,
      args: [{ notificationId, tuning: deps.tuning }],
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    }),
  );
  try {
    await within(deps.tuning.supplierTimeoutMs + deps.waitMs, handle.result());
  } catch {
    // Not answered in time (or Temporal went away): the entry says how far it got.
  }
  return findDelivery(em, account, notificationId);
}
