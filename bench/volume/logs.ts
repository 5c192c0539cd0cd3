/**
 * The logs whose retention bounds them to their last days, seeded over that window and one day more
 * (what housekeeping finds to prune): the request log, idempotency records and availability changes.
 * Rows go in in time order, as the append-only tables fill. Accounts are skewed as the bookings are:
 * mostly agents, agent 1 and supplier 1 the largest.
 */
export type LogSeries = { tag: '' | 't'; n: number; days: number; t0: string; suppliers: number; agents: number };

const schemaOf = (s: LogSeries) => (s.tag === 't' ? 'test' : 'public');

/** Moment of row i of n, evenly over `days` from t0, to the millisecond (the API stamps its rows with JavaScript's clock). */
const at = (s: LogSeries, salt: number) =>
  `date_trunc('milliseconds', timestamptz '${s.t0}' + ((g.i - 1) + vol.r(g.i, ${salt})) / ${s.n} * ${s.days} * interval '1 day')`;

/** An account number: an agent 85% of the time, else a supplier; each skewed. */
const accountNumber = (s: LogSeries, salt: number) =>
  `case when vol.r(g.i, ${salt}) < 0.85 then ${s.suppliers} + vol.skew(vol.r(g.i, ${salt}) / 0.85, 0.2, ${s.agents})
        else vol.skew((vol.r(g.i, ${salt}) - 0.85) / 0.15, 0.2, ${s.suppliers}) end`;

/** A 26-character hexadecimal id from two hashes of the row number (cheaper than an md5 per row). */
const hexId = (salt: number) =>
  `lpad(to_hex(hashint8extended(g.i, ${salt})), 16, '0') || lpad(to_hex(hashint8extended(g.i, ${salt + 1}) & 1099511627775), 10, '0')`;

export function requestInsert(s: LogSeries, lo: number, hi: number): string {
  return `
    insert into ${schemaOf(s)}.api_request (request_id, account_id, method, path, status, error, error_detail, idempotency_key, at, duration_ms)
    select ${hexId(s.tag === 't' ? 30 : 20)}, vol.acct(a.n), p.method, p.path, st.status, st.error,
           case when st.error is not null then 'body: a field is invalid' end,
           case when p.method = 'POST' then 'key-' || ${hexId(s.tag === 't' ? 40 : 50)} end,
           ${at(s, 1)}, (2 + u.u4 * 60)::real
      from generate_series(${lo}, ${hi}) g(i)
      -- Each draw once per row (a lateral the planner would otherwise inline into every use).
      cross join lateral (select vol.r(g.i, 3) as u3, vol.r(g.i, 4) as u4, vol.r(g.i, 5) as u5 offset 0) u
      cross join lateral (select ${accountNumber(s, 2)} as n offset 0) a
      cross join lateral (select case when u.u3 < 0.6 then 'GET' when u.u3 < 0.85 then 'POST' else 'GET' end as method,
                                 case when u.u3 < 0.6 then '/v1/availability?supplier=supplier' || (g.i % 1000 + 1) || '%40volume.example&product=P1-1&from=2026-12-01&to=2026-12-07'
                                      when u.u3 < 0.75 then '/v1/reservation'
                                      when u.u3 < 0.85 then '/v1/booking_confirmation'
                                      when u.u3 < 0.95 then '/v1/bookings?limit=50'
                                      else '/v1/products' end as path) p
      cross join lateral (select case when u.u5 < 0.93 then 200::int2 when u.u5 < 0.96 then 400::int2
                                      when u.u5 < 0.975 then 404::int2 when u.u5 < 0.985 then 409::int2 else 503::int2 end as status) st0
      cross join lateral (select st0.status, case st0.status when 400 then 'INVALID_REQUEST' when 404 then 'BOOKING_NOT_FOUND'
                                 when 409 then 'BOOKING_BUSY' when 503 then 'SUPPLIER_UNAVAILABLE' end as error) st`;
}

export function idempotencyInsert(s: LogSeries, lo: number, hi: number): string {
  return `
    insert into ${schemaOf(s)}.idempotency_record (account_id, key, request_hash, status_code, response_body, created_at)
    select vol.acct(${accountNumber(s, 2)}), 'vol-${s.tag}' || g.i, md5('${s.tag}i' || g.i), 200,
           jsonb_build_object('reference', 'AR-' || g.i, 'status', 'confirmed'), ${at(s, 1)}
      from generate_series(${lo}, ${hi}) g(i)`;
}

/** Quotes (POST /v1/quotes), over the request log's days, each expiring 30 minutes after it was given. */
export function quoteInsert(s: LogSeries, lo: number, hi: number): string {
  return `
    insert into ${schemaOf(s)}.quote (id, agent_id, items, created_at, expires_at)
    select gen_random_uuid(), vol.acct(${accountNumber(s, 2)}), '[]'::jsonb, q.at, q.at + interval '30 minutes'
      from generate_series(${lo}, ${hi}) g(i) cross join lateral (select ${at(s, 3)} as at) q`;
}

/** Half pushed by the supplier, half caused by a sale here; numbered in time order (the numbering trigger is off while seeding). */
export function changeInsert(s: LogSeries, lo: number, hi: number): string {
  return `
    insert into ${schemaOf(s)}.availability_change (sequence, owner_id, product_id, product, option, date, cause, at, noticed)
    select g.i, vol.acct(o.k), vol.prod(o.k, o.j), 'P' || o.k || '-' || o.j, null,
           ((${at(s, 1)}) at time zone 'Europe/Amsterdam')::date + floor(vol.r(g.i, 4) * 60)::int,
           case when vol.r(g.i, 5) < 0.5 then 'supplier' when vol.r(g.i, 5) < 0.7 then 'reservation' when vol.r(g.i, 5) < 0.9 then 'booking'
                when vol.r(g.i, 5) < 0.97 then 'release' else 'cancellation' end,
           ${at(s, 1)}, true
      from generate_series(${lo}, ${hi}) g(i)
      cross join lateral (select vol.skew(vol.r(g.i, 2), 0.2, ${s.suppliers}) as k, floor(vol.r(g.i, 3) * 10)::int as j) o`;
}

/** After the changes: the sequence goes on from the last number given, as the trigger would have left it. */
export const changeSequence = (tag: '' | 't') => {
  const schema = tag === 't' ? 'test' : 'public';
  return `select setval('${schema}.availability_change_sequence', greatest(1, (select coalesce(max(sequence), 0) from ${schema}.availability_change)))`;
};
