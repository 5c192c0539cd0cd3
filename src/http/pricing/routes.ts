import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Router } from '@koa/router';
import { requireSupplierAccess } from '../../catalog/access.ts';
import { findProduct, type CatalogDeps } from '../../catalog/products.ts';
import { toPromotion } from '../../catalog/promotions.ts';
import { ProductRate, PromotionRow, type Account, type Product } from '../../db/entities/index.ts';
import { fromMinor, MoneyError, toMinor } from '../../domain/money.ts';
import { effectiveRates, promotionAppliesTo, rateTableToMajor, unitPrices, unitPricesToMajor, type RateTable } from '../../domain/pricing.ts';
import { TICKET_TYPES, type TicketType } from '../../domain/ticketTypes.ts';
import type { SupplierClient } from '../../suppliers/supplierClient.ts';
import { ApiError } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import { NoBody, type Guards } from '../guards.ts';
import type { AuthState } from '../state.ts';
import { AgentRatesQuery, ProductParams, PromotionParams, PutPromotionBody, PutRatesBody } from './schemas.ts';

type MajorRates = Partial<Record<TicketType, { rrp: number; net: number }>>;

function minorAmount(amount: number, currency: string): number {
  try {
    return toMinor(amount, currency);
  } catch (err) {
    if (err instanceof MoneyError) throw new ApiError('INVALID_AMOUNT');
    throw err;
  }
}

function toMinorTable(rates: MajorRates, currency: string): RateTable {
  const out: RateTable = {};
  for (const type of TICKET_TYPES) {
    const rate = rates[type];
    if (rate) out[type] = { rrp: minorAmount(rate.rrp, currency), net: minorAmount(rate.net, currency) };
  }
  return out;
}

/**
 * Creates or replaces a row keyed by a unique pair. Two concurrent PUTs may both try to create it:
 * the loser reads the winner's row and replaces its fields (last write wins, as for any PUT).
 */
async function saveOnce<T extends object>(em: EntityManager, find: () => Promise<T | null>, create: () => T, fields: Partial<T>): Promise<T> {
  const existing = await find();
  const row = existing ?? create();
  em.assign(row, fields as never);
  try {
    await em.flush();
    return row;
  } catch (err) {
    if (existing || !(err instanceof UniqueConstraintViolationException)) throw err;
    em.clear();
    const winner = (await find())!;
    em.assign(winner, fields as never);
    await em.flush();
    return winner;
  }
}

function presentRates(row: ProductRate) {
  return {
    currency: row.currency,
    rates: rateTableToMajor(row.rates, row.currency),
    options: Object.fromEntries(Object.entries(row.optionRates).map(([option, table]) => [option, rateTableToMajor(table, row.currency)])),
  };
}

function presentPromotion(row: PromotionRow) {
  const discount: Partial<Record<TicketType, number>> = {};
  for (const type of TICKET_TYPES) {
    const minor = row.discount[type];
    if (minor !== undefined) discount[type] = fromMinor(minor, row.currency);
  }
  return { description: row.description, currency: row.currency, discount, products: row.products, from: row.validFrom ?? null, to: row.validTo ?? null };
}

async function requireProduct(em: EntityManager, catalog: CatalogDeps, owner: Account, code: string): Promise<Product> {
  const product = await findProduct(em, catalog, owner, code);
  if (!product) throw new ApiError('PRODUCT_NOT_FOUND');
  return product;
}

