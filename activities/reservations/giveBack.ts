import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationFailure } from '@temporalio/activity';
import { saleChanged } from '../saleChanged.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { callSupplier } from '../supplierCall.ts';
import { loadReservation } from './reservation.ts';

/** `POST /reservation_cancellation`; a refusal (the supplier may have let the hold lapse) ends the matter. */
export async function giveBack(deps: SupplierStepDeps, em: EntityManager, reservationId: string, idempotencyKey: string): Promise<void> {
  const reservation = await loadReservation(em, reservationId);
  try {
    await callSupplier(
      deps,
      reservation.supplier,
      {
        method: 'POST',
        path: '/reservation_cancellation',
        idempotencyKey,
        body: { reservation: reservation.supplierCode, agent: reservation.agent.identifier },
        answerMatters: false,
      },
      reservation.id,
    );
  } catch (err) {
    if (err instanceof ApplicationFailure && err.nonRetryable) {
      deps.logger.warn({ reservation: reservation.id, code: err.type }, 'supplier refused the reservation cancellation');
      await saleChanged(deps, em, { table: 'reservation', id: reservation.id, cause: 'release' });
      return;
    }
    throw err;
  }
  // The seats are back on sale: the cached days of the product no longer hold.
  await saleChanged(deps, em, { table: 'reservation', id: reservation.id, cause: 'release' });
  deps.logger.info({ reservation: reservation.id, status: reservation.status }, 'reservation released at supplier');
}
