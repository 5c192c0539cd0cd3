import { Router } from '@koa/router';
import { capabilitiesForSelling } from '../accounts/capabilities.ts';
import { NoBody, type Guards } from '../http/guards.ts';
import { authenticateWithin } from '../accounts/authenticate.ts';
import { defineOperation, mountOperations, SUPPLIER_FAILURES } from '../http/operation.ts';
import { checkRange } from '../domain/dates.ts';
import type { AvailabilityRead } from './availabilityRead.ts';
import type { AuthState } from '../http/state.ts';
import { Empty } from '../answerFields.ts';
import * as R from './responses.ts';
import { cacheStatus } from './cacheStatus.ts';
import type { Catalog } from './catalog.ts';
import { availabilityFreshness, presentProduct, presentPromotion, presentRates, presentUnitPrices } from './present.ts';
import type { Pricing } from './pricing.ts';
import { AgentRatesQuery, AvailabilityQuery, ProductParams, ProductsQuery, PromotionParams, PutPromotionBody, PutRatesBody } from './schemas.ts';

export const catalogOperations = {
  products: defineOperation({
    method: 'get',
    path: '/products',
    tag: 'Catalog',
    summary: 'A supplier’s products',
    auth: true,
    query: ProductsQuery,
    response: R.AgentProducts,
    errors: ['FORBIDDEN', ...SUPPLIER_FAILURES],
  }),
  availability: defineOperation({
    method: 'get',
    path: '/availability',
    testScenario: 'availability',
    tag: 'Catalog',
    summary: 'Availability of a product for every date of a range',
    description:
      'Served from the marketplace’s cache for as long as the supplier allows (its `availability_ttl_seconds`, 0 by default: every request asks the supplier), ' +
      'per day; our own reservations, bookings, changes and releases drop the days they touch at once. `Cache-Control: no-cache` asks the supplier now ' +
      '(30 such requests a minute per agent, then 429). Identical requests in flight together share one supplier call.',
    auth: true,
    query: AvailabilityQuery,
    response: R.Availability,
    responseHeaders: {
      Age: 'Seconds since the oldest day of the answer was asked of the supplier; 0 when all of it comes from the supplier now',
      'Cache-Status':
        'RFC 9211: `ticket-marketplace; hit; ttl=<seconds it may still be served>`, or `ticket-marketplace; fwd=uri-miss|partial|request[; stored][; detail="supplier ttl 0"]`',
    },
    errors: ['INVALID_DATE', 'INVALID_DATE_RANGE', 'DATE_RANGE_TOO_LARGE', 'FORBIDDEN', 'PRODUCT_NOT_FOUND', 'OPTION_NOT_FOUND', ...SUPPLIER_FAILURES],
  }),
  agentRates: defineOperation({
    method: 'get',
    path: '/rates',
    tag: 'Catalog',
    summary: 'Per-ticket prices for an agent',
    auth: true,
    query: AgentRatesQuery,
    response: R.UnitPrices,
    errors: ['PROMOTION_INVALID', 'INVALID_DATE', 'FORBIDDEN', 'PRODUCT_NOT_FOUND', 'OPTION_NOT_FOUND', 'RATES_NOT_FOUND', ...SUPPLIER_FAILURES],
  }),
  setRates: defineOperation({
    method: 'put',
    path: '/rates/:product',
    modes: 'live',
    tag: 'Rates and promotions',
    summary: 'Set a product’s rates (the owner)',
    auth: true,
    params: ProductParams,
    body: PutRatesBody,
    response: R.Rates,
    errors: ['INVALID_AMOUNT', 'PRODUCT_NOT_FOUND', 'OPTION_NOT_FOUND', ...SUPPLIER_FAILURES],
  }),
  ownRates: defineOperation({
    method: 'get',
    path: '/rates/:product',
    tag: 'Rates and promotions',
    summary: 'A product’s rates (the owner)',
    auth: true,
    params: ProductParams,
    response: R.Rates,
    errors: ['RATES_NOT_FOUND'],
  }),
  setPromotion: defineOperation({
    method: 'put',
    path: '/promotions/:code',
    modes: 'live',
    tag: 'Rates and promotions',
    summary: 'Create or replace a promotion',
    auth: true,
    params: PromotionParams,
    body: PutPromotionBody,
    response: R.Promotion,
    errors: ['INVALID_AMOUNT', 'INVALID_DATE', 'INVALID_DATE_RANGE'],
  }),
  deletePromotion: defineOperation({
    method: 'delete',
    path: '/promotions/:code',
    modes: 'live',
    tag: 'Rates and promotions',
    summary: 'Delete a promotion',
    auth: true,
    params: PromotionParams,
    body: NoBody,
    response: Empty,
    errors: [],
  }),
  promotions: defineOperation({
    method: 'get',
    path: '/promotions',
    tag: 'Rates and promotions',
    summary: 'The caller’s promotions',
    auth: true,
    response: R.Promotions,
    errors: [],
  }),
};

