/**
 * The accounts and their catalogue, the same at every size: suppliers 1..S (account numbers 1..S),
 * agents 1..A (account numbers S+1..S+A), every third without a domain; each supplier's ten
 * products (even ones freesale, odd ones held first) with rates; a supplier that owns a product
 * whose number is a multiple of 50 has it served by the delegate supplier. Tokens are
 * `tmk_vol_<number>` (test tokens `tmk_test_vol_<number>`), so the benchmark can sign in as anyone.
 */
import { DELEGATE_SUPPLIER } from './shape.ts';

export const accountsInsert = (suppliers: number, agents: number, t0: string) => `
  insert into account (id, name, email, domain, callback_url, notification_url, currency, verified, token_hash, test_token_hash,
                       created_at, updated_at)
  select vol.acct(k), case when k <= ${suppliers} then 'Supplier ' || k else 'Agent ' || (k - ${suppliers}) end,
         x.local || '@volume.example', case when k % 3 = 0 then null else x.local || '.volume.example' end,
         'https://callbacks.volume.invalid/' || k, 'https://notifications.volume.invalid/' || k,
         case when k <= ${suppliers} and k % 10 = 0 then 'GBP' else 'EUR' end, true,
         encode(sha256(convert_to('tmk_vol_' || k, 'UTF8')), 'hex'), encode(sha256(convert_to('tmk_test_vol_' || k, 'UTF8')), 'hex'),
         timestamptz '${t0}' - interval '30 days', timestamptz '${t0}' - interval '30 days'
    from generate_series(1, ${suppliers + agents}) k
    cross join lateral (select case when k <= ${suppliers} then 'supplier' || k else 'agent' || (k - ${suppliers}) end as local) x`;

export const productsInsert = (suppliers: number) => `
  insert into product (id, owner_id, code, name, delegate, country, city, freesale, time_zone, options, listed, refreshed_at)
  select vol.prod(k, j), vol.acct(k), 'P' || k || '-' || j, 'Product ' || j || ' of supplier ' || k,
         case when k % 50 = 0 then 'supplier${DELEGATE_SUPPLIER}@volume.example' end, 'NL', 'NLAMS', j % 2 = 0, 'Europe/Amsterdam', '{}', true, now()
    from generate_series(1, ${suppliers}) k cross join generate_series(0, 9) j`;

export const ratesInsert = (suppliers: number) => `
  insert into product_rate (id, owner_id, product_code, currency, rates, option_rates, updated_at)
  select vol.uid('pr', k * 100 + j), vol.acct(k), 'P' || k || '-' || j, case when k % 10 = 0 then 'GBP' else 'EUR' end,
         jsonb_build_object('adult', jsonb_build_object('rrp', p, 'net', p * 8 / 10), 'child', jsonb_build_object('rrp', p / 2, 'net', p / 2 * 8 / 10)),
         '{}', now()
    from generate_series(1, ${suppliers}) k cross join generate_series(0, 9) j
    cross join lateral (select 1500 + j * 100 + (k % 100) * 10 as p) x`;

/** Every owner that had a product sold by an agent granted that agent access (as it must have, to be sold). */
export const grantsInsert = `
  insert into access_grant (id, supplier_id, agent_id, created_at)
  select gen_random_uuid(), owner_id, agent_id, min(created_at) - interval '1 day'
    from booking where owner_id <> agent_id group by owner_id, agent_id`;

export const mailInsert = (accounts: number, perAccount: number, t0: string) => `
  insert into mail_outbox (id, account_id, recipient, subject, body, created_at, sent_at, delivered_via, body_after_delivery)
  select gen_random_uuid(), vol.acct(k), 'account' || k || '@volume.example', 'Your verification code', 'a code was here',
         timestamptz '${t0}' + (k * ${perAccount} + m) * interval '1 minute', timestamptz '${t0}' + (k * ${perAccount} + m) * interval '1 minute' + interval '2 seconds',
         'smtp', 'code sent'
    from generate_series(1, ${accounts}) k cross join generate_series(1, ${perAccount}) m`;

/** rate-limiter-flexible's rows: failure counts per client address, half of them past their window. */
export const rateLimitInsert = (rows: number) => `
  insert into rate_limit (key, points, expire)
  select 'auth-address:10.' || (g / 65536) % 256 || '.' || (g / 256) % 256 || '.' || g % 256, 1 + g % 5,
         (extract(epoch from now()) * 1000)::bigint + case when g % 2 = 0 then -1 else 1 end * (60000 + g % 600000)
    from generate_series(1, ${rows}) g`;
