/**
 * Every operation of the `/v1` API, with the zod schemas its route validates with and the
 * answers it gives: the one list the OpenAPI document is made from. A test checks it names
 * exactly the routes the app mounts (test/openapi/openapi.test.ts).
 */
import type { z } from 'zod';
import { AvailabilityChangeBody, AvailabilityChangesQuery } from '../availabilityChanges/schemas.ts';
import {
  AccountIdParams,
  AgentParams,
  CodeBody,
  CodeQuery,
  CreateAccountBody,
  RotateTokenBody,
  TokenResetBody,
  UpdateAccountBody,
} from '../accounts/schemas.ts';
import {
  BookingCancellationBody,
  BookingCancellationQuoteQuery,
  BookingConfirmationBody,
  BookingsQuery,
  BookingUpdateBody,
  ReferenceParams,
} from '../bookings/schemas.ts';
import { AgentRatesQuery, AvailabilityQuery, ProductParams, ProductsQuery, PromotionParams, PutPromotionBody, PutRatesBody } from '../catalog/schemas.ts';
import type { ErrorCode } from '../errors.ts';
import { NoBody } from '../http/guards.ts';
import { PrefixParams, RedeemBody } from '../redemption/schemas.ts';
import { NotificationParams, NotificationsQuery } from '../notifications/schemas.ts';
import { InvoiceQuery, ReconciliationQuery } from '../reports/schemas.ts';
import { ReservationBody, ReservationCancellationBody, ReservationExtensionBody } from '../reservations/schemas.ts';
import { RequestParams, RequestsQuery } from '../requestLog/schemas.ts';
import * as R from './responses.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Operation = {
  method: Method;
  /** Koa's form, `/account/:id`, under /v1. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** HTTP Basic with the account identifier and its token. */
  auth: boolean;
  /** POSTs that replay their first answer for a repeated Idempotency-Key (guards.idempotent). */
  idempotent?: boolean;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  status?: 200 | 202;
  response: z.ZodType;
  /** The codes this operation answers beside the ones every operation may (see document.ts). */
  errors: ErrorCode[];
  /** Passes the supplier's own refusal codes through (400 with any code). */
  supplierCodes?: boolean;
  responseHeaders?: Record<string, string>;
};

const SUPPLIER_FAILURES: ErrorCode[] = ['SUPPLIER_ERROR', 'SUPPLIER_UNAVAILABLE'];

