/**
 * Time slots a supplier may declare per product or option (`time_slots` in its `GET /products`
 * answer): the departure times it sells, `HH:MM` local to the product's time zone. The contract says
 * which form a date's availability takes only in the availability answer itself, so an agent could
 * not tell before asking, nor the built-in simulated supplier answer as the live one would. An
 * option's own slots replace its product's (`[]`: that option is sold for the whole day).
 */
import { z } from 'zod';
import { isTime } from './dates.ts';

/** One slot every quarter of an hour, all day. */
export const MAX_TIME_SLOTS = 96;

export const TimeSlotsSchema = z
  .array(z.string().refine(isTime, 'a slot time is HH:MM, 24-hour'))
  .max(MAX_TIME_SLOTS)
  .superRefine((slots, ctx) => {
    const twice = slots.findIndex((slot, i) => slots.indexOf(slot) !== i);
    if (twice >= 0) ctx.addIssue({ code: 'custom', path: [twice], message: 'this slot time is listed twice' });
  });

/** As stored and shown: in the order of the day. */
export function normalizeTimeSlots(slots: readonly string[] | undefined | null): string[] | null {
  return slots ? [...slots].sort() : null;
}

/** What a product keeps of the declaration: its own slots, and each option's own in `options`. */
export type SlottedProduct = { timeSlots?: readonly string[] | null | undefined; options: Record<string, { time_slots?: readonly string[] }> };

/**
 * The slot times a sale of `option` must choose from: the option's own declaration, else the
 * product's; empty when neither declares any (sold for the whole day, or not declared).
 */
export function timeSlotsOf(product: SlottedProduct, option: string | null | undefined): readonly string[] {
  const own = option != null && Object.hasOwn(product.options, option) ? product.options[option]?.time_slots : undefined;
  return own ?? product.timeSlots ?? [];
}

/**
 * Why a sale of `option` without a `time` cannot be made, for an Error-Detail after the field's
 * name (the slots it must choose from); undefined when it names one or none is needed. A hold, a
 * freesale confirmation and a quote's item are refused alike: without a slot the supplier could
 * only refuse, and a quote without one could never be cited.
 */
export function missingSlot(product: SlottedProduct, option: string | null | undefined, time: string | null | undefined): string | undefined {
  const slots = timeSlotsOf(product, option);
  if (slots.length === 0 || time != null) return undefined;
  return `required, this product is sold in time slots (${slots.slice(0, 8).join(', ')}${slots.length > 8 ? ', …' : ''})`;
}
