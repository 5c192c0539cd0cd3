import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { ApiError } from '../errors.ts';
import { withTemporal } from '../temporal/calls.ts';
import { OpsError } from './domains.ts';

export type WorkflowState = { state: 'running' } | { state: 'none' } | { state: 'closed'; status: string };

/**
 * Whether a workflow runs under `workflowId` now, ran and closed (with how), or never ran (or its
 * history is past the namespace's retention). One describe call, bounded like every other: a
 * Temporal that does not answer is an OpsError naming it.
 */
export async function workflowState(client: Client, workflowId: string): Promise<WorkflowState> {
  try {
    const described = await withTemporal(client, () => client.workflow.getHandle(workflowId).describe());
    return described.status.name === 'RUNNING' ? { state: 'running' } : { state: 'closed', status: described.status.name };
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return { state: 'none' };
    if (err instanceof ApiError) throw new OpsError('Temporal does not answer', { cause: err });
    throw err;
  }
}
