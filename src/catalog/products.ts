import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { Account, Product } from '../db/entities/index.ts';
import { normalizeIdentifier } from '../domain/accountRules.ts';
import { ApiError } from '../errors.ts';
import { normalizeTerms } from '../domain/cancellationTerms.ts';
import { normalizeQuestions } from '../domain/bookingQuestions.ts';
import { normalizeTimeSlots } from '../domain/timeSlots.ts';
import type { Logger } from '../logger.ts';
import type { SupplierClient } from '../suppliers/supplierClient.ts';
import { malformedSupplierAnswer, supplierFailure, supplierIssues } from './supplierFailure.ts';
import { type SupplierProduct, SupplierProducts } from '../../supplier-tools/conformance-kit/src/contract/products.ts';

/** What a supplier's `GET /products` must answer (the conformance kit checks the same). */
export { SupplierProducts };

/**
 * How long a stored product may be used without asking the owner again. Product facts (time zone,
 * freesale, delegate) change rarely; availability and booking calls refresh a product older than
 * this, and every `GET /v1/products` refreshes them all.
 */
export const PRODUCT_TTL_MS = 5 * 60_000;

type ProductsDeps = { suppliers: SupplierClient };
type ProductRequest = { em: EntityManager; owner: Account; log: Logger };
type SupplierProductAnswer = z.infer<typeof SupplierProduct>;

/** The owner's `GET /products`, checked: what it lists, by code. */
async function fetchProducts(deps: ProductsDeps, owner: Account, log: Logger): Promise<Record<string, SupplierProductAnswer>> {
  const outcome = await deps.suppliers.request({ baseUrl: owner.callbackUrl, method: 'GET', path: '/products' });
  if (outcome.kind !== 'success') throw supplierFailure(outcome, log, { owner: owner.id, call: 'products' });
  const parsed = SupplierProducts.safeParse(outcome.body);
  if (!parsed.success) {
    const [first] = supplierIssues(parsed.error);
    throw malformedSupplierAnswer(log, { owner: owner.id, call: 'products', path: first?.path, problem: first?.message });
  }
  return parsed.data;
}

/** A product as the upsert stores it: its 14 parameters, in the statement's order. */
function productRow(owner: Account, code: string, answer: SupplierProductAnswer, now: Date): unknown[] {
  const delegate = answer.supplier?.trim().toLowerCase() || null;
  // An option keeps `cancellation`, `questions` and `time_slots` only when it declares its own: without, it stays `{name}`.
  const options =
    Array.isArray(answer.options) || !answer.options
      ? {}
      : Object.fromEntries(
          Object.entries(answer.options).map(([k, v]) => {
            const asked = normalizeQuestions(v.questions);
            const slots = normalizeTimeSlots(v.time_slots);
            return [
              k,
              {
                name: v.name,
                ...(v.cancellation ? { cancellation: normalizeTerms(v.cancellation) } : {}),
                ...(asked ? { questions: asked } : {}),
                ...(slots ? { time_slots: slots } : {}),
              },
            ];
          }),
        );
  const slots = normalizeTimeSlots(answer.time_slots);
  const asked = normalizeQuestions(answer.questions);
  return [
    randomUUID(),
    owner.id,
    code,
    answer.name,
    delegate === owner.email ? null : delegate,
    answer.country,
    answer.city,
    answer.freesale,
    answer.time_zone,
    JSON.stringify(options),
    answer.cancellation ? JSON.stringify(normalizeTerms(answer.cancellation)) : null,
    asked ? JSON.stringify(asked) : null,
    slots ? JSON.stringify(slots) : null,
    now,
  ];
}

/** Stores the rows and marks the owner's products it no longer lists. One upsert statement: concurrent refreshes of one owner must not collide on (owner, code). */
async function storeProducts(em: EntityManager, owner: Account, rows: unknown[][], now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    // In slices: one statement may carry at most 65,535 parameters (14 per product).
    for (let at = 0; at < rows.length; at += 1000) {
      const slice = rows.slice(at, at + 1000);
      await conn.execute(
        `insert into product (id, owner_id, code, name, delegate, country, city, freesale, time_zone, options, cancellation, questions, time_slots, refreshed_at, listed)
         values ${slice.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?, true)').join(', ')}
         on conflict (owner_id, code) do update set name = excluded.name, delegate = excluded.delegate,
           country = excluded.country, city = excluded.city, freesale = excluded.freesale,
           time_zone = excluded.time_zone, options = excluded.options, cancellation = excluded.cancellation,
           questions = excluded.questions, time_slots = excluded.time_slots, refreshed_at = excluded.refreshed_at, listed = true`,
        slice.flat(),
        'run',
        tx.getTransactionContext(),
      );
    }
    await conn.execute(
      `update product set listed = false where owner_id = ? and listed and refreshed_at < ?`,
      [owner.id, now],
      'run',
      tx.getTransactionContext(),
    );
  });
}

