import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Account } from './Account.ts';
import { NOTIFICATION_EVENTS } from '../../../contracts/notificationEvents.ts';

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
