import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '../db/entities/index.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { DRIVEN_BY_ITS_ORDER } from '../records/orders/driven.ts';
import { startBookingStep } from './starters.ts';

/**
 * Starts the workflow of every booking change the database holds but no workflow may be running
 * for: the API commits a change and then starts its workflow, so a crash in between leaves the
 * change here. Starting is idempotent (business-key IDs, USE_EXISTING), so a running one is kept.
 * Run by every worker at start, every minute by the housekeeping schedule, and by `npm run ops -- redrive-bookings`.
 */
export async function redriveBookings(em: EntityManager, deps: WorkflowDeps, olderThanMs = 60_000): Promise<number> {
  let count = 0;
  for await (const booking of bookingsInAStep(em, olderThanMs)) {
    await startBookingStep(deps, booking);
    count++;
  }
  return count;
}

/** Bookings in a step (pending, updating, cancelling) unchanged for `olderThanMs`, loaded with agent and owner. */
export async function* bookingsInAStep(em: EntityManager, olderThanMs: number): AsyncGenerator<Booking> {
  // In pages, oldest first: a backlog still legitimately retrying must not hide newer stranded changes.
  for (let offset = 0; offset < 20_000; offset += 500) {
    const stuck = await em.find(
      Booking,
      { status: { $in: ['pending', 'updating', 'cancelling'] }, updatedAt: { $lt: new Date(Date.now() - olderThanMs) } },
      { populate: ['agent', 'owner'], limit: 500, offset, orderBy: { updatedAt: 'asc', id: 'asc' } },
    );
    // An order's item in its order's step is the order's workflow's to drive (a step of its own would call the supplier with another key).
    const ofOrders = stuck.filter((b) => b.orderReference).map((b) => b.id);
    const driven = new Set(
      ofOrders.length === 0
        ? []
        : (
            await em
              .getConnection()
              .execute<{ id: string }[]>(`select b.id from booking b where b.id = any(?::uuid[]) and ${DRIVEN_BY_ITS_ORDER}`, [`{${ofOrders.join(',')}}`])
          ).map((row) => row.id),
    );
    yield* stuck.filter((b) => !driven.has(b.id));
    if (stuck.length < 500) break;
  }
}
