import type { EntityManager } from '@mikro-orm/postgresql';
import { Reservation } from '../db/entities/index.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { abandonSignal, releaseSignal } from '../../contracts/reservations.ts';
import { resignalReservation } from './holds.ts';

/**
 * Reservations the database holds in a state only a workflow moves on: `pending` after the API gave
 * up waiting (it died, or Temporal was down when it started the workflow) — no agent holds its id,
 * so it is abandoned (and its seats, if the supplier held any, given back); `releasing` after the
 * agent's release signal was lost — it is released. Both go through signal-with-start, so a running
 * workflow is signalled and a missing one started.
 */
export async function redriveReservations(em: EntityManager, deps: WorkflowDeps, olderThanMs = 60_000): Promise<number> {
  const stranded = await strandedReservations(em, deps.waitMs, olderThanMs);
  for (const reservation of stranded) {
    try {
      await resignalReservation(deps, reservation, redriveSignal(reservation));
    } catch (err) {
      deps.log.error({ err, reservation: reservation.id }, 'could not re-drive a reservation');
    }
  }
  return stranded.length;
}

/** What a stranded reservation's workflow is told: a `pending` one is abandoned, a `releasing` one released. */
export const redriveSignal = (reservation: Reservation) => (reservation.status === 'pending' ? abandonSignal : releaseSignal);

/** Reservations pending past the API's wait, or releasing, for `olderThanMs` (at most 1000, oldest first). */
export function strandedReservations(em: EntityManager, waitMs: number, olderThanMs: number): Promise<Reservation[]> {
  const now = Date.now();
  return em.find(
    Reservation,
    {
      $or: [
        // The API waits at most `waitMs` for a hold: older than that, nobody is waiting for this one.
        // An order's hold is awaited by its order (whose own re-drive restarts it): never abandoned here.
        { status: 'pending', orderId: null, createdAt: { $lt: new Date(now - olderThanMs - waitMs) } },
        { status: 'releasing', updatedAt: { $lt: new Date(now - olderThanMs) } },
      ],
    },
    { limit: 1000, orderBy: { createdAt: 'asc', id: 'asc' } },
  );
}
