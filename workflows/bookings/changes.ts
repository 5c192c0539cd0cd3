import type { BookingCancellationInput, BookingUpdateInput } from '../../contracts/bookings.ts';
import { bookingStep } from './step.ts';

/** Sends the change the API stored on the booking to the supplier; on refusal the booking stays as it was. */
export async function bookingUpdateWorkflow(input: BookingUpdateInput): Promise<{ status: 'updated' }> {
  await bookingStep(input, 'booking_update', 'abandonBookingChange', (supplier, idempotencyKey) =>
    supplier.updateAtSupplier({ bookingId: input.bookingId, version: input.version, idempotencyKey }),
  );
  return { status: 'updated' };
}

/** Cancels the booking at the supplier; on refusal the booking stays confirmed. */
export async function bookingCancellationWorkflow(input: BookingCancellationInput): Promise<{ status: 'cancelled' }> {
  await bookingStep(input, 'booking_cancellation', 'abandonBookingChange', (supplier, idempotencyKey) =>
    supplier.cancelAtSupplier({ bookingId: input.bookingId, idempotencyKey }),
  );
  return { status: 'cancelled' };
}
