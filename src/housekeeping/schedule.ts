import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import type { Logger } from '../logger.ts';
import { housekeepingWorkflow } from '../../workflows/housekeeping/housekeeping.ts';

export const HOUSEKEEPING_SCHEDULE_ID = 'housekeeping';

const housekeepingAction = (taskQueue: string) => ({
  type: 'startWorkflow' as const,
  workflowType: housekeepingWorkflow,
  taskQueue,
  args: [] as [],
  staticSummary: 'Housekeeping · re-drives stranded holds, bookings, notifications and e-mail; deletes old idempotency records',
});

/** A Temporal schedule runs housekeeping every minute on some worker; created once, kept if it exists. */
export async function ensureHousekeepingSchedule(client: Client, taskQueue: string, log: Logger): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: HOUSEKEEPING_SCHEDULE_ID,
      spec: { intervals: [{ every: '1 minute' }] },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
      action: housekeepingAction(taskQueue),
    });
    log.info({ taskQueue }, 'housekeeping schedule created');
  } catch (err) {
    if (!(err instanceof ScheduleAlreadyRunning)) throw err;
    // Kept, but pointed at this worker's task queue should TEMPORAL_TASK_QUEUE have changed.
    await client.schedule.getHandle(HOUSEKEEPING_SCHEDULE_ID).update((previous) => ({
      ...previous,
      action: housekeepingAction(taskQueue),
    }));
  }
}
