import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking, Order, Reservation } from '../db/entities/index.ts';
import { cancellationAt, recordedRefund } from '../bookings/cancellationRule.ts';
import { lockUnredeemed } from '../bookings/load.ts';
import { quoteBookingCancellation } from '../bookings/quote.ts';
import { fromMinor, toMinor } from '../domain/money.ts';
import { ApiError } from '../errors.ts';
import { rememberScenario } from '../suppliers/scenarioStore.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import type { OrderRequest } from './confirm.ts';
import { forItem } from './items.ts';
import { findAgentOrder, loadOrder } from './load.ts';
import { runOrderStep } from './starters.ts';

/**
 * `POST /v1/order_cancellation`: the whole order. A held one gives its holds back (its workflow
 * releases each); a confirmed one cancels each booking under its own terms: every booking not
 * cancelled already must be cancellable now (else that item's code, naming it, and nothing
 * changes), and all move to `cancelling` with their refunds in one transaction with the order;
 * then the order's cancellation workflow cancels each at its supplier at once. A supplier that
 * refuses leaves its booking confirmed and the order `stuck`. Cancelling a cancelled, failed or
 * expired order again answers it as it is; one in a step is ORDER_BUSY.
 */
export async function cancelOrder(deps: { workflows: WorkflowEngine }, request: OrderRequest): Promise<Order> {
  const { em, log, agent, reference, mode } = request;
  const workflows = { ...deps.workflows, log, mode };
  let order = await findAgentOrder(em, agent, reference);
  if (order.status === 'held') await releaseHeld(em, order);
  else if (order.status === 'confirmed') await cancelConfirmed(request, order);
  order = await loadOrder(em, order.id);
  if (order.status === 'cancelling') {
    await runOrderStep(workflows, order, 'cancellation');
    return loadOrder(em, order.id);
  }
  if (order.status === 'holding' || order.status === 'confirming' || order.status === 'undoing')
    throw new ApiError('ORDER_BUSY', { detail: `order: ${order.status}; repeat once it has settled` });
  return order;
}

/** A held order: it and its held reservations move (`cancelling`, `releasing`) in one transaction; its workflow releases them. */
async function releaseHeld(em: EntityManager, order: Order): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const moved = await tx.nativeUpdate(Order, { id: order.id, status: 'held' }, { status: 'cancelling', updatedAt: new Date() });
    if (moved === 1) await tx.nativeUpdate(Reservation, { orderId: order.id, status: 'held' }, { status: 'releasing', updatedAt: new Date() });
  });
}

/** A confirmed order: each booking not cancelled already checked and moved to `cancelling` with its refund, with the order, in one transaction. */
async function cancelConfirmed(request: OrderRequest, order: Order): Promise<void> {
  const { em, itemScenario } = request;
  const bookings = order.items.getItems().flatMap((item) => (item.booking ? [{ position: item.position, id: item.booking.id }] : []));
  await em.fork().transactional(async (tx) => {
    const moved = await tx.nativeUpdate(Order, { id: order.id, status: 'confirmed' }, { status: 'cancelling', updatedAt: new Date() });
    if (moved !== 1) return;
    for (const { position, id } of bookings) {
      await forItem(position, async () => {
        await lockUnredeemed(tx, id);
        const booking = await tx.findOneOrFail(Booking, { id }, { populate: ['tickets'], refresh: true });
        if (booking.status === 'cancelled' || booking.status === 'cancelling') return;
        const { quote, refusal } = cancellationAt(booking, new Date());
        if (refusal) throw refusal.error;
        const refund = recordedRefund(booking, quote);
        await tx.nativeUpdate(
          Booking,
          { id, status: 'confirmed', version: booking.version },
          { status: 'cancelling', version: booking.version + 1, cancelledBy: 'agent', ...(refund ? { refund } : {}), updatedAt: new Date() },
        );
        await rememberScenario(
          tx,
          id,
          'booking_cancellation',
          itemScenario && itemScenario.item === position && itemScenario.scenario !== 'stuck' ? itemScenario.scenario : null,
        );
      });
    }
  });
}

/**
 * `GET /v1/order_cancellation_quote`: each item's booking's quote (the bookings' own), whether the
 * whole order can be cancelled now, and the refunds per currency. A held order refunds nothing
 * (nothing was paid); an order in a step, or ended, has nothing to quote (ORDER_BUSY, ORDER_CANCELLED).
 */
export async function quoteOrderCancellation({ em, agent, reference }: Pick<OrderRequest, 'em' | 'agent' | 'reference'>) {
  const order = await findAgentOrder(em, agent, reference);
  if (order.status === 'held') {
    return {
      order: order.agentReference,
      cancellable: true,
      refunds: [],
      items: order.items.getItems().map((i) => ({ index: i.position, quote: null, cancelled: false })),
    };
  }
  if (order.status !== 'confirmed') throw new ApiError(order.status === 'cancelled' || order.status === 'cancelling' ? 'ORDER_CANCELLED' : 'ORDER_BUSY');
  const items = [];
  const refunds = new Map<string, { rrp: number; net: number }>();
  for (const item of order.items.getItems()) {
    const booking = item.booking!;
    if (booking.status === 'cancelled' || booking.status === 'cancelling') {
      items.push({ index: item.position, quote: null, cancelled: true });
      continue;
    }
    const quote = await quoteBookingCancellation({ em, agent, reference: booking.agentReference });
    items.push({ index: item.position, quote, cancelled: false });
    const sum = refunds.get(quote.currency) ?? { rrp: 0, net: 0 };
    refunds.set(quote.currency, { rrp: sum.rrp + toMinor(quote.refund.rrp, quote.currency), net: sum.net + toMinor(quote.refund.net, quote.currency) });
  }
  return {
    order: order.agentReference,
    cancellable: items.every((i) => i.cancelled || i.quote?.cancellable),
    refunds: [...refunds.entries()].map(([currency, r]) => ({ currency, rrp: fromMinor(r.rrp, currency), net: fromMinor(r.net, currency) })),
    items,
  };
}
