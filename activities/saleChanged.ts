import type { EntityManager } from '@mikro-orm/postgresql';
import { modeOf } from '../src/db/orm.ts';
import { recordSaleChange, type ChangeCause } from '../src/records/availabilityChanges/record.ts';
import type { Announce } from './deps.ts';

/**
 * For the activities that sell or release seats, once their change committed: drops the days the
 * sale touches from the cache, records the change for the feed, and announces it to the agents
 * that asked (before the agent's answer: the next read of those days asks the supplier).
 */
export async function saleChanged(
  deps: { announce?: Announce | undefined },
  em: EntityManager,
  sale: { table: 'reservation' | 'booking'; id: string; cause: ChangeCause; extraDates?: string[] },
): Promise<void> {
  const change = await recordSaleChange(em, sale);
  await deps.announce?.(change, modeOf(em));
}
