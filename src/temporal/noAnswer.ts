import { status as grpcStatus } from '@grpc/grpc-js';
import { isGrpcServiceError, WorkflowNotFoundError } from '@temporalio/client';
import { ApiError, serviceUnavailable, supplierUnavailable } from '../errors.ts';
import { withTemporal } from './calls.ts';
import type { WorkflowDeps } from './workflowDeps.ts';

/** The workflow an update or a result was asked of is not there (never started, or closed and gone). */
export function isWorkflowNotFound(err: unknown): boolean {
  return err instanceof WorkflowNotFoundError || (isGrpcServiceError(err) && err.code === grpcStatus.NOT_FOUND);
}

/**
 * No outcome within the API's wait, for a booking's step or an order's: a workflow that is running
 * is still retrying a supplier (503 SUPPLIER_UNAVAILABLE); a Temporal that does not answer, or has
 * no such workflow, kept it from starting (503 SERVICE_UNAVAILABLE; the repeat, or housekeeping,
 * starts it).
 */
export async function whyNoAnswer(deps: WorkflowDeps, workflowId: string): Promise<ApiError> {
  try {
    await withTemporal(deps.client, () => deps.client.workflow.getHandle(workflowId).describe());
    return supplierUnavailable();
  } catch (err) {
    if (err instanceof ApiError) return err;
    if (err instanceof WorkflowNotFoundError) return serviceUnavailable();
    throw err;
  }
}
