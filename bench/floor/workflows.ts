/**
 * Temporal's own floor, run by bench/floor/worker.ts on a task queue of its own: what the same
 * dev server and a default worker cost with no business logic at all.
 */
import { proxyActivities, sleep } from '@temporalio/workflow';
import type { FloorActivities } from './activities.ts';

const { noop, wallClock } = proxyActivities<FloorActivities>({ startToCloseTimeout: '30s' });

/** A workflow with one no-op activity: the floor of a booking confirmation's start→result. */
export async function floorWorkflow(): Promise<void> {
  await noop();
}

/** A workflow with no activity: one workflow task. */
export async function emptyWorkflow(): Promise<void> {}

/**
 * A durable timer until `fireAt` (ms since the epoch), then one activity: the floor of a hold's
 * release at expiry. Returns how late the activity ran, in ms, by the activity's own wall clock.
 */
export async function timerWorkflow(fireAt: number): Promise<number> {
  await sleep(Math.max(fireAt - Date.now(), 0));
  const ranAt = await wallClock();
  return ranAt - fireAt;
}
