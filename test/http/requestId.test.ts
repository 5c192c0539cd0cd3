import assert from 'node:assert/strict';
import { createAccount } from '../helpers/accounts.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';

/** Every answer carries the id the logs know the request by (issue 22 §1): `Request-Id`. */
describe('Request-Id on every answer', function () {
  this.timeout(30_000);
  const logLines: string[] = [];
  let api: Harness;
  before(async () => {
    api = await startHarness({ worker: false, logLines });
  });
  after(async () => api?.stop());

  it('on successes and on every kind of error, equal to X-Request-Id and to the id of the request’s log line', async function () {
    const account = await createAccount(api);
    const answers = [
      await api.call('GET', '/v1/account', { auth: account.auth }),
      await api.call('GET', '/v1/account'),
      await api.call('GET', '/v1/nowhere', { auth: account.auth }),
      await api.call('DELETE', '/v1/account', { auth: account.auth }),
      await api.call('PATCH', '/v1/account', { auth: account.auth, json: { name: 7 } }),
    ];
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 401, 404, 405, 400],
    );
    const ids = new Set<string>();
    for (const answer of answers) {
      const id = answer.headers.get('request-id');
      assert.ok(id && /^[0-9a-f-]{36}$/.test(id), `Request-Id on ${answer.status}`);
      assert.equal(answer.headers.get('x-request-id'), id);
      assert.ok(
        logLines.some((line) => {
          const entry = JSON.parse(line) as { requestId?: string; msg?: string; status?: number };
          return entry.requestId === id && entry.msg === 'request' && entry.status === answer.status;
        }),
        `the log line of the ${answer.status}`,
      );
      ids.add(id);
    }
    assert.equal(ids.size, answers.length, 'one id per request');
  });

  it('on an answer Node’s own parser gives (a header over the limit), also on a connection kept alive from an earlier request', async function () {
    // A first request, so that the next one goes over the same kept-alive connection (fetch's pool):
    // there the answer used to be a closed connection instead of 431.
    assert.equal((await fetch(`${api.baseUrl}/health`)).status, 200);
    const res = await fetch(`${api.baseUrl}/v1/account`, { headers: { 'idempotency-key': 'x'.repeat(20_000) } });
    assert.equal(res.status, 431);
    assert.deepEqual(await res.json(), { error: 'HEADERS_TOO_LARGE' });
    assert.match(res.headers.get('request-id') ?? '', /^[0-9a-f-]{36}$/);
  });
});
