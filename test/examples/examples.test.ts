/**
 * Issue 42 §4: the examples outside TypeScript (examples/), run as their README says against a
 * running marketplace (the API on a loopback port, PostgreSQL, Temporal, a worker): the Python
 * supplier serves a supplier account's live callbacks and the conformance kit passes it; the Python
 * agent runs its whole flow in test mode (the simulated supplier, in the supplier's declared time
 * slots) and live (at the Python supplier), verifying the signatures of what it receives; the curl
 * flow runs in test mode. Needs python3 on the PATH (CI machines have it), and curl and jq for the
 * curl flow: without them the tests say so and are skipped.
 */
import assert from 'node:assert/strict';
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { freePort } from '../helpers/freePort.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

/** The kit's command, as `npm run conformance` runs it (the package's bin, from source). */
const KIT_CLI = 'supplier-tools/conformance-kit/src/cli.ts';

const run = promisify(execFile);
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const PASSWORD = 'python-supplier-secret-4821';

/** Skips the test (or the hooked suite), saying why in the run's output. */
function skipBecause(context: Mocha.Context, why: string): never {
  process.stdout.write(`      skipped: ${why}\n`);
  // Skipped only where the machine lacks what the example runs on (python3, curl or jq, named in
  // `why`); CI installs all three (.ci/run), so there every example runs.
  context.skip();
}

