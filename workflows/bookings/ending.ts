import { allHandlersFinished, condition, setHandler } from '@temporalio/workflow';
import type { QueuedNotification } from '../../contracts/notifications.ts';
import type { StepResult } from '../../contracts/bookings.ts';
import { deliverFromHere, deliveriesOf, dispatch } from '../notifications/delivery.ts';
import type { StatusSetter } from '../status.ts';
import type { Tuning } from '../../contracts/tuning.ts';
import { bookingOutcomeUpdate, type BookingOutcome } from '../../contracts/bookings.ts';

/**
 * What every booking step does around its commit: answer the API's `bookingOutcome` update, then
 * deliver what the commit queued. Registers the update's handler, which waits for the outcome,
 * and returns the setter a step calls once the supplier has answered and our side is committed
 * (or reverted).
 */
export function answerOutcome(): (outcome: BookingOutcome) => void {
  let outcome: BookingOutcome | undefined;
  setHandler(bookingOutcomeUpdate, async () => {
    await condition(() => outcome !== undefined);
    return outcome!;
  });
  return (answered) => {
    outcome = answered;
  };
}

/**
 * Hands the notifications a step's activity queued to the worker's dispatcher when that activity
 * ran on a worker with one (`dispatchable`, from its recorded result: a replay takes the path the
 * step took), else delivers them from this workflow.
 */
export function deliver(deliveries: QueuedNotification[], dispatchable: boolean | undefined, tuning: Tuning): Promise<void> {
  return dispatchable ? dispatch(deliveries, tuning) : deliverFromHere(deliveries, tuning);
}

/**
 * The end of a step whose change committed: its notifications delivered (see deliver), the status
 * saying where they went, and the workflow closes once the outcome update has been answered.
 */
export async function endStep(result: StepResult, tuning: Tuning, status: StatusSetter): Promise<void> {
  const deliveries = deliveriesOf(result);
  if (result.dispatch) {
    await deliver(deliveries, true, tuning);
    status('done', `${deliveries.length} notification(s) handed to the worker's dispatcher: the delivery log shows them`);
  } else {
    status('delivering notifications', `${deliveries.length} recipient(s); a receiver still down after a minute gets a delivery workflow of its own`);
    await deliver(deliveries, false, tuning);
    status('done');
  }
  await condition(allHandlersFinished);
}
