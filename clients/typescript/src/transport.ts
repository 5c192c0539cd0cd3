/**
 * One logical call to the API, however many attempts it takes: the `Idempotency-Key` made once
 * and sent with every attempt of a POST, the body serialised again for each attempt, retries by
 * the rules of retry.ts within the call's deadline, and the answer's facts (request id, mode,
 * replay, attempts) kept beside the result. The request itself (URL, path and query parameters,
 * JSON body) is openapi-fetch's, typed by the generated document.
 */
import createClient from 'openapi-fetch';
import { ConnectionError, CursorExpiredError, MarketplaceError, type MarketplaceErrorInit } from './errors.ts';
import type { OperationSpec } from './operations.ts';
import { DEFAULT_RETRY, delayBeforeRetry, parseRetryAfter, type RetrySettings, shouldRetry } from './retry.ts';
import type { Mode, paths } from './types.ts';

export type ClientSettings = {
  /** Where the API is: `https://api.example.com` (the operations' paths start with `/v1`). */
  baseUrl: string;
  /** The account's email or registered domain: the Basic user name. */
  account?: string;
  /** The account's token: `tmk_…` for live, `tmk_test_…` for test mode. */
  token?: string;
  /** Total time one call may take, every attempt and wait included (default 60 s). */
  deadlineMs?: number;
  /** Backoff between attempts without `Retry-After`; `false`: one attempt per call, never retried. */
  retry?: Partial<RetrySettings> | false;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
  /** Another fetch (a proxy agent, a test's recorder); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** Told before each wait for another attempt: for logs and metrics. */
  onRetry?: (retry: RetryEvent) => void;
};

export type RetryEvent = {
  operation: string;
  /** Attempts made so far. */
  attempts: number;
  delayMs: number;
  /** The answer that is retried (`503 SUPPLIER_UNAVAILABLE`), or `no answer: …`. */
  reason: string;
  idempotencyKey: string | undefined;
};

export type CallOptions = {
  /** Extra headers for this call, e.g. `{ 'Test-Scenario': 'supplier_down=10' }` in test mode. */
  headers?: Record<string, string>;
  /** Your own `Idempotency-Key` for this POST (made for you otherwise): reuse it to repeat a call you lost track of. */
  idempotencyKey?: string;
  /** This call's total time, retries included; overrides the client's. */
  deadlineMs?: number;
  /** `false`: one attempt only. */
  retry?: false;
  signal?: AbortSignal;
};

/** What the API said about an answer, beside its body: `responseOf(result)`. */
export type ResponseInfo = {
  status: number;
  /** `Request-Id`: find it with `GET /v1/requests/{id}`, quote it to support. */
  requestId: string | undefined;
  /** Which mode served the call (`Marketplace-Mode`), when the API says. */
  mode: Mode | undefined;
  /** The key every attempt of this POST carried. */
  idempotencyKey: string | undefined;
  /** The API answered from its record of an earlier request with the same key (`Idempotent-Replayed`). */
  replayed: boolean;
  attempts: number;
  /** `X-Total-Count` of list answers. */
  totalCount: number | undefined;
  headers: Headers;
};

const answers = new WeakMap<object, ResponseInfo>();

/** The facts of the answer that `result` came from (request id, mode, replay, attempts), for any object or array a call returned. */
export function responseOf(result: object): ResponseInfo | undefined {
  return answers.get(result);
}

/**
 * One call's input. `csv`: a `text/csv` body sent as it is, for the operations that take one (a
 * rate table); `text`: the answer read as text rather than JSON (a CSV answer).
 */
export type CallInput = { path?: Record<string, string>; query?: Record<string, unknown>; body?: unknown; csv?: string; text?: true };

