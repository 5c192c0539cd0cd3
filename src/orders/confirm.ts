import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Products } from '../catalog/products.ts';
import { type Account, Order } from '../db/entities/index.ts';
import { claimHold, newBooking, planBooking } from '../bookings/confirm.ts';
import { settleAnswers } from '../bookings/answers.ts';
import { pickCounts } from '../domain/ticketTypes.ts';
import type { Mode } from '../domain/mode.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { requestHash } from '../requestHash.ts';
import { rememberScenario } from '../suppliers/scenarioStore.ts';
import { type ItemScenario, type Scenario, STUCK_SCENARIO } from '../suppliers/scenarios.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import { forItem, storedItemBody } from './items.ts';
import { findAgentOrder, loadOrder } from './load.ts';
import { runOrderStep } from './starters.ts';
import type { OrderBooking } from '../../contracts/orders.ts';

export type OrderRequest = { em: EntityManager; log: Logger; agent: Account; reference: string; mode: Mode; itemScenario?: ItemScenario | null | undefined };

/** What `Test-Scenario` asks of each item's confirmation and, for `stuck`, of the others' undo. */
function confirmationScenarios(target: ItemScenario | null | undefined, position: number): { confirm: Scenario | null; undo: Scenario | null } {
  if (!target) return { confirm: null, undo: null };
  if (target.scenario === STUCK_SCENARIO)
    return target.item === position
      ? { confirm: { name: 'sold_out', value: null }, undo: null }
      : { confirm: null, undo: { name: 'refuse', value: 'PAST_CUTOFF_DATE' } };
  return { confirm: target.item === position ? target.scenario : null, undo: null };
}

/**
 * `POST /v1/order_confirmation`: every item becomes a booking, planned by the bookings' own
 * planning (its hold's price, or a freesale product priced now) and inserted with its hold's claim,
 * all in one transaction that also moves the order `held` → `confirming`: of two confirmations at
 * once, or a confirmation and a cancellation, one moves it and the other finds it moved. Then the
 * order's workflow confirms every item at once and answers when the order is confirmed, failed or
 * stuck (503 while a supplier is down: the repeat finds the same order). A repeat of an order that
 * ended answers it as it is.
 */
export async function confirmOrder(deps: { products: Products; workflows: WorkflowEngine }, request: OrderRequest): Promise<Order> {
  const { em, log, agent, reference, mode } = request;
  const workflows = { ...deps.workflows, log, mode };
  const receivedAt = new Date();
  let order = await findAgentOrder(em, agent, reference);
  if (order.status === 'held') {
    const bookings = await commitConfirmation(deps.products, request, order, receivedAt);
    // Committed here: the workflow is handed the bookings with the update (no read of them first).
    if (bookings.length > 0) {
      await runOrderStep(workflows, order, 'confirmation', bookings);
      return loadOrder(em, order.id);
    }
    order = await loadOrder(em, order.id);
  }
  switch (order.status) {
    case 'confirming':
    case 'undoing':
      await runOrderStep(workflows, order, 'confirmation');
      return loadOrder(em, order.id);
    case 'holding':
      throw new ApiError('ORDER_BUSY', { detail: 'order: its holds are still being made; repeat POST /v1/order, then confirm' });
    case 'expired':
      throw new ApiError('RESERVATION_EXPIRED', { detail: `order: its holds ended at ${order.expiresAt.toISOString()}` });
    case 'cancelling':
    case 'cancelled':
      throw new ApiError('ORDER_CANCELLED');
    default:
      // Confirmed, failed or stuck: as it ended.
      return order;
  }
}

/** The bookings of every item and the move to `confirming`, in one transaction; a held order only (another request may have moved it). */
async function commitConfirmation(products: Products, request: OrderRequest, order: Order, receivedAt: Date): Promise<OrderBooking[]> {
  const { em, log, agent } = request;
  const items = order.items.getItems();
  // Every item planned at once, each on a fork of its own (reads only: the grant, the product, the price).
  const planned = await Promise.all(
    items.map(async (item) => {
      const body = storedItemBody(order, item);
      const sale = await forItem(item.position, () => planBooking(products, { em: em.fork(), log, agent, body }, receivedAt));
      const answers = await forItem(item.position, () => settleAnswers(sale.product, body.option ?? null, body.answers, pickCounts(body)));
      return { item, body, sale, answers };
    }),
  ).catch(async (err) => {
    // Moved on by a concurrent request (the holds are claimed now): its outcome is the answer.
    if ((await em.fork().findOneOrFail(Order, { id: order.id })).status !== 'held') return null;
    throw err;
  });
  if (!planned) return [];
  const bookings: OrderBooking[] = [];
  try {
    await em.fork().transactional(async (tx) => {
      const moved = await tx.nativeUpdate(
        Order,
        { id: order.id, status: 'held', expiresAt: { $gt: receivedAt } },
        { status: 'confirming', updatedAt: new Date() },
      );
      if (moved !== 1) return;
      // Every item's booking in one insert, then each claim (and, in test mode, each scenario).
      const rows = planned.map(({ item, body, sale, answers }) => ({
        item,
        sale,
        booking: newBooking(tx, { agent, body, sale, answers, hash: requestHash(body), orderReference: order.agentReference }),
      }));
      await tx.flush();
      for (const { item, sale, booking } of rows) {
        const scenarios = confirmationScenarios(request.itemScenario, item.position);
        await rememberScenario(tx, booking.id, 'booking_confirmation', scenarios.confirm);
        if (scenarios.undo) await rememberScenario(tx, booking.id, 'booking_cancellation', scenarios.undo);
        await forItem(item.position, () => claimHold(tx, sale.reservation, receivedAt));
        bookings.push({ position: item.position, bookingId: booking.id, reservationId: sale.reservation?.id ?? null });
      }
      await tx.getConnection().execute(
        `update agent_order_item i set booking_id = v.booking_id::uuid from (values ${rows.map(() => '(?, ?)').join(', ')}) as v(item_id, booking_id) where i.id = v.item_id::uuid`,
        rows.flatMap(({ item, booking }) => [item.id, booking.id]),
        'run',
        tx.getTransactionContext(),
      );
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException)
      throw new ApiError('REFERENCE_IN_USE', { detail: `reference: a booking with one of the order's item references (${order.agentReference}~N) exists` });
    throw err;
  }
  log.info({ order: order.id, reference: order.agentReference }, 'order confirmation requested');
  return bookings;
}
