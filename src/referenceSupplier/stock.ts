import { z } from 'zod';
import { Refusal } from './answers.ts';
import type { Catalog } from './catalog.ts';
import { isIsoDate } from './dates.ts';
import { PRODUCTS, type Product } from './products.ts';
import type { Store } from './store.ts';

/**
 * `POST /admin/stock`: what the supplier's own operator changed, outside the marketplace. Fields
 * set a value rather than add to one (`sold_elsewhere: 3` means three seats, however often it is
 * sent), so an operator who did not see the answer can simply send the request again.
 */
export const StockChangeRequest = z
  .strictObject({
    product: z.string().min(1).max(100),
    date: z.string().refine(isIsoDate),
    /** A slot of a time-slot product; absent or null: the whole day (closing it closes every slot). */
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .nullish()
      .transform((value) => value ?? null),
    closed: z.boolean().optional(),
    /** Seats sold at the supplier's own till or another channel, on that day or slot. */
    sold_elsewhere: z.number().int().min(0).optional(),
  })
  .refine((body) => body.closed !== undefined || body.sold_elsewhere !== undefined);

export type StockChange = z.output<typeof StockChangeRequest>;

function productOf(code: string): Product {
  const product = Object.hasOwn(PRODUCTS, code) ? PRODUCTS[code] : undefined;
  if (!product) throw new Refusal('PRODUCT_NOT_FOUND', 404);
  return product;
}

/**
 * Checks the change against the catalogue: seats are counted per slot of a time-slot product and
 * per day otherwise, never for freesale; anything else is INVALID_REQUEST.
 */
function checkChange(change: StockChange): void {
  const product = productOf(change.product);
  const { schedule } = product;
  const slotExists = change.time === null || (schedule.kind === 'time-slots' && Object.hasOwn(schedule.slots, change.time));
  if (!slotExists) throw new Refusal('INVALID_REQUEST');
  if (change.sold_elsewhere === undefined) return;
  const countedHere = product.capacity !== null && (schedule.kind === 'whole-day') === (change.time === null);
  if (!countedHere || change.sold_elsewhere > (product.capacity ?? 0)) throw new Refusal('INVALID_REQUEST');
}

export type Stock = ReturnType<typeof createStock>;

export function createStock(store: Store, catalog: Catalog) {
  return {
    /** Records the change (committed when this returns) and answers the day as `/availability` now shows it. */
    change(change: StockChange, now: Date): { product: string; date: string; time: string | null; closed: boolean; sold_elsewhere: number; day: unknown } {
      checkChange(change);
      store.transaction(() =>
        store.setLocalStock({ product: change.product, date: change.date, time: change.time, closed: change.closed, soldElsewhere: change.sold_elsewhere }),
      );
      const stock = store.localStock(change.product, change.date, change.time);
      const day = catalog.availability({ product: change.product, option: null, from: change.date, to: change.date }, now)[change.date];
      return { product: change.product, date: change.date, time: change.time, closed: stock.closed, sold_elsewhere: stock.soldElsewhere, day };
    },
  };
}
