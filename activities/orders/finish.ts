import { modeDb } from '../mode.ts';
import { Order, OrderItem } from '../../src/db/entities/index.ts';
import { ORDER_STEPS, type OrderStatus } from '../../src/db/entities/Order.ts';
import type { QueuedNotification } from '../../contracts/notifications.ts';
import { queueOrderEvent } from '../../src/records/orders/notify.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { loadOrder } from './load.ts';

export type OrderEnd = Extract<OrderStatus, 'confirmed' | 'failed' | 'stuck' | 'cancelled'>;
/** An item a supplier refused to undo: the order is stuck on it, with the supplier's code. */
export type StuckItem = { position: number; code: string };

const EVENT_OF = { confirmed: 'order.confirmed', failed: 'order.failed', stuck: 'order.stuck' } as const;

/**
 * Ends the order in `status` from the step it is in, records which items are stuck and why, and
 * queues the agent's notification of the end (none for a cancellation the agent asked for and
 * that went through), in one transaction. Run again, it finds the order ended and the same
 * notification. Returns the deliveries for the worker's dispatcher.
 */
export async function finishOrder(deps: SupplierStepDeps, input: { orderId: string; status: OrderEnd; stuck: StuckItem[] }): Promise<QueuedNotification[]> {
  const em = modeDb(deps.db).fork();
  return em.transactional(async (tx) => {
    const now = new Date();
    await tx.nativeUpdate(
      Order,
      { id: input.orderId, status: { $in: [...ORDER_STEPS, 'held'] } },
      {
        status: input.status,
        endedAt: input.status === 'confirmed' ? null : now,
        ...(input.status === 'confirmed' ? { confirmedAt: now } : {}),
        updatedAt: now,
      },
    );
    for (const { position, code } of input.stuck) await tx.nativeUpdate(OrderItem, { order: input.orderId, position }, { stuckCode: code });
    const order = await loadOrder(tx, input.orderId);
    deps.logger[input.status === 'stuck' ? 'error' : 'info'](
      { order: order.id, reference: order.agentReference, status: order.status, stuck: input.stuck },
      input.status === 'stuck' ? 'order stuck: a supplier refused an undo, an operator must act' : `order ${input.status}`,
    );
    return input.status === 'cancelled' ? [] : queueOrderEvent(tx, order, EVENT_OF[input.status]);
  });
}
