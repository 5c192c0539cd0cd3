import type { Mode } from '../domain/mode.ts';
import {
  ServiceError,
  WithStartWorkflowOperation,
  WorkflowExecutionAlreadyStartedError,
  WorkflowFailedError,
  WorkflowIdConflictPolicy,
  WorkflowIdReusePolicy,
  WorkflowUpdateFailedError,
  WorkflowUpdateRPCTimeoutOrCancelledError,
  type Client,
  type WorkflowHandle,
} from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { Booking } from '../db/entities/index.ts';
import { serviceUnavailable, supplierError } from '../errors.ts';
import { bookingAttributes, bookingSummary } from '../records/bookings/attributes.ts';
import { isTemporalUnreachable, TEMPORAL_CALL_MS, withTemporal } from '../temporal/calls.ts';
import { isWorkflowNotFound, whyNoAnswer } from '../temporal/noAnswer.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { bookingCancellationWorkflow, bookingUpdateWorkflow } from '../../workflows/bookings/changes.ts';
import { bookingConfirmationWorkflow } from '../../workflows/bookings/confirmation.ts';
import { WORKFLOW_REVISION } from '../../contracts/revision.ts';
import { supplierCancellationWorkflow } from '../../workflows/bookings/supplierCancellation.ts';
import { bookingOutcomeUpdate, type BookingOutcome } from '../../contracts/bookings.ts';
import { workflowIds } from '../../contracts/ids.ts';

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

function startOptions(deps: WorkflowDeps, workflowId: string, booking: Booking, summary: string) {
  return {
    workflowId,
    staticSummary: summary,
    taskQueue: deps.taskQueue,
    workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    typedSearchAttributes: bookingAttributes(booking, deps.mode),
  };
}

type StepWorkflow =
  | typeof bookingConfirmationWorkflow
  | typeof bookingUpdateWorkflow
  | typeof bookingCancellationWorkflow
  | typeof supplierCancellationWorkflow;

/**
 * Runs one booking step for the API: starts its workflow (or finds the one running) and waits up
 * to `waitMs` for the supplier's answer, in one update-with-start call. Returns once the supplier
 * has answered and our side is committed; the notifications go out afterwards. A refusal is the
 * agent's error; no answer in time is 503 SUPPLIER_UNAVAILABLE (the workflow goes on and the
 * agent's repeat finds it), or SERVICE_UNAVAILABLE when Temporal itself did not answer.
 *
 * A *closed* workflow is never run again: a second run of a change that already ended (say, failed
 * a moment ago) could act on a booking whose state has moved on. Its result tells the outcome.
 */
async function runStep<W extends StepWorkflow>(
  deps: WorkflowDeps,
  { workflow, workflowId, args, summary }: Step<W>,
  booking: Booking,
  owe?: () => Promise<boolean>,
): Promise<void> {
  const start = new WithStartWorkflowOperation(workflow, { ...startOptions(deps, workflowId, booking, summary), args });
  let outcome: BookingOutcome;
  try {
    // A deadline, not only an abort signal: update-with-start retries an unreachable server past an
    // abort. The start gets at least TEMPORAL_CALL_MS whatever BOOKING_WAIT_MS says.
    outcome = await deps.client.withDeadline(Date.now() + Math.max(deps.waitMs, TEMPORAL_CALL_MS), () =>
      deps.client.workflow.executeUpdateWithStart(bookingOutcomeUpdate, { startWorkflowOperation: start }),
    );
  } catch (err) {
    // Closed (reuse refused), or a workflow that does not answer the update (a worker older than
    // the update, or one that closed meanwhile): its result tells the outcome.
    if (err instanceof WorkflowExecutionAlreadyStartedError || err instanceof WorkflowUpdateFailedError || isWorkflowNotFound(err)) {
      return answerFromResult(deps, workflowId, owe);
    }
    if (err instanceof WorkflowUpdateRPCTimeoutOrCancelledError || isTemporalUnreachable(err)) return stillRunning(deps, workflowId, owe);
    // Temporal refused the call for another reason (say, overloaded): the agent may retry.
    if (err instanceof ServiceError) throw serviceUnavailable();
    throw err;
  }
  if (outcome.status === 'failed') throw supplierError(outcome.code);
}

