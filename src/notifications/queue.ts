import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkflowIdConflictPolicy, type Client } from '@temporalio/client';
import { bookingBody } from '../bookings/present.ts';
import { bookingAttributes } from '../bookings/workflowCalls.ts';
import { withTemporal } from '../temporal/calls.ts';
import { ApiError } from '../http/errors.ts';
import { Account, Booking, Notification, type NotificationEvent } from '../db/entities/index.ts';
import type { Logger } from '../logger.ts';
import { workflowIds } from '../temporal/ids.ts';
import type { NotificationStart, Tuning } from '../../workflows/types.ts';

/** Booking events go to the product owner and, for a delegated product, the delegate too. */
function recipientsOf(booking: Booking, event: NotificationEvent, extra: Account[]): Account[] {
  const all = event === 'ticket_redemption' ? extra : [booking.owner, booking.supplier, ...extra];
  return all.filter((account, i) => all.findIndex((a) => a.id === account.id) === i);
}

export type QueueRequest = {
  bookingId: string;
  event: NotificationEvent;
  /** For redemptions: who gets it, what the body adds, and what makes the event unique. */
  extra?: { recipientIds: string[]; payload: Record<string, unknown>; key: string };
};

/**
 * Writes one notification per recipient with the booking as it is now. Keyed by booking, event,
 * version (or the extra key) and recipient: a retry or a replay queues nothing twice.
 */
export async function queueNotifications(em: EntityManager, request: QueueRequest): Promise<NotificationStart[]> {
  const booking = await em.findOneOrFail(Booking, { id: request.bookingId }, { populate: ['agent', 'owner', 'supplier', 'tickets'], refresh: true });
  const extraRecipients = request.extra ? await em.find(Account, { id: { $in: request.extra.recipientIds } }) : [];
  const recipients = recipientsOf(booking, request.event, extraRecipients);
  const payload = { ...bookingBody(booking), ...(request.extra?.payload ?? {}) };
  const keys = recipients.map((recipient) => ({
    recipient,
    dedupeKey: `${booking.id}:${request.event}:${request.extra?.key ?? booking.version}:${recipient.id}`,
  }));
  for (const { recipient, dedupeKey } of keys) {
    await em.getConnection().execute(
      `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?::jsonb, now()) on conflict (dedupe_key) do nothing`,
      [dedupeKey, booking.id, request.event, recipient.id, JSON.stringify(payload)],
      'run',
      // Inside a transaction (a redemption) the rows commit with it, or not at all.
      em.getTransactionContext(),
    );
  }
  const rows = await em.find(Notification, { dedupeKey: { $in: keys.map((k) => k.dedupeKey) } }, { orderBy: { createdAt: 'asc' } });
  return rows.map((row) => ({ notificationId: row.id, workflowId: workflowIds.notification(row.id), searchAttributes: bookingAttributes(booking) }));
}

/** Starts delivery workflows from outside a workflow (the API, housekeeping). */
export async function startNotifications(
  deps: { client: Client; taskQueue: string; tuning: Tuning; log: Logger },
  starts: NotificationStart[],
): Promise<void> {
  for (const start of starts) {
    try {
      await withTemporal(deps.client, () =>
        deps.client.workflow.start('notificationWorkflow', {
          workflowId: start.workflowId,
          taskQueue: deps.taskQueue,
          args: [{ notificationId: start.notificationId, tuning: deps.tuning }],
          workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
          typedSearchAttributes: start.searchAttributes,
        }),
      );
    } catch (err) {
      // The row is kept: housekeeping starts its workflow within a minute or two. With Temporal
      // unreachable the others would wait as long for nothing: they are left to housekeeping too.
      deps.log.error({ err, notification: start.notificationId }, 'could not start a notification delivery');
      if (err instanceof ApiError) return;
    }
  }
}

/** Notifications never delivered and younger than their retry window: start their workflows again. */
export async function redriveNotifications(em: EntityManager, deps: Parameters<typeof startNotifications>[0], olderThanMs = 60_000): Promise<number> {
  let count = 0;
  // In pages, oldest first: a backlog of deliveries still legitimately retrying must not hide newer stranded ones.
  for (let offset = 0; offset < 20_000; offset += 500) {
    const rows = await em.find(
      Notification,
      { deliveredAt: null, createdAt: { $lt: new Date(Date.now() - olderThanMs), $gt: new Date(Date.now() - 4 * 24 * 3600_000) } },
      { limit: 500, offset, orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const starts: NotificationStart[] = [];
    for (const row of rows) {
      const booking = await em.findOneOrFail(Booking, { id: row.bookingId }, { populate: ['agent', 'owner'] });
      starts.push({ notificationId: row.id, workflowId: workflowIds.notification(row.id), searchAttributes: bookingAttributes(booking) });
    }
    await startNotifications(deps, starts);
    count += starts.length;
    if (rows.length < 500) break;
  }
  return count;
}
