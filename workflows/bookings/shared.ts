import type { Tuning } from '../tuning.ts';

/** The inputs of the booking workflows: ids and timing only, never anything secret. */
export type BookingConfirmationInput = { bookingId: string; tuning: Tuning };
export type BookingUpdateInput = { bookingId: string; version: number; tuning: Tuning };
export type BookingCancellationInput = { bookingId: string; tuning: Tuning };
