import assert from 'node:assert/strict';
import { Client, Connection } from '@temporalio/client';
import { freePort } from '../helpers/freePort.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { startScratchDatabase } from '../helpers/stack.ts';
import { startBookingWorld } from '../helpers/bookingWorld.ts';

describe('readiness (GET /ready) beside liveness (GET /health)', function () {
  const started: Harness[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  after(async function () {
    for (const api of started) await api.stop();
    for (const cleanup of cleanups) await cleanup();
  });
  async function harness(options: Parameters<typeof startHarness>[0]) {
    const api = await startHarness({ worker: false, ...options });
    started.push(api);
    return api;
  }

  it('is ready when Postgres answers and every migration is applied, and says Temporal is ok', async function () {
    const api = await harness({});
    const ready = await api.call('GET', '/ready');
    assert.deepEqual([ready.status, ready.body], [200, { status: 'ready', postgres: 'ok', migrations: 'applied', temporal: 'ok' }]);
  });

  it('stays ready while Temporal is unreachable, saying so, while the paths that need Temporal answer 503 with Retry-After; strict readiness requires it', async function () {
    const connection = Connection.lazy({ address: `127.0.0.1:${await freePort()}`, connectTimeout: 500 });
    cleanups.push(() => connection.close());
    // The accounts and products of a world whose Temporal answers; an API beside it whose Temporal does not.
    const w = await startBookingWorld({ worker: false });
    cleanups.push(() => w.stop());
    const api = await harness({ temporal: new Client({ connection }), bookingWaitMs: 1000 });
    const ready = await api.call('GET', '/ready');
    assert.deepEqual([ready.status, ready.body], [200, { status: 'ready', postgres: 'ok', migrations: 'applied', temporal: 'unreachable' }]);
    const strict = await api.call('GET', '/ready?strict=true');
    assert.deepEqual([strict.status, strict.body], [503, { status: 'not ready', postgres: 'ok', migrations: 'applied', temporal: 'unreachable' }]);
    assert.equal((await api.call('GET', '/health')).status, 200);
    // A reservation needs Temporal: our own 503, which the agent sees because the pod stayed in the load balancer.
    const res = await api.call('POST', '/v1/reservation', {
      auth: w.agent.auth,
      json: { supplier: w.owner.email, product: 'BOAT', date: '2031-06-01', adult: 1, expires: new Date(Date.now() + 600_000).toISOString() },
    });
    assert.deepEqual([res.status, res.body], [503, { error: 'SERVICE_UNAVAILABLE' }]);
    assert.equal(res.headers.get('retry-after'), '5');
    // What needs no Temporal is served: the supplier's products.
    assert.equal((await api.call('GET', `/v1/products?supplier=${w.owner.email}`, { auth: w.agent.auth })).status, 200);
  });

  it('answers 503 until the migrations are applied, then 200', async function () {
    const scratch = await startScratchDatabase('ready_pending', { migrate: false });
    cleanups.push(() => scratch.drop());
    const api = await harness({ db: scratch.db });
    const before = await api.call('GET', '/ready');
    assert.deepEqual([before.status, (before.body as { migrations: string }).migrations], [503, 'pending']);
    await scratch.db.migrate();
    await new Promise((r) => setTimeout(r, 1100)); // one answer serves for a second
    const after = await api.call('GET', '/ready');
    assert.deepEqual([after.status, after.body], [200, { status: 'ready', postgres: 'ok', migrations: 'applied', temporal: 'ok' }]);
  });
});