/** Asks the owner's callback for its products, stores them and returns all listed ones by code. */
async function refreshProducts(deps: ProductsDeps, { em, owner, log }: ProductRequest): Promise<Map<string, Product>> {
  const answers = await fetchProducts(deps, owner, log);
  const now = new Date();
  await storeProducts(
    em,
    owner,
    Object.entries(answers).map(([code, answer]) => productRow(owner, code, answer, now)),
    now,
  );
  const listed = new Map<string, Product>();
  const fresh = await em.find(Product, { owner, listed: true }, { refresh: true });
  for (const product of fresh) listed.set(product.code, product);
  return listed;
}

/** A listed product of `owner`, from Postgres when fresh enough, else refreshed from the owner. */
async function findProduct(deps: ProductsDeps, { em, owner, code, log }: ProductRequest & { code: string }): Promise<Product | null> {
  const stored = await em.findOne(Product, { owner, code });
  // An unlisted or unknown product is asked for again: the supplier may have added it since.
  if (stored?.listed && stored.refreshedAt.getTime() > Date.now() - PRODUCT_TTL_MS) return stored;
  return (await refreshProducts(deps, { em, owner, log })).get(code) ?? null;
}

/** A listed product, or PRODUCT_NOT_FOUND. */
async function requireProduct(deps: ProductsDeps, request: ProductRequest & { code: string }): Promise<Product> {
  const product = await findProduct(deps, request);
  if (!product) throw new ApiError('PRODUCT_NOT_FOUND', { detail: 'product: no such product for this supplier' });
  return product;
}

/**
 * The account whose callbacks serve a product: the delegate it names, else the owner. A delegate
 * serves only with its consent — it has granted the owner access (`PUT /v1/agents/<owner>`);
 * without it the agent's call is FORBIDDEN and the delegate is never called. A delegate that is not
 * an account here is the owner's misconfiguration: 502. One query, on the availability read path.
 */
async function supplierFor({ em, owner, product, log }: { em: EntityManager; owner: Account; product: Product; log: Logger }): Promise<Account> {
  if (!product.delegate) return owner;
  const id = normalizeIdentifier(product.delegate);
  const rows: (Record<string, unknown> & { consented: boolean })[] = await em.getConnection().execute(
    `select d.*, exists (select 1 from access_grant g where g.supplier_id = d.id and g.agent_id = ?) as consented
       from account d where d.email = ? or d.domain = ? limit 1`,
    [owner.id, id, id],
  );
  const row = rows[0];
  if (!row) return servingAccount(owner, product, null, log);
  const { consented, ...account } = row;
  return servingAccount(owner, product, { account: em.map(Account, account), consented }, log);
}

/**
 * The accounts whose callbacks serve each product (its delegate, else the owner), by code, for
 * showing what they support; a delegate that is no account here serves nothing (null). One query
 * for all delegates. Consent is not checked: selling checks it.
 */
async function serversOf({ em, owner, products }: { em: EntityManager; owner: Account; products: Iterable<Product> }): Promise<Map<string, Account | null>> {
  const list = [...products];
  const named = [...new Set(list.flatMap((p) => (p.delegate ? [normalizeIdentifier(p.delegate)] : [])))];
  const delegates = named.length === 0 ? [] : await em.find(Account, { $or: [{ email: { $in: named } }, { domain: { $in: named } }] });
  const byIdentifier = new Map(delegates.flatMap((d) => [[d.email, d] as const, ...(d.domain ? [[d.domain, d] as const] : [])]));
  return new Map(list.map((p) => [p.code, p.delegate ? (byIdentifier.get(normalizeIdentifier(p.delegate)) ?? null) : owner]));
}

/**
 * Products as their owners list them, stored in Postgres: fetched from the owner's `/products`
 * when unknown or older than PRODUCT_TTL_MS. Built once; every call names its EntityManager.
 */
export function createProducts(deps: ProductsDeps) {
  return {
    refresh: (request: ProductRequest) => refreshProducts(deps, request),
    find: (request: ProductRequest & { code: string }) => findProduct(deps, request),
    require: (request: ProductRequest & { code: string }) => requireProduct(deps, request),
    supplierFor,
    serversOf,
  };
}

export type Products = ReturnType<typeof createProducts>;

/**
 * `supplierFor`'s decision once the delegate's account (null: none has that identifier) and its
 * consent are read; the availability path reads them in its one statement.
 */
export function servingAccount(owner: Account, product: Product, delegate: { account: Account; consented: boolean } | null, log: Logger): Account {
  if (!product.delegate) return owner;
  if (!delegate) throw malformedSupplierAnswer(log, { owner: owner.id, product: product.code, problem: 'unknown delegate' });
  if (!delegate.consented) {
    log.warn({ owner: owner.id, product: product.code, delegate: delegate.account.id }, 'product names a delegate that has not granted the owner access');
    throw new ApiError('FORBIDDEN');
  }
  return delegate.account;
}
