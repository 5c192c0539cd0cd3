import { allHandlersFinished, condition, proxyActivities, proxyLocalActivities, setHandler, uuid4 } from '@temporalio/workflow';
import type { ReservationActivities } from '../../activities/reservations/index.ts';
import { tellOrder } from '../orders/tellOrder.ts';
import { retiredPatch } from '../revision.ts';
import { type StatusSetter, trackStatus } from '../status.ts';
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
} from '../../contracts/reservations.ts';

/** What the hold's handlers and its main line share. */
type Hold = {
  input: ReservationInput;
  status: StatusSetter;
  outcome?: HoldOutcome;
  released: boolean;
  claimed: boolean;
  abandoned: boolean;
  /** Until when the seats are held: moved later by extensions the supplier agreed to. */
  holdUntil: number;
  /** Ending: no extension may start any more. */
  closing: boolean;
  /** An extension is at the supplier. */
  extending: boolean;
  extensions: number;
};

/**
 * Holds seats from `POST /v1/reservation` until `expires`: reserve at the supplier, then a durable
 * timer. Unless a booking claims it first, the seats are released at the supplier at expiry
 * (plus a grace period, so a confirmation received before `expires` always wins). An agent may
 * move `expires` later (extendHoldUpdate) once the supplier agreed; extensions run one at a time,
 * and the hold never ends while one is at the supplier.
 */
export async function reservationWorkflow(input: ReservationInput): Promise<{ status: string }> {
  const hold = handleSignalsAndUpdates(input, trackStatus('reserving at the supplier', 'retried until it answers or the hold expires'));
  // Started already abandoned (housekeeping re-drives a reservation whose API never got an answer):
  // nobody holds its id, so the supplier is never asked for it.
  if (hold.abandoned) return await failUnasked(hold);
  const failed = await reserve(hold);
  if (failed) return failed;
  hold.status('holding the seats', holdingDetail(hold.holdUntil, input.tuning.expiryGraceMs));
  await waitForTheEnd(hold);
  return await end(hold);
}

/** The API's early answer, the agent's and the bookings' signals, and extensions. */
function handleSignalsAndUpdates(input: ReservationInput, status: StatusSetter): Hold {
  const hold: Hold = {
    input,
    status,
    released: false,
    claimed: false,
    abandoned: false,
    holdUntil: Date.parse(input.expiresAt),
    closing: false,
    extending: false,
    extensions: 0,
  };
  setHandler(holdOutcomeUpdate, async () => {
    await condition(() => hold.outcome !== undefined);
    return hold.outcome!;
  });
  setHandler(releaseSignal, () => {
    hold.released = true;
  });
  setHandler(claimedSignal, () => {
    hold.claimed = true;
  });
  setHandler(abandonSignal, () => {
    hold.abandoned = true;
  });
  setHandler(extendHoldUpdate, (request) => extend(hold, request), {
    validator: (_asked: ExtensionRequest) => {
      if (hold.outcome?.status !== 'held' || hold.closing) throw new Error('the hold is not held (not yet, or no longer): nothing to extend');
    },
  });
  return hold;
}

const ending = (hold: Hold) => hold.released || hold.claimed || hold.abandoned;

/** One extension the agent asked for: at the supplier, one at a time, never after or beside the release. */
async function extend(hold: Hold, { expiresAt: asked }: ExtensionRequest): Promise<ExtensionOutcome> {
  const { input } = hold;
  // One at a time: handlers that arrive together all see the flag free, so each looks again.
  while (hold.extending) await condition(() => !hold.extending);
  // Ending, or about to (released, claimed, abandoned, or past its expires while waiting its turn):
  // the supplier must never see an extension after, or beside, the release.
  if (hold.closing || ending(hold) || Date.now() >= hold.holdUntil) return { status: 'ended' };
  const until = Date.parse(asked);
  // Covered already (the same extension asked twice at once, or a later one agreed first).
  if (until <= hold.holdUntil) return { status: 'extended', expiresAt: new Date(hold.holdUntil).toISOString() };
  if (hold.extensions >= MAX_EXTENSIONS) return { status: 'refused', code: 'EXTENSION_LIMIT' };
  hold.extending = true;
  try {
    // Tried until the hold would have ended (at least one whole call): without a yes by then the
    // old `expires` stands, and the seats go back.
    const extension = proxyActivities<ReservationActivities>(
      supplierCallOptions(input.tuning, Math.max(hold.holdUntil + input.tuning.expiryGraceMs - Date.now(), input.tuning.supplierTimeoutMs + 5_000)),
    );
    const outcome = await extension.extendAtSupplier({ reservationId: input.reservationId, expiresAt: asked, idempotencyKey: uuid4() });
    if (outcome.status === 'extended') {
      hold.extensions += 1;
      hold.holdUntil = Math.max(hold.holdUntil, until);
      hold.status('holding the seats', holdingDetail(hold.holdUntil, input.tuning.expiryGraceMs, 'extended by the agent'));
    }
    return outcome;
  } catch (err) {
    return { status: 'refused', code: failureCode(err) };
  } finally {
    hold.extending = false;
  }
}

