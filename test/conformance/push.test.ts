import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { formatReport, runConformance, type Report, type Status } from '../../src/conformance/index.ts';
import { KIT_PUSH_DATE } from '../../src/conformance/kitSettings.ts';
import { pushAnswerProblems, refusalProblems } from '../../src/conformance/pushAnswers.ts';
import { addDays } from '../../src/domain/dates.ts';
import { ADMIN_USER, startReferenceSupplier, type ReferenceSupplier } from '../../src/referenceSupplier/index.ts';
import { createAccount, type TestAccount } from '../helpers/accounts.ts';
import { startFakeSupplier, type FakeSupplier } from '../helpers/fakeSupplier.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';

const run = promisify(execFile);
const ADMIN_PASSWORD = 'kit-admin-secret-5678';

function statuses(report: Report): Record<string, Status> {
  return Object.fromEntries(report.checks.map((c) => [c.id, c.status]));
}

function notPassed(report: Report): string {
  return report.checks
    .filter((c) => c.status !== 'pass')
    .map((c) => `${c.status} ${c.id}: ${c.detail.join(' | ')}`)
    .join('\n');
}

/**
 * The kit's push checks against the real API (harness: PostgreSQL, Temporal, the marketplace's
 * routes) and the reference supplier over HTTPS, registered as a supplier account whose callbacks
 * it serves. Each test has an account of its own, so what one pushed is not in another's feed.
 */
