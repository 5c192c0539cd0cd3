import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config.ts';
import { usableCores, workerTuningFor } from '../../src/temporal/workerTuning.ts';

/** The worker's defaults scale with the cores it may use (issue 35); what an operator sets wins. */
describe("the worker's tuning", function () {
  const config = (env: Record<string, string> = {}) => loadConfig({ DATABASE_URL: 'postgres://localhost/x', ...env });

  it('counts the cores a cgroup quota allows, never more than the CPUs it may run on', function () {
    const cores = (cpuMax: string | undefined, cpus = 8) => usableCores({ cpuMax, cpus });
    assert.deepEqual(cores('100000 100000\n'), { cores: 1, from: 'cpu limit' }, 'a limit of one CPU');
    assert.equal(cores('150000 100000').cores, 2, 'a limit of 1.5 CPUs rounds up');
    assert.equal(cores('1600000 100000').cores, 8, 'a quota above the CPUs');
    assert.equal(usableCores({ cpuMax: '400000 100000', requestMillicores: 2000, cpus: 32 }).cores, 4, 'a limit wins over the request');
  });

  it('counts the CPU request when there is no limit, and never the node’s cores alone (issue 45 §1)', function () {
    // A pod with a request of 2 CPUs and no limit, on a 32-core node: cpu.max says `max`.
    assert.deepEqual(usableCores({ cpuMax: 'max 100000\n', requestMillicores: 2000, cpus: 32 }), { cores: 2, from: 'cpu request' });
    assert.equal(usableCores({ cpuMax: 'max 100000', requestMillicores: 1250, cpus: 32 }).cores, 2, 'a request of 1.25 CPUs rounds up');
    assert.equal(usableCores({ cpuMax: undefined, requestMillicores: 64_000, cpus: 32 }).cores, 32, 'never more than the CPUs');
    // Neither: the 2 cores the defaults were measured on, and a warning naming the setting.
    for (const cpuMax of ['max 100000', undefined, 'garbage']) {
      const found = usableCores({ cpuMax, cpus: 32 });
      assert.equal(found.cores, 2, String(cpuMax));
      assert.equal(found.from, 'fallback');
      assert.match(found.warning ?? '', /WORKER_CPU_REQUEST_MILLICORES is set: the worker is tuned for 2 cores, not the 32/);
    }
    assert.equal(usableCores({ cpuMax: 'max 100000', cpus: 1 }).cores, 1, 'a one-CPU machine');
    assert.equal(
      workerTuningFor(config({ WORKER_CPU_REQUEST_MILLICORES: '4000' }), usableCores({ cpuMax: 'max 100000', requestMillicores: 4000, cpus: 32 }).cores)
        .workflowTaskSlots,
      200,
    );
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
