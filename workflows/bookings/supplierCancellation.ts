import { proxyLocalActivities } from '@temporalio/workflow';
import type { BookingActivities } from '../../activities/bookings/index.ts';
import { databaseLocalOptions } from '../policies.ts';
import { trackStatus } from '../status.ts';
import { answerOutcome, endStep } from './ending.ts';
import type { SupplierCancellationInput } from '../../contracts/bookings.ts';

/**
 * The booking's supplier cancelled it (the API recorded why, the refund, and moved it to
 * `cancelling`): commits the cancellation with the notifications announcing it, answers the API's
 * `bookingOutcome`, then delivers them. No supplier call: the supplier is the one that cancelled,
 * so its `/booking_cancellation` is never asked, and nothing can refuse: the commit is retried
 * until Postgres takes it.
 */
export async function supplierCancellationWorkflow(input: SupplierCancellationInput): Promise<{ status: 'cancelled' }> {
  const status = trackStatus('recording the cancellation', 'cancelled by the supplier: no supplier call');
  const answer = answerOutcome();
  const db = proxyLocalActivities<BookingActivities>(databaseLocalOptions);
  const result = await db.commitSupplierCancellation({ bookingId: input.bookingId, version: input.version });
  answer({ status: 'done' });
  await endStep(result, input.tuning, status);
  return { status: 'cancelled' };
}
