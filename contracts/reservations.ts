import { defineSignal, defineUpdate } from '@temporalio/workflow';
import type { Revised } from './revision.ts';
import type { Tuning } from './tuning.ts';

/** What callers of the reservation hold use: its input, its early answer and its signals. */
export type ReservationInput = { reservationId: string; expiresAt: string; tuning: Tuning } & Revised;

export type HoldOutcome = { status: 'held' } | { status: 'failed'; code: string };

/** The API's early answer: resolves once the supplier has held (or refused) the seats. */
export const holdOutcomeUpdate = defineUpdate<HoldOutcome>('holdOutcome');
/** The agent asked to hold the seats until a later `expiresAt` (POST /v1/reservation_extension). */
export type ExtensionRequest = { expiresAt: string };
/**
 * `extended`: the hold now lasts until `expiresAt` (never earlier than asked); `refused`: the supplier
 * (or our database: the hold was claimed meanwhile) said no, with its code; `ended`: the hold had
 * already ended, or ended while this one waited its turn.
 */
export type ExtensionOutcome = { status: 'extended'; expiresAt: string } | { status: 'refused'; code: string } | { status: 'ended' };

/** Extensions one hold may have in all (each is a supplier call and a few events in its history). */
export const MAX_EXTENSIONS = 10;

/** Moves the hold's timer once the supplier agreed; refused (by its validator) once the hold is ending. */
export const extendHoldUpdate = defineUpdate<ExtensionOutcome, [ExtensionRequest]>('extendHold');
/** The agent released the reservation early (the database already says `releasing`). */
export const releaseSignal = defineSignal('release');
/** A booking claimed the reservation: nothing left to do. */
export const claimedSignal = defineSignal('claimed');
/** Nobody will ever use the hold (the API stopped waiting): give the seats back as soon as they are held. */
export const abandonSignal = defineSignal('abandon');
