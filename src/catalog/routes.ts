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
import { availabilityFreshness, presentProduct, presentPromotion, presentQuote, presentRates, presentUnitPrices } from './present.ts';
import type { Pricing } from './pricing.ts';
import { createQuote } from './quotes.ts';
import { rateTableCsv, readRateCsv } from './rateCsv.ts';
import type { Products } from './products.ts';
import { AgentRatesQuery, AvailabilityQuery, ProductParams, ProductsQuery, PromotionParams, PutPromotionBody, PutRatesBody, QuoteBody } from './schemas.ts';
import { announceChange } from '../availabilityChanges/announce.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';

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
    description:
      'The prices on `date` (default: today in the product’s time zone) at `time` (a departure time; absent: a whole-day sale), by the same function as every hold, ' +
      'confirmation, update and quote: the most specific rule of the table that matches wins (docs/API.md, Rates and promotions). Each ticket type names its currency and the rule that priced it.',
    auth: true,
    query: AgentRatesQuery,
    response: R.UnitPrices,
    errors: ['PROMOTION_INVALID', 'INVALID_DATE', 'FORBIDDEN', 'PRODUCT_NOT_FOUND', 'OPTION_NOT_FOUND', 'RATES_NOT_FOUND', ...SUPPLIER_FAILURES],
  }),
  quote: defineOperation({
    method: 'post',
    path: '/quotes',
    tag: 'Catalog',
    summary: 'What a basket would cost, held to for a while',
    description:
      'Prices 1 to 20 items (any suppliers that granted you access) as holds of them would be priced now, with no seat held and no supplier asked. ' +
      'The answer is kept until `expires` (30 minutes): a POST /v1/reservation, or a freesale POST /v1/booking_confirmation, that cites it as `quote` (and `quote_item`) ' +
      'is charged exactly that item, even if the rates changed meanwhile. After `expires` a citation is 400 QUOTE_EXPIRED: ask for a new quote. ' +
      'An item of a product sold in time slots (GET /v1/products `time_slots`) names its slot in `time`, as the hold would.',
    auth: true,
    body: QuoteBody,
    response: R.QuoteAnswer,
    errors: [
      'INVALID_COUNTS',
      'INVALID_DATE',
      'PAST_CUTOFF_DATE',
      'NO_RATE',
      'PROMOTION_INVALID',
      'FORBIDDEN',
      'PRODUCT_NOT_FOUND',
      'OPTION_NOT_FOUND',
      ...SUPPLIER_FAILURES,
    ],
  }),
  setRates: defineOperation({
    method: 'put',
    path: '/rates/:product',
    modes: 'live',
    tag: 'Rates and promotions',
    summary: 'Set a product’s rates (the owner)',
    description:
      'The whole table: the defaults (`rates`), options’ defaults (`options`) and `rules` by period, weekday and departure time. Two rules of one table and the same ' +
      'specificity that can match one date and time are refused (400 RATE_RULES_OVERLAP, `Error-Detail` naming both). Also takes the table as `text/csv` ' +
      '(the columns GET answers with `Accept: text/csv`), all or nothing: a line that does not read is 400 INVALID_CSV naming its line and column. ' +
      'Agents that asked for change notices are sent `rates.updated`.',
    auth: true,
    params: ProductParams,
    body: PutRatesBody,
    csvBody: (text, state) => {
      const { body, labels } = readRateCsv(text, state.account.currency);
      return { body, state: { ruleLabels: labels } };
    },
    response: R.Rates,
    errors: [
      'INVALID_AMOUNT',
      'INVALID_DATE',
      'INVALID_DATE_RANGE',
      'INVALID_CSV',
      'RATE_RULES_OVERLAP',
      'PRODUCT_NOT_FOUND',
      'OPTION_NOT_FOUND',
      ...SUPPLIER_FAILURES,
    ],
  }),
  ownRates: defineOperation({
    method: 'get',
    path: '/rates/:product',
    tag: 'Rates and promotions',
    summary: 'A product’s rates (the owner)',
    description: 'JSON, or with `Accept: text/csv` one row per rule and ticket type (what PUT takes back).',
    auth: true,
    params: ProductParams,
    response: R.Rates,
    csvAnswer: true,
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
export function catalogRoutes({
  guards,
  catalog,
  pricing,
  products,
  workflows,
}: {
  guards: Guards;
  catalog: Catalog;
  pricing: Pricing;
  products: Products;
  workflows?: WorkflowEngine | undefined;
}) {
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
    const labels = (ctx.state as { ruleLabels?: string[] }).ruleLabels;
    const { table, change } = await pricing.setRates({ ...ctx.state, productCode: params.product, body, labels });
    if (workflows) await announceChange({ ...workflows, log: ctx.state.log, mode: ctx.state.mode }, change);
    ctx.body = presentRates(table);
  });

  route(catalogOperations.ownRates, async (ctx) => {
    const row = await pricing.ownRates({ ...ctx.state, productCode: ctx.state.input.params.product });
    if (ctx.accepts('application/json', 'text/csv') === 'text/csv') {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="rates-${row.productCode.replace(/[^A-Za-z0-9_-]/g, '_')}.csv"`);
      ctx.body = rateTableCsv(row);
    } else {
      ctx.body = presentRates(row);
    }
  });

  route(catalogOperations.quote, async (ctx) => {
    ctx.body = presentQuote(await createQuote({ ...ctx.state, agent: ctx.state.account, products, body: ctx.state.input.body }));
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
