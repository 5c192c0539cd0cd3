import { randomUUID } from 'node:crypto';
import { Worker } from '@temporalio/worker';
import type { BookingActivities } from '../../activities/bookings/index.ts';
import type { NotificationActivities } from '../../activities/notifications/index.ts';
import type { ReservationActivities } from '../../activities/reservations/index.ts';
import { tracingWorkerInterceptors } from '../../src/temporal/tracing.ts';
import type { Tuning } from '../../contracts/tuning.ts';
import { testStack } from './stack.ts';

/** Fast timing for workflow tests: retries within milliseconds, a short expiry grace. */
export const FAST: Tuning = { supplierTimeoutMs: 1000, retryInitialMs: 50, expiryGraceMs: 200 };

/**
 * Every activity each workflow under test may call (the interfaces it proxies), so that a test that
 * forgets one fails to compile rather than at run time. A mock a test does not expect to be called
 * still has to be there: `notExpected()`.
 */
export type MockedActivities = {
  reservation: ReservationActivities;
  booking: BookingActivities & Pick<ReservationActivities, 'releaseAtSupplier'> & NotificationActivities;
  notification: NotificationActivities;
};

/**
 * Runs `test` while a worker with the real workflow bundle, on the real Temporal dev server, polls
 * a fresh task queue with the given activities standing in for the real ones: the workflow logic
 * alone, in seconds.
 */
export async function withMockedActivities<K extends keyof MockedActivities, T>(
  _workflow: K,
  activities: MockedActivities[K],
  test: (taskQueue: string) => Promise<T>,
): Promise<T> {
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

/** A mock for an activity the test expects never to be called: a call fails the workflow's activity, and its `calls` show it. */
export function notExpected(name: string) {
  return recorder(async (..._args: unknown[]): Promise<never> => {
    throw new Error(`${name} was not expected to be called in this test`);
  });
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
