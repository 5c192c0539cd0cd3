import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Account } from './Account.ts';

export const NOTIFICATION_EVENTS = ['booking_confirmation', 'booking_update', 'booking_cancellation', 'ticket_redemption'] as const;
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
    // Booking id, event, booking version and recipient: the same event is never queued twice.
    dedupeKey: p.string().length(300).unique(),
    bookingId: p.uuid().index(),
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
