import { modeDb } from '../mode.ts';
import { saleChanged } from '../saleChanged.ts';
import { queuedFor } from '../../src/records/notifications/queue.ts';
import type { StepResult } from '../../contracts/bookings.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { callSupplier } from '../supplierCall.ts';
import { commitWithNotifications, loadStepBooking } from './commits.ts';
import { stepResult } from './stepResult.ts';

/** Cancels the booking at its supplier (the agent asked), then commits the cancellation with its notifications. */
export async function cancelAtSupplier(deps: SupplierStepDeps, input: { bookingId: string; idempotencyKey: string }): Promise<StepResult> {
  const em = modeDb(deps.db).fork();
  const booking = await loadStepBooking(em, input.bookingId);
  // A booking its supplier is cancelling is never sent to the supplier's /booking_cancellation (the API starts no agent cancellation then).
  if (booking.status !== 'cancelling' || booking.cancelledBy === 'supplier') return stepResult(await queuedFor(em, booking, 'booking_cancellation'));
  await callSupplier(
    deps,
    booking.supplier,
    {
      method: 'POST',
      path: '/booking_cancellation',
      idempotencyKey: input.idempotencyKey,
      body: { booking: booking.supplierReference, agent: booking.agent.identifier, reference: booking.agentReference },
      answerMatters: false,
    },
    booking.id,
  );
  const expected = { status: 'cancelling' as const, version: booking.version };
  booking.status = 'cancelled';
  booking.cancelledBy = 'agent';
  booking.cancelledAt = new Date();
  booking.pendingChange = null;
  const queued = await commitWithNotifications(em, booking, 'booking_cancellation', expected);
  await saleChanged(deps, em, { table: 'booking', id: booking.id, cause: 'cancellation' });
  if (!queued) return stepResult(await queuedFor(em, booking, 'booking_cancellation'));
  deps.logger.info({ booking: booking.id }, 'booking cancelled at supplier');
  return stepResult(queued);
}
