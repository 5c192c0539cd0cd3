import { defineQuery, setHandler } from '@temporalio/workflow';

/**
 * What a workflow is doing now, for an operator (Temporal UI → Queries → status, or the CLI). A
 * step retrying its supplier call also says which attempt failed last, with what, and when the
 * next one starts.
 */
export type WorkflowStatus = {
  phase: string;
  since: string;
  detail?: string;
  attempt?: number;
  lastError?: string;
  nextAttemptAt?: string;
};

export type StatusSetter = (phase: string, detail?: string, retry?: Pick<WorkflowStatus, 'attempt' | 'lastError' | 'nextAttemptAt'>) => void;

export const statusQuery = defineQuery<WorkflowStatus>('status');

/**
 * Registers the `status` query and returns the setter the workflow calls at each phase. A query is
 * not recorded in the history, so adding or changing phases never breaks a replay.
 */
export function trackStatus(phase: string, detail?: string): StatusSetter {
  const at = (next: string, nextDetail?: string, retry?: Pick<WorkflowStatus, 'attempt' | 'lastError' | 'nextAttemptAt'>): WorkflowStatus => ({
    phase: next,
    since: new Date().toISOString(),
    ...(nextDetail ? { detail: nextDetail } : {}),
    ...retry,
  });
  let status = at(phase, detail);
  setHandler(statusQuery, () => status);
  return (next, nextDetail, retry) => {
    status = at(next, nextDetail, retry);
  };
}
