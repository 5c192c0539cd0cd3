import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@temporalio/client';
import { Worker } from '@temporalio/worker';
import { todayIn } from '../../src/domain/dates.ts';
import { connectClient } from '../../src/temporal/connect.ts';
import { tracingWorkerInterceptors } from '../../src/temporal/tracing.ts';
import { housekeepingWorkflow } from '../../workflows/housekeeping/housekeeping.ts';
import { startFakeSupplier, type FakeSupplier } from '../helpers/fakeSupplier.ts';
import { freePort } from '../helpers/freePort.ts';
import { startRole, type RoleProcess } from '../helpers/roleProcess.ts';
import { startScratchDatabase, testStack } from '../helpers/stack.ts';
import { eventually, serveBookings, serveNotifications, type SupplierState } from '../helpers/supplierBehaviour.ts';
import { FAR, supplierProduct, ZONE } from '../helpers/supplierProducts.ts';
import { startTemporalCluster, type TemporalCluster } from '../helpers/temporalCluster.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Answer = { status: number; body: any; headers: Headers };

/**
 * The service as production runs it: a real Temporal server (temporal-server on PostgreSQL with
 * SQL visibility, 4 history shards, mTLS on the frontend), set up by the service's own
 * `temporal-setup`, two API processes and two worker processes connecting with the TEMPORAL_TLS_*
 * settings, and agents reaching the APIs through a round-robin balancer that skips an API that
 * refuses connections. The flows a booking takes end to end, then a rolling restart in the middle
 * of a burst of bookings, then every history this server recorded replayed under the bundle.
 */
