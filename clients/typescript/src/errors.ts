/**
 * What a call throws. `MarketplaceError`: the API answered with an error (`{"error": CODE}`);
 * `CursorExpiredError`, one of them, for the feed cursor that must be given up;
 * `ConnectionError`: no answer at all (or none within the deadline).
 */
import { OPERATIONS, type OperationName } from './operations.ts';
import type { ErrorAnswer, Mode } from './types.ts';

type Spec<N extends OperationName> = (typeof OPERATIONS)[N];

/** The documented error answers of one operation, `{status, code}`: what `switch (error.code)` is checked against. */
export type ErrorCodeOf<N extends OperationName> = ErrorAnswer<Spec<N>['path'], Spec<N>['method']>['code'];

/**
 * A `MarketplaceError` narrowed to one operation: a discriminated union over the codes (and their
 * statuses) that operation documents. `isMarketplaceError(e, 'confirmBooking')` gives one.
 */
export type OperationError<N extends OperationName> = MarketplaceError & ErrorAnswer<Spec<N>['path'], Spec<N>['method']> & { readonly operation: N };

export type MarketplaceErrorInit = {
  code: string;
  status: number;
  detail: string | undefined;
  requestId: string | undefined;
  retryAfter: number | undefined;
  mode: Mode | undefined;
  operation: string;
  attempts: number;
  idempotencyKey: string | undefined;
};

export class MarketplaceError extends Error {
  /** The body's `error`: branch on this. */
  readonly code: string;
  readonly status: number;
  /** `Error-Detail`: what exactly is wrong, for a person to read (do not parse it). */
  readonly detail: string | undefined;
  /** `Request-Id`: quote it when asking about this request; `GET /v1/requests/{id}` shows it. */
  readonly requestId: string | undefined;
  /** `Retry-After` in seconds, when the answer had one (429, 503). */
  readonly retryAfter: number | undefined;
  /** Which mode answered (`Marketplace-Mode`), when the API says. */
  readonly mode: Mode | undefined;
  /** The client method that was called (`confirmBooking`). */
  readonly operation: string;
  /** Attempts made, this answer's included. */
  readonly attempts: number;
  /** The `Idempotency-Key` every attempt carried (POSTs). */
  readonly idempotencyKey: string | undefined;

  constructor(init: MarketplaceErrorInit) {
    super(
      `${init.operation}: ${init.status} ${init.code}${init.detail ? ` (${init.detail})` : ''}${init.requestId ? `, Request-Id ${init.requestId}` : ''}` +
        (init.attempts > 1 ? `, after ${init.attempts} attempts` : ''),
    );
    this.name = 'MarketplaceError';
    this.code = init.code;
    this.status = init.status;
    this.detail = init.detail;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
    this.mode = init.mode;
    this.operation = init.operation;
    this.attempts = init.attempts;
    this.idempotencyKey = init.idempotencyKey;
  }
}

/**
 * 410 `CURSOR_EXPIRED` from the availability changes feed: the cursor is older than the 7 days of
 * changes kept (or from another environment). Resynchronise: read availability again for what you
 * show, then follow `availabilityChanges()` without `since` and store the cursor it hands back.
 */
export class CursorExpiredError extends MarketplaceError {
  declare readonly code: 'CURSOR_EXPIRED';
  declare readonly status: 410;
  constructor(init: MarketplaceErrorInit) {
    super(init);
    this.name = 'CursorExpiredError';
    this.message = `${this.message}: resynchronise — read availability again, then follow availabilityChanges() without since`;
  }
}

/** No answer: the connection failed, or the deadline passed before one came. */
export class ConnectionError extends Error {
  readonly operation: string;
  readonly attempts: number;
  readonly idempotencyKey: string | undefined;
  /** Whether the call's deadline ended it (else a connection failure that was not, or no longer, retried). */
  readonly deadlineExceeded: boolean;
  constructor(init: { operation: string; attempts: number; idempotencyKey: string | undefined; deadlineExceeded: boolean; why: string; cause?: unknown }) {
    super(`${init.operation}: ${init.why} (after ${init.attempts} attempt${init.attempts === 1 ? '' : 's'})`, { cause: init.cause });
    this.name = 'ConnectionError';
    this.operation = init.operation;
    this.attempts = init.attempts;
    this.idempotencyKey = init.idempotencyKey;
    this.deadlineExceeded = init.deadlineExceeded;
  }
}

/** Any API error answer, or (given an operation) one of that operation's, typed by its documented codes. */
export function isMarketplaceError(error: unknown): error is MarketplaceError;
export function isMarketplaceError<N extends OperationName>(error: unknown, operation: N): error is OperationError<N>;
export function isMarketplaceError(error: unknown, operation?: OperationName): boolean {
  return error instanceof MarketplaceError && (operation === undefined || (Object.hasOwn(OPERATIONS, operation) && error.operation === operation));
}
