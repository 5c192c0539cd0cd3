import { defineQuery, setHandler } from '@temporalio/workflow';

/** What a workflow is doing now, for an operator (Temporal UI → Queries → status, or the CLI). */
export type WorkflowStatus = { phase: string; since: string; detail?: string };

export const statusQuery = defineQuery<WorkflowStatus>('status');

/**
 * Registers the `status` query and returns the setter the workflow calls at each phase. A query is
 * not recorded in the history, so adding or changing phases never breaks a replay.
 */
export function trackStatus(phase: string, detail?: string): (phase: string, detail?: string) => void {
  let status: WorkflowStatus = { phase, since: new Date().toISOString(), ...(detail ? { detail } : {}) };
  setHandler(statusQuery, () => status);
  return (next, nextDetail) => {
    status = { phase: next, since: new Date().toISOString(), ...(nextDetail ? { detail: nextDetail } : {}) };
  };
}
