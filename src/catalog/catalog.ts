import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Account } from '../db/entities/index.ts';
import { parseSupplierAvailability, shapeForAgent } from '../domain/availability.ts';
import { checkRange } from '../domain/dates.ts';
import { promotionAppliesTo } from '../domain/pricing.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { SupplierClient } from '../suppliers/supplierClient.ts';
import { requireSupplierAccess } from './access.ts';
import type { Products } from './products.ts';
import { promotionsOverlapping } from './promotions.ts';
import type { AvailabilityQuery } from './schemas.ts';
import { malformedSupplierAnswer, supplierFailure } from './supplierFailure.ts';

type Request = { em: EntityManager; log: Logger; agent: Account };

/** The agent's read path: products and availability, straight to the supplier (no workflow). */
export function createCatalog(deps: { suppliers: SupplierClient; products: Products }) {
  return {
    /** Every product the supplier lists now (refreshed), with the supplier account it is sold for. */
    async listProducts({ em, log, agent, supplier }: Request & { supplier: string }) {
      const owner = await requireSupplierAccess(em, agent, supplier);
      return { owner, products: await deps.products.refresh({ em, owner, log }) };
    },

    /** The supplier's availability for every date of the range, with the promotions valid on each. */
    async availability({ em, log, agent, query }: Request & { query: z.infer<typeof AvailabilityQuery> }) {
      const rangeError = checkRange(query.from, query.to);
      if (rangeError) throw new ApiError(rangeError);
      const owner = await requireSupplierAccess(em, agent, query.supplier);
      const product = await deps.products.require({ em, owner, code: query.product, log });
      if (query.option !== undefined && !Object.hasOwn(product.options, query.option)) throw new ApiError('OPTION_NOT_FOUND');
      const target = await deps.products.supplierFor({ em, owner, product, log });

      const [outcome, promotions] = await Promise.all([
        deps.suppliers.request({
          baseUrl: target.callbackUrl,
          method: 'GET',
          path: '/availability',
          query: { agent: agent.identifier, product: query.product, option: query.option, from: query.from, to: query.to },
        }),
        promotionsOverlapping(em, owner, product.code, query.from, query.to),
      ]);
      const context = { supplier: target.id, product: product.code, call: 'availability' };
      if (outcome.kind !== 'success') throw supplierFailure(outcome, log, context);
      const parsed = parseSupplierAvailability(outcome.body, query.from, query.to);
      if (!parsed.ok) throw malformedSupplierAnswer(log, { ...context, reason: parsed.reason });

      return shapeForAgent(parsed.days, {
        freesale: product.freesale,
        promotionsFor: (date) => Object.fromEntries(promotions.filter((p) => promotionAppliesTo(p, product.code, date)).map((p) => [p.code, p.description])),
      });
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
