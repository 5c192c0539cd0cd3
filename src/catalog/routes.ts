import { Router } from '@koa/router';
import { NoBody, type Guards } from '../http/guards.ts';
import { authenticateWithin } from '../http/middleware/auth.ts';
import { validate, type Input } from '../http/middleware/validate.ts';
import { checkRange } from '../domain/dates.ts';
import type { AvailabilityRead } from './availabilityRead.ts';
import type { AuthState } from '../http/state.ts';
import { cacheStatus } from './cacheStatus.ts';
import type { Catalog } from './catalog.ts';
import { presentProduct, presentPromotion, presentRates, presentUnitPrices } from './present.ts';
import type { Pricing } from './pricing.ts';
import { AgentRatesQuery, AvailabilityQuery, ProductParams, ProductsQuery, PromotionParams, PutPromotionBody, PutRatesBody } from './schemas.ts';

/** Products, availability and prices for agents; rates and promotions for suppliers. */
export function catalogRoutes({ guards, catalog, pricing }: { guards: Guards; catalog: Catalog; pricing: Pricing }) {
  const router = new Router<AuthState>({ sensitive: true });

  router.get('/products', guards.authenticated, validate({ query: ProductsQuery }), async (ctx) => {
    const { owner, products } = await catalog.listProducts({ ...ctx.state, agent: ctx.state.account, supplier: ctx.state.input.query.supplier });
    ctx.body = Object.fromEntries([...products].map(([code, product]) => [code, presentProduct(product, owner)]));
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
  router.get<{ loaded?: AvailabilityRead; input: Input<{ query: typeof AvailabilityQuery }> }>(
    '/availability',
    availabilityGuard,
    validate({ query: AvailabilityQuery }),
    async (ctx) => {
      // `Cache-Control: no-cache` (or `Pragma: no-cache`): ask the supplier now, within a per-agent limit.
      const skipCache = /(^|[\s,])no-cache([\s,;]|$)/i.test(ctx.get('cache-control')) || /no-cache/i.test(ctx.get('pragma'));
      if (skipCache) await catalog.limitUncachedReads(ctx.state.account.id);
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
    },
  );

  router.put('/rates/:product', guards.authenticated, validate({ params: ProductParams, body: PutRatesBody }), async (ctx) => {
    const { params, body } = ctx.state.input;
    ctx.body = presentRates(await pricing.setRates({ ...ctx.state, productCode: params.product, body }));
  });

  router.get('/rates/:product', guards.authenticated, validate({ params: ProductParams }), async (ctx) => {
    ctx.body = presentRates(await pricing.ownRates({ ...ctx.state, productCode: ctx.state.input.params.product }));
  });

  router.get('/rates', guards.authenticated, validate({ query: AgentRatesQuery }), async (ctx) => {
    ctx.body = presentUnitPrices(await pricing.agentRates({ ...ctx.state, query: ctx.state.input.query }));
  });

  router.put('/promotions/:code', guards.authenticated, validate({ params: PromotionParams, body: PutPromotionBody }), async (ctx) => {
    const { params, body } = ctx.state.input;
    ctx.body = presentPromotion(await pricing.setPromotion({ ...ctx.state, code: params.code, body }));
  });

  router.delete('/promotions/:code', guards.authenticated, validate({ params: PromotionParams, body: NoBody }), async (ctx) => {
    await pricing.deletePromotion({ ...ctx.state, code: ctx.state.input.params.code });
    ctx.body = {};
  });

  router.get('/promotions', guards.authenticated, async (ctx) => {
    ctx.body = Object.fromEntries((await pricing.promotions(ctx.state)).map((row) => [row.code, presentPromotion(row)]));
  });

  return router;
}
