import type { Mode } from '../domain/mode.ts';

export type SupplierMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SupplierRequest = {
  baseUrl: string;
  method: SupplierMethod;
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** The JSON body as text, sent byte for byte (a signed notification: the signature covers these bytes). */
  rawBody?: string;
  /** More headers (the webhook signature); they never replace ours. */
  headers?: Record<string, string>;
  idempotencyKey?: string;
  /** False when any 2xx means accepted (notifications, cancellations): a non-JSON body is then fine. */
  answerMatters?: boolean;
  /** A notification to a receiver rather than a supplier callback: told apart in the metrics. */
  notification?: boolean;
  /** Test mode's calls say so in a header (a supplier may point both URLs at one server); live callbacks carry none, live notifications say `live`. */
  mode?: Mode;
};
