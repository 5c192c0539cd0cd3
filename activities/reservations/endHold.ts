import { modeDb } from '../mode.ts';
import { Reservation, type ReservationStatus } from '../../src/db/entities/index.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { giveBack } from './giveBack.ts';

/**
 * Ends a hold that no booking claimed and gives its seats back, in one activity: a release the
 * agent asked for (or an abandoned hold) becomes `released`, a hold that ran out `expired`. The
 * claim is one conditional update that records this release's key, so a booking's claim and
 * this never both win, and a retry (the claim committed, the supplier call lost) finds its own
 * claim and calls the supplier again with the same key.
 */
export async function endHold(
  deps: SupplierStepDeps,
  input: { reservationId: string; abandoned: boolean; idempotencyKey: string },
): Promise<{ status: ReservationStatus }> {
  const em = modeDb(deps.db).fork();
  const rows: { status: ReservationStatus }[] = await em.getConnection().execute(
    `update reservation
        set status = case when release_key = ? then status when status = 'releasing' or ? then 'released' else 'expired' end,
            release_key = ?, updated_at = now()
      where id = ? and (status in ('held', 'releasing') or release_key = ?)
      returning status`,
    [input.idempotencyKey, input.abandoned, input.idempotencyKey, input.reservationId, input.idempotencyKey],
  );
  const ended = rows[0];
  if (!ended) return { status: (await em.findOneOrFail(Reservation, { id: input.reservationId })).status };
  await giveBack(deps, em, input.reservationId, input.idempotencyKey);
  return { status: ended.status };
}
