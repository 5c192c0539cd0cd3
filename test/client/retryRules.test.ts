import assert from 'node:assert/strict';
import { DEFAULT_RETRY, delayBeforeRetry, parseRetryAfter, shouldRetry } from '../../clients/typescript/src/retry.ts';

/** The client's retry rules by themselves (test/client/retries.test.ts shows them against the API). */
describe('the typed client: when it tries again, and after how long', function () {
  const answered = (status: number, code: string, retryAfter?: number) => ({ answered: true as const, status, code, retryAfter });
  const first = { repeatable: true, inProgressIsOurs: false };

  it('repeats a 503 always, a 429 only with Retry-After, and no other 4xx or 5xx', function () {
    assert.equal(shouldRetry(answered(503, 'SUPPLIER_UNAVAILABLE', 5), first), true);
    assert.equal(shouldRetry(answered(503, 'SERVICE_UNAVAILABLE'), first), true);
    assert.equal(shouldRetry(answered(429, 'TOO_MANY_REQUESTS', 30), first), true);
    assert.equal(shouldRetry(answered(429, 'TOO_MANY_REQUESTS'), first), false);
    for (const [status, code] of [
      [400, 'INVALID_REQUEST'],
      [401, 'UNAUTHORIZED'],
      [403, 'FORBIDDEN'],
      [404, 'BOOKING_NOT_FOUND'],
      [409, 'REFERENCE_IN_USE'],
      [409, 'BOOKING_BUSY'],
      [410, 'CURSOR_EXPIRED'],
      [422, 'IDEMPOTENCY_KEY_REUSED'],
      [500, 'INTERNAL_ERROR'],
      [502, 'SUPPLIER_ERROR'],
    ] as const) {
      assert.equal(shouldRetry(answered(status, code, 5), { repeatable: true, inProgressIsOurs: true }), false, `${status} ${code}`);
    }
  });

  it('repeats after no answer only where a repeat is safe, and waits out REQUEST_IN_PROGRESS only when the request running is its own', function () {
    assert.equal(shouldRetry({ answered: false }, { repeatable: true, inProgressIsOurs: false }), true);
    assert.equal(shouldRetry({ answered: false }, { repeatable: false, inProgressIsOurs: false }), false);
    assert.equal(shouldRetry(answered(409, 'REQUEST_IN_PROGRESS'), { repeatable: true, inProgressIsOurs: true }), true);
    assert.equal(shouldRetry(answered(409, 'REQUEST_IN_PROGRESS'), { repeatable: true, inProgressIsOurs: false }), false);
  });

  it('waits at least Retry-After, spread by up to a tenth (250 ms at least)', function () {
    assert.equal(
      delayBeforeRetry(1, 5, DEFAULT_RETRY, () => 0),
      5000,
    );
    assert.equal(
      delayBeforeRetry(1, 5, DEFAULT_RETRY, () => 1),
      5500,
    );
    assert.equal(
      delayBeforeRetry(3, 0, DEFAULT_RETRY, () => 1),
      250,
    );
    assert.equal(
      delayBeforeRetry(1, 60, DEFAULT_RETRY, () => 1),
      66_000,
    );
  });

  it('without Retry-After backs off exponentially with jitter: half of each step fixed, half random, up to the cap', function () {
    const settings = { initialDelayMs: 500, maxDelayMs: 4000 };
    const bounds = [1, 2, 3, 4, 5, 6].map((n) => [delayBeforeRetry(n, undefined, settings, () => 0), delayBeforeRetry(n, undefined, settings, () => 1)]);
    assert.deepEqual(bounds, [
      [250, 500],
      [500, 1000],
      [1000, 2000],
      [2000, 4000],
      [2000, 4000],
      [2000, 4000],
    ]);
    const spread = new Set(Array.from({ length: 50 }, () => delayBeforeRetry(2, undefined, settings)));
    assert.ok(spread.size > 40, 'two clients told nothing rarely come back together');
  });

  it('reads Retry-After as seconds or an HTTP date, and nothing else', function () {
    const now = Date.parse('2026-11-27T10:00:00Z');
    assert.equal(parseRetryAfter('5', now), 5);
    assert.equal(parseRetryAfter(' 120 ', now), 120);
    assert.equal(parseRetryAfter('Fri, 27 Nov 2026 10:00:30 GMT', now), 30);
    assert.equal(parseRetryAfter('Fri, 27 Nov 2026 09:00:00 GMT', now), 0);
    for (const bad of [null, '', 'soon', '-1', '1.5']) assert.equal(parseRetryAfter(bad, now), undefined, String(bad));
  });
});
