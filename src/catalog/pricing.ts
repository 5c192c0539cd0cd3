import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ProductRate, PromotionRow, type Account } from '../db/entities/index.ts';
import { todayIn } from '../domain/dates.ts';
import { MoneyError, toMinor } from '../domain/money.ts';
import type { RateTable } from '../domain/pricing.ts';
import { findOverlap, specificity, specificityName, type RateRule } from '../domain/rateRules.ts';
import { TICKET_TYPES, type TicketType } from '../domain/ticketTypes.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { recordChange, type RecordedChange } from '../records/availabilityChanges/record.ts';
import { loadRateBook, priceWithBook } from '../records/pricing/priceSale.ts';
import { requireSupplierAccess } from './access.ts';
import type { Products } from './products.ts';
import type { AgentRatesQuery, PutPromotionBody, PutRatesBody } from './schemas.ts';

type MajorRates = Partial<Record<TicketType, { rrp: number; net: number }>>;
type Request = { em: EntityManager; log: Logger; account: Account };
type RatesBody = z.infer<typeof PutRatesBody>;
/** A product's table as stored (what the answers present). */
export type RateTableRow = Pick<ProductRate, 'productCode' | 'currency' | 'rates' | 'optionRates' | 'rules'>;
const NO_TICKETS = { adult: 0, youth: 0, child: 0, infant: 0, senior: 0, student: 0 };

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

function toMinorRules(rules: RatesBody['rules'], currency: string): RateRule[] {
  return rules.map((rule) => ({
    name: rule.name,
    option: rule.option ?? null,
    from: rule.from ?? null,
    to: rule.to ?? null,
    // Stored in the calendar's order, without repeats: the same rule however it was written.
    weekdays: rule.weekdays ? [...new Set(rule.weekdays)] : null,
    times: rule.times ? [...new Set(rule.times)].sort() : null,
    rates: toMinorTable(rule.rates, currency),
  }));
}

/**
 * The table's own consistency: every option it names exists, rule names are unique, and no two
 * rules of one table and specificity can match the same date and time. `label(i)` names rule i
 * in a refusal (its JSON path, or its CSV line): never its text.
 */
function checkRules(rules: RateRule[], options: Record<string, unknown>, label: (i: number) => string): void {
  rules.forEach((rule, i) => {
    if (rule.option !== null && !Object.hasOwn(options, rule.option))
      throw new ApiError('OPTION_NOT_FOUND', { detail: `${label(i)}: names an option this product lacks` });
  });
  const seen = new Map<string, number>();
  rules.forEach((rule, i) => {
    const first = seen.get(rule.name);
    if (first !== undefined) throw new ApiError('INVALID_REQUEST', { detail: `${label(first)} and ${label(i)}: two rules with one name` });
    seen.set(rule.name, i);
  });
  const overlap = findOverlap(rules);
  if (overlap) {
    const [a, b] = overlap;
    throw new ApiError('RATE_RULES_OVERLAP', {
      detail: `${label(a)} and ${label(b)}: both ${specificityName(specificity(rules[a]!))} and both match some date and time; make one more specific or split them`,
    });
  }
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
    /**
     * Replaces the product's whole table (defaults, options, rules) and records a `rates` change
     * for the feed and the agents' `rates.updated` notices, in one transaction. `labels` name the
     * rules in a refusal (a CSV's lines); by default their JSON paths.
     */
    async setRates({
      em,
      log,
      account: owner,
      productCode,
      body,
      labels,
    }: Request & { productCode: string; body: RatesBody; labels?: readonly string[] | undefined }): Promise<{ table: RateTableRow; change: RecordedChange }> {
      const product = await deps.products.require({ em, owner, code: productCode, log });
      for (const option of Object.keys(body.options))
        if (!Object.hasOwn(product.options, option)) throw new ApiError('OPTION_NOT_FOUND', { detail: 'options: names an option this product lacks' });
      const rules = toMinorRules(body.rules, owner.currency);
      checkRules(rules, product.options, (i) => labels?.[i] ?? `rules[${i}]`);
      const fields = {
        currency: owner.currency,
        rates: toMinorTable(body.rates, owner.currency),
        optionRates: Object.fromEntries(Object.entries(body.options).map(([o, t]) => [o, toMinorTable(t, owner.currency)])),
        rules,
      };
      // One upsert (concurrent PUTs queue on the row: the last one wins, as for any PUT) and the
      // change event, committed together: a table is never in force without its notice on the way.
      return em.transactional(async (tx) => {
        await tx.getConnection().execute(
          `insert into product_rate (id, owner_id, product_code, currency, rates, option_rates, rules, updated_at)
           values (gen_random_uuid(), ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, now())
           on conflict (owner_id, product_code) do update
             set currency = excluded.currency, rates = excluded.rates, option_rates = excluded.option_rates,
                 rules = excluded.rules, updated_at = excluded.updated_at`,
          [owner.id, product.code, fields.currency, JSON.stringify(fields.rates), JSON.stringify(fields.optionRates), JSON.stringify(rules)],
          'run',
          tx.getTransactionContext(),
        );
        // Prices may differ from today on (in the product's zone): the one date a rates change records.
        const change = await recordChange(tx, { ownerId: owner.id, product: product.code, dates: [todayIn(product.timeZone)], cause: 'rates' });
        log.info({ owner: owner.id, product: product.code, rules: rules.length }, 'rates set');
        return { table: { productCode: product.code, ...fields }, change };
      });
    },

    async ownRates({ em, account, productCode }: Omit<Request, 'log'> & { productCode: string }) {
      const row = await em.findOne(ProductRate, { owner: account, productCode });
      if (!row) throw new ApiError('RATES_NOT_FOUND');
      return row;
    },

    /**
     * The agent's prices per ticket type for a product on a date (today in the product's zone when
     * none is given) and time, with its option and promotion: the same function as every sale's.
     */
    async agentRates({ em, log, account, query }: Request & { query: z.infer<typeof AgentRatesQuery> }) {
      const owner = await requireSupplierAccess(em, account, query.supplier);
      const product = await deps.products.require({ em, owner, code: query.product, log });
      if (query.option !== undefined && !Object.hasOwn(product.options, query.option)) throw new ApiError('OPTION_NOT_FOUND');
      const date = query.date ?? todayIn(product.timeZone);
      const found = await loadRateBook(em, owner, product.code, { date, optionCode: query.option ?? null });
      if (!found) throw new ApiError('RATES_NOT_FOUND');
      const sale = {
        productCode: product.code,
        optionCode: query.option ?? null,
        date,
        time: query.time ?? null,
        counts: NO_TICKETS,
        promotion: query.promotion ?? null,
      };
      const priced = await priceWithBook(em, owner, sale, found);
      return { prices: priced.unitPrices, currency: priced.currency };
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
