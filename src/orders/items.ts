import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { type Account, type Order, OrderItem } from '../db/entities/index.ts';
import type { Products } from '../catalog/products.ts';
import { planBooking, type Body as BookingBody } from '../bookings/confirm.ts';
import { citationOf } from '../catalog/schemas.ts';
import { settleAnswers } from '../bookings/answers.ts';
import { pickCounts, type TICKET_TYPES } from '../domain/ticketTypes.ts';
import { ApiError, type ErrorCode } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { planHold } from '../reservations/reservations.ts';
import type { OrderItemBody } from './schemas.ts';

export type ItemRequest = z.infer<typeof OrderItemBody>;

/**
 * Runs `work` for item `index`; a refusal names the item in its Error-Detail (`items[2]: …`), with
 * the code and headers it had. Nothing is written before every item is planned.
 */
export async function forItem<T>(index: number, work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    throw new ApiError(err.code as ErrorCode, { detail: `items[${index}]: ${err.detail ?? err.code}`, headers: err.headers, cause: err });
  }
}

/** Two items asking for the same hold (same supplier, product, option, date, time and pickup): DUPLICATE_ITEM on the later one. */
export function refuseDuplicates(items: ItemRequest[]): void {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const key = JSON.stringify([item.supplier.toLowerCase(), item.product, item.option ?? null, item.date, item.time ?? null, item.pickup ?? null]);
    const first = seen.get(key);
    if (first !== undefined) throw new ApiError('DUPLICATE_ITEM', { detail: `items[${index}]: the same hold as items[${first}]` });
    seen.set(key, index);
  });
}

/**
 * Plans one item and creates its row (and, for a product sold with reservations, its hold's) in
 * `em`, not yet flushed: through the reservations' planning for a held product, the bookings'
 * (a freesale confirmation's) for one sold without, so the item is priced as they price: by the
 * one pricing function, or exactly as the quote item it cites (QUOTE_EXPIRED, QUOTE_MISMATCH,
 * QUOTE_INVALID as a hold's, named `items[i]` by `forItem`).
 */
export async function planItem(
  { em, log, products, agent }: { em: EntityManager; log: Logger; products: Products; agent: Account },
  order: Order,
  position: number,
  item: ItemRequest,
): Promise<OrderItem> {
  const counts = pickCounts(item);
  const quote = citationOf(item);
  const common = {
    order,
    position,
    agent,
    productCode: item.product,
    optionCode: item.option ?? null,
    promotion: item.promotion?.toUpperCase() ?? null,
    travelDate: item.date,
    travelTime: item.time ?? null,
    pickup: item.pickup ?? null,
    ...counts,
    quoteId: quote?.quote ?? null,
    quoteItem: quote?.item ?? null,
  };
  try {
    const { reservation, product, owner, price } = await planHold({
      em,
      log,
      products,
      agent,
      body: item,
      quote,
      expiresAt: order.expiresAt,
      orderId: order.id,
    });
    const answers = settleAnswers(product, item.option ?? null, item.answers, counts);
    return em.create(OrderItem, {
      ...common,
      owner,
      supplier: reservation.supplier,
      productName: product.name,
      freesale: false,
      answers,
      reservation,
      ...price,
    });
  } catch (err) {
    if (!(err instanceof ApiError && err.code === 'RESERVATION_NOT_NEEDED')) throw err;
  }
  // Sold without reservations: priced as a freesale confirmation is, and again when the order is confirmed.
  const sale = await planBooking(products, { em, log, agent, body: itemBookingBody(order, position, item) }, new Date());
  const answers = settleAnswers(sale.product, item.option ?? null, item.answers, counts);
  return em.create(OrderItem, {
    ...common,
    owner: sale.owner,
    supplier: sale.supplier,
    productName: sale.product.name,
    freesale: true,
    answers,
    reservation: null,
    ...sale.price,
  }) as OrderItem;
}

/** The booking reference of an order's item: the order's, `~` and the item's index. */
export const itemReference = (orderReference: string, position: number) => `${orderReference}~${position}`;

/** The booking confirmation an item is: what the booking use case plans and inserts when the order is confirmed. */
export function itemBookingBody(
  order: Order,
  position: number,
  item: Pick<ItemRequest, 'supplier' | 'product' | 'option' | 'promotion' | 'date' | 'time' | 'pickup' | 'answers' | 'quote' | 'quote_item'> &
    Record<(typeof TICKET_TYPES)[number], number>,
  reservationId: string | null = null,
): BookingBody {
  return {
    reservation: reservationId,
    reference: itemReference(order.agentReference, position),
    supplier: item.supplier,
    product: item.product,
    option: item.option ?? null,
    promotion: item.promotion ?? null,
    date: item.date,
    time: item.time ?? null,
    pickup: item.pickup ?? null,
    ...pickCounts(item),
    customer: order.customer,
    notes: order.notes,
    ...(item.answers ? { answers: item.answers } : {}),
    ...(item.quote ? { quote: item.quote, quote_item: item.quote_item ?? 0 } : {}),
  } as BookingBody;
}

/**
 * An item's stored request, as its booking's body at confirmation (`item` loaded with its owner
 * and hold): a freesale item cites its quote again, as a freesale confirmation does (a held one
 * keeps its hold's price, the quote's when it cited one).
 */
export function storedItemBody(order: Order, item: OrderItem): BookingBody {
  return itemBookingBody(
    order,
    item.position,
    {
      supplier: item.owner.identifier,
      product: item.productCode,
      option: item.optionCode ?? null,
      promotion: item.promotion ?? null,
      date: item.travelDate,
      time: item.travelTime ?? null,
      pickup: item.pickup ?? null,
      ...pickCounts(item),
      ...(item.answers ? { answers: item.answers } : {}),
      ...(item.quoteId ? { quote: item.quoteId, quote_item: item.quoteItem ?? 0 } : {}),
    },
    item.reservation?.id ?? null,
  );
}
