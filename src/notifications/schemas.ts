import { z } from 'zod';
import { isoDate } from '../catalog/schemas.ts';
import { NOTIFICATION_EVENTS } from '../../contracts/notificationEvents.ts';
import { OFFSET_OR_CURSOR, offsetOrCursor, pageByCursor } from '../http/pageByCursor.ts';

/** How a notification stands: delivered; pending (still retried); failed (its four days of retries ran out). */
export const DELIVERY_STATES = ['delivered', 'pending', 'failed', 'not_sent'] as const;

export const NotificationsQuery = z
  .object({
    event: z.enum(NOTIFICATION_EVENTS).optional(),
    status: z.enum(DELIVERY_STATES).optional(),
    /** The booking's agent or supplier reference, as the notification carries it. */
    booking: z.string().min(1).max(200).optional(),
    created_from: isoDate.optional(),
    created_to: isoDate.optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(500).default(50),
    ...pageByCursor,
  })
  .refine(offsetOrCursor, OFFSET_OR_CURSOR);

export const NotificationParams = z.object({ id: z.uuid() });
