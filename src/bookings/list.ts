import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { findAccountByIdentifier } from '../accounts/find.ts';
import { Booking, type Account } from '../db/entities/index.ts';
import { addDays } from '../domain/dates.ts';
import { encodeCursor, rowsAfter } from '../domain/pageCursor.ts';
import { ApiError } from '../errors.ts';
import type { BookingsQuery } from './schemas.ts';
import { UNSETTLED_STATUSES, visibleTo } from './visibility.ts';

const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

async function accountId(em: EntityManager, identifier: string): Promise<string> {
  // An unknown account matches no booking rather than failing the listing.
  return (await findAccountByIdentifier(em, identifier))?.id ?? NO_ACCOUNT;
}

/** SQL with its `?` parameters, in order. */
type Sql = { sql: string; params: unknown[] };

const and = (parts: Sql[]): Sql => ({ sql: parts.map((p) => `(${p.sql})`).join(' and ') || 'true', params: parts.flatMap((p) => p.params) });

/**
 * The ways a booking is the caller's, each a range of its own index in list order (Migration024):
 * sold by it, owned by it, or served by it as the delegate of another owner. `as` keeps one side.
 * A booking may be the caller's in more than one way: the branches are read apart and merged.
 */
function parties(account: Account, as: 'agent' | 'supplier' | undefined): Sql[] {
  const agent = { sql: 'b.agent_id = ?', params: [account.id] };
  const owner = { sql: 'b.owner_id = ?', params: [account.id] };
  const delegate = { sql: 'b.supplier_id = ? and b.supplier_id <> b.owner_id', params: [account.id] };
  if (as === 'agent') return [agent];
  if (as === 'supplier') return [owner, delegate];
  return [agent, owner, delegate];
}

/** Every filter of the query but the caller's own parties; the same rows the ORM's filter of before matched. */
async function filters(em: EntityManager, q: z.infer<typeof BookingsQuery>): Promise<Sql[]> {
  const out: Sql[] = [{ sql: `b.status not in (${UNSETTLED_STATUSES.map(() => '?').join(', ')})`, params: [...UNSETTLED_STATUSES] }];
  if (q.agent) out.push({ sql: 'b.agent_id = ?', params: [await accountId(em, q.agent)] });
  if (q.supplier) {
    const id = await accountId(em, q.supplier);
    out.push({ sql: 'b.owner_id = ? or b.supplier_id = ?', params: [id, id] });
  }
  if (q.product) out.push({ sql: 'b.product_code = ?', params: [q.product] });
  if (q.option) out.push({ sql: 'b.option_code = ?', params: [q.option] });
  // One day is an equality: the day's bookings are then a range of an index already in list order (a supplier's manifest).
  if (q.travel_from && q.travel_from === q.travel_to) out.push({ sql: 'b.travel_date = ?', params: [q.travel_from] });
  else {
    if (q.travel_from) out.push({ sql: 'b.travel_date >= ?', params: [q.travel_from] });
    if (q.travel_to) out.push({ sql: 'b.travel_date <= ?', params: [q.travel_to] });
  }
  if (q.booking_from) out.push({ sql: 'b.created_at >= ?', params: [new Date(`${q.booking_from}T00:00:00Z`)] });
  // The last day a date can name has no next day to compare with (year 10000): it bounds nothing.
  if (q.booking_to && q.booking_to < '9999-12-31') out.push({ sql: 'b.created_at < ?', params: [new Date(`${addDays(q.booking_to, 1)}T00:00:00Z`)] });
  if (q.cancelled_by) out.push({ sql: 'b.cancelled_by = ?', params: [q.cancelled_by] });
  // From inclusive, to exclusive: consecutive windows never see a cancellation twice or miss one.
  if (q.cancelled_from) out.push({ sql: 'b.cancelled_at >= ?', params: [new Date(q.cancelled_from)] });
  if (q.cancelled_to) out.push({ sql: 'b.cancelled_at < ?', params: [new Date(q.cancelled_to)] });
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    out.push({ sql: 'b.agent_reference ilike ? or b.supplier_reference ilike ? or b.product_name ilike ?', params: [like, like, like] });
  }
  return out;
}

/** The cursor's row and what follows it in list order (newest first, then by id). */
function after(cursor: string | undefined): Sql[] {
  const range = rowsAfter(cursor, 'b');
  return range ? [range] : [];
}

/**
 * The ids of one page, in list order, and the cursor after it when more follow. Each party's
 * branch reads at most offset + limit + 1 rows of its own index range; the union of the branches
 * holds the page (a row among the first n of the union is among the first n of its branch).
 */
async function pageIds(em: EntityManager, account: Account, q: z.infer<typeof BookingsQuery>, where: Sql[]) {
  const wanted = q.offset + q.limit + 1;
  const branches = parties(account, q.as).map((party) => {
    const filter = and([party, ...where, ...after(q.after)]);
    return {
      sql: `(select b.id, b.created_at from booking b where ${filter.sql} order by b.created_at desc, b.id limit ?)`,
      params: [...filter.params, wanted],
    };
  });
  const rows = await em.getConnection().execute<{ id: string; micros: string }[]>(
    `select u.id, (extract(epoch from u.created_at) * 1000000)::bigint::text as micros
       from (${branches.map((b) => b.sql).join(' union ')}) u
      order by u.created_at desc, u.id offset ? limit ?`,
    [...branches.flatMap((b) => b.params), q.offset, q.limit + 1],
  );
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return { ids: page.map((r) => r.id), next: rows.length > q.limit && last ? encodeCursor({ micros: last.micros, id: last.id }) : null };
}

async function countAll(em: EntityManager, account: Account, q: z.infer<typeof BookingsQuery>, where: Sql[]): Promise<number> {
  const branches = parties(account, q.as);
  const filter = and([{ sql: branches.map((b) => `(${b.sql})`).join(' or '), params: branches.flatMap((b) => b.params) }, ...where]);
  const [row] = await em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from booking b where ${filter.sql}`, filter.params);
  return row?.n ?? 0;
}

/**
 * `GET /v1/bookings`: the caller's visible bookings, filtered, newest first: one page, the cursor
 * of the next (`after`), and the total unless the caller asked for none or reads by cursor (a count
 * reads every match: its cost grows with the caller's bookings, a page's does not).
 */
export async function listBookings({ em, account, query: q }: { em: EntityManager; account: Account; query: z.infer<typeof BookingsQuery> }) {
  const where = await filters(em, q);
  const [{ ids, next }, total] = await Promise.all([
    pageIds(em, account, q, where),
    q.after === undefined && q.count ? countAll(em, account, q, where) : Promise.resolve(null),
  ]);
  const loaded = ids.length === 0 ? [] : await em.find(Booking, { id: { $in: ids } }, { populate: ['agent', 'owner', 'supplier', 'tickets'] });
  const byId = new Map(loaded.map((b) => [b.id, b]));
  return { bookings: ids.flatMap((id) => byId.get(id) ?? []), total, next };
}

/** `GET /v1/bookings/:reference`: the newest visible booking with that agent or supplier reference. */
export async function findVisibleBooking({ em, account, reference }: { em: EntityManager; account: Account; reference: string }): Promise<Booking> {
  const booking = await em.findOne(
    Booking,
    { $and: [visibleTo(account), { $or: [{ agentReference: reference }, { supplierReference: reference }] }] },
    { populate: ['agent', 'owner', 'supplier', 'tickets'], orderBy: { createdAt: 'desc' } },
  );
  if (!booking) throw new ApiError('BOOKING_NOT_FOUND');
  return booking;
}
