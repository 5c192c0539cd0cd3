import assert from 'node:assert/strict';
import { addDays } from '../../src/domain/dates.ts';
import { TEMPORAL_CALL_MS } from '../../src/temporal/calls.ts';
import { within } from '../../src/within.ts';
import { createAccount, type TestAccount } from '../helpers/accounts.ts';
import { startFakeSupplier, type FakeSupplier } from '../helpers/fakeSupplier.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { startPausableTemporal, type PausableTemporal } from '../helpers/pausableTemporal.ts';
import { testStack } from '../helpers/stack.ts';

/**
 * Every Temporal call on a request path has a deadline (issue 34 §5): a supplier's push, which
 * announces its change to the notices workflow, answers while Temporal hangs. Temporal here is a
 * dev server of the test's own, paused with SIGSTOP (not killed: its sockets stay open and
 * nothing answers), so the suite's shared server is not touched.
 */
describe('a push while Temporal hangs', function () {
  this.timeout(60_000);
  let temporal: PausableTemporal;
  let api: Harness;
  let callbacks: FakeSupplier;
  let supplier: TestAccount;
  const logLines: string[] = [];

  before(async function () {
    temporal = await startPausableTemporal();
    api = await startHarness({ worker: false, temporal: temporal.client, logLines });
    callbacks = await startFakeSupplier({ ca: testStack().ca });
    callbacks.on('GET', '/products', () => ({
      body: { HUNG: { name: 'Hung', supplier: null, country: 'NL', city: 'NLAMS', freesale: false, time_zone: 'UTC', options: {} } },
    }));
    supplier = await createAccount(api, { name: 'Pushing supplier', callback_url: callbacks.url });
    // The supplier listens to its own product's notices: every change is to be announced.
    assert.equal((await api.call('PATCH', '/v1/account', { auth: supplier.auth, json: { availability_notifications: true } })).status, 200);
  });
  after(async function () {
    await api?.stop();
    await callbacks?.close();
    await temporal?.stop();
  });

  const push = (date: string) => api.call('POST', '/v1/availability_changes', { auth: supplier.auth, json: { product: 'HUNG', dates: [date] } });
  const unannounced = async () =>
    (
      await testStack()
        .db.fork()
        .getConnection()
        .execute<{ n: number }[]>(
          `select count(*)::int as n from availability_change c join account o on o.id = c.owner_id where o.email = ? and not c.noticed`,
          [supplier.email],
        )
    )[0]!.n;

  it('answers within the deadline, the change committed and left for housekeeping to announce', async function () {
    // With Temporal answering, the change is announced: the notices workflow takes it.
    const first = await push(addDays(new Date().toISOString().slice(0, 10), 30));
    assert.equal(first.status, 200, JSON.stringify(first.body));
    temporal.pause();
    try {
      const started = Date.now();
      // Without a deadline the call waits for gRPC's keep-alive to give up on the connection (some 45 s), then retries.
      const pushed = await within(TEMPORAL_CALL_MS + 5_000, push(addDays(new Date().toISOString().slice(0, 10), 31)));
      const took = Date.now() - started;
      assert.equal(pushed.status, 200, JSON.stringify(pushed.body));
      assert.ok(took >= TEMPORAL_CALL_MS - 100, `answered in ${took} ms: it did wait for Temporal`);
      assert.ok((await unannounced()) >= 1, 'the change waits, unannounced, for housekeeping');
      assert.ok(logLines.some((line) => line.includes('availability change not announced yet')));
    } finally {
      temporal.resume();
    }
  });
});
