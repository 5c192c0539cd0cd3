import type { EntityManager } from '@mikro-orm/postgresql';
import { type Account, Order } from '../db/entities/index.ts';
import { ApiError } from '../errors.ts';
import { ORDER_VIEW_POPULATE } from '../records/orders/view.ts';

const FULL = [...ORDER_VIEW_POPULATE, 'agent'] as const;

/** The order, read afresh (after its workflow changed it) with what its view needs, in one query (a fork: nothing stale kept). */
export function loadOrder(em: EntityManager, id: string): Promise<Order> {
  return em.fork().findOneOrFail(Order, { id }, { populate: FULL, strategy: 'joined' });
}

/** The agent's own order by its reference, or ORDER_NOT_FOUND. */
export async function findAgentOrder(em: EntityManager, agent: Account, reference: string): Promise<Order> {
  const order = await em.fork().findOne(Order, { agent, agentReference: reference }, { populate: FULL, strategy: 'joined' });
  if (!order) throw new ApiError('ORDER_NOT_FOUND');
  return order;
}
