/**
 * State that follows the rate of work rather than its history (bench/volume/shape.ts STEADY_STATE),
 * the same in every database: holds open now, booking steps in flight, notifications being retried,
 * changes not announced yet, and today's visits of the largest supplier (the tickets the benchmark
 * redeems). Test mode's simulated supplier keeps its own records of test bookings.
 */
import { bookingsOf, type Series } from './functions.ts';
import { LARGEST, STEADY_STATE } from './shape.ts';

export const holdsInsert = (suppliers: number, agents: number) => `
  insert into reservation (id, agent_id, owner_id, supplier_id, product_code, travel_date, adult, expires_at, currency, rrp, net, discount,
                           unit_prices, status, supplier_code, created_at, updated_at)
  select gen_random_uuid(), vol.acct(${suppliers} + vol.skew(vol.r(g, 2), 0.2, ${agents})), vol.acct(o.k), vol.acct(o.k),
         'P' || o.k || '-1', to_char(current_date + 7, 'YYYY-MM-DD'), 2, x.expires, 'EUR', 3000, 2400, 0, '{}', x.status,
         case when x.status <> 'pending' then 'H-steady-' || g end, x.created, x.created
    from generate_series(1, ${STEADY_STATE.holdsOpen + STEADY_STATE.holdsPastExpiry + 8}) g
    cross join lateral (select vol.skew(vol.r(g, 1), 0.2, ${suppliers}) as k) o
    cross join lateral (select
      case when g <= ${STEADY_STATE.holdsOpen + STEADY_STATE.holdsPastExpiry} then 'held' when g % 2 = 0 then 'releasing' else 'pending' end as status,
      case when g <= ${STEADY_STATE.holdsOpen} then now() + (5 + g % 10) * interval '1 minute' else now() - interval '10 minutes' end as expires,
      case when g <= ${STEADY_STATE.holdsOpen} then now() - interval '2 minutes' else now() - interval '25 minutes' end as created) x`;

/** The newest bookings, mid-step: most for seconds, a few stranded for ten minutes (what housekeeping re-drives). */
export const stepsUpdate = (n: number) => `
  update booking set status = (array['pending', 'updating', 'cancelling'])[1 + k % 3],
                     updated_at = now() - case when k < 8 then interval '10 minutes' else interval '5 seconds' end
    from generate_series(0, ${STEADY_STATE.stepsInFlight - 1}) k
   where booking.id = vol.uid('b', ${n} - k)`;

export const undeliveredInsert = (n: number) => `
  insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at, delivered_at, attempts, last_attempt_at, last_status)
  select gen_random_uuid(), 'steady:' || g, b.id, 'booking_confirmation', b.owner_id,
         jsonb_build_object('agent_reference', b.agent_reference, 'supplier_reference', b.supplier_reference, 'product', b.product_code),
         x.at, null, 1 + g % 5, x.at + interval '1 minute', '503 SERVER_ERROR'
    from generate_series(1, ${STEADY_STATE.notificationsPending + STEADY_STATE.notificationsFailing + STEADY_STATE.notificationsGivenUp}) g
    join booking b on b.id = vol.uid('b', ${n} - 100 - g)
    cross join lateral (select case when g <= ${STEADY_STATE.notificationsPending} then now() - (g % 60) * interval '1 minute'
                                    when g <= ${STEADY_STATE.notificationsPending + STEADY_STATE.notificationsFailing} then now() - interval '30 hours'
                                    else now() - interval '4 days 6 hours' end as at) x`;

export const unannouncedInsert = `
  insert into availability_change (sequence, owner_id, product_id, product, date, cause, at, noticed)
  select s.last + g, vol.acct(1), vol.prod(1, g % 10), 'P1-' || g % 10, current_date + g, 'supplier', now() - interval '2 minutes', false
    from generate_series(1, 10) g cross join (select coalesce(max(sequence), 0) as last from availability_change) s`;

/** Today's visits of the largest supplier: bookings travelling today, their tickets not scanned yet. */
export const todayInsert = (suppliers: number, visits: number, today: string) => `
  with b as (
    insert into booking (id, agent_id, owner_id, supplier_id, agent_reference, supplier_reference, product_code, product_name, freesale, time_zone,
                         travel_date, travel_time, adult, customer, currency, rrp, net, discount, unit_prices, status, request_hash, confirmed_at,
                         created_at, updated_at)
    select vol.uid('today-b', g), vol.acct(${suppliers + LARGEST.agent}), vol.acct(${LARGEST.supplier}), vol.acct(${LARGEST.supplier}),
           'TODAY-' || g, 'SR-TODAY-' || g, 'P1-0', 'Product 0 of supplier 1', true, 'Europe/Amsterdam', '${today}', '10:00', 3, '{}', 'EUR',
           4500, 3600, 0, '{"adult": {"rrp": 1500, "net": 1200, "discount": 0}}', 'confirmed', md5('today' || g) || md5('TODAY' || g),
           now() - interval '1 day', now() - interval '1 day', now() - interval '1 day'
      from generate_series(1, ${visits}) g returning id, agent_reference)
  insert into ticket (id, booking_id, position, type, barcode)
  select gen_random_uuid(), b.id, pos, 'adult', 'TODAY-' || substr(b.agent_reference, 7) || '-' || pos from b cross join generate_series(0, 2) pos`;

/** Test mode's simulated supplier: a booking record per test booking, the calls that made it, and its holds. */
export function simulatedInsert(s: Series, lo: number, hi: number): string {
  return `
    with b as (select * from ${bookingsOf(s, lo, hi)} b where b.status <> 'failed'),
         sb as (insert into test.simulated_booking (reference, supplier_id, agent, agent_reference, product, date, customer, barcode, tickets,
                                                    cancelled, created_at)
                select b.supplier_reference, b.supplier_id, 'agent' || b.agent_n || '@volume.example', b.agent_reference, b.product_code,
                       b.travel_date, '{}', 'TEST-' || upper(substr(md5('sb' || b.i), 1, 12)), '[]', b.status = 'cancelled', b.created_at
                  from b returning 1),
         sc as (insert into test.simulated_call (key, supplier_id, fingerprint, first_seen, status, body)
                select 'vol-call-' || b.i || '-' || c, b.supplier_id, md5('f' || b.i || c), b.created_at + c * interval '1 second', 200, '{}'
                  from b cross join generate_series(1, 2) c returning 1)
    insert into test.simulated_hold (code, supplier_id, product, date, seats, expires_at, status)
    select 'H-vol-' || b.i, b.supplier_id, b.product_code, b.travel_date, b.tickets, b.created_at + interval '15 minutes', 'booked'
      from b where not b.freesale`;
}
