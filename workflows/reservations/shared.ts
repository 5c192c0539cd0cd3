import { defineSignal, defineUpdate } from '@temporalio/workflow';
import type { Tuning } from '../tuning.ts';

/** What callers of the reservation hold use: its input, its early answer and its signals. */
export type ReservationInput = { reservationId: string; expiresAt: string; tuning: Tuning };

export type HoldOutcome = { status: 'held' } | { status: 'failed'; code: string };

/** The API's early answer: resolves once the supplier has held (or refused) the seats. */
export const holdOutcomeUpdate = defineUpdate<HoldOutcome>('holdOutcome');
/** The agent released the reservation early (the database already says `releasing`). */
export const releaseSignal = defineSignal('release');
/** A booking claimed the reservation: nothing left to do. */
export const claimedSignal = defineSignal('claimed');
/** Nobody will ever use the hold (the API stopped waiting): give the seats back as soon as they are held. */
export const abandonSignal = defineSignal('abandon');
