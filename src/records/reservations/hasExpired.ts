import type { Reservation } from '../../db/entities/index.ts';

/**
 * Whether a reservation's time ran out by `at`: ended by its workflow as expired, or still held
 * past its `expires` (the grace before the workflow ends it). A booking, an update or an extension
 * then gets RESERVATION_EXPIRED, whatever the workflow has done yet.
 */
export function hasExpired(reservation: Pick<Reservation, 'status' | 'expiresAt'>, at: Date): boolean {
  return reservation.status === 'expired' || (reservation.status === 'held' && reservation.expiresAt <= at);
}
