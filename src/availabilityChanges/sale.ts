import type { EntityManager } from '@mikro-orm/postgresql';
import { modeOf } from '../db/orm.ts';
import type { Logger } from '../logger.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import { announceChange } from './announce.ts';
import { recordSaleChange, type ChangeCause } from '../records/availabilityChanges/record.ts';

/**
 * For the activities that sell or release seats, once their change committed: drops the days the
 * sale touches from the cache, records the change for the feed, and announces it to the agents
 * that asked (before the agent's answer: the next read of those days asks the supplier).
 */
export async function saleChanged(
  deps: { workflows?: WorkflowEngine | undefined; logger: Logger },
  em: EntityManager,
  sale: { table: 'reservation' | 'booking'; id: string; cause: ChangeCause; extraDates?: string[] },
): Promise<void> {
  const change = await recordSaleChange(em, sale);
  if (deps.workflows) await announceChange({ ...deps.workflows, log: deps.logger, mode: modeOf(em) }, change);
}