describe('supplier conformance kit: availability pushes', function () {
  this.timeout(60_000);
  let api: Harness;
  let supplier: ReferenceSupplier;
  let dir: string;
  /** The test CA in a file, for the command line's --ca. */
  let caFile: string;
  /** The supplier accounts' notification receiver: takes `test` notifications unless told to refuse. */
  let receiver: FakeSupplier;
  let receiverRefuses = false;

  before(async function () {
    dir = await mkdtemp(join(tmpdir(), 'kit-push-'));
    caFile = join(dir, 'ca.pem');
    await writeFile(caFile, testStack().ca.caCertPem);
    api = await startHarness();
    receiver = await startFakeSupplier({ ca: testStack().ca });
    receiver.on('POST', '/test', () => (receiverRefuses ? { status: 401, body: { error: 'INVALID_SIGNATURE' } } : { body: {} }));
    // Signed by the test CA, which the marketplace's supplier client trusts.
    supplier = await startReferenceSupplier({
      username: 'kit-push',
      password: 'kit-push-callback-secret',
      certificate: testStack().ca.issue(['127.0.0.1', 'localhost']),
      adminPassword: ADMIN_PASSWORD,
      // As the demo runs it: the kit picks HARBOUR-TOUR, which asks booking questions, and answers them.
      bookingQuestions: true,
    });
  });
  after(async function () {
    await supplier?.close();
    await receiver?.close();
    await api?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** A supplier account served by the reference supplier, its answers kept for `ttl` seconds, its notifications signed. */
  async function supplierAccount(ttl = 60, signed = true): Promise<TestAccount> {
    const account = await createAccount(api, { name: 'Kit push supplier', callback_url: supplier.url, notification_url: receiver.url });
    // It declares extensions as well: the kit reads that from the account and checks the callback.
    const patched = await api.call('PATCH', '/v1/account', {
      auth: account.auth,
      json: { availability_ttl_seconds: ttl, capabilities: ['reservation_extension'] },
    });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    if (signed) assert.equal((await api.call('POST', '/v1/account/webhook_secret', { auth: account.auth })).status, 200);
    return account;
  }

  const kit = (account: TestAccount, token = account.token) =>
    runConformance({ callbackUrl: supplier.url, ca: [testStack().ca.caCertPem], marketplace: { url: api.baseUrl, account: account.email, token } });

  /** The supplier's own changes in the feed, read as it. */
  async function ownChanges(account: TestAccount): Promise<{ sequence: number; product: string; date: string; source: string; kind: string }[]> {
    const res = await api.call('GET', '/v1/availability_changes?limit=1000', { auth: account.auth });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.changes;
  }

  /** The reference supplier's operator changes stock: POST /admin/stock over HTTPS. */
  function changeStock(body: unknown): Promise<{ status: number; json: any }> {
    const { origin } = new URL(supplier.url);
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = https.request(
        `${origin}/admin/stock`,
        {
          method: 'POST',
          ca: testStack().ca.caCertPem,
          headers: { authorization: `Basic ${Buffer.from(`${ADMIN_USER}:${ADMIN_PASSWORD}`).toString('base64')}`, 'content-type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  it('a supplier that never pushed: push.contract passes, push.used warns, and the kit still conforms; its own pushes never count', async function () {
    const account = await supplierAccount(60);
    const report = await kit(account);
    const found = statuses(report);
    for (const [id, status] of Object.entries(found)) assert.equal(status, id === 'push.used' ? 'warn' : 'pass', `${id}\n${notPassed(report)}`);
    assert.equal(report.ok, true, 'a warning does not fail the kit');
    assert.deepEqual(report.summary, { pass: report.checks.length - 1, warn: 1, fail: 0, skip: 0 });
    const used = report.checks.find((c) => c.id === 'push.used')!;
    assert.match(used.detail.join('\n'), /pushed no availability change of its own in the feed's 7 days/);
    assert.match(used.detail.join('\n'), /availability_ttl_seconds 60, agents may be served an answer up to 60 s old/);
    assert.match(used.detail.join('\n'), /POST \/v1\/availability_changes/);
    // The push check ran after it, and really pushed: the feed has the kit's change, for its day long past.
    const ids = report.checks.map((c) => c.id);
    assert.ok(ids.indexOf('push.used') < ids.indexOf('push.contract'));
    const contract = report.checks.find((c) => c.id === 'push.contract')!;
    assert.deepEqual(
      contract.exchanges.map((e) => 'status' in e.answer && [e.answer.status, e.answer.body]),
      [
        [
          200,
          {
            supplier: account.email,
            product: report.product,
            option: null,
            dates: [KIT_PUSH_DATE],
            sequence: (contract.exchanges[0]!.answer as any).body.sequence,
          },
        ],
        [404, { error: 'PRODUCT_NOT_FOUND' }],
        [400, { error: 'DATE_RANGE_TOO_LARGE' }],
      ],
    );
    assert.deepEqual(
      (await ownChanges(account)).map((c) => [c.product, c.date, c.source]),
      [[report.product, KIT_PUSH_DATE, 'supplier']],
    );
    assert.ok(report.created.some((line) => line.includes(`availability change pushed to the marketplace: ${report.product} on ${KIT_PUSH_DATE}`)));
    assert.match(formatReport(report), /^Created on the supplier and pushed to the marketplace, and what became of each:$/m);
    // The kit's push, of a day long past, does not make agents see a supplier that pushes (issue 42 §12).
    const shown = await api.call('GET', `/v1/account/${account.email}`);
    assert.equal(shown.body.availability_pushed_at, null, JSON.stringify(shown.body));
    assert.deepEqual(report.marketplace, { url: `${api.baseUrl}/`, account: account.email });
    assert.ok(!JSON.stringify(report).includes(account.token), 'the token is never in the report');

    // A second run finds the first run's push in the feed, and still does not count it as the supplier's.
    const again = await kit(account);
    assert.equal(statuses(again)['push.used'], 'warn', notPassed(again));
  });

  it('a supplier that set its rates but never pushed: the rates entry in its feed is not a push, and push.used warns', async function () {
    const account = await supplierAccount(60);
    const listed = await api.call('GET', `/v1/products?supplier=${account.email}`, { auth: account.auth });
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    const set = await api.call('PUT', '/v1/rates/CANAL-PASS', { auth: account.auth, json: { rates: { adult: { rrp: 25, net: 20 } } } });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    const changes = await ownChanges(account);
    assert.deepEqual(
      changes.map((c) => [c.product, c.source, c.kind]),
      [['CANAL-PASS', 'supplier', 'rates']],
    );
    const report = await kit(account);
    assert.equal(statuses(report)['push.used'], 'warn', notPassed(report));
    assert.match(report.checks.find((c) => c.id === 'push.used')!.detail[0]!, /pushed no availability change of its own/);
  });

  it("the reference supplier's operator sells seats at the till: the change is pushed, and push.used passes", async function () {
    const account = await supplierAccount(60);
    supplier.connectMarketplace({ url: api.baseUrl, email: account.email, token: account.token });
    try {
      const date = addDays(new Date().toISOString().slice(0, 10), 20);
      const changed = await changeStock({ product: 'CANAL-PASS', date, sold_elsewhere: 4 });
      assert.equal(changed.status, 200, JSON.stringify(changed.json));
      assert.equal(changed.json.day.availability.vacancies, 36);
      assert.equal(changed.json.pushed.supplier, account.email);
      const pushed = (await ownChanges(account)).find((c) => c.sequence === changed.json.pushed.sequence);
      assert.deepEqual(pushed && [pushed.product, pushed.date, pushed.source], ['CANAL-PASS', date, 'supplier']);

      const report = await kit(account);
      assert.deepEqual(
        report.checks.filter((c) => c.status !== 'pass').map((c) => c.id),
        [],
        notPassed(report),
      );
      assert.match(report.checks.find((c) => c.id === 'push.used')!.detail[0]!, new RegExp(`CANAL-PASS on ${date}`));
    } finally {
      supplier.connectMarketplace(undefined);
    }
  });

  it('notification.signed: the marketplace’s test notification taken signed passes, unsigned warns, refused fails', async function () {
    const signed = await kit(await supplierAccount(0));
    const check = (report: Report) => report.checks.find((c) => c.id === 'notification.signed')!;
    assert.equal(check(signed).status, 'pass', notPassed(signed));
    assert.match(check(signed).detail[0]!, /^accepted \(200\), signed with secret generation\(s\) 1/);
    const tests = receiver.requests.filter((r) => r.path === '/test');
    assert.ok(tests.at(-1)!.headers['webhook-signature'], 'the receiver got it signed');

    const unsigned = await kit(await supplierAccount(0, false));
    assert.equal(check(unsigned).status, 'warn');
    assert.match(check(unsigned).detail[0]!, /unsigned: make a webhook secret/);

    receiverRefuses = true;
    try {
      const refused = await kit(await supplierAccount(0));
      assert.equal(check(refused).status, 'fail');
      assert.match(check(refused).detail[0]!, /your receiver answered 401 INVALID_SIGNATURE/);
      assert.equal(refused.ok, false);
    } finally {
      receiverRefuses = false;
    }
  });

  it("a receiver that refuses the kit's unsigned notification is judged by notification.signed; given WEBHOOK_SECRET, the kit signs its own", async function () {
    // The reference supplier receives the account's notifications and checks them with the account's secret.
    const account = await createAccount(api, { name: 'Kit signing supplier', callback_url: supplier.url, notification_url: supplier.notificationUrl });
    const made = await api.call('POST', '/v1/account/webhook_secret', { auth: account.auth });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const secret = made.body.webhook_secret as string;
    supplier.setWebhookSecret(secret);
    try {
      const options = {
        callbackUrl: supplier.url,
        notificationUrl: supplier.notificationUrl,
        ca: [testStack().ca.caCertPem],
        marketplace: { url: api.baseUrl, account: account.email, token: account.token },
      };
      const check = (report: Report, id: string) => report.checks.find((c) => c.id === id)!;
      const report = await runConformance(options);
      assert.equal(check(report, 'notification.signed').status, 'pass', notPassed(report));
      const accepts = check(report, 'notification.accepts');
      assert.equal(accepts.status, 'pass', notPassed(report));
      assert.match(accepts.detail[0]!, /^your receiver refuses an unsigned notification \(answered 401\), as it should/);
      assert.match(accepts.detail[1]!, /see notification\.signed \(PASS: accepted \(200\), signed with secret generation\(s\) 1;/);
      const ids = report.checks.map((c) => c.id);
      assert.equal(ids.indexOf('notification.accepts'), ids.indexOf('notification.signed') + 1, 'read right after the check it takes');
      assert.deepEqual(
        report.checks.filter((c) => c.status !== 'pass').map((c) => c.id),
        ['reservation.extension', 'push.used'],
        'all pass but the extension (not declared) and push.used (never pushed)',
      );

      // A receiver that refuses the marketplace's signed notification too fails both.
      supplier.setWebhookSecret(`whsec_${Buffer.from('a secret of another account').toString('base64')}`);
      const refused = await runConformance(options);
      assert.deepEqual([check(refused, 'notification.signed').status, check(refused, 'notification.accepts').status], ['fail', 'fail']);
      assert.match(check(refused, 'notification.accepts').detail[1]!, /see notification\.signed \(FAIL: your receiver answered 401 INVALID_SIGNATURE/);
      supplier.setWebhookSecret(secret);

      // The command line, with the secret in the environment: the kit's own notification goes signed.
      const text = await run(
        process.execPath,
        [
          'src/main/conformance.ts',
          supplier.url,
          '--ca',
          caFile,
          '--notification-url',
          supplier.notificationUrl,
          '--marketplace',
          api.baseUrl,
          '--account',
          account.email,
        ],
        { env: { PATH: process.env.PATH ?? '', MARKETPLACE_TOKEN: account.token, WEBHOOK_SECRET: secret } },
      );
      assert.match(text.stdout, /PASS {2}notification\.signed/);
      assert.match(text.stdout, /PASS {2}notification\.accepts — Notifications are accepted\n.*\n {6}accepted signed, and accepted again under the same key/);
      assert.match(text.stdout, / 1 warned, 0 failed, 1 skipped: CONFORMS$/m);
      assert.ok(!(text.stdout + text.stderr).includes(secret.slice('whsec_'.length)), 'the secret is never shown');
    } finally {
      supplier.setWebhookSecret(undefined);
    }
  });

  it('npm run conformance with --marketplace: exit code 0 with the warning, the token never shown; a usage error is 2', async function () {
    const account = await supplierAccount(30);
    const env = { PATH: process.env.PATH ?? '', MARKETPLACE_TOKEN: account.token };
    const text = await run(
      process.execPath,
      ['src/main/conformance.ts', supplier.url, '--ca', caFile, '--marketplace', api.baseUrl, '--account', account.email],
      { env },
    );
    assert.match(text.stdout, /WARN {2}push\.used/);
    assert.match(text.stdout, /up to 30 s old/);
    assert.match(text.stdout, /PASS {2}push\.contract/);
    assert.match(text.stdout, /1 warned, 0 failed.*: CONFORMS/);
    assert.ok(!(text.stdout + text.stderr).includes(account.token), 'the token is never shown');

    const exitCode = (args: string[], extraEnv: Record<string, string> = {}) =>
      run(process.execPath, ['src/main/conformance.ts', supplier.url, '--ca', caFile, ...args], { env: { PATH: env.PATH, ...extraEnv } }).then(
        () => 0,
        (err: { code: number }) => err.code,
      );
    assert.equal(await exitCode(['--marketplace', api.baseUrl, '--account', account.email]), 2, 'no MARKETPLACE_TOKEN');
    assert.equal(await exitCode(['--marketplace', api.baseUrl], { MARKETPLACE_TOKEN: account.token }), 2, 'no --account');
    assert.equal(
      await exitCode(['--marketplace', 'http://marketplace.example', '--account', account.email], { MARKETPLACE_TOKEN: account.token }),
      2,
      'plain http off loopback',
    );
  });

  it('a token the marketplace refuses: push.contract fails, push.used is skipped, the kit does not conform (exit 1)', async function () {
    const account = await supplierAccount();
    const report = await kit(account, 'not-the-token');
    assert.equal(statuses(report)['push.contract'], 'fail');
    assert.equal(statuses(report)['push.used'], 'skip');
    assert.equal(statuses(report)['notification.signed'], 'skip');
    assert.match(report.checks.find((c) => c.id === 'push.contract')!.detail[0]!, /answered 401/);
    assert.equal(report.ok, false);
    assert.deepEqual(
      report.checks.filter((c) => c.status !== 'pass').map((c) => c.id),
      ['reservation.extension', 'notification.signed', 'push.used', 'push.contract'],
      'every callback check still passes: only the marketplace checks are not, and the extension, whose declaration it could not read',
    );
    assert.match(report.checks.find((c) => c.id === 'reservation.extension')!.detail[0]!, /^not declared/);
    const failed = await run(
      process.execPath,
      ['src/main/conformance.ts', supplier.url, '--ca', caFile, '--marketplace', api.baseUrl, '--account', account.email],
      {
        env: { PATH: process.env.PATH ?? '', MARKETPLACE_TOKEN: 'not-the-token' },
      },
    ).catch((err: { code: number; stdout: string }) => err);
    assert.equal((failed as { code?: number }).code, 1);
    assert.match((failed as { stdout: string }).stdout, /FAIL {2}push\.contract/);
  });

  it('judges the answers it gets: the real ones pass, each way one can differ from the documentation fails', async function () {
    const account = await supplierAccount();
    const one = await api.call('POST', '/v1/availability_changes', { auth: account.auth, json: { product: 'HARBOUR-TOUR', dates: [KIT_PUSH_DATE] } });
    assert.equal(one.status, 200, JSON.stringify(one.body));
    const expected = { supplier: account.email, product: 'HARBOUR-TOUR', option: null, dates: [KIT_PUSH_DATE] };
    assert.deepEqual(pushAnswerProblems(one.body, expected), []);
    const variants: [string, unknown][] = [
      ['sequence', { ...one.body, sequence: 0 }],
      ['sequence', { ...one.body, sequence: String(one.body.sequence) }],
      ['fields', { ...one.body, extra: true }],
      ['fields', (({ option: _option, ...rest }) => rest)(one.body)],
      ['product', { ...one.body, product: 'CANAL-PASS' }],
      ['dates', { ...one.body, dates: [KIT_PUSH_DATE, KIT_PUSH_DATE] }],
      ['supplier', { ...one.body, supplier: 'someone@example.com' }],
      ['not a JSON object', [one.body]],
    ];
    for (const [problem, body] of variants) {
      const found = pushAnswerProblems(body, expected);
      assert.ok(
        found.some((line) => line.includes(problem)),
        `${JSON.stringify(body)}: ${found.join('; ') || 'no problem found'}`,
      );
    }
    const tooLong = await api.call('POST', '/v1/availability_changes', {
      auth: account.auth,
      json: { product: 'HARBOUR-TOUR', from: KIT_PUSH_DATE, to: addDays(KIT_PUSH_DATE, 366) },
    });
    const refusal = { status: 400, code: 'DATE_RANGE_TOO_LARGE' };
    assert.deepEqual(refusalProblems(tooLong.status, tooLong.body, refusal), []);
    assert.equal(refusalProblems(200, tooLong.body, refusal).length, 1);
    assert.equal(refusalProblems(tooLong.status, { error: 'INVALID_REQUEST' }, refusal).length, 1);
    assert.equal(refusalProblems(tooLong.status, { ...tooLong.body, detail: 'x' }, refusal).length, 1);
  });
});
