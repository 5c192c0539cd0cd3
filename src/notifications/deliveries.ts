import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { searchAttributes } from '../temporal/searchAttributes.ts';
import { modeOf } from '../db/orm.ts';
import { WorkflowIdConflictPolicy, WorkflowNotFoundError } from '@temporalio/client';
import { bookingAttributes, notificationSummary } from '../records/bookings/attributes.ts';
import { Booking, Notification } from '../db/entities/index.ts';
import { ApiError } from '../errors.ts';
import { withTemporal } from '../temporal/calls.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { deliveryWorkflowId } from '../records/notifications/queue.ts';
import type { QueuedNotification, NotificationStart } from '../../contracts/notifications.ts';
import type { Mode } from '../domain/mode.ts';
import type { SearchAttributePair } from '@temporalio/common';
import { type AvailabilityNotice, noticeSummary } from '../records/availabilityChanges/notices.ts';
import { notificationWorkflow } from '../../workflows/notifications/delivery.ts';
import { INLINE_DELIVERY_MS, NOTIFICATION_RETRY_WINDOW_MS } from '../../contracts/tuning.ts';

type DeliveryDeps = Pick<WorkflowDeps, 'client' | 'taskQueue' | 'tuning' | 'log'>;

/** Starts delivery workflows from outside a workflow (the API, housekeeping). */
export async function startNotifications(deps: DeliveryDeps, starts: NotificationStart[]): Promise<void> {
  for (const start of starts) {
    try {
      await startNotification(deps, start);
    } catch (err) {
      // The row is kept: housekeeping starts its workflow within a minute or two. With Temporal
      // unreachable the others would wait as long for nothing: they are left to housekeeping too.
      deps.log.error({ err, notification: start.notificationId }, 'could not start a notification delivery');
      if (err instanceof ApiError) return;
    }
  }
}

/** Starts (or finds running) one delivery workflow; throws what Temporal answered (ApiError: unreachable). */
export async function startNotification(deps: Omit<DeliveryDeps, 'log'>, start: NotificationStart): Promise<void> {
  await withTemporal(deps.client, () =>
    deps.client.workflow.start(notificationWorkflow, {
      workflowId: start.workflowId,
      ...(start.summary ? { staticSummary: start.summary } : {}),
      taskQueue: deps.taskQueue,
      args: [{ notificationId: start.notificationId, tuning: deps.tuning }],
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
      typedSearchAttributes: start.searchAttributes,
    }),
  );
}

/**
 * A delivery handed over before workflow IDs named the event runs under the row's id, and may
 * retry for four days after that release: it is not given a second deliverer under the new ID.
 */
export async function stillDeliveredByItsOldId(deps: DeliveryDeps, notificationId: string): Promise<boolean> {
  try {
    const described = await withTemporal(deps.client, () => deps.client.workflow.getHandle(workflowIds.notificationById(notificationId)).describe());
    return described.status.name === 'RUNNING';
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return false;
    // Unknown for now: this row waits for the next run rather than stopping the rest of housekeeping.
    deps.log.warn({ err, notification: notificationId }, 'could not tell whether a delivery runs under its old ID; left for the next run');
    return true;
  }
}

/** An availability notice not delivered this long after it was queued has lost its deliverer. */
const NOTICE_REDRIVE_AFTER_MS = 15 * 60_000;

/**
 * Notifications never delivered and younger than their retry window: start their workflows again.
 * Only those older than a booking workflow's own delivery window (and a margin), so that a
 * notification its booking workflow is still delivering gets no second deliverer.
 */
export async function redriveNotifications(em: EntityManager, deps: DeliveryDeps, olderThanMs = INLINE_DELIVERY_MS + 120_000): Promise<number> {
  let count = 0;
  let page: NotificationStart[] = [];
  for await (const { start, byBooking } of undeliveredNotifications(em, olderThanMs)) {
    if (byBooking && (await stillDeliveredByItsOldId(deps, start.notificationId))) continue;
    page.push(start);
    if (page.length === 500) {
      await startNotifications(deps, page);
      count += page.length;
      page = [];
    }
  }
  await startNotifications(deps, page);
  return count + page.length;
}

/**
 * Notifications to re-drive, as housekeeping picks them (see redriveNotifications), with how to
 * start each delivery. `byBooking`: a booking's, which may still be delivered under its old ID.
 */
export async function* undeliveredNotifications(
  em: EntityManager,
  olderThanMs = INLINE_DELIVERY_MS + 120_000,
): AsyncGenerator<{ start: NotificationStart; byBooking: boolean }> {
  const window = { $gt: new Date(Date.now() - NOTIFICATION_RETRY_WINDOW_MS) };
  // Booking notifications first, in a pass of their own: a backlog of notices to a receiver that
  // is down must not hide them. Availability notices wait behind the lanes of their notices
  // workflow (up to a minute per slow receiver each): re-driven once it is surely done with them.
  yield* undeliveredPass(em, { bookingId: { $ne: null }, createdAt: { $lt: new Date(Date.now() - olderThanMs), ...window } });
  // A test notification gets one attempt (its sender is watching): never re-driven.
  yield* undeliveredPass(em, {
    bookingId: null,
    event: { $ne: 'test' },
    createdAt: { $lt: new Date(Date.now() - Math.max(olderThanMs, NOTICE_REDRIVE_AFTER_MS)), ...window },
  });
}

async function* undeliveredPass(
  em: EntityManager,
  where: { bookingId: unknown; createdAt: unknown; event?: unknown },
): AsyncGenerator<{ start: NotificationStart; byBooking: boolean }> {
  // In pages, oldest first: a backlog of deliveries still legitimately retrying must not hide newer stranded ones.
  for (let offset = 0; offset < 20_000; offset += 500) {
    const rows = await em.find(Notification, { deliveredAt: null, ...where } as FilterQuery<Notification>, {
      limit: 500,
      offset,
      orderBy: { createdAt: 'asc', id: 'asc' },
    });
    const mode = modeOf(em);
    for (const row of rows) {
      if (!row.bookingId) {
        // An availability notice: no booking, and never delivered under an older ID.
        const summary = noticeSummary(row.payload as AvailabilityNotice);
        yield {
          start: {
            notificationId: row.id,
            workflowId: deliveryWorkflowId(mode, row.dedupeKey),
            searchAttributes: [{ key: searchAttributes.mode, value: mode }],
            summary,
          },
          byBooking: false,
        };
        continue;
      }
      const booking = await em.findOneOrFail(Booking, { id: row.bookingId }, { populate: ['agent', 'owner'] });
      yield {
        start: {
          notificationId: row.id,
          workflowId: deliveryWorkflowId(mode, row.dedupeKey),
          searchAttributes: bookingAttributes(booking, mode),
          summary: notificationSummary(row.event, booking),
        },
        // Deliveries under a row's old ID (before IDs named the event) are live ones only.
        byBooking: mode === 'live',
      };
    }
    if (rows.length < 500) break;
  }
}

/**
 * How a worker's notification dispatcher (activities/notifications/dispatcher.ts) hands a
 * notification it gave up on to a delivery workflow of its own, with the booking step's search attributes.
 */
export function handOverWith(
  workflows: Omit<DeliveryDeps, 'log'>,
): (mode: Mode, delivery: QueuedNotification, searchAttributes: SearchAttributePair[]) => Promise<void> {
  return (_mode, delivery, searchAttributes) =>
    startNotification(workflows, {
      notificationId: delivery.notificationId,
      workflowId: delivery.workflowId,
      searchAttributes,
      ...(delivery.summary ? { summary: delivery.summary } : {}),
    });
}
