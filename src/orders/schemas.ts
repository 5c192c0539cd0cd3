import { z } from 'zod';
import { AnswersSchema } from '../domain/bookingQuestions.ts';
import { ORDER_STATUSES } from '../db/entities/index.ts';
import { identifier, isoDate, quoteCitation, saleFields, withCounts } from '../catalog/schemas.ts';
import { customer } from '../bookings/schemas.ts';
import { OFFSET_OR_CURSOR, offsetOrCursor, pageByCursor } from '../http/pageByCursor.ts';

/** At most this many items in one order. */
export const MAX_ORDER_ITEMS = 20;

/**
 * One item: what a reservation (or a freesale confirmation) names, plus its answers to booking
 * questions, and the quote item it cites (charged exactly that while the quote is valid).
 */
export const OrderItemBody = withCounts(
  z.strictObject({
    supplier: identifier,
    ...saleFields,
    ...quoteCitation,
    answers: AnswersSchema.optional().meta({ description: 'Answers to the booking questions of the item’s product and option, as for a booking' }),
  }),
);

/**
 * `POST /v1/order`: the agent's reference (at most 90 characters: each item's booking is
 * `<reference>~<index>`), the customer, until when to hold, and 1 to 20 items.
 */
export const OrderBody = z.strictObject({
  reference: z.string().trim().min(1).max(90),
  customer,
  notes: z.string().max(2000).default(''),
  expires: z.iso.datetime({ offset: true, error: 'INVALID_EXPIRES' }),
  items: z.array(OrderItemBody).min(1).max(MAX_ORDER_ITEMS),
});

const orderReference = z.string().min(1).max(90);
export const OrderReferenceBody = z.strictObject({ order: orderReference });
export const OrderReferenceQuery = z.object({ order: orderReference });
export const OrderParams = z.object({ reference: orderReference });

/** `GET /v1/orders`: filters, and a page by `offset` or by `after` (the `X-Next-Cursor` of the page before), as GET /v1/bookings. */
export const OrdersQuery = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    /** Made on or after / on or before (UTC dates). */
    created_from: isoDate.optional(),
    created_to: isoDate.optional(),
    search: z.string().min(1).max(90).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(500).default(50),
    ...pageByCursor,
  })
  .refine(offsetOrCursor, OFFSET_OR_CURSOR);
