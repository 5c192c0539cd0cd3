import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Products } from '../catalog/products.ts';
import { type Account, Booking, Order } from '../db/entities/index.ts';
import type { Mode } from '../domain/mode.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { requestHash } from '../requestHash.ts';
import { checkExpires } from '../reservations/reservations.ts';
import { rememberScenario } from '../suppliers/scenarioStore.ts';
import type { ItemScenario } from '../suppliers/scenarios.ts';
import type { WorkflowDeps, WorkflowEngine } from '../temporal/workflowDeps.ts';
import { forItem, itemReference, planItem, refuseDuplicates } from './items.ts';
import { loadOrder } from './load.ts';
import type { OrderBody } from './schemas.ts';
import { runOrderStep } from './starters.ts';

export type CreateRequest = {
  em: EntityManager;
  log: Logger;
  agent: Account;
  body: z.infer<typeof OrderBody>;
  mode: Mode;
  itemScenario?: ItemScenario | null | undefined;
};

/**
 * `POST /v1/order`: plans every item (grant, product, price: through the reservations' and the
 * bookings' own planning), refusing the whole order on any item's bad input before anything is
 * written; then the order, its items and their holds commit in one flush, and the order's
 * workflow holds every item at once and answers when each supplier has (or 503 while one is down).
 */
export async function createOrder(deps: { products: Products; workflows: WorkflowEngine }, request: CreateRequest): Promise<Order> {
  const { log, agent, body, mode } = request;
  // A unit of work of its own: what a refused item left planned is never flushed by anyone.
  const em = request.em.fork();
  const workflows = { ...deps.workflows, log, mode };
  const hash = requestHash(body);
  const existing = await em.findOne(Order, { agent, agentReference: body.reference }, { populate: ['agent'] });
  if (existing) return repeat(em, workflows, existing.id, hash);
  const expiresAt = checkExpires(body.expires);
  refuseDuplicates(body.items);
  // An item's booking will be `<reference>~<index>`: a booking of that reference already is a clash now, not at confirmation.
  const taken = await em.findOne(Booking, { agent, agentReference: { $in: body.items.map((_, i) => itemReference(body.reference, i)) } });
  if (taken)
    throw new ApiError('REFERENCE_IN_USE', { detail: `reference: a booking ${taken.agentReference} exists; the order's items would be ${body.reference}~0…` });

  const order = em.create(Order, { agent, agentReference: body.reference, customer: body.customer, notes: body.notes, expiresAt, requestHash: hash });
  const items = [];
  for (const [index, item] of body.items.entries())
    items.push(await forItem(index, () => planItem({ em, log, products: deps.products, agent }, order, index, item)));
  try {
    await em.flush();
  } catch (err) {
    if (!(err instanceof UniqueConstraintViolationException)) throw err;
    // Another request with this reference committed first: its answer is ours.
    const first = await em.fork().findOne(Order, { agent, agentReference: body.reference });
    if (!first) throw err;
    return repeat(em, workflows, first.id, hash);
  }
  const target = request.itemScenario;
  if (target && target.scenario !== 'stuck') {
    const hold = items[target.item]?.reservation;
    if (hold) await rememberScenario(em, hold.id, 'reservation', target.scenario);
  }
  log.info({ order: order.id, reference: body.reference, items: items.length }, 'order requested');
  return repeat(em, workflows, order.id, hash);
}

/** The order as it stands, its holds awaited while they run (or 503); a repeat with another basket is 409. */
async function repeat(em: EntityManager, workflows: WorkflowDeps, orderId: string, hash: string): Promise<Order> {
  const order = await loadOrder(em, orderId);
  if (order.requestHash !== hash) throw new ApiError('REFERENCE_IN_USE', { detail: 'reference: already an order with another basket' });
  if (order.status !== 'holding') return order;
  await runOrderStep(workflows, order, 'creation');
  return loadOrder(em, orderId);
}
