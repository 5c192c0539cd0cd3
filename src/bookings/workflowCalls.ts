import {
  WithStartWorkflowOperation,
  WorkflowExecutionAlreadyStartedError,
  WorkflowFailedError,
  WorkflowIdConflictPolicy,
  WorkflowIdReusePolicy,
  WorkflowUpdateRPCTimeoutOrCancelledError,
  type Client,
  type WorkflowHandle,
} from '@temporalio/client';
import { ApplicationFailure, type SearchAttributePair } from '@temporalio/common';
import type { Booking } from '../db/entities/index.ts';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { isTemporalUnreachable, withTemporal } from '../temporal/calls.ts';
import { workflowIds } from '../temporal/ids.ts';
import { searchAttributes } from '../temporal/searchAttributes.ts';
import type { HoldOutcome, reservationWorkflow } from '../../workflows/reservationHold.ts';
import type { Tuning } from '../../workflows/types.ts';

export type WorkflowDeps = { client: Client; taskQueue: string; tuning: Tuning; waitMs: number; log: Logger };

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

/** Lets operators find every workflow of a booking in the Temporal UI by agent, supplier, product or reference. */
export function bookingAttributes(booking: Booking): SearchAttributePair[] {
  return [
    { key: searchAttributes.agent, value: booking.agent.identifier },
    { key: searchAttributes.supplier, value: booking.owner.identifier },
    { key: searchAttributes.product, value: booking.productCode },
    { key: searchAttributes.reference, value: booking.agentReference },
  ];
}

/**
 * Starts the reservation's workflow and waits (update-with-start) until the supplier held or
 * refused the seats, or `waitMs` passed. The workflow lives on to release the seats at expiry.
 */
export async function startReservationHold(
  deps: WorkflowDeps,
  reservation: { id: string; expiresAt: Date },
  attributes: SearchAttributePair[],
): Promise<HoldOutcome | undefined> {
  const workflowId = workflowIds.reservation(reservation.id);
  const start = new WithStartWorkflowOperation<typeof reservationWorkflow>('reservationWorkflow', {
    workflowId,
    taskQueue: deps.taskQueue,
    args: [{ reservationId: reservation.id, expiresAt: reservation.expiresAt.toISOString(), tuning: deps.tuning }],
    workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    typedSearchAttributes: attributes,
  });
  try {
    // A deadline, not only an abort signal: update-with-start retries an unreachable server past an abort.
    return await deps.client.withDeadline(Date.now() + deps.waitMs, () =>
      deps.client.workflow.executeUpdateWithStart<typeof reservationWorkflow, HoldOutcome, []>('holdOutcome', { startWorkflowOperation: start }),
    );
  } catch (err) {
    if (!(err instanceof WorkflowUpdateRPCTimeoutOrCancelledError) && !isTemporalUnreachable(err)) throw err;
  }
  // No answer within `waitMs`: the supplier is still being retried, or Temporal is unreachable. The
  // agent gets 503 and no reservation id, so the hold must not outlive its use: the workflow gives the
  // seats back as soon as it gets them. If this signal is lost too, housekeeping sends it again.
  try {
    await withTemporal(deps.client, () => deps.client.workflow.getHandle(workflowId).signal('abandon'));
  } catch (signalErr) {
    deps.log.warn({ err: signalErr, workflowId }, 'could not signal abandon (the hold ended meanwhile, or Temporal is unreachable)');
    // Temporal, not the supplier, kept the answer: say so.
    if (signalErr instanceof ApiError) throw signalErr;
  }
  return undefined;
}

/**
 * Tells the reservation's workflow what the database already says. `claimed` is best effort: the
 * workflow finds out at expiry at the latest, and a confirmation must not fail over it. A release
 * the agent asked for must reach the workflow (its seats stay held until expiry otherwise): an
 * unreachable Temporal is 503, and the agent's repeat or housekeeping sends it again.
 */
export async function signalReservation(deps: WorkflowDeps, reservationId: string, signal: 'claimed' | 'release'): Promise<void> {
  try {
    await withTemporal(deps.client, () => deps.client.workflow.getHandle(workflowIds.reservation(reservationId)).signal(signal));
  } catch (err) {
    deps.log.warn({ err, reservation: reservationId, signal }, 'could not signal the reservation workflow');
    if (signal === 'release') throw err;
  }
}

/**
 * Re-drives a reservation whose workflow lost track of the database: starts its workflow if none is
 * running, with the signal, or signals the running one. A `pending` one is abandoned (no agent holds
 * its id), a `releasing` one released.
 */
export async function resignalReservation(deps: Omit<WorkflowDeps, 'waitMs' | 'log'>, reservation: { id: string; expiresAt: Date }, signal: 'abandon' | 'release') {
  await deps.client.workflow.signalWithStart<typeof reservationWorkflow, []>('reservationWorkflow', {
    workflowId: workflowIds.reservation(reservation.id),
    taskQueue: deps.taskQueue,
    args: [{ reservationId: reservation.id, expiresAt: reservation.expiresAt.toISOString(), tuning: deps.tuning }],
    signal,
    signalArgs: [],
    workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
  });
}

/**
 * Starts the workflow of a booking change, or finds the one running. A *closed* one is never run
 * again: a second run of a change that already ended (say, failed a moment ago) could act on a
 * booking whose state has moved on. Its handle is returned as is; its result tells the outcome.
 */
async function startOrFind(deps: WorkflowDeps, workflowType: string, workflowId: string, args: unknown[], attributes: SearchAttributePair[]): Promise<WorkflowHandle> {
  try {
    return await withTemporal(deps.client, () => deps.client.workflow.start(workflowType, {
      workflowId,
      taskQueue: deps.taskQueue,
      args,
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      typedSearchAttributes: attributes,
    }));
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return deps.client.workflow.getHandle(workflowId);
    throw err;
  }
}

export function startBookingConfirmation(deps: WorkflowDeps, booking: Booking) {
  return startOrFind(
    deps,
    'bookingConfirmationWorkflow',
    workflowIds.booking(booking.agent.id, booking.agentReference),
    [{ bookingId: booking.id, tuning: deps.tuning }],
    bookingAttributes(booking),
  );
}

export function startBookingUpdate(deps: WorkflowDeps, booking: Booking) {
  return startOrFind(
    deps,
    'bookingUpdateWorkflow',
    workflowIds.bookingUpdate(booking.id, booking.version),
    [{ bookingId: booking.id, version: booking.version, tuning: deps.tuning }],
    bookingAttributes(booking),
  );
}

export function startBookingCancellation(deps: WorkflowDeps, booking: Booking) {
  return startOrFind(
    deps,
    'bookingCancellationWorkflow',
    workflowIds.bookingCancellation(booking.id, booking.version),
    [{ bookingId: booking.id, tuning: deps.tuning }],
    bookingAttributes(booking),
  );
}
