import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { freePort } from '../helpers/freePort.ts';
import { PRODUCTION_SETTINGS, startRole, type RoleProcess } from '../helpers/roleProcess.ts';
import { startScratchDatabase, testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

/** A production role with the test stack and its CA. */
function startRoleHere(role: 'api' | 'worker', env: Record<string, string>): RoleProcess {
  return startRole(role, {
    DATABASE_URL: testStack().databaseUrl,
    TEMPORAL_ADDRESS: testStack().temporal.address,
    TEMPORAL_METRICS_PORT: '0',
    CALLBACK_ALLOW_PRIVATE_NETWORKS: 'true',
    LOG_LEVEL: 'info',
    ...PRODUCTION_SETTINGS,
    ...env,
  });
}

describe('drain on SIGTERM (real processes, real signals)', function () {
  this.timeout(120_000);
  let dir: string;
  let w: BookingWorld;
  const roles: RoleProcess[] = [];
  const scratches: Awaited<ReturnType<typeof startScratchDatabase>>[] = [];
  const taskQueue = `drain-${randomUUID().slice(0, 8)}`;
  before(async function () {
    dir = await mkdtemp(join(tmpdir(), 'drain-'));
    await writeFile(join(dir, 'ca.pem'), testStack().ca.caCertPem);
    // The tests' bundle, as the image ships one: the worker starts in a second, not after bundling.
    await writeFile(join(dir, 'workflows.js'), testStack().workflowBundle.code);
  });
  afterEach(async function () {
    for (const role of roles.splice(0)) {
      if (role.child.exitCode === null) role.child.kill('SIGKILL');
      await role.exited;
    }
    await w?.stop();
    for (const scratch of scratches.splice(0)) await scratch.drop();
  });
  after(async () => rm(dir, { recursive: true, force: true }));

  const booking = () => ({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', adult: 1, child: 0, reference: `DRAIN-${randomUUID().slice(0, 8)}` });
  const confirmations = () => w.ownerCallbacks.requests.filter((r) => r.path === '/booking_confirmation');

  it('a worker stops polling, says draining on /ready, finishes the supplier call it is making, then exits 0', async function () {
    // A database of its own: the worker role housekeeps at start, and in the shared test database
    // it would re-drive onto its task queue whatever earlier tests left stranded.
    const scratch = await startScratchDatabase('drain');
    scratches.push(scratch);
    // The agent waits up to 30 s: the point here is the drain, not the wait.
    w = await startBookingWorld({ db: scratch.db, worker: false, taskQueue, bookingWaitMs: 30_000, supplierTimeoutMs: 12_000 });
    const metricsPort = await freePort();
    const worker = startRoleHere('worker', {
      DATABASE_URL: scratch.url,
      TEMPORAL_TASK_QUEUE: taskQueue,
      METRICS_PORT: String(metricsPort),
      SUPPLIER_CA_FILE: join(dir, 'ca.pem'),
      WORKFLOW_BUNDLE_PATH: join(dir, 'workflows.js'),
      WORKER_SHUTDOWN_GRACE_MS: '15000',
      // The supplier's 8 s below must be an answer, not a time-out (the activity's limit is this plus 5 s).
      SUPPLIER_TIMEOUT_MS: '12000',
    });
    roles.push(worker);
    // Each probe gives up after a second: one slow answer under load must not use up the window below.
    const ready = (path = '/ready') =>
      fetch(`http://127.0.0.1:${metricsPort}${path}`, { signal: AbortSignal.timeout(1_000) }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as Record<string, string>,
      }));
    const up = await eventually(
      async () => {
        const now = await ready();
        assert.equal(now.status, 200, JSON.stringify(now.body));
        return now;
      },
      30_000,
      'the worker ready',
    );
    assert.deepEqual(up.body, { status: 'ready', worker: 'running', temporal: 'ok' });

    // The supplier takes 8 s: SIGTERM lands while the worker is calling it, and the worker (draining,
    // /ready 503) lives until that call is answered. A shorter call left too narrow a window to see
    // the 503 on a loaded machine (CI once missed it with 4 s).
    w.ownerCallbacks.delayNext(1, 8_000, '/booking_confirmation');
    const before = confirmations().length;
    const answered = w.confirm(booking());
    await eventually(() => assert.ok(confirmations().length > before, 'no confirmation at the supplier'), 15_000, 'the supplier called');
    worker.child.kill('SIGTERM');
    const draining = await eventually(
      async () => {
        const now = await ready();
        assert.equal(now.status, 503, JSON.stringify(now.body));
        return now;
      },
      7_000,
      '/ready to say not ready',
    );
    assert.notEqual(draining.body.worker, 'running');
    assert.equal((await ready('/health')).status, 200, 'still alive while draining');

    const res = await answered;
    // The worker's own account of its drain, should the answer not come.
    assert.equal(res.status, 200, `${JSON.stringify(res.body)}\nworker output:\n${worker.output().slice(-6000)}`);
    assert.equal(await worker.exited, 0, worker.output());
    assert.match(worker.output(), /worker draining/);
    assert.match(worker.output(), /worker drained/);
    assert.equal(confirmations().length, before + 1, 'the supplier was called once');
  });

  it('the API stops accepting, answers the request it is serving, then exits 0', async function () {
    // The in-process worker serves this API's workflows; the API is the real process.
    w = await startBookingWorld({ taskQueue: `${taskQueue}-api` });
    const port = await freePort();
    const api = startRoleHere('api', {
      PORT: String(port),
      METRICS_PORT: '0',
      TEMPORAL_TASK_QUEUE: `${taskQueue}-api`,
      BOOKING_WAIT_MS: '15000',
      SUPPLIER_CA_FILE: join(dir, 'ca.pem'),
    });
    roles.push(api);
    await eventually(
      async () => {
        const health = await fetch(`http://127.0.0.1:${port}/health`);
        assert.ok(health.ok, `/health answered ${health.status}`);
      },
      20_000,
      'the API listening',
    );

    w.ownerCallbacks.delayNext(1, 3_000, '/booking_confirmation');
    const before = confirmations().length;
    const auth = `Basic ${Buffer.from(`${w.agent.auth.user}:${w.agent.auth.password}`).toString('base64')}`;
    const answered = fetch(`http://127.0.0.1:${port}/v1/booking_confirmation`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...booking(), date: FAR, customer: { first_name: 'Ada', last_name: 'Lovelace' } }),
    });
    await eventually(() => assert.ok(confirmations().length > before, 'no confirmation at the supplier'), 15_000, 'the supplier called');
    api.child.kill('SIGTERM');
    // No new connection is taken once the signal is handled.
    await eventually(async () => await assert.rejects(fetch(`http://127.0.0.1:${port}/health`), 'the listener still answers'), 5_000, 'the listener closed');
    const res = await answered;
    // Answered while draining: the connection is closed after it, so a pooled connection leaves too.
    assert.equal(res.headers.get('connection'), 'close');
    const body = (await res.json()) as { reference?: string; tickets?: unknown[] };
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.equal(body.tickets?.length, 1, 'the booking, with its ticket');
    assert.equal(await api.exited, 0, api.output());
  });
});
