import type { EntityManager } from '@mikro-orm/postgresql';
import { Order } from '../db/entities/index.ts';
import { ORDER_STEPS } from '../db/entities/Order.ts';
import { ORDER_VIEW_POPULATE } from '../records/orders/view.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { startOrderStep } from './starters.ts';

/**
 * Starts the workflow of every order in a step (holding, confirming, undoing, cancelling) unchanged
 * for `olderThanMs`: the API commits an order's step and then starts (or updates) its workflow, so
 * a crash in between leaves the step here. Starting is idempotent (business-key IDs, USE_EXISTING):
 * a running workflow is kept, a closed one never run again. Its items' bookings and holds are the
 * order's to drive, so the bookings' and reservations' own re-drives leave them (bookingsInAStep,
 * strandedReservations).
 */
export async function redriveOrders(em: EntityManager, deps: WorkflowDeps, olderThanMs = 60_000): Promise<number> {
  const orders = await em.find(
    Order,
    { status: { $in: [...ORDER_STEPS] }, updatedAt: { $lt: new Date(Date.now() - olderThanMs) } },
    { populate: [...ORDER_VIEW_POPULATE, 'agent'], limit: 500, orderBy: { updatedAt: 'asc', id: 'asc' } },
  );
  for (const order of orders) {
    try {
      await startOrderStep(deps, order);
    } catch (err) {
      deps.log.error({ err, order: order.id }, 'could not re-drive an order');
    }
  }
  return orders.length;
}
