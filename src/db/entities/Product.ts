import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Account } from './Account.ts';
import type { CancellationTerms } from '../../domain/cancellationTerms.ts';
import type { Question } from '../../domain/bookingQuestions.ts';

/**
 * What the service keeps of a supplier's product, refreshed from its `GET /products` callback:
 * the facts later steps need without asking the supplier again (time zone for cut-offs and
 * redemption dates, freesale, the delegate that handles supplier calls).
 */
const ProductSchema = defineEntity({
  name: 'Product',
  tableName: 'product',
  uniques: [{ properties: ['owner', 'code'] }],
  properties: {
    id: uuidPrimaryKey(),
    owner: () => p.manyToOne(Account).deleteRule('cascade'),
    code: p.string().length(100),
    name: p.string().length(300),
    // Email of the delegate supplier account, as the owner's callback names it; null when none.
    delegate: p.string().length(254).nullable(),
    country: p.string().length(10),
    city: p.string().length(10),
    freesale: p.boolean(),
    timeZone: p.string().length(64),
    // An option's own cancellation terms, when it declares some, override the product's; its own
    // booking questions are asked after the product's.
    options: p.json<Record<string, { name: string; cancellation?: CancellationTerms; questions?: Question[]; time_slots?: string[] }>>(),
    // The cancellation terms the owner declares for the product; null: none (today's rule).
    cancellation: p.json<CancellationTerms>().nullable(),
    // The booking questions the owner declares for the product (src/domain/bookingQuestions.ts); null: none.
    questions: p.json<Question[]>().nullable(),
    // The time slots the owner declares for the product (src/domain/timeSlots.ts), in the order of
    // the day; null: none declared. An option's own, in `options`, replace them.
    timeSlots: p.json<string[]>().nullable(),
    // False once the owner's product list no longer contains it: kept for bookings that refer to it.
    listed: p.boolean().default(true),
    refreshedAt: p.datetime(),
  },
});

export class Product extends ProductSchema.class {}
ProductSchema.setClass(Product);
export { ProductSchema };
