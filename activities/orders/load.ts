import type { EntityManager } from '@mikro-orm/postgresql';
import { Order } from '../../src/db/entities/index.ts';
import { ORDER_VIEW_POPULATE } from '../../src/records/orders/view.ts';
import type { OrderBooking } from '../../contracts/orders.ts';

/** The order with what its view and its notification need: items (owner, hold, booking) and agent. */
export function loadOrder(em: EntityManager, orderId: string): Promise<Order> {
  return em.findOneOrFail(Order, { id: orderId }, { populate: [...ORDER_VIEW_POPULATE, 'agent'], refresh: true, strategy: 'joined' });
}

/** The order's items that have a booking in `statuses` (and, for `cancelling`, the agent's cancellation), in item order. */
export async function orderBookings(em: EntityManager, orderId: string, statuses: string[]): Promise<OrderBooking[]> {
  const rows: { position: number; booking_id: string; reservation_id: string | null }[] = await em.getConnection().execute(
    `select i.position, b.id as booking_id, b.reservation_id
       from agent_order_item i join booking b on b.id = i.booking_id
      where i.order_id = ? and b.status = any(?::text[]) and b.cancelled_by is distinct from 'supplier'
      order by i.position`,
    [orderId, `{${statuses.join(',')}}`],
    'all',
    em.getTransactionContext(),
  );
  return rows.map((row) => ({ position: row.position, bookingId: row.booking_id, reservationId: row.reservation_id }));
}
