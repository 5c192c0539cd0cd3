import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { createAccount, type TestAccount } from '../helpers/accounts.ts';
import { startFakeSupplier, type FakeSupplier } from '../helpers/fakeSupplier.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy.ts';
import type { Client } from '@temporalio/client';
import { connectClient } from '../../src/temporal/connect.ts';
import { TEST_NOTIFICATION_LIMIT } from '../../src/notifications/test.ts';

/** Issue 22 §2: POST /v1/notifications/test sends a signed `test` event now, through the delivery path, and answers what the receiver said. */
describe('test notifications (POST /v1/notifications/test)', function () {
  this.timeout(60_000);
  let api: Harness;
  let receiver: FakeSupplier;
  let account: TestAccount;
  let answer: { status: number; body: Record<string, unknown> } = { status: 200, body: {} };

  before(async () => {
    receiver = await startFakeSupplier({ ca: testStack().ca });
    receiver.on('POST', '/test', () => answer);
    api = await startHarness();
    account = await createAccount(api, { notification_url: receiver.url });
  });
  after(async () => {
    await api?.stop();
    await receiver?.close();
  });

  const tests = () => receiver.requests.filter((r) => r.path === '/test');

  it('delivers a signed test event at once and answers the receiver’s 200, logged like every notification', async function () {
    const made = await api.call('POST', '/v1/account/webhook_secret', { auth: account.auth });
    assert.equal(made.status, 200);
    const res = await api.call('POST', '/v1/notifications/test', { auth: account.auth, json: {} });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual([res.body.event, res.body.status, res.body.attempts, res.body.last_status], ['test', 'delivered', 1, '200']);
    const [request] = tests();
    assert.equal(tests().length, 1);
    assert.equal(request!.headers['idempotency-key'], res.body.id);
    assert.equal(request!.headers['webhook-id'], res.body.id);
    assert.ok(new Webhook(made.body.webhook_secret).verify(request!.rawBody, request!.headers), 'signed with the account’s secret');
    const body = JSON.parse(request!.rawBody);
    assert.deepEqual([body.event, body.account], ['test', account.email]);
    const logged = await api.call('GET', '/v1/notifications?event=test', { auth: account.auth });
    assert.deepEqual(
      logged.body.map((n: { id: string }) => n.id),
      [res.body.id],
    );
  });

  it('answers a refusal as the receiver gave it, failed after its one attempt, and tries once more on request', async function () {
    answer = { status: 401, body: { error: 'INVALID_SIGNATURE' } };
    const before = tests().length;
    const res = await api.call('POST', '/v1/notifications/test', { auth: account.auth });
    assert.equal(res.status, 200);
    assert.deepEqual([res.body.status, res.body.attempts, res.body.last_status, res.body.next_attempt], ['failed', 1, '401 INVALID_SIGNATURE', null]);
    // The harness retries real deliveries after 200 ms: well past that, still the one attempt.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    assert.equal(tests().length, before + 1);

    answer = { status: 200, body: {} };
    const again = await api.call('POST', `/v1/notifications/${res.body.id}/redeliver`, { auth: account.auth });
    assert.equal(again.status, 202);
    const delivered = await eventually(async () => {
      const entry = await api.call('GET', `/v1/notifications/${res.body.id}`, { auth: account.auth });
      assert.equal(entry.body.status, 'delivered');
      return entry.body;
    });
    assert.equal(delivered.attempts, 2);
    assert.equal(tests().at(-1)!.headers['webhook-id'], res.body.id);
  });

  it('answers a receiver that cannot be reached, and refuses a body or no credentials', async function () {
    const lonely = await createAccount(api, { notification_url: 'https://127.0.0.1:1/hooks' });
    const res = await api.call('POST', '/v1/notifications/test', { auth: lonely.auth });
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'failed');
    assert.match(String(res.body.last_status), /refused|ECONNREFUSED|connect/i);
    assert.equal((await api.call('POST', '/v1/notifications/test', { auth: account.auth, json: { x: 1 } })).status, 400);
    assert.equal((await api.call('POST', '/v1/notifications/test')).status, 401);
  });

  it('allows 10 tests a minute per account, then 429 with Retry-After, sending nothing more', async function () {
    const busy = await createAccount(api, { notification_url: receiver.url });
    const sentBefore = tests().length;
    const statuses: number[] = [];
    for (let i = 0; i < TEST_NOTIFICATION_LIMIT.points + 1; i++) statuses.push((await api.call('POST', '/v1/notifications/test', { auth: busy.auth })).status);
    assert.deepEqual(statuses, [...Array(TEST_NOTIFICATION_LIMIT.points).fill(200), 429]);
    assert.equal(tests().length, sentBefore + TEST_NOTIFICATION_LIMIT.points);
    const limited = await api.call('POST', '/v1/notifications/test', { auth: busy.auth });
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    // Another account's budget is its own.
    assert.equal((await api.call('POST', '/v1/notifications/test', { auth: account.auth })).status, 200);
  });
});

describe('test notifications while Temporal is unreachable', function () {
  this.timeout(60_000);
  let proxy: TcpProxy;
  let temporal: Client;
  let api: Harness;
  before(async () => {
    proxy = await startTcpProxy(testStack().temporal.address);
    temporal = await connectClient({ address: proxy.address, namespace: 'default', tls: false });
    api = await startHarness({ temporal });
  });
  after(async () => {
    await api?.stop();
    await temporal?.connection.close();
    await proxy?.close();
  });

  it('answers 503 and leaves no entry in the delivery log', async function () {
    const account = await createAccount(api);
    await proxy.down();
    try {
      const res = await api.call('POST', '/v1/notifications/test', { auth: account.auth });
      assert.deepEqual([res.status, res.body], [503, { error: 'SERVICE_UNAVAILABLE' }]);
    } finally {
      await proxy.up();
    }
    const logged = await api.call('GET', '/v1/notifications?event=test', { auth: account.auth });
    assert.deepEqual(logged.body, []);
  });
});
