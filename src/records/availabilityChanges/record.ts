/**
 * A product's days changed: we held, sold, moved, cancelled or released seats on them, or the
 * supplier said so (POST /v1/availability_changes). One statement drops those days from the cache
 * (src/catalog/availabilityCache.ts) for every option and agent, notes the moment so that an
 * answer asked for before it is never stored, and records one change event per day for the feed
 * and the agents' notices. The events get their sequence numbers when the transaction commits
 * (migration 013), in commit order.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What made a product's days change: the supplier's push, one of our own sales, or (`rates`) the
 * supplier's new rate table, recorded on the first date its prices may differ (today, in the
 * product's zone) and told as `rates.updated` rather than `availability.updated`.
 */
export const CHANGE_CAUSES = ['supplier', 'reservation', 'release', 'booking', 'booking_update', 'cancellation', 'rates'] as const;
export type ChangeCause = (typeof CHANGE_CAUSES)[number];

export type AvailabilityChange = {
  ownerId: string;
  product: string;
  /** The option the supplier named; null for our own changes and a push naming none (any option). */
  option?: string | null;
  dates: string[];
  cause: ChangeCause;
};

/** The change as recorded: its events' row ids, the product's id, and whether an agent waits for a notice of it. */
export type RecordedChange = {
  ownerId: string;
  /** The owner's identifier, for the notices' summary in the Temporal UI. */
  owner: string;
  product: string;
  productId: string | null;
  eventIds: string[];
  notify: boolean;
};

/**
 * SQL over `account a`: whoever may sell the owner's products (the owner itself, and agents it
 * granted) and asked for notices. `owner` is the owner id's placeholder, bound twice.
 */
export const noticeAudience = (owner: string) =>
  `a.availability_notifications and (a.id = ${owner} or exists (select 1 from access_grant g where g.supplier_id = ${owner} and g.agent_id = a.id))`;

/**
 * Records `change` as above (a `rates` change drops no day from the cache: no seat changed), in the
 * transaction of `em` if any. Events nobody is waiting a notice
 * for are recorded as noticed already; the feed has them all.
 */
export async function recordChange(em: EntityManager, change: AvailabilityChange): Promise<RecordedChange> {
  const recorded: RecordedChange = { ownerId: change.ownerId, owner: '', product: change.product, productId: null, eventIds: [], notify: false };
  if (change.dates.length === 0) return recorded;
  // A new rate table changes no seat: the cache keeps its days.
  const seats = change.cause !== 'rates';
  const rows: { id: string; product_id: string | null; noticed: boolean; owner: string }[] = await em.getConnection().execute(
    `with dates as (select distinct unnest(?::date[]) as date),
          dropped as (delete from availability_cache c using dates d where ?::boolean and c.owner_id = ? and c.product = ? and c.date = d.date),
          noted as (insert into availability_invalidation (owner_id, product, date, at)
                    select ?, ?, date, clock_timestamp() from dates where ?::boolean
                    on conflict (owner_id, product, date) do update set at = excluded.at),
          product as (select p.id from product p where p.owner_id = ? and p.code = ?),
          waiting as (select exists (select 1 from account a where ${noticeAudience('?')}) as anyone)
     insert into availability_change (owner_id, product_id, product, option, date, cause, noticed)
     select ?, (select id from product), ?, ?, d.date, ?, (select id from product) is null or not (select anyone from waiting)
       from dates d order by d.date
     returning id, product_id, noticed, (select coalesce(o.domain, o.email) from account o where o.id = owner_id) as owner`,
    [
      `{${change.dates.join(',')}}`,
      seats,
      change.ownerId,
      change.product,
      change.ownerId,
      change.product,
      seats,
      change.ownerId,
      change.product,
      change.ownerId,
      change.ownerId,
      change.ownerId,
      change.product,
      change.option ?? null,
      change.cause,
    ],
    'all',
    em.getTransactionContext(),
  );
  recorded.eventIds = rows.map((row) => String(row.id));
  recorded.productId = rows[0]?.product_id ?? null;
  recorded.owner = rows[0]?.owner ?? '';
  recorded.notify = rows.some((row) => !row.noticed);
  return recorded;
}

/** The days a reservation or booking row touches (by id), recorded as above. */
export async function recordSaleChange(
  em: EntityManager,
  sale: { table: 'reservation' | 'booking'; id: string; cause: ChangeCause; extraDates?: string[] },
): Promise<RecordedChange | null> {
  const rows: { owner_id: string; product_code: string; travel_date: string }[] = await em
    .getConnection()
    .execute(`select owner_id, product_code, travel_date from ${sale.table} where id = ?`, [sale.id], 'all', em.getTransactionContext());
  const row = rows[0];
  if (!row) return null;
  return recordChange(em, { ownerId: row.owner_id, product: row.product_code, dates: [row.travel_date, ...(sale.extraDates ?? [])], cause: sale.cause });
}
