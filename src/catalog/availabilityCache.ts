/**
 * Availability answers kept for as long as their supplier allows (`availability_ttl_seconds`,
 * 0–300 s; 0 keeps nothing), in PostgreSQL (unlogged tables, migration 012) so every API replica
 * serves from and drops the same entries. One row per supplier day, keyed by product owner,
 * product, option, agent ('*' when the supplier's availability is the same for every agent) and
 * date, as the supplier sent it: each request shapes it for its own agent.
 *
 * Never stale after a change we know of: our own reservations, bookings, updates, cancellations,
 * releases and expiries (and the supplier's push) drop the days they touch and note when
 * (`availability_invalidation`); an answer the supplier gave before that moment is not stored,
 * however late it arrives. The reads come with the availability path's one statement
 * (src/catalog/availabilityRead.ts); a miss adds one write.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Day } from '../domain/availability.ts';

/** A cached day as the read statement returns it. */
export type CachedDay = { date: string; agent: string; day: Day; fetched_at: string };

/** The agent key of a cache row: the agent's id, or '*' for a supplier that answers every agent alike. */
export const cacheAgent = (target: { availabilityAgentIndependent?: boolean | null }, agentId: string) => (target.availabilityAgentIndependent ? '*' : agentId);

/** The days of `cached` still fresh under `ttlSeconds` at `now`, for this agent key, by date. */
export function freshDays(cached: CachedDay[], agentKey: string, ttlSeconds: number, now: Date): Map<string, { day: Day; fetchedAt: Date }> {
  const fresh = new Map<string, { day: Day; fetchedAt: Date }>();
  if (ttlSeconds <= 0) return fresh;
  for (const row of cached) {
    const fetchedAt = new Date(row.fetched_at);
    if (row.agent === agentKey && now.getTime() - fetchedAt.getTime() < ttlSeconds * 1000) fresh.set(row.date, { day: row.day, fetchedAt });
  }
  return fresh;
}

/**
 * Stores what the supplier answered, unless one of its days changed at or after `askedAt` (the
 * database's clock when the request read the cache, before it asked the supplier): such an answer
 * may predate the change. A newer answer already stored is kept.
 */
export async function storeDays(
  pool: pg.Pool,
  entry: { ownerId: string; product: string; option: string | undefined; agentKey: string; days: Record<string, Day>; askedAt: Date },
): Promise<void> {
  await pool.query(
    `insert into availability_cache (owner_id, product, option, agent, date, day, fetched_at)
     select $1::uuid, $2::varchar, $3::varchar, $4::varchar, e.key::date, e.value, $5::timestamptz
       from jsonb_each($6::jsonb) as e
      where not exists (select 1 from availability_invalidation i
                         where i.owner_id = $1::uuid and i.product = $2::varchar and i.date = e.key::date and i.at >= $5::timestamptz)
     on conflict (owner_id, product, option, agent, date)
       do update set day = excluded.day, fetched_at = excluded.fetched_at
       where availability_cache.fetched_at < excluded.fetched_at`,
    [entry.ownerId, entry.product, entry.option ?? '', entry.agentKey, entry.askedAt, JSON.stringify(entry.days)],
  );
}

/**
 * A product's days changed (we held, booked, changed, cancelled or released seats on them, or the
 * supplier said so): drops them from the cache for every option and agent, and notes the moment,
 * so an answer asked for before it is never stored. In the transaction of `em`, if any.
 */
export async function invalidateDays(em: EntityManager, change: { ownerId: string; product: string; dates: string[] }): Promise<void> {
  if (change.dates.length === 0) return;
  await em.getConnection().execute(
    `with dates as (select distinct unnest(?::date[]) as date),
          dropped as (delete from availability_cache c using dates d where c.owner_id = ? and c.product = ? and c.date = d.date)
     insert into availability_invalidation (owner_id, product, date, at)
     select ?, ?, date, clock_timestamp() from dates
     on conflict (owner_id, product, date) do update set at = excluded.at`,
    [`{${change.dates.join(',')}}`, change.ownerId, change.product, change.ownerId, change.product],
    'run',
    em.getTransactionContext(),
  );
}

/** The days a reservation or booking row touches (by id), dropped as above. */
export async function invalidateSale(em: EntityManager, table: 'reservation' | 'booking', id: string, extraDates: string[] = []): Promise<void> {
  const rows: { owner_id: string; product_code: string; travel_date: string }[] = await em
    .getConnection()
    .execute(`select owner_id, product_code, travel_date from ${table} where id = ?`, [id], 'all', em.getTransactionContext());
  const sale = rows[0];
  if (!sale) return;
  await invalidateDays(em, { ownerId: sale.owner_id, product: sale.product_code, dates: [sale.travel_date, ...extraDates] });
}
