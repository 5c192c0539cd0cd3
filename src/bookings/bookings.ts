import type { Products } from '../catalog/products.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import { cancelBooking, type CancelRequest } from './cancel.ts';
import { confirmBooking, type ConfirmRequest } from './confirm.ts';
import { findVisibleBooking, listBookings } from './list.ts';
import { quoteBookingCancellation } from './quote.ts';
import { cancelBySupplier, type SupplierCancelRequest } from './supplierCancel.ts';
import { updateBooking, type UpdateRequest } from './update.ts';

/**
 * The agent's bookings: confirm, update, cancel (each through its workflow), quote a cancellation,
 * and look them up; and the supplier's cancellation of its own.
 */
export function createBookings(deps: { products: Products; workflows: WorkflowEngine }) {
  return {
    confirm: (request: ConfirmRequest) => confirmBooking(deps, request),
    update: (request: UpdateRequest) => updateBooking(deps, request),
    cancel: (request: CancelRequest) => cancelBooking(deps, request),
    cancelBySupplier: (request: SupplierCancelRequest) => cancelBySupplier(deps, request),
    quoteCancellation: quoteBookingCancellation,
    list: listBookings,
    find: findVisibleBooking,
  };
}

export type Bookings = ReturnType<typeof createBookings>;
