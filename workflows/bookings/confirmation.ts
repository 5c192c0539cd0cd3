import { ApplicationFailure } from '@temporalio/workflow';
import type { BookingConfirmationInput } from '../../contracts/bookings.ts';
import { bookingStep } from './step.ts';

/**
 * Confirms a booking at the supplier. Every retry of the call (5xx, timeouts, dropped connections,
 * a worker restart) carries the same key, so the supplier books once. Supplier 4xx answers fail
 * the booking with their code.
 */
export async function bookingConfirmationWorkflow(input: BookingConfirmationInput): Promise<{ status: 'confirmed' }> {
  await bookingStep(input, 'booking_confirmation', 'markBookingFailed', async (supplier, idempotencyKey) => {
    const { confirmed, failureCode, ...result } = await supplier.confirmAtSupplier({ bookingId: input.bookingId, idempotencyKey });
    if (!confirmed) throw ApplicationFailure.nonRetryable('the booking failed before', failureCode ?? 'SUPPLIER_ERROR');
    return result;
  });
  return { status: 'confirmed' };
}
