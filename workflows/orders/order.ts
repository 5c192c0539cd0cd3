import {
  allHandlersFinished,
  condition,
  getExternalWorkflowHandle,
  ParentClosePolicy,
  proxyLocalActivities,
  setHandler,
  startChild,
  uuid4,
  workflowInfo,
} from '@temporalio/workflow';
import type { OrderActivities, OrderEnd, StuckItem } from '../../activities/orders/index.ts';
import type { QueuedNotification } from '../../contracts/notifications.ts';
import { modeOfWorkflowId, workflowIds } from '../../contracts/ids.ts';
import { dispatch } from '../notifications/delivery.ts';
import { databaseLocalOptions } from '../policies.ts';
import { reservationWorkflow } from '../reservations/hold.ts';
import { claimedSignal, type HoldOutcome, releaseSignal } from '../../contracts/reservations.ts';
import { WORKFLOW_REVISION } from '../../contracts/revision.ts';
import { type ItemResult, itemSteps } from './items.ts';
import { type OrderProgress, orderProgress } from './progress.ts';
import {
  cancelOrderSignal,
  itemHeldSignal,
  type OrderBooking,
  type OrderInput,
  type OrderOutcome,
  orderOutcomeUpdate,
  type OrderStep,
} from '../../contracts/orders.ts';

/** What the order's handlers and its main line share. */
type Run = {
  input: OrderInput;
  progress: OrderProgress;
  /** The latest settled outcome: `held` after the holds, then how the order ended. */
  outcome?: OrderOutcome;
  held: Map<string, HoldOutcome>;
  confirmAsked: boolean;
  cancelAsked: boolean;
  /** The bookings the API committed, as its confirmation handed them over. */
  bookings?: OrderBooking[];
};

const db = () => proxyLocalActivities<OrderActivities>(databaseLocalOptions);
const reservationId = (id: string) => workflowIds.reservation(modeOfWorkflowId(workflowInfo().workflowId), id);
/** Whether the API waiting on `step` has its answer. */
const answered = (run: Run, step: OrderStep) => run.outcome !== undefined && (step === 'creation' || run.outcome.status !== 'held');

/**
 * One order (issue 44): a saga over the booking steps. Holds every held item at once (a child hold
 * workflow each, as a reservation's), all or nothing: a refused hold releases the others. Then
 * waits for the agent's confirmation until the holds end, and confirms every item at once (the
 * booking steps' own activities). A refusal undoes the rest: each confirmed booking is cancelled
 * at its supplier and every claimed hold given back; a supplier that refuses an undo leaves the
 * order `stuck`, for an operator. The database decides every race (conditional updates); the
 * workflow carries out what it decided, with keys made here, so each call is made once.
 */
export async function orderWorkflow(input: OrderInput): Promise<OrderOutcome> {
  const run = handle(input);
  const refused = await holdAll(run);
  if (refused) return end(run, 'failed', [], []);
  const status = await db().markOrderHeld({ orderId: input.orderId });
  run.outcome = { status: 'held' };
  run.progress.phase('held: waiting for the confirmation');
  return afterHeld(run, status);
}

function handle(input: OrderInput): Run {
  const run: Run = { input, progress: orderProgress('holding every item'), held: new Map(), confirmAsked: false, cancelAsked: false };
  setHandler(orderOutcomeUpdate, async (step, bookings) => {
    if (step === 'confirmation') run.confirmAsked = true;
    if (bookings && !run.bookings) run.bookings = bookings;
    if (step === 'cancellation') run.cancelAsked = true;
    await condition(() => answered(run, step));
    return run.outcome!;
  });
  setHandler(cancelOrderSignal, () => {
    run.cancelAsked = true;
  });
  setHandler(itemHeldSignal, ({ reservationId: id, outcome }) => {
    run.held.set(id, outcome);
  });
  return run;
}

/**
 * Starts every hold as a child (ABANDON: a hold outlives the order's workflow, as a reservation's
 * does) and waits for each to say how its supplier answered. A refusal releases the holds that
 * were made; returns whether any item was refused.
 */
async function holdAll(run: Run): Promise<boolean> {
  const { input } = run;
  await Promise.all(
    input.holds.map((hold) => {
      run.progress.item(hold.position)('holding at its supplier');
      return startChild(reservationWorkflow, {
        workflowId: reservationId(hold.reservationId),
        args: [{ reservationId: hold.reservationId, expiresAt: input.expiresAt, tuning: input.tuning, revision: WORKFLOW_REVISION }],
        parentClosePolicy: ParentClosePolicy.ABANDON,
        staticSummary: hold.summary,
        typedSearchAttributes: hold.searchAttributes,
      });
    }),
  );
  // Every hold answers by its `expires` at the latest (its retries end then): a minute more is a safety net.
  const waitMs = Date.parse(input.expiresAt) + input.tuning.expiryGraceMs + 60_000 - Date.now();
  await condition(() => run.held.size === input.holds.length, Math.max(waitMs, 1_000));
  let refused = false;
  for (const hold of input.holds) {
    const outcome = run.held.get(hold.reservationId);
    if (outcome?.status === 'held') run.progress.item(hold.position)('held');
    else {
      refused = true;
      run.progress.item(hold.position)('refused', outcome?.status === 'failed' ? outcome.code : 'SUPPLIER_UNAVAILABLE');
    }
  }
  if (refused) await releaseHolds(run, 'a hold was refused: releasing the others');
  return refused;
}

