import { defineSignal } from '@temporalio/workflow';
import type { ChangeEvent } from './notificationEvents.ts';
import type { Tuning } from './tuning.ts';

/** What callers of a product's notices workflow use: its input and its signal. */
export type AvailabilityNoticesInput = { productId: string; tuning: Tuning };

/**
 * One round's notices, as the activity that queued them returns them to the notices workflow.
 * `event` absent: `availability.updated` (batches recorded before rates notices existed carry
 * none). Every notice of a round is keyed by the round's `sequence`.
 */
export type NoticeBatch = { sequence: number; summary: string; notices: { notificationId: string; recipientId: string; event?: ChangeEvent }[] };

/** One page of a round's notices, delivered by one workflow. */
export type AvailabilityNoticePage = AvailabilityNoticesInput & { sequence: number; summary: string; notices: NoticeBatch['notices'] };

/** A change to the product was committed (sent with signal-with-start by whoever made it). */
export const availabilityChangedSignal = defineSignal('availabilityChanged');
