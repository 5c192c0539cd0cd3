import type { SearchAttributePair } from '@temporalio/common';
import type { Mode } from '../../src/domain/mode.ts';
import type { QueuedNotification } from '../../contracts/notifications.ts';
import type { Tuning } from '../../contracts/tuning.ts';

// The dispatcher's shape apart from its making (dispatcher.ts), so that the activities' deps can name it without a cycle.
/**
 * Delivers the notifications that booking steps commit, from the worker that ran the step, right
 * after the step's local activity returns: no activity task, no second workflow task, and the
 * step's workflow closes with its answer. Each notification is tried at once and retried with the
 * backoff a delivery workflow uses, for `inlineDeliveryMs` (a minute); a receiver still not taking
 * it by then gets a delivery workflow of its own (retried for four days), under the ID housekeeping
 * would give it. If this worker dies first, housekeeping starts that workflow for every
 * notification still undelivered two minutes past the window (redriveNotifications). The key is
 * the notification's id whoever delivers it, and the row is marked delivered once: a receiver gets
 * it once, or again with the same `webhook-id` after a crash mid-call, as with any retry.
 */
export type NotificationDispatcher = {
  /**
   * Starts delivering `deliveries` in the background; a notification this worker is delivering
   * already is not started twice. A delivery workflow it hands one to gets `searchAttributes` (the
   * booking step's: operators find it by the same agent, supplier, product and reference).
   */
  dispatch(mode: Mode, deliveries: QueuedNotification[], tuning: Tuning, searchAttributes?: SearchAttributePair[]): void;
  /** On shutdown: stops waiting between attempts, hands what is left to delivery workflows, and waits for the attempts under way. */
  drain(): Promise<void>;
  /** Notifications being delivered or waiting for their next attempt. */
  inFlight(): number;
};
