import { z } from 'zod';
import { Refusal } from './answers.ts';
import type { Catalog } from './catalog.ts';
import { isIsoDate } from './dates.ts';
import { PRODUCTS, type Product } from './products.ts';
import type { Store } from './store.ts';

/** Which day (or slot) of which product: what the operator changes or reads. */
const where = {
  product: z.string().min(1).max(100),
  date: z.string().refine(isIsoDate),
  /** A slot of a time-slot product; absent or null: the whole day (closing it closes every slot). */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullish()
    .transform((value) => value ?? null),
};

/**
 * `POST /admin/stock`: what the supplier's own operator changed, outside the marketplace. Fields
 * set a value rather than add to one (`sold_elsewhere: 3` means three seats, however often it is
 * sent), so an operator who did not see the answer can simply send the request again. To add
 * seats sold, read the figure first (`GET /admin/stock`) and send the sum.
 */
export const StockChangeRequest = z
  .strictObject({
    ...where,
    closed: z.boolean().optional(),
    /** Seats sold at the supplier's own till or another channel, on that day or slot. */
    sold_elsewhere: z.number().int().min(0).optional(),
  })
  .refine((body) => body.closed !== undefined || body.sold_elsewhere !== undefined);

export type StockChange = z.output<typeof StockChangeRequest>;

/** `GET /admin/stock?product&date[&time]`: the stock of a day or slot as the operator left it, to change it from there. */
export const StockQuery = z.strictObject(where);

export type StockQuery = z.output<typeof StockQuery>;

function productOf(code: string): Product {
  const product = Object.hasOwn(PRODUCTS, code) ? PRODUCTS[code] : undefined;
  if (!product) throw new Refusal('PRODUCT_NOT_FOUND', 404);
  return product;
}

/**
 * Checks the change against the catalogue: seats are counted per slot of a time-slot product and
 * per day otherwise, never for freesale; anything else is INVALID_REQUEST.
 */
function checkChange(change: StockChange | StockQuery): void {
  const product = productOf(change.product);
  const { schedule } = product;
  const slotExists = change.time === null || (schedule.kind === 'time-slots' && Object.hasOwn(schedule.slots, change.time));
  if (!slotExists) throw new Refusal('INVALID_REQUEST');
  if (!('sold_elsewhere' in change) || change.sold_elsewhere === undefined) return;
  const countedHere = product.capacity !== null && (schedule.kind === 'whole-day') === (change.time === null);
  if (!countedHere || change.sold_elsewhere > (product.capacity ?? 0)) throw new Refusal('INVALID_REQUEST');
}

export type Stock = ReturnType<typeof createStock>;

/** A day's or slot's stock as the operator left it, and the day as `/availability` now shows it. */
export type StockAnswer = { product: string; date: string; time: string | null; closed: boolean; sold_elsewhere: number; day: unknown };

export function createStock(store: Store, catalog: Catalog) {
  const describe = (query: StockQuery, now: Date): StockAnswer => {
    const stock = store.localStock(query.product, query.date, query.time);
    const day = catalog.availability({ product: query.product, option: null, from: query.date, to: query.date }, now)[query.date];
    return { product: query.product, date: query.date, time: query.time, closed: stock.closed, sold_elsewhere: stock.soldElsewhere, day };
  };
  return {
    /** Records the change (committed when this returns) and answers the day as `/availability` now shows it. */
    change(change: StockChange, now: Date): StockAnswer {
      checkChange(change);
      store.transaction(() =>
        store.setLocalStock({ product: change.product, date: change.date, time: change.time, closed: change.closed, soldElsewhere: change.sold_elsewhere }),
      );
      return describe(change, now);
    },
    /** What `change` would answer, changing nothing: an operator adding seats sold reads the figure first. */
    read(query: StockQuery, now: Date): StockAnswer {
      checkChange(query);
      return describe(query, now);
    },
  };
}
