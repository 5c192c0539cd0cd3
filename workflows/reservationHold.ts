import { allHandlersFinished, condition, defineSignal, defineUpdate, proxyActivities, setHandler, uuid4 } from '@temporalio/workflow';
import type { Activities } from '../activities/index.ts';
import { databaseOptions, failureCode, supplierCallOptions } from './policies.ts';
import type { Tuning } from './types.ts';

export type HoldOutcome = { status: 'held' } | { status: 'failed'; code: string };

/** The API's early answer: resolves once the supplier has held (or refused) the seats. */
export const holdOutcomeUpdate = defineUpdate<HoldOutcome>('holdOutcome');
/** The agent released the reservation early (the database already says `releasing`). */
export const releaseSignal = defineSignal('release');
/** A booking claimed the reservation: nothing left to do. */
export const claimedSignal = defineSignal('claimed');
/** The API stopped waiting for the supplier: if the hold succeeds after all, give it back at once. */
export const abandonSignal = defineSignal('abandon');

export type ReservationInput = { reservationId: string; expiresAt: string; tuning: Tuning };

/**
 * Holds seats from `POST /v1/reservation` until `expires`: reserve at the supplier, then a durable
 * timer. Unless a booking claims it first, the seats are released at the supplier at expiry
 * (plus a grace period, so a confirmation received before `expires` always wins).
 */
export async function reservationWorkflow(input: ReservationInput): Promise<{ status: string }> {
  let outcome: HoldOutcome | undefined;
  let released = false;
  let claimed = false;
  let abandoned = false;
  setHandler(holdOutcomeUpdate, async () => {
    await condition(() => outcome !== undefined);
    return outcome!;
  });
  setHandler(releaseSignal, () => void (released = true));
  setHandler(claimedSignal, () => void (claimed = true));
  setHandler(abandonSignal, () => void (abandoned = true));

  const expiresAt = Date.parse(input.expiresAt);
  const supplier = proxyActivities<Activities>(supplierCallOptions(input.tuning, Math.max(expiresAt - Date.now(), 10_000)));
  const untilAnswered = proxyActivities<Activities>(supplierCallOptions(input.tuning));
  const release = proxyActivities<Activities>(supplierCallOptions(input.tuning, 24 * 3600_000));
  const db = proxyActivities<Activities>(databaseOptions);

  // Started already abandoned (housekeeping re-drives a reservation whose API never got an answer):
  // nobody holds its id, so the supplier is never asked for it.
  if (abandoned) {
    outcome = { status: 'failed', code: 'SUPPLIER_UNAVAILABLE' };
    await db.markReservationFailed({ reservationId: input.reservationId, code: outcome.code });
    await condition(allHandlersFinished);
    return outcome;
  }

  const idempotencyKey = uuid4();
  try {
    await supplier.reserveAtSupplier({ reservationId: input.reservationId, idempotencyKey });
    outcome = { status: 'held' };
  } catch (err) {
    outcome = { status: 'failed', code: failureCode(err) };
    await db.markReservationFailed({ reservationId: input.reservationId, code: outcome.code });
    // Out of time is not a refusal: the supplier may have held the seats and its answer been lost.
    // Ask again with the same key until it answers (it replays), and give back whatever it held.
    if (outcome.code === 'SUPPLIER_UNAVAILABLE') {
      const { held } = await untilAnswered.recoverUnansweredHold({ reservationId: input.reservationId, idempotencyKey });
      if (held) await release.releaseAtSupplier({ reservationId: input.reservationId, idempotencyKey: uuid4() });
    }
    await condition(allHandlersFinished);
    return outcome;
  }

  await condition(() => released || claimed || abandoned, Math.max(expiresAt + input.tuning.expiryGraceMs - Date.now(), 0));
  const ending = await db.endReservation({ reservationId: input.reservationId, abandoned });
  if (ending.releaseAtSupplier) {
    await release.releaseAtSupplier({ reservationId: input.reservationId, idempotencyKey: uuid4() });
  }
  await condition(allHandlersFinished);
  return { status: ending.status };
}
