import type { EntityManager } from '@mikro-orm/postgresql';
import { formatScenario, type Scenario } from '../testMode/scenarios.ts';
import { callbackUrlFor } from '../suppliers/target.ts';
import type { Mode } from '../domain/mode.ts';
import { type Db, modeOf } from '../db/orm.ts';
import type { z } from 'zod';
import type { Account } from '../db/entities/index.ts';
import { parseSupplierAvailability, shapeForAgent, type Day } from '../domain/availability.ts';
import { normalizeIdentifier } from '../domain/accountRules.ts';
import { checkRange, datesBetween } from '../domain/dates.ts';
import { promotionAppliesTo } from '../domain/pricing.ts';
import { ApiError } from '../errors.ts';
import { rangeRefusal } from '../errorReasons.ts';
import type { Logger } from '../logger.ts';
import type { SupplierClient, SupplierOutcome } from '../suppliers/supplierClient.ts';
import { cacheAgent, freshDays, storeDays } from './availabilityCache.ts';
import { createFreshnessLimit } from './freshnessLimit.ts';
import { createSingleFlight } from './singleFlight.ts';
import { requireSupplierAccess } from './access.ts';
import { readForAvailability, type AvailabilityRead, type AvailabilityReadQuery } from './availabilityRead.ts';
import { PRODUCT_TTL_MS, servingAccount, type Products } from './products.ts';
import type { AvailabilityQuery } from './schemas.ts';
import { malformedSupplierAnswer, supplierFailure } from './supplierFailure.ts';

type Request = { em: EntityManager; log: Logger; agent: Account };

/** How an availability answer was served, for its Age and Cache-Status headers. */
export type CacheOutcome = {
  /** The supplier's TTL in seconds (0: nothing is kept). */
  ttl: number;
  /** Every day from the cache. */
  hit: boolean;
  /** Some days from the cache, the rest from the supplier. */
  partial: boolean;
  /** The agent asked to skip the cache (Cache-Control: no-cache). */
  skipped: boolean;
  /** What the supplier answered was stored. */
  stored: boolean;
  /** Seconds since the oldest day served from the cache was asked for; 0 when all are fresh from the supplier. */
  ageSeconds: number;
};

/**
 * What identifies one availability call to a supplier: who answers (the owner, or the delegate
 * that serves the product), what is asked, and which agent asks, unless the answering supplier
 * declared its availability the same for every agent.
 */
function availabilityKey(target: Account, query: z.infer<typeof AvailabilityQuery>, agent: Account, mode: Mode, scenario: string | null): string {
  const asker = target.availabilityAgentIndependent ? '*' : agent.identifier;
  return JSON.stringify([mode, scenario, target.id, query.product, query.option ?? null, query.from, query.to, asker]);
}

type CatalogDeps = { suppliers: SupplierClient; products: Products; db: Db; logger: Logger };

/** What the catalogue's calls share: its deps, the supplier calls in flight, each mode's plain pool. */
type CatalogContext = {
  deps: CatalogDeps;
  availabilityCalls: ReturnType<typeof createSingleFlight<SupplierOutcome>>;
  /** The plain pool of the mode `em` works in: availability and its cache are each mode's own. */
  poolOf: (em: EntityManager) => Db['pool'];
};

type AvailabilityRequest = Request & {
  query: z.infer<typeof AvailabilityQuery>;
  read?: AvailabilityRead | undefined;
  skipCache?: boolean;
  /** Test mode's Test-Scenario for the simulated supplier, as the request named it. */
  scenario?: Scenario | null;
};

/**
 * The statement's answer (run here unless the route ran it), the owner, the product (asked of the
 * owner again when missing or older than PRODUCT_TTL_MS) and the account that answers for it.
 */
async function productAndTarget(ctx: CatalogContext, { em, log, agent, query, read }: AvailabilityRequest) {
  const found = read ?? (await readForAvailability(ctx.poolOf(em), em, { agent: { id: agent.id }, ...query }));
  // The same checks, in the same order, as requireSupplierAccess, products.require and supplierFor.
  const owner = found.owner;
  if (!owner) throw new ApiError('FORBIDDEN');
  const stored = found.product;
  const fresh = stored?.listed === true && stored.refreshedAt.getTime() > Date.now() - PRODUCT_TTL_MS ? stored : null;
  const product = fresh ?? (await ctx.deps.products.require({ em, owner, code: query.product, log }));
  if (query.option !== undefined && !Object.hasOwn(product.options, query.option))
    throw new ApiError('OPTION_NOT_FOUND', { detail: 'option: no such option for this product' });
  // The delegate read with the stored product serves it, unless the product was just refreshed
  // (its delegate may have changed) or names its delegate in a form the read did not compare.
  const target =
    fresh && (!product.delegate || normalizeIdentifier(product.delegate) === product.delegate)
      ? servingAccount(owner, product, found.delegate, log)
      : await ctx.deps.products.supplierFor({ em, owner, product, log });
  return { found, owner, product, target };
}

/**
 * The supplier's answer for the span of the days missing (a range partly cached asks for the
 * rest), parsed. The checks ran for this agent; only the supplier's answer is shared with
 * identical calls in flight. Each caller parses and shapes it for itself (promotions are the
 * owner's, the same for every agent it granted).
 */
