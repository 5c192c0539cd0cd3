import type { EntityManager } from '@mikro-orm/postgresql';
import { rememberScenario } from '../suppliers/scenarioStore.ts';
import type { Scenario } from '../suppliers/scenarios.ts';
import { requireDelegateConsent, requireSupplierAccess } from '../catalog/access.ts';
import { Booking, type Account } from '../db/entities/index.ts';
import { ApiError } from '../errors.ts';
import type { Mode } from '../domain/mode.ts';
import type { Logger } from '../logger.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import { cancellationAt, recordedRefund } from './cancellationRule.ts';
import { findAgentBooking, lockUnredeemed } from './load.ts';
import { oweOutcome } from '../records/bookings/outcomeOwed.ts';
import { runBookingCancellation, runSupplierCancellation, supplierIsCancelling } from './starters.ts';

export type CancelRequest = { em: EntityManager; log: Logger; agent: Account; reference: string; mode: Mode; scenario?: Scenario | null | undefined };

/**
 * `POST /v1/booking_cancellation`: with no ticket redeemed, before the cut-off: the booking's
 * locked cancellation terms' (`cutoff_hours` before the start), else today's rule (more than one
 * day before the travel date in the product's time zone). Under locked terms the refund is
 * computed at the request and recorded with the move to `cancelling`. Cancelling a cancelled
 * booking again is harmless; a cancellation in flight is found (or its workflow restarted) and
 * awaited, keeping the refund its first request recorded. A booking its supplier is cancelling (or
 * has cancelled) is cancelled already: the supplier's cancellation is awaited, never doubled by a
 * call to the supplier's `/booking_cancellation`, and its 100% refund stands.
 */
export async function cancelBooking(deps: { workflows: WorkflowEngine }, { em, log, agent, reference, mode, scenario }: CancelRequest): Promise<void> {
  const workflows = { ...deps.workflows, log, mode };
  const booking = await findAgentBooking(em, agent, reference);
  await requireSupplierAccess(em, agent, booking.owner.identifier);
  await requireDelegateConsent(em, booking.owner, booking.supplier);
  if (booking.status === 'cancelled') return;
  if (supplierIsCancelling(booking)) return runSupplierCancellation(workflows, booking);
  if (booking.status !== 'cancelling') {
    const { quote, refusal } = cancellationAt(booking, new Date());
    if (refusal) throw refusal.error;
    const refund = recordedRefund(booking, quote);
    const started = await em.transactional(async (tx) => {
      await lockUnredeemed(tx, booking.id);
      // The version names this cancellation's workflow: after a refused one, a new request gets a new run.
      const moved = await tx.nativeUpdate(
        Booking,
        { id: booking.id, status: 'confirmed', version: booking.version },
        { status: 'cancelling', version: booking.version + 1, cancelledBy: 'agent', ...(refund ? { refund } : {}), updatedAt: new Date() },
      );
      if (moved === 1) await rememberScenario(tx, booking.id, 'booking_cancellation', scenario);
      return moved;
    });
    if (started === 1) booking.version += 1;
    if (started !== 1) {
      const now = await em.fork().findOneOrFail(Booking, { id: booking.id });
      if (now.status === 'cancelled') return;
      if (now.status !== 'cancelling') throw new ApiError('BOOKING_BUSY');
      booking.version = now.version;
      // The supplier's cancellation moved it first: that one is awaited, not the agent's.
      if (now.cancelledBy === 'supplier') {
        booking.cancellationReason = now.cancellationReason ?? null;
        return runSupplierCancellation(workflows, booking);
      }
    }
    log.info({ booking: booking.id }, 'booking cancellation requested');
  }
  await runBookingCancellation(workflows, booking, oweOutcome(em, agent, booking, 'booking_cancellation'));
}
