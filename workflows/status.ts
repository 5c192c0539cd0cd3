import { setCurrentDetails, setHandler } from '@temporalio/workflow';
import { statusQuery, type WorkflowStatus } from '../contracts/status.ts';

export type StatusSetter = (phase: string, detail?: string, retry?: Pick<WorkflowStatus, 'attempt' | 'lastError' | 'nextAttemptAt'>) => void;

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
  setCurrentDetails(currentDetails(status));
  return (next, nextDetail, retry) => {
    status = at(next, nextDetail, retry);
    setCurrentDetails(currentDetails(status));
  };
}

/**
 * The same status as the Temporal UI's "Current Details" (a workflow's User Metadata tab), in
 * Markdown, so an operator reads it without running the query. Not recorded in the history.
 */
export function currentDetails(status: WorkflowStatus): string {
  const lines = [`**${status.phase}** since ${status.since}`];
  if (status.detail) lines.push(status.detail);
  if (status.attempt !== undefined) lines.push(`attempt ${status.attempt}${status.lastError ? ` failed: ${status.lastError}` : ''}`);
  if (status.nextAttemptAt) lines.push(`next attempt at ${status.nextAttemptAt}`);
  return lines.join('\n\n');
}
