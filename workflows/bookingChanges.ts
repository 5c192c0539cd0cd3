import { ApplicationFailure, proxyActivities, uuid4 } from '@temporalio/workflow';
import type { Activities } from '../activities/index.ts';
import { notify } from './notifications.ts';
import { databaseOptions, failureCode, supplierCallOptions } from './policies.ts';
import type { Tuning } from './types.ts';

/** Sends the change the API stored on the booking to the supplier; on refusal the booking stays as it was. */
export async function bookingUpdateWorkflow(input: { bookingId: string; version: number; tuning: Tuning }): Promise<{ status: 'updated' }> {
  const supplier = proxyActivities<Activities>(supplierCallOptions(input.tuning));
  const db = proxyActivities<Activities>(databaseOptions);
  try {
    await supplier.updateAtSupplier({ bookingId: input.bookingId, version: input.version, idempotencyKey: uuid4() });
  } catch (err) {
    const code = failureCode(err);
    const { releaseReservationId } = await db.abandonBookingChange({ bookingId: input.bookingId, code });
    if (releaseReservationId) await supplier.releaseAtSupplier({ reservationId: releaseReservationId, idempotencyKey: uuid4() });
    throw ApplicationFailure.nonRetryable(`booking update failed: ${code}`, code);
  }
  await notify(input.bookingId, 'booking_update', input.tuning);
  return { status: 'updated' };
}

/** Cancels the booking at the supplier; on refusal the booking stays confirmed. */
export async function bookingCancellationWorkflow(input: { bookingId: string; tuning: Tuning }): Promise<{ status: 'cancelled' }> {
  const supplier = proxyActivities<Activities>(supplierCallOptions(input.tuning));
  const db = proxyActivities<Activities>(databaseOptions);
  try {
    await supplier.cancelAtSupplier({ bookingId: input.bookingId, idempotencyKey: uuid4() });
  } catch (err) {
    const code = failureCode(err);
    const { releaseReservationId } = await db.abandonBookingChange({ bookingId: input.bookingId, code });
    if (releaseReservationId) await supplier.releaseAtSupplier({ reservationId: releaseReservationId, idempotencyKey: uuid4() });
    throw ApplicationFailure.nonRetryable(`booking cancellation failed: ${code}`, code);
  }
  await notify(input.bookingId, 'booking_cancellation', input.tuning);
  return { status: 'cancelled' };
}
