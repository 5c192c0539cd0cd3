import type { EntityManager } from '@mikro-orm/postgresql';
import { modeDb } from '../mode.ts';
import { Booking } from '../../src/db/entities/index.ts';
import type { QueuedNotification } from '../../contracts/notifications.ts';
import type { NotificationEvent } from '../../contracts/notificationEvents.ts';
import { queueOutcomeForAgent } from '../../src/records/notifications/queue.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { owedOutcome, releasedWith, unclaim } from './reverts.ts';
import { revertResult, type RevertResult } from './stepResult.ts';

type AbandonInput = {
  bookingId: string;
  code: string;
  releaseKey?: string;
  /** The step's event (steps started before send none): a re-run needs it, the booking no longer says. */
  event?: NotificationEvent;
};

/**
 * The supplier refused an update or cancellation: the booking is confirmed as it was (a refused
 * cancellation's recorded refund cleared), and the reservation the change claimed is handed
 * back for release. The change's reservation is read in the statement that clears it; run again
 * with the same `releaseKey`, the reservation it handed back is found by that key.
 */
export async function abandonBookingChange(deps: SupplierStepDeps, input: AbandonInput): Promise<RevertResult> {
  const em = modeDb(deps.db).fork();
  // The revert and the refusal owed to the agent commit together: a crash between them would
  // leave the agent untold, since a re-run finds the change already undone.
  const { reservationId, deliveries } = await em.transactional((tx) => revertChange(deps, tx, input));
  const releaseReservationId = await unclaim(em, reservationId, input.releaseKey);
  return revertResult(releaseReservationId, deliveries);
}

/** Within the transaction: the booking back as it was, and the refusal owed to the agent queued. */
async function revertChange(
  deps: SupplierStepDeps,
  tx: EntityManager,
  input: AbandonInput,
): Promise<{ reservationId: string | null; deliveries: QueuedNotification[] }> {
  const rows: { reservation_id: string | null; status: string }[] = await tx.getConnection().execute(
    `with old as (select id, pending_change, status from booking where id = ? for update)
     update booking b set status = 'confirmed', pending_change = null, refund = null, cancelled_by = null, failure_code = ?, updated_at = now()
       from old where b.id = old.id and b.status in ('updating', 'cancelling') and b.cancelled_by is distinct from 'supplier'
     returning old.pending_change->>'reservationId' as reservation_id, old.status`,
    [input.bookingId, input.code],
    'all',
    tx.getTransactionContext(),
  );
  const abandoned = rows[0];
  if (abandoned) deps.logger.warn({ booking: input.bookingId, code: input.code }, 'booking change refused by supplier');
  const event: NotificationEvent | undefined = abandoned ? (abandoned.status === 'updating' ? 'booking_update' : 'booking_cancellation') : input.event;
  let owedTo: QueuedNotification[] = [];
  if (event) {
    const booking = await tx.findOneOrFail(Booking, { id: input.bookingId }, { populate: ['agent', 'owner', 'supplier', 'tickets'], refresh: true });
    // Keyed by the change's version, which the booking keeps: a re-run finds the same row.
    if (await owedOutcome(tx, booking.id, event, booking.version)) owedTo = await queueOutcomeForAgent(tx, booking, event, booking.failureCode ?? input.code);
  }
  return { reservationId: abandoned ? abandoned.reservation_id : await releasedWith(tx, input.releaseKey), deliveries: owedTo };
}
