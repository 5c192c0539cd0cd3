import type { EntityManager } from '@mikro-orm/postgresql';
import { searchAttributes } from '../temporal/searchAttributes.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { workflowIds } from '../../workflows/ids.ts';
import { availabilityChangedSignal, availabilityNoticesWorkflow } from '../../workflows/availability/notices.ts';
import { noticesSummary } from './notices.ts';
import type { RecordedChange } from './record.ts';

type AnnounceDeps = Pick<WorkflowDeps, 'client' | 'taskQueue' | 'tuning' | 'log' | 'mode'>;

/**
 * After a change committed: wakes (or starts) the product's notices workflow, if an agent waits
 * for a notice of it. Never fails its caller: a change left unannounced is found by housekeeping
 * within a couple of minutes (`announceWaitingChanges`), and the feed has it at once.
 */
export async function announceChange(deps: AnnounceDeps, change: Pick<RecordedChange, 'productId' | 'product' | 'owner' | 'notify'> | null): Promise<void> {
  if (!change?.notify || !change.productId) return;
  try {
    await deps.client.workflow.signalWithStart(availabilityNoticesWorkflow, {
      workflowId: workflowIds.availabilityNotices(deps.mode, change.productId),
      taskQueue: deps.taskQueue,
      args: [{ productId: change.productId, tuning: deps.tuning }],
      signal: availabilityChangedSignal,
      signalArgs: [],
      staticSummary: noticesSummary(change.product, change.owner),
      typedSearchAttributes: [
        { key: searchAttributes.mode, value: deps.mode },
        { key: searchAttributes.supplier, value: change.owner },
        { key: searchAttributes.product, value: change.product },
      ],
    });
  } catch (err) {
    deps.log.warn({ err, product: change.productId }, 'availability change not announced yet: housekeeping will');
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
