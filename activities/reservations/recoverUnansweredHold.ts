import { ApplicationFailure } from '@temporalio/activity';
import { modeDb } from '../mode.ts';
import { Reservation } from '../../src/db/entities/index.ts';
import { ReservationAnswer } from '../../src/bookings/supplierAnswers.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { callSupplier } from '../supplierCall.ts';
import { loadReservation, reservationRequest } from './reservation.ts';

/**
 * After the agent was told the reservation failed because the supplier did not answer in time:
 * asks again with the same key and body until the supplier answers. A compliant supplier replays
 * what it did with that key; if it held seats, their code is kept (the reservation stays
 * `failed`) so the workflow can give them back. Returns whether anything is held.
 */
export async function recoverUnansweredHold(deps: SupplierStepDeps, input: { reservationId: string; idempotencyKey: string }): Promise<{ held: boolean }> {
  const em = modeDb(deps.db).fork();
  const reservation = await loadReservation(em, input.reservationId);
  if (reservation.supplierCode) return { held: true };
  let answer: unknown;
  try {
    answer = await callSupplier(
      deps,
      reservation.supplier,
      { method: 'POST', path: '/reservation', idempotencyKey: input.idempotencyKey, body: reservationRequest(reservation) },
      reservation.id,
    );
  } catch (err) {
    // A refusal (or an answer we cannot read) holds nothing we could give back; only "no answer yet" is retried.
    if (err instanceof ApplicationFailure && err.nonRetryable) return { held: false };
    throw err;
  }
  const parsed = ReservationAnswer.safeParse(answer);
  if (!parsed.success) return { held: false };
  await em.nativeUpdate(Reservation, { id: reservation.id }, { supplierCode: parsed.data.reservation, updatedAt: new Date() });
  deps.logger.warn({ reservation: reservation.id }, 'supplier held seats for a reservation the agent was told failed: releasing them');
  return { held: true };
}