const bookkeeping = () => proxyActivities<ReservationActivities>(databaseOptions);
/** A release at the supplier, retried for a day. */
const releasing = (input: ReservationInput) => proxyActivities<ReservationActivities>(supplierCallOptions(input.tuning, 24 * 3600_000));

async function failUnasked(hold: Hold): Promise<HoldOutcome> {
  hold.status('abandoned before the supplier was asked');
  const outcome: HoldOutcome = { status: 'failed', code: 'SUPPLIER_UNAVAILABLE' };
  hold.outcome = outcome;
  await tellOrder(hold.input.reservationId, outcome);
  await bookkeeping().markReservationFailed({ reservationId: hold.input.reservationId, code: outcome.code });
  await condition(allHandlersFinished);
  return outcome;
}

/**
 * Reserves at the supplier, retried until the hold would expire; returns the failed outcome if it
 * did not hold the seats, once the supplier's side is settled.
 */
async function reserve(hold: Hold): Promise<HoldOutcome | undefined> {
  const { input } = hold;
  const supplier = proxyActivities<ReservationActivities>(supplierCallOptions(input.tuning, Math.max(Date.parse(input.expiresAt) - Date.now(), 10_000)));
  const idempotencyKey = uuid4();
  try {
    await supplier.reserveAtSupplier({ reservationId: input.reservationId, idempotencyKey });
    hold.outcome = { status: 'held' };
    await tellOrder(input.reservationId, hold.outcome);
    return undefined;
  } catch (err) {
    const outcome: HoldOutcome = { status: 'failed', code: failureCode(err) };
    hold.outcome = outcome;
    await tellOrder(input.reservationId, outcome);
    hold.status('failed', outcome.code);
    await bookkeeping().markReservationFailed({ reservationId: input.reservationId, code: outcome.code });
    // Out of time is not a refusal: the supplier may have held the seats and its answer been lost.
    // Ask again with the same key until it answers (it replays), and give back whatever it held.
    if (outcome.code === 'SUPPLIER_UNAVAILABLE') {
      hold.status('asking the supplier again whether it held the seats', 'same key; any seats it held are released');
      const untilAnswered = proxyActivities<ReservationActivities>(supplierCallOptions(input.tuning));
      const { held } = await untilAnswered.recoverUnansweredHold({ reservationId: input.reservationId, idempotencyKey });
      if (held) await releasing(input).releaseAtSupplier({ reservationId: input.reservationId, idempotencyKey: uuid4() });
    }
    await condition(allHandlersFinished);
    return outcome;
  }
}

/**
 * Waits until the hold is released, claimed, abandoned or past its expires plus grace, and no
 * extension is at the supplier. A hold nobody extends waits on one timer, as it did before
 * extensions existed (old histories replay); an extension re-arms it.
 */
async function waitForTheEnd(hold: Hold): Promise<void> {
  const graceMs = hold.input.tuning.expiryGraceMs;
  for (;;) {
    const armedFor = hold.holdUntil;
    await condition(() => ending(hold) || hold.holdUntil !== armedFor, Math.max(hold.holdUntil + graceMs - Date.now(), 0));
    // The supplier is being asked for more time: its answer decides whether the hold ends now.
    while (hold.extending) await condition(() => !hold.extending);
    if (ending(hold) || hold.holdUntil + graceMs <= Date.now()) break;
  }
  hold.closing = true;
}

/** A claimed hold ends as it is; any other gives its seats back in one local activity. */
async function end(hold: Hold): Promise<{ status: string }> {
  const { input, status } = hold;
  // Retired (docs/DEPLOYMENT.md): every hold that got this far before the release became one local activity has ended.
  retiredPatch(input, 'end-hold-in-one-local-activity');
  // A booking that claimed the hold owns its seats now (the API committed the claim before it signalled).
  if (hold.claimed) {
    status('claimed by a booking');
    await condition(allHandlersFinished);
    return { status: 'claimed' };
  }
  status('releasing at the supplier', hold.released ? 'released by the agent' : hold.abandoned ? 'abandoned' : 'expired');
  // One local activity: the release costs the server no activity task, only this workflow task.
  const local = proxyLocalActivities<ReservationActivities>(supplierCallLocalOptions(input.tuning, 24 * 3600_000));
  const ended = await local.endHold({ reservationId: input.reservationId, abandoned: hold.abandoned, idempotencyKey: uuid4() });
  status(ended.status);
  await condition(allHandlersFinished);
  return { status: ended.status };
}

function holdingDetail(holdUntil: number, graceMs: number, why?: string): string {
  return `until ${new Date(holdUntil + graceMs).toISOString()} (expires plus grace), unless released or claimed${why ? `; ${why}` : ''}`;
}
