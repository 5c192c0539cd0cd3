import { ActivityFailure, ApplicationFailure, TimeoutFailure, type ActivityOptions, type LocalActivityOptions } from '@temporalio/workflow';
import type { Tuning } from './tuning.ts';

/** Supplier calls wait retryInitialMs, doubling up to ten minutes: Temporal's policy and retryVisibly's count alike. */
const SUPPLIER_BACKOFF = { coefficient: 2, longestWaitMs: 600_000 } as const;

/**
 * Options for activities that call a supplier: attempts a bit longer than one HTTP call, retried
 * with backoff. Without `scheduleToCloseMs` they retry until the supplier answers: a confirmation,
 * update or cancellation that timed out may have been carried out, so giving up (and reverting our
 * side) could leave the two sides disagreeing. Operators see such a workflow retrying in the UI.
 */
export function supplierCallOptions(tuning: Tuning, scheduleToCloseMs?: number): ActivityOptions {
  return {
    startToCloseTimeout: tuning.supplierTimeoutMs + 5_000,
    ...(scheduleToCloseMs === undefined ? {} : { scheduleToCloseTimeout: scheduleToCloseMs }),
    retry: { initialInterval: tuning.retryInitialMs, backoffCoefficient: SUPPLIER_BACKOFF.coefficient, maximumInterval: SUPPLIER_BACKOFF.longestWaitMs },
  };
}

/**
 * The same supplier call as a local activity: run by the worker inside the workflow task that
 * needs it, so the call costs no activity task round trip through the server (about 100 ms and a
 * third of Temporal's work per booking, docs/PERFORMANCE.md). Retries back off in the worker for
 * the first `localRetryThreshold`, then as durable timers; a worker that dies mid-call loses the
 * workflow task, and the next worker replays to the call and makes it again with the same key.
 */
export function supplierCallLocalOptions(tuning: Tuning, scheduleToCloseMs?: number): LocalActivityOptions {
  return { ...supplierCallOptions(tuning, scheduleToCloseMs), localRetryThreshold: '10 seconds' };
}

/**
 * One attempt of a supplier call as a local activity, for a workflow that retries it itself
 * (`retryVisibly`) so that its status can say which attempt failed and how.
 */
export function supplierAttemptLocalOptions(tuning: Tuning): LocalActivityOptions {
  return { startToCloseTimeout: tuning.supplierTimeoutMs + 5_000, retry: { maximumAttempts: 1 } };
}

/** The wait before attempt `attempt + 1`: the backoff supplierCallOptions gives Temporal, here counted by the workflow. */
export function supplierBackoffMs(tuning: Tuning, attempt: number): number {
  return Math.min(tuning.retryInitialMs * SUPPLIER_BACKOFF.coefficient ** (attempt - 1), SUPPLIER_BACKOFF.longestWaitMs);
}

/**
 * A failed attempt worth another: a retryable application failure (a 5xx, a dropped connection) or
 * a timeout, but not the supplier's refusal (non-retryable). A local activity's failure reaches
 * the workflow as the activity threw it, a scheduled activity's wrapped in an ActivityFailure.
 */
export function isRetryable(err: unknown): boolean {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure) return !cause.nonRetryable;
  return cause instanceof TimeoutFailure || err instanceof ActivityFailure;
}

/**
 * How long the supplier's open circuit breaker asks to wait (the activity did not call it: its
 * failure carries `nextRetryDelay`), or undefined for an attempt that did call. Such a wait is not
 * an attempt: the backoff does not grow with it.
 */
export function breakerWaitMs(err: unknown): number | undefined {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (!(cause instanceof ApplicationFailure) || cause.type !== 'SUPPLIER_UNAVAILABLE' || cause.details?.[0] !== 'BREAKER_OPEN') return undefined;
  const delay = cause.nextRetryDelay;
  return typeof delay === 'number' ? delay : 1000;
}

/**
 * What an operator reads of a failed attempt: a supplier failure's own message (it names the call
 * and the supplier's status, never a URL: activities/supplierCall.ts); of anything else only its
 * type, since a database error's message may quote a statement with its values.
 */
export function failureMessage(err: unknown): string {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof TimeoutFailure) return 'the attempt timed out';
  if (cause instanceof ApplicationFailure && cause.type === 'SUPPLIER_UNAVAILABLE') return cause.message.slice(0, 200);
  return `${(cause instanceof ApplicationFailure && cause.type) || 'error'} (details in the worker's log)`;
}

/** Bookkeeping as a local activity: a few statements, not worth a round trip through the server. */
export const databaseLocalOptions: LocalActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
  localRetryThreshold: '10 seconds',
};

/** Bookkeeping activities touch only Postgres. */
export const databaseOptions: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
};

/**
 * The error code behind a failed activity: the `type` of a non-retryable ApplicationFailure (a
 * supplier 4xx code, SUPPLIER_ERROR), or SUPPLIER_UNAVAILABLE when retries ran out of time.
 */
export function failureCode(err: unknown): string {
  if (err instanceof ActivityFailure) {
    if (err.cause instanceof ApplicationFailure && err.cause.type) return err.cause.type;
    if (err.cause instanceof TimeoutFailure) return 'SUPPLIER_UNAVAILABLE';
  }
  if (err instanceof ApplicationFailure && err.type) return err.type;
  return 'SUPPLIER_ERROR';
}
