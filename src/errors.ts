/**
 * The one error vocabulary of the API. Every error response is exactly `{"error": CODE}`.
 * Codes and their statuses live here so handlers only name a code.
 */

/**
 * The failure type an activity gives a supplier it could not reach at all and no repeat would reach:
 * the agent hears 502 with a detail that says so, rather than a 503 that invites a repeat.
 */
export const UNREACHABLE_FAILURE = 'SUPPLIER_UNREACHABLE';

export const ERROR_STATUS = {
  INVALID_REQUEST: 400,
  INVALID_JSON: 400,
  INVALID_EMAIL: 400,
  INVALID_CALLBACK_URL: 400,
  INVALID_NOTIFICATION_URL: 400,
  INVALID_CURRENCY: 400,
  EMAIL_TAKEN: 400,
  EMAIL_LOCKED: 400,
  CURRENCY_LOCKED: 400,
  INVALID_CODE: 400,
  INVALID_DATE: 400,
  INVALID_DATE_RANGE: 400,
  DATE_RANGE_TOO_LARGE: 400,
  INVALID_AMOUNT: 400,
  INVALID_COUNTS: 400,
  NO_RATE: 400,
  // Two rate rules of the same table and specificity that can match one date and time (issue 43).
  RATE_RULES_OVERLAP: 400,
  // A CSV rate table with a line that does not read (Error-Detail names the line and column).
  INVALID_CSV: 400,
  // A cited quote that is unknown (or another agent's), past its `expires`, or for another sale.
  QUOTE_INVALID: 400,
  QUOTE_EXPIRED: 400,
  QUOTE_MISMATCH: 400,
  PROMOTION_INVALID: 400,
  INVALID_EXPIRES: 400,
  SOLD_OUT: 400,
  NOT_AVAILABLE: 400,
  PAST_CUTOFF_DATE: 400,
  RESERVATION_EXPIRED: 400,
  RESERVATION_INVALID: 400,
  RESERVATION_REQUIRED: 400,
  RESERVATION_NOT_NEEDED: 400,
  // The supplier serving this product has not declared the capability (PATCH /v1/account `capabilities`).
  NOT_SUPPORTED: 400,
  INVALID_TEST_SCENARIO: 400,
  // A hold extended past its cap (src/reservations/extension.ts MAX_EXTENSION_MS).
  EXTENSION_LIMIT: 400,
  // A required booking question without an answer, and an answer that does not fit its question
  // (src/domain/bookingQuestions.ts); also what a supplier may refuse an answer with.
  QUESTION_UNANSWERED: 400,
  ANSWER_INVALID: 400,
  TICKET_REDEEMED: 400,
  BOOKING_CANCELLED: 400,
  BARCODE_INVALID: 400,
  DATE_MISMATCH: 400,
  REFERENCE_MISMATCH: 400,
  SUPPLIER_MISMATCH: 400,
  PRODUCT_MISMATCH: 400,
  ALREADY_VERIFIED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  LIVE_MODE_ONLY: 403,
  TEST_MODE_ONLY: 403,
  NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  OPTION_NOT_FOUND: 404,
  RATES_NOT_FOUND: 404,
  BOOKING_NOT_FOUND: 404,
  NOTIFICATION_NOT_FOUND: 404,
  REQUEST_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REFERENCE_IN_USE: 409,
  BOOKING_BUSY: 409,
  PREFIX_TAKEN: 409,
  REQUEST_IN_PROGRESS: 409,
  // A feed cursor older than the events kept (GET /v1/availability_changes): read availability again, then follow from `next`.
  CURSOR_EXPIRED: 410,
  // The request's headers or body did not arrive in time (src/http/server.ts TRANSPORT_TIMEOUTS).
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_REQUESTS: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SUPPLIER_ERROR: 502,
  SUPPLIER_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  // This deployment has no WEBHOOK_SECRET_KEY: secrets cannot be sealed.
  WEBHOOKS_NOT_CONFIGURED: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly headers: Record<string, string>;
  /**
   * The `Error-Detail` header: which field and why, for a person (`date: must not be in the past`).
   * Sent to the caller as is: only words and what the caller itself sent, never another account's
   * data. Without it the header says what the code means.
   */
  readonly detail: string | undefined;
  constructor(code: ErrorCode, options: { headers?: Record<string, string>; cause?: unknown; detail?: string } = {}) {
    super(code, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = options.headers ?? {};
    this.detail = options.detail;
  }
}

/** How long a 503 asks the client to wait before repeating the same request. */
export const RETRY_AFTER_SECONDS = 5;

/** The supplier has not answered yet (it is being retried): 503, repeat the same request later. */
export function supplierUnavailable(retryAfterSeconds = RETRY_AFTER_SECONDS): ApiError {
  return new ApiError('SUPPLIER_UNAVAILABLE', { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
}

/** Our own workflow engine is unreachable: 503; what was committed is re-driven once it is back. */
export function serviceUnavailable(cause?: unknown): ApiError {
  return new ApiError('SERVICE_UNAVAILABLE', { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) }, ...(cause === undefined ? {} : { cause }) });
}

/** 429 with the seconds to wait. */
export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError('TOO_MANY_REQUESTS', { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, value);
}

/**
 * Codes a supplier may answer on reservations, confirmations, updates and cancellations that mean
 * the same to the agent. Any other supplier code is the supplier's problem: 502 SUPPLIER_ERROR.
 */
export const SUPPLIER_CODES = [
  'SOLD_OUT',
  'NOT_AVAILABLE',
  'PAST_CUTOFF_DATE',
  'RESERVATION_EXPIRED',
  'RESERVATION_INVALID',
  'TICKET_REDEEMED',
  'BOOKING_CANCELLED',
  // The supplier's own limit on holds (POST /reservation_extension).
  'EXTENSION_LIMIT',
  // The supplier's own judgement of the answers to its booking questions.
  'ANSWER_INVALID',
  'QUESTION_UNANSWERED',
] as const satisfies readonly ErrorCode[];
const PASSED_THROUGH: ReadonlySet<string> = new Set(SUPPLIER_CODES);

/** 502 SUPPLIER_ERROR for a supplier whose callback address cannot be reached until it is corrected. */
export function supplierUnreachable(): ApiError {
  return new ApiError('SUPPLIER_ERROR', {
    detail:
      "the supplier's callback address cannot be reached (its host name does not resolve, or its certificate is refused): " +
      'a repeat will not help until the supplier corrects it',
  });
}

/** Why the supplier refused, in the agent's words: the code alone says what, not who decided it. */
const SUPPLIER_CODE_DETAIL: Partial<Record<ErrorCode, string>> = {
  SOLD_OUT: 'the supplier says this sold out since availability was read',
  NOT_AVAILABLE: 'the supplier says this product, option or time is not available on that date',
  PAST_CUTOFF_DATE: "the supplier's cut-off for that date has passed: the customer should contact the venue directly",
  ANSWER_INVALID: 'the supplier refused an answer to its booking questions',
  QUESTION_UNANSWERED: 'the supplier says a question it asks was not answered',
};

export function supplierError(code: string): ApiError {
  if (PASSED_THROUGH.has(code) && isErrorCode(code)) {
    const detail = SUPPLIER_CODE_DETAIL[code];
    return new ApiError(code, detail ? { detail } : {});
  }
  if (code === 'SUPPLIER_UNAVAILABLE') return supplierUnavailable();
  // The activity's failure type for a supplier it could not reach at all (UNREACHABLE_FAILURE).
  if (code === UNREACHABLE_FAILURE) return supplierUnreachable();
  return new ApiError('SUPPLIER_ERROR');
}
