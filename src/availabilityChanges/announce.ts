import type { EntityManager } from '@mikro-orm/postgresql';
import { withTemporal } from '../temporal/calls.ts';
import { searchAttributes } from '../temporal/searchAttributes.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { availabilityNoticesWorkflow } from '../../workflows/availability/notices.ts';
import { availabilityChangedSignal } from '../../contracts/availability.ts';
import { noticesSummary } from '../records/availabilityChanges/notices.ts';
import type { RecordedChange } from '../records/availabilityChanges/record.ts';

type AnnounceDeps = Pick<WorkflowDeps, 'client' | 'taskQueue' | 'tuning' | 'log' | 'mode'>;

/**
 * After a change committed: wakes (or starts) the product's notices workflow, if an agent waits
 * for a notice of it. Never fails its caller: a change left unannounced is found by housekeeping
 * within a couple of minutes (`announceWaitingChanges`), and the feed has it at once. Bounded
 * like every Temporal call on a request path: a push waits TEMPORAL_CALL_MS at most for a hung
 * Temporal, then answers (the change is committed; housekeeping announces it).
 */
export async function announceChange(deps: AnnounceDeps, change: Pick<RecordedChange, 'productId' | 'product' | 'owner' | 'notify'> | null): Promise<void> {
  const productId = change?.productId;
  if (!change?.notify || !productId) return;
  try {
    await withTemporal(deps.client, () =>
      deps.client.workflow.signalWithStart(availabilityNoticesWorkflow, {
        workflowId: workflowIds.availabilityNotices(deps.mode, productId),
        taskQueue: deps.taskQueue,
        args: [{ productId, tuning: deps.tuning }],
        signal: availabilityChangedSignal,
        signalArgs: [],
        staticSummary: noticesSummary(change.product, change.owner),
        typedSearchAttributes: [
          { key: searchAttributes.mode, value: deps.mode },
          { key: searchAttributes.supplier, value: change.owner },
          { key: searchAttributes.product, value: change.product },
        ],
      }),
    );
  } catch (err) {
    deps.log.warn({ err, product: productId }, 'availability change not announced yet: housekeeping will');
  }
}

/**
 * Changes that wait for their notices for longer than the notices workflow takes to gather them
 * (its API or activity died between the commit and the signal): wakes their products' workflows.
 */
export async function announceWaitingChanges(em: EntityManager, deps: AnnounceDeps): Promise<number> {
  const rows: { product_id: string; product: string; owner: string }[] = await em.getConnection().execute(
    `select distinct c.product_id, c.product, coalesce(o.domain, o.email) as owner
       from availability_change c join account o on o.id = c.owner_id
      where not c.noticed and c.product_id is not null and c.at < now() - interval '1 minute'
      limit 1000`,
  );
  for (const row of rows) {
    await announceChange(deps, { owner: row.owner, product: row.product, productId: row.product_id, notify: true });
  }
  return rows.length;
}
