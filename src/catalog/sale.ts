import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../db/entities/index.ts';
import { daysUntil, todayIn } from '../domain/dates.ts';
import type { Counts } from '../domain/ticketTypes.ts';
import { missingSlot } from '../domain/timeSlots.ts';
import { ApiError } from '../errors.ts';
import { requireSupplierAccess } from './access.ts';
import { priceSale } from '../records/pricing/priceSale.ts';
import type { QuoteCitation } from '../records/pricing/quotes.ts';
import type { Logger } from '../logger.ts';
import type { Products } from './products.ts';

export type SaleRequest = {
  supplier: string;
  product: string;
  option?: string | null | undefined;
  promotion?: string | null | undefined;
  date: string;
  time?: string | null | undefined;
  counts: Counts;
  /** A quote the sale cites: it is charged that quote's item (src/records/pricing/quotes.ts). */
  quote?: QuoteCitation | null | undefined;
};

/**
 * What every new sale starts with — a reservation, or a freesale confirmation: the grant, the
 * product (sold with or without reservations as `freesale` says), the option, the price locked
 * now (or the quote's, when the sale cites one), and the account whose callbacks serve it.
 */
export async function planSale({
  em,
  log,
  products,
  agent,
  request,
  freesale,
}: {
  em: EntityManager;
  log: Logger;
  products: Products;
  agent: Account;
  request: SaleRequest;
  freesale: boolean;
}) {
  const owner = await requireSupplierAccess(em, agent, request.supplier);
  const product = await products.require({ em, owner, code: request.product, log });
  if (product.freesale !== freesale)
    throw new ApiError(freesale ? 'RESERVATION_REQUIRED' : 'RESERVATION_NOT_NEEDED', {
      detail: freesale ? 'reservation: this product needs a reservation first' : 'reservation: this product sells without one (send null)',
    });
  // A day already gone where the product is cannot be sold by anyone: refused here, before the
  // supplier is asked, with the reason spelled out.
  if (daysUntil(request.date, product.timeZone) < 0)
    throw new ApiError('PAST_CUTOFF_DATE', {
      detail: `date: ${request.date} has passed (it is ${todayIn(product.timeZone)} in ${product.timeZone}, where the product is)`,
    });
  if (request.option != null && !Object.hasOwn(product.options, request.option))
    throw new ApiError('OPTION_NOT_FOUND', { detail: 'option: no such option for this product' });
  // Sold in time slots, as its supplier declared: without a slot the supplier could only refuse.
  const missing = missingSlot(product, request.option, request.time);
  if (missing) throw new ApiError('INVALID_REQUEST', { detail: `time: ${missing}` });
  const price = await priceSale(em, {
    owner,
    sale: {
      productCode: product.code,
      optionCode: request.option ?? null,
      date: request.date,
      time: request.time ?? null,
      counts: request.counts,
      promotion: request.promotion ?? null,
    },
    quote: request.quote ? { ...request.quote, agent } : null,
  });
  const supplier = await products.supplierFor({ em, owner, product, log });
  return { owner, product, supplier, price };
}
