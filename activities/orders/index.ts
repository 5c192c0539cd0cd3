import type { SupplierStepDeps } from '../deps.ts';
import { finishOrder } from './finish.ts';
import { markOrderHeld, releaseOrderHolds, settleHeldOrder } from './holds.ts';
import { beginOrderUndo, confirmationBookings, orderCancellations } from './undo.ts';

export type { OrderBooking } from '../../contracts/orders.ts';
export type { OrderEnd, StuckItem } from './finish.ts';

/**
 * The order workflows' bookkeeping (issue 44); the supplier calls are the booking and reservation
 * steps' own activities. Each name is recorded in workflow histories, so it never changes.
 */
export function createOrderActivities(deps: SupplierStepDeps) {
  return {
    markOrderHeld: markOrderHeld.bind(null, deps),
    releaseOrderHolds: releaseOrderHolds.bind(null, deps),
    settleHeldOrder: settleHeldOrder.bind(null, deps),
    confirmationBookings: confirmationBookings.bind(null, deps),
    beginOrderUndo: beginOrderUndo.bind(null, deps),
    orderCancellations: orderCancellations.bind(null, deps),
    finishOrder: finishOrder.bind(null, deps),
  };
}

export type OrderActivities = ReturnType<typeof createOrderActivities>;
