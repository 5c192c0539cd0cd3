import type { Order, OrderItem } from '../../db/entities/index.ts';
import { fromMinor } from '../../domain/money.ts';
import { TICKET_TYPES } from '../../domain/ticketTypes.ts';

/** What an item of an order is doing, from its hold's and its booking's rows (docs/API.md "Orders"). */
export const ORDER_ITEM_STATUSES = ['holding', 'held', 'ready', 'refused', 'released', 'confirming', 'confirmed', 'cancelling', 'cancelled', 'stuck'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/**
 * An item's state and, when it was refused or is stuck, the code: its booking's once it has one
 * (confirmation and after), else its hold's, else `ready` (a freesale item waits for the confirmation).
 */
export function itemState(item: OrderItem): { status: OrderItemStatus; error: string | null } {
  const booking = item.booking;
  if (item.stuckCode && booking?.status === 'confirmed') return { status: 'stuck', error: item.stuckCode };
  if (booking) {
    switch (booking.status) {
      case 'pending':
        return { status: 'confirming', error: null };
      case 'failed':
        return { status: 'refused', error: booking.failureCode ?? 'SUPPLIER_ERROR' };
      case 'cancelling':
        return { status: 'cancelling', error: null };
      case 'cancelled':
        return { status: 'cancelled', error: null };
      default:
        return { status: 'confirmed', error: null };
    }
  }
  const hold = item.reservation;
  if (!hold) return { status: 'ready', error: null };
  switch (hold.status) {
    case 'pending':
      return { status: 'holding', error: null };
    case 'held':
      return { status: 'held', error: null };
    case 'claimed':
      return { status: 'confirming', error: null };
    case 'failed':
      return { status: 'refused', error: hold.failureCode ?? 'SUPPLIER_ERROR' };
    default:
      return { status: 'released', error: null };
  }
}

type Amounts = { currency: string; rrp: number; net: number; discount: number };

/** An item's price: its booking's (locked at confirmation), else its hold's (locked when held), else the one it was quoted. */
function priceOf(item: OrderItem): Amounts {
  const source: Amounts = item.booking ?? item.reservation ?? item;
  return { currency: source.currency, rrp: source.rrp, net: source.net, discount: source.discount };
}

const major = (amounts: Amounts) => ({
  currency: amounts.currency,
  rrp: fromMinor(amounts.rrp, amounts.currency),
  net: fromMinor(amounts.net, amounts.currency),
  discount: fromMinor(amounts.discount, amounts.currency),
});

/** The basket's price per currency, in the order the currencies first appear: amounts of two currencies are never added up. */
export function totalsOf(items: OrderItem[]) {
  const byCurrency = new Map<string, Amounts>();
  for (const item of items) {
    const price = priceOf(item);
    const total = byCurrency.get(price.currency) ?? { currency: price.currency, rrp: 0, net: 0, discount: 0 };
    byCurrency.set(price.currency, { ...total, rrp: total.rrp + price.rrp, net: total.net + price.net, discount: total.discount + price.discount });
  }
  return [...byCurrency.values()].map(major);
}

/** When the order's hold ends: the earliest of its held items' holds, else the `expires` it was made with. */
export function orderExpires(order: Order): string {
  const ends = order.items
    .getItems()
    .map((item) => item.reservation?.expiresAt.getTime())
    .filter((at): at is number => at !== undefined);
  return new Date(ends.length > 0 ? Math.min(...ends) : order.expiresAt.getTime()).toISOString();
}

function itemView(item: OrderItem) {
  const { status, error } = itemState(item);
  return {
    index: item.position,
    status,
    error,
    supplier: item.owner.identifier,
    product: item.productCode,
    product_name: item.productName,
    option: item.optionCode ?? null,
    date: item.travelDate,
    time: item.travelTime ?? null,
    pickup: item.pickup ?? null,
    ...Object.fromEntries(TICKET_TYPES.map((t) => [t, item[t]])),
    promotion: item.promotion ?? null,
    freesale: item.freesale,
    reservation: item.reservation?.id ?? null,
    expires: item.reservation?.expiresAt.toISOString() ?? null,
    booking: item.booking?.agentReference ?? null,
    supplier_reference: item.booking?.supplierReference ?? null,
    quote: item.quoteId ?? null,
    quote_item: item.quoteId ? (item.quoteItem ?? 0) : null,
    ...major(priceOf(item)),
  };
}

/**
 * An order as the agent reads it (GET /v1/orders/{reference}) and as its notification carries it:
 * its state, each item's state, hold, booking and price, and the totals per currency. `order`
 * loaded with its items and each item's owner, reservation and booking.
 */
export function orderBody(order: Order) {
  const items = order.items.getItems();
  return {
    reference: order.agentReference,
    status: order.status,
    expires: orderExpires(order),
    customer: order.customer,
    notes: order.notes,
    items: items.map(itemView),
    totals: totalsOf(items),
    created_at: order.createdAt.toISOString(),
    confirmed_at: order.confirmedAt?.toISOString() ?? null,
    ended_at: order.endedAt?.toISOString() ?? null,
  };
}

/** What loads an order for its view: its items, each with its owner, hold and booking. */
export const ORDER_VIEW_POPULATE = ['items', 'items.owner', 'items.reservation', 'items.booking'] as const;
