import { modeDb } from '../mode.ts';
import { Booking } from '../../src/db/entities/index.ts';
import { queueOutcomeForAgent } from '../../src/notifications/queue.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { owedOutcome, unclaim } from './reverts.ts';
import { revertResult, type RevertResult } from './stepResult.ts';

/**
 * The supplier refused the booking: it fails, and the reservation it claimed is handed back for
 * release (returned so the workflow can release it at the supplier, with `releaseKey`). Run
 * again with the same key (a replayed workflow task), it returns the same reservation; a
 * booking that is not failed (a late attempt confirmed it) gives nothing back.
 */
export async function markBookingFailed(deps: SupplierStepDeps, input: { bookingId: string; code: string; releaseKey?: string }): Promise<RevertResult> {
  const em = modeDb(deps.db).fork();
  await em.nativeUpdate(Booking, { id: input.bookingId, status: 'pending' }, { status: 'failed', failureCode: input.code, updatedAt: new Date() });
  const booking = await em.findOneOrFail(Booking, { id: input.bookingId }, { populate: ['agent', 'owner', 'supplier', 'tickets'] });
  if (booking.status !== 'failed') return { releaseReservationId: null };
  deps.logger.warn({ booking: input.bookingId, code: input.code }, 'booking failed');
  // Run again (a replayed task), it finds the same notification by its key.
  const deliveries = (await owedOutcome(em, booking.id, 'booking_confirmation', booking.version))
    ? await queueOutcomeForAgent(em, booking, 'booking_confirmation', booking.failureCode ?? input.code)
    : [];
  const releaseReservationId = await unclaim(em, booking.reservation?.id ?? null, input.releaseKey);
  return revertResult(releaseReservationId, deliveries);
}