/** Moves the order's held reservations to `releasing` and tells each hold to give its seats back. */
async function releaseHolds(run: Run, why: string): Promise<void> {
  run.progress.phase(why);
  const releasing = await db().releaseOrderHolds({ orderId: run.input.orderId });
  await Promise.all(releasing.map((id) => signalHold(id, releaseSignal)));
}

/** Signals a hold; one that has ended already needs nothing. */
async function signalHold(id: string, signal: typeof releaseSignal | typeof claimedSignal): Promise<void> {
  try {
    await getExternalWorkflowHandle(reservationId(id)).signal(signal);
  } catch {
    // The hold's workflow has closed (its hold ended): nothing to tell it.
  }
}

/**
 * Held: waits for the agent's confirmation or cancellation until the holds end (plus the grace a
 * confirmation received in time gets), then does what the database says the order now is.
 */
async function afterHeld(run: Run, status: string): Promise<OrderOutcome> {
  let now = status;
  while (now === 'held') {
    const graceEnd = Date.parse(run.input.expiresAt) + run.input.tuning.expiryGraceMs;
    const woken = await condition(() => run.confirmAsked || run.cancelAsked, Math.max(graceEnd - Date.now(), 0));
    // Bookings handed over with the update: the API committed `held` → `confirming` before it
    // asked, and only this workflow moves a confirming order on, so there is nothing to read.
    now = woken && run.bookings ? 'confirming' : await db().settleHeldOrder({ orderId: run.input.orderId, expire: !woken });
    if (now === 'held' && woken) {
      // Asked before the API's commit was visible: look again shortly.
      run.confirmAsked = run.cancelAsked = false;
    }
  }
  if (now === 'confirming') return confirmAll(run);
  if (now === 'cancelling') {
    await releaseHolds(run, 'cancelled by the agent: releasing the holds');
    return end(run, 'cancelled', [], []);
  }
  // Expired (its holds end at their own expiry, as a reservation's do), or ended otherwise.
  run.progress.phase(`ended: ${now}`);
  run.outcome = { status: now === 'expired' ? 'expired' : 'failed' };
  await condition(allHandlersFinished);
  return run.outcome;
}

/** Confirms every item at once; a refusal undoes the others. */
async function confirmAll(run: Run): Promise<OrderOutcome> {
  run.progress.phase('confirming every item');
  const items = run.bookings ?? (await db().confirmationBookings({ orderId: run.input.orderId }));
  // The holds are claimed: their workflows may end now rather than at expiry (they find out then anyway).
  for (const item of items) if (item.reservationId) void signalHold(item.reservationId, claimedSignal);
  const steps = itemSteps(run.input.tuning);
  // Every item's keys, made now from the recorded list of items: a replay makes the same ones, and
  // an undo run again after a lost workflow task asks each supplier with the key of the same item.
  const keys = new Map(items.map((item) => [item.position, { confirm: uuid4(), undo: uuid4() }]));
  const results = await Promise.all(items.map((item) => steps.confirm(item, keys.get(item.position)!.confirm, run.progress.item(item.position))));
  const deliveries = results.flatMap((r) => (r.done ? r.deliveries : []));
  if (results.every((r) => r.done)) return end(run, 'confirmed', deliveries, []);
  return undo(run, deliveries, (position) => keys.get(position)!.undo);
}

/** Cancels every item the suppliers confirmed; each one refused leaves the order stuck on it. */
async function undo(run: Run, deliveries: QueuedNotification[], undoKey: (position: number) => string): Promise<OrderOutcome> {
  run.progress.phase('undoing: an item was refused; cancelling the confirmed ones');
  const toCancel = await db().beginOrderUndo({ orderId: run.input.orderId });
  const results = await cancelEach(run, toCancel, undoKey);
  const stuck = stuckOf(results);
  return end(run, stuck.length > 0 ? 'stuck' : 'failed', [...deliveries, ...results.flatMap((r) => (r.done ? r.deliveries : []))], stuck);
}

/** Cancels the given bookings at their suppliers, at once, each with the key of its item. */
export async function cancelEach(
  run: { input: { tuning: OrderInput['tuning'] }; progress: OrderProgress },
  bookings: OrderBooking[],
  keyOf: (position: number) => string,
) {
  const steps = itemSteps(run.input.tuning);
  return Promise.all(bookings.map((item) => steps.cancel(item, keyOf(item.position), run.progress.item(item.position))));
}

export const stuckOf = (results: ItemResult[]): StuckItem[] => results.flatMap((r) => (r.done ? [] : [{ position: r.position, code: r.code }]));

/** Commits the order's end with the agent's notification, answers the API, then hands every notification to the worker's dispatcher. */
async function end(run: Run, status: OrderEnd, deliveries: QueuedNotification[], stuck: StuckItem[]): Promise<OrderOutcome> {
  const notices = await db().finishOrder({ orderId: run.input.orderId, status, stuck });
  run.outcome = { status };
  run.progress.phase(
    status === 'stuck' ? `stuck: a supplier refused an undo; an operator must act (${stuck.map((s) => `item ${s.position}: ${s.code}`).join(', ')})` : status,
  );
  await dispatch([...deliveries, ...notices], run.input.tuning);
  await condition(allHandlersFinished);
  return run.outcome;
}