export const OPERATIONS: Operation[] = [
  // --- Accounts ----------------------------------------------------------------------------------
  {
    method: 'post',
    path: '/account',
    tag: 'Accounts',
    summary: 'Create an account',
    description: 'A verification code is mailed. The token is shown only in this answer.',
    auth: false,
    body: CreateAccountBody,
    response: R.CreatedAccount,
    errors: ['INVALID_EMAIL', 'INVALID_CALLBACK_URL', 'INVALID_NOTIFICATION_URL', 'INVALID_CURRENCY', 'EMAIL_TAKEN'],
  },
  {
    method: 'get',
    path: '/account/verify',
    tag: 'Accounts',
    summary: 'Verify the e-mail with the mailed code',
    auth: false,
    query: CodeQuery,
    response: R.Verified,
    errors: ['INVALID_CODE'],
  },
  {
    method: 'post',
    path: '/account/token_reset',
    tag: 'Accounts',
    summary: 'Mail a code to replace a lost token',
    description: 'Always 202, whether or not the address has an account.',
    auth: false,
    body: TokenResetBody,
    status: 202,
    response: R.Empty,
    errors: [],
  },
  {
    method: 'post',
    path: '/account/token_reset/confirm',
    tag: 'Accounts',
    summary: 'Exchange the mailed code for a new token',
    auth: false,
    body: CodeBody,
    response: R.Token,
    errors: ['INVALID_CODE'],
  },
  {
    method: 'get',
    path: '/account/:id',
    tag: 'Accounts',
    summary: 'Look an account up by email or domain',
    auth: false,
    params: AccountIdParams,
    response: R.PublicAccount,
    errors: ['ACCOUNT_NOT_FOUND'],
  },
  { method: 'get', path: '/account', tag: 'Accounts', summary: 'The caller’s own account', auth: true, response: R.OwnAccount, errors: [] },
  {
    method: 'patch',
    path: '/account',
    tag: 'Accounts',
    summary: 'Change the caller’s account',
    auth: true,
    body: UpdateAccountBody,
    response: R.OwnAccount,
    errors: ['INVALID_EMAIL', 'INVALID_CALLBACK_URL', 'INVALID_NOTIFICATION_URL', 'INVALID_CURRENCY', 'EMAIL_TAKEN', 'EMAIL_LOCKED', 'CURRENCY_LOCKED'],
  },
  {
    method: 'post',
    path: '/account/verification',
    tag: 'Accounts',
    summary: 'Mail a new verification code',
    auth: true,
    idempotent: true,
    body: NoBody,
    status: 202,
    response: R.Empty,
    errors: ['ALREADY_VERIFIED'],
  },
  {
    method: 'post',
    path: '/account/token',
    tag: 'Accounts',
    summary: 'Rotate the token',
    description:
      'The old token stops working at once, or after `grace_seconds` (at most 86400) so that every client can switch without downtime; ' +
      'a second rotation ends an earlier grace. New tokens start with `tmk_` (for secret scanners). Idempotency-Key is ignored: a token is never stored to be replayed.',
    auth: true,
    body: RotateTokenBody,
    response: R.RotatedToken,
    errors: [],
  },
  {
    method: 'post',
    path: '/account/webhook_secret',
    tag: 'Notifications',
    summary: 'Make or replace the webhook signing secret',
    description:
      'Every notification to this account is then signed (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`). ' +
      'A replaced secret goes on signing beside the new one for 24 hours. The secret is shown in this answer only; Idempotency-Key is ignored.',
    auth: true,
    body: NoBody,
    response: R.WebhookSecret,
    errors: ['WEBHOOKS_NOT_CONFIGURED'],
  },
  {
    method: 'get',
    path: '/notifications',
    tag: 'Notifications',
    summary: 'The delivery log of the notifications sent to the caller',
    auth: true,
    query: NotificationsQuery,
    response: R.Deliveries,
    responseHeaders: { 'X-Total-Count': 'Notifications matching the filters, all pages' },
    errors: ['INVALID_DATE'],
  },
  {
    method: 'get',
    path: '/notifications/:id',
    tag: 'Notifications',
    summary: 'One notification sent to the caller',
    auth: true,
    params: NotificationParams,
    response: R.Delivery,
    errors: ['NOTIFICATION_NOT_FOUND'],
  },
  {
    method: 'post',
    path: '/notifications/test',
    tag: 'Notifications',
    summary: 'Send a signed test notification to the caller’s own notification_url, now',
    description:
      'POST {notification_url}/test with a `test` event (signed once the account has a webhook secret), with an Idempotency-Key and `webhook-id`, as every notification is, and kept in the ' +
      'delivery log. One attempt, awaited: the answer is the log entry with what the receiver said (`last_status`: `200`, `401 INVALID_SIGNATURE`, ' +
      '`CONNECTION`…). One attempt per asking: never retried, `failed` once tried and refused; POST /v1/notifications/{id}/redeliver tries once more. ' +
      'At most 10 a minute per account (429 with Retry-After).',
    auth: true,
    body: NoBody,
    response: R.Delivery,
    errors: [],
  },
  {
    method: 'post',
    path: '/notifications/:id/redeliver',
    tag: 'Notifications',
    summary: 'Send a notification again',
    description: 'Delivered or not, with the same `webhook-id` and Idempotency-Key; retried like the first delivery. A redelivery already running is joined.',
    auth: true,
    idempotent: true,
    params: NotificationParams,
    body: NoBody,
    status: 202,
    response: R.Delivery,
    errors: ['NOTIFICATION_NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/agents/:agent',
    tag: 'Grants',
    summary: 'Allow an agent to sell the caller’s products',
    auth: true,
    params: AgentParams,
    body: NoBody,
    response: R.GrantedAgent,
    errors: ['ACCOUNT_NOT_FOUND'],
  },
  {
    method: 'delete',
    path: '/agents/:agent',
    tag: 'Grants',
    summary: 'Withdraw an agent’s access',
    auth: true,
    params: AgentParams,
    body: NoBody,
    response: R.Empty,
    errors: ['ACCOUNT_NOT_FOUND'],
  },
  { method: 'get', path: '/agents', tag: 'Grants', summary: 'Agents the caller has granted', auth: true, response: R.GrantedAgents, errors: [] },
  { method: 'get', path: '/suppliers', tag: 'Grants', summary: 'Suppliers that granted the caller', auth: true, response: R.GrantingSuppliers, errors: [] },

  // --- Catalog -----------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/products',
    tag: 'Catalog',
    summary: 'A supplier’s products',
    auth: true,
    query: ProductsQuery,
    response: R.AgentProducts,
    errors: ['FORBIDDEN', ...SUPPLIER_FAILURES],
  },
  {
    method: 'get',
    path: '/availability',
    tag: 'Catalog',
    summary: 'Availability of a product for every date of a range',
    description:
      'Served from the marketplace’s cache for as long as the supplier allows (its `availability_ttl_seconds`, 0 by default: every request asks the supplier), ' +
      'per day; our own reservations, bookings, changes and releases drop the days they touch at once. `Cache-Control: no-cache` asks the supplier now ' +
      '(30 such requests a minute per agent, then 429). Identical requests in flight together share one supplier call.',
    auth: true,
    query: AvailabilityQuery,
    response: R.Availability,
    responseHeaders: {
      Age: 'Seconds since the oldest day of the answer was asked of the supplier; 0 when all of it comes from the supplier now',
      'Cache-Status':
        'RFC 9211: `ticket-marketplace; hit; ttl=<seconds it may still be served>`, or `ticket-marketplace; fwd=uri-miss|partial|request[; stored][; detail="supplier ttl 0"]`',
    },
    errors: ['INVALID_DATE', 'INVALID_DATE_RANGE', 'DATE_RANGE_TOO_LARGE', 'FORBIDDEN', 'PRODUCT_NOT_FOUND', 'OPTION_NOT_FOUND', ...SUPPLIER_FAILURES],
  },
  {
    method: 'post',
    path: '/availability_changes',
    tag: 'Availability changes',
    summary: 'Tell the marketplace that availability changed (suppliers)',
    description:
      'The product’s days are dropped from the cache before this answers: the next read of them asks the supplier. Each date becomes a change event ' +
      '(in the feed for a week, and announced to the agents that asked for `availability.updated` notices). Name `dates` (at most 366) or `from` and `to` ' +
      '(at most 366 days). A delegate pushes for the products it serves, naming their owner in `supplier`. Another account’s product is 403 whether or not it exists.',
    auth: true,
    idempotent: true,
    body: AvailabilityChangeBody,
    response: R.PushedChange,
    errors: ['INVALID_DATE', 'INVALID_DATE_RANGE', 'DATE_RANGE_TOO_LARGE', 'FORBIDDEN', 'PRODUCT_NOT_FOUND', 'OPTION_NOT_FOUND', ...SUPPLIER_FAILURES],
  },
  {
    method: 'get',
    path: '/availability_changes',
    tag: 'Availability changes',
    summary: 'The feed of availability changes on the products the caller may sell',
    description:
      'In sequence order, from the cursor `since` (absent: the oldest change kept), at most `limit` (100 by default, 1000 at most). Changes are kept 7 days: ' +
      'an older cursor is 410 CURSOR_EXPIRED — read availability again, then follow from the `next` of a request without `since`. A change made by the supplier ' +
      '(`source: supplier`) or by a sale here (`marketplace`) is in it either way.',
    auth: true,
    query: AvailabilityChangesQuery,
    response: R.ChangeFeed,
    errors: ['CURSOR_EXPIRED'],
  },
  // --- Request log --------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/requests',
    tag: 'Request log',
    summary: 'The caller’s own recent requests, newest first',
    description:
      'Every request the account made with valid credentials to an operation in the last 7 days (not the refusals of a body before its credentials are checked: INVALID_JSON, 413, 415): method, path (secret query values replaced), status, error code and ' +
      'Error-Detail, Idempotency-Key, time, duration and Request-Id. Entries appear within a second of the answer. `status` narrows to a class (`4xx`) or one ' +
      'status; `since` to entries at or after a time; `before` takes the `next` of the previous page. Never another account’s requests, never a body.',
    auth: true,
    query: RequestsQuery,
    response: R.RequestLogPage,
    errors: [],
  },
  {
    method: 'get',
    path: '/requests/:id',
    tag: 'Request log',
    summary: 'One of the caller’s requests, by its Request-Id',
    auth: true,
    params: RequestParams,
    response: R.RequestLogEntry,
    errors: ['REQUEST_NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/rates',
    tag: 'Catalog',
    summary: 'Per-ticket prices for an agent',
    auth: true,
    query: AgentRatesQuery,
    response: R.UnitPrices,
    errors: ['PROMOTION_INVALID', 'INVALID_DATE', 'FORBIDDEN', 'PRODUCT_NOT_FOUND', 'OPTION_NOT_FOUND', 'RATES_NOT_FOUND', ...SUPPLIER_FAILURES],
  },
  {
    method: 'put',
    path: '/rates/:product',
    tag: 'Rates and promotions',
    summary: 'Set a product’s rates (the owner)',
    auth: true,
    params: ProductParams,
    body: PutRatesBody,
    response: R.Rates,
    errors: ['INVALID_AMOUNT', 'PRODUCT_NOT_FOUND', 'OPTION_NOT_FOUND', ...SUPPLIER_FAILURES],
  },
  {
    method: 'get',
    path: '/rates/:product',
    tag: 'Rates and promotions',
    summary: 'A product’s rates (the owner)',
    auth: true,
    params: ProductParams,
    response: R.Rates,
    errors: ['RATES_NOT_FOUND'],
  },
  {
    method: 'put',
    path: '/promotions/:code',
    tag: 'Rates and promotions',
    summary: 'Create or replace a promotion',
    auth: true,
    params: PromotionParams,
    body: PutPromotionBody,
    response: R.Promotion,
    errors: ['INVALID_AMOUNT', 'INVALID_DATE', 'INVALID_DATE_RANGE'],
  },
  {
    method: 'delete',
    path: '/promotions/:code',
    tag: 'Rates and promotions',
    summary: 'Delete a promotion',
    auth: true,
    params: PromotionParams,
    body: NoBody,
    response: R.Empty,
    errors: [],
  },
  { method: 'get', path: '/promotions', tag: 'Rates and promotions', summary: 'The caller’s promotions', auth: true, response: R.Promotions, errors: [] },

  // --- Reservations and bookings -------------------------------------------------------------------
  {
    method: 'post',
    path: '/reservation',
    tag: 'Bookings',
    summary: 'Hold seats at the supplier until `expires`',
    auth: true,
    idempotent: true,
    body: ReservationBody,
    response: R.ReservationAnswer,
    supplierCodes: true,
    errors: [
      'INVALID_COUNTS',
      'INVALID_DATE',
      'INVALID_EXPIRES',
      'RESERVATION_NOT_NEEDED',
      'NO_RATE',
      'PROMOTION_INVALID',
      'SOLD_OUT',
      'NOT_AVAILABLE',
      'PAST_CUTOFF_DATE',
      'FORBIDDEN',
      'PRODUCT_NOT_FOUND',
      'OPTION_NOT_FOUND',
      ...SUPPLIER_FAILURES,
    ],
  },
  {
    method: 'post',
    path: '/reservation_cancellation',
    tag: 'Bookings',
    summary: 'Release a held reservation',
    auth: true,
    idempotent: true,
    body: ReservationCancellationBody,
    response: R.Empty,
    errors: ['RESERVATION_INVALID', 'SERVICE_UNAVAILABLE'],
  },
  {
    method: 'post',
    path: '/reservation_extension',
    tag: 'Bookings',
    summary: 'Hold the seats longer',
    description:
      'Moves a held reservation’s `expires` later, once its supplier agreed (we call its POST {callback_url}/reservation_extension). Only for suppliers that declared the `reservation_extension` capability: otherwise 400 NOT_SUPPORTED and the supplier is never called. ' +
      'A hold may be extended to at most 60 minutes after the `expires` it was first reserved with (EXTENSION_LIMIT). An extension never shortens a hold: an `expires` it already reaches is answered with its own. ' +
      'While the supplier has not answered: 503 with Retry-After, and the old `expires` keeps holding; repeat the same request. A confirmation received meanwhile wins: the extension answers RESERVATION_INVALID.',
    auth: true,
    idempotent: true,
    body: ReservationExtensionBody,
    response: R.ReservationExtensionAnswer,
    supplierCodes: true,
    errors: [
      'INVALID_EXPIRES',
      'NOT_SUPPORTED',
      'EXTENSION_LIMIT',
      'RESERVATION_INVALID',
      'RESERVATION_EXPIRED',
      'SOLD_OUT',
      'NOT_AVAILABLE',
      ...SUPPLIER_FAILURES,
    ],
  },
  {
    method: 'post',
    path: '/booking_confirmation',
    tag: 'Bookings',
    summary: 'Confirm a booking after payment',
    description: 'Idempotent by the agent’s `reference`. 503 with Retry-After while the supplier has not answered: repeat the same request.',
    auth: true,
    idempotent: true,
    body: BookingConfirmationBody,
    response: R.BookingAnswer,
    supplierCodes: true,
    errors: [
      'INVALID_COUNTS',
      'INVALID_DATE',
      'RESERVATION_REQUIRED',
      'RESERVATION_INVALID',
      'RESERVATION_EXPIRED',
      'NO_RATE',
      'PROMOTION_INVALID',
      'FORBIDDEN',
      'PRODUCT_NOT_FOUND',
      'OPTION_NOT_FOUND',
      'REFERENCE_IN_USE',
      ...SUPPLIER_FAILURES,
    ],
  },
  {
    method: 'post',
    path: '/booking_update',
    tag: 'Bookings',
    summary: 'Change a booking',
    description: 'The confirmation’s body plus `booking`; what it leaves out stays as it is.',
    auth: true,
    idempotent: true,
    body: BookingUpdateBody,
    response: R.BookingAnswer,
    supplierCodes: true,
    errors: [
      'INVALID_COUNTS',
      'INVALID_DATE',
      'REFERENCE_MISMATCH',
      'SUPPLIER_MISMATCH',
      'PRODUCT_MISMATCH',
      'PAST_CUTOFF_DATE',
      'BOOKING_CANCELLED',
      'TICKET_REDEEMED',
      'RESERVATION_REQUIRED',
      'RESERVATION_INVALID',
      'RESERVATION_EXPIRED',
      'NO_RATE',
      'PROMOTION_INVALID',
      'FORBIDDEN',
      'BOOKING_NOT_FOUND',
      'PRODUCT_NOT_FOUND',
      'OPTION_NOT_FOUND',
      'BOOKING_BUSY',
      ...SUPPLIER_FAILURES,
    ],
  },
  {
    method: 'post',
    path: '/booking_cancellation',
    tag: 'Bookings',
    summary: 'Cancel a booking',
    description:
      'Before the cut-off of the cancellation terms locked on the booking (without terms: more than one day before the travel date, in the product’s ' +
      'time zone), else PAST_CUTOFF_DATE. Under terms, the refund they give at this moment is recorded on the booking (GET /v1/bookings `refund`) ' +
      'and carried by the booking_cancellation notification. GET /v1/booking_cancellation_quote says beforehand.',
    auth: true,
    idempotent: true,
    body: BookingCancellationBody,
    response: R.Empty,
    supplierCodes: true,
    errors: ['PAST_CUTOFF_DATE', 'TICKET_REDEEMED', 'BOOKING_CANCELLED', 'FORBIDDEN', 'BOOKING_NOT_FOUND', 'BOOKING_BUSY', ...SUPPLIER_FAILURES],
  },
  {
    method: 'get',
    path: '/booking_cancellation_quote',
    tag: 'Bookings',
    summary: 'What cancelling a booking would do now',
    description:
      'Under the cancellation terms locked on the booking at confirmation (or today’s rule without): whether it can be cancelled now, the refund ' +
      '(percent and amounts), the tier that gives it, and until when this answer holds. Changes nothing.',
    auth: true,
    query: BookingCancellationQuoteQuery,
    response: R.CancellationQuote,
    errors: ['BOOKING_CANCELLED', 'FORBIDDEN', 'BOOKING_NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/bookings',
    tag: 'Bookings',
    summary: 'List bookings the caller sold, owns or supplies',
    auth: true,
    query: BookingsQuery,
    response: R.BookingViews,
    responseHeaders: { 'X-Total-Count': 'Bookings matching the filters, all pages' },
    errors: ['INVALID_DATE'],
  },
  {
    method: 'get',
    path: '/bookings/:reference',
    tag: 'Bookings',
    summary: 'One booking',
    auth: true,
    params: ReferenceParams,
    response: R.BookingView,
    errors: ['BOOKING_NOT_FOUND'],
  },

  // --- Redemption ----------------------------------------------------------------------------------
  ...(['/redeem_booking', '/redeem', '/accounts/redeem'] as const).map(
    (path): Operation => ({
      method: 'post',
      path,
      tag: 'Redemption',
      summary: path === '/redeem_booking' ? 'Register a redemption (a scanned barcode)' : 'Register a redemption (alias of /redeem_booking)',
      auth: true,
      idempotent: true,
      body: RedeemBody,
      response: R.RedeemedRecord,
      errors: ['BARCODE_INVALID', 'BOOKING_CANCELLED', 'TICKET_REDEEMED', 'DATE_MISMATCH', 'BOOKING_BUSY'],
    }),
  ),
  {
    method: 'put',
    path: '/barcode_prefixes/:prefix',
    tag: 'Redemption',
    summary: 'Register a barcode prefix for look-ups',
    auth: true,
    params: PrefixParams,
    body: NoBody,
    response: R.Prefix,
    errors: ['PREFIX_TAKEN'],
  },
  {
    method: 'delete',
    path: '/barcode_prefixes/:prefix',
    tag: 'Redemption',
    summary: 'Remove a barcode prefix',
    auth: true,
    params: PrefixParams,
    body: NoBody,
    response: R.Empty,
    errors: [],
  },
  { method: 'get', path: '/barcode_prefixes', tag: 'Redemption', summary: 'The caller’s barcode prefixes', auth: true, response: R.Prefixes, errors: [] },

  // --- Reports ---------------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/reports/reconciliation',
    tag: 'Reports',
    summary: 'Registered redemptions between two dates (JSON, or CSV with format=csv)',
    auth: true,
    query: ReconciliationQuery,
    response: R.ReconciliationRows,
    errors: ['INVALID_DATE', 'INVALID_DATE_RANGE', 'DATE_RANGE_TOO_LARGE'],
  },
  {
    method: 'get',
    path: '/reports/invoice',
    tag: 'Reports',
    summary: 'A month’s registered redemptions per counterpart and product (JSON, or CSV)',
    auth: true,
    query: InvoiceQuery,
    response: R.InvoiceRows,
    errors: ['INVALID_DATE'],
  },
];
