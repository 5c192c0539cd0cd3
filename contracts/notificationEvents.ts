/** The agent's (and the other supplier party's) news that the supplier cancelled a booking (issue 33 §1). */
export const SUPPLIER_CANCELLATION_EVENT = 'booking.cancelled_by_supplier';
export const BOOKING_EVENTS = ['booking_confirmation', 'booking_update', 'booking_cancellation', 'ticket_redemption', SUPPLIER_CANCELLATION_EVENT] as const;
/** A product's availability changed (issue 21 §3); its rates changed (issue 43 §6): gathered by the product's notices workflow. */
export const AVAILABILITY_EVENT = 'availability.updated';
export const RATES_EVENT = 'rates.updated';
export type ChangeEvent = typeof AVAILABILITY_EVENT | typeof RATES_EVENT;
/** The agent's news that its order ended: confirmed, failed (undone), or stuck (an operator must act). */
export const ORDER_EVENTS = ['order.confirmed', 'order.failed', 'order.stuck'] as const;
/**
 * Every event a notification is sent for: booking events, the notices that a product's
 * availability or rates changed, a test an account sends itself (POST /v1/notifications/test,
 * issue 22 §2), and the agent's news that its order ended (issue 44). The notification table's `event` column takes these (src/db/entities/Notification.ts).
 */
export const NOTIFICATION_EVENTS = [...BOOKING_EVENTS, AVAILABILITY_EVENT, 'test', RATES_EVENT, ...ORDER_EVENTS] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
