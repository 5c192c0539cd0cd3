import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { type Account, Order } from '../db/entities/index.ts';
import { addDays } from '../domain/dates.ts';
import { encodeCursor, rowsAfter } from '../domain/pageCursor.ts';
import { ORDER_VIEW_POPULATE } from '../records/orders/view.ts';
import type { OrdersQuery } from './schemas.ts';

/** SQL with its `?` parameters, in order. */
type Sql = { sql: string; params: unknown[] };

/**
 * The agent's orders matching the filters: a range of `agent_order_page_idx` (agent, created_at
 * desc, id: Migration026), or with `status`, of `agent_order_status_page_idx`, in list order.
 */
function filters(account: Account, q: z.infer<typeof OrdersQuery>): Sql[] {
  const out: Sql[] = [{ sql: 'o.agent_id = ?', params: [account.id] }];
  if (q.status) out.push({ sql: 'o.status = ?', params: [q.status] });
  if (q.created_from) out.push({ sql: 'o.created_at >= ?', params: [new Date(`${q.created_from}T00:00:00Z`)] });
  // The last day a date can name has no next day to compare with (year 10000): it bounds nothing.
  if (q.created_to && q.created_to < '9999-12-31') out.push({ sql: 'o.created_at < ?', params: [new Date(`${addDays(q.created_to, 1)}T00:00:00Z`)] });
  if (q.search) out.push({ sql: 'o.agent_reference ilike ?', params: [`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`] });
  return out;
}

const whereOf = (parts: Sql[]): Sql => ({ sql: parts.map((p) => `(${p.sql})`).join(' and '), params: parts.flatMap((p) => p.params) });

/** The ids of one page, in list order, and the cursor after it when more follow. */
async function pageIds(em: EntityManager, q: z.infer<typeof OrdersQuery>, where: Sql[]) {
  const after = rowsAfter(q.after, 'o');
  const filter = whereOf(after ? [...where, after] : where);
  const rows = await em.getConnection().execute<{ id: string; micros: string }[]>(
    `select o.id, (extract(epoch from o.created_at) * 1000000)::bigint::text as micros from agent_order o
      where ${filter.sql} order by o.created_at desc, o.id offset ? limit ?`,
    [...filter.params, q.offset, q.limit + 1],
  );
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return { ids: page.map((r) => r.id), next: rows.length > q.limit && last ? encodeCursor({ micros: last.micros, id: last.id }) : null };
}

async function countAll(em: EntityManager, where: Sql[]): Promise<number> {
  const filter = whereOf(where);
  const [row] = await em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from agent_order o where ${filter.sql}`, filter.params);
  return row?.n ?? 0;
}

/**
 * `GET /v1/orders`: the agent's own orders, filtered, newest first: one page, the cursor of the
 * next (`after`), and the total unless the caller asked for none or reads by cursor (a count reads
 * every match). Suppliers see the bookings of orders, as any booking.
 */
export async function listOrders({ em, account, query: q }: { em: EntityManager; account: Account; query: z.infer<typeof OrdersQuery> }) {
  const where = filters(account, q);
  const [{ ids, next }, total] = await Promise.all([pageIds(em, q, where), q.after === undefined && q.count ? countAll(em, where) : Promise.resolve(null)]);
  // Each relation by its keys (select-in): a page's items, then their holds and bookings by id, each a look-up of its
  // primary key; one joined statement left the planner to hash-join whole tables for a page's hundred items.
  const loaded = ids.length === 0 ? [] : await em.find(Order, { id: { $in: ids } }, { populate: ORDER_VIEW_POPULATE, strategy: 'select-in' });
  const byId = new Map(loaded.map((o) => [o.id, o]));
  return { orders: ids.flatMap((id) => byId.get(id) ?? []), total, next };
}
