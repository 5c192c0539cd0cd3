import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking, Reservation } from '../db/entities/index.ts';
import { resignalReservation, startBookingCancellation, startBookingConfirmation, startBookingUpdate, type WorkflowDeps } from './workflowCalls.ts';

/**
 * Starts the workflow of every booking change the database holds but no workflow may be running
 * for: the API commits a change and then starts its workflow, so a crash in between leaves the
 * change here. Starting is idempotent (business-key IDs, USE_EXISTING), so a running one is kept.
 * Run by every worker at start, every minute by the housekeeping schedule, and by `npm run ops -- redrive-bookings`.
 */
export async function redriveBookings(em: EntityManager, deps: WorkflowDeps, olderThanMs = 60_000): Promise<number> {
  let count = 0;
  // In pages, oldest first: a backlog still legitimately retrying must not hide newer stranded changes.
  for (let offset = 0; offset < 20_000; offset += 500) {
    const stuck = await em.find(
      Booking,
      { status: { $in: ['pending', 'updating', 'cancelling'] }, updatedAt: { $lt: new Date(Date.now() - olderThanMs) } },
      { populate: ['agent', 'owner'], limit: 500, offset, orderBy: { updatedAt: 'asc', id: 'asc' } },
    );
    for (const booking of stuck) {
      if (booking.status === 'pending') await startBookingConfirmation(deps, booking);
      else if (booking.status === 'updating') await startBookingUpdate(deps, booking);
      else await startBookingCancellation(deps, booking);
    }
    count += stuck.length;
    if (stuck.length < 500) break;
  }
  return count;
}

/**
 * Reservations the database holds in a state only a workflow moves on: `pending` after the API gave
 * up waiting (it died, or Temporal was down when it started the workflow) — no agent holds its id,
 * so it is abandoned (and its seats, if the supplier held any, given back); `releasing` after the
 * agent's release signal was lost — it is released. Both go through signal-with-start, so a running
 * workflow is signalled and a missing one started.
 */
export async function redriveReservations(em: EntityManager, deps: WorkflowDeps, olderThanMs = 60_000): Promise<number> {
  const now = Date.now();
  const stranded = await em.find(
    Reservation,
    {
      $or: [
        // The API waits at most `waitMs` for a hold: older than that, nobody is waiting for this one.
        { status: 'pending', createdAt: { $lt: new Date(now - olderThanMs - deps.waitMs) } },
        { status: 'releasing', updatedAt: { $lt: new Date(now - olderThanMs) } },
      ],
    },
    { limit: 1000, orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  for (const reservation of stranded) {
    try {
      await resignalReservation(deps, reservation, reservation.status === 'pending' ? 'abandon' : 'release');
    } catch (err) {
      deps.log.error({ err, reservation: reservation.id }, 'could not re-drive a reservation');
    }
  }
  return stranded.length;
}