/** Products, availability and prices for agents; rates and promotions for suppliers. */
export function catalogRoutes({ guards, catalog, pricing }: { guards: Guards; catalog: Catalog; pricing: Pricing }) {
  const router = new Router<AuthState>({ sensitive: true });
  const route = mountOperations(router, guards);

  route(catalogOperations.products, async (ctx) => {
    const { owner, products, servers } = await catalog.listProducts({ ...ctx.state, agent: ctx.state.account, supplier: ctx.state.input.query.supplier });
    ctx.body = Object.fromEntries(
      [...products].map(([code, product]) => {
        const server = servers.get(code);
        return [code, presentProduct(product, owner, capabilitiesForSelling(server ?? {}, product), availabilityFreshness(server))];
      }),
    );
  });

  // The hot read path: one SQL statement per request reads the agent's account (for its
  // credentials) with everything else the answer needs (issue 10). Invalid input goes through the
  // plain guard first, so the answers stay those of `guards.authenticated` then `validate`.
  const availabilityGuard = authenticateWithin(guards.authenticated, async (ctx, identifier) => {
    const query = AvailabilityQuery.safeParse(ctx.query);
    if (!query.success || checkRange(query.data.from, query.data.to)) return undefined;
    const read = await catalog.read(ctx.state.em, { agent: { identifier }, ...query.data });
    return { account: read.agent, data: read };
  });
  const routeWithRead = mountOperations<{ loaded?: AvailabilityRead }>(router, { ...guards, authenticated: availabilityGuard });
  routeWithRead(catalogOperations.availability, async (ctx) => {
    // `Cache-Control: no-cache` (or `Pragma: no-cache`): ask the supplier now, within a per-agent limit.
    const skipCache = /(^|[\s,])no-cache([\s,;]|$)/i.test(ctx.get('cache-control')) || /no-cache/i.test(ctx.get('pragma'));
    if (skipCache) await catalog.limitUncachedReads(ctx.state.account.id, ctx.state.mode);
    const { days, cache } = await catalog.availability({
      ...ctx.state,
      agent: ctx.state.account,
      query: ctx.state.input.query,
      read: ctx.state.loaded,
      skipCache,
    });
    ctx.set('Age', String(cache.ageSeconds));
    ctx.set('Cache-Status', cacheStatus(cache));
    ctx.body = days;
  });

  route(catalogOperations.setRates, async (ctx) => {
    const { params, body } = ctx.state.input;
    ctx.body = presentRates(await pricing.setRates({ ...ctx.state, productCode: params.product, body }));
  });

  route(catalogOperations.ownRates, async (ctx) => {
    ctx.body = presentRates(await pricing.ownRates({ ...ctx.state, productCode: ctx.state.input.params.product }));
  });

  route(catalogOperations.agentRates, async (ctx) => {
    ctx.body = presentUnitPrices(await pricing.agentRates({ ...ctx.state, query: ctx.state.input.query }));
  });

  route(catalogOperations.setPromotion, async (ctx) => {
    const { params, body } = ctx.state.input;
    ctx.body = presentPromotion(await pricing.setPromotion({ ...ctx.state, code: params.code, body }));
  });

  route(catalogOperations.deletePromotion, async (ctx) => {
    await pricing.deletePromotion({ ...ctx.state, code: ctx.state.input.params.code });
    ctx.body = {};
  });

  route(catalogOperations.promotions, async (ctx) => {
    ctx.body = Object.fromEntries((await pricing.promotions(ctx.state)).map((row) => [row.code, presentPromotion(row)]));
  });

  return router;
}
