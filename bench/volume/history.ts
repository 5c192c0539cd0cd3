/**
 * The rows a year of bookings leaves, for one chunk of booking numbers in one statement: the
 * bookings (bench/volume/functions.ts computes each once, into a materialized CTE), their tickets,
 * the redemptions registered for them, the holds that preceded them (and those never claimed), and
 * the notifications still inside the delivery log's retention. Each data-modifying CTE reads the
 * same computed rows, so nothing is computed twice and nothing is read back from a table.
 */
import { bookingsOf, type Series } from './functions.ts';

const schemaOf = (s: Series) => (s.tag === 't' ? 'test' : 'public');

const unitPrices = `jsonb_build_object('adult', jsonb_build_object('rrp', b.adult_rrp, 'net', b.adult_rrp * 8 / 10, 'discount', 0),
                      'child', jsonb_build_object('rrp', b.adult_rrp / 2, 'net', b.adult_rrp / 2 * 8 / 10, 'discount', 0))`;
const totals = `
  (b.tickets - b.children) * b.adult_rrp + b.children * (b.adult_rrp / 2),
  (b.tickets - b.children) * (b.adult_rrp * 8 / 10) + b.children * (b.adult_rrp / 2 * 8 / 10), 0`;
const productName = `'Product ' || b.product_j || ' of supplier ' || b.owner_k`;

const bookings = (s: Series) => `
  insert into ${schemaOf(s)}.booking (id, agent_id, owner_id, supplier_id, agent_reference, supplier_reference, reservation_id,
    product_code, product_name, option_code, option_name, freesale, time_zone, travel_date, travel_time, adult, child, customer, notes,
    currency, rrp, net, discount, unit_prices, mobile, barcode, status, failure_code, request_hash, version, imported,
    confirmed_at, cancelled_at, cancelled_by, cancelled_by_account_id, cancellation_reason, created_at, updated_at)
  select b.id, b.agent_id, b.owner_id, b.supplier_id, b.agent_reference, b.supplier_reference, b.reservation_id,
         b.product_code, ${productName}, null, null, b.freesale, 'Europe/Amsterdam',
         to_char(b.travel_date, 'YYYY-MM-DD'), '10:00', b.tickets - b.children, b.children,
         jsonb_build_object('first_name', 'Volume', 'last_name', 'Customer ' || b.i, 'email', 'c' || b.i || '@customers.example'), '',
         b.currency, ${totals}, ${unitPrices}, b.mobile,
         case when b.mobile then 'BK' || upper(substr(md5('${s.tag}bk' || b.i::text), 1, 14)) end,
         b.status, case when b.status = 'failed' then 'SOLD_OUT' end, repeat(md5('${s.tag}h' || b.i::text), 2), b.version, false,
         case when b.status <> 'failed' then b.created_at + interval '2 seconds' end, b.cancelled_at, b.cancelled_by,
         case when b.cancelled_by = 'supplier' then b.supplier_id end, case when b.cancelled_by = 'supplier' then 'WEATHER' end,
         b.created_at, greatest(b.created_at + interval '2 seconds', b.cancelled_at, case when b.version = 2 then b.created_at + interval '1 day' end)
    from src b`;

/** Ticket `pos` of each booking: redeemed when its booking's day has passed, 85% of the time. */
const tickets = (s: Series) => `
  select b.*, pos, gen_random_uuid() as ticket_id,
         case when pos > b.tickets - b.children then 'child' else 'adult' end as ticket_type,
         upper(substr(md5('${s.tag}t' || b.i::text || ':' || pos::text), 1, 18)) as ticket_barcode,
         case when b.redeemable and vol.r(b.i, 20 + pos) < 0.85
              then (b.travel_date + time '09:00') at time zone 'Europe/Amsterdam' + pos * interval '20 seconds' + vol.r(b.i, 13) * interval '8 hours'
         end as redeemed_at
    from src b cross join lateral generate_series(1, b.tickets) pos`;

const redemptions = (s: Series) => `
  insert into ${schemaOf(s)}.redemption (id, ticket_id, booking_id, owner_id, supplier_id, agent_id, redeemed_by_id, redeemed_at, ticket_type,
    barcode, agent_reference, supplier_reference, product_code, product_name, option_code, travel_date, currency, rrp, net, discount)
  select gen_random_uuid(), b.ticket_id, b.id, b.owner_id, b.supplier_id, b.agent_id, b.supplier_id, b.redeemed_at, b.ticket_type,
         b.ticket_barcode, b.agent_reference, b.supplier_reference, b.product_code, ${productName}, null, to_char(b.travel_date, 'YYYY-MM-DD'),
         b.currency, case when b.ticket_type = 'child' then b.adult_rrp / 2 else b.adult_rrp end,
         case when b.ticket_type = 'child' then b.adult_rrp / 2 * 8 / 10 else b.adult_rrp * 8 / 10 end, 0
    from tk b where b.redeemed_at is not null`;

