import { Router } from '@koa/router';
import { requireSupplierAccess } from '../../catalog/access.ts';
import { findProduct, presentProduct, refreshProducts, supplierFor, type CatalogDeps } from '../../catalog/products.ts';
import { promotionsOverlapping } from '../../catalog/promotions.ts';
import { malformedSupplierAnswer, supplierFailure } from '../../catalog/supplierFailure.ts';
import { parseSupplierAvailability, shapeForAgent } from '../../domain/availability.ts';
import { checkRange } from '../../domain/dates.ts';
import { promotionAppliesTo } from '../../domain/pricing.ts';
import type { SupplierClient } from '../../suppliers/supplierClient.ts';
import { ApiError } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import type { Guards } from '../guards.ts';
import type { AuthState } from '../state.ts';
import { AvailabilityQuery, ProductsQuery } from './schemas.ts';

/** The agent's read path: products and availability, straight to the supplier (no workflow). */
export function catalogRoutes(guards: Guards, deps: { suppliers: SupplierClient }) {
  const router = new Router<AuthState>({ sensitive: true });

  router.get('/products', guards.authenticated, validate({ query: ProductsQuery }), async (ctx) => {
    const { em, account, log } = ctx.state;
    const owner = await requireSupplierAccess(em, account, ctx.state.input.query.supplier);
    const products = await refreshProducts(em, { suppliers: deps.suppliers, log }, owner);
    ctx.body = Object.fromEntries([...products].map(([code, product]) => [code, presentProduct(product, owner)]));
  });

  router.get('/availability', guards.authenticated, validate({ query: AvailabilityQuery }), async (ctx) => {
    const { em, account, log } = ctx.state;
    const query = ctx.state.input.query;
    const rangeError = checkRange(query.from, query.to);
    if (rangeError) throw new ApiError(rangeError);
    const owner = await requireSupplierAccess(em, account, query.supplier);
    const catalog: CatalogDeps = { suppliers: deps.suppliers, log };
    const product = await findProduct(em, catalog, owner, query.product);
    if (!product) throw new ApiError('PRODUCT_NOT_FOUND');
    if (query.option !== undefined && !Object.hasOwn(product.options, query.option)) throw new ApiError('OPTION_NOT_FOUND');
    const target = await supplierFor(em, catalog, owner, product);

    const [outcome, promotions] = await Promise.all([
      deps.suppliers.request({
        baseUrl: target.callbackUrl,
        method: 'GET',
        path: '/availability',
        query: { agent: account.identifier, product: query.product, option: query.option, from: query.from, to: query.to },
      }),
      promotionsOverlapping(em, owner, product.code, query.from, query.to),
    ]);
    const context = { supplier: target.id, product: product.code, call: 'availability' };
    if (outcome.kind !== 'success') throw supplierFailure(outcome, log, context);
    const parsed = parseSupplierAvailability(outcome.body, query.from, query.to);
    if (!parsed.ok) throw malformedSupplierAnswer(log, { ...context, reason: parsed.reason });

    ctx.body = shapeForAgent(parsed.days, {
      freesale: product.freesale,
      promotionsFor: (date) =>
        Object.fromEntries(promotions.filter((p) => promotionAppliesTo(p, product.code, date)).map((p) => [p.code, p.description])),
    });
  });

  return router;
}
