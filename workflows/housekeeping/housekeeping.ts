import { proxyActivities } from '@temporalio/workflow';
import type { HousekeepingActivities } from '../../activities/housekeeping/index.ts';

const { housekeeping } = proxyActivities<HousekeepingActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { maximumAttempts: 3 },
});

/** Run every minute by the `housekeeping` schedule: re-drive stranded work, forget old keys. */
export async function housekeepingWorkflow(): Promise<Awaited<ReturnType<HousekeepingActivities['housekeeping']>>> {
  return await housekeeping();
}
