import { modeDb } from '../mode.ts';
import { saleChanged } from '../saleChanged.ts';
import { Booking } from '../../src/db/entities/index.ts';
import { countsOf } from '../../src/records/bookings/notificationBody.ts';
import { queuedFor } from '../../src/records/notifications/queue.ts';
import type { StepResult } from '../../contracts/bookings.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { callSupplier } from '../supplierCall.ts';
import { commitConfirmation, parseAnswer } from './commits.ts';
import { stepResult } from './stepResult.ts';

/** What the supplier's `POST /booking_confirmation` receives. */
function confirmationRequest(booking: Booking) {
  return {
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
  };
}

/**
 * Whether the booking is confirmed afterwards (false only for one that failed already), and the
 * notifications queued with the confirmation. A retry after the commit finds them again.
 */
export async function confirmAtSupplier(
  deps: SupplierStepDeps,
  input: { bookingId: string; idempotencyKey: string },
): Promise<{ confirmed: boolean; failureCode?: string } & StepResult> {
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
    { method: 'POST', path: '/booking_confirmation', idempotencyKey: input.idempotencyKey, body: confirmationRequest(booking) },
    booking.id,
  );
  const queued = await commitConfirmation(em, booking, parseAnswer('POST /booking_confirmation', answer, booking));
  // The supplier sold the seats: its cached days for the product no longer hold (before the agent's answer).
  await saleChanged(deps, em, { table: 'booking', id: booking.id, cause: 'booking' });
  // Not pending any more: another attempt of this very call committed first.
  if (!queued) return settled(await em.fork().findOneOrFail(Booking, { id: booking.id }));
  deps.logger.info({ booking: booking.id, agentReference: booking.agentReference }, 'booking confirmed at supplier');
  return { confirmed: true, ...stepResult(queued) };
}
