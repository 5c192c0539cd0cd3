import assert from 'node:assert/strict';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { addDays } from '../../src/domain/dates.ts';
import { createAccount, grant } from '../helpers/accounts.ts';
import { startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { withSdkLog } from '../helpers/sdkLog.ts';
import { createThrowawayCa } from '../helpers/throwawayCa.ts';

/**
 * Refusals an agent meets every day, and what they leave behind: an answer that says why, no
 * supplier call where we can tell ourselves, and one info line in the log rather than an
 * operator's warning with a stack trace.
 */
describe('ordinary refusals', function () {
  this.timeout(60_000);
  const logLines: string[] = [];
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld({ logLines });
  });
  beforeEach(() => {
    w.reset();
    logLines.length = 0;
  });
  after(async () => w?.stop());

  const logged = () => logLines.map((line) => JSON.parse(line) as { level: number; msg: string; [key: string]: unknown });

  it('refuses a date already past where the product is, before asking the supplier, with a detail that says so', async function () {
    const yesterday = addDays(w.today(), -1);
    const held = await w.reserve({ date: yesterday });
    assert.deepEqual([held.status, held.body], [400, { error: 'PAST_CUTOFF_DATE' }]);
    assert.match(held.headers.get('error-detail') ?? '', new RegExp(`^date: ${yesterday} has passed \\(it is ${w.today()} in Europe/Amsterdam`));
    const freesale = await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', date: yesterday, adult: 1, child: 0 });
    assert.deepEqual([freesale.status, freesale.body], [400, { error: 'PAST_CUTOFF_DATE' }]);
    assert.match(freesale.headers.get('error-detail') ?? '', /has passed/);
    assert.deepEqual(
      w.ownerCallbacks.requests.filter((r) => r.method === 'POST').map((r) => r.path),
      [],
      'the supplier was not asked',
    );
    // Today is still sold.
    assert.equal((await w.reserve({ date: w.today() })).status, 200);
  });

  it("logs a supplier's refusal as one info line, without the SDK's warning and stack trace, and tells the agent it was the supplier", async function () {
    await withSdkLog(async (sdkEntries) => {
      w.ownerState.refuseNextReservation.push('PAST_CUTOFF_DATE');
      const res = await w.reserve({});
      assert.deepEqual([res.status, res.body], [400, { error: 'PAST_CUTOFF_DATE' }]);
      assert.match(res.headers.get('error-detail') ?? '', /^the supplier's cut-off for that date has passed/);
      assert.deepEqual(
        sdkEntries.filter((e) => e.message === 'Activity failed').map((e) => e.level),
        [],
        'no "Activity failed" warning from the worker',
      );
    });
    const lines = logged().filter((l) => l.level >= 30 && /refus/.test(l.msg));
    assert.deepEqual(
      lines.map((l) => [l.level, l.msg, l.code]),
      [[30, 'supplier refused: PAST_CUTOFF_DATE', 'PAST_CUTOFF_DATE']],
    );
    assert.ok(!logLines.some((line) => line.includes('"stack"')), 'no stack trace in the log');
  });

  it('logs a supplier that is down as one line per retry, without the SDK’s warning and stack trace, and the retry books', async function () {
    await withSdkLog(async (sdkEntries) => {
      w.ownerCallbacks.failNext(1, 503, '/reservation');
      const res = await w.reserve({});
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(
        sdkEntries.filter((e) => e.message === 'Activity failed').map((e) => e.level),
        [],
        'no "Activity failed" warning from the worker',
      );
    });
    const lines = logged().filter((l) => l.level >= 30 && /unavailable|failed/.test(l.msg));
    assert.deepEqual(
      lines.map((l) => [l.level, l.msg, l.reason, l.attempt]),
      [[40, 'supplier unavailable, will retry: POST /reservation', 'supplier SERVER_ERROR 503', 1]],
    );
    assert.ok(!logLines.some((line) => line.includes('"stack"')), 'no stack trace in the log');
  });

  it('tells a supplier that cannot be reached for good (its host does not resolve) from one that is down: 502, no Retry-After, a detail that says a repeat will not help', async function () {
    const nowhere = await createAccount(w.api, { name: 'Nowhere Tours', callback_url: 'https://callbacks.nowhere.invalid/api' });
    await grant(w.api, nowhere, w.agent);
    const products = await w.api.call('GET', `/v1/products?supplier=${nowhere.email}`, { auth: w.agent.auth });
    assert.deepEqual([products.status, products.body], [502, { error: 'SUPPLIER_ERROR' }]);
    assert.equal(products.headers.get('retry-after'), null);
    assert.match(products.headers.get('error-detail') ?? '', /cannot be reached .* a repeat will not help/);
  });

  it('tells a supplier whose certificate we do not trust (another CA) the same way: 502 with "a repeat will not help" on a read, and a hold refused after one attempt', async function () {
    // A real HTTPS server on loopback for every host the suppliers use, with a certificate from a
    // CA the marketplace does not trust; it counts the connections, one per attempt (each ends at the handshake).
    const { certPem, keyPem } = createThrowawayCa().issue(['localhost', '127.0.0.1', '::1']);
    let attempts = 0;
    const untrusted = https.createServer({ cert: certPem, key: keyPem }, (_req, res) => res.end('{}'));
    untrusted.on('connection', () => attempts++);
    await new Promise<void>((resolve) => untrusted.listen(0, '127.0.0.1', resolve));
    const url = `https://u:p@127.0.0.1:${(untrusted.address() as AddressInfo).port}/api`;
    try {
      const stranger = await createAccount(w.api, { name: 'Self-signed Tours', callback_url: url });
      await grant(w.api, stranger, w.agent);
      const products = await w.api.call('GET', `/v1/products?supplier=${stranger.email}`, { auth: w.agent.auth });
      assert.deepEqual([products.status, products.body], [502, { error: 'SUPPLIER_ERROR' }]);
      assert.equal(products.headers.get('retry-after'), null);
      assert.match(products.headers.get('error-detail') ?? '', /cannot be reached .* a repeat will not help/);
      assert.equal(attempts, 1, 'the read tried once');

      // A hold: the products are known (read while its certificate was trusted); then its callbacks move to the untrusted server.
      assert.equal((await w.api.call('GET', `/v1/products?supplier=${w.owner.email}`, { auth: w.agent.auth })).status, 200);
      assert.equal((await w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { callback_url: url } })).status, 200);
      const held = await w.reserve({ expires: new Date(Date.now() + 10 * 60_000).toISOString() });
      assert.deepEqual([held.status, held.body], [502, { error: 'SUPPLIER_ERROR' }]);
      assert.equal(held.headers.get('retry-after'), null);
      assert.match(held.headers.get('error-detail') ?? '', /cannot be reached .* a repeat will not help/);
      // Non-retryable: the hold's activity made one attempt, where a supplier that is down gets several.
      assert.equal(attempts, 2, 'the hold tried once');
    } finally {
      await w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { callback_url: w.ownerCallbacks.url } });
      await new Promise((resolve) => untrusted.close(resolve));
    }
  });

  it('answers a hold whose supplier stopped resolving with 502 at once, not after retrying until it expires', async function () {
    // The products are known (read while the host still resolved); then the supplier moves its callbacks to a name that does not exist.
    assert.equal((await w.api.call('GET', `/v1/products?supplier=${w.owner.email}`, { auth: w.agent.auth })).status, 200);
    const moved = await w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { callback_url: 'https://callbacks.nowhere.invalid/api' } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    try {
      const res = await w.reserve({ expires: new Date(Date.now() + 10 * 60_000).toISOString() });
      assert.deepEqual([res.status, res.body], [502, { error: 'SUPPLIER_ERROR' }]);
      assert.match(res.headers.get('error-detail') ?? '', /cannot be reached/);
    } finally {
      await w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { callback_url: w.ownerCallbacks.url } });
    }
  });
});
