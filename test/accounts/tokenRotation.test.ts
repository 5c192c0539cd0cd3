import assert from 'node:assert/strict';
import { hashSecret } from '../../src/domain/secrets.ts';
import { MAX_TOKEN_GRACE_SECONDS, TOKEN_PREFIX } from '../../src/accounts/tokens.ts';
import { createAccount, type TestAccount } from '../helpers/accounts.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';

const sql = (query: string, params: unknown[]) => testStack().db.fork().getConnection().execute(query, params);

/**
 * Tokens that rotate without downtime, and that secret scanners can find (issue 22 §3), black
 * box through the API: the plain guard (GET /v1/account) and the hot availability path, which
 * checks the token inside its one statement, both accept exactly the same tokens.
 */
describe('token rotation with a grace period, and prefixed tokens', function () {
  this.timeout(30_000);
  let api: Harness;
  before(async () => {
    api = await startHarness({ worker: false });
  });
  after(async () => api?.stop());

  const as = (account: TestAccount, password: string) => ({ auth: { user: account.email, password } });
  /** 200 when the token is accepted by the plain guard, 401 when not. */
  const accountWith = async (account: TestAccount, password: string) => (await api.call('GET', '/v1/account', as(account, password))).status;
  /** 403 (the token passed; nobody granted this agent) when accepted by the availability path's own check, 401 when not. */
  const availabilityWith = async (account: TestAccount, password: string) =>
    (await api.call('GET', '/v1/availability?supplier=nobody%40example.com&product=P&from=2031-01-01&to=2031-01-02', as(account, password))).status;
  const rotate = (account: TestAccount, password: string, json?: unknown) =>
    api.call('POST', '/v1/account/token', { ...as(account, password), ...(json === undefined ? {} : { json }) });

  it('new tokens carry the documented prefix and 256 random bits', async function () {
    const account = await createAccount(api);
    assert.match(account.token, new RegExp(`^${TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    const rotated = await rotate(account, account.token);
    assert.match(rotated.body.token, new RegExp(`^${TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
  });

  it('with grace_seconds both tokens work until the grace ends, then the old one answers 401; the account shows until when', async function () {
    const account = await createAccount(api);
    const rotated = await rotate(account, account.token, { grace_seconds: 3600 });
    assert.equal(rotated.status, 200);
    const until = Date.parse(rotated.body.previous_token_expires);
    assert.ok(Math.abs(until - (Date.now() + 3600_000)) < 60_000, rotated.body.previous_token_expires);
    for (const password of [account.token, rotated.body.token]) {
      assert.equal(await accountWith(account, password), 200);
      assert.equal(await availabilityWith(account, password), 403);
    }
    const shown = await api.call('GET', '/v1/account', as(account, rotated.body.token));
    assert.equal(shown.body.previous_token_expires, rotated.body.previous_token_expires);
    // The grace runs out (as if an hour passed).
    await sql(`update account set previous_token_expires_at = now() - interval '1 second' where email = ?`, [account.email]);
    assert.equal(await accountWith(account, account.token), 401);
    assert.equal(await availabilityWith(account, account.token), 401);
    assert.equal(await accountWith(account, rotated.body.token), 200);
    assert.equal((await api.call('GET', '/v1/account', as(account, rotated.body.token))).body.previous_token_expires, null);
  });

  it('without grace (the default) the old token stops at once; a second rotation ends an earlier grace', async function () {
    const account = await createAccount(api);
    const first = await rotate(account, account.token, { grace_seconds: 600 });
    const second = await rotate(account, first.body.token);
    assert.deepEqual([second.status, second.body.previous_token_expires], [200, null]);
    assert.equal(await accountWith(account, account.token), 401, 'the grace of the first rotation ended');
    assert.equal(await accountWith(account, first.body.token), 401);
    assert.equal(await availabilityWith(account, first.body.token), 401);
    assert.equal(await accountWith(account, second.body.token), 200);
  });

  it('refuses a grace over 24 hours or of the wrong type, changing nothing', async function () {
    const account = await createAccount(api);
    for (const json of [
      { grace_seconds: MAX_TOKEN_GRACE_SECONDS + 1 },
      { grace_seconds: -1 },
      { grace_seconds: 1.5 },
      { grace_seconds: '60' },
      { grace: 60 },
    ]) {
      const res = await rotate(account, account.token, json);
      assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_REQUEST' }], JSON.stringify(json));
    }
    assert.equal(await accountWith(account, account.token), 200, 'the token is unchanged');
  });

  it('a token issued before the prefix keeps working', async function () {
    const account = await createAccount(api);
    const legacy = 'qH1b0V9d2y3x4w5v6u7t8s9r0q1p2o3n4m5l6k7j8i9';
    await sql('update account set token_hash = ? where email = ?', [hashSecret(legacy), account.email]);
    assert.equal(await accountWith(account, legacy), 200);
    assert.equal(await availabilityWith(account, legacy), 403);
  });

  it('a token reset (the token was lost) ends any grace: the old token stops at once', async function () {
    const account = await createAccount(api);
    const rotated = await rotate(account, account.token, { grace_seconds: 3600 });
    // The reset's code, as the mailed one: the code table holds its hash, so issue one directly.
    const code = 'RESET-CODE-FOR-TEST-0001';
    await sql(
      `insert into account_code (id, account_id, purpose, code_hash, expires_at, created_at)
       select gen_random_uuid(), id, 'token_reset', ?, now() + interval '1 hour', now() from account where email = ?`,
      [hashSecret(code), account.email],
    );
    const reset = await api.call('POST', '/v1/account/token_reset/confirm', { json: { code } });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.equal(await accountWith(account, account.token), 401, 'the grace ended');
    assert.equal(await accountWith(account, rotated.body.token), 401);
    assert.equal(await accountWith(account, reset.body.token), 200);
  });
});
