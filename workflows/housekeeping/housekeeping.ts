import { proxyActivities } from '@temporalio/workflow';
import type { HousekeepingActivities } from '../../activities/housekeeping/index.ts';

const { housekeeping } = proxyActivities<HousekeepingActivities>({
  startToCloseTimeout: '5 minutes',
  // The activity heartbeats every few seconds: a worker that died mid-run is noticed within a
  // minute, and a cancellation reaches the activity with its next heartbeat.
  heartbeatTimeout: '1 minute',
  retry: { maximumAttempts: 3 },
});

/** Run every minute by the `housekeeping` schedule: re-drive stranded work, forget old keys. */
export async function housekeepingWorkflow(): Promise<Awaited<ReturnType<HousekeepingActivities['housekeeping']>>> {
  return await housekeeping();
}
