import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Account } from './Account.ts';

/** The agent's (and the other supplier party's) news that the supplier cancelled a booking (issue 33 §1). */
export const SUPPLIER_CANCELLATION_EVENT = 'booking.cancelled_by_supplier';
export const BOOKING_EVENTS = ['booking_confirmation', 'booking_update', 'booking_cancellation', 'ticket_redemption', SUPPLIER_CANCELLATION_EVENT] as const;
/**
 * Booking events, the notice that a product's availability changed (issue 21 §3), a test an
 * account sends itself (POST /v1/notifications/test, issue 22 §2), and the notice that a
 * product's rates changed (issue 43 §6).
 */
export const NOTIFICATION_EVENTS = [...BOOKING_EVENTS, 'availability.updated', 'test', 'rates.updated'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * A notification as it was at the event (the body is a snapshot), delivered by its own workflow to
 * the recipient's `notification_url` + `/<event>`. Only its id travels through Temporal.
 */
const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  properties: {
    id: uuidPrimaryKey(),
    // Booking id, event, booking version (or ticket) and recipient; for an availability notice,
    // the product's id, the event, the last change's sequence and the recipient: the same event
    // is never queued twice.
    dedupeKey: p.string().length(300).unique(),
    // Null for an availability notice.
    bookingId: p.uuid().nullable().index(),
    event: p.enum(NOTIFICATION_EVENTS),
    recipient: () => p.manyToOne(Account),
    payload: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    deliveredAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
    lastAttemptAt: p.datetime().nullable(),
    // `200`, `503`, `TIMEOUT`, `CONNECTION`…: how the receiver answered the last attempt.
    lastStatus: p.string().length(200).nullable(),
  },
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
export { NotificationSchema };
