import { modeDb } from '../mode.ts';
import { Booking, Order } from '../../src/db/entities/index.ts';
import { quoteCancellation } from '../../src/domain/cancellationTerms.ts';
import type { SupplierStepDeps } from '../deps.ts';
import type { OrderBooking } from '../../contracts/orders.ts';
import { orderBookings } from './load.ts';

/** What cancelling `booking` now refunds under its locked terms (none declared: nothing recorded), as the agent's cancellation records it. */
function refundNow(booking: Booking) {
  if (!booking.cancellation) return null;
  const quote = quoteCancellation({
    terms: booking.cancellation,
    travelDate: booking.travelDate,
    travelTime: booking.travelTime ?? null,
    timeZone: booking.timeZone,
    now: new Date(),
    paid: { rrp: booking.rrp - booking.discount, net: booking.net - booking.discount },
  });
  return { percent: quote.percent, rrp: quote.refund.rrp, net: quote.refund.net, tier: quote.tier };
}

/**
 * An item was refused at confirmation: the order is `undoing`, and each of its bookings the
 * suppliers confirmed moves to `cancelling` (a new version, the refund its terms give now), in one
 * transaction. Returns every booking of the order being cancelled, so that a re-run (the workflow
 * task replayed before this result was recorded) finds those the first run moved.
 */
export async function beginOrderUndo(deps: SupplierStepDeps, input: { orderId: string }): Promise<OrderBooking[]> {
  const em = modeDb(deps.db).fork();
  return em.transactional(async (tx) => {
    await tx.nativeUpdate(Order, { id: input.orderId, status: 'confirming' }, { status: 'undoing', updatedAt: new Date() });
    for (const { bookingId } of await orderBookings(tx, input.orderId, ['confirmed'])) {
      const booking = await tx.findOneOrFail(Booking, { id: bookingId });
      await tx.nativeUpdate(
        Booking,
        { id: booking.id, status: 'confirmed', version: booking.version },
        { status: 'cancelling', version: booking.version + 1, cancelledBy: 'agent', refund: refundNow(booking), updatedAt: new Date() },
      );
    }
    return orderBookings(tx, input.orderId, ['cancelling']);
  });
}

/** The bookings of a confirmed order that the agent's cancellation of the whole order moved to `cancelling`. */
export async function orderCancellations(deps: SupplierStepDeps, input: { orderId: string }): Promise<OrderBooking[]> {
  return orderBookings(modeDb(deps.db).fork(), input.orderId, ['cancelling']);
}

/** The bookings the API made for a confirmation, in item order: every item's, whatever its state (a re-run after some settled). */
export async function confirmationBookings(deps: SupplierStepDeps, input: { orderId: string }): Promise<OrderBooking[]> {
  return orderBookings(modeDb(deps.db).fork(), input.orderId, ['pending', 'confirmed', 'failed']);
}
