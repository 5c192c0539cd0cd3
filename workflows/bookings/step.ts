import { allHandlersFinished, ApplicationFailure, condition, proxyActivities, proxyLocalActivities, setHandler, sleep, uuid4 } from '@temporalio/workflow';
import type { BookingActivities, StepResult } from '../../activities/bookings/index.ts';
import type { ReservationActivities } from '../../activities/reservations/index.ts';
import type { NotificationEvent } from '../../src/db/entities/Notification.ts';
import { deliverFromHere, deliveriesOf, dispatch } from '../notifications/delivery.ts';
import { retiredPatch, type Revised } from '../revision.ts';
import { trackStatus, type StatusSetter } from '../status.ts';
import {
  breakerWaitMs,
  databaseLocalOptions,
  failureCode,
  failureMessage,
  isRetryable,
  supplierAttemptLocalOptions,
  supplierBackoffMs,
  supplierCallOptions,
} from '../policies.ts';
import type { Tuning } from '../tuning.ts';
import { bookingOutcomeUpdate, type BookingOutcome } from './shared.ts';

type SupplierActivities = ReturnType<typeof proxyLocalActivities<BookingActivities>>;

/**
 * The shape every booking change shares: one supplier call with a key made here (so every retry
 * carries it and the supplier acts once), whose activity commits the change together with the
 * notifications announcing it. The API's `bookingOutcome` update is answered right then; the
 * notifications are delivered afterwards by this workflow. On refusal our side is reverted
 * (`revert`), a claimed reservation given back and the workflow fails with the supplier's code.
 *
 * The call and the bookkeeping are local activities (see supplierCallLocalOptions), the call one
 * attempt each, its retries counted here. Workflows started at revision 2 (workflows/revision.ts)
 * record no patch; a step whose activity ran on a worker with a notification dispatcher (its result
 * says `dispatch`) hands the notifications to it in one more local activity, so the step is one
 * workflow task: the answer, the hand-over, the close.
 */
export async function bookingStep(
  input: { bookingId: string; tuning: Tuning } & Revised,
  event: NotificationEvent,
  revert: 'markBookingFailed' | 'abandonBookingChange',
  call: (supplier: SupplierActivities, idempotencyKey: string) => Promise<StepResult>,
): Promise<void> {
  const status = trackStatus('calling the supplier', `${event}; retried until it answers`);
  let outcome: BookingOutcome | undefined;
  setHandler(bookingOutcomeUpdate, async () => {
    await condition(() => outcome !== undefined);
    return outcome!;
  });
  // Retired (docs/DEPLOYMENT.md): every step begun before these patches has ended.
  retiredPatch(input, 'booking-step-local-activities');
  retiredPatch(input, 'booking-step-visible-retries');
  const supplier = proxyLocalActivities<BookingActivities>(supplierAttemptLocalOptions(input.tuning));
  const release = proxyActivities<Pick<ReservationActivities, 'releaseAtSupplier'>>(supplierCallOptions(input.tuning));
  const db = proxyLocalActivities<BookingActivities>(databaseLocalOptions);
  let result: StepResult;
  const idempotencyKey = uuid4();
  try {
    result = await retryVisibly(() => call(supplier, idempotencyKey), status, event, input.tuning);
  } catch (err) {
    const code = failureCode(err);
    status('reverting our side: the supplier refused', code);
    // One key for handing the reservation back and releasing it at the supplier: a revert run again
    // (a replayed workflow task) finds the reservation it handed back by this key.
    const releaseKey = uuid4();
    const { releaseReservationId, deliveries, dispatch: dispatchable } = await db[revert]({ bookingId: input.bookingId, code, event, releaseKey });
    outcome = { status: 'failed', code };
    if (releaseReservationId) await release.releaseAtSupplier({ reservationId: releaseReservationId, idempotencyKey: releaseKey });
    // The refusal, to an agent that was answered 503 and asked to be told (results recorded before
    // this carry no deliveries: nothing more happens on their replay).
    if (deliveries && deliveries.length > 0) await (dispatchable ? dispatch(deliveries, input.tuning) : deliverFromHere(deliveries, input.tuning));
    status('failed', code);
    await condition(allHandlersFinished);
    throw ApplicationFailure.nonRetryable(`${event} failed: ${code}`, code);
  }
  outcome = { status: 'done' };
  // The worker that ran the step's activity has a dispatcher: the notifications go to it, and this workflow closes.
  if (result.dispatch) {
    const deliveries = deliveriesOf(result);
    await dispatch(deliveries, input.tuning);
    status('done', `${deliveries.length} notification(s) handed to the worker's dispatcher: the delivery log shows them`);
    await condition(allHandlersFinished);
    return;
  }
  status('delivering notifications', `${result.notificationIds.length} recipient(s); a receiver still down after a minute gets a delivery workflow of its own`);
  await deliverFromHere(deliveriesOf(result), input.tuning);
  status('done');
  await condition(allHandlersFinished);
}

/**
 * Calls until the supplier answers, with the same key every time: a 5xx, a timeout or a dropped
 * connection waits and tries again (the backoff of supplierCallOptions, counted here); a refusal
 * ends it. Between attempts the status says which attempt failed, with what, and when the next
 * starts: what an operator asks of a step that has not finished.
 */
async function retryVisibly<T>(attempt: () => Promise<T>, status: StatusSetter, event: NotificationEvent, tuning: Tuning): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isRetryable(err)) throw err;
      // The supplier's breaker is open: wait it out, without counting an attempt.
      const breakerMs = breakerWaitMs(err);
      if (breakerMs !== undefined) {
        status('calling the supplier', `${event}; waiting for the supplier's circuit breaker (it is down), then retried until it answers`, {
          attempt: n - 1,
          lastError: failureMessage(err),
          nextAttemptAt: new Date(Date.now() + breakerMs).toISOString(),
        });
        await sleep(breakerMs);
        n--;
        continue;
      }
      const waitMs = supplierBackoffMs(tuning, n);
      status('calling the supplier', `${event}; retried until it answers`, {
        attempt: n,
        lastError: failureMessage(err),
        nextAttemptAt: new Date(Date.now() + waitMs).toISOString(),
      });
      await sleep(waitMs);
    }
  }
}
