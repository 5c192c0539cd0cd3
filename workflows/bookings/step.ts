import { ApplicationFailure, proxyActivities, uuid4 } from '@temporalio/workflow';
import type { BookingActivities } from '../../activities/bookings/index.ts';
import type { ReservationActivities } from '../../activities/reservations/index.ts';
import type { NotificationEvent } from '../../src/db/entities/Notification.ts';
import { notify } from '../notifications/delivery.ts';
import { databaseOptions, failureCode, supplierCallOptions } from '../policies.ts';
import type { Tuning } from '../tuning.ts';

type SupplierActivities = ReturnType<typeof proxyActivities<BookingActivities>>;

/**
 * The shape every booking change shares: one supplier call with a key made here (so every retry
 * carries it and the supplier acts once); on refusal our side is reverted (`revert`), a claimed
 * reservation given back and the workflow fails with the supplier's code; on success both sides
 * are notified of `event`.
 */
export async function bookingStep(
  input: { bookingId: string; tuning: Tuning },
  event: NotificationEvent,
  revert: 'markBookingFailed' | 'abandonBookingChange',
  call: (supplier: SupplierActivities, idempotencyKey: string) => Promise<void>,
): Promise<void> {
  const supplier = proxyActivities<BookingActivities>(supplierCallOptions(input.tuning));
  const release = proxyActivities<ReservationActivities>(supplierCallOptions(input.tuning));
  const db = proxyActivities<BookingActivities>(databaseOptions);
  try {
    await call(supplier, uuid4());
  } catch (err) {
    const code = failureCode(err);
    const { releaseReservationId } = await db[revert]({ bookingId: input.bookingId, code });
    if (releaseReservationId) await release.releaseAtSupplier({ reservationId: releaseReservationId, idempotencyKey: uuid4() });
    throw ApplicationFailure.nonRetryable(`${event} failed: ${code}`, code);
  }
  await notify(input.bookingId, event, input.tuning);
}
