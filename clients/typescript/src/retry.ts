/**
 * When a call is tried again, and after how long. The rules are the API's (docs/API.md):
 * 503 means "repeat the same request" (the supplier or our workflow engine is busy; what was
 * committed goes on), 429 says when with `Retry-After`, and any other 4xx is the caller's to fix.
 */

export type RetrySettings = {
  /** The first wait without a `Retry-After`; each further one doubles, up to `maxDelayMs`. */
  initialDelayMs: number;
  maxDelayMs: number;
};

export const DEFAULT_RETRY: RetrySettings = { initialDelayMs: 500, maxDelayMs: 20_000 };

/** What one attempt got: an answer (an error status with its code), or none (the connection failed). */
export type AttemptOutcome = { answered: true; status: number; code: string; retryAfter: number | undefined } | { answered: false };

/**
 * Whether to try again after `outcome`.
 * - No answer: only where a repeat cannot do the thing twice (`repeatable`: a read, a PUT or
 *   DELETE, or a POST the API answers from its `Idempotency-Key` record).
 * - 503: always (`Retry-After` says when).
 * - 429: only with `Retry-After`.
 * - 409 `REQUEST_IN_PROGRESS` (the same key and body still running at the API): only when that
 *   request is this call's own: an earlier attempt of it got no answer, or the caller gave its own
 *   key (its repeat of a call it lost track of). The repeat then gets that request's answer.
 *   Any other 4xx: never.
 */
export function shouldRetry(outcome: AttemptOutcome, call: { repeatable: boolean; inProgressIsOurs: boolean }): boolean {
  if (!outcome.answered) return call.repeatable;
  if (outcome.status === 503) return true;
  if (outcome.status === 429) return outcome.retryAfter !== undefined;
  return outcome.status === 409 && outcome.code === 'REQUEST_IN_PROGRESS' && call.inProgressIsOurs;
}

/**
 * The wait before the next attempt, after `attempts` of them. With `Retry-After`, at least that,
 * and up to a tenth more (at least 250 ms of spread), so that clients told the same second do not
 * all come back in it. Without, exponential backoff with "equal jitter": half the step fixed, half
 * random, so waits grow but never collapse to zero.
 */
export function delayBeforeRetry(attempts: number, retryAfterSeconds: number | undefined, settings: RetrySettings, random: () => number = Math.random): number {
  if (retryAfterSeconds !== undefined) {
    const floor = retryAfterSeconds * 1000;
    return floor + random() * Math.max(250, floor / 10);
  }
  const step = Math.min(settings.maxDelayMs, settings.initialDelayMs * 2 ** (attempts - 1));
  return step / 2 + (random() * step) / 2;
}

/** `Retry-After` in seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month in letters; Date.parse would also take '-1' or '1.5'.
  if (!/[a-z]/i.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
