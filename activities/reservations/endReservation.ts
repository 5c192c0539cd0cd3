import { modeDb } from '../mode.ts';
import { Reservation, type ReservationStatus } from '../../src/db/entities/index.ts';
import type { SupplierStepDeps } from '../deps.ts';

/**
 * Ends a hold that no booking claimed: a release the agent asked for becomes `released`, a hold
 * that ran out `expired`. One conditional update, so a booking's claim and this never both win.
 */
export async function endReservation(
  deps: Pick<SupplierStepDeps, 'db'>,
  input: { reservationId: string; abandoned: boolean },
): Promise<{ status: ReservationStatus; releaseAtSupplier: boolean }> {
  const em = modeDb(deps.db).fork();
  const rows: { status: ReservationStatus }[] = await em.getConnection().execute(
    `update reservation set status = case when status = 'releasing' or ? then 'released' else 'expired' end, updated_at = now()
     where id = ? and status in ('held', 'releasing') returning status`,
    [input.abandoned, input.reservationId],
  );
  if (rows[0]) return { status: rows[0].status, releaseAtSupplier: true };
  const current = await em.findOneOrFail(Reservation, { id: input.reservationId });
  return { status: current.status, releaseAtSupplier: false };
}
