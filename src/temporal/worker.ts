import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, DefaultLogger, Worker, type NativeConnection, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { Activities } from '../../activities/index.ts';
import type { Logger } from '../logger.ts';

export const workflowsPath = fileURLToPath(new URL('../../workflows/index.ts', import.meta.url));

/** Bundling takes seconds; tests bundle once and hand the bundle to every worker they create. */
export function bundleWorkflows(): Promise<WorkflowBundleWithSourceMap> {
  return bundleWorkflowCode({ workflowsPath, logger: new DefaultLogger('WARN') });
}

export type WorkerDeps = {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  activities: Activities;
  logger: Logger;
  workflowBundle?: WorkflowBundleWithSourceMap;
  /** Workflows kept in memory between tasks (WORKER_MAX_CACHED_WORKFLOWS); the SDK sizes it from the heap otherwise. */
  maxCachedWorkflows?: number;
};

export async function createWorker(deps: WorkerDeps): Promise<Worker> {
  const worker = await Worker.create({
    connection: deps.connection,
    namespace: deps.namespace,
    taskQueue: deps.taskQueue,
    activities: deps.activities,
    ...(deps.maxCachedWorkflows === undefined ? {} : { maxCachedWorkflows: deps.maxCachedWorkflows }),
    ...(deps.workflowBundle ? { workflowBundle: deps.workflowBundle } : { workflowsPath }),
  });
  deps.logger.info({ taskQueue: deps.taskQueue, namespace: deps.namespace }, 'worker created');
  return worker;
}
