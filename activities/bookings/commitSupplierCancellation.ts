import { modeDb } from '../mode.ts';
import { saleChanged } from '../saleChanged.ts';
import { SUPPLIER_CANCELLATION_EVENT } from '../../contracts/notificationEvents.ts';
import { queuedFor } from '../../src/records/notifications/queue.ts';
import type { StepResult } from '../../contracts/bookings.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { commitCancelledBySupplier, loadStepBooking } from './commits.ts';
import { stepResult } from './stepResult.ts';

/**
 * Cancels the booking its supplier asked to cancel (recorded by the API at `version`): `cancelled`,
 * `cancelled_at`, and the notifications, in one transaction. Run again (a retry, a re-drive), it
 * finds them and changes nothing; a booking that is not that cancellation gets nothing.
 */
export async function commitSupplierCancellation(deps: SupplierStepDeps, input: { bookingId: string; version: number }): Promise<StepResult> {
  const em = modeDb(deps.db).fork();
  const booking = await loadStepBooking(em, input.bookingId);
  const already = async () => stepResult(await queuedFor(em, booking, SUPPLIER_CANCELLATION_EVENT, input.version));
  if (booking.status !== 'cancelling' || booking.version !== input.version || booking.cancelledBy !== 'supplier') return already();
  booking.status = 'cancelled';
  booking.cancelledAt = new Date();
  booking.pendingChange = null;
  const queued = await commitCancelledBySupplier(em, booking, input.version);
  // Its seats are no longer sold: the cached days of the product no longer hold (again on a retry after a lost commit's answer).
  await saleChanged(deps, em, { table: 'booking', id: booking.id, cause: 'cancellation' });
  if (!queued) return already();
  deps.logger.info(
    { booking: booking.id, reason: booking.cancellationReason, cancelledBy: booking.cancelledByAccount?.id },
    'booking cancelled by its supplier',
  );
  return stepResult(queued);
}
