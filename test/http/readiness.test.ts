import assert from 'node:assert/strict';
import { Client, Connection } from '@temporalio/client';
import { freePort } from '../helpers/freePort.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { startScratchDatabase } from '../helpers/stack.ts';

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

  it('is ready when Postgres and Temporal answer and every migration is applied', async function () {
    const api = await harness({});
    const ready = await api.call('GET', '/ready');
    assert.deepEqual([ready.status, ready.body], [200, { status: 'ready', postgres: 'ok', migrations: 'applied', temporal: 'ok' }]);
  });

  it('answers 503 while Temporal is unreachable, and stays live', async function () {
    const connection = Connection.lazy({ address: `127.0.0.1:${await freePort()}`, connectTimeout: 500 });
    cleanups.push(() => connection.close());
    const api = await harness({ temporal: new Client({ connection }) });
    const ready = await api.call('GET', '/ready');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.body, { status: 'not ready', postgres: 'ok', migrations: 'applied', temporal: 'unreachable' });
    assert.equal((await api.call('GET', '/health')).status, 200);
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
