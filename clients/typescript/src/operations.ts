/**
 * The client's name for each operation of the API, its method and path, and whether the API
 * honours an `Idempotency-Key` on it. `keyed` is checked against the document when this compiles:
 * a flag the document contradicts is a type error, so a connection error is retried only where a
 * repeat is answered from the first request's record, never run twice.
 */
import type { ApiPath, HonoursIdempotencyKey, HttpMethod, MethodOf } from './types.ts';

export type OperationSpec = { readonly method: HttpMethod; readonly path: ApiPath; readonly keyed: boolean };

const op = <const P extends ApiPath, const M extends MethodOf<P>>(method: M, path: P, keyed: HonoursIdempotencyKey<P, M>) => ({ method, path, keyed });

export const OPERATIONS = {
  // Accounts
  createAccount: op('post', '/v1/account', false),
  account: op('get', '/v1/account', false),
  updateAccount: op('patch', '/v1/account', false),
  verifyEmail: op('get', '/v1/account/verify', false),
  requestTokenReset: op('post', '/v1/account/token_reset', false),
  confirmTokenReset: op('post', '/v1/account/token_reset/confirm', false),
  lookupAccount: op('get', '/v1/account/{id}', false),
  resendVerification: op('post', '/v1/account/verification', true),
  rotateToken: op('post', '/v1/account/token', false),
  rotateTestToken: op('post', '/v1/account/test_token', false),
  rotateWebhookSecret: op('post', '/v1/account/webhook_secret', false),
  // Notifications we sent
  notifications: op('get', '/v1/notifications', false),
  notification: op('get', '/v1/notifications/{id}', false),
  sendTestNotification: op('post', '/v1/notifications/test', false),
  redeliverNotification: op('post', '/v1/notifications/{id}/redeliver', true),
  // Access
  grantAgent: op('put', '/v1/agents/{agent}', false),
  revokeAgent: op('delete', '/v1/agents/{agent}', false),
  agents: op('get', '/v1/agents', false),
  suppliers: op('get', '/v1/suppliers', false),
  // Catalog
  products: op('get', '/v1/products', false),
  availability: op('get', '/v1/availability', false),
  pushAvailabilityChange: op('post', '/v1/availability_changes', true),
  availabilityChanges: op('get', '/v1/availability_changes', false),
  rates: op('get', '/v1/rates', false),
  quote: op('post', '/v1/quotes', false),
  setRates: op('put', '/v1/rates/{product}', false),
  ownRates: op('get', '/v1/rates/{product}', false),
  setPromotion: op('put', '/v1/promotions/{code}', false),
  deletePromotion: op('delete', '/v1/promotions/{code}', false),
  promotions: op('get', '/v1/promotions', false),
  // The request log
  requestLog: op('get', '/v1/requests', false),
  requestLogEntry: op('get', '/v1/requests/{id}', false),
  // Reservations and bookings
  reserve: op('post', '/v1/reservation', true),
  releaseReservation: op('post', '/v1/reservation_cancellation', true),
  extendReservation: op('post', '/v1/reservation_extension', true),
  confirmBooking: op('post', '/v1/booking_confirmation', true),
  updateBooking: op('post', '/v1/booking_update', true),
  cancelBooking: op('post', '/v1/booking_cancellation', true),
  cancelBookingAsSupplier: op('post', '/v1/supplier_booking_cancellation', true),
  cancellationQuote: op('get', '/v1/booking_cancellation_quote', false),
  bookings: op('get', '/v1/bookings', false),
  booking: op('get', '/v1/bookings/{reference}', false),
  // Redemption
  redeem: op('post', '/v1/redeem_booking', true),
  setBarcodePrefix: op('put', '/v1/barcode_prefixes/{prefix}', false),
  deleteBarcodePrefix: op('delete', '/v1/barcode_prefixes/{prefix}', false),
  barcodePrefixes: op('get', '/v1/barcode_prefixes', false),
  // Reports
  reconciliationReport: op('get', '/v1/reports/reconciliation', false),
  invoiceReport: op('get', '/v1/reports/invoice', false),
  // Test mode
  wipeTestData: op('delete', '/v1/test_data', false),
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof OPERATIONS;

/**
 * Addresses the client reaches another way, or not at all: the redemption aliases (the client
 * uses `/v1/redeem_booking`) and the operators' probes. test/client/generated.test.ts checks that
 * every operation of the document is in OPERATIONS or here.
 */
export const NOT_WRAPPED = ['post /v1/redeem', 'post /v1/accounts/redeem', 'get /ready', 'get /health'] as const;
