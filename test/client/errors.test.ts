import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { isMarketplaceError, MarketplaceError, type OperationError } from '../../clients/typescript/src/index.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { recordedClient, type RecordedClient } from '../helpers/marketplaceClient.ts';

/**
 * Compiled by `npm run typecheck` (this file is in tsconfig's `test`): a code the operation does
 * not document is a type error, so a `switch (error.code)` cannot test for a code that never comes.
 */
function whatToTell(error: OperationError<'confirmBooking'>): string {
  switch (error.code) {
    case 'SOLD_OUT':
      return 'sold out: offer another date';
    case 'REFERENCE_IN_USE':
      // The code narrows the status too.
      return error.status === 409 ? 'that reference is taken by another booking' : 'impossible';
    case 'SUPPLIER_UNAVAILABLE':
      return `the supplier is down: repeat in ${error.retryAfter ?? 5} s`;
    // @ts-expect-error a code no operation answers is not one of confirmBooking's codes
    case 'NOT_A_CODE':
      return 'never';
    // @ts-expect-error CURSOR_EXPIRED is the feed's code, not the booking confirmation's
    case 'CURSOR_EXPIRED':
      return 'never';
    default:
      return error.detail ?? error.code;
  }
}

function statusOf(error: OperationError<'booking'>): 404 | 400 | 401 | 408 | 429 | 431 | 500 | 503 {
  if (error.code === 'BOOKING_NOT_FOUND') {
    // @ts-expect-error BOOKING_NOT_FOUND comes only with 404: the union ties each code to its status
    const wrong: 400 = error.status;
    return wrong;
  }
  // @ts-expect-error REFERENCE_IN_USE is no answer of GET /v1/bookings/{reference}
  if (error.code === 'REFERENCE_IN_USE') return 400;
  return error.status;
}

describe('the typed client: typed errors', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  let agent: RecordedClient;
  before(async function () {
    w = await startBookingWorld();
    agent = recordedClient(w.api.baseUrl, w.agent);
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  async function rejection(promise: Promise<unknown>): Promise<unknown> {
    return promise.then(
      (value) => assert.fail(`expected an error, got ${JSON.stringify(value)}`),
      (err: unknown) => err,
    );
  }

  it('a 400 with Error-Detail: code, status, detail, the request id the log knows it by, and no retry', async function () {
    const error = await rejection(
      agent.reserve({ supplier: w.owner.email, product: 'BOAT', date: FAR, adult: -1, expires: new Date(Date.now() + 600_000).toISOString() }),
    );
    assert.ok(isMarketplaceError(error, 'reserve'));
    assert.ok(error instanceof MarketplaceError);
    assert.deepEqual([error.code, error.status, error.retryAfter, error.attempts, error.operation], ['INVALID_REQUEST', 400, undefined, 1, 'reserve']);
    assert.match(error.detail ?? '', /^adult: /);
    assert.match(error.message, /^reserve: 400 INVALID_REQUEST \(adult: .*\), Request-Id \S+$/);
    assert.match(error.idempotencyKey ?? '', /^[0-9a-f-]{36}$/);
    const logged = await agent.requestLogEntry(error.requestId!);
    assert.deepEqual([logged.status, logged.error, logged.error_detail, logged.idempotency_key], [400, 'INVALID_REQUEST', error.detail, error.idempotencyKey]);
    assert.equal(agent.attempts.filter((a) => a.url.pathname === '/v1/reservation').length, 1, 'a 400 is never repeated');
    assert.equal(w.ownerCallbacks.requests.length, 0);
  });

  it('a 404: the booking not found, typed for booking()', async function () {
    const error = await rejection(agent.booking(`NOPE-${randomUUID().slice(0, 8)}`));
    assert.ok(isMarketplaceError(error, 'booking'));
    assert.deepEqual([error.code, error.status, statusOf(error)], ['BOOKING_NOT_FOUND', 404, 404]);
    assert.equal(error.detail, 'no such booking for this account');
    assert.equal(isMarketplaceError(error, 'confirmBooking'), false, 'narrowed to the operation that answered it');
  });

  it('a 409: the same reference with another body, never repeated, and told apart by the compiler', async function () {
    const reference = `ERR-${randomUUID().slice(0, 8)}`;
    const body = { reservation: null, supplier: w.owner.email, product: 'MUSEUM', date: FAR, adult: 1, reference };
    const booked = await agent.confirmBooking(body);
    assert.equal(booked.tickets.length, 1);
    const before = agent.attempts.length;
    const error = await rejection(agent.confirmBooking({ ...body, adult: 2 }));
    assert.ok(isMarketplaceError(error, 'confirmBooking'));
    assert.deepEqual([error.code, error.status, error.attempts], ['REFERENCE_IN_USE', 409, 1]);
    assert.equal(agent.attempts.length, before + 1);
    assert.equal(whatToTell(error), 'that reference is taken by another booking');
    assert.equal(w.ownerState.bookings.size, 1);
  });
});
