/**
 * The SQL functions the seeder generates rows with, in a schema of their own (`vol`, dropped once
 * the data is in). Every choice is a deterministic hash of the row's number and a salt, so a
 * booking's tickets, redemptions, reservation and notifications are computed from its number again
 * (no join back to the booking table), and a run seeds the same database every time.
 *
 * `vol.bookings(tag, lo, hi, n, days, t0, today, suppliers, agents)` is a set-returning SQL function
 * the planner inlines into each INSERT … SELECT: bookings lo..hi of n, created evenly over `days`
 * days from `t0`, with their accounts (skewed), product, travel date, tickets, status and price.
 */

import { DELEGATE_SUPPLIER } from './shape.ts';

/** Deterministic uniform [0, 1): the low 47 bits of PostgreSQL's 64-bit hash of (i, salt). */
const RANDOM = `create function vol.r(i bigint, salt int) returns float8 language sql immutable parallel safe
  as $$ select (hashint8extended(i, salt) & 140737488355327)::float8 / 140737488355328 $$`;

const UUID = `create function vol.uid(tag text, i bigint) returns uuid language sql immutable parallel safe
  as $$ select md5(tag || i::text)::uuid $$`;

/** Account k's id, and product j of supplier k's: readable, and cheaper to make than a hash for every row that names them. */
const ACCOUNT = `create function vol.acct(k int) returns uuid language sql immutable parallel safe
  as $$ select ('00000000-0000-4000-8000-' || lpad(k::text, 12, '0'))::uuid $$`;
const PRODUCT = `create function vol.prod(k int, j int) returns uuid language sql immutable parallel safe
  as $$ select ('00000000-0000-4000-9000-' || lpad((k * 100 + j)::text, 12, '0'))::uuid $$`;

/**
 * 1..n with account 1 taking `first` of the draws and the rest falling on 2..n with a quadratic
 * skew (2 the largest): a few large accounts and a long tail.
 */
/** The owner's partner agent number `slot` (0..): one of the agents 0..n-1, the same for every booking of the pair. */
const PARTNER = `create function vol.partner(owner int, slot int, n int) returns int language sql immutable parallel safe
  as $$ select ((hashint8extended(owner::bigint * 1000 + slot, 99) & 2147483647) % n)::int $$`;

const SKEW = `create function vol.skew(u float8, first float8, n int) returns int language sql immutable parallel safe
  as $$ select case when u < first then 1 else least(n, 2 + floor((n - 1) * power((u - first) / (1 - first), 2))::int) end $$`;

const BOOKINGS = `
create function vol.bookings(tag text, lo bigint, hi bigint, n bigint, days int, t0 timestamptz, today date, suppliers int, agents int)
returns table (i bigint, id uuid, owner_k int, agent_n int, supplier_k int, owner_id uuid, agent_id uuid, supplier_id uuid,
               product_j int, product_code text, freesale boolean, created_at timestamptz, travel_date date, tickets int, children int,
               status text, version int, cancelled_at timestamptz, cancelled_by text, adult_rrp bigint, currency text,
               mobile boolean, agent_reference text, supplier_reference text, redeemable boolean)
language sql stable parallel safe as $$
  select g.i, vol.uid(tag || 'b', g.i), o.owner_k, a.agent_n, s.supplier_k,
         vol.acct(o.owner_k), vol.acct(a.agent_n), vol.acct(s.supplier_k),
         x.product_j, 'P' || o.owner_k || '-' || x.product_j, x.product_j % 2 = 0, x.created_at, x.travel_date, x.tickets,
         case when x.tickets > 1 and vol.r(g.i, 11) >= 0.5 then 1 else 0 end,
         st.status, case when st.status <> 'failed' and vol.r(g.i, 10) < 0.05 then 2 else 1 end,
         case when st.status = 'cancelled' then x.created_at + (least(x.travel_ts, t0 + days * interval '1 day') - x.created_at) * vol.r(g.i, 8) end,
         case when st.status = 'cancelled' then case when vol.r(g.i, 9) < 0.1 then 'supplier' else 'agent' end end,
         1500 + x.product_j * 100 + (o.owner_k % 100) * 10, case when o.owner_k % 10 = 0 then 'GBP' else 'EUR' end,
         vol.r(g.i, 12) < 0.3, tag || 'AR-' || g.i,
         case when st.status <> 'failed' then 'SR' || o.owner_k || '-' || tag || g.i end,
         st.status = 'confirmed' and x.travel_date < today
    from generate_series(lo, hi) g(i)
    cross join lateral (select vol.skew(vol.r(g.i, 1), 0.2, suppliers) as owner_k offset 0) o
    -- 3% are sold by the owner itself; 20% by agent 1, which sells for every supplier; the rest by
    -- one of the owner's partner agents (200 for supplier 1, 20 for the others), some partners busier.
    cross join lateral (select case when vol.r(g.i, 2) >= 0.97 then o.owner_k
                                    when vol.r(g.i, 2) < 0.2 then suppliers + 1
                                    else suppliers + 2 + vol.partner(o.owner_k,
                                           floor(power((vol.r(g.i, 2) - 0.2) / 0.77, 2) * case when o.owner_k = 1 then 200 else 20 end)::int, agents - 1)
                               end as agent_n offset 0) a
    cross join lateral (select case when o.owner_k % 50 = 0 then ${DELEGATE_SUPPLIER} else o.owner_k end as supplier_k offset 0) s
    cross join lateral (
      select floor(vol.r(g.i, 3) * 10)::int as product_j,
             date_trunc('milliseconds', t0 + ((g.i - 1) + vol.r(g.i, 4)) / n * days * interval '1 day') as created_at,
             ((t0 + ((g.i - 1) + vol.r(g.i, 4)) / n * days * interval '1 day') at time zone 'Europe/Amsterdam')::date
               + floor(power(vol.r(g.i, 5), 2) * 60)::int as travel_date,
             case when vol.r(g.i, 6) < 0.25 then 1 when vol.r(g.i, 6) < 0.6 then 2 when vol.r(g.i, 6) < 0.8 then 3
                  when vol.r(g.i, 6) < 0.95 then 4 else 5 end as tickets
      offset 0
    ) x0
    cross join lateral (select x0.*, (x0.travel_date + time '10:00') at time zone 'Europe/Amsterdam' as travel_ts offset 0) x
    cross join lateral (select case when vol.r(g.i, 7) < 0.03 then 'failed' when vol.r(g.i, 7) < 0.10 then 'cancelled'
                                    else 'confirmed' end as status offset 0) st
$$`;

export const SEED_FUNCTIONS = ['create schema vol', RANDOM, UUID, ACCOUNT, PRODUCT, PARTNER, SKEW, BOOKINGS];
export const DROP_SEED_FUNCTIONS = 'drop schema if exists vol cascade';

/** The call that yields bookings lo..hi of the series `tag` (the live `''` or test mode's `'t'`). */
export type Series = { tag: '' | 't'; n: number; days: number; t0: string; today: string; suppliers: number; agents: number };

export const bookingsOf = (s: Series, lo: number, hi: number) =>
  `vol.bookings('${s.tag}', ${lo}, ${hi}, ${s.n}, ${s.days}, timestamptz '${s.t0}', date '${s.today}', ${s.suppliers}, ${s.agents})`;