/** The hold each booking of a reservation product claimed, and for 30% of them one more, never claimed. */
const reservations = (s: Series) => `
  insert into ${schemaOf(s)}.reservation (id, agent_id, owner_id, supplier_id, product_code, option_code, promotion, travel_date, travel_time,
    pickup, adult, child, expires_at, currency, rrp, net, discount, unit_prices, status, supplier_code, failure_code, created_at, updated_at)
  select coalesce(r.id, gen_random_uuid()), b.agent_id, b.owner_id, b.supplier_id, b.product_code, null, null, to_char(b.travel_date, 'YYYY-MM-DD'),
         '10:00', null, b.tickets - b.children, b.children, b.created_at + r.lead + interval '15 minutes', b.currency, ${totals}, ${unitPrices},
         r.status, case when r.status <> 'failed' then 'H' || substr(md5('${s.tag}' || r.status || b.i::text), 1, 16) end,
         case when r.status = 'failed' then 'SOLD_OUT' end, b.created_at + r.lead, b.created_at + r.lead + interval '1 minute'
    from src b
    cross join lateral (values (b.reservation_id, 'claimed', interval '-3 minutes'),
                               (null::uuid, case when vol.r(b.i, 15) < 0.7 then 'expired' when vol.r(b.i, 15) < 0.95 then 'released' else 'failed' end,
                                interval '-1 hour')) r(id, status, lead)
   where not b.freesale and (r.status = 'claimed' or vol.r(b.i, 14) < 0.3)`;

const payload = `jsonb_build_object('agent_reference', b.agent_reference, 'supplier_reference', b.supplier_reference, 'product', b.product_code,
  'option', null, 'date', to_char(b.travel_date, 'YYYY-MM-DD'), 'time', '10:00', 'status', b.status, 'adult', b.tickets - b.children,
  'child', b.children, 'customer', jsonb_build_object('first_name', 'Volume', 'last_name', 'Customer ' || b.i), 'notes', '',
  'currency', b.currency, 'barcode', null, 'agent', 'agent' || b.agent_n || '@volume.example', 'supplier', 'supplier' || b.owner_k || '@volume.example')`;

/**
 * Notifications inside the delivery log's window (`since`), delivered at their first attempt: the
 * confirmation to the owner (and to a delegate), a cancellation to whoever did not cancel, a
 * redemption to the agent per ticket.
 */
const notifications = (s: Series, since: string) => `
  insert into ${schemaOf(s)}.notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at, delivered_at, attempts,
    last_attempt_at, last_status, signed_with)
  select gen_random_uuid(), e.booking || ':' || e.event || ':' || e.key || ':' || e.recipient, e.booking, e.event, e.recipient,
         p.payload || e.extra, e.at, e.at + interval '150 milliseconds', 1, e.at + interval '100 milliseconds', '200', '{1}'
    from (
      select b.id as booking, 'booking_confirmation' as event, '1' as key, r.recipient, b.created_at + interval '3 seconds' as at, '{}'::jsonb as extra
        from src b cross join lateral (select b.owner_id as recipient union all select b.supplier_id where b.supplier_k <> b.owner_k) r
       where b.status <> 'failed'
      union all
      select b.id, case when b.cancelled_by = 'supplier' then 'booking.cancelled_by_supplier' else 'booking_cancellation' end, b.version::text,
             case when b.cancelled_by = 'supplier' then b.agent_id else b.owner_id end, b.cancelled_at + interval '3 seconds', '{}'
        from src b where b.status = 'cancelled'
      union all
      select b.id, 'ticket_redemption', b.ticket_id::text, b.agent_id, b.redeemed_at + interval '1 second',
             jsonb_build_object('ticket', jsonb_build_object('type', b.ticket_type, 'barcode', b.ticket_barcode))
        from tk b where b.redeemed_at is not null
    ) e
    -- The booking's body once per booking, whatever number of notifications carry it.
    join (select b.id, ${payload} as payload from src b) p on p.id = e.booking
   where e.at > timestamptz '${since}'`;

/**
 * Bookings lo..hi of series `s` and everything they left, in one statement; `since`: the delivery
 * log's window, or null when no booking of the chunk can have a notification in it.
 */
export function historyChunk(s: Series, lo: number, hi: number, since: string | null): string {
  return `
    with src as materialized (
           select b.*, case when not b.freesale then gen_random_uuid() end as reservation_id from ${bookingsOf(s, lo, hi)} b),
         tk as materialized (${tickets(s)}),
         i_booking as (${bookings(s)} returning 1),
         i_ticket as (insert into ${schemaOf(s)}.ticket (id, booking_id, position, type, barcode, redeemed_at)
                      select ticket_id, id, pos - 1, ticket_type, ticket_barcode, redeemed_at from tk returning 1),
         i_redemption as (${redemptions(s)} returning 1),
         i_reservation as (${reservations(s)} returning 1),
         i_notification as (${since ? `${notifications(s, since)} returning 1` : 'select 1 where false'})
    select (select count(*) from i_booking)::int as booking, (select count(*) from i_ticket)::int as ticket,
           (select count(*) from i_redemption)::int as redemption, (select count(*) from i_reservation)::int as reservation,
           (select count(*) from i_notification)::int as notification`;
}
