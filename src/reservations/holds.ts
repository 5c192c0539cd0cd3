import {
  WithStartWorkflowOperation,
  WorkflowIdConflictPolicy,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  WorkflowUpdateRPCTimeoutOrCancelledError,
} from '@temporalio/client';
import type { SearchAttributePair } from '@temporalio/common';
import { ApiError, serviceUnavailable } from '../errors.ts';
import { isTemporalUnreachable, withTemporal } from '../temporal/calls.ts';
import { searchAttributes } from '../temporal/searchAttributes.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { reservationWorkflow } from '../../workflows/reservations/hold.ts';
import { WORKFLOW_REVISION } from '../../contracts/revision.ts';
import {
  abandonSignal,
  claimedSignal,
  extendHoldUpdate,
  holdOutcomeUpdate,
  releaseSignal,
  type ExtensionOutcome,
  type HoldOutcome,
} from '../../contracts/reservations.ts';

function holdInput(deps: Pick<WorkflowDeps, 'tuning'>, reservation: { id: string; expiresAt: Date }) {
  return { reservationId: reservation.id, expiresAt: reservation.expiresAt.toISOString(), tuning: deps.tuning, revision: WORKFLOW_REVISION };
}

/**
 * Starts the reservation's workflow and waits (update-with-start) until the supplier held or
 * refused the seats, or `waitMs` passed (undefined). The workflow lives on to release the seats at expiry.
 */
export async function startReservationHold(
  deps: WorkflowDeps,
  reservation: { id: string; expiresAt: Date },
  attributes: SearchAttributePair[],
  /** The line operators read in the Temporal UI's list. */
  summary?: string,
): Promise<HoldOutcome | undefined> {
  const workflowId = workflowIds.reservation(deps.mode, reservation.id);
  const start = new WithStartWorkflowOperation(reservationWorkflow, {
    workflowId,
    ...(summary ? { staticSummary: summary } : {}),
    taskQueue: deps.taskQueue,
    args: [holdInput(deps, reservation)],
    workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    typedSearchAttributes: [{ key: searchAttributes.mode, value: deps.mode }, ...attributes],
  });
  try {
    // A deadline, not only an abort signal: update-with-start retries an unreachable server past an abort.
    return await deps.client.withDeadline(Date.now() + deps.waitMs, () =>
      deps.client.workflow.executeUpdateWithStart(holdOutcomeUpdate, { startWorkflowOperation: start }),
    );
  } catch (err) {
    if (!(err instanceof WorkflowUpdateRPCTimeoutOrCancelledError) && !isTemporalUnreachable(err)) throw err;
  }
  // No answer within `waitMs`: the supplier is still being retried, or Temporal is unreachable. The
  // agent gets 503 and no reservation id, so the hold must not outlive its use: the workflow gives the
  // seats back as soon as it gets them. If this signal is lost too, housekeeping sends it again.
  try {
    await withTemporal(deps.client, () => deps.client.workflow.getHandle(workflowId).signal(abandonSignal));
  } catch (signalErr) {
    deps.log.warn({ err: signalErr, workflowId }, 'could not signal abandon (the hold ended meanwhile, or Temporal is unreachable)');
    // Temporal, not the supplier, kept the answer: say so.
    if (signalErr instanceof ApiError) throw signalErr;
  }
  return undefined;
}

/**
 * Asks the hold's workflow to extend it to `expiresAt` and waits for the supplier's answer, at most
 * `waitMs` (then undefined: the supplier is still being asked, and the old `expires` holds until it
 * says yes). A hold that has ended (or whose workflow is gone) answers `ended`.
 */
export async function extendHold(deps: WorkflowDeps, reservationId: string, expiresAt: Date): Promise<ExtensionOutcome | undefined> {
  const handle = deps.client.workflow.getHandle(workflowIds.reservation(deps.mode, reservationId));
  try {
    return await deps.client.withDeadline(Date.now() + deps.waitMs, () =>
      handle.executeUpdate(extendHoldUpdate, { args: [{ expiresAt: expiresAt.toISOString() }] }),
    );
  } catch (err) {
    if (err instanceof WorkflowUpdateRPCTimeoutOrCancelledError) {
      // The client retries an unreachable server until the deadline too: only a server that answers
      // now means the wait was the supplier's (503 SERVICE_UNAVAILABLE otherwise, from withTemporal).
      await withTemporal(deps.client, () => handle.describe());
      return undefined;
    }
    if (isTemporalUnreachable(err)) throw serviceUnavailable();
    // Refused by the validator (the hold is ending), or the workflow has completed.
    if (err instanceof WorkflowUpdateFailedError || err instanceof WorkflowNotFoundError) return { status: 'ended' };
    throw err;
  }
}

/**
 * Tells the hold a booking claimed it, best effort: the workflow finds out at expiry at the latest,
 * and a confirmation must not fail over it.
 */
export async function tellClaimed(deps: WorkflowDeps, reservationId: string): Promise<void> {
  try {
    await withTemporal(deps.client, () => deps.client.workflow.getHandle(workflowIds.reservation(deps.mode, reservationId)).signal(claimedSignal));
  } catch (err) {
    deps.log.warn({ err, reservation: reservationId }, 'could not tell the reservation workflow it was claimed');
  }
}

/**
 * Tells the hold the agent released it. This must arrive (the seats stay held until expiry
 * otherwise): an unreachable Temporal is 503, and the agent's repeat or housekeeping sends it again.
 */
export async function requestRelease(deps: WorkflowDeps, reservationId: string): Promise<void> {
  try {
    await withTemporal(deps.client, () => deps.client.workflow.getHandle(workflowIds.reservation(deps.mode, reservationId)).signal(releaseSignal));
  } catch (err) {
    deps.log.warn({ err, reservation: reservationId }, 'could not tell the reservation workflow it was released');
    throw err;
  }
}

/**
 * Re-drives a reservation whose workflow lost track of the database: starts its workflow if none is
 * running, with the signal, or signals the running one. A `pending` one is abandoned (no agent holds
 * its id), a `releasing` one released.
 */
export async function resignalReservation(
  deps: Omit<WorkflowDeps, 'waitMs' | 'log'>,
  reservation: { id: string; expiresAt: Date },
  signal: typeof abandonSignal | typeof releaseSignal,
) {
  await withTemporal(deps.client, () =>
    deps.client.workflow.signalWithStart(reservationWorkflow, {
      workflowId: workflowIds.reservation(deps.mode, reservation.id),
      typedSearchAttributes: [{ key: searchAttributes.mode, value: deps.mode }],
      taskQueue: deps.taskQueue,
      args: [holdInput(deps, reservation)],
      signal,
      signalArgs: [],
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    }),
  );
}
