/**
 * Orders (issue 44): one for every eight bookings, a basket of two items, made evenly over the
 * series' days by agents skewed as the bookings' (agent 1 takes a fifth), most of them confirmed.
 * Each item copies a booking of its time (its sale, its hold, and the booking itself once the order
 * confirmed), so the items' links to holds and bookings have the shape of real ones; that the
 * booking's agent is another is nothing any read of orders looks at. A few orders are in a step now, or
 * stuck (what the re-drive and the stuck-work gauge read), the same in every database.
 */
import type { Series } from './functions.ts';

/** Orders per booking of the series. */
export const ORDERS_PER_BOOKING = 1 / 8;
/** Orders in a step (holding, confirming, undoing, cancelling) now, and stuck. */
export const ORDERS_IN_STEP = 12;
export const ORDERS_STUCK = 3;

const schemaOf = (s: Series) => (s.tag === 't' ? 'test' : 'public');

/** The orders of a series, and their items, in one statement. */
export function ordersInsert(s: Series): string {
  const n = Math.max(1, Math.round(s.n * ORDERS_PER_BOOKING));
  const schema = schemaOf(s);
  return `
    with o as materialized (
      select g, vol.uid('${s.tag}o', g) as id, vol.acct(${s.suppliers} + vol.skew(vol.r(g, 41), 0.2, ${s.agents})) as agent_id,
             date_trunc('milliseconds', timestamptz '${s.t0}' + ((g - 1) + vol.r(g, 42)) / ${n} * ${s.days} * interval '1 day') as created_at,
             case when g > ${n} - ${ORDERS_IN_STEP} then (array['holding', 'confirming', 'undoing', 'cancelling'])[1 + g % 4]
                  when g > ${n} - ${ORDERS_IN_STEP + ORDERS_STUCK} then 'stuck'
                  when vol.r(g, 43) < 0.04 then 'failed' when vol.r(g, 43) < 0.07 then 'expired' when vol.r(g, 43) < 0.15 then 'cancelled'
                  else 'confirmed' end as status
        from generate_series(1, ${n}) g),
    ins as (
      insert into ${schema}.agent_order (id, agent_id, agent_reference, status, customer, notes, expires_at, request_hash, confirmed_at, ended_at,
                                         created_at, updated_at)
      select o.id, o.agent_id, '${s.tag}OR-' || o.g, o.status, jsonb_build_object('first_name', 'Volume', 'last_name', 'Basket ' || o.g), '',
             o.created_at + interval '15 minutes', repeat(md5('${s.tag}oh' || o.g), 2),
             case when o.status in ('confirmed', 'cancelled', 'stuck') then o.created_at + interval '1 minute' end,
             case when o.status in ('failed', 'expired', 'cancelled') then o.created_at + interval '1 hour' end,
             o.created_at,
             case when o.status in ('holding', 'confirming', 'undoing', 'cancelling') then now() - interval '10 minutes'
                  when o.status = 'stuck' then now() - interval '2 hours' else o.created_at + interval '1 minute' end
        from o returning 1)
    insert into ${schema}.agent_order_item (id, order_id, position, agent_id, owner_id, supplier_id, product_code, product_name, travel_date,
                                            adult, freesale, currency, rrp, net, discount, unit_prices, reservation_id, booking_id)
    select vol.uid('${s.tag}oi', o.g * 100 + pos), o.id, pos, o.agent_id, b.owner_id, b.supplier_id, b.product_code, b.product_name, b.travel_date,
           b.adult, b.freesale, b.currency, b.rrp, b.net, b.discount, b.unit_prices, b.reservation_id,
           case when o.status in ('confirmed', 'cancelled', 'stuck', 'confirming', 'undoing', 'cancelling') then b.id end
      from o cross join generate_series(0, 1) pos
      join ${schema}.booking b on b.id = vol.uid('${s.tag}b', ((o.g - 1) * 8 + pos * 3) % ${s.n} + 1)`;
}

/** The orders gauge reads order_count, which Migration026's trigger keeps; triggers are off while seeding: counted once, as that migration did. */
export const orderCountFill = (schema: 'public' | 'test') =>
  `with gone as (delete from ${schema}.order_count) insert into ${schema}.order_count (status, shard, n) select status, 0, count(*) from ${schema}.agent_order group by status`;
