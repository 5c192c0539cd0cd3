/**
 * Availability answers kept for as long as their supplier allows (`availability_ttl_seconds`,
 * 0–300 s; 0 keeps nothing), in PostgreSQL (unlogged tables, migration 012) so every API replica
 * serves from and drops the same entries. One row per supplier day, keyed by product owner,
 * product, option, agent ('*' when the supplier's availability is the same for every agent) and
 * date, as the supplier sent it: each request shapes it for its own agent.
 *
 * Never stale after a change we know of: our own reservations, bookings, updates, cancellations,
 * releases and expiries (and the supplier's push) drop the days they touch and note when
 * (`availability_invalidation`, written by src/records/availabilityChanges/record.ts); an answer the
 * supplier gave before that moment is not stored, however late it arrives. The reads come with the availability path's one statement
 * (src/catalog/availabilityRead.ts); a miss adds one write.
 */
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
