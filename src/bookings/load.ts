import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking, type Account } from '../db/entities/index.ts';
import { ApiError } from '../errors.ts';
import { isSettled } from './visibility.ts';

const FULL = ['agent', 'owner', 'supplier', 'tickets'] as const;

/**
 * A booking with its parties and tickets, read afresh (after its workflow changed it) in one query:
 * a fork of its own starts with an empty identity map, so nothing stale is kept (and `refresh`,
 * which would load each relation with a query of its own, is not needed).
 */
export function loadBooking(em: EntityManager, id: string) {
  return em.fork().findOneOrFail(Booking, { id }, { populate: FULL, strategy: 'joined' });
}

/** The agent's own booking named by its reference or by the supplier's, or BOOKING_NOT_FOUND. */
export async function findAgentBooking(em: EntityManager, agent: Account, reference: string): Promise<Booking> {
  const booking =
    (await em.findOne(Booking, { agent, agentReference: reference }, { populate: FULL })) ??
    (await em.findOne(Booking, { agent, supplierReference: reference }, { populate: FULL }));
  // Imported bookings (barcode look-up) were sold elsewhere: the agent API does not change them.
  if (!booking || booking.imported || !isSettled(booking)) throw new ApiError('BOOKING_NOT_FOUND');
  return booking;
}

/**
 * Locks the booking row for the rest of the transaction and checks, under that lock, that no
 * ticket was redeemed: a scan registered a moment ago must stop an update or a cancellation.
 */
export async function lockUnredeemed(tx: EntityManager, bookingId: string): Promise<void> {
  const connection = tx.getConnection();
  const ctx = tx.getTransactionContext();
  await connection.execute('select id from booking where id = ? for update', [bookingId], 'all', ctx);
  const redeemed: unknown[] = await connection.execute(
    'select 1 from ticket where booking_id = ? and redeemed_at is not null limit 1',
    [bookingId],
    'all',
    ctx,
  );
  if (redeemed.length > 0) throw new ApiError('TICKET_REDEEMED');
}
