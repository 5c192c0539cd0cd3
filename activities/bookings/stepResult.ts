import type { QueuedNotification } from '../../contracts/notifications.ts';
import type { StepResult } from '../../contracts/bookings.ts';

/** A step's result: the notifications to deliver now, for the worker's dispatcher. */
export const stepResult = (deliveries: QueuedNotification[]): StepResult => ({
  notificationIds: deliveries.map((d) => d.notificationId),
  deliveries,
  dispatch: true,
});

/** What a revert gives its workflow: the reservation to release, and the refusal owed to the agent, if any. */
export type RevertResult = { releaseReservationId: string | null; deliveries?: QueuedNotification[]; dispatch?: true };

export const revertResult = (releaseReservationId: string | null, deliveries: QueuedNotification[]): RevertResult =>
  deliveries.length > 0 ? { releaseReservationId, deliveries, dispatch: true } : { releaseReservationId };
