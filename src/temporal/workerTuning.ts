import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { WORKER_DEFAULTS, type Config } from '../config.ts';

export type WorkerTuning = { maxCachedWorkflows: number; workflowTaskSlots: number; workflowTaskPollers: number; stickyQueueTimeoutMs: number };

/**
 * The cores this process may use: the CPUs it may run on, or fewer where a cgroup v2 quota
 * (`cpu.max`, what a Kubernetes CPU limit sets) allows less. `availableParallelism()` alone
 * would give a pod limited to 2 CPUs on a 64-core node slots for 64.
 */
export function usableCores(cpuMax = readCpuMax()): number {
  const cpus = availableParallelism();
  const [quota, period] = (cpuMax ?? '').trim().split(/\s+/);
  const limited = quota && quota !== 'max' ? Math.ceil(Number(quota) / Number(period)) : Number.NaN;
  return Number.isFinite(limited) && limited >= 1 ? Math.min(cpus, limited) : cpus;
}

function readCpuMax(): string | undefined {
  try {
    return readFileSync('/sys/fs/cgroup/cpu.max', 'utf8');
  } catch {
    return undefined;
  }
}

/** The worker's tuning: what WORKER_* sets, else WORKER_DEFAULTS, slots and pollers per usable core. */
export function workerTuningFor(config: Config, cores = usableCores()): WorkerTuning {
  return {
    maxCachedWorkflows: config.WORKER_MAX_CACHED_WORKFLOWS,
    workflowTaskSlots: config.WORKER_WORKFLOW_TASK_SLOTS ?? Math.min(WORKER_DEFAULTS.workflowTaskSlotsPerCore * cores, 10_000),
    workflowTaskPollers: config.WORKER_WORKFLOW_TASK_POLLERS ?? Math.min(WORKER_DEFAULTS.workflowTaskPollersPerCore * cores, 1_000),
    stickyQueueTimeoutMs: config.WORKER_STICKY_QUEUE_TIMEOUT_MS,
  };
}
