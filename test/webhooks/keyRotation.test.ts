import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { Webhook } from 'standardwebhooks';
import { runOps } from '../../src/ops/cli.ts';
import { createSecretBox } from '../../src/signing/secretBox.ts';
import { createAccount, type TestAccount } from '../helpers/accounts.ts';
import { startFakeSupplier, type FakeSupplier } from '../helpers/fakeSupplier.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { startScratchDatabase, testStack } from '../helpers/stack.ts';

/**
 * Issue 45 §4: WEBHOOK_SECRET_KEY replaced as docs/OPERATIONS.md's runbook says, each step a
 * rolled "pod" (an API with its worker, on a database of its own) with the ring that step sets:
 * add the new key after the old, put it first, `ops reseal`, remove the old. At every step the
 * account's receiver gets a notification it verifies with the secret it was given at the start.
 */
const A = Buffer.alloc(32, 0xa1).toString('base64');
const B = Buffer.alloc(32, 0xb2).toString('base64');

describe('rotating WEBHOOK_SECRET_KEY (the runbook, end to end)', function () {
  this.timeout(180_000);
  let scratch: Awaited<ReturnType<typeof startScratchDatabase>>;
  let inbox: FakeSupplier;
  let secret = '';

  before(async function () {
    scratch = await startScratchDatabase('key_rotation');
    inbox = await startFakeSupplier({ ca: testStack().ca });
    // The receiver checks every signature with the secret it was given, as an agent's would.
    inbox.on('POST', '/test', (request) => {
      try {
        new Webhook(secret).verify(request.rawBody, request.headers);
        return { status: 200, body: {} };
      } catch {
        return { status: 401, body: { error: 'INVALID_SIGNATURE' } };
      }
    });
  });
  after(async function () {
    await inbox?.close();
    await scratch?.drop();
  });

  /** A pod rolled with `ring` (the harness's API and worker share it, as both roles read WEBHOOK_SECRET_KEY). */
  const pod = (ring: string) => startHarness({ db: scratch.db, webhookSecrets: createSecretBox(ring) });
  const keyIds = async () =>
    (await scratch.db.pool.query<{ key_id: string | null }>('select key_id from webhook_secret order by id')).rows.map((r) => r.key_id);
  async function notifiedAndVerified(api: Harness, account: TestAccount, step: string) {
    const res = await api.call('POST', '/v1/notifications/test', { auth: account.auth });
    assert.equal(res.status, 200, `${step}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.last_status, '200', `${step}: the receiver verified the signature (${res.body.last_status})`);
  }
  async function ops(args: string[], ring: string) {
    const out: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        out.push(String(chunk));
        callback();
      },
    }) as unknown as NodeJS.WriteStream;
    const code = await runOps(args, { stdout: sink, stderr: sink, env: { DATABASE_URL: scratch.url, WEBHOOK_SECRET_KEY: ring } });
    return { code, out: out.join('') };
  }

  it('keeps every notification signed and verifiable while the key is added, made the sealing one, resealed and the old removed', async function () {
    const [idA, idB] = [createSecretBox(A).sealingKeyId, createSecretBox(B).sealingKeyId];
    // Before: one key. The account makes its secret, sealed under A.
    let api = await pod(A);
    const agent = await createAccount(api, { notification_url: inbox.url });
    const made = await api.call('POST', '/v1/account/webhook_secret', { auth: agent.auth });
    secret = made.body.webhook_secret;
    assert.deepEqual(await keyIds(), [idA]);
    await notifiedAndVerified(api, agent, 'one key');
    await api.stop();

    // 1. The new key added after the old one, pods rolled: B opens, A still seals.
    api = await pod(`${A},${B}`);
    await notifiedAndVerified(api, agent, 'B added');
    await api.stop();

    // 2. B put first, pods rolled: B seals what is made from now on, A still opens the old.
    api = await pod(`${B},${A}`);
    await notifiedAndVerified(api, agent, 'B first');
    // 3. ops reseal: first a dry run, which writes nothing, then the real one.
    const dry = await ops(['reseal', '--dry-run'], `${B},${A}`);
    assert.equal(dry.code, 0, dry.out);
    assert.match(
      dry.out,
      new RegExp(`^reseal \\[dry run: nothing written\\]: sealing key ${idB}; 1 would be re-sealed \\(1 under key ${idA}\\), 0 no key opens`),
    );
    assert.deepEqual(await keyIds(), [idA]);
    const done = await ops(['reseal', '--json'], `${B},${A}`);
    assert.equal(done.code, 0, done.out);
    assert.deepEqual(JSON.parse(done.out), { sealingKeyId: idB, dryRun: false, byKey: { [idA]: 1 }, resealed: 1, unopenable: 0, unopenableIds: [] });
    assert.deepEqual(await keyIds(), [idB]);
    // Resumable: run again, nothing left.
    assert.match((await ops(['reseal'], `${B},${A}`)).out, /: sealing key \w+; 0 re-sealed, 0 no key opens/);
    await notifiedAndVerified(api, agent, 'resealed');
    await api.stop();

    // 4. A removed, pods rolled: the secret opens under B alone.
    api = await pod(B);
    await notifiedAndVerified(api, agent, 'A removed');
    // Had A been removed before the reseal, the secret could not be opened: the reseal says so first.
    await scratch.db.pool.query('update webhook_secret set sealed = $1, key_id = $2', [createSecretBox(A).seal(secret, await accountId(agent)), idA]);
    const refused = await ops(['reseal'], B);
    assert.equal(refused.code, 1);
    assert.match(refused.out, /0 re-sealed \(1 under key \w+\), 1 no key opens\n {2}not opened by any key of WEBHOOK_SECRET_KEY/);
    await api.stop();
  });

  async function accountId(account: TestAccount): Promise<string> {
    return (await scratch.db.pool.query<{ id: string }>('select id from account where email = $1', [account.email])).rows[0]!.id;
  }
});
