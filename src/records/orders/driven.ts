/**
 * SQL: the booking `b` is an item of an order whose workflow is carrying it through a step
 * (confirming, undoing, cancelling): no booking workflow of its own runs for it, so the bookings'
 * re-drive and `ops status` leave it to the order's (src/orders/redrive.ts).
 */
export const DRIVEN_BY_ITS_ORDER = `exists (select 1 from agent_order_item i join agent_order o on o.id = i.order_id
  where i.booking_id = b.id and o.status in ('confirming', 'undoing', 'cancelling'))`;
