import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking, type Account } from '../db/entities/index.ts';
import { todayIn } from '../domain/dates.ts';
import type { Mode } from '../domain/mode.ts';
import { fullRefund, type SupplierCancellationReason } from '../domain/supplierCancellation.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import { loadBooking, lockUnredeemed } from './load.ts';
import { UNSETTLED_STATUSES } from './visibility.ts';
import { runSupplierCancellation, supplierIsCancelling } from './workflows.ts';

export type SupplierCancelRequest = {
  em: EntityManager;
  log: Logger;
  /** The caller: the booking's owner, or the delegate whose callbacks serve it. */
  supplier: Account;
  body: { booking: string; reason: SupplierCancellationReason; message?: string | null | undefined };
  mode: Mode;
};

const FULL = ['agent', 'owner', 'supplier', 'tickets'] as const;

/**
 * The caller's own booking (it owns the product, or serves it as delegate) with this supplier
 * reference, else this agent reference; settled bookings only. Another account's booking is not
 * found, exactly as one that does not exist. Two of the caller's bookings may share an agent
 * reference (two agents' own numbering): cancelling either would be a guess, so that is refused,
 * and the supplier reference names it.
 */
async function findSupplierBooking(em: EntityManager, supplier: Account, reference: string): Promise<Booking> {
  const mine = { $or: [{ owner: supplier }, { supplier }], status: { $nin: [...UNSETTLED_STATUSES] } };
  for (const named of [{ supplierReference: reference }, { agentReference: reference }]) {
    const found = await em.find(Booking, { $and: [mine, named] }, { populate: FULL, limit: 2, orderBy: { createdAt: 'desc' } });
    if (found.length > 1)
      throw new ApiError('BOOKING_NOT_FOUND', { detail: 'booking: several of your bookings have this agent reference; name it by your own reference' });
    if (found[0]) return found[0];
  }
  throw new ApiError('BOOKING_NOT_FOUND');
}

/** Why a confirmed booking cannot be cancelled by its supplier now, in the order they are checked; null: it can. */
function refusalOf(booking: Booking, now: Date): ApiError | null {
  if (booking.status !== 'confirmed') return new ApiError('BOOKING_BUSY');
  if (booking.tickets.getItems().some((t) => t.redeemedAt)) return new ApiError('TICKET_REDEEMED');
  if (booking.travelDate < todayIn(booking.timeZone, now))
    return new ApiError('PAST_CUTOFF_DATE', { detail: 'booking: its travel date has passed (product’s time zone); a supplier cancels up to and on that date' });
  return null;
}

/**
 * `POST /v1/supplier_booking_cancellation`: the booking's supplier cancels it (weather, a closed
 * venue…) with a reason and words for the customer. Whatever the booking's terms the refund is
 * 100%, recorded with the move to `cancelling` (as an agent's refund is), with who cancelled and
 * why; the supplier's cancellation workflow then commits it and tells the agent (and the owner
 * when its delegate cancelled). The supplier's own `/booking_cancellation` is never called: it did
 * this. A cancelled booking answers as it is (repeat-safe, whoever cancelled it); the supplier's
 * cancellation in flight is awaited, keeping its first reason and message.
 */
export async function cancelBySupplier(deps: { workflows: WorkflowEngine }, { em, log, supplier, body, mode }: SupplierCancelRequest): Promise<Booking> {
  const workflows = { ...deps.workflows, log, mode };
  const booking = await findSupplierBooking(em, supplier, body.booking);
  if (booking.status === 'cancelled') return booking;
  if (supplierIsCancelling(booking)) {
    await runSupplierCancellation(workflows, booking);
    return loadBooking(em, booking.id);
  }
  const refusal = refusalOf(booking, new Date());
  if (refusal) throw refusal;
  const moved = await em.transactional(async (tx) => {
    // Under the row's lock, as a scan, an update and the agent's cancellation take it: exactly one of them wins.
    await lockUnredeemed(tx, booking.id);
    return tx.nativeUpdate(
      Booking,
      { id: booking.id, status: 'confirmed', version: booking.version },
      {
        status: 'cancelling',
        version: booking.version + 1,
        cancelledBy: 'supplier',
        cancelledByAccount: supplier.id,
        cancellationReason: body.reason,
        cancellationMessage: body.message ?? null,
        refund: fullRefund(booking),
        updatedAt: new Date(),
      },
    );
  });
  if (moved !== 1) {
    // Another change moved it first: the agent's (cancelled, or in flight), an update, or this supplier's own repeat.
    const now = await loadBooking(em, booking.id);
    if (now.status === 'cancelled') return now;
    if (!supplierIsCancelling(now)) throw new ApiError('BOOKING_BUSY');
    await runSupplierCancellation(workflows, now);
    return loadBooking(em, booking.id);
  }
  Object.assign(booking, { status: 'cancelling', version: booking.version + 1, cancelledBy: 'supplier', cancellationReason: body.reason });
  log.info({ booking: booking.id, reason: body.reason, version: booking.version }, 'booking cancellation by its supplier requested');
  await runSupplierCancellation(workflows, booking);
  return loadBooking(em, booking.id);
}
