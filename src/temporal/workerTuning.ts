import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { WORKER_DEFAULTS, type Config } from '../config.ts';

export type WorkerTuning = { maxCachedWorkflows: number; workflowTaskSlots: number; workflowTaskPollers: number; stickyQueueTimeoutMs: number };

/** The cores the defaults were measured on (docs/PERFORMANCE.md): what a worker that cannot tell its share assumes. */
export const FALLBACK_CORES = 2;

export type UsableCores = {
  cores: number;
  /** What said so: a CPU limit (cgroup v2 `cpu.max`), the pod's CPU request, or nothing (the fallback). */
  from: 'cpu limit' | 'cpu request' | 'fallback';
  /** Set when neither a limit nor a request is known: the line the worker logs at start. */
  warning?: string;
};

export type CoreProbe = {
  /** The cgroup v2 `cpu.max` file's text (`max 100000` when no limit); read from /sys when not given. */
  cpuMax?: string | undefined;
  /** The container's CPU request in millicores (WORKER_CPU_REQUEST_MILLICORES, from the downward API). */
  requestMillicores?: number | undefined;
  /** The CPUs this process may run on (os.availableParallelism()). */
  cpus?: number;
};

/**
 * The cores this worker is sized for: its CPU limit (the cgroup v2 quota a Kubernetes limit sets),
 * else its CPU request (passed in by the manifest through the downward API), each rounded up and
 * never more than the CPUs it may run on. Never the node's cores alone: a pod with no limit on a
 * 32-core node sees 32 CPUs while it was scheduled for 2, and would open 1,600 workflow task slots
 * and 800 pollers. With neither, it assumes FALLBACK_CORES and says so.
 */
export function usableCores(probe: CoreProbe = {}): UsableCores {
  const cpus = probe.cpus ?? availableParallelism();
  const cpuMax = 'cpuMax' in probe ? probe.cpuMax : readCpuMax();
  const [quota, period] = (cpuMax ?? '').trim().split(/\s+/);
  const limited = quota && quota !== 'max' ? Math.ceil(Number(quota) / Number(period)) : Number.NaN;
  if (Number.isFinite(limited) && limited >= 1) return { cores: Math.min(cpus, limited), from: 'cpu limit' };
  if (probe.requestMillicores !== undefined && probe.requestMillicores > 0) {
    return { cores: Math.min(cpus, Math.ceil(probe.requestMillicores / 1000)), from: 'cpu request' };
  }
  return {
    cores: Math.min(cpus, FALLBACK_CORES),
    from: 'fallback',
    warning: `neither a CPU limit nor WORKER_CPU_REQUEST_MILLICORES is set: the worker is tuned for ${FALLBACK_CORES} cores, not the ${cpus} it can see (set WORKER_CPU_REQUEST_MILLICORES, or WORKER_WORKFLOW_TASK_SLOTS and WORKER_WORKFLOW_TASK_POLLERS)`,
  };
}

function readCpuMax(): string | undefined {
  try {
    return readFileSync('/sys/fs/cgroup/cpu.max', 'utf8');
  } catch {
    return undefined;
  }
}

/** The worker's tuning: what WORKER_* sets, else WORKER_DEFAULTS, slots and pollers per usable core. */
export function workerTuningFor(config: Config, cores = usableCores({ requestMillicores: config.WORKER_CPU_REQUEST_MILLICORES }).cores): WorkerTuning {
  return {
    maxCachedWorkflows: config.WORKER_MAX_CACHED_WORKFLOWS,
    workflowTaskSlots: config.WORKER_WORKFLOW_TASK_SLOTS ?? Math.min(WORKER_DEFAULTS.workflowTaskSlotsPerCore * cores, 10_000),
    workflowTaskPollers: config.WORKER_WORKFLOW_TASK_POLLERS ?? Math.min(WORKER_DEFAULTS.workflowTaskPollersPerCore * cores, 1_000),
    stickyQueueTimeoutMs: config.WORKER_STICKY_QUEUE_TIMEOUT_MS,
  };
}