describe('production shape: a real Temporal server (PostgreSQL, 4 shards, mTLS), 2 APIs and 2 workers', function () {
  this.timeout(300_000);
  let dir: string;
  let cluster: TemporalCluster;
  let client: Client;
  let appDb: Awaited<ReturnType<typeof startScratchDatabase>>;
  let supplier: FakeSupplier;
  let ownerInbox: FakeSupplier;
  let agentInbox: FakeSupplier;
  let state: SupplierState;
  let env: Record<string, string>;
  const apis: { port: number; role: RoleProcess }[] = [];
  const workers: { metricsPort: number; role: RoleProcess }[] = [];
  let owner: { email: string; auth: string };
  let agent: { email: string; auth: string };
  let next = 0;

  /** The balancer: round robin over the APIs; one that refuses the connection is skipped, as a health-checked balancer would. */
  async function call(method: string, path: string, options: { auth?: string; json?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    for (let tries = 0; ; tries++) {
      const api = apis[next++ % apis.length]!;
      try {
        const res = await fetch(`http://127.0.0.1:${api.port}${path}`, {
          method,
          headers: {
            ...(options.auth ? { authorization: options.auth } : {}),
            ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
            ...options.headers,
          },
          ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
      } catch (err) {
        if (tries > 20) throw err;
        await sleep(100);
      }
    }
  }

  /** An agent's request repeated as the contract asks on 503 (same body), until it is answered otherwise. */
  async function untilAnswered(method: string, path: string, json: unknown, auth: string): Promise<{ answer: Answer; unavailable: number }> {
    let unavailable = 0;
    for (;;) {
      const answer = await call(method, path, { auth, json });
      if (answer.status !== 503 || unavailable >= 20) return { answer, unavailable };
      unavailable++;
      await sleep(Number(answer.headers.get('retry-after') ?? 1) * 200);
    }
  }

  const basic = (email: string, token: string) => `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;

  function startApi(port: number) {
    const role = startRole('api', { ...env, PORT: String(port), METRICS_PORT: '0' });
    return { port, role };
  }
  function startWorker(metricsPort: number) {
    const role = startRole('worker', { ...env, METRICS_PORT: String(metricsPort) });
    return { metricsPort, role };
  }
  async function ready(url: string, what: string, expected: Record<string, string>) {
    await eventually(
      async () => {
        const res = await fetch(url);
        assert.ok(res.ok, `${url}: ${res.status}`);
        const body = (await res.json()) as Record<string, string>;
        assert.deepEqual(Object.fromEntries(Object.keys(expected).map((k) => [k, body[k]])), expected);
      },
      60_000,
      what,
    );
  }

  before(async function () {
    dir = await mkdtemp(join(tmpdir(), 'production-shape-'));
    await chmod(dir, 0o755);
    cluster = await startTemporalCluster({ dataDir: join(dir, 'cluster'), ca: testStack().ca, shards: 4 });
    // Set up by the service's own command, over mTLS, as an operator would: namespace and search attributes.
    const setup = startRole('ops', cluster.env, ['temporal-setup']);
    assert.equal(await setup.exited, 0, setup.output());
    assert.match(setup.output(), /namespace default: created/);
    assert.match(setup.output(), /search attribute MarketplaceAccount: created/);
    client = await connectClient(cluster.connection);

    appDb = await startScratchDatabase('production_shape');
    await writeFile(join(dir, 'suppliers-ca.pem'), testStack().ca.caCertPem);
    await writeFile(join(dir, 'workflows.js'), testStack().workflowBundle.code);
    supplier = await startFakeSupplier({ ca: testStack().ca, username: 'prod-user', password: 'prod-pass' });
    ownerInbox = await startFakeSupplier({ ca: testStack().ca, username: 'inbox', password: 'inbox-pass' });
    agentInbox = await startFakeSupplier({ ca: testStack().ca, username: 'agent-inbox', password: 'agent-pass' });
    state = serveBookings(supplier);
    serveNotifications(ownerInbox);
    serveNotifications(agentInbox);
    supplier.on('GET', '/products', () => ({ body: { BOAT: supplierProduct('Boat trip'), MUSEUM: supplierProduct('Museum', { freesale: true }) } }));

    env = {
      ...cluster.env,
      DATABASE_URL: appDb.url,
      TEMPORAL_TASK_QUEUE: 'marketplace',
      CALLBACK_ALLOW_PRIVATE_NETWORKS: 'true',
      SUPPLIER_CA_FILE: join(dir, 'suppliers-ca.pem'),
      SUPPLIER_TIMEOUT_MS: '3000',
      WORKFLOW_BUNDLE_PATH: join(dir, 'workflows.js'),
      WEBHOOK_SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
      PUBLIC_URL: 'https://marketplace.production-shape.test',
      WORKER_SHUTDOWN_GRACE_MS: '15000',
      TEMPORAL_METRICS_PORT: '0',
      LOG_LEVEL: 'info',
    };
    for (let i = 0; i < 2; i++) workers.push(startWorker(await freePort()));
    for (let i = 0; i < 2; i++) apis.push(startApi(await freePort()));
    for (const w of workers) await ready(`http://127.0.0.1:${w.metricsPort}/ready`, 'a worker ready', { status: 'ready', temporal: 'ok' });
    for (const a of apis) await ready(`http://127.0.0.1:${a.port}/ready`, 'an API ready', { status: 'ready', temporal: 'ok' });

    const account = async (name: string, callbackUrl: string, notificationUrl: string) => {
      const email = `${name.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`;
      const res = await call('POST', '/v1/account', { json: { name, email, callback_url: callbackUrl, notification_url: notificationUrl } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return { email, auth: basic(email, res.body.token) };
    };
    owner = await account('Owner', supplier.url, ownerInbox.url);
    agent = await account('Agent', 'https://agent.example.com', agentInbox.url);
    assert.equal((await call('PUT', `/v1/agents/${agent.email}`, { auth: owner.auth })).status, 200);
    for (const code of ['BOAT', 'MUSEUM']) {
      const rates = await call('PUT', `/v1/rates/${code}`, { auth: owner.auth, json: { rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25, net: 20 } } } });
      assert.equal(rates.status, 200, JSON.stringify(rates.body));
    }
  });

  after(async function () {
    const roles = [...apis, ...workers].map((r) => r.role);
    await Promise.all(roles.map((r) => r.stop('SIGKILL')));
    await client?.connection.close();
    for (const fake of [supplier, ownerInbox, agentInbox]) await fake?.close();
    await cluster?.stop();
    await appDb?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const reserve = (body: Record<string, unknown> = {}) =>
    call('POST', '/v1/reservation', {
      auth: agent.auth,
      json: { supplier: owner.email, product: 'BOAT', date: FAR, adult: 2, expires: new Date(Date.now() + 600_000).toISOString(), ...body },
    });
  const confirmBody = (body: Record<string, unknown>) => ({
    reference: `PS-${randomUUID().slice(0, 8)}`,
    product: 'BOAT',
    date: FAR,
    adult: 2,
    customer: { first_name: 'Ada', last_name: 'Lovelace' },
    ...body,
  });
  const confirmations = (reference: string) => [...state.bookings.values()].filter((b) => b.body.reference === reference);

  it('holds seats and releases them at the supplier when expires passes', async function () {
    const held = await reserve({ expires: new Date(Date.now() + 2_000).toISOString() });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    const row = await eventually(
      async () => {
        const [found] = await appDb.db
          .fork()
          .getConnection()
          .execute<{ status: string; supplier_code: string }[]>('select status, supplier_code from reservation where id = ?', [held.body.reservation]);
        assert.equal(found?.status, 'expired');
        return found;
      },
      30_000,
      'the hold expired',
    );
    await eventually(() => assert.equal(state.holds.get(row.supplier_code)?.released, true), 10_000, 'the seats released at the supplier');
  });

  it('confirms, updates and cancels a booking; the owner is notified of each', async function () {
    const held = await reserve({ child: 1 });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    const confirmed = await call('POST', '/v1/booking_confirmation', { auth: agent.auth, json: confirmBody({ reservation: held.body.reservation, child: 1 }) });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    const updated = await call('POST', '/v1/booking_update', { auth: agent.auth, json: { booking: confirmed.body.reference, adult: 1, child: 1 } });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    const cancelled = await call('POST', '/v1/booking_cancellation', { auth: agent.auth, json: { booking: updated.body.reference } });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    for (const event of ['/booking_confirmation', '/booking_update', '/booking_cancellation'])
      await eventually(() => assert.ok(ownerInbox.requests.some((r) => r.path === event)), 20_000, `the owner's ${event} notification`);
  });

  it('registers a redemption at the gate and notifies the agent', async function () {
    const booked = await call('POST', '/v1/booking_confirmation', {
      auth: agent.auth,
      json: confirmBody({ reservation: null, supplier: owner.email, product: 'MUSEUM', date: todayIn(ZONE), adult: 1 }),
    });
    assert.equal(booked.status, 200, JSON.stringify(booked.body));
    const redeemed = await call('POST', '/v1/redeem_booking', { auth: owner.auth, json: { barcode: booked.body.tickets[0].barcode } });
    assert.equal(redeemed.status, 200, JSON.stringify(redeemed.body));
    await eventually(
      () =>
        assert.ok(
          agentInbox.requests.some(
            (r) => r.path === '/ticket_redemption' && (r.body as { ticket?: { barcode?: string } }).ticket?.barcode === booked.body.tickets[0].barcode,
          ),
        ),
      20_000,
      'the agent’s redemption notification',
    );
  });

  it('retries a supplier answering 503 with the same key and confirms once it recovers', async function () {
    supplier.failNext(2, 503, '/booking_confirmation');
    const body = confirmBody({ reservation: null, supplier: owner.email, product: 'MUSEUM', adult: 1 });
    const { answer } = await untilAnswered('POST', '/v1/booking_confirmation', body, agent.auth);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const calls = supplier.requests.filter((r) => r.path === '/booking_confirmation' && (r.body as { reference?: string }).reference === body.reference);
    assert.equal(calls.length, 3, 'two 503s, then the booking');
    assert.equal(new Set(calls.map((c) => c.headers['idempotency-key'])).size, 1, 'one key');
    assert.equal(confirmations(body.reference).length, 1);
  });

  it('runs housekeeping from its schedule', async function () {
    const schedule = client.schedule.getHandle('housekeeping');
    assert.equal((await schedule.describe()).action.type, 'startWorkflow');
    const since = new Date();
    await schedule.trigger();
    await eventually(
      async () => {
        for await (const run of client.workflow.list({ query: `WorkflowType = '${housekeepingWorkflow.name}' AND ExecutionStatus = 'Completed'` }))
          if (run.startTime >= since) return;
        assert.fail(`no housekeeping run completed since ${since.toISOString()}`);
      },
      // The schedule skips a trigger while its minute's run is still going (overlap: skip), and the
      // next minute's run then starts up to 60 s later: a minute and a half covers it and its run.
      90_000,
      'a scheduled housekeeping run completed',
    );
  });

  it('a rolling restart in the middle of a burst loses no booking, books none twice, leaks no hold; every agent gets 200 or a 503 whose repeat succeeds', async function () {
    const total = 24;
    const results: { reference: string; status: number; unavailable: number }[] = [];
    let started = 0;
    const one = async () => {
      const held = await untilAnswered(
        'POST',
        '/v1/reservation',
        { supplier: owner.email, product: 'BOAT', date: FAR, adult: 1, expires: new Date(Date.now() + 600_000).toISOString() },
        agent.auth,
      );
      assert.equal(held.answer.status, 200, JSON.stringify(held.answer.body));
      const body = confirmBody({ reservation: held.answer.body.reservation, adult: 1 });
      const booked = await untilAnswered('POST', '/v1/booking_confirmation', body, agent.auth);
      results.push({ reference: body.reference, status: booked.answer.status, unavailable: held.unavailable + booked.unavailable });
    };
    const loop = async () => {
      while (started < total) {
        started++;
        await one();
      }
    };
    // The supplier takes a moment to confirm, so that the restart finds supplier calls in flight.
    supplier.delayNext(total, 400, '/booking_confirmation');
    const burst = Promise.all(Array.from({ length: 6 }, loop));
    // A third of the way in: one worker and one API are replaced, each drained by SIGTERM.
    await eventually(() => assert.ok(results.length >= total / 3, `${results.length} of ${total} answered`), 120_000, 'a third of the burst');
    const [oldWorker, oldApi] = [workers[0]!, apis[0]!];
    const inFlight = started - results.length;
    assert.ok(inFlight > 0 && started < total, `the restart lands mid-burst: ${inFlight} in flight, ${total - started} not started`);
    const [workerExit, apiExit] = await Promise.all([oldWorker.role.stop(), oldApi.role.stop()]);
    assert.equal(workerExit, 0, oldWorker.role.output().slice(-3000));
    assert.equal(apiExit, 0, oldApi.role.output().slice(-3000));
    workers[0] = startWorker(oldWorker.metricsPort);
    apis[0] = startApi(oldApi.port);
    await burst;

    assert.equal(results.length, total);
    for (const r of results) {
      assert.equal(r.status, 200, `${r.reference}: every agent ends with 200`);
      assert.equal(confirmations(r.reference).length, 1, `${r.reference}: confirmed exactly once at the supplier`);
    }
    const rows = await appDb.db
      .fork()
      .getConnection()
      .execute<{ reference: string; status: string }[]>('select agent_reference as reference, status from booking where agent_reference in (?)', [
        results.map((r) => r.reference),
      ]);
    assert.equal(rows.length, total, 'no booking lost');
    assert.ok(
      rows.every((r) => r.status === 'confirmed'),
      JSON.stringify(rows.filter((r) => r.status !== 'confirmed')),
    );
    // No hold leaked: every hold the supplier granted is booked or given back (a 503'd reservation is abandoned and released).
    const booked = new Set([...state.bookings.values()].map((b) => String(b.body.reservation)));
    await eventually(
      () =>
        assert.deepEqual(
          [...state.holds.entries()].filter(([code, hold]) => !hold.released && !booked.has(code)).map(([code]) => code),
          [],
        ),
      60_000,
      'every unbooked hold released',
    );
    const open = await appDb.db
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as n from reservation where status = 'held' and expires_at < now()`);
    assert.equal(open[0]?.n, 0);
    console.log(
      `      rolling restart: ${total} bookings, ${inFlight} in flight at SIGTERM, ${results.reduce((n, r) => n + r.unavailable, 0)} answered 503 first and repeated`,
    );
    await ready(`http://127.0.0.1:${workers[0]!.metricsPort}/ready`, 'the new worker ready', { status: 'ready' });
  });

  it('replays every history this server recorded under the workflow bundle (determinism on a real server, as on the dev server)', async function () {
    const histories = [];
    for await (const execution of client.workflow.list({ query: `ExecutionStatus != 'Running'` })) {
      histories.push({ workflowId: execution.workflowId, history: await client.workflow.getHandle(execution.workflowId, execution.runId).fetchHistory() });
    }
    assert.ok(histories.length >= 30, `${histories.length} histories`);
    for await (const result of Worker.runReplayHistories(
      { workflowBundle: testStack().workflowBundle, interceptors: tracingWorkerInterceptors() },
      histories,
    )) {
      assert.equal(result.error, undefined, `${result.workflowId}: ${result.error}`);
    }
  });
});
