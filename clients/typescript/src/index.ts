/**
 * @ticket-marketplace/client: a typed client for the ticket marketplace API. Types come from the
 * API's own OpenAPI document; the behaviour the API's rules ask of every agent (Idempotency-Keys,
 * retries after 503 and 429, paging, resynchronising the feed, verifying notifications) is here.
 */
export { createMarketplaceClient, type AnswerOf, type BodyOf, type MarketplaceClient, type QueryParamsOf } from './client.ts';
export { ConnectionError, CursorExpiredError, type ErrorCodeOf, isMarketplaceError, MarketplaceError, type OperationError } from './errors.ts';
export { OPERATIONS, type OperationName } from './operations.ts';
export type { RetrySettings } from './retry.ts';
export { type CallOptions, type ClientSettings, type ResponseInfo, type RetryEvent, responseOf } from './transport.ts';
export type { components, Mode, paths, Schemas, webhooks } from './types.ts';
export {
  type HeadersLike,
  type NotificationBody,
  type NotificationEvent,
  type VerifiedNotification,
  type VerifyOptions,
  verifyNotification,
  WebhookVerificationError,
} from './webhooks.ts';
