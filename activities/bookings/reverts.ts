/**
 * Undoing a booking step the supplier refused: the reservation it claimed goes back, found again
 * by its release key on a re-run; and whether the agent is owed the outcome. Raw SQL: each must
 * return what the row held (or whether it moved) in the statement that moves it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationEvent } from '../../contracts/notificationEvents.ts';
import { owedToken } from '../../src/records/bookings/outcomeOwed.ts';

/**
 * A claimed reservation whose booking or change failed goes back to the supplier: mark it released,
 * recording `releaseKey`. The same key finds its own release again; without one (workflows started
 * before keys), only the first run does.
 */
export async function unclaim(em: EntityManager, reservationId: string | null, releaseKey?: string): Promise<string | null> {
  if (!reservationId) return null;
  const rows: unknown[] = await em.getConnection().execute(
    `update reservation set status = 'released', release_key = coalesce(?, release_key), updated_at = now()
        where id = ? and (status = 'claimed' or (?::text is not null and release_key = ?)) returning id`,
    [releaseKey ?? null, reservationId, releaseKey ?? null, releaseKey ?? null],
  );
  return rows.length === 1 ? reservationId : null;
}

/** The reservation an earlier run of the same revert released, by its key. */
export async function releasedWith(em: EntityManager, releaseKey: string | undefined): Promise<string | null> {
  if (!releaseKey) return null;
  const rows: { id: string }[] = await em
    .getConnection()
    .execute(`select id from reservation where release_key = ? limit 1`, [releaseKey], 'all', em.getTransactionContext());
  return rows[0]?.id ?? null;
}

/** Whether the agent was answered 503 for this step and asked to be told its outcome. */
export async function owedOutcome(em: EntityManager, bookingId: string, event: NotificationEvent, version: number): Promise<boolean> {
  const rows: { owed: boolean }[] = await em
    .getConnection()
    .execute('select ? = any(outcome_owed) as owed from booking where id = ?', [owedToken(event, version), bookingId]);
  return rows[0]?.owed === true;
}