/** The outcome of a step from its workflow's result, waiting `waitMs` at most (503 as above if it runs on). */
async function answerFromResult(deps: WorkflowDeps, workflowId: string, owe?: () => Promise<boolean>): Promise<void> {
  const result = await waitFor(deps.client, deps.client.workflow.getHandle(workflowId), Math.max(deps.waitMs, TEMPORAL_CALL_MS));
  if (!result.done) return stillRunning(deps, workflowId, owe);
  if ('failed' in result) throw supplierError(result.failed);
}

/**
 * Answers 503 for a step that has not ended. An agent that asked to be told the outcome is owed
 * it first; if the step ended meanwhile (too late to owe it), its outcome is answered instead.
 */
async function stillRunning(deps: WorkflowDeps, workflowId: string, owe?: () => Promise<boolean>): Promise<void> {
  const why = await whyNoAnswer(deps, workflowId);
  if (owe && why.code === 'SUPPLIER_UNAVAILABLE' && !(await owe())) return answerEndedStep(deps, workflowId);
  throw why;
}

/**
 * The outcome of a step whose booking row shows it ended at the supplier: its workflow answers the
 * outcome update at once, though it may go on for a while (delivering notifications, releasing a
 * reservation). A workflow that has closed meanwhile answers with its result.
 */
export async function answerEndedStep(deps: WorkflowDeps, workflowId: string): Promise<void> {
  let outcome: BookingOutcome;
  try {
    outcome = await deps.client.withDeadline(Date.now() + TEMPORAL_CALL_MS, () =>
      deps.client.workflow.getHandle(workflowId).executeUpdate(bookingOutcomeUpdate),
    );
  } catch (err) {
    if (err instanceof WorkflowUpdateRPCTimeoutOrCancelledError || isTemporalUnreachable(err)) throw await whyNoAnswer(deps, workflowId);
    if (err instanceof WorkflowUpdateFailedError || err instanceof ServiceError || isWorkflowNotFound(err)) return answerFromResult(deps, workflowId);
    throw err;
  }
  if (outcome.status === 'failed') throw supplierError(outcome.code);
}

/** The columns of a booking's row that name its step's workflow (a row read raw, or the entity's). */
type StepKey = { status: string; id: string; version: number; agentId: string; agentReference: string; cancelledBy?: string | null };

/** A booking step: its workflow, its business-key ID, its input and its UI summary. */
type StepKind<W extends StepWorkflow> = {
  workflow: W;
  workflowId: (mode: Mode, booking: StepKey) => string;
  args: (deps: WorkflowDeps, booking: Booking) => Parameters<W>;
  summary: (booking: Booking) => string;
};

const stepKind = <W extends StepWorkflow>(kind: StepKind<W>) => kind;

/**
 * The step each status a booking waits on its supplier in leads to: `cancelling` is the
 * supplier's cancellation when it recorded one (`cancelled_by` supplier), else the agent's. The
 * one place each step's workflow, ID and input are named.
 */
const STEPS = {
  pending: stepKind({
    workflow: bookingConfirmationWorkflow,
    workflowId: (mode, booking) => workflowIds.booking(mode, booking.agentId, booking.agentReference),
    args: (deps, booking) => [{ bookingId: booking.id, tuning: deps.tuning, revision: WORKFLOW_REVISION }],
    summary: (booking) => bookingSummary('Booking confirmation', booking),
  }),
  updating: stepKind({
    workflow: bookingUpdateWorkflow,
    workflowId: (mode, booking) => workflowIds.bookingUpdate(mode, booking.id, booking.version),
    args: (deps, booking) => [{ bookingId: booking.id, version: booking.version, tuning: deps.tuning, revision: WORKFLOW_REVISION }],
    summary: (booking) => bookingSummary(`Booking update to v${booking.version}`, booking),
  }),
  cancelling: stepKind({
    workflow: bookingCancellationWorkflow,
    workflowId: (mode, booking) => workflowIds.bookingCancellation(mode, booking.id, booking.version),
    args: (deps, booking) => [{ bookingId: booking.id, tuning: deps.tuning, revision: WORKFLOW_REVISION }],
    summary: (booking) => bookingSummary('Booking cancellation', booking),
  }),
  'cancelling by supplier': stepKind({
    workflow: supplierCancellationWorkflow,
    workflowId: (mode, booking) => workflowIds.supplierCancellation(mode, booking.id, booking.version),
    args: (deps, booking) => [{ bookingId: booking.id, version: booking.version, tuning: deps.tuning }],
    summary: (booking) => bookingSummary(`Supplier cancellation (${booking.cancellationReason ?? 'OTHER'})`, booking),
  }),
};

