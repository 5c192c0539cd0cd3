import { defineSignal } from '@temporalio/workflow';
import type { NoticeBatch } from '../../src/records/availabilityChanges/notices.ts';
import type { Tuning } from '../tuning.ts';

/** What callers of a product's notices workflow use: its input and its signal. */
export type AvailabilityNoticesInput = { productId: string; tuning: Tuning };

/** One page of a round's notices, delivered by one workflow. */
export type AvailabilityNoticePage = AvailabilityNoticesInput & { sequence: number; summary: string; notices: NoticeBatch['notices'] };

/** A change to the product was committed (sent with signal-with-start by whoever made it). */
export const availabilityChangedSignal = defineSignal('availabilityChanged');
