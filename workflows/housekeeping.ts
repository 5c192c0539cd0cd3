import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.ts';

const { housekeeping } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  retry: { maximumAttempts: 3 },
});

/** Run every minute by the `housekeeping` schedule: re-drive stranded work, forget old keys. */
export async function housekeepingWorkflow(): Promise<Awaited<ReturnType<Activities['housekeeping']>>> {
  return await housekeeping();
}
