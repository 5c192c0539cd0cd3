import type { EntityManager } from '@mikro-orm/postgresql';
import { modeDb } from '../mode.ts';
import { saleChanged } from '../saleChanged.ts';
import type { Booking } from '../../src/db/entities/index.ts';
import { queuedFor, type StepResult } from '../../src/records/notifications/queue.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { callSupplier } from '../supplierCall.ts';
import { applyAnswer, commitWithNotifications, loadStepBooking, parseAnswer } from './commits.ts';
import { stepResult } from './stepResult.ts';

type PendingChange = NonNullable<Booking['pendingChange']>;
type Answers = Booking['answers'] | null;

/** What the supplier's `POST /booking_update` receives: the confirmation's body with the change, and `booking`. */
function updateRequest(booking: Booking, change: PendingChange, answers: Answers) {
  return {
    booking: booking.supplierReference,
    reservation: change.reservationCode,
    reference: booking.agentReference,
    agent: booking.agent.identifier,
    product: booking.productCode,
    option: change.optionCode,
    pickup: change.pickup,
    // The contract's sample names the slot `time_slot`, the confirmation `time`: send both.
    time: change.travelTime,
    time_slot: change.travelTime,
    date: change.travelDate,
    ...change.counts,
    customer: change.customer,
    notes: change.notes,
    ...(answers ? { answers } : {}),
  };
}

/** The booking as the accepted change makes it (committed by the caller, with its notifications). */
function applyChange(em: EntityManager, booking: Booking, change: PendingChange, answers: Answers): void {
  // What it cost before: the update's answer tells the difference, the same on every repeat.
  const before = { rrp: booking.rrp, net: booking.net, discount: booking.discount };
  em.assign(booking, {
    priceBeforeUpdate: before,
    travelDate: change.travelDate,
    travelTime: change.travelTime,
    pickup: change.pickup,
    optionCode: change.optionCode,
    optionName: change.optionName,
    ...change.counts,
    customer: change.customer,
    notes: change.notes,
    rrp: change.rrp,
    net: change.net,
    discount: change.discount,
    unitPrices: change.unitPrices,
    promotion: change.promotion,
    // Changes stored before terms existed carry none: the booking keeps its own.
    ...(change.cancellation === undefined ? {} : { cancellation: change.cancellation }),
    answers,
    status: 'confirmed',
    pendingChange: null,
  });
}

/** Sends the pending change (stored by the API) and applies it once the supplier accepts. */
export async function updateAtSupplier(deps: SupplierStepDeps, input: { bookingId: string; version: number; idempotencyKey: string }): Promise<StepResult> {
  const em = modeDb(deps.db).fork();
  const booking = await loadStepBooking(em, input.bookingId);
  if (booking.status !== 'updating' || booking.version !== input.version || !booking.pendingChange) {
    return stepResult(await queuedFor(em, booking, 'booking_update', input.version));
  }
  const change = booking.pendingChange;
  const previousDate = booking.travelDate;
  // Changes stored before questions existed carry no answers: the booking keeps its own.
  const answers = change.answers === undefined ? (booking.answers ?? null) : change.answers;
  const answer = await callSupplier(
    deps,
    booking.supplier,
    { method: 'POST', path: '/booking_update', idempotencyKey: input.idempotencyKey, body: updateRequest(booking, change, answers) },
    booking.id,
  );
  applyAnswer(em, booking, parseAnswer('POST /booking_update', answer, change.counts));
  applyChange(em, booking, change, answers);
  const queued = await commitWithNotifications(em, booking, 'booking_update', { status: 'updating', version: input.version });
  // Seats moved on the old day and the new one.
  await saleChanged(deps, em, { table: 'booking', id: booking.id, cause: 'booking_update', extraDates: [previousDate] });
  if (!queued) return stepResult(await queuedFor(em, booking, 'booking_update', input.version));
  deps.logger.info({ booking: booking.id, version: booking.version }, 'booking updated at supplier');
  return stepResult(queued);
}
