import type { SearchAttributePair } from '@temporalio/common';
import type { Mode } from '../../src/domain/mode.ts';
import type { QueuedNotification } from '../../contracts/notifications.ts';
import { searchAttributes } from '../../src/temporal/searchAttributes.ts';
import { INLINE_DELIVERY_MS, NOTIFICATION_LONGEST_WAIT_MS, type Tuning } from '../../contracts/tuning.ts';
import type { NotificationDispatcher } from './dispatching.ts';
import { deliverOnce, type DeliveryDeps } from './deliver.ts';

type DispatcherDeps = {
  deliver(mode: Mode, notificationId: string): Promise<void>;
  /** Starts the delivery workflow of a notification not taken within the window (throws if Temporal cannot be reached). */
  handOver(mode: Mode, delivery: QueuedNotification, searchAttributes: SearchAttributePair[]): Promise<void>;
  logger: DeliveryDeps['logger'];
};

export function createNotificationDispatcher(deps: DispatcherDeps): NotificationDispatcher {
  const running = new Map<string, Promise<void>>();
  const draining = new AbortController();

  const waitBetween = (ms: number) =>
    new Promise<void>((resolve) => {
      if (draining.signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        draining.signal.removeEventListener('abort', done);
        resolve();
      }
      draining.signal.addEventListener('abort', done, { once: true });
    });

  async function deliver(mode: Mode, delivery: QueuedNotification, tuning: Tuning, attributes: SearchAttributePair[]): Promise<void> {
    const giveUpAt = Date.now() + (tuning.inlineDeliveryMs ?? INLINE_DELIVERY_MS);
    for (let attempt = 1; ; attempt++) {
      try {
        await deps.deliver(mode, delivery.notificationId);
        return;
      } catch (err) {
        // deliverOnce logged a receiver's answer, with the attempt the delivery log counts; anything else is ours.
        if ((err as { type?: string }).type !== 'NOTIFICATION_UNDELIVERED') {
          deps.logger.warn({ err, notification: delivery.notificationId, attempt }, 'notification delivery attempt failed');
        }
      }
      const waitMs = Math.min(tuning.retryInitialMs * 2 ** (attempt - 1), NOTIFICATION_LONGEST_WAIT_MS);
      if (draining.signal.aborted || Date.now() + waitMs >= giveUpAt) break;
      await waitBetween(waitMs);
      if (draining.signal.aborted) break;
    }
    try {
      await deps.handOver(mode, delivery, attributes);
      deps.logger.info({ notification: delivery.notificationId, workflowId: delivery.workflowId }, 'notification handed to its delivery workflow');
    } catch (err) {
      // Left to housekeeping, which starts the same workflow for every notification still undelivered past the window.
      deps.logger.warn({ err, notification: delivery.notificationId }, 'could not start a notification delivery: housekeeping will');
    }
  }

  return {
    dispatch(mode, deliveries, tuning, attributes = [{ key: searchAttributes.mode, value: mode }]) {
      for (const delivery of deliveries) {
        const key = `${mode}:${delivery.notificationId}`;
        if (running.has(key)) continue;
        const run = deliver(mode, delivery, tuning, attributes).finally(() => running.delete(key));
        running.set(key, run);
      }
    },
    async drain() {
      draining.abort();
      await Promise.all(running.values());
    },
    inFlight: () => running.size,
  };
}

/** Starts the delivery workflow of a notification the dispatcher gives up on (src/notifications/deliveries.ts startNotification, passed in by the worker). */
export type HandOver = (mode: Mode, delivery: QueuedNotification, searchAttributes: SearchAttributePair[]) => Promise<void>;

/**
 * The dispatcher for a worker's activity deps: delivers with deliverOnce, hands over with
 * `handOver` (without one, a notification not taken within the window is left to housekeeping).
 */
export function notificationDispatcherFor(deps: DeliveryDeps, handOver?: HandOver): NotificationDispatcher {
  return createNotificationDispatcher({
    deliver: (mode, notificationId) => deliverOnce(deps, mode, { notificationId, idempotencyKey: notificationId }),
    async handOver(mode, delivery, attributes) {
      if (!handOver) throw new Error('this dispatcher was made without a way to start delivery workflows');
      await handOver(mode, delivery, attributes);
    },
    logger: deps.logger,
  });
}
