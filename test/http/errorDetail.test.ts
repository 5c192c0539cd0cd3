import assert from 'node:assert/strict';
import { createAccount, type TestAccount } from '../helpers/accounts.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { headerSafe, issueDetail, jsonPath } from '../../src/http/errorDetail.ts';

/** Issue 22 §1: every error answer says what is wrong in `Error-Detail`; the body stays `{"error": CODE}`. */
describe('Error-Detail on every error answer', function () {
  this.timeout(30_000);
  let api: Harness;
  let account: TestAccount;
  before(async () => {
    api = await startHarness({ worker: false });
    account = await createAccount(api);
  });
  after(async () => api?.stop());

  const detailOf = (answer: { headers: Headers }) => answer.headers.get('error-detail') ?? '';
  const sale = { supplier: 'ops@harbour.example', product: 'BOAT', date: '2031-06-01', adult: 1 };

  it('names the field by its JSON path and says why, for body, query and path parameters', async function () {
    const counts = await api.call('POST', '/v1/reservation', { auth: account.auth, json: { ...sale, adult: -1, expires: '2031-05-01T00:00:00Z' } });
    assert.deepEqual([counts.status, counts.body], [400, { error: 'INVALID_REQUEST' }]);
    assert.equal(detailOf(counts), 'adult: Too small: expected number to be >=0');

    const nested = await api.call('PATCH', '/v1/account', { auth: account.auth, json: { name: 7 } });
    assert.equal(detailOf(nested), 'name: Invalid input: expected string, received number');

    const query = await api.call('GET', '/v1/bookings?limit=0', { auth: account.auth });
    assert.equal(query.status, 400);
    assert.match(detailOf(query), /^limit: Too small/);

    const unknown = await api.call('PATCH', '/v1/account', { auth: account.auth, json: { name: 'A', colour: 'red' } });
    assert.equal(detailOf(unknown), 'body: unknown field colour');
  });

  it('gives the reason a rule was broken, beyond the schema', async function () {
    const past = await api.call('POST', '/v1/reservation', { auth: account.auth, json: { ...sale, expires: '2020-01-01T00:00:00Z' } });
    assert.deepEqual([past.status, past.body], [400, { error: 'INVALID_EXPIRES' }]);
    assert.equal(detailOf(past), 'expires: must be in the future');
    const far = await api.call('POST', '/v1/reservation', {
      auth: account.auth,
      json: { ...sale, expires: new Date(Date.now() + 25 * 3600_000).toISOString() },
    });
    assert.equal(detailOf(far), 'expires: at most 24 hours from now');
  });

  it('says what the code means where nothing more precise is known: 401, 404, 405, bad JSON', async function () {
    assert.match(detailOf(await api.call('GET', '/v1/account')), /^credentials missing or wrong/);
    assert.equal(detailOf(await api.call('GET', '/v1/nowhere', { auth: account.auth })), 'no such address in this API');
    assert.equal(detailOf(await api.call('DELETE', '/v1/account', { auth: account.auth })), 'this address does not take this method');
    assert.equal(detailOf(await api.call('PATCH', '/v1/account', { auth: account.auth, raw: '{"name":' })), 'the body is not valid JSON');
    const res = await fetch(`${api.baseUrl}/v1/account`, { headers: { 'idempotency-key': 'x'.repeat(20_000) } });
    assert.equal(res.status, 431);
    assert.equal(res.headers.get('error-detail'), 'the request line or a header is too long');
  });

  it('is the same on a replayed error answer (Idempotency-Key) as on the first', async function () {
    const request = { auth: account.auth, json: { ...sale, expires: '2020-01-01T00:00:00Z' }, headers: { 'idempotency-key': `detail-${Date.now()}` } };
    const first = await api.call('POST', '/v1/reservation', request);
    const again = await api.call('POST', '/v1/reservation', request);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(again.body, first.body);
    assert.equal(detailOf(again), 'expires: must be in the future');
  });

  it('never echoes what the caller sent beyond plain field names, and stays printable ASCII within 300 characters', async function () {
    const secretish = 'https://user:hunter2@example.com/';
    const res = await api.call('PATCH', '/v1/account', { auth: account.auth, json: { name: 'A', [secretish]: 1, 'é€': 2 } });
    assert.equal(res.status, 400);
    assert.equal(detailOf(res), 'body: unknown fields');
    assert.equal(jsonPath(['options', 'EN', 'adult']), 'options.EN.adult');
    assert.equal(jsonPath(['items', 2, 'barcode']), 'items[2].barcode');
    assert.equal(jsonPath([secretish, 'x']), '[?].x');
    assert.equal(issueDetail(undefined, 'body'), 'the request does not match what this operation takes');
    assert.equal(headerSafe('tickets ≥ 0 ’ok’ ✓'), "tickets >= 0 'ok' ?");
    assert.equal(headerSafe('x'.repeat(400)).length, 300);
  });
});
