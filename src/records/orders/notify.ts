import type { EntityManager } from '@mikro-orm/postgresql';
import { modeOf } from '../../db/orm.ts';
import type { Order } from '../../db/entities/index.ts';
import type { NotificationEvent } from '../../../contracts/notificationEvents.ts';
import { clip } from '../../temporal/summary.ts';
import type { QueuedNotification } from '../../../contracts/notifications.ts';
import { dedupeKey, deliveryWorkflowId } from '../notifications/queue.ts';
import { orderBody } from './view.ts';

/** The agent's news of how its order ended: one per order and event (its dedupe key names the order). */
export type OrderEvent = Extract<NotificationEvent, `order.${string}`>;

/**
 * Queues the order's notification to its agent, with the order as it now is (loaded for its view
 * and with its agent), in the transaction of `em`: it commits with the order's end, or not at all.
 * A re-run finds the row the first run wrote.
 */
export async function queueOrderEvent(em: EntityManager, order: Order, event: OrderEvent): Promise<QueuedNotification[]> {
  const rows: { id: string; dedupe_key: string }[] = await em.getConnection().execute(
    `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at)
     values (gen_random_uuid(), ?, null, ?, ?, ?::jsonb, now())
     on conflict (dedupe_key) do update set dedupe_key = excluded.dedupe_key returning id, dedupe_key`,
    [dedupeKey(order.id, event, 1, order.agent.id), event, order.agent.id, JSON.stringify(orderBody(order))],
    'all',
    em.getTransactionContext(),
  );
  const summary = clip(`Notification ${event} · order ${order.agentReference} · ${order.items.length} item(s) · agent ${order.agent.identifier}`);
  return rows.map((row) => ({ notificationId: row.id, workflowId: deliveryWorkflowId(modeOf(em), row.dedupe_key), summary }));
}
