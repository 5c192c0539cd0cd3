/**
 * `POST /v1/quotes` (issue 43 §3): what a basket would cost, item by item, with no seat held and
 * no supplier asked. Each item is priced by the one pricing function, as a hold of it would be
 * now; the quote keeps every item's price until `expires`, and a hold (or a freesale
 * confirmation, or an order's item) citing it is charged exactly that.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { Product, type Account } from '../db/entities/index.ts';
import { daysUntil } from '../domain/dates.ts';
import { pickCounts } from '../domain/ticketTypes.ts';
import { missingSlot } from '../domain/timeSlots.ts';
import { ApiError, type ErrorCode } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { priceSale } from '../records/pricing/priceSale.ts';
import { storeQuote, type QuotedItem } from '../records/pricing/quotes.ts';
import { requireSupplierAccess } from './access.ts';
import type { Products } from './products.ts';
import type { QuoteBody } from './schemas.ts';

type Item = z.infer<typeof QuoteBody>['items'][number];

/** The product as stored, whatever its age (a quote asks no supplier); the owner is asked only for one never stored. */
async function productFor(em: EntityManager, products: Products, owner: Account, code: string, log: Logger): Promise<Product> {
  const stored = await em.findOne(Product, { owner, code, listed: true });
  return stored ?? products.require({ em, owner, code, log });
}

async function priceItem(em: EntityManager, products: Products, agent: Account, item: Item, index: number, log: Logger): Promise<QuotedItem> {
  const at = `items[${index}]`;
  const owner = await requireSupplierAccess(em, agent, item.supplier);
  const product = await productFor(em, products, owner, item.product, log);
  if (item.option != null && !Object.hasOwn(product.options, item.option))
    throw new ApiError('OPTION_NOT_FOUND', { detail: `${at}.option: no such option for this product` });
  // Sold in time slots: a quote of the day could never be cited, since the hold must name a slot.
  const missing = missingSlot(product, item.option, item.time);
  if (missing) throw new ApiError('INVALID_REQUEST', { detail: `${at}.time: ${missing}` });
  if (daysUntil(item.date, product.timeZone) < 0)
    throw new ApiError('PAST_CUTOFF_DATE', { detail: `${at}.date: has passed in ${product.timeZone}, where the product is` });
  const sale = {
    productCode: product.code,
    optionCode: item.option ?? null,
    date: item.date,
    time: item.time ?? null,
    counts: pickCounts(item),
    promotion: item.promotion?.toUpperCase() ?? null,
  };
  try {
    const price = await priceSale(em, { owner, sale });
    return { ...sale, ownerId: owner.id, supplier: item.supplier, ...price };
  } catch (err) {
    // Which item: the refusal's detail names it before its own words.
    if (err instanceof ApiError && err.detail) throw new ApiError(err.code as ErrorCode, { detail: `${at}.${err.detail}` });
    throw err;
  }
}

export async function createQuote({
  em,
  log,
  agent,
  products,
  body,
}: {
  em: EntityManager;
  log: Logger;
  agent: Account;
  products: Products;
  body: z.infer<typeof QuoteBody>;
}) {
  const now = new Date();
  const items: QuotedItem[] = [];
  for (const [index, item] of body.items.entries()) items.push(await priceItem(em, products, agent, item, index, log));
  const { id, expiresAt } = await storeQuote(em, agent, items, now);
  log.info({ quote: id, items: items.length }, 'quote given');
  return { id, expiresAt, items };
}