/** The step of a booking in `pending`, `updating` or `cancelling`. */
function kindOf(booking: Pick<StepKey, 'status' | 'cancelledBy'>): StepKind<StepWorkflow> {
  if (booking.status === 'pending') return STEPS.pending;
  if (booking.status === 'updating') return STEPS.updating;
  return booking.cancelledBy === 'supplier' ? STEPS['cancelling by supplier'] : STEPS.cancelling;
}

/** The columns of a loaded booking that name its step's workflow. */
export function stepKey(booking: Booking): StepKey {
  return {
    status: booking.status,
    id: booking.id,
    version: booking.version,
    agentId: booking.agent.id,
    agentReference: booking.agentReference,
    cancelledBy: booking.cancelledBy ?? null,
  };
}

/** The ID of the workflow of the step a booking of `mode` is in (`pending`, `updating` or `cancelling`), from its row's columns. */
export function bookingStepWorkflowId(mode: Mode, booking: StepKey): string {
  return kindOf(booking).workflowId(mode, booking);
}

/** A booking step's workflow, its business-key ID and its input, for one booking. */
type Step<W extends StepWorkflow> = { workflow: W; workflowId: string; args: Parameters<W>; summary: string };

function stepOf<W extends StepWorkflow>(kind: StepKind<W>, deps: WorkflowDeps, booking: Booking): Step<W> {
  return {
    workflow: kind.workflow,
    workflowId: kind.workflowId(deps.mode, stepKey(booking)),
    args: kind.args(deps, booking),
    summary: kind.summary(booking),
  };
}

/** Whether the cancellation in flight on a `cancelling` booking is its supplier's (else the agent's). */
export const supplierIsCancelling = (booking: Booking) => booking.status === 'cancelling' && booking.cancelledBy === 'supplier';

/** `owe`: see oweOutcome (src/records/bookings/outcomeOwed.ts). */
export const runBookingConfirmation = (deps: WorkflowDeps, booking: Booking, owe?: () => Promise<boolean>) =>
  runStep(deps, stepOf(STEPS.pending, deps, booking), booking, owe);
export const runBookingUpdate = (deps: WorkflowDeps, booking: Booking, owe?: () => Promise<boolean>) =>
  runStep(deps, stepOf(STEPS.updating, deps, booking), booking, owe);
export const runBookingCancellation = (deps: WorkflowDeps, booking: Booking, owe?: () => Promise<boolean>) =>
  runStep(deps, stepOf(STEPS.cancelling, deps, booking), booking, owe);
export const runSupplierCancellation = (deps: WorkflowDeps, booking: Booking) => runStep(deps, stepOf(STEPS['cancelling by supplier'], deps, booking), booking);

/**
 * Starts the workflow of the step a booking is in without waiting (housekeeping's re-drive):
 * idempotent, a running one is kept and a closed one never run again.
 */
export async function startBookingStep(deps: WorkflowDeps, booking: Booking): Promise<void> {
  const { workflow, workflowId, args, summary } = stepOf(kindOf(booking), deps, booking);
  try {
    await withTemporal(deps.client, () => deps.client.workflow.start(workflow, { ...startOptions(deps, workflowId, booking, summary), args }));
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