async function askSupplier(
  ctx: CatalogContext,
  { em, log, agent, query, scenario = null }: AvailabilityRequest,
  target: Account,
  productCode: string,
  missing: string[],
): Promise<Record<string, Day>> {
  const asked = { ...query, from: missing[0]!, to: missing.at(-1)! };
  const mode = modeOf(em);
  const scenarioText = scenario ? formatScenario(scenario) : null;
  const { result, joined } = ctx.availabilityCalls.run(availabilityKey(target, asked, agent, mode, scenarioText), () =>
    ctx.deps.suppliers.request({
      baseUrl: callbackUrlFor(target, mode),
      mode,
      ...(scenarioText ? { headers: { 'test-scenario': scenarioText } } : {}),
      method: 'GET',
      path: '/availability',
      query: { agent: agent.identifier, product: asked.product, option: asked.option, from: asked.from, to: asked.to },
    }),
  );
  if (joined) log.debug({ supplier: target.id, product: query.product }, 'availability: joined a supplier call in flight');
  const outcome = await result;
  const context = { supplier: target.id, product: productCode, call: 'availability' };
  if (outcome.kind !== 'success') throw supplierFailure(outcome, log, context);
  const parsed = parseSupplierAvailability(outcome.body, asked.from, asked.to);
  if (!parsed.ok) throw malformedSupplierAnswer(log, { ...context, reason: parsed.reason });
  return parsed.days;
}

/**
 * The supplier's availability for every date of the range, with the promotions valid on each.
 * Reads PostgreSQL once (`readForAvailability`): `read` is that statement's answer when the route
 * already ran it to authenticate the agent, else it runs here. More statements only when the
 * stored product is missing or older than PRODUCT_TTL_MS, as the owner is asked again then.
 */
async function availability(
  ctx: CatalogContext,
  request: AvailabilityRequest,
): Promise<{
  days: ReturnType<typeof shapeForAgent>;
  cache: CacheOutcome;
}> {
  const { em, log, agent, query, skipCache = false, scenario = null } = request;
  const rangeError = checkRange(query.from, query.to);
  if (rangeError) throw rangeRefusal(rangeError);
  const { found, owner, product, target } = await productAndTarget(ctx, request);

  // The days the supplier lets us serve without asking (its TTL), then one call for the rest.
  const ttl = target.availabilityTtlSeconds ?? 0;
  const agentKey = cacheAgent(target, agent.id);
  const dates = datesBetween(query.from, query.to);
  // A Test-Scenario is for the supplier to act on: the request asks it, whatever the cache holds, and keeps nothing.
  const bypass = skipCache || scenario !== null;
  const kept = bypass ? new Map<string, { day: Day; fetchedAt: Date }>() : freshDays(found.cached, agentKey, ttl, found.now);
  const missing = dates.filter((date) => !kept.has(date));
  let fetched: Record<string, Day> = {};
  if (missing.length > 0) {
    fetched = await askSupplier(ctx, request, target, product.code, missing);
    if (ttl > 0 && scenario === null) {
      // Before answering: the agent's next request finds it. A store that fails costs a later miss, nothing more.
      await storeDays(ctx.poolOf(em), { ownerId: owner.id, product: product.code, option: query.option, agentKey, days: fetched, askedAt: found.now }).catch(
        (err: unknown) => log.warn({ err }, 'availability: could not store the answer in the cache'),
      );
    }
  }
  const days = Object.fromEntries(dates.map((date) => [date, fetched[date] ?? kept.get(date)!.day]));
  const served = dates.filter((date) => !(date in fetched)).map((date) => kept.get(date)!.fetchedAt.getTime());
  const cache: CacheOutcome = {
    ttl,
    hit: missing.length === 0,
    partial: missing.length > 0 && missing.length < dates.length,
    skipped: skipCache,
    stored: ttl > 0 && scenario === null && missing.length > 0,
    ageSeconds: served.length > 0 ? Math.max(0, Math.floor((found.now.getTime() - Math.min(...served)) / 1000)) : 0,
  };
  return {
    cache,
    days: shapeForAgent(days, {
      freesale: product.freesale,
      promotionsFor: (date) =>
        Object.fromEntries(found.promotions.filter((p) => promotionAppliesTo(p, product.code, date)).map((p) => [p.code, p.description])),
    }),
  };
}

/** The agent's read path: products and availability, straight to the supplier (no workflow). */
export function createCatalog(deps: CatalogDeps) {
  const ctx: CatalogContext = {
    deps,
    // Identical availability requests in flight at the same time share one supplier call (issue 21 §1).
    availabilityCalls: createSingleFlight<SupplierOutcome>(),
    poolOf: (em) => deps.db.of(modeOf(em)).pool,
  };
  // Rate limits live in the shared table, each mode counted apart.
  const freshness = createFreshnessLimit(deps.db.pool, deps.logger);
  return {
    /** Counts a read that skips the cache for the agent: 429 past NO_CACHE_LIMIT. */
    limitUncachedReads: (agentId: string, mode: Mode) => freshness.consume(agentId, mode),

    /** Supplier availability calls in flight in this process now. */
    availabilityCallsInFlight: () => ctx.availabilityCalls.size(),

    /** The availability path's one statement (the route runs it to authenticate the agent too). */
    read: (em: EntityManager, query: AvailabilityReadQuery) => readForAvailability(ctx.poolOf(em), em, query),

    /**
     * Every product the supplier lists now (refreshed), with the supplier account it is sold for
     * and the account serving each (by code), whose capabilities apply to selling it.
     */
    async listProducts({ em, log, agent, supplier }: Request & { supplier: string }) {
      const owner = await requireSupplierAccess(em, agent, supplier);
      const products = await deps.products.refresh({ em, owner, log });
      return { owner, products, servers: await deps.products.serversOf({ em, owner, products: products.values() }) };
    },

    availability: (request: AvailabilityRequest) => availability(ctx, request),
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
