import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { MailOutbox } from '../../src/db/entities/index.ts';
import { createLogger } from '../../src/logger.ts';
import { createMailer, type Mailer } from '../../src/mail/mailer.ts';
import { workflowIds } from '../../workflows/ids.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { startSmtpServer } from '../helpers/smtpServer.ts';
import { testStack } from '../helpers/stack.ts';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

const uniqueEmail = (tag = 'acct') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const newAccountBody = (email = uniqueEmail()) => ({
  name: 'Harbour Tours',
  email,
  callback_url: 'https://cb-user:cb-secret@supplier.example.com/api',
  notification_url: 'https://notify.example.com/hooks',
});

function codeFrom(text: string, label: string): string {
  const match = new RegExp(`${label}: ([A-Za-z0-9_-]+)`).exec(text);
  assert.ok(match?.[1], `no "${label}" in the e-mail`);
  return match[1];
}

describe('accounts', function () {
  let smtp: Smtp;
  let mailer: Mailer;
  let api: Harness;
  const logLines: string[] = [];

  before(async function () {
    smtp = await startSmtpServer();
    mailer = createMailer({ smtpUrl: smtp.url, from: 'Marketplace <no-reply@example.com>', logger: createLogger('silent') });
    api = await startHarness({ mailer, logLines });
  });
  after(async function () {
    await api?.stop();
    mailer?.close();
    await smtp?.close();
  });

  const issuedTokens: string[] = [];
  async function createAccount(body = newAccountBody()) {
    const res = await api.call('POST', '/v1/account', { json: body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    issuedTokens.push(res.body.token);
    return { ...res.body, auth: { user: body.email, password: res.body.token as string } };
  }

  describe('POST /v1/account', function () {
    it('creates an unverified account, returns a token once and masks URL passwords', async function () {
      const body = newAccountBody();
      const res = await api.call('POST', '/v1/account', { json: body });
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body).sort(), [
        'availability_agent_independent',
        'availability_notifications',
        'availability_ttl_seconds',
        'callback_url',
        'capabilities',
        'currency',
        'domain',
        'email',
        'name',
        'notification_url',
        'outcome_notifications',
        'previous_test_token_expires',
        'previous_token_expires',
        'test_callback_url',
        'test_notification_url',
        'test_token',
        'test_token_issued',
        'token',
        'verified',
      ]);
      assert.equal(res.body.verified, false);
      assert.deepEqual(res.body.capabilities, [], 'a new supplier declares nothing: no callback beyond the contract is ever made');
      assert.equal(res.body.domain, null);
      assert.equal(res.body.currency, 'EUR');
      assert.equal(res.body.availability_agent_independent, false, 'the agent reaches the supplier unless it declares otherwise');
      assert.equal(res.body.availability_ttl_seconds, 0, 'nothing cached unless the supplier allows it');
      assert.match(res.body.token, /^tmk_[A-Za-z0-9_-]{43}$/);
      assert.equal(res.body.callback_url, 'https://cb-user:***@supplier.example.com/api');
      assert.ok(!JSON.stringify(res.body).includes('cb-secret'));
    });

    it('stores only a hash of the token', async function () {
      const account = await createAccount();
      const rows = await testStack().db.fork().getConnection().execute('select token_hash from account where email = ?', [account.email]);
      assert.equal(rows.length, 1);
      assert.notEqual(rows[0]!.token_hash, account.token);
      assert.match(rows[0]!.token_hash, /^[0-9a-f]{64}$/);
    });

    it('sends a verification e-mail through SMTP whose link verifies the account, once', async function () {
      const account = await createAccount();
      const mail = await smtp.waitFor((m) => m.to.includes(account.email));
      const code = codeFrom(mail.text, 'Verification code');
      assert.ok(mail.text.includes(`http://api.test/v1/account/verify?code=${code}`));

      const verified = await api.call('GET', `/v1/account/verify?code=${code}`);
      assert.equal(verified.status, 200);
      assert.deepEqual(verified.body, { verified: true });
      const again = await api.call('GET', `/v1/account/verify?code=${code}`);
      assert.deepEqual([again.status, again.body], [400, { error: 'INVALID_CODE' }]);
      const lookup = await api.call('GET', `/v1/account/${account.email}`);
      assert.equal(lookup.body.verified, true);
    });

    it('delivers the e-mail through a workflow whose history holds no code and no URL credentials', async function () {
      const account = await createAccount();
      const mail = await smtp.waitFor((m) => m.to.includes(account.email));
      const code = codeFrom(mail.text, 'Verification code');
      const row = await testStack().db.fork().findOneOrFail(MailOutbox, { recipient: account.email });
      const handle = testStack().temporal.client.workflow.getHandle(workflowIds.mail(row.id));
      assert.deepEqual(await handle.result(), { via: 'smtp' });
      assert.equal(await (await handle.describe()).staticSummary(), `E-mail · Confirm your e-mail address · account ${row.accountId}`);
      const history = JSON.stringify(await handle.fetchHistory());
      assert.ok(history.includes(row.id));
      for (const secret of [code, account.token, 'cb-secret']) assert.ok(!history.includes(secret));
      // Delivered: the outbox keeps the message without the code.
      const delivered = await testStack().db.fork().findOneOrFail(MailOutbox, { id: row.id });
      assert.ok(delivered.sentAt);
      assert.ok(!delivered.body.includes(code), 'the delivered outbox row still holds the code');
      assert.match(delivered.body, /Verification code: \[removed after delivery\]/);
      assert.equal(delivered.bodyAfterDelivery, null);
    });

    it('lets only one of two concurrent uses of a code succeed', async function () {
      const account = await createAccount();
      const code = codeFrom((await smtp.waitFor((m) => m.to.includes(account.email))).text, 'Verification code');
      const results = await Promise.all([1, 2, 3].map(() => api.call('GET', `/v1/account/verify?code=${code}`)));
      assert.deepEqual(results.map((r) => r.status).sort(), [200, 400, 400]);
    });

    const invalid: [string, Record<string, unknown>, string][] = [
      ['an invalid email', { email: 'not-an-email' }, 'INVALID_EMAIL'],
      ['a missing email', { email: undefined }, 'INVALID_EMAIL'],
      ['an http callback_url', { callback_url: 'http://supplier.example.com' }, 'INVALID_CALLBACK_URL'],
      ['a non-URL callback_url', { callback_url: 'supplier' }, 'INVALID_CALLBACK_URL'],
      ['an http notification_url', { notification_url: 'http://n.example.com' }, 'INVALID_NOTIFICATION_URL'],
      ['an unknown currency', { currency: 'XYZ' }, 'INVALID_CURRENCY'],
      ['a name of the wrong type', { name: 42 }, 'INVALID_REQUEST'],
      ['an empty name', { name: '' }, 'INVALID_REQUEST'],
      ['an unknown field', { token: 'mine' }, 'INVALID_REQUEST'],
    ];
    for (const [what, change, code] of invalid) {
      it(`refuses ${what} with ${code} and creates nothing`, async function () {
        const body = { ...newAccountBody(), ...change };
        const res = await api.call('POST', '/v1/account', { json: body });
        assert.deepEqual([res.status, res.body], [400, { error: code }]);
        if (typeof body.email === 'string') {
          const lookup = await api.call('GET', `/v1/account/${encodeURIComponent(body.email)}`);
          assert.equal(lookup.status, 404);
        }
      });
    }

    it('refuses a taken email, also in another case, and when sent concurrently', async function () {
      const email = uniqueEmail();
      await createAccount(newAccountBody(email));
      const again = await api.call('POST', '/v1/account', { json: newAccountBody(email.toUpperCase()) });
      assert.deepEqual([again.status, again.body], [400, { error: 'EMAIL_TAKEN' }]);

      const racing = uniqueEmail();
      const results = await Promise.all([1, 2, 3, 4].map(() => api.call('POST', '/v1/account', { json: newAccountBody(racing) })));
      assert.deepEqual(results.map((r) => r.status).sort(), [200, 400, 400, 400]);
      assert.ok(results.filter((r) => r.status === 400).every((r) => r.body.error === 'EMAIL_TAKEN'));
    });
  });

  describe('malformed requests', function () {
    it('answers malformed JSON with 400 INVALID_JSON', async function () {
      const res = await api.call('POST', '/v1/account', { raw: '{"name": ' });
      assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_JSON' }]);
    });
    it('answers a JSON array body with 400', async function () {
      const res = await api.call('POST', '/v1/account', { raw: '[1,2]' });
      assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_REQUEST' }]);
    });
    it('answers a body over 100 kB with 413 PAYLOAD_TOO_LARGE', async function () {
      const res = await api.call('POST', '/v1/account', { json: { ...newAccountBody(), name: 'x'.repeat(120_000) } });
      assert.deepEqual([res.status, res.body], [413, { error: 'PAYLOAD_TOO_LARGE' }]);
    });
    it('answers an unsupported media type with 415', async function () {
      const res = await api.call('POST', '/v1/account', { raw: 'name=x', contentType: 'text/plain' });
      assert.deepEqual([res.status, res.body], [415, { error: 'UNSUPPORTED_MEDIA_TYPE' }]);
    });
    it('accepts form-encoded bodies', async function () {
      const body = newAccountBody();
      const res = await api.call('POST', '/v1/account', {
        raw: new URLSearchParams(body).toString(),
        contentType: 'application/x-www-form-urlencoded',
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.email, body.email);
    });
    it('refuses NUL characters in paths, queries, bodies and credentials with 4xx, not 500', async function () {
      const account = await createAccount();
      const nulUser = Buffer.from('a\u0000b:token').toString('base64');
      const answers = await Promise.all([
        api.call('GET', '/v1/account/a%00b'),
        api.call('GET', '/v1/account/verify?code=a%00b'),
        api.call('POST', '/v1/account/token_reset', { json: { email: 'a\u0000b@example.com' } }),
        api.call('PATCH', '/v1/account', { auth: account.auth, json: { name: 'x\u0000y' } }),
        api.call('GET', '/v1/account', { headers: { authorization: `Basic ${nulUser}` } }),
      ]);
      assert.deepEqual(
        answers.map((a) => a.status),
        [400, 400, 400, 400, 401],
      );
      const own = await api.call('GET', '/v1/account', { auth: account.auth });
      assert.equal(own.body.name, 'Harbour Tours');
    });

    it('refuses a name with a control character (shown to other accounts, written into e-mails): plain text, naming the field', async function () {
      const account = await createAccount();
      for (const name of ['Harbour\u001b[2J Tours', 'Harbour\u0085Tours']) {
        const res = await api.call('PATCH', '/v1/account', { auth: account.auth, json: { name } });
        assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_REQUEST' }]);
        assert.equal(res.headers.get('error-detail'), 'name: plain text: no control characters but line breaks and tabs');
      }
      const own = await api.call('GET', '/v1/account', { auth: account.auth });
      assert.equal(own.body.name, 'Harbour Tours');
    });

    it('answers unknown paths with 404 NOT_FOUND and wrong methods with 405', async function () {
      const missing = await api.call('GET', '/v1/nothing-here');
      assert.deepEqual([missing.status, missing.body], [404, { error: 'NOT_FOUND' }]);
      const wrong = await api.call('DELETE', '/v1/account');
      assert.deepEqual([wrong.status, wrong.body], [405, { error: 'METHOD_NOT_ALLOWED' }]);
    });
  });

  describe('GET /v1/account/:id and GET /v1/account', function () {
    it('looks an account up by email publicly, without secrets', async function () {
      const account = await createAccount();
      const res = await api.call('GET', `/v1/account/${account.email}`);
      assert.deepEqual(res.body, {
        name: 'Harbour Tours',
        email: account.email,
        verified: false,
        domain: null,
        capabilities: [],
        availability_ttl_seconds: 0,
        availability_pushed_at: null,
      });
    });
    it('answers an unknown id with 404 ACCOUNT_NOT_FOUND', async function () {
      const res = await api.call('GET', `/v1/account/${uniqueEmail('nobody')}`);
      assert.deepEqual([res.status, res.body], [404, { error: 'ACCOUNT_NOT_FOUND' }]);
    });
    it('returns the caller its own account', async function () {
      const account = await createAccount();
      const res = await api.call('GET', '/v1/account', { auth: account.auth });
      assert.equal(res.status, 200);
      assert.equal(res.body.email, account.email);
      assert.equal(res.body.callback_url, 'https://cb-user:***@supplier.example.com/api');
      assert.equal(res.body.token, undefined);
    });
    it('answers missing or wrong credentials with 401 and a Basic challenge', async function () {
      const account = await createAccount();
      for (const auth of [undefined, { user: account.email, password: 'wrong' }, { user: uniqueEmail(), password: account.token }]) {
        const res = await api.call('GET', '/v1/account', auth ? { auth } : {});
        assert.deepEqual([res.status, res.body], [401, { error: 'UNAUTHORIZED' }]);
        assert.match(res.headers.get('www-authenticate') ?? '', /^Basic realm="v1"/);
      }
      const garbage = await api.call('GET', '/v1/account', { headers: { authorization: 'Basic !!!' } });
      assert.equal(garbage.status, 401);
    });
  });

  describe('PATCH /v1/account', function () {
    it('updates given fields only and returns the account', async function () {
      const account = await createAccount();
      const res = await api.call('PATCH', '/v1/account', {
        auth: account.auth,
        json: { name: 'Harbour Tours Ltd', currency: 'USD', notification_url: 'https://n2.example.com/x' },
      });
      assert.equal(res.status, 200);
      assert.equal(res.body.name, 'Harbour Tours Ltd');
      assert.equal(res.body.currency, 'USD');
      assert.equal(res.body.notification_url, 'https://n2.example.com/x');
      assert.equal(res.body.callback_url, 'https://cb-user:***@supplier.example.com/api');
    });
    it('refuses bad values and changes nothing', async function () {
      const account = await createAccount();
      for (const [json, code] of [
        [{ callback_url: 'http://x.example.com' }, 'INVALID_CALLBACK_URL'],
        [{ currency: 'euro' }, 'INVALID_CURRENCY'],
        [{ email: 'bad' }, 'INVALID_EMAIL'],
        [{ verified: true }, 'INVALID_REQUEST'],
      ] as const) {
        const res = await api.call('PATCH', '/v1/account', { auth: account.auth, json });
        assert.deepEqual([res.status, res.body], [400, { error: code }]);
      }
      const own = await api.call('GET', '/v1/account', { auth: account.auth });
      assert.equal(own.body.currency, 'EUR');
      assert.equal(own.body.verified, false);
    });
    it('changes the email before verification, re-sends verification and revokes the old code', async function () {
      const account = await createAccount();
      const oldCode = codeFrom((await smtp.waitFor((m) => m.to.includes(account.email))).text, 'Verification code');
      const email = uniqueEmail('moved');
      const res = await api.call('PATCH', '/v1/account', { auth: account.auth, json: { email } });
      assert.equal(res.status, 200);
      assert.equal(res.body.email, email);
      const stale = await api.call('GET', `/v1/account/verify?code=${oldCode}`);
      assert.equal(stale.status, 400);
      const newCode = codeFrom((await smtp.waitFor((m) => m.to.includes(email))).text, 'Verification code');
      assert.equal((await api.call('GET', `/v1/account/verify?code=${newCode}`)).status, 200);
      // the old identifier no longer authenticates, the new one does
      assert.equal((await api.call('GET', '/v1/account', { auth: account.auth })).status, 401);
      assert.equal((await api.call('GET', '/v1/account', { auth: { user: email, password: account.token } })).status, 200);
    });
    it('locks the email after verification with EMAIL_LOCKED', async function () {
      const account = await createAccount();
      const code = codeFrom((await smtp.waitFor((m) => m.to.includes(account.email))).text, 'Verification code');
      await api.call('GET', `/v1/account/verify?code=${code}`);
      const res = await api.call('PATCH', '/v1/account', { auth: account.auth, json: { email: uniqueEmail() } });
      assert.deepEqual([res.status, res.body], [400, { error: 'EMAIL_LOCKED' }]);
      const same = await api.call('PATCH', '/v1/account', { auth: account.auth, json: { email: account.email } });
      assert.equal(same.status, 200);
    });
    it('limits email changes like re-sends: five verification codes an hour', async function () {
      const account = await createAccount();
      let auth = account.auth;
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const email = uniqueEmail('hop');
        const res = await api.call('PATCH', '/v1/account', { auth, json: { email } });
        statuses.push(res.status);
        if (res.status === 200) auth = { user: email, password: account.token };
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
    });

    it('refuses an email another account has with EMAIL_TAKEN', async function () {
      const first = await createAccount();
      const second = await createAccount();
      const res = await api.call('PATCH', '/v1/account', { auth: second.auth, json: { email: first.email } });
      assert.deepEqual([res.status, res.body], [400, { error: 'EMAIL_TAKEN' }]);
    });
  });

  describe('verification re-send', function () {
    it('re-sends a fresh code while unverified, refuses once verified', async function () {
      const account = await createAccount();
      const res = await api.call('POST', '/v1/account/verification', { auth: account.auth });
      assert.deepEqual([res.status, res.body], [202, {}]);
      await smtp.waitFor((m) => m.to.includes(account.email) && smtp.messages.filter((x) => x.to.includes(account.email)).length >= 2);
      const codes = smtp.messages.filter((m) => m.to.includes(account.email)).map((m) => codeFrom(m.text, 'Verification code'));
      assert.equal(new Set(codes).size, 2);
      assert.equal((await api.call('GET', `/v1/account/verify?code=${codes[1]}`)).status, 200);
      const done = await api.call('POST', '/v1/account/verification', { auth: account.auth });
      assert.deepEqual([done.status, done.body], [400, { error: 'ALREADY_VERIFIED' }]);
    });
    it('limits re-sends to five codes an hour with 429', async function () {
      const account = await createAccount();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await api.call('POST', '/v1/account/verification', { auth: account.auth })).status);
      assert.deepEqual(statuses, [202, 202, 202, 202, 429]);
    });
    it('requires authentication', async function () {
      const res = await api.call('POST', '/v1/account/verification');
      assert.equal(res.status, 401);
    });
  });

  describe('tokens', function () {
    it('rotates the token: the new one works, the old one stops working', async function () {
      const account = await createAccount();
      const res = await api.call('POST', '/v1/account/token', { auth: account.auth });
      assert.equal(res.status, 200);
      assert.notEqual(res.body.token, account.token);
      assert.equal((await api.call('GET', '/v1/account', { auth: account.auth })).status, 401);
      assert.equal((await api.call('GET', '/v1/account', { auth: { user: account.email, password: res.body.token } })).status, 200);
    });
    it('resets a lost token through a code mailed to the account', async function () {
      const account = await createAccount();
      const res = await api.call('POST', '/v1/account/token_reset', { json: { email: account.email } });
      assert.deepEqual([res.status, res.body], [202, {}]);
      const mail = await smtp.waitFor((m) => m.to.includes(account.email) && m.text.includes('Reset code'));
      const code = codeFrom(mail.text, 'Reset code');
      const confirmed = await api.call('POST', '/v1/account/token_reset/confirm', { json: { code } });
      assert.equal(confirmed.status, 200);
      assert.equal((await api.call('GET', '/v1/account', { auth: { user: account.email, password: confirmed.body.token } })).status, 200);
      assert.equal((await api.call('GET', '/v1/account', { auth: account.auth })).status, 401);
      const reused = await api.call('POST', '/v1/account/token_reset/confirm', { json: { code } });
      assert.deepEqual([reused.status, reused.body], [400, { error: 'INVALID_CODE' }]);
    });
    it('answers 202 for an unknown email too and sends nothing', async function () {
      const email = uniqueEmail('ghost');
      const res = await api.call('POST', '/v1/account/token_reset', { json: { email } });
      assert.deepEqual([res.status, res.body], [202, {}]);
      const rows = await testStack().db.fork().count(MailOutbox, { recipient: email });
      assert.equal(rows, 0);
    });
    it('does not accept a verification code as a reset code, nor garbage', async function () {
      const account = await createAccount();
      const code = codeFrom((await smtp.waitFor((m) => m.to.includes(account.email))).text, 'Verification code');
      for (const json of [{ code }, { code: 'nope' }, {}, { code: 5 }]) {
        const res = await api.call('POST', '/v1/account/token_reset/confirm', { json });
        assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_CODE' }]);
      }
    });
  });

  describe('logs', function () {
    it('never writes tokens, codes or URL passwords to the log', async function () {
      // Traffic of its own, so the test stands alone: create, verify, rotate, reset.
      const account = await createAccount();
      const code = codeFrom((await smtp.waitFor((m) => m.to.includes(account.email))).text, 'Verification code');
      await api.call('GET', `/v1/account/verify?code=${code}`);
      const rotated = await api.call('POST', '/v1/account/token', { auth: account.auth });
      await api.call('POST', '/v1/account/token_reset', { json: { email: account.email } });
      const joined = logLines.join('');
      assert.ok(logLines.length > 5);
      for (const token of [...issuedTokens, rotated.body.token]) assert.ok(!joined.includes(token), 'a token reached the log');
      assert.ok(!joined.includes('cb-secret'));
      for (const m of smtp.messages) {
        const code = /code: ([A-Za-z0-9_-]+)/.exec(m.text)?.[1];
        if (code) assert.ok(!joined.includes(code), 'a code reached the log');
      }
    });
  });
});
