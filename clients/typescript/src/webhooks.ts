/**
 * Checks a notification the marketplace sent (Standard Webhooks, https://www.standardwebhooks.com/):
 * `webhook-signature` holds `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`,
 * one per secret that signs (two during the 24 hours after a rotation). On Web Crypto, so it runs
 * wherever the client runs; over the body's exact bytes.
 */
import type { webhooks } from './types.ts';

export type NotificationEvent = keyof webhooks;
type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;
/** The body the document gives for a notification event. */
export type NotificationBody<E extends NotificationEvent> = JsonOf<NonNullable<webhooks[E]['post']['requestBody']>>;

/** A verified notification: which event, its typed body, its id (the same on every attempt: deduplicate by it) and when it was signed. */
export type VerifiedNotification<E extends NotificationEvent = NotificationEvent> = {
  [K in E]: {
    event: K;
    body: NotificationBody<K>;
    /** `webhook-id`, equal to the `Idempotency-Key`: the same on every attempt and redelivery. */
    id: string;
    timestamp: Date;
    /** Which of the secrets given verified it (its index): after a rotation, switch once the new one does. */
    secretIndex: number;
  };
}[E];

export type VerifyOptions = {
  /** The path (or URL) the notification was posted to: its last segment names the event (`…/booking_update`). */
  path?: string;
  /** Seconds a timestamp may be off from now (default 300, as Standard Webhooks' libraries). */
  toleranceSeconds?: number;
  /** Now, in ms since the epoch (for tests and replays). */
  now?: number;
};

export type HeadersLike = Headers | Record<string, string | string[] | undefined>;

export class WebhookVerificationError extends Error {
  readonly reason: 'missing-headers' | 'unsigned' | 'stale-timestamp' | 'bad-signature' | 'bad-body';
  constructor(reason: WebhookVerificationError['reason'], message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
  }
}

/** Every event of the document: a new one is a type error here until the client knows it. */
const KNOWN_EVENTS = {
  booking_confirmation: true,
  booking_update: true,
  booking_cancellation: true,
  ticket_redemption: true,
  'booking.cancelled_by_supplier': true,
  'availability.updated': true,
  'rates.updated': true,
  test: true,
} as const satisfies Record<NotificationEvent, true>;
const EVENTS = Object.keys(KNOWN_EVENTS) as NotificationEvent[];

/**
 * Verifies a notification and returns it typed by its event, or throws `WebhookVerificationError`.
 * `rawBody` must be the bytes as received (a parsed and re-serialised body does not verify);
 * `secrets` is the account's `whsec_…` secret, or both during a rotation (either verifies).
 * Booking confirmations, updates and cancellations share one body: give `{ path }` for those
 * (a supplier's cancellation, `booking.cancelled_by_supplier`, is told by its body too).
 */
export async function verifyNotification<E extends NotificationEvent = NotificationEvent>(
  headers: HeadersLike,
  rawBody: string | Uint8Array | ArrayBuffer,
  secrets: string | readonly string[],
  options: VerifyOptions = {},
): Promise<VerifiedNotification<E>> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signature = header(headers, 'webhook-signature');
  if (!id || !timestamp) throw new WebhookVerificationError('missing-headers', 'not a notification: webhook-id or webhook-timestamp is missing');
  if (!signature) throw new WebhookVerificationError('unsigned', 'the notification is not signed: the account had no webhook secret when it was sent');
  const seconds = /^\d+$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  const now = options.now ?? Date.now();
  const tolerance = options.toleranceSeconds ?? 300;
  if (!Number.isFinite(seconds) || Math.abs(now / 1000 - seconds) > tolerance) {
    throw new WebhookVerificationError(
      'stale-timestamp',
      `webhook-timestamp ${timestamp} is more than ${tolerance} s from now: a replay, or a clock that is off`,
    );
  }
  const body = bytesOf(rawBody);
  const signed = concat(new TextEncoder().encode(`${id}.${timestamp}.`), body);
  const offered = signature
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .map((s) => decodeBase64(s.slice(3)))
    .filter((s): s is Uint8Array<ArrayBuffer> => s !== undefined);
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  let secretIndex = -1;
  for (const [index, secret] of list.entries()) {
    const key = await crypto.subtle.importKey('raw', secretBytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    // subtle.verify compares in constant time.
    for (const candidate of offered) if (await crypto.subtle.verify('HMAC', key, candidate, signed)) secretIndex = index;
    if (secretIndex >= 0) break;
  }
  if (secretIndex < 0) {
    throw new WebhookVerificationError('bad-signature', 'no signature matches: the body was changed, or it was signed with another secret');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new WebhookVerificationError('bad-body', 'the signed body is not JSON');
  }
  const event = eventOf(options.path, parsed);
  return { event, body: parsed, id, timestamp: new Date(seconds * 1000), secretIndex } as VerifiedNotification<E>;
}

/** From the path it was posted to, else from the body where the body alone says. */
function eventOf(path: string | undefined, body: unknown): NotificationEvent {
  if (path !== undefined) {
    const last = decodeURIComponent(new URL(path, 'http://path.invalid').pathname.split('/').pop() ?? '');
    const event = EVENTS.find((e) => e === last);
    if (!event) throw new TypeError(`${path} names no notification event (${EVENTS.join(', ')})`);
    return event;
  }
  const fields = typeof body === 'object' && body !== null ? body : {};
  if ('event' in fields && fields.event === 'test') return 'test';
  if ('sequence' in fields && 'dates' in fields) return 'availability.updated';
  if ('sequence' in fields && 'from' in fields && 'currency' in fields) return 'rates.updated';
  if ('ticket' in fields && 'reference' in fields) return 'ticket_redemption';
  // The booking as cancelled, and who cancelled it: only a supplier's cancellation says so.
  if ('cancelled_by' in fields && fields.cancelled_by === 'supplier' && 'reason' in fields) return 'booking.cancelled_by_supplier';
  throw new TypeError('a booking confirmation, update and cancellation share one body: pass { path } (where the notification was posted) to tell them apart');
}

function header(headers: HeadersLike, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(' ') : value;
  }
  return undefined;
}

function bytesOf(raw: string | Uint8Array | ArrayBuffer): Uint8Array {
  if (typeof raw === 'string') return new TextEncoder().encode(raw);
  return raw instanceof Uint8Array ? raw : new Uint8Array(raw);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** A `whsec_…` secret's key bytes (base64 after the prefix). */
function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const bytes = decodeBase64(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret);
  if (!bytes || bytes.length === 0) throw new TypeError('a webhook secret is whsec_ followed by base64, as POST /v1/account/webhook_secret answers it');
  return bytes;
}
