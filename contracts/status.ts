import { defineQuery } from '@temporalio/workflow';

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

export const statusQuery = defineQuery<WorkflowStatus>('status');
