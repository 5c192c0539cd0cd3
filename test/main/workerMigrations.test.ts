import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { usableCores } from '../../src/temporal/workerTuning.ts';
import { freePort } from '../helpers/freePort.ts';
import { PRODUCTION_SETTINGS, startRole } from '../helpers/roleProcess.ts';
import { startScratchDatabase, testBundleFile, testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

/**
 * Issue 45 §6: a release's worker started before its migrate Job has run polls nothing and is not
 * ready (its /ready says why); once the migrations are in, it starts and is ready.
 */
describe('a worker waits for its release’s migrations', function () {
  this.timeout(120_000);

  it('is not ready, and polls nothing, until every migration is applied', async function () {
    const scratch = await startScratchDatabase('worker_waits', { migrate: false });
    const metricsPort = await freePort();
    const worker = startRole('worker', {
      ...PRODUCTION_SETTINGS,
      DATABASE_URL: scratch.url,
      TEMPORAL_ADDRESS: testStack().temporal.address,
      TEMPORAL_TASK_QUEUE: `migrations-${randomUUID().slice(0, 8)}`,
      METRICS_PORT: String(metricsPort),
      TEMPORAL_METRICS_PORT: '0',
      WORKFLOW_BUNDLE_PATH: await testBundleFile(),
    });
    const ready = async () => {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/ready`);
      return { status: res.status, body: (await res.json()) as { worker: string } };
    };
    try {
      await eventually(async () => assert.deepEqual(await ready().then((r) => [r.status, r.body.worker]), [503, 'waiting for migrations']), 30_000, 'waiting');
      assert.match(worker.output(), /waiting for migrations/);
      assert.doesNotMatch(worker.output(), /worker created/, 'no worker polls yet');
      await scratch.db.migrate();
      await eventually(async () => assert.equal((await ready()).status, 200), 60_000, 'ready once migrated');
      // No WORKER_CPU_REQUEST_MILLICORES here: without a CPU limit either, the role says what it assumed (issue 45 §1).
      const limited = usableCores({}).from === 'cpu limit';
      assert.equal(/neither a CPU limit nor WORKER_CPU_REQUEST_MILLICORES is set: the worker is tuned for 2 cores/.test(worker.output()), !limited);
    } finally {
      await worker.stop();
      await scratch.drop();
    }
  });
});
