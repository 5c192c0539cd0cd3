import {
  WorkflowExecutionAlreadyStartedError,
  WorkflowFailedError,
  WorkflowIdConflictPolicy,
  WorkflowIdReusePolicy,
  type Client,
  type WorkflowHandle,
} from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { Booking } from '../db/entities/index.ts';
import { supplierError, supplierUnavailable } from '../errors.ts';
import { bookingAttributes } from './attributes.ts';
import { isTemporalUnreachable, withTemporal } from '../temporal/calls.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { bookingCancellationWorkflow, bookingUpdateWorkflow } from '../../workflows/bookings/changes.ts';
import { bookingConfirmationWorkflow } from '../../workflows/bookings/confirmation.ts';
import { workflowIds } from '../../workflows/ids.ts';

export type WaitResult = { done: true } | { done: true; failed: string } | { done: false };

/**
 * Waits up to `ms` for a workflow; its failure becomes the code of the ApplicationFailure behind it.
 * On timeout the long poll ends with its deadline: a request that answered 503 leaves nothing waiting behind.
 */
export async function waitFor(client: Client, handle: WorkflowHandle, ms: number): Promise<WaitResult> {
  try {
    // A deadline rather than an abort signal: the client retries an unreachable server past an abort.
    await client.withDeadline(Date.now() + ms, () => handle.result());
    return { done: true };
  } catch (err) {
    if (err instanceof WorkflowFailedError) {
      // Our workflows fail with an ApplicationFailure naming the code; anything else (an operator
      // terminated it) is the supplier side's failure as far as the agent can tell.
      return { done: true, failed: err.cause instanceof ApplicationFailure && err.cause.type ? err.cause.type : 'SUPPLIER_ERROR' };
    }
    // The deadline passed (the workflow is still retrying the supplier), or Temporal went away meanwhile.
    if (isTemporalUnreachable(err)) return { done: false };
    throw err;
  }
}

/**
 * Waits `waitMs` for a booking workflow: done, or 503 SUPPLIER_UNAVAILABLE (it goes on; the
 * agent's repeat finds it), or the supplier's refusal as the agent's error.
 */
export async function awaitOutcome(deps: Pick<WorkflowDeps, 'client' | 'waitMs'>, handle: WorkflowHandle): Promise<void> {
  const result = await waitFor(deps.client, handle, deps.waitMs);
  if (!result.done) throw supplierUnavailable();
  if ('failed' in result) throw supplierError(result.failed);
}

/**
 * Starts the workflow of a booking change, or finds the one running. A *closed* one is never run
 * again: a second run of a change that already ended (say, failed a moment ago) could act on a
 * booking whose state has moved on. Its handle is returned as is; its result tells the outcome.
 */
async function startOrFind(deps: WorkflowDeps, workflowId: string, start: () => Promise<WorkflowHandle>): Promise<WorkflowHandle> {
  try {
    return await withTemporal(deps.client, start);
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return deps.client.workflow.getHandle(workflowId);
    throw err;
  }
}

function startOptions(deps: WorkflowDeps, workflowId: string, booking: Booking) {
  return {
    workflowId,
    taskQueue: deps.taskQueue,
    workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    typedSearchAttributes: bookingAttributes(booking),
  };
}

export function startBookingConfirmation(deps: WorkflowDeps, booking: Booking) {
  const workflowId = workflowIds.booking(booking.agent.id, booking.agentReference);
  return startOrFind(deps, workflowId, () =>
    deps.client.workflow.start(bookingConfirmationWorkflow, {
      ...startOptions(deps, workflowId, booking),
      args: [{ bookingId: booking.id, tuning: deps.tuning }],
    }),
  );
}

export function startBookingUpdate(deps: WorkflowDeps, booking: Booking) {
  const workflowId = workflowIds.bookingUpdate(booking.id, booking.version);
  return startOrFind(deps, workflowId, () =>
    deps.client.workflow.start(bookingUpdateWorkflow, {
      ...startOptions(deps, workflowId, booking),
      args: [{ bookingId: booking.id, version: booking.version, tuning: deps.tuning }],
    }),
  );
}

export function startBookingCancellation(deps: WorkflowDeps, booking: Booking) {
  const workflowId = workflowIds.bookingCancellation(booking.id, booking.version);
  return startOrFind(deps, workflowId, () =>
    deps.client.workflow.start(bookingCancellationWorkflow, {
      ...startOptions(deps, workflowId, booking),
      args: [{ bookingId: booking.id, tuning: deps.tuning }],
    }),
  );
}