type LooseRequest = (
  method: string,
  path: string,
  init: {
    params: { path?: Record<string, string>; query?: Record<string, unknown> };
    body?: unknown;
    bodySerializer?: (body: unknown) => string;
    parseAs?: 'text';
    headers: Headers;
    signal: AbortSignal;
  },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export function modeOfToken(token: string | undefined): Mode | undefined {
  if (token === undefined) return undefined;
  return token.startsWith('tmk_test_') ? 'test' : 'live';
}

export function createTransport(settings: ClientSettings) {
  const api = createClient<paths>({ baseUrl: settings.baseUrl, ...(settings.fetch ? { fetch: settings.fetch } : {}) });
  // The typed surface is the client's own methods; here one loosely typed entry serves them all.
  const request = api.request as unknown as LooseRequest;
  const retrySettings = settings.retry === false ? undefined : { ...DEFAULT_RETRY, ...settings.retry };
  const authorization = settings.token === undefined ? undefined : `Basic ${base64(new TextEncoder().encode(`${settings.account ?? ''}:${settings.token}`))}`;

  /** One call of `spec`, named `operation` in errors and events. */
  return async function send(operation: string, spec: OperationSpec, input: CallInput, options: CallOptions = {}): Promise<unknown> {
    const headers = new Headers(settings.headers);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    if (authorization && !headers.has('authorization')) headers.set('Authorization', authorization);
    const callersKey = options.idempotencyKey ?? headers.get('idempotency-key') ?? undefined;
    const idempotencyKey = spec.method === 'post' ? (callersKey ?? newKey()) : undefined;
    if (idempotencyKey !== undefined) headers.set('Idempotency-Key', idempotencyKey);
    if (input.csv !== undefined) headers.set('Content-Type', 'text/csv');
    if (input.text) headers.set('Accept', 'text/csv');
    // A repeat that cannot do the thing twice: a read, a PUT or DELETE, or a POST the API answers from its key's record.
    const repeatable = spec.method === 'get' || spec.method === 'put' || spec.method === 'delete' || spec.keyed;
    const retrying = options.retry === false ? undefined : retrySettings;
    const deadline = Date.now() + (options.deadlineMs ?? settings.deadlineMs ?? 60_000);
    let attempts = 0;
    let hadNoAnswer = false;
    let lastError: unknown;

    for (;;) {
      attempts += 1;
      const deadlineSignal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
      const signal = options.signal ? AbortSignal.any([options.signal, deadlineSignal]) : deadlineSignal;
      let answer: Awaited<ReturnType<LooseRequest>>;
      try {
        // openapi-fetch serialises `body` afresh on each attempt: no attempt sends a body an earlier one consumed.
        answer = await request(spec.method, spec.path, {
          params: { ...(input.path ? { path: input.path } : {}), ...(input.query ? { query: input.query } : {}) },
          ...(input.body !== undefined ? { body: input.body } : {}),
          ...(input.csv !== undefined ? { body: input.csv, bodySerializer: (text: unknown) => String(text) } : {}),
          ...(input.text ? { parseAs: 'text' as const } : {}),
          headers,
          signal,
        });
      } catch (err) {
        if (options.signal?.aborted) throw options.signal.reason;
        const timedOut = deadlineSignal.aborted;
        const noAnswer = new ConnectionError({
          operation,
          attempts,
          idempotencyKey,
          deadlineExceeded: timedOut,
          why: timedOut ? 'no answer within the deadline' : `no answer (${describe(err)})${repeatable ? '' : '; not repeated: a repeat could do it twice'}`,
          cause: timedOut && lastError !== undefined ? lastError : err,
        });
        if (timedOut || !retrying || !shouldRetry({ answered: false }, { repeatable, inProgressIsOurs: true })) throw noAnswer;
        hadNoAnswer = true;
        lastError = noAnswer;
        await wait(retrying, attempts, undefined, `no answer: ${describe(err)}`);
        continue;
      }

      const { response } = answer;
      const facts = {
        requestId: response.headers.get('request-id') ?? undefined,
        mode: parseMode(response.headers.get('marketplace-mode')),
        idempotencyKey,
        attempts,
      };
      if (response.ok) {
        const data = answer.data;
        if (typeof data === 'object' && data !== null) {
          answers.set(data, {
            status: response.status,
            ...facts,
            replayed: response.headers.get('idempotent-replayed') === 'true',
            totalCount: parseCount(response.headers.get('x-total-count')),
            headers: response.headers,
          });
        }
        return data;
      }
      const body = answer.error as { error?: unknown } | undefined;
      const init: MarketplaceErrorInit = {
        code: typeof body?.error === 'string' ? body.error : `HTTP_${response.status}`,
        status: response.status,
        detail: response.headers.get('error-detail') ?? undefined,
        retryAfter: parseRetryAfter(response.headers.get('retry-after')),
        operation,
        ...facts,
      };
      const error = init.code === 'CURSOR_EXPIRED' ? new CursorExpiredError(init) : new MarketplaceError(init);
      // A request still running under this key is this call's own after a lost attempt, or under the caller's own key.
      const inProgressIsOurs = hadNoAnswer || callersKey !== undefined;
      if (!retrying || !shouldRetry({ answered: true, status: init.status, code: init.code, retryAfter: init.retryAfter }, { repeatable, inProgressIsOurs }))
        throw error;
      lastError = error;
      await wait(retrying, attempts, init.retryAfter, `${init.status} ${init.code}`);
    }

    /** Sleeps before the next attempt, or throws the last error when the wait would pass the deadline. */
    async function wait(retry: RetrySettings, attempts: number, retryAfter: number | undefined, reason: string): Promise<void> {
      const delayMs = delayBeforeRetry(attempts, retryAfter, retry);
      if (Date.now() + delayMs >= deadline) throw lastError;
      settings.onRetry?.({ operation, attempts, delayMs, reason, idempotencyKey });
      await sleep(delayMs, options.signal);
    }
  };
}

function parseMode(value: string | null): Mode | undefined {
  return value === 'live' || value === 'test' ? value : undefined;
}

function parseCount(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

function describe(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return err instanceof Error ? `${err.message}${cause}` : String(err);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A UUID v4: `crypto.randomUUID` where there is one (it needs a secure context in browsers), else from `getRandomValues`. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
