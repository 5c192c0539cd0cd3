import { randomUUID } from 'node:crypto';
import { Worker } from '@temporalio/worker';
import type { Activities } from '../../activities/index.ts';
import { tracingWorkerInterceptors } from '../../src/temporal/tracing.ts';
import type { Tuning } from '../../workflows/tuning.ts';
import { testStack } from './stack.ts';

/** Fast timing for workflow tests: retries within milliseconds, a short expiry grace. */
export const FAST: Tuning = { supplierTimeoutMs: 1000, retryInitialMs: 50, expiryGraceMs: 200 };

/**
 * Runs `test` while a worker with the real workflow bundle, on the real Temporal dev server, polls
 * a fresh task queue with the given activities standing in for the real ones: the workflow logic
 * alone, in seconds.
 */
export async function withMockedActivities<T>(activities: Partial<Activities>, test: (taskQueue: string) => Promise<T>): Promise<T> {
  const stack = testStack();
  const taskQueue = `workflow-test-${randomUUID()}`;
  const worker = await Worker.create({
    connection: stack.temporal.nativeConnection,
    namespace: 'default',
    taskQueue,
    workflowBundle: stack.workflowBundle,
    activities,
    interceptors: tracingWorkerInterceptors(),
  });
  return worker.runUntil(test(taskQueue));
}

/** Records the calls of a mocked activity. */
export function recorder<A extends unknown[], R>(answer: (...args: A) => R | Promise<R>) {
  const calls: A[] = [];
  const fn = async (...args: A): Promise<R> => {
    calls.push(args);
    return answer(...args);
  };
  return Object.assign(fn, { calls });
}
