import { modeDb } from '../mode.ts';
import { saleChanged } from '../../src/availabilityChanges/sale.ts';
import { Booking } from '../../src/db/entities/index.ts';
import { countsOf } from '../../src/records/bookings/notificationBody.ts';
import type { NotificationEvent } from '../../src/db/entities/index.ts';
import { queuedFor, queueOutcomeForAgent, type QueuedNotification, type StepResult } from '../../src/records/notifications/queue.ts';
import type { ActivityDeps } from '../deps.ts';
import { callSupplier } from '../supplierCall.ts';
import { applyAnswer, commitConfirmation, commitWithNotifications, loadBooking, parseAnswer } from './commits.ts';
import { owedOutcome, releasedWith, unclaim } from './reverts.ts';
import { createSupplierCancellationActivities } from './supplierCancellation.ts';

/**
 * What a booking step's supplier call gives its workflow: the notifications to deliver now, and
 * the delivery workflow each is handed to if its receiver is down. (Results recorded before the
 * workflow IDs named the event carry `notificationIds` alone: see deliveriesOf.)
 */
export type { StepResult };

const stepResult = (deliveries: QueuedNotification[]): StepResult => ({ notificationIds: deliveries.map((d) => d.notificationId), deliveries, dispatch: true });

export function createBookingActivities(deps: ActivityDeps) {
  return {
    ...createSupplierCancellationActivities(deps),
    /**
     * Whether the booking is confirmed afterwards (false only for one that failed already), and the
     * notifications queued with the confirmation. A retry after the commit finds them again.
     */
    async confirmAtSupplier(input: { bookingId: string; idempotencyKey: string }): Promise<{ confirmed: boolean; failureCode?: string } & StepResult> {
      const em = modeDb(deps.db).fork();
      // A pending booking has no tickets yet: its parties are all the call and the notifications need.
      const booking = await em.findOneOrFail(Booking, { id: input.bookingId }, { populate: ['agent', 'owner', 'supplier', 'reservation'] });
      // A failed booking answers with the code it failed with (a replayed workflow task may ask again).
      const settled = async (now: Booking) =>
        now.status === 'failed'
          ? { confirmed: false, ...stepResult([]), failureCode: now.failureCode ?? 'SUPPLIER_ERROR' }
          : { confirmed: true, ...stepResult(await queuedFor(em, booking, 'booking_confirmation')) };
      if (booking.status !== 'pending') return settled(booking);
      const answer = await callSupplier(
        deps,
        booking.supplier,
        {
          method: 'POST',
          path: '/booking_confirmation',
          idempotencyKey: input.idempotencyKey,
          body: {
            reservation: booking.reservation?.supplierCode ?? null,
            reference: booking.agentReference,
            agent: booking.agent.identifier,
            product: booking.productCode,
            option: booking.optionCode ?? null,
            pickup: booking.pickup ?? null,
            time: booking.travelTime ?? null,
            date: booking.travelDate,
            ...countsOf(booking),
            customer: booking.customer,
            notes: booking.notes,
            // Only for a product that asks questions: any other supplier sees the contract's body exactly.
            ...(booking.answers ? { answers: booking.answers } : {}),
          },
        },
        booking.id,
      );
      const queued = await commitConfirmation(em, booking, parseAnswer('POST /booking_confirmation', answer, booking));
      // The supplier sold the seats: its cached days for the product no longer hold (before the agent's answer).
      await saleChanged(deps, em, { table: 'booking', id: booking.id, cause: 'booking' });
      // Not pending any more: another attempt of this very call committed first.
      if (!queued) return settled(await em.fork().findOneOrFail(Booking, { id: booking.id }));
      deps.logger.info({ booking: booking.id, agentReference: booking.agentReference }, 'booking confirmed at supplier');
      return { confirmed: true, ...stepResult(queued) };
    },

    /**
     * The supplier refused the booking: it fails, and the reservation it claimed is handed back for
     * release (returned so the workflow can release it at the supplier, with `releaseKey`). Run
     * again with the same key (a replayed workflow task), it returns the same reservation; a
     * booking that is not failed (a late attempt confirmed it) gives nothing back.
     */
    async markBookingFailed(input: {
      bookingId: string;
      code: string;
      releaseKey?: string;
    }): Promise<{ releaseReservationId: string | null; deliveries?: QueuedNotification[]; dispatch?: true }> {
      const em = modeDb(deps.db).fork();
      await em.nativeUpdate(Booking, { id: input.bookingId, status: 'pending' }, { status: 'failed', failureCode: input.code, updatedAt: new Date() });
      const booking = await em.findOneOrFail(Booking, { id: input.bookingId }, { populate: ['agent', 'owner', 'supplier', 'tickets'] });
      if (booking.status !== 'failed') return { releaseReservationId: null };
      deps.logger.warn({ booking: input.bookingId, code: input.code }, 'booking failed');
      // Run again (a replayed task), it finds the same notification by its key.
      const deliveries = (await owedOutcome(em, booking.id, 'booking_confirmation', booking.version))
        ? await queueOutcomeForAgent(em, booking, 'booking_confirmation', booking.failureCode ?? input.code)
        : [];
      const releaseReservationId = await unclaim(em, booking.reservation?.id ?? null, input.releaseKey);
      return deliveries.length > 0 ? { releaseReservationId, deliveries, dispatch: true } : { releaseReservationId };
    },

    /** Sends the pending change (stored by the API) and applies it once the supplier accepts. */
    async updateAtSupplier(input: { bookingId: string; version: number; idempotencyKey: string }): Promise<StepResult> {
      const em = modeDb(deps.db).fork();
      const booking = await loadBooking(em, input.bookingId);
      if (booking.status !== 'updating' || booking.version !== input.version || !booking.pendingChange) {
        return stepResult(await queuedFor(em, booking, 'booking_update', input.version));
      }
      const change = booking.pendingChange;
      const previousDate = booking.travelDate;
      // Changes stored before questions existed carry no answers: the booking keeps its own.
      const answers = change.answers === undefined ? (booking.answers ?? null) : change.answers;
      const answer = await callSupplier(
        deps,
        booking.supplier,
        {
          method: 'POST',
          path: '/booking_update',
          idempotencyKey: input.idempotencyKey,
          body: {
            booking: booking.supplierReference,
            reservation: change.reservationCode,
            reference: booking.agentReference,
            agent: booking.agent.identifier,
            product: booking.productCode,
            option: change.optionCode,
            pickup: change.pickup,
            // The contract's sample names the slot `time_slot`, the confirmation `time`: send both.
            time: change.travelTime,
            time_slot: change.travelTime,
            date: change.travelDate,
            ...change.counts,
            customer: change.customer,
            notes: change.notes,
            ...(answers ? { answers } : {}),
          },
        },
        booking.id,
      );
      applyAnswer(em, booking, parseAnswer('POST /booking_update', answer, change.counts));
      em.assign(booking, {
        travelDate: change.travelDate,
        travelTime: change.travelTime,
        pickup: change.pickup,
        optionCode: change.optionCode,
        optionName: change.optionName,
        ...change.counts,
        customer: change.customer,
        notes: change.notes,
        rrp: change.rrp,
        net: change.net,
        discount: change.discount,
        unitPrices: change.unitPrices,
        promotion: change.promotion,
        // Changes stored before terms existed carry none: the booking keeps its own.
        ...(change.cancellation === undefined ? {} : { cancellation: change.cancellation }),
        answers,
        status: 'confirmed',
        pendingChange: null,
      });
      const queued = await commitWithNotifications(em, booking, 'booking_update', { status: 'updating', version: input.version });
      // Seats moved on the old day and the new one.
      await saleChanged(deps, em, { table: 'booking', id: booking.id, cause: 'booking_update', extraDates: [previousDate] });
      if (!queued) return stepResult(await queuedFor(em, booking, 'booking_update', input.version));
      deps.logger.info({ booking: booking.id, version: booking.version }, 'booking updated at supplier');
      return stepResult(queued);
    },

    async cancelAtSupplier(input: { bookingId: string; idempotencyKey: string }): Promise<StepResult> {
      const em = modeDb(deps.db).fork();
      const booking = await loadBooking(em, input.bookingId);
      // A booking its supplier is cancelling is never sent to the supplier's /booking_cancellation (the API starts no agent cancellation then).
      if (booking.status !== 'cancelling' || booking.cancelledBy === 'supplier') return stepResult(await queuedFor(em, booking, 'booking_cancellation'));
      await callSupplier(
        deps,
        booking.supplier,
        {
          method: 'POST',
          path: '/booking_cancellation',
          idempotencyKey: input.idempotencyKey,
          body: { booking: booking.supplierReference, agent: booking.agent.identifier, reference: booking.agentReference },
          answerMatters: false,
        },
        booking.id,
      );
      const expected = { status: 'cancelling' as const, version: booking.version };
      booking.status = 'cancelled';
      booking.cancelledBy = 'agent';
      booking.cancelledAt = new Date();
      booking.pendingChange = null;
      const queued = await commitWithNotifications(em, booking, 'booking_cancellation', expected);
      await saleChanged(deps, em, { table: 'booking', id: booking.id, cause: 'cancellation' });
      if (!queued) return stepResult(await queuedFor(em, booking, 'booking_cancellation'));
      deps.logger.info({ booking: booking.id }, 'booking cancelled at supplier');
      return stepResult(queued);
    },

    /**
     * The supplier refused an update or cancellation: the booking is confirmed as it was (a refused
     * cancellation's recorded refund cleared), and the reservation the change claimed is handed
     * back for release. The change's reservation is read in the statement that clears it; run again
     * with the same `releaseKey`, the reservation it handed back is found by that key.
     */
    async abandonBookingChange(input: {
      bookingId: string;
      code: string;
      releaseKey?: string;
      /** The step's event (steps started before send none): a re-run needs it, the booking no longer says. */
      event?: NotificationEvent;
    }): Promise<{ releaseReservationId: string | null; deliveries?: QueuedNotification[]; dispatch?: true }> {
      const em = modeDb(deps.db).fork();
      // The revert and the refusal owed to the agent commit together: a crash between them would
      // leave the agent untold, since a re-run finds the change already undone.
      const { reservationId, deliveries } = await em.transactional(async (tx) => {
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
          if (await owedOutcome(tx, booking.id, event, booking.version))
            owedTo = await queueOutcomeForAgent(tx, booking, event, booking.failureCode ?? input.code);
        }
        return { reservationId: abandoned ? abandoned.reservation_id : await releasedWith(tx, input.releaseKey), deliveries: owedTo };
      });
      const releaseReservationId = await unclaim(em, reservationId, input.releaseKey);
      return deliveries.length > 0 ? { releaseReservationId, deliveries, dispatch: true } : { releaseReservationId };
    },
  };
}

export type BookingActivities = ReturnType<typeof createBookingActivities>;
