import { modeDb } from '../mode.ts';
import { saleChanged } from '../saleChanged.ts';
import { Reservation } from '../../src/db/entities/index.ts';
import { ReservationAnswer } from '../../src/suppliers/supplierAnswers.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { callSupplier, malformed } from '../supplierCall.ts';
import { loadReservation, reservationRequest } from './reservation.ts';

/** Asks the supplier to hold the seats; a reservation already held is not asked for twice. */
export async function reserveAtSupplier(deps: SupplierStepDeps, input: { reservationId: string; idempotencyKey: string }): Promise<void> {
  const em = modeDb(deps.db).fork();
  const reservation = await loadReservation(em, input.reservationId);
  if (reservation.status !== 'pending') return;
  const answer = await callSupplier(
    deps,
    reservation.supplier,
    { method: 'POST', path: '/reservation', idempotencyKey: input.idempotencyKey, body: reservationRequest(reservation) },
    reservation.id,
  );
  const parsed = ReservationAnswer.safeParse(answer);
  if (!parsed.success) throw malformed('POST /reservation', 'no reservation code');
  await em.nativeUpdate(Reservation, { id: reservation.id, status: 'pending' }, { status: 'held', supplierCode: parsed.data.reservation });
  // Before the agent hears of the hold: the next read of that day asks the supplier.
  await saleChanged(deps, em, { table: 'reservation', id: reservation.id, cause: 'reservation' });
  deps.logger.info({ reservation: reservation.id }, 'reservation held at supplier');
}
