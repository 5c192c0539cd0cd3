import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking, Reservation, Ticket } from '../../src/db/entities/index.ts';
import { countsOf } from '../../src/bookings/present.ts';
import type { NotificationEvent } from '../../src/db/entities/index.ts';
import { queueBookingEvent, queuedFor } from '../../src/notifications/queue.ts';
import { BookingAnswer, ticketsMatchCounts } from '../../src/bookings/supplierAnswers.ts';
import type { Counts } from '../../src/domain/ticketTypes.ts';
import type { ActivityDeps } from '../deps.ts';
import { callSupplier, malformed } from '../supplierCall.ts';

function loadBooking(em: EntityManager, bookingId: string) {
  return em.findOneOrFail(Booking, { id: bookingId }, { populate: ['agent', 'supplier', 'reservation', 'tickets'] });
}

function parseAnswer(where: string, answer: unknown, counts: Counts): BookingAnswer {
  const parsed = BookingAnswer.safeParse(answer);
  if (!parsed.success) throw malformed(where, parsed.error.issues[0]?.path.join('.') ?? 'shape');
  if (!ticketsMatchCounts(parsed.data.tickets, counts)) throw malformed(where, 'tickets do not match the requested counts');
  return parsed.data;
}

/** Replaces the booking's tickets and supplier identifiers with what the supplier answered. */
function applyAnswer(em: EntityManager, booking: Booking, answer: BookingAnswer): void {
  for (const old of booking.tickets.getItems()) em.remove(old);
  booking.tickets.removeAll();
  for (const [position, t] of answer.tickets.entries()) booking.tickets.add(em.create(Ticket, { booking, position, type: t.type, barcode: t.barcode }));
  booking.supplierReference = answer.reference;
  booking.barcode = answer.barcode;
  booking.mobile = answer.mobile;
}

/**
 * Commits the booking's pending changes together with the notifications announcing them: the
 * booking never changes without its notifications, nor are they queued for a change that failed.
 */
async function commitWithNotifications(em: EntityManager, booking: Booking, event: NotificationEvent, payload?: Record<string, unknown>): Promise<string[]> {
  await em.begin();
  try {
    await em.flush();
    const ids = await queueBookingEvent(em, booking, event, payload && { payload });
    await em.commit();
    return ids;
  } catch (err) {
    await em.rollback();
    throw err;
  }
}

/** What a booking step's supplier call gives its workflow: the notifications to deliver now. */
export type StepResult = { notificationIds: string[] };

export function createBookingActivities(deps: ActivityDeps) {
  return {
    /**
     * Whether the booking is confirmed afterwards (false only for one that failed already), and the
     * notifications queued with the confirmation. A retry after the commit finds them again.
     */
    async confirmAtSupplier(input: { bookingId: string; idempotencyKey: string }): Promise<{ confirmed: boolean } & StepResult> {
      const em = deps.db.fork();
      const booking = await loadBooking(em, input.bookingId);
      if (booking.status === 'failed') return { confirmed: false, notificationIds: [] };
      if (booking.status !== 'pending') return { confirmed: true, notificationIds: await queuedFor(em, booking.id, 'booking_confirmation') };
      const answer = await callSupplier(deps, booking.supplier, {
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
        },
      });
      applyAnswer(em, booking, parseAnswer('POST /booking_confirmation', answer, booking));
      booking.status = 'confirmed';
      booking.confirmedAt = new Date();
      const notificationIds = await commitWithNotifications(em, booking, 'booking_confirmation');
      deps.logger.info({ booking: booking.id, agentReference: booking.agentReference }, 'booking confirmed at supplier');
      return { confirmed: true, notificationIds };
    },

    /**
     * The supplier refused the booking: it fails, and the reservation it claimed is handed back for
     * release (returned so the workflow can release it at the supplier).
     */
    async markBookingFailed(input: { bookingId: string; code: string }): Promise<{ releaseReservationId: string | null }> {
      const em = deps.db.fork();
      await em.nativeUpdate(Booking, { id: input.bookingId, status: 'pending' }, { status: 'failed', failureCode: input.code, updatedAt: new Date() });
      deps.logger.warn({ booking: input.bookingId, code: input.code }, 'booking failed');
      const booking = await em.findOneOrFail(Booking, { id: input.bookingId });
      return { releaseReservationId: await unclaim(em, booking.reservation?.id ?? null) };
    },

    /** Sends the pending change (stored by the API) and applies it once the supplier accepts. */
    async updateAtSupplier(input: { bookingId: string; version: number; idempotencyKey: string }): Promise<StepResult> {
      const em = deps.db.fork();
      const booking = await loadBooking(em, input.bookingId);
      if (booking.status !== 'updating' || booking.version !== input.version || !booking.pendingChange) {
        return { notificationIds: await queuedFor(em, booking.id, 'booking_update', input.version) };
      }
      const change = booking.pendingChange;
      const answer = await callSupplier(deps, booking.supplier, {
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
        },
      });
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
        status: 'confirmed',
        pendingChange: null,
      });
      const notificationIds = await commitWithNotifications(em, booking, 'booking_update');
      deps.logger.info({ booking: booking.id, version: booking.version }, 'booking updated at supplier');
      return { notificationIds };
    },

    async cancelAtSupplier(input: { bookingId: string; idempotencyKey: string }): Promise<StepResult> {
      const em = deps.db.fork();
      const booking = await loadBooking(em, input.bookingId);
      if (booking.status !== 'cancelling') return { notificationIds: await queuedFor(em, booking.id, 'booking_cancellation') };
      await callSupplier(deps, booking.supplier, {
        method: 'POST',
        path: '/booking_cancellation',
        idempotencyKey: input.idempotencyKey,
        body: { booking: booking.supplierReference, agent: booking.agent.identifier, reference: booking.agentReference },
        answerMatters: false,
      });
      booking.status = 'cancelled';
      booking.cancelledAt = new Date();
      booking.pendingChange = null;
      const notificationIds = await commitWithNotifications(em, booking, 'booking_cancellation');
      deps.logger.info({ booking: booking.id }, 'booking cancelled at supplier');
      return { notificationIds };
    },

    /** The supplier refused an update or cancellation: the booking is confirmed as it was. */
    async abandonBookingChange(input: { bookingId: string; code: string }): Promise<{ releaseReservationId: string | null }> {
      const em = deps.db.fork();
      const booking = await em.findOneOrFail(Booking, { id: input.bookingId });
      const reservationId = booking.pendingChange?.reservationId ?? null;
      await em.nativeUpdate(
        Booking,
        { id: input.bookingId, status: { $in: ['updating', 'cancelling'] } },
        { status: 'confirmed', pendingChange: null, failureCode: input.code, updatedAt: new Date() },
      );
      deps.logger.warn({ booking: input.bookingId, code: input.code }, 'booking change refused by supplier');
      return { releaseReservationId: await unclaim(em, reservationId) };
    },
  };
}

/** A claimed reservation whose booking or update failed goes back to the supplier: mark it released. */
async function unclaim(em: EntityManager, reservationId: string | null): Promise<string | null> {
  if (!reservationId) return null;
  const moved = await em.nativeUpdate(Reservation, { id: reservationId, status: 'claimed' }, { status: 'released', updatedAt: new Date() });
  return moved === 1 ? reservationId : null;
}

export type BookingActivities = ReturnType<typeof createBookingActivities>;
