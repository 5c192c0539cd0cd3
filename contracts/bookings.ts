import { defineUpdate } from '@temporalio/workflow';
import type { QueuedNotification } from './notifications.ts';
import type { Revised } from './revision.ts';
import type { Tuning } from './tuning.ts';

/** The inputs of the booking workflows: ids, timing and the code's revision only, never anything secret. */
export type BookingConfirmationInput = { bookingId: string; tuning: Tuning } & Revised;
export type BookingUpdateInput = { bookingId: string; version: number; tuning: Tuning } & Revised;
export type BookingCancellationInput = { bookingId: string; tuning: Tuning } & Revised;
/** The supplier's cancellation the API recorded on the booking at `version` (its move to `cancelling`). */
export type SupplierCancellationInput = { bookingId: string; version: number; tuning: Tuning };

/** How a booking step ended at the supplier: done (and committed), or refused with the agent's error code. */
export type BookingOutcome = { status: 'done' } | { status: 'failed'; code: string };

/**
 * The API's answer: resolves as soon as the supplier has answered and our side is committed (or
 * reverted), before the notifications go out. Sent with update-with-start, so one call starts the
 * workflow (or finds the one running) and waits for this.
 */
export const bookingOutcomeUpdate = defineUpdate<BookingOutcome>('bookingOutcome');

/**
 * What a booking step's activity returns: the notifications it queued (`notificationIds` alone in
 * histories of an earlier release), and `dispatch` from a worker with a notification dispatcher
 * (issue 35), whose workflow hands them to it. The flag is in the recorded result, so a step that
 * an older worker began (a rolling deploy) replays the path it took, whichever worker replays it.
 */
export type StepResult = { notificationIds: string[]; deliveries?: QueuedNotification[]; dispatch?: true };
