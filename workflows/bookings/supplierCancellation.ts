import { allHandlersFinished, condition, proxyLocalActivities, setHandler } from '@temporalio/workflow';
import type { BookingActivities } from '../../activities/bookings/index.ts';
import { deliverFromHere, deliveriesOf, dispatch } from '../notifications/delivery.ts';
import { databaseLocalOptions } from '../policies.ts';
import { trackStatus } from '../status.ts';
import { bookingOutcomeUpdate, type BookingOutcome, type SupplierCancellationInput } from '../../contracts/bookings.ts';

/**
 * The booking's supplier cancelled it (the API recorded why, the refund, and moved it to
 * `cancelling`): commits the cancellation with the notifications announcing it, answers the API's
 * `bookingOutcome`, then delivers them. No supplier call: the supplier is the one that cancelled,
 * so its `/booking_cancellation` is never asked, and nothing can refuse: the commit is retried
 * until Postgres takes it.
 */
export async function supplierCancellationWorkflow(input: SupplierCancellationInput): Promise<{ status: 'cancelled' }> {
  const status = trackStatus('recording the cancellation', 'cancelled by the supplier: no supplier call');
  let outcome: BookingOutcome | undefined;
  setHandler(bookingOutcomeUpdate, async () => {
    await condition(() => outcome !== undefined);
    return outcome!;
  });
  const db = proxyLocalActivities<BookingActivities>(databaseLocalOptions);
  const result = await db.commitSupplierCancellation({ bookingId: input.bookingId, version: input.version });
  outcome = { status: 'done' };
  const deliveries = deliveriesOf(result);
  if (result.dispatch) {
    // The worker that committed it has a dispatcher (issue 35): it delivers them; this workflow closes.
    await dispatch(deliveries, input.tuning);
    status('done', `${deliveries.length} notification(s) handed to the worker's dispatcher: the delivery log shows them`);
  } else {
    status('delivering notifications', `${deliveries.length} recipient(s); a receiver still down after a minute gets a delivery workflow of its own`);
    await deliverFromHere(deliveries, input.tuning);
    status('done');
  }
  await condition(allHandlersFinished);
  return { status: 'cancelled' };
}
