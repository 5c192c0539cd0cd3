import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ProductRate, PromotionRow, type Account } from '../db/entities/index.ts';
import { MoneyError, toMinor } from '../domain/money.ts';
import { effectiveRates, unitPrices, type RateTable } from '../domain/pricing.ts';
import { TICKET_TYPES, type TicketType } from '../domain/ticketTypes.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { requireSupplierAccess } from './access.ts';
import type { Products } from './products.ts';
import { requireValidPromotion } from './promotions.ts';
import type { AgentRatesQuery, PutPromotionBody, PutRatesBody } from './schemas.ts';

type MajorRates = Partial<Record<TicketType, { rrp: number; net: number }>>;
type Request = { em: EntityManager; log: Logger; account: Account };

function minorAmount(amount: number, currency: string): number {
  try {
    return toMinor(amount, currency);
  } catch (err) {
    if (err instanceof MoneyError) throw new ApiError('INVALID_AMOUNT', { detail: 'rates: amounts must be >= 0 with at most two decimals' });
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

/** Supplier side: set rates and promotions. Agent side: read prices for a product. */
export function createPricing(deps: { products: Products }) {
  return {
    async setRates({ em, log, account: owner, productCode, body }: Request & { productCode: string; body: z.infer<typeof PutRatesBody> }) {
      const product = await deps.products.require({ em, owner, code: productCode, log });
      for (const option of Object.keys(body.options))
        if (!Object.hasOwn(product.options, option)) throw new ApiError('OPTION_NOT_FOUND', { detail: 'options: names an option this product lacks' });
      const fields = {
        currency: owner.currency,
        rates: toMinorTable(body.rates, owner.currency),
        optionRates: Object.fromEntries(Object.entries(body.options).map(([o, t]) => [o, toMinorTable(t, owner.currency)])),
      };
      const row = await saveOnce(
        em,
        () => em.findOne(ProductRate, { owner, productCode: product.code }),
        () => em.create(ProductRate, { owner, productCode: product.code, ...fields }),
        fields,
      );
      log.info({ owner: owner.id, product: product.code }, 'rates set');
      return row;
    },

    async ownRates({ em, account, productCode }: Omit<Request, 'log'> & { productCode: string }) {
      const row = await em.findOne(ProductRate, { owner: account, productCode });
      if (!row) throw new ApiError('RATES_NOT_FOUND');
      return row;
    },

    /** The agent's prices per ticket type for a product (and option, and promotion on a date). */
    async agentRates({ em, log, account, query }: Request & { query: z.infer<typeof AgentRatesQuery> }) {
      const owner = await requireSupplierAccess(em, account, query.supplier);
      const product = await deps.products.require({ em, owner, code: query.product, log });
      if (query.option !== undefined && !Object.hasOwn(product.options, query.option)) throw new ApiError('OPTION_NOT_FOUND');
      const row = await em.findOne(ProductRate, { owner, productCode: product.code });
      if (!row) throw new ApiError('RATES_NOT_FOUND');
      const promotion = query.promotion
        ? await requireValidPromotion(em, { owner, code: query.promotion, productCode: product.code, date: query.date!, currency: row.currency })
        : null;
      const rates = effectiveRates({ rates: row.rates, options: row.optionRates }, query.option ?? null);
      return { prices: unitPrices(rates, promotion), currency: row.currency };
    },

    async setPromotion({ em, log, account: owner, code, body }: Request & { code: string; body: z.infer<typeof PutPromotionBody> }) {
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
      const upper = code.toUpperCase();
      const row = await saveOnce(
        em,
        () => em.findOne(PromotionRow, { owner, code: upper }),
        () => em.create(PromotionRow, { owner, code: upper, ...fields }),
        fields,
      );
      log.info({ owner: owner.id, promotion: upper }, 'promotion set');
      return row;
    },

    async deletePromotion({ em, account, code }: Omit<Request, 'log'> & { code: string }) {
      await em.nativeDelete(PromotionRow, { owner: account, code: code.toUpperCase() });
    },

    promotions({ em, account }: Omit<Request, 'log'>) {
      return em.find(PromotionRow, { owner: account }, { orderBy: { code: 'asc' } });
    },
  };
}

export type Pricing = ReturnType<typeof createPricing>;
