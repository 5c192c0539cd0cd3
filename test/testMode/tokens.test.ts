import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { FAILURE_LIMITS } from '../../src/limits/failureLimits.ts';
import { MAX_TOKEN_GRACE_SECONDS, TEST_TOKEN_PREFIX, TOKEN_PREFIX } from '../../src/accounts/tokens.ts';
import { hashSecret } from '../../src/domain/secrets.ts';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  testStack().db.fork().getConnection().execute<T[]>(query, params) as Promise<T[]>;

/**
 * Test mode's credentials (issue 31 §1), black box: the test token is issued with the account and
 * chooses test mode; it rotates with the live token's grace rules; a token of one mode never passes
 * as the other's; what both modes share is changed with the live token only (403 LIVE_MODE_ONLY,
 * nothing changed) and the wipe with the test token only (403 TEST_MODE_ONLY).
 */
describe('test mode: the test token', function () {
  this.timeout(30_000);
  let api: Harness;
  // Each test calls from an address of its own (the failure limits count per address, in the database every suite shares).
  let address = '';
  beforeEach(() => {
    address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
  });
  before(async () => {
    api = await startHarness({ worker: false, trustProxy: true });
  });
  after(async () => api?.stop());

  const as = (account: { email: string }, password: string) => ({ user: account.email, password });
  const call = (method: string, path: string, auth?: { user: string; password: string }, json?: unknown) =>
    api.call(method, path, { headers: { 'x-forwarded-for': address }, ...(auth ? { auth } : {}), ...(json === undefined ? {} : { json }) });
  /** The status and the mode GET /v1/account answers with these credentials. */
  const signIn = async (auth: { user: string; password: string }) => {
    const res = await call('GET', '/v1/account', auth);
    return `${res.status} ${res.headers.get('marketplace-mode')}`;
  };
  /** The same through the availability path, which checks the token inside its own statement (403: passed, nobody granted it). */
  const availability = async (auth: { user: string; password: string }) => {
    const res = await call('GET', '/v1/availability?supplier=nobody%40example.com&product=P&from=2031-01-01&to=2031-01-02', auth);
    return `${res.status} ${res.headers.get('marketplace-mode')}`;
  };
  const rotateTest = (auth: { user: string; password: string }, json?: unknown) => call('POST', '/v1/account/test_token', auth, json);
  const hashes = async (account: TestAccount) =>
    (
      await sql<{ token_hash: string; test_token_hash: string | null; previous_test_token_hash: string | null }>(
        'select token_hash, test_token_hash, previous_test_token_hash from account where email = ?',
        [account.email],
      )
    )[0]!;

  it('is issued with the account, says tmk_test_, and runs every request in test mode; the live token in live mode', async function () {
    const account = await createAccount(api);
    assert.match(account.testToken, new RegExp(`^${TEST_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    assert.match(account.token, new RegExp(`^${TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    assert.ok(!account.token.startsWith(TEST_TOKEN_PREFIX));
    const test = await call('GET', '/v1/account', account.testAuth);
    assert.equal(test.status, 200);
    assert.equal(test.headers.get('marketplace-mode'), 'test');
    assert.equal(test.body.test_token_issued, true);
    assert.equal(test.body.previous_test_token_expires, null);
    assert.equal(await signIn(account.auth), '200 live');
    assert.equal(await availability(account.testAuth), '403 test');
    assert.equal(await availability(account.auth), '403 live');
  });

  it('every answer says its mode, errors included: 401, 400, 403, 404 and the body’s own refusals', async function () {
    const account = await createAccount(api);
    const wrongTest = as(account, `${TEST_TOKEN_PREFIX}wrong`);
    const cases: [string, Promise<{ status: number; headers: Headers }>, number, string][] = [
      ['a wrong test token', call('GET', '/v1/account', wrongTest), 401, 'test'],
      ['a wrong live token', call('GET', '/v1/account', as(account, `${TOKEN_PREFIX}wrong`)), 401, 'live'],
      [
        'a wrong test token on the availability path',
        call('GET', '/v1/availability?supplier=x&product=P&from=2031-01-01&to=2031-01-01', wrongTest),
        401,
        'test',
      ],
      ['invalid input', call('GET', '/v1/availability?supplier=x&product=P&from=2031-02-30&to=2031-01-01', account.testAuth), 400, 'test'],
      ['a live-only operation', call('POST', '/v1/account/token', account.testAuth, {}), 403, 'test'],
      ['the wipe with the live token', call('DELETE', '/v1/test_data', account.auth), 403, 'live'],
      ['an unknown booking', call('GET', '/v1/bookings/NOPE', account.testAuth), 404, 'test'],
      ['an address that is no operation', call('GET', '/v1/no_such_thing', account.testAuth), 404, 'test'],
      ['a method the address does not take', call('PATCH', '/v1/bookings', account.testAuth), 405, 'test'],
      [
        'a body that is not JSON',
        api.call('POST', '/v1/reservation', { auth: account.testAuth, raw: '{', headers: { 'x-forwarded-for': address } }),
        400,
        'test',
      ],
      ['the live token, not JSON', api.call('POST', '/v1/reservation', { auth: account.auth, raw: '{', headers: { 'x-forwarded-for': address } }), 400, 'live'],
      ['no credentials', call('GET', '/v1/account'), 401, 'live'],
      [
        'a public operation, with test credentials (accounts are shared: it works as without)',
        call('POST', '/v1/account', account.testAuth, {
          name: 'Made in passing',
          email: `made-${randomInt(1e9)}@example.com`,
          callback_url: 'https://c.example.com',
          notification_url: 'https://n.example.com',
        }),
        200,
        'test',
      ],
      ['a public look-up, with test credentials', call('GET', `/v1/account/${account.email}`, account.testAuth), 200, 'test'],
    ];
    for (const [what, answer, status, mode] of cases) {
      const res = await answer;
      assert.deepEqual([res.status, res.headers.get('marketplace-mode')], [status, mode], what);
    }
  });

  it('rotates with the live token’s grace rules: both work during grace_seconds, then the old one is 401; the live token is untouched', async function () {
    const account = await createAccount(api);
    const rotated = await rotateTest(account.testAuth, { grace_seconds: 3600 });
    assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
    assert.equal(rotated.headers.get('marketplace-mode'), 'test');
    assert.match(rotated.body.test_token, new RegExp(`^${TEST_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    assert.notEqual(rotated.body.test_token, account.testToken);
    const until = Date.parse(rotated.body.previous_test_token_expires);
    assert.ok(Math.abs(until - (Date.now() + 3600_000)) < 60_000, rotated.body.previous_test_token_expires);
    for (const password of [account.testToken, rotated.body.test_token]) {
      assert.equal(await signIn(as(account, password)), '200 test');
      assert.equal(await availability(as(account, password)), '403 test');
    }
    const shown = await call('GET', '/v1/account', account.auth);
    assert.equal(shown.body.previous_test_token_expires, rotated.body.previous_test_token_expires);
    assert.equal(shown.body.previous_token_expires, null, 'the live token has no grace: it was not rotated');
    assert.equal(await signIn(account.auth), '200 live');
    // The grace runs out (as if an hour passed).
    await sql(`update account set previous_test_token_expires_at = now() - interval '1 second' where email = ?`, [account.email]);
    assert.equal(await signIn(account.testAuth), '401 test');
    assert.equal(await availability(account.testAuth), '401 test');
    assert.equal(await signIn(as(account, rotated.body.test_token)), '200 test');
    assert.equal((await call('GET', '/v1/account', account.auth)).body.previous_test_token_expires, null);
  });

  it('a second rotation ends an earlier grace; the live token may rotate the test token too', async function () {
    const account = await createAccount(api);
    const first = await rotateTest(account.testAuth, { grace_seconds: 600 });
    assert.equal(first.status, 200);
    // Asked with the live token: the answer is live mode's, the token test mode's.
    const second = await rotateTest(account.auth);
    assert.deepEqual([second.status, second.headers.get('marketplace-mode'), second.body.previous_test_token_expires], [200, 'live', null]);
    assert.equal(await signIn(account.testAuth), '401 test', 'the grace of the first rotation ended');
    assert.equal(await signIn(as(account, first.body.test_token)), '401 test');
    assert.equal(await availability(as(account, first.body.test_token)), '401 test');
    assert.equal(await signIn(as(account, second.body.test_token)), '200 test');
    assert.equal(await signIn(account.auth), '200 live');
  });

  it('refuses a bad grace with 400, changing nothing', async function () {
    const account = await createAccount(api);
    const before = await hashes(account);
    for (const json of [
      { grace_seconds: MAX_TOKEN_GRACE_SECONDS + 1 },
      { grace_seconds: -1 },
      { grace_seconds: 1.5 },
      { grace_seconds: '60' },
      { grace: 60 },
    ]) {
      for (const auth of [account.testAuth, account.auth]) {
        const res = await rotateTest(auth, json);
        assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_REQUEST' }], JSON.stringify(json));
      }
    }
    assert.deepEqual(await hashes(account), before);
    assert.equal(await signIn(account.testAuth), '200 test');
  });

  it('issues a test token to an account from before test mode, on request (with either token)', async function () {
    const account = await createAccount(api);
    await sql('update account set test_token_hash = null where email = ?', [account.email]);
    assert.equal((await call('GET', '/v1/account', account.auth)).body.test_token_issued, false);
    assert.equal(await signIn(account.testAuth), '401 test', 'the old test token is gone');
    const issued = await rotateTest(account.auth, { grace_seconds: 600 });
    assert.equal(issued.status, 200, JSON.stringify(issued.body));
    assert.match(issued.body.test_token, new RegExp(`^${TEST_TOKEN_PREFIX}`));
    assert.equal(issued.body.previous_test_token_expires, null, 'nothing to keep working');
    assert.equal(await signIn(as(account, issued.body.test_token)), '200 test');
    assert.equal(await signIn(account.testAuth), '401 test');
    assert.equal((await call('GET', '/v1/account', account.auth)).body.test_token_issued, true);
    assert.equal(await signIn(account.auth), '200 live');
  });

  it('never passes a token as the other mode’s, nor as another account’s', async function () {
    const a = await createAccount(api);
    const b = await createAccount(api);
    const secretOf = (token: string) => token.slice(token.startsWith(TEST_TOKEN_PREFIX) ? TEST_TOKEN_PREFIX.length : TOKEN_PREFIX.length);
    const refused: [string, { user: string; password: string }, string][] = [
      ["a's test token as b", as(b, a.testToken), 'test'],
      ["a's live token as b", as(b, a.token), 'live'],
      ["a's live token dressed as a test token", as(a, `${TEST_TOKEN_PREFIX}${secretOf(a.token)}`), 'test'],
      ["a's test token dressed as a live token", as(a, `${TOKEN_PREFIX}${secretOf(a.testToken)}`), 'live'],
      ["a's test token without any prefix", as(a, secretOf(a.testToken)), 'live'],
    ];
    for (const [what, auth, mode] of refused) {
      assert.equal(await signIn(auth), `401 ${mode}`, what);
      assert.equal(await availability(auth), `401 ${mode}`, what);
    }
    // An account whose live hash is a test token's (no token we issue is both): still only ever test mode's hash is compared.
    await sql('update account set token_hash = ? where email = ?', [hashSecret(b.testToken), b.email]);
    assert.equal(await signIn(b.testAuth), '200 test', 'a test token says test, whatever matched');
    await sql('update account set test_token_hash = null where email = ?', [b.email]);
    assert.equal(await signIn(b.testAuth), '401 test', 'without a test token, the live hash is never a test token’s');
  });

  it('a token reset replaces the live token only: the test token goes on working, and the new live token can replace it', async function () {
    // Decided: the reset is for a lost live token (which reaches live bookings); the test token
    // reaches test mode only, and its holder rotates it with POST /v1/account/test_token.
    const account = await createAccount(api);
    const rotated = await rotateTest(account.testAuth, { grace_seconds: 3600 });
    const code = `RESET-${randomInt(1e9)}-TEST-MODE`;
    await sql(
      `insert into account_code (id, account_id, purpose, code_hash, expires_at, created_at)
       select gen_random_uuid(), id, 'token_reset', ?, now() + interval '1 hour', now() from account where email = ?`,
      [hashSecret(code), account.email],
    );
    const reset = await call('POST', '/v1/account/token_reset/confirm', undefined, { code });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.match(reset.body.token, new RegExp(`^${TOKEN_PREFIX}`));
    assert.ok(!reset.body.token.startsWith(TEST_TOKEN_PREFIX));
    assert.equal(await signIn(account.auth), '401 live');
    assert.equal(await signIn(as(account, reset.body.token)), '200 live');
    assert.equal(await signIn(as(account, rotated.body.test_token)), '200 test', 'the test token is left alone');
    assert.equal(await signIn(account.testAuth), '200 test', 'and so is its grace');
    const replaced = await rotateTest(as(account, reset.body.token));
    assert.equal(replaced.status, 200);
    assert.equal(await signIn(as(account, rotated.body.test_token)), '401 test');
    assert.equal(await signIn(account.testAuth), '401 test');
  });

  describe('what both modes share is changed with the live token only', function () {
    let supplier: TestAccount;
    let agent: TestAccount;
    /** Every shared row an account's settings live in: a refused request must leave each as it was. */
    const shared = async (account: TestAccount) =>
      JSON.stringify(
        await sql(
          `select (select row_to_json(a) from account a where a.id = x.id) as account,
                  (select json_agg(g order by g.id) from access_grant g where g.supplier_id = x.id or g.agent_id = x.id) as grants,
                  (select json_agg(r order by r.id) from product_rate r where r.owner_id = x.id) as rates,
                  (select json_agg(p order by p.id) from promotion p where p.owner_id = x.id) as promotions,
                  (select json_agg(b order by b.prefix) from barcode_prefix b where b.owner_id = x.id) as prefixes,
                  (select json_agg(s order by s.generation) from webhook_secret s where s.account_id = x.id) as secrets,
                  (select count(*) from account_code c where c.account_id = x.id) as codes,
                  (select count(*) from mail_outbox m where m.account_id = x.id) as mail
             from account x where x.email = ?`,
          [account.email],
        ),
      );

    before(async () => {
      supplier = await createAccount(api, { name: 'Shared Supplier' });
      agent = await createAccount(api, { name: 'Shared Agent' });
      const other = await createAccount(api, { name: 'Other Agent' });
      // Made with the live token, so that a refused delete has something to delete.
      await grant(api, supplier, other);
      const promotion = await api.call('PUT', '/v1/promotions/KEEP', {
        auth: supplier.auth,
        json: { description: 'Kept', discount: { adult: 1 }, products: ['BOAT'] },
      });
      assert.equal(promotion.status, 200, JSON.stringify(promotion.body));
      assert.equal((await api.call('PUT', '/v1/barcode_prefixes/KEEP', { auth: supplier.auth })).status, 200);
      assert.equal((await api.call('POST', '/v1/account/webhook_secret', { auth: supplier.auth })).status, 200);
      (supplier as TestAccount & { other: string }).other = other.email;
    });

    it('answers 403 LIVE_MODE_ONLY to the test token for each, in test mode, and changes nothing', async function () {
      const other = (supplier as TestAccount & { other: string }).other;
      const refused: [string, string, unknown][] = [
        ['PUT', `/v1/agents/${agent.email}`, undefined],
        ['DELETE', `/v1/agents/${other}`, undefined],
        ['PUT', '/v1/rates/BOAT', { rates: { adult: { rrp: 50, net: 40 } } }],
        ['PUT', '/v1/promotions/SPRING', { description: 'Spring', discount: { adult: 1 }, products: ['BOAT'] }],
        ['PUT', '/v1/promotions/KEEP', { description: 'Changed', discount: { adult: 2 } }],
        ['DELETE', '/v1/promotions/KEEP', undefined],
        ['PUT', '/v1/barcode_prefixes/TESTPFX', undefined],
        ['DELETE', '/v1/barcode_prefixes/KEEP', undefined],
        ['POST', '/v1/account/webhook_secret', undefined],
        ['POST', '/v1/account/token', {}],
        ['POST', '/v1/account/token', { grace_seconds: 60 }],
        ['POST', '/v1/account/verification', undefined],
        ['PATCH', '/v1/account', { name: 'Renamed in test mode' }],
        ['PATCH', '/v1/account', { callback_url: 'https://elsewhere.example.com' }],
        ['PATCH', '/v1/account', { notification_url: 'https://elsewhere.example.com' }],
        ['PATCH', '/v1/account', { capabilities: ['reservation_extension'] }],
        ['PATCH', '/v1/account', { availability_ttl_seconds: 60 }],
        ['PATCH', '/v1/account', { test_notification_url: 'https://test-receiver.example.com', currency: 'USD' }],
        ['PATCH', '/v1/account', { email: 'renamed@example.com' }],
      ];
      const before = await shared(supplier);
      for (const [method, path, json] of refused) {
        const res = await call(method, path, supplier.testAuth, json);
        assert.deepEqual(
          [res.status, res.body, res.headers.get('marketplace-mode')],
          [403, { error: 'LIVE_MODE_ONLY' }, 'test'],
          `${method} ${path} ${JSON.stringify(json)}`,
        );
      }
      assert.equal(await shared(supplier), before, 'a refused request changed a shared setting');
      assert.equal(await signIn(supplier.auth), '200 live', 'the live token still works');
      assert.equal(await signIn(supplier.testAuth), '200 test', 'so does the test token');
      // Reads of what is shared are fine in test mode.
      for (const path of ['/v1/agents', '/v1/promotions', '/v1/barcode_prefixes', '/v1/suppliers']) {
        const res = await call('GET', path, supplier.testAuth);
        assert.deepEqual([res.status, res.headers.get('marketplace-mode')], [200, 'test'], path);
      }
      assert.deepEqual(Object.keys((await call('GET', '/v1/promotions', supplier.testAuth)).body), ['KEEP']);
    });

    it('lets the test token set test mode’s own addresses (and clear them), and nothing else changes', async function () {
      const before = JSON.parse(await shared(agent))[0].account;
      const set = await call('PATCH', '/v1/account', agent.testAuth, {
        test_callback_url: 'https://user:secret@staging.example.com/cb',
        test_notification_url: 'https://test-receiver.example.com/hooks',
      });
      assert.equal(set.status, 200, JSON.stringify(set.body));
      assert.equal(set.headers.get('marketplace-mode'), 'test');
      assert.equal(set.body.test_notification_url, 'https://test-receiver.example.com/hooks');
      assert.ok(!JSON.stringify(set.body).includes('secret@'), 'the URL password is masked');
      const after = JSON.parse(await shared(agent))[0].account;
      assert.equal(after.test_callback_url, 'https://user:secret@staging.example.com/cb');
      assert.equal(after.test_notification_url, 'https://test-receiver.example.com/hooks');
      const { test_callback_url: _a, test_notification_url: _b, updated_at: _c, ...rest } = after;
      const { test_callback_url: _d, test_notification_url: _e, updated_at: _f, ...was } = before;
      assert.deepEqual(rest, was, 'only test mode’s addresses changed');
      // An invalid one is refused as the live fields are; null stops using it.
      const bad = await call('PATCH', '/v1/account', agent.testAuth, { test_callback_url: 'http://plain.example.com' });
      assert.deepEqual([bad.status, bad.body], [400, { error: 'INVALID_CALLBACK_URL' }]);
      const cleared = await call('PATCH', '/v1/account', agent.testAuth, { test_callback_url: null, test_notification_url: null });
      assert.equal(cleared.status, 200);
      assert.deepEqual([cleared.body.test_callback_url, cleared.body.test_notification_url], [null, null]);
      // The live token may set them too (one PATCH for an account's whole set-up).
      const live = await call('PATCH', '/v1/account', agent.auth, { name: 'Shared Agent', test_notification_url: 'https://t.example.com' });
      assert.deepEqual([live.status, live.headers.get('marketplace-mode'), live.body.test_notification_url], [200, 'live', 'https://t.example.com']);
    });

    it('DELETE /v1/test_data with the live token: 403 TEST_MODE_ONLY, nothing deleted', async function () {
      const res = await call('DELETE', '/v1/test_data', supplier.auth);
      assert.deepEqual([res.status, res.body, res.headers.get('marketplace-mode')], [403, { error: 'TEST_MODE_ONLY' }, 'live']);
      const wiped = await call('DELETE', '/v1/test_data', supplier.testAuth);
      assert.deepEqual([wiped.status, wiped.headers.get('marketplace-mode')], [200, 'test']);
    });
  });

  it('counts failed authentications of both modes together: a guess is a guess', async function () {
    const account = await createAccount(api);
    const limit = FAILURE_LIMITS.authenticationsPerAddress.points;
    for (let i = 0; i < limit; i++) {
      const password = i % 2 === 0 ? `${TEST_TOKEN_PREFIX}guess-${i}` : `${TOKEN_PREFIX}guess-${i}`;
      assert.equal((await call('GET', '/v1/account', as(account, password))).status, 401, `guess ${i}`);
    }
    for (const password of [`${TEST_TOKEN_PREFIX}one-more`, `${TOKEN_PREFIX}one-more`]) {
      const res = await call('GET', '/v1/account', as(account, password));
      assert.deepEqual([res.status, res.body], [429, { error: 'TOO_MANY_REQUESTS' }], password);
    }
    // Correct credentials of either mode always pass.
    assert.equal(await signIn(account.testAuth), '200 test');
    assert.equal(await signIn(account.auth), '200 live');
  });
});
