import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { loadConfig } from '../../src/config.ts';
import { usableCores, workerTuningFor } from '../../src/temporal/workerTuning.ts';

/** The worker's defaults scale with the cores it may use (issue 35); what an operator sets wins. */
describe("the worker's tuning", function () {
  const config = (env: Record<string, string> = {}) => loadConfig({ DATABASE_URL: 'postgres://localhost/x', ...env });

  it('counts the cores a cgroup quota allows, never more than the CPUs it may run on', function () {
    const cpus = availableParallelism();
    assert.equal(usableCores('max 100000\n'), cpus, 'no quota');
    assert.equal(usableCores(undefined), cpus, 'no cgroup v2 file');
    assert.equal(usableCores('100000 100000\n'), 1, 'a limit of one CPU');
    assert.equal(usableCores('150000 100000'), Math.min(cpus, 2), 'a limit of 1.5 CPUs rounds up');
    assert.equal(usableCores(`${(cpus + 8) * 100000} 100000`), cpus, 'a quota above the CPUs');
    assert.equal(usableCores('garbage'), cpus);
  });

  it('gives 50 workflow task slots and 25 pollers per core, a 300 s sticky queue and a cache of 1,000 by default', function () {
    assert.deepEqual(workerTuningFor(config(), 2), {
      maxCachedWorkflows: 1000,
      workflowTaskSlots: 100,
      workflowTaskPollers: 50,
      stickyQueueTimeoutMs: 300_000,
    });
    assert.deepEqual(workerTuningFor(config(), 8), {
      maxCachedWorkflows: 1000,
      workflowTaskSlots: 400,
      workflowTaskPollers: 200,
      stickyQueueTimeoutMs: 300_000,
    });
    assert.equal(workerTuningFor(config(), 1000).workflowTaskSlots, 10_000, 'capped at what the setting allows');
  });

  it('takes what WORKER_* sets over the per-core defaults', function () {
    const set = config({
      WORKER_WORKFLOW_TASK_SLOTS: '30',
      WORKER_WORKFLOW_TASK_POLLERS: '10',
      WORKER_STICKY_QUEUE_TIMEOUT_MS: '5000',
      WORKER_MAX_CACHED_WORKFLOWS: '200',
    });
    assert.deepEqual(workerTuningFor(set, 16), { maxCachedWorkflows: 200, workflowTaskSlots: 30, workflowTaskPollers: 10, stickyQueueTimeoutMs: 5000 });
  });
});
