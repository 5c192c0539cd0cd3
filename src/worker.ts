import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, DefaultLogger, Worker, type NativeConnection, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { Activities } from '../activities/index.ts';
import type { Logger } from './logger.ts';
import { temporalLogger } from './temporal/runtime.ts';
import type { WorkerTuning } from './temporal/workerTuning.ts';
import { tracingWorkerInterceptors, workflowInterceptorModules } from './temporal/tracing.ts';

export const workflowsPath = fileURLToPath(new URL('../workflows/index.ts', import.meta.url));

/** Bundling takes seconds; tests bundle once and hand the bundle to every worker they create. */
export function bundleWorkflows(): Promise<WorkflowBundleWithSourceMap> {
  return bundleWorkflowCode({ workflowsPath, workflowInterceptorModules, logger: new DefaultLogger('WARN') });
}

export type WorkerDeps = {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  activities: Activities;
  logger: Logger;
  /** Already bundled workflows: in memory (tests), or a file written by src/main/bundleWorkflows.ts. */
  workflowBundle?: WorkflowBundleWithSourceMap | { codePath: string };
  /** WORKER_* settings (src/temporal/workerTuning.ts); the SDK's defaults otherwise. */
  tuning?: WorkerTuning;
  /** WORKER_SHUTDOWN_GRACE_MS: how long running tasks may finish after shutdown is asked (the SDK's default is none). */
  shutdownGraceMs?: number;
};

export async function createWorker(deps: WorkerDeps): Promise<Worker> {
  const worker = await Worker.create({
    connection: deps.connection,
    namespace: deps.namespace,
    taskQueue: deps.taskQueue,
    activities: deps.activities,
    interceptors: tracingWorkerInterceptors(),
    ...(deps.shutdownGraceMs !== undefined && {
      shutdownGraceTime: deps.shutdownGraceMs,
      // Past the grace, cancelled activities get a few seconds to stop; then the worker gives up on them.
      shutdownForceTime: deps.shutdownGraceMs + 5_000,
    }),
    ...(deps.tuning && {
      maxCachedWorkflows: deps.tuning.maxCachedWorkflows,
      maxConcurrentWorkflowTaskExecutions: deps.tuning.workflowTaskSlots,
      maxConcurrentWorkflowTaskPolls: Math.min(deps.tuning.workflowTaskPollers, deps.tuning.workflowTaskSlots),
      stickyQueueScheduleToStartTimeout: deps.tuning.stickyQueueTimeoutMs,
    }),
    // Bundled here rather than by Worker.create, whose bundler logs webpack's whole listing at INFO.
    workflowBundle:
      deps.workflowBundle ??
      (await bundleWorkflowCode({ workflowsPath, workflowInterceptorModules, logger: temporalLogger(deps.logger.child({}, { level: 'warn' })) })),
  });
  deps.logger.info({ taskQueue: deps.taskQueue, namespace: deps.namespace, tuning: deps.tuning }, 'worker created');
  return worker;
}
