import { defineSignal, defineUpdate } from '@temporalio/workflow';
import type { SearchAttributePair } from '@temporalio/common';
import type { HoldOutcome } from './reservations.ts';
import type { Tuning } from './tuning.ts';

/**
 * One held item of an order: the reservation the API stored, and what its hold workflow (a child
 * of the order's) is started with: its UI summary and search attributes (agent, supplier, product).
 */
export type OrderHold = { position: number; reservationId: string; summary: string; searchAttributes: SearchAttributePair[] };

/** The order workflow's input: ids, the holds to start, timing; never anything secret. */
export type OrderInput = { orderId: string; expiresAt: string; holds: OrderHold[]; tuning: Tuning };
/** The cancellation of a confirmed order: its bookings were moved to `cancelling` by the API. */
export type OrderCancellationInput = { orderId: string; tuning: Tuning };

/** Where an order stands once a step has settled; the API then reads the order's rows for its answer. */
export type OrderOutcome = { status: 'held' | 'confirmed' | 'failed' | 'stuck' | 'expired' | 'cancelled' };

/**
 * What the API waits for: `creation`, until every hold is answered (held, or failed and undone);
 * `confirmation`, which also tells the workflow the API committed the order's bookings, until the
 * order is confirmed, failed or stuck; `cancellation`, until a confirmed order's cancellation ended.
 * Sent with update-with-start, so a workflow that never started (a crash after the commit) starts.
 */
export type OrderStep = 'creation' | 'confirmation' | 'cancellation';
/** An item's booking, as the order's steps carry it: its position, the booking, and the hold it claimed. */
export type OrderBooking = { position: number; bookingId: string; reservationId: string | null };
/**
 * `bookings`: with a confirmation, the bookings the API just committed for every item, so that the
 * workflow need not read them (a repeat, or a confirmation found by the timer, reads them itself).
 */
export const orderOutcomeUpdate = defineUpdate<OrderOutcome, [OrderStep, OrderBooking[]?]>('orderOutcome');

/** The agent cancelled the order before confirming it (the API moved it to `cancelling` and its holds to `releasing`). */
export const cancelOrderSignal = defineSignal('cancelOrder');

/** A hold started by an order tells the order how it went (reservationWorkflow, once the supplier answered). */
export type ItemHeld = { reservationId: string; outcome: HoldOutcome };
export const itemHeldSignal = defineSignal<[ItemHeld]>('itemHeld');
