import { modeDb } from '../mode.ts';
import { Order, Reservation } from '../../src/db/entities/index.ts';
import type { OrderStatus } from '../../src/db/entities/index.ts';
import type { SupplierStepDeps } from '../deps.ts';

/** Every hold answered yes: the order is `held` (or was moved on already by the API: cancelled). */
export async function markOrderHeld(deps: SupplierStepDeps, input: { orderId: string }): Promise<OrderStatus> {
  const em = modeDb(deps.db).fork();
  await em.nativeUpdate(Order, { id: input.orderId, status: 'holding' }, { status: 'held', updatedAt: new Date() });
  return (await em.findOneOrFail(Order, { id: input.orderId })).status;
}

/**
 * The holds of an order that will not be confirmed go back: its reservations still held move to
 * `releasing` (what the agent's own release does), and the workflow signals each hold to release.
 * Returns every hold of the order that is `releasing`: a re-run signals them again, which is harmless.
 */
export async function releaseOrderHolds(deps: SupplierStepDeps, input: { orderId: string }): Promise<string[]> {
  const em = modeDb(deps.db).fork();
  await em.nativeUpdate(Reservation, { orderId: input.orderId, status: 'held' }, { status: 'releasing', updatedAt: new Date() });
  const releasing = await em.find(Reservation, { orderId: input.orderId, status: 'releasing' }, { fields: ['id'] });
  return releasing.map((r) => r.id);
}

/**
 * Where a held order stands when its workflow wakes: the API's confirmation or cancellation moved
 * it, or (`expire`: its holds have ended) it expires now, unless the API moved it first. One
 * conditional update decides between an expiry and a confirmation received in time.
 */
export async function settleHeldOrder(deps: SupplierStepDeps, input: { orderId: string; expire: boolean }): Promise<OrderStatus> {
  const em = modeDb(deps.db).fork();
  if (input.expire) await em.nativeUpdate(Order, { id: input.orderId, status: 'held' }, { status: 'expired', endedAt: new Date(), updatedAt: new Date() });
  return (await em.findOneOrFail(Order, { id: input.orderId })).status;
}
