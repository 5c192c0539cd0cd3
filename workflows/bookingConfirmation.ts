import { ApplicationFailure, proxyActivities, uuid4 } from '@temporalio/workflow';
import type { Activities } from '../activities/index.ts';
import { notify } from './notifications.ts';
import { databaseOptions, failureCode, supplierCallOptions } from './policies.ts';
import type { Tuning } from './types.ts';

/**
 * Confirms a booking at the supplier. The idempotency key is made here, once, so every retry of
 * the call (5xx, timeouts, dropped connections, a worker restart) carries the same key and the
 * supplier books once. Supplier 4xx answers fail the booking with their code.
 */
export async function bookingConfirmationWorkflow(input: { bookingId: string; tuning: Tuning }): Promise<{ status: 'confirmed' }> {
  const supplier = proxyActivities<Activities>(supplierCallOptions(input.tuning));
  const db = proxyActivities<Activities>(databaseOptions);
  try {
    const { confirmed } = await supplier.confirmAtSupplier({ bookingId: input.bookingId, idempotencyKey: uuid4() });
    if (!confirmed) throw ApplicationFailure.nonRetryable('the booking failed before', 'SUPPLIER_ERROR');
  } catch (err) {
    const code = failureCode(err);
    const { releaseReservationId } = await db.markBookingFailed({ bookingId: input.bookingId, code });
    if (releaseReservationId) await supplier.releaseAtSupplier({ reservationId: releaseReservationId, idempotencyKey: uuid4() });
    throw ApplicationFailure.nonRetryable(`booking confirmation failed: ${code}`, code);
  }
  await notify(input.bookingId, 'booking_confirmation', input.tuning);
  return { status: 'confirmed' };
}
