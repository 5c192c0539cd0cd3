import { ApplicationFailure, proxyActivities, proxyLocalActivities, uuid4 } from '@temporalio/workflow';
import type { BookingActivities } from '../../activities/bookings/index.ts';
import type { OrderBooking } from '../../activities/orders/index.ts';
import type { ReservationActivities } from '../../activities/reservations/index.ts';
import type { QueuedNotification } from '../../contracts/notifications.ts';
import { retryVisibly } from '../bookings/step.ts';
import { deliveriesOf } from '../notifications/delivery.ts';
import { databaseLocalOptions, databaseOptions, failureCode, supplierAttemptLocalOptions, supplierCallOptions } from '../policies.ts';
import type { StatusSetter } from '../status.ts';
import type { Tuning } from '../../contracts/tuning.ts';

/** How one item's step ended at its supplier: done, with the notifications it queued, or refused with the supplier's code. */
export type ItemResult =
  | { position: number; bookingId: string; done: true; deliveries: QueuedNotification[] }
  | { position: number; bookingId: string; done: false; code: string };

/**
 * The booking steps an order runs for each item, in the order's own workflow: the same local
 * activities as a booking's workflow (activities/bookings), the same key on every attempt of a
 * call (made here, so a replay makes the same one), retried until the supplier answers, and the
 * same revert on a refusal. Each call is a marker in the order's history, named after its activity.
 */
export function itemSteps(tuning: Tuning) {
  const supplier = proxyLocalActivities<BookingActivities>(supplierAttemptLocalOptions(tuning));
  const db = proxyLocalActivities<BookingActivities>(databaseLocalOptions);
  const release = proxyActivities<Pick<ReservationActivities, 'releaseAtSupplier'>>(supplierCallOptions(tuning));
  // The undo is rare: scheduled activities, retried by Temporal until the supplier answers, each an
  // ActivityTaskScheduled event of its own (a local activity's marker is lost with a workflow task
  // that times out, and the history must show every undo).
  const undoing = proxyActivities<BookingActivities>(supplierCallOptions(tuning));
  const reverting = proxyActivities<BookingActivities>(databaseOptions);

  /** Confirms one item's booking; a refusal fails it and gives its claimed hold back to the supplier. */
  async function confirm(item: OrderBooking, idempotencyKey: string, status: StatusSetter): Promise<ItemResult> {
    try {
      const result = await retryVisibly(
        async () => {
          const { confirmed, failureCode: code, ...step } = await supplier.confirmAtSupplier({ bookingId: item.bookingId, idempotencyKey });
          if (!confirmed) throw ApplicationFailure.nonRetryable('the booking failed before', code ?? 'SUPPLIER_ERROR');
          return step;
        },
        status,
        'booking_confirmation',
        tuning,
      );
      status('confirmed');
      return { position: item.position, bookingId: item.bookingId, done: true, deliveries: deliveriesOf(result) };
    } catch (err) {
      const code = failureCode(err);
      status('refused', code);
      const releaseKey = uuid4();
      const { releaseReservationId } = await db.markBookingFailed({ bookingId: item.bookingId, code, releaseKey });
      if (releaseReservationId) await release.releaseAtSupplier({ reservationId: releaseReservationId, idempotencyKey: releaseKey });
      status('refused; its hold given back', code);
      return { position: item.position, bookingId: item.bookingId, done: false, code };
    }
  }

  /**
   * Cancels one item's booking (moved to `cancelling` already), with the key its position was given
   * (the same whichever run of the undo asks); a refusal leaves it confirmed, as a refused
   * cancellation does.
   */
  async function cancel(item: OrderBooking, idempotencyKey: string, status: StatusSetter): Promise<ItemResult> {
    try {
      status('cancelling at its supplier', 'retried until it answers: the Temporal UI’s pending activity shows the attempts');
      const result = await undoing.cancelAtSupplier({ bookingId: item.bookingId, idempotencyKey });
      status('cancelled');
      return { position: item.position, bookingId: item.bookingId, done: true, deliveries: deliveriesOf(result) };
    } catch (err) {
      const code = failureCode(err);
      await reverting.abandonBookingChange({ bookingId: item.bookingId, code, releaseKey: idempotencyKey, event: 'booking_cancellation' });
      status('the supplier refused to cancel: stuck', code);
      return { position: item.position, bookingId: item.bookingId, done: false, code };
    }
  }

  return { confirm, cancel };
}
