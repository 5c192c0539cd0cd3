import { WorkflowIdConflictPolicy, WorkflowIdReusePolicy } from '@temporalio/client';
import { searchAttributes } from '../temporal/searchAttributes.ts';
import { withTemporal } from '../temporal/calls.ts';
import { clip } from '../temporal/summary.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { workflowIds } from '../../workflows/ids.ts';
import { notificationRedeliveryWorkflow } from '../../workflows/notifications/delivery.ts';
import type { DeliveryEntry } from './log.ts';
import { parseDedupeKey } from '../records/notifications/queue.ts';
import { testRunTimeoutMs } from './test.ts';
import { testNotificationWorkflow } from '../../workflows/notifications/test.ts';

/**
 * Starts sending `entry` again. A redelivery already running for it is joined, not doubled; one
 * that finished may run again. Temporal unreachable: 503, nothing started.
 */
export async function redeliver(deps: Pick<WorkflowDeps, 'client' | 'taskQueue' | 'tuning' | 'mode'>, entry: DeliveryEntry): Promise<void> {
  const parts = parseDedupeKey(entry.dedupe_key);
  const typedSearchAttributes = [{ key: searchAttributes.mode, value: deps.mode }];
  if (entry.event === 'test') {
    // A test is sent once per asking, never retried for days: one more attempt.
    await withTemporal(deps.client, () =>
      deps.client.workflow.start(testNotificationWorkflow, {
        workflowId: workflowIds.notificationRedelivery(deps.mode, parts),
        typedSearchAttributes,
        staticSummary: clip(`Redelivery of test notification ${entry.id} · asked by its recipient`),
        taskQueue: deps.taskQueue,
        args: [{ notificationId: entry.id, tuning: deps.tuning, again: true }],
        workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
        workflowExecutionTimeout: testRunTimeoutMs(deps),
      }),
    );
    return;
  }
  await withTemporal(deps.client, () =>
    deps.client.workflow.start(notificationRedeliveryWorkflow, {
      workflowId: workflowIds.notificationRedelivery(deps.mode, parts),
      typedSearchAttributes,
      staticSummary: clip(
        `Redelivery of notification ${entry.event} · ${entry.event === 'availability.updated' || entry.event === 'rates.updated' ? 'product' : 'booking'} ${entry.agent_reference ?? entry.product ?? parts.bookingId} · asked by its recipient`,
      ),
      taskQueue: deps.taskQueue,
      args: [{ notificationId: entry.id, tuning: deps.tuning }],
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
      workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
    }),
  );
}