describe('examples in Python and curl, against a running marketplace (issue 42 §4)', function () {
  // The flows wait out a simulated outage (6 s, then Retry-After 5 s) in test mode.
  this.timeout(120_000);
  let api: Harness;
  let dir: string;
  let supplierProcess: ChildProcess | undefined;
  let supplierLog = '';
  let supplier: TestAccount;
  let agent: TestAccount;
  let supplierSecret: string;
  let callbackUrl: string;
  const files = { ca: '', cert: '', key: '' };

  before(async function () {
    if (!has('python3')) skipBecause(this, 'python3 is not on the PATH: the examples need it (CI machines have it)');
    dir = await mkdtemp(join(tmpdir(), 'examples-'));
    const issued = testStack().ca.issue(['127.0.0.1', 'localhost']);
    Object.assign(files, { ca: join(dir, 'ca.pem'), cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') });
    await Promise.all([writeFile(files.ca, testStack().ca.caCertPem), writeFile(files.cert, issued.certPem), writeFile(files.key, issued.keyPem)]);
    // A short wait, so that a 6 s outage is first answered 503, as BOOKING_WAIT_MS's 5 s does in production.
    api = await startHarness({ bookingWaitMs: 2000 });
    const port = await freePort();
    callbackUrl = `https://supplier:${PASSWORD}@127.0.0.1:${port}`;
    supplier = await createAccount(api, { name: 'Python supplier', callback_url: callbackUrl, notification_url: `${callbackUrl}/notifications` });
    agent = await createAccount(api, { name: 'Python agent' });
    await grant(api, supplier, agent);
    const made = await api.call('POST', '/v1/account/webhook_secret', { auth: supplier.auth });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    supplierSecret = made.body.webhook_secret;
    supplierProcess = spawn('python3', ['examples/python/supplier.py', '--cert', files.cert, '--key', files.key, '--port', String(port)], {
      env: { PATH: process.env.PATH ?? '', SUPPLIER_PASSWORD: PASSWORD, WEBHOOK_SECRET: supplierSecret },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supplierProcess.stdout!.on('data', (d: Buffer) => (supplierLog += d));
    supplierProcess.stderr!.on('data', (d: Buffer) => (supplierLog += d));
    await eventually(() => assert.match(supplierLog, /listening on \d+/), 10_000, 'the Python supplier to listen');
    for (const [product, rates] of Object.entries({ 'CITY-WALK': { adult: { rrp: 20, net: 16 } }, 'CANAL-CRUISE': { adult: { rrp: 30, net: 24 } } })) {
      const set = await api.call('PUT', `/v1/rates/${product}`, { auth: supplier.auth, json: { rates } });
      assert.equal(set.status, 200, `${JSON.stringify(set.body)}\n${supplierLog}`);
    }
  });
  after(async function () {
    if (supplierProcess && supplierProcess.exitCode === null) {
      supplierProcess.kill('SIGTERM');
      await once(supplierProcess, 'exit');
    }
    await api?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Runs an example to its end; a failure shows everything it printed. */
  async function example(command: string, args: string[], env: Record<string, string>) {
    const done = await run(command, args, { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, timeout: 100_000 }).catch(
      (err: { stdout?: string; stderr?: string; message: string }) =>
        assert.fail(`${command} ${args.join(' ')} failed: ${err.message}\n${err.stdout}\n${err.stderr}`),
    );
    return done.stdout;
  }

  const agentEnv = (token: string, product: string) => ({
    MARKETPLACE_URL: api.baseUrl,
    AGENT: agent.email,
    AGENT_TOKEN: token,
    AGENT_LIVE_TOKEN: agent.token,
    SUPPLIER: supplier.email,
    PRODUCT: product,
    RECEIVER_CERT: files.cert,
    RECEIVER_KEY: files.key,
  });

  it('the Python supplier passes the conformance kit, run as docs/SUPPLIERS.md says (the URLs and secrets in the environment)', async function () {
    const out = await example(process.execPath, [KIT_CLI, '--ca', files.ca, '--marketplace', api.baseUrl, '--account', supplier.email], {
      CALLBACK_URL: callbackUrl,
      NOTIFICATION_URL: `${callbackUrl}/notifications`,
      MARKETPLACE_TOKEN: supplier.token,
      WEBHOOK_SECRET: supplierSecret,
    });
    assert.match(out, /^\d+ passed, \d+ warned, 0 failed, \d+ skipped: CONFORMS$/m, out);
    // It does not push its availability (a warning only); everything else it is asked, it does.
    const notPassed = [...out.matchAll(/^(WARN|SKIP|FAIL) {2}(\S+)/gm)].map(([, status, id]) => `${status} ${id}`);
    assert.deepEqual(notPassed.sort(), ['SKIP questions.answers', 'SKIP questions.declared', 'SKIP reservation.extension', 'WARN push.used'], out);
    assert.match(out, /^PASS {2}notification\.signed/m);
    assert.match(supplierLog, new RegExp(`notification test \\(live\\): ${supplier.email}, signature verified`), supplierLog);
  });

  it('the Python agent runs its whole flow in test mode: time slots, the 503 repeated, signatures verified, a tampered copy refused', async function () {
    const out = await example('python3', ['examples/python/agent.py'], agentEnv(agent.testToken, 'CANAL-CRUISE'));
    assert.match(out, /^PASS {2}product facts shown: CANAL-CRUISE in Europe\/Amsterdam, time slots 11:00, 15:00$/m, out);
    assert.match(out, /^ {6}selling CANAL-CRUISE on \S+ at (11|15):00 \(20 left\)$/m, 'the simulated supplier answers the declared slots');
    assert.match(out, /^PASS {2}a 503 while the supplier is down, then the booking on repeat: \[503, (503, )*200\]$/m, out);
    // The hold is priced as GET /v1/rates said (CANAL-CRUISE's adult: 30, net 24), in its currency.
    assert.match(out, /^PASS {2}the hold priced as the rates say, in their currency: \{'currency': 'EUR', 'rrp': 60, 'net': 48\}$/m, out);
    assert.match(out, /^PASS {2}test notification received, signature verified, Marketplace-Mode test/m, out);
    assert.match(out, /^PASS {2}booking_confirmation notification received, signature verified, Marketplace-Mode test/m, out);
    assert.match(out, /^PASS {2}a tampered notification is refused: 401$/m, out);
    assert.match(out, /^PASS {2}SOLD_OUT on demand/m, out);
    assert.match(out, /^\d+ passed, 0 failed$/m, out);
  });

  it('the Python agent runs its flow live, at the Python supplier through the marketplace', async function () {
    const out = await example('python3', ['examples/python/agent.py'], agentEnv(agent.token, 'CITY-WALK'));
    assert.match(out, /^PASS {2}signed in: \S+ in live mode$/m, out);
    assert.match(out, /^PASS {2}the hold priced as the rates say, in their currency: \{'currency': 'EUR', 'rrp': 40, 'net': 32\}$/m, out);
    assert.match(out, /^PASS {2}test notification received, signature verified, Marketplace-Mode live/m, out);
    assert.match(out, /^\d+ passed, 0 failed$/m, out);
    // The booking reached the supplier, and so did its confirmation notification, signed.
    assert.match(supplierLog, /notification booking_confirmation \(live\): PY-\w+, signature verified/, supplierLog);
  });

  it('the curl flow runs in test mode, repeating the confirmation after its 503', async function () {
    if (!has('curl') || !has('jq')) skipBecause(this, 'the curl flow needs curl and jq on the PATH');
    const out = await example('bash', ['examples/curl/agent-flow.sh'], {
      MARKETPLACE_URL: api.baseUrl,
      AGENT: agent.email,
      AGENT_TOKEN: agent.testToken,
      SUPPLIER: supplier.email,
    });
    assert.match(out, /^mode: test$/m, out);
    // The first product by code of those sold with reservations, sold in declared time slots: a slot is chosen.
    assert.match(out, /^product: CANAL-CRUISE in Europe\/Amsterdam, slots: \["11:00","15:00"\]$/m, out);
    assert.match(out, /^selling: \S+ at "(11|15):00"$/m, out);
    assert.match(out, /^held at: 60 EUR \(net 48\)$/m, out);
    assert.match(out, /^attempts: ([2-9])$/m, 'a 503 first, then the booking');
    assert.match(out, /^booking status: confirmed$/m, out);
    assert.match(out, /^logged: POST \/v1\/booking_confirmation 200$/m, out);
    assert.match(out, /^cancelled: 200 \{\}$/m, out);
    assert.ok(!out.includes(agent.testToken), 'the token is never printed');
  });
});