/** Supplier side: set rates and promotions. Agent side: read prices for a product. */
export function pricingRoutes(guards: Guards, deps: { suppliers: SupplierClient }) {
  const router = new Router<AuthState>({ sensitive: true });

  router.put('/rates/:product', guards.authenticated, validate({ params: ProductParams, body: PutRatesBody }), async (ctx) => {
    const { em, account: owner, log } = ctx.state;
    const { params, body } = ctx.state.input;
    const product = await requireProduct(em, { suppliers: deps.suppliers, log }, owner, params.product);
    for (const option of Object.keys(body.options)) if (!Object.hasOwn(product.options, option)) throw new ApiError('OPTION_NOT_FOUND');
    const fields = {
      currency: owner.currency,
      rates: toMinorTable(body.rates, owner.currency),
      optionRates: Object.fromEntries(Object.entries(body.options).map(([o, t]) => [o, toMinorTable(t, owner.currency)])),
    };
    const row = await saveOnce(em, () => em.findOne(ProductRate, { owner, productCode: product.code }), () => em.create(ProductRate, { owner, productCode: product.code, ...fields }), fields);
    log.info({ owner: owner.id, product: product.code }, 'rates set');
    ctx.body = presentRates(row);
  });

  router.get('/rates/:product', guards.authenticated, validate({ params: ProductParams }), async (ctx) => {
    const row = await ctx.state.em.findOne(ProductRate, { owner: ctx.state.account, productCode: ctx.state.input.params.product });
    if (!row) throw new ApiError('RATES_NOT_FOUND');
    ctx.body = presentRates(row);
  });

  router.get('/rates', guards.authenticated, validate({ query: AgentRatesQuery }), async (ctx) => {
    const { em, account, log } = ctx.state;
    const query = ctx.state.input.query;
    const owner = await requireSupplierAccess(em, account, query.supplier);
    const product = await requireProduct(em, { suppliers: deps.suppliers, log }, owner, query.product);
    if (query.option !== undefined && !Object.hasOwn(product.options, query.option)) throw new ApiError('OPTION_NOT_FOUND');
    const row = await em.findOne(ProductRate, { owner, productCode: product.code });
    if (!row) throw new ApiError('RATES_NOT_FOUND');
    let promotion = null;
    if (query.promotion) {
      const promo = await em.findOne(PromotionRow, { owner, code: query.promotion.toUpperCase() });
      promotion = promo && promo.currency === row.currency ? toPromotion(promo) : null;
      if (!promotion || !promotionAppliesTo(promotion, product.code, query.date!)) throw new ApiError('PROMOTION_INVALID');
    }
    const rates = effectiveRates({ rates: row.rates, options: row.optionRates }, query.option ?? null);
    ctx.body = unitPricesToMajor(unitPrices(rates, promotion), row.currency);
  });

  router.put('/promotions/:code', guards.authenticated, validate({ params: PromotionParams, body: PutPromotionBody }), async (ctx) => {
    const { em, account: owner, log } = ctx.state;
    const { params, body } = ctx.state.input;
    const discount: Partial<Record<TicketType, number>> = {};
    for (const type of TICKET_TYPES) {
      const amount = body.discount[type];
      if (amount !== undefined) discount[type] = minorAmount(amount, owner.currency);
    }
    const fields = {
      description: body.description,
      currency: owner.currency,
      discount,
      products: body.products,
      validFrom: body.from ?? null,
      validTo: body.to ?? null,
    };
    const code = params.code.toUpperCase();
    const row = await saveOnce(em, () => em.findOne(PromotionRow, { owner, code }), () => em.create(PromotionRow, { owner, code, ...fields }), fields);
    log.info({ owner: owner.id, promotion: code }, 'promotion set');
    ctx.body = presentPromotion(row);
  });

  router.delete('/promotions/:code', guards.authenticated, validate({ params: PromotionParams, body: NoBody }), async (ctx) => {
    await ctx.state.em.nativeDelete(PromotionRow, { owner: ctx.state.account, code: ctx.state.input.params.code.toUpperCase() });
    ctx.body = {};
  });

  router.get('/promotions', guards.authenticated, async (ctx) => {
    const rows = await ctx.state.em.find(PromotionRow, { owner: ctx.state.account }, { orderBy: { code: 'asc' } });
    ctx.body = Object.fromEntries(rows.map((row) => [row.code, presentPromotion(row)]));
  });

  return router;
}
