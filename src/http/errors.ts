/**
 * The one error vocabulary of the API. Every error response is exactly `{"error": CODE}`.
 * Codes and their statuses live here so handlers only name a code.
 */
export const ERROR_STATUS = {
  INVALID_REQUEST: 400,
  INVALID_JSON: 400,
  INVALID_EMAIL: 400,
  INVALID_CALLBACK_URL: 400,
  INVALID_NOTIFICATION_URL: 400,
  INVALID_CURRENCY: 400,
  EMAIL_TAKEN: 400,
  EMAIL_LOCKED: 400,
  INVALID_CODE: 400,
  INVALID_DATE: 400,
  INVALID_DATE_RANGE: 400,
  DATE_RANGE_TOO_LARGE: 400,
  INVALID_AMOUNT: 400,
  INVALID_COUNTS: 400,
  NO_RATE: 400,
  PROMOTION_INVALID: 400,
  ALREADY_VERIFIED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  OPTION_NOT_FOUND: 404,
  RATES_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SUPPLIER_ERROR: 502,
  SUPPLIER_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(code: ErrorCode, options: { headers?: Record<string, string>; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = options.headers ?? {};
  }
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, value);
}
