import { allHandlersFinished, condition, proxyLocalActivities, setHandler, uuid4 } from '@temporalio/workflow';
import type { OrderActivities } from '../../activities/orders/index.ts';
import { dispatch } from '../notifications/delivery.ts';
import { databaseLocalOptions } from '../policies.ts';
import { cancelEach, stuckOf } from './order.ts';
import { orderProgress } from './progress.ts';
import { type OrderCancellationInput, type OrderOutcome, orderOutcomeUpdate } from '../../contracts/orders.ts';

/**
 * The agent's cancellation of a whole confirmed order: every booking the API moved to
 * `cancelling` (each under its own terms, its refund recorded) is cancelled at its supplier at
 * once, with the booking steps' own activity; one the supplier refuses stays confirmed, and the
 * order is `stuck` on it, as an undo would be.
 */
export async function orderCancellationWorkflow(input: OrderCancellationInput): Promise<OrderOutcome> {
  let outcome: OrderOutcome | undefined;
  setHandler(orderOutcomeUpdate, async () => {
    await condition(() => outcome !== undefined);
    return outcome!;
  });
  const progress = orderProgress('cancelling every item');
  const db = proxyLocalActivities<OrderActivities>(databaseLocalOptions);
  const bookings = await db.orderCancellations({ orderId: input.orderId });
  // A key per item, from the recorded list: the same on a replay.
  const keys = new Map(bookings.map((b) => [b.position, uuid4()]));
  const results = await cancelEach({ input, progress }, bookings, (position) => keys.get(position)!);
  const stuck = stuckOf(results);
  const status = stuck.length > 0 ? 'stuck' : 'cancelled';
  const notices = await db.finishOrder({ orderId: input.orderId, status, stuck });
  outcome = { status };
  progress.phase(status);
  await dispatch([...results.flatMap((r) => (r.done ? r.deliveries : [])), ...notices], input.tuning);
  await condition(allHandlersFinished);
  return outcome;
}
