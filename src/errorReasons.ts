import type { DateRangeErrorCode } from './domain/dates.ts';
import { ApiError, type ErrorCode } from './errors.ts';
import { TRANSPORT_TIMEOUTS } from './transportTimeouts.ts';

const seconds = (ms: number) => `${ms / 1000} s`;

/**
 * What each code means, in a few words: the `Error-Detail` header of an answer whose thrower had
 * nothing more precise to say. Every code has one (the compiler checks). Words only, never data:
 * these are sent to anyone.
 */
export const ERROR_REASON = {
  INVALID_REQUEST: 'the request does not match what this operation takes',
  INVALID_JSON: 'the body is not valid JSON',
  INVALID_EMAIL: 'not a valid e-mail address',
  INVALID_CALLBACK_URL: 'not a valid https URL for callbacks (public address, no fragment)',
  INVALID_NOTIFICATION_URL: 'not a valid https URL for notifications (public address, no fragment)',
  INVALID_CURRENCY: 'not a currency this marketplace settles in',
  EMAIL_TAKEN: 'an account with this e-mail exists',
  EMAIL_LOCKED: 'the e-mail is verified and cannot change',
  CURRENCY_LOCKED: 'the currency cannot change once rates or bookings use it',
  INVALID_CODE: 'the code is unknown, used or expired',
  INVALID_DATE: 'not a date (YYYY-MM-DD), or a date this operation cannot take',
  INVALID_DATE_RANGE: 'the range ends before it starts',
  DATE_RANGE_TOO_LARGE: 'the range is longer than this operation allows',
  INVALID_AMOUNT: 'an amount is negative or has more than two decimals',
  INVALID_COUNTS: 'ticket counts must be whole numbers >= 0, at least one ticket',
  NO_RATE: 'no rate is set for a ticket type asked for',
  RATE_RULES_OVERLAP: 'two rules of the same specificity match one date and time',
  INVALID_CSV: 'a line of the CSV does not read',
  QUOTE_INVALID: 'no such quote of yours',
  QUOTE_EXPIRED: 'the quote has expired: ask for a new one',
  QUOTE_MISMATCH: 'the quote is for another product, option, date, time, promotion or tickets',
  PROMOTION_INVALID: 'the promotion does not apply to this product or date',
  INVALID_EXPIRES: 'expires must be a future time within the allowed hold',
  SOLD_OUT: 'not enough places left',
  NOT_AVAILABLE: 'not open on this date or time',
  PAST_CUTOFF_DATE: 'too late for this change',
  RESERVATION_EXPIRED: 'the reservation has expired',
  RESERVATION_INVALID: 'no such reservation held by this account, or it is already used or released',
  RESERVATION_REQUIRED: 'this product needs a reservation first',
  RESERVATION_NOT_NEEDED: 'this product sells without a reservation',
  NOT_SUPPORTED: 'the supplier of this product does not offer this',
  INVALID_TEST_SCENARIO: 'Test-Scenario is not one this operation takes (test mode only)',
  EXTENSION_LIMIT: 'a hold may be extended by at most 60 minutes in all, in at most 10 extensions',
  QUESTION_UNANSWERED: 'a question the product asks is required and has no answer',
  ANSWER_INVALID: 'an answer names no question asked, the wrong ticket, or has a value of the wrong type',
  TICKET_REDEEMED: 'a ticket of this booking is redeemed',
  BOOKING_CANCELLED: 'the booking is cancelled',
  BARCODE_INVALID: 'no ticket with this barcode for this supplier',
  DATE_MISMATCH: 'the ticket is not for today',
  REFERENCE_MISMATCH: 'the reservation was made for another reference',
  SUPPLIER_MISMATCH: 'the reservation was made with another supplier',
  PRODUCT_MISMATCH: 'the reservation was made for another product, option, date or tickets',
  ALREADY_VERIFIED: 'the e-mail is verified already',
  UNAUTHORIZED: 'credentials missing or wrong: HTTP Basic with the account identifier and its token',
  FORBIDDEN: 'this account may not do this',
  LIVE_MODE_ONLY: 'this changes what live and test mode share: use the live token (tmk_…), not the test token',
  TEST_MODE_ONLY: 'this works in test mode only: use the test token (tmk_test_…)',
  NOT_FOUND: 'no such address in this API',
  ACCOUNT_NOT_FOUND: 'no such account',
  PRODUCT_NOT_FOUND: 'no such product for this supplier',
  OPTION_NOT_FOUND: 'no such option for this product',
  RATES_NOT_FOUND: 'no rates set for this product',
  BOOKING_NOT_FOUND: 'no such booking for this account',
  NOTIFICATION_NOT_FOUND: 'no such notification for this account',
  REQUEST_NOT_FOUND: 'no such request of this account in the request log',
  METHOD_NOT_ALLOWED: 'this address does not take this method',
  REFERENCE_IN_USE: 'this reference belongs to another booking',
  BOOKING_BUSY: 'another change to this booking is under way; repeat shortly',
  PREFIX_TAKEN: 'another supplier has this barcode prefix',
  REQUEST_IN_PROGRESS: 'the first request with this Idempotency-Key is still running',
  CURSOR_EXPIRED: 'the cursor is older than the events kept or beyond the latest: read availability again, then follow from next',
  REQUEST_TIMEOUT: `the request did not arrive in time: headers within ${seconds(TRANSPORT_TIMEOUTS.headersMs)}, the whole request within ${seconds(TRANSPORT_TIMEOUTS.requestMs)}`,
  PAYLOAD_TOO_LARGE: 'the body is larger than this API takes',
  UNSUPPORTED_MEDIA_TYPE: 'send JSON (application/json), uncompressed or gzip, br or deflate',
  IDEMPOTENCY_KEY_REUSED: 'this Idempotency-Key was used with another request',
  TOO_MANY_REQUESTS: 'too many requests: wait as Retry-After says',
  HEADERS_TOO_LARGE: 'the request line or a header is too long',
  INTERNAL_ERROR: 'an error of ours: quote the Request-Id when asking us',
  SUPPLIER_ERROR: 'the supplier answered something this API cannot use',
  SUPPLIER_UNAVAILABLE: 'the supplier has not answered yet: repeat the same request after Retry-After',
  SERVICE_UNAVAILABLE: 'the service is briefly unavailable: repeat the same request after Retry-After',
  WEBHOOKS_NOT_CONFIGURED: 'this deployment cannot seal webhook secrets',
} as const satisfies Record<ErrorCode, string>;

/** A `from`–`to` range refused (checkRange's code), saying so of both fields. */
export function rangeRefusal(code: DateRangeErrorCode): ApiError {
  return new ApiError(code, { detail: `from, to: ${ERROR_REASON[code]}` });
}
