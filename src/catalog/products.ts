import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Account, Product } from '../db/entities/index.ts';
import { normalizeIdentifier } from '../domain/accountRules.ts';
import { ApiError } from '../errors.ts';
import { isValidTimeZone } from '../domain/dates.ts';
import { CancellationTermsSchema, normalizeTerms } from '../domain/cancellationTerms.ts';
import { normalizeQuestions, QuestionsSchema } from '../domain/bookingQuestions.ts';
import { normalizeTimeSlots, TimeSlotsSchema } from '../domain/timeSlots.ts';
import { isPlainText, PLAIN_TEXT_RULE } from '../domain/storableText.ts';
import type { Logger } from '../logger.ts';
import type { SupplierClient } from '../suppliers/supplierClient.ts';
import { malformedSupplierAnswer, supplierFailure, supplierIssues } from './supplierFailure.ts';

/**
 * How long a stored product may be used without asking the owner again. Product facts (time zone,
 * freesale, delegate) change rarely; availability and booking calls refresh a product older than
 * this, and every `GET /v1/products` refreshes them all.
 */
export const PRODUCT_TTL_MS = 5 * 60_000;

// Optional cancellation terms, on a product and on an option (whose own override its product's).
// An object is read as terms, and invalid terms make the whole answer malformed, so nothing stored
// changes. Anything else (a supplier's own text under that name, from before terms existed) is not
// terms: ignored, as unknown fields always were.
const cancellation = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined),
  CancellationTermsSchema.optional(),
);
// Optional booking questions, on a product and on an option (asked after its product's). A list
// is read as a declaration, and so is an object (a list's items keyed by id, say: refused, not
// guessed at); invalid ones make the whole answer malformed, as terms do. Text, a number or a
// boolean under that name is not a declaration: ignored.
const questions = z.preprocess((value) => (typeof value === 'object' && value !== null ? value : undefined), QuestionsSchema.optional());
// Optional time slots, on a product and on an option (whose own replace its product's). A list is
// read as a declaration (invalid: the whole answer is malformed); anything else under that name is
// not one: ignored.
const timeSlots = z.preprocess((value) => (Array.isArray(value) ? value : undefined), TimeSlotsSchema.optional());
// Names agents show their customers: plain text, the one rule for free text (src/domain/storableText.ts).
const shownName = z.string().max(300).refine(isPlainText, { error: PLAIN_TEXT_RULE });
const Option = z.looseObject({ name: shownName, cancellation, questions, time_slots: timeSlots });
const SupplierProduct = z
  .looseObject({
    name: z.string().min(1).max(300).refine(isPlainText, { error: PLAIN_TEXT_RULE }),
    supplier: z.string().max(254).nullish(),
    country: z.string().max(10),
    city: z.string().max(10),
    freesale: z.boolean(),
    time_zone: z.string().refine(isValidTimeZone),
    // The contract allows an empty list where there are no options.
    options: z.union([z.record(z.string().min(1).max(100), Option), z.array(z.never()).max(0)]).nullish(),
    cancellation,
    questions,
    time_slots: timeSlots,
  })
  .superRefine((product, ctx) => {
    // A booking of an option is asked both lists: one id must name one question.
    const productIds = new Set((product.questions ?? []).map((q) => q.id));
    if (!product.options || Array.isArray(product.options) || productIds.size === 0) return;
    for (const [code, option] of Object.entries(product.options)) {
      const clash = (option.questions ?? []).findIndex((q) => productIds.has(q.id));
      if (clash >= 0)
        ctx.addIssue({ code: 'custom', path: ['options', code, 'questions', clash, 'id'], message: 'the product asks a question with this id already' });
    }
  });
/** What a supplier's `GET /products` must answer (the conformance kit checks the same). */
export const SupplierProducts = z.record(z.string().min(1).max(100), SupplierProduct);

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
