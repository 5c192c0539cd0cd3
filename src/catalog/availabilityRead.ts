import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { Account, Product, PromotionRow } from '../db/entities/index.ts';
import { normalizeIdentifier } from '../domain/accountRules.ts';
import type { Promotion } from '../domain/pricing.ts';
import type { CachedDay } from './availabilityCache.ts';
import { toPromotion } from '../records/pricing/promotion.ts';

/**
 * Everything `GET /v1/availability` needs from PostgreSQL, read in ONE statement (issue 10: the
 * read path ran four, one round trip and one ORM pass each). Nothing here decides anything: the
 * catalog applies the same checks, in the same order, as it did to the separate reads.
 */
export type AvailabilityRead = {
  /** The caller, when `agent` named it by identifier (the credentials are not checked here). */
  agent: Account | null;
  /** The supplier account named, or null when unknown or the agent may not sell for it (FORBIDDEN). */
  owner: Account | null;
  /** The stored product of the owner with that code, whatever its age; null when none is stored. */
  product: Product | null;
  /** The account the stored product's delegate names, with whether it has granted the owner access. */
  delegate: { account: Account; consented: boolean } | null;
  /** The owner's promotions that could apply to the product somewhere in [from, to]. */
  promotions: Promotion[];
  /** The product's cached days in [from, to] for this option, for the agent or for every agent ('*'), fresh or not. */
  cached: CachedDay[];
  /** The database's clock at this read: cache ages are reckoned from it, and answers asked for after it are stored against it. */
  now: Date;
};

export type AvailabilityReadQuery = {
  /** The caller: by the identifier its credentials name (before they are checked), or by id once known. */
  agent: { identifier: string } | { id: string };
  supplier: string;
  product: string;
  option?: string | undefined;
  from: string;
  to: string;
};

type Row = {
  agent: Record<string, unknown> | null;
  owner: (Record<string, unknown> & { granted: boolean | null }) | null;
  product: Record<string, unknown> | null;
  delegate: (Record<string, unknown> & { consented: boolean }) | null;
  promotions: Record<string, unknown>[];
  cached: CachedDay[];
  now: Date;
};

/*
 * One CTE per former statement, each exactly as selective as the query it replaces:
 *  - the agent: `findAccountByIdentifier` (email or domain, limit 1);
 *  - the owner and whether the agent may sell for it: `requireSupplierAccess`;
 *  - the product: `em.findOne(Product, { owner, code })`, only when access is granted;
 *  - the delegate and its consent: `products.supplierFor`, for the stored product's delegate (stored
 *    normalised by `products.refresh`; the catalog checks that before trusting it);
 *  - the promotions overlapping the range (formerly `promotionsOverlapping`, an `em.find` on
 *    `PromotionRow`), only when access is granted; filtered to the product here, as it was.
 * Rows come back as jsonb and are mapped onto the entities with `em.map`, as the separate reads did.
 *
 * It runs as a named prepared statement on the plain `pg` pool: Postgres parses and plans these
 * five CTEs once per connection instead of on every request, which took the statement from about
 * 0.7–1.0 ms to 0.23 ms (p50, measured on this machine; docs/PERFORMANCE.md). Its result is jsonb
 * columns and the clock, so a migration that adds a column changes no prepared result type. The
 * sixth CTE reads the product's cached days (src/catalog/availabilityCache.ts): a cache hit costs
 * no statement of its own.
 */
// Starts on its first line: Postgres's statement log (and the bench) shows that line.
const sql = (agentWhere: string) => `with the_agent as (
  select a.* from account a where ${agentWhere} limit 1
), the_owner as (
  select s.*, (s.id = (select id from the_agent)
               or exists (select 1 from access_grant g where g.supplier_id = s.id and g.agent_id = (select id from the_agent))) as granted
    from account s where s.email = ? or s.domain = ? limit 1
), the_product as (
  select p.* from product p join the_owner o on o.granted and p.owner_id = o.id where p.code = ? limit 1
), the_delegate as (
  select d.*, exists (select 1 from access_grant g where g.supplier_id = d.id and g.agent_id = p.owner_id) as consented
    from the_product p join account d on d.email = p.delegate or d.domain = p.delegate
   where p.delegate is not null limit 1
), the_promotions as (
  select pr.* from promotion pr join the_owner o on o.granted and pr.owner_id = o.id
   where (pr.valid_from is null or pr.valid_from <= ?) and (pr.valid_to is null or pr.valid_to >= ?)
), the_cache as (
  select to_char(c.date, 'YYYY-MM-DD') as date, c.agent, c.day, c.fetched_at from availability_cache c join the_owner o on o.granted and c.owner_id = o.id
   where c.product = ? and c.option = ? and c.agent in ((select id::text from the_agent), '*') and c.date between ?::date and ?::date
)
select (select to_jsonb(x) from the_agent x) as agent,
       (select to_jsonb(x) from the_owner x) as owner,
       (select to_jsonb(x) from the_product x) as product,
       (select to_jsonb(x) from the_delegate x) as delegate,
       (select coalesce(jsonb_agg(to_jsonb(x)), '[]'::jsonb) from the_promotions x) as promotions,
       (select coalesce(jsonb_agg(to_jsonb(x)), '[]'::jsonb) from the_cache x) as cached,
       now() as now`;

/** `?` placeholders numbered for the wire protocol ($1, $2, …). */
const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

const BY_IDENTIFIER = { name: 'availability-read-by-identifier-2', text: numbered(sql('a.email = ? or a.domain = ?')) };
const BY_ID = { name: 'availability-read-by-id-2', text: numbered(sql('a.id = ?')) };

/**
 * Reads what the availability path needs; one SQL statement, whatever is or is not found. `em` only
 * maps the rows onto entities (no query goes through it).
 */
export async function readForAvailability(pool: pg.Pool, em: EntityManager, query: AvailabilityReadQuery): Promise<AvailabilityRead> {
  const supplier = normalizeIdentifier(query.supplier);
  const agentParams =
    'identifier' in query.agent ? [normalizeIdentifier(query.agent.identifier), normalizeIdentifier(query.agent.identifier)] : [query.agent.id];
  const statement = 'identifier' in query.agent ? BY_IDENTIFIER : BY_ID;
  const { rows } = await pool.query<Row>({
    ...statement,
    values: [...agentParams, supplier, supplier, query.product, query.to, query.from, query.product, query.option ?? '', query.from, query.to],
  });
  const row = rows[0];
  if (!row) throw new Error('the availability read returned no row');

  const agent = row.agent ? em.map(Account, row.agent) : null;
  let owner: Account | null = null;
  if (row.owner?.granted) {
    const { granted: _granted, ...account } = row.owner;
    owner = em.map(Account, account);
  }
  const product = owner && row.product ? em.map(Product, row.product) : null;
  let delegate: AvailabilityRead['delegate'] = null;
  if (product && row.delegate) {
    const { consented, ...account } = row.delegate;
    delegate = { account: em.map(Account, account), consented };
  }
  const promotions = owner
    ? row.promotions
        .map((promotion) => toPromotion(em.map(PromotionRow, promotion)))
        .filter((p) => p.products.length === 0 || p.products.includes(query.product))
    : [];
  return { agent, owner, product, delegate, promotions, cached: owner ? row.cached : [], now: new Date(row.now) };
}
