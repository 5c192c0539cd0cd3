import type { EntityManager } from '@mikro-orm/postgresql';
import { requireDelegateConsent, requireSupplierAccess } from '../catalog/access.ts';
import { Booking, type Account } from '../db/entities/index.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { cancellationAt, recordedRefund } from './cancellationRule.ts';
import { findAgentBooking, lockUnredeemed } from './load.ts';
import { oweOutcome } from './outcomeOwed.ts';
import { runBookingCancellation } from './workflows.ts';

export type CancelRequest = { em: EntityManager; log: Logger; agent: Account; reference: string };

/**
 * `POST /v1/booking_cancellation`: with no ticket redeemed, before the cut-off: the booking's
 * locked cancellation terms' (`cutoff_hours` before the start), else today's rule (more than one
 * day before the travel date in the product's time zone). Under locked terms the refund is
 * computed at the request and recorded with the move to `cancelling`. Cancelling a cancelled
 * booking again is harmless; a cancellation in flight is found (or its workflow restarted) and
 * awaited, keeping the refund its first request recorded.
 */
export async function cancelBooking(deps: { workflows: Omit<WorkflowDeps, 'log'> }, { em, log, agent, reference }: CancelRequest): Promise<void> {
  const workflows = { ...deps.workflows, log };
  const booking = await findAgentBooking(em, agent, reference);
  await requireSupplierAccess(em, agent, booking.owner.identifier);
  await requireDelegateConsent(em, booking.owner, booking.supplier);
  if (booking.status === 'cancelled') return;
  if (booking.status !== 'cancelling') {
    const { quote, refusal } = cancellationAt(booking, new Date());
    if (refusal) throw refusal.error;
    const refund = recordedRefund(booking, quote);
    const started = await em.transactional(async (tx) => {
      await lockUnredeemed(tx, booking.id);
      // The version names this cancellation's workflow: after a refused one, a new request gets a new run.
      return tx.nativeUpdate(
        Booking,
        { id: booking.id, status: 'confirmed', version: booking.version },
        { status: 'cancelling', version: booking.version + 1, ...(refund ? { refund } : {}), updatedAt: new Date() },
      );
    });
    if (started === 1) booking.version += 1;
    if (started !== 1) {
      const now = await em.fork().findOneOrFail(Booking, { id: booking.id });
      if (now.status === 'cancelled') return;
      if (now.status !== 'cancelling') throw new ApiError('BOOKING_BUSY');
      booking.version = now.version;
    }
    log.info({ booking: booking.id }, 'booking cancellation requested');
  }
  await runBookingCancellation(workflows, booking, oweOutcome(em, agent, booking, 'booking_cancellation'));
}
