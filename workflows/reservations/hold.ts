import { allHandlersFinished, condition, proxyActivities, proxyLocalActivities, setHandler, uuid4 } from '@temporalio/workflow';
import type { ReservationActivities } from '../../activities/reservations/index.ts';
import { retiredPatch } from '../revision.ts';
import { trackStatus } from '../status.ts';
import { databaseOptions, failureCode, supplierCallLocalOptions, supplierCallOptions } from '../policies.ts';
import {
  abandonSignal,
  claimedSignal,
  extendHoldUpdate,
  holdOutcomeUpdate,
  releaseSignal,
  type ExtensionOutcome,
  type ExtensionRequest,
  type HoldOutcome,
  MAX_EXTENSIONS,
  type ReservationInput,
} from './shared.ts';

/**
 * Holds seats from `POST /v1/reservation` until `expires`: reserve at the supplier, then a durable
 * timer. Unless a booking claims it first, the seats are released at the supplier at expiry
 * (plus a grace period, so a confirmation received before `expires` always wins). An agent may
 * move `expires` later (extendHoldUpdate) once the supplier agreed; extensions run one at a time,
 * and the hold never ends while one is at the supplier.
 */
export async function reservationWorkflow(input: ReservationInput): Promise<{ status: string }> {
  const status = trackStatus('reserving at the supplier', 'retried until it answers or the hold expires');
  let outcome: HoldOutcome | undefined;
  let released = false;
  let claimed = false;
  let abandoned = false;
  setHandler(holdOutcomeUpdate, async () => {
    await condition(() => outcome !== undefined);
    return outcome!;
  });
  setHandler(releaseSignal, () => {
    released = true;
  });
  setHandler(claimedSignal, () => {
    claimed = true;
  });
  setHandler(abandonSignal, () => {
    abandoned = true;
  });

  const expiresAt = Date.parse(input.expiresAt);
  // Until when the seats are held: moved later by extensions the supplier agreed to.
  let holdUntil = expiresAt;
  let closing = false;
  let extending = false;
  let extensions = 0;
  setHandler(
    extendHoldUpdate,
    async ({ expiresAt: asked }): Promise<ExtensionOutcome> => {
      // One at a time: handlers that arrive together all see the flag free, so each looks again.
      while (extending) await condition(() => !extending);
      // Ending, or about to (released, claimed, abandoned, or past its expires while waiting its turn):
      // the supplier must never see an extension after, or beside, the release.
      if (closing || released || claimed || abandoned || Date.now() >= holdUntil) return { status: 'ended' };
      const until = Date.parse(asked);
      // Covered already (the same extension asked twice at once, or a later one agreed first).
      if (until <= holdUntil) return { status: 'extended', expiresAt: new Date(holdUntil).toISOString() };
      if (extensions >= MAX_EXTENSIONS) return { status: 'refused', code: 'EXTENSION_LIMIT' };
      extending = true;
      try {
        // Tried until the hold would have ended (at least one whole call): without a yes by then the
        // old `expires` stands, and the seats go back.
        const extension = proxyActivities<ReservationActivities>(
          supplierCallOptions(input.tuning, Math.max(holdUntil + input.tuning.expiryGraceMs - Date.now(), input.tuning.supplierTimeoutMs + 5_000)),
        );
        const outcome = await extension.extendAtSupplier({ reservationId: input.reservationId, expiresAt: asked, idempotencyKey: uuid4() });
        if (outcome.status === 'extended') {
          extensions += 1;
          holdUntil = Math.max(holdUntil, until);
          status('holding the seats', holdingDetail(holdUntil, input.tuning.expiryGraceMs, 'extended by the agent'));
        }
        return outcome;
      } catch (err) {
        return { status: 'refused', code: failureCode(err) };
      } finally {
        extending = false;
      }
    },
    {
      validator: (_asked: ExtensionRequest) => {
        if (outcome?.status !== 'held' || closing) throw new Error('the hold is not held (not yet, or no longer): nothing to extend');
      },
    },
  );
  const supplier = proxyActivities<ReservationActivities>(supplierCallOptions(input.tuning, Math.max(expiresAt - Date.now(), 10_000)));
  const untilAnswered = proxyActivities<ReservationActivities>(supplierCallOptions(input.tuning));
  const release = proxyActivities<ReservationActivities>(supplierCallOptions(input.tuning, 24 * 3600_000));
  const db = proxyActivities<ReservationActivities>(databaseOptions);

  // Started already abandoned (housekeeping re-drives a reservation whose API never got an answer):
  // nobody holds its id, so the supplier is never asked for it.
  if (abandoned) {
    status('abandoned before the supplier was asked');
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
    status('failed', outcome.code);
    await db.markReservationFailed({ reservationId: input.reservationId, code: outcome.code });
    // Out of time is not a refusal: the supplier may have held the seats and its answer been lost.
    // Ask again with the same key until it answers (it replays), and give back whatever it held.
    if (outcome.code === 'SUPPLIER_UNAVAILABLE') {
      status('asking the supplier again whether it held the seats', 'same key; any seats it held are released');
      const { held } = await untilAnswered.recoverUnansweredHold({ reservationId: input.reservationId, idempotencyKey });
      if (held) await release.releaseAtSupplier({ reservationId: input.reservationId, idempotencyKey: uuid4() });
    }
    await condition(allHandlersFinished);
    return outcome;
  }

  status('holding the seats', holdingDetail(holdUntil, input.tuning.expiryGraceMs));
  // A hold nobody extends waits on one timer, as it did before extensions existed (old histories replay).
  for (;;) {
    const armedFor = holdUntil;
    await condition(() => released || claimed || abandoned || holdUntil !== armedFor, Math.max(holdUntil + input.tuning.expiryGraceMs - Date.now(), 0));
    // The supplier is being asked for more time: its answer decides whether the hold ends now.
    while (extending) await condition(() => !extending);
    if (released || claimed || abandoned || holdUntil + input.tuning.expiryGraceMs <= Date.now()) break;
  }
  closing = true;
  // Retired (docs/DEPLOYMENT.md): every hold that got this far before the release became one local activity has ended.
  retiredPatch(input, 'end-hold-in-one-local-activity');
  // A booking that claimed the hold owns its seats now (the API committed the claim before it signalled).
  if (claimed) {
    status('claimed by a booking');
    await condition(allHandlersFinished);
    return { status: 'claimed' };
  }
  status('releasing at the supplier', released ? 'released by the agent' : abandoned ? 'abandoned' : 'expired');
  // One local activity: the release costs the server no activity task, only this workflow task.
  const local = proxyLocalActivities<ReservationActivities>(supplierCallLocalOptions(input.tuning, 24 * 3600_000));
  const ended = await local.endHold({ reservationId: input.reservationId, abandoned, idempotencyKey: uuid4() });
  status(ended.status);
  await condition(allHandlersFinished);
  return { status: ended.status };
}

function holdingDetail(holdUntil: number, graceMs: number, why?: string): string {
  return `until ${new Date(holdUntil + graceMs).toISOString()} (expires plus grace), unless released or claimed${why ? `; ${why}` : ''}`;
}
