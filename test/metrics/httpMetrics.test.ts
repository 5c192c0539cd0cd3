import assert from 'node:assert/strict';
import { createProcessMetrics } from '../../src/metrics/processMetrics.ts';
import { createAccount } from '../helpers/accounts.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';

/** The API's request metrics: each answer counted once, with the status it was answered with and the mode that served it. */
describe('request metrics', function () {
  const metrics = createProcessMetrics();
  let api: Harness;
  before(async () => {
    api = await startHarness({ metrics, worker: false });
  });
  after(async () => api?.stop());

  const sample = async (labels: string) =>
    (await metrics.registry.metrics())
      .split('\n')
      .find((line) => line.startsWith(`http_requests_total{${labels}} `))
      ?.split(' ')[1];

  it('counts an error answer with its own status (not the 404 Koa starts with), and each mode apart', async () => {
    const account = await createAccount(api);
    assert.equal((await api.call('GET', '/v1/account')).status, 401);
    assert.equal((await api.call('GET', '/v1/account', { auth: account.testAuth })).status, 200);
    assert.equal((await api.call('POST', '/v1/account/token', { auth: account.testAuth, json: {} })).status, 403);
    assert.equal((await api.call('GET', '/v1/account', { auth: account.auth })).status, 200);
    assert.equal(await sample('method="GET",route="/v1/account",status="401",mode="live"'), '1');
    assert.equal(await sample('method="GET",route="/v1/account",status="200",mode="test"'), '1');
    assert.equal(await sample('method="GET",route="/v1/account",status="200",mode="live"'), '1');
    assert.equal(await sample('method="POST",route="/v1/account/token",status="403",mode="test"'), '1');
    assert.equal(await sample('method="GET",route="/v1/account",status="404",mode="live"'), undefined);
  });
});
