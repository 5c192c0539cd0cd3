import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { type Account, Order } from '../db/entities/index.ts';
import { addDays } from '../domain/dates.ts';
import { ORDER_VIEW_POPULATE } from '../records/orders/view.ts';
import type { OrdersQuery } from './schemas.ts';

/** `GET /v1/orders`: the agent's own orders, filtered, newest first, one page and the total. (Suppliers see the bookings of orders, as any booking.) */
export async function listOrders({ em, account, query: q }: { em: EntityManager; account: Account; query: z.infer<typeof OrdersQuery> }) {
  const and: FilterQuery<Order>[] = [{ agent: account }];
  if (q.status) and.push({ status: q.status });
  if (q.created_from) and.push({ createdAt: { $gte: new Date(`${q.created_from}T00:00:00Z`) } });
  if (q.created_to && q.created_to < '9999-12-31') and.push({ createdAt: { $lt: new Date(`${addDays(q.created_to, 1)}T00:00:00Z`) } });
  if (q.search) and.push({ agentReference: { $ilike: `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` } });
  const [orders, total] = await em.findAndCount(
    Order,
    { $and: and },
    { populate: ORDER_VIEW_POPULATE, orderBy: { createdAt: 'desc', id: 'asc' }, offset: q.offset, limit: q.limit },
  );
  return { orders, total };
}
