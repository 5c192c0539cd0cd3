import type { EntityManager } from '@mikro-orm/postgresql';
import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import { redriveBookings } from '../bookings/redrive.ts';
import { RATE_LIMIT_TABLE } from '../http/failureLimits.ts';
import type { Logger } from '../logger.ts';
import { redriveMail } from '../mail/outbox.ts';
import { redriveNotifications } from '../notifications/deliveries.ts';
import { redriveReservations } from '../reservations/redrive.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { housekeepingWorkflow } from '../../workflows/housekeeping/housekeeping.ts';

export const HOUSEKEEPING_SCHEDULE_ID = 'housekeeping';
/** How long an agent's Idempotency-Key is remembered. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

/**
 * The API writes state and then starts a workflow; if it dies in between, the state waits here.
 * Re-driving is idempotent (business-key workflow IDs), so running it every minute is safe.
 * Also forgets Idempotency-Keys older than the retention.
 */
export async function housekeep(em: () => EntityManager, deps: WorkflowDeps) {
  const mail = await redriveMail(em(), { client: deps.client, taskQueue: deps.taskQueue, logger: deps.log });
  const bookings = await redriveBookings(em(), deps);
  const reservations = await redriveReservations(em(), deps);
  const notifications = await redriveNotifications(em(), deps);
  const forgotten: unknown[] = await em()
    .getConnection()
    .execute(`delete from idempotency_record where created_at < now() - make_interval(days => ?) returning key`, [IDEMPOTENCY_RETENTION_DAYS]);
  // Failure counts whose window ended count for nothing: drop them.
  const limitsForgotten: unknown[] = await em()
    .getConnection()
    .execute(`delete from ${RATE_LIMIT_TABLE} where expire < ? returning key`, [Date.now()]);
  const result = { mail, bookings, reservations, notifications, idempotencyKeysForgotten: forgotten.length, failureCountsForgotten: limitsForgotten.length };
  if (mail + bookings + reservations + notifications > 0) deps.log.warn(result, 'housekeeping re-drove work left without a workflow');
  return result;
}

/** A Temporal schedule runs housekeeping every minute on some worker; created once, kept if it exists. */
export async function ensureHousekeepingSchedule(client: Client, taskQueue: string, log: Logger): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: HOUSEKEEPING_SCHEDULE_ID,
      spec: { intervals: [{ every: '1 minute' }] },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
      action: { type: 'startWorkflow', workflowType: housekeepingWorkflow, taskQueue, args: [] },
    });
    log.info({ taskQueue }, 'housekeeping schedule created');
  } catch (err) {
    if (!(err instanceof ScheduleAlreadyRunning)) throw err;
    // Kept, but pointed at this worker's task queue should TEMPORAL_TASK_QUEUE have changed.
    await client.schedule.getHandle(HOUSEKEEPING_SCHEDULE_ID).update((previous) => ({
      ...previous,
      action: { type: 'startWorkflow', workflowType: housekeepingWorkflow, taskQueue, args: [] },
    }));
  }
}
