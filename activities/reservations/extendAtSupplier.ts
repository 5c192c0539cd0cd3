import { modeDb } from '../mode.ts';
import { hasExpired } from '../../src/reservations/hasExpired.ts';
import { Reservation } from '../../src/db/entities/index.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { callSupplier } from '../supplierCall.ts';
import { loadReservation } from './reservation.ts';

type ExtensionAnswer = { status: 'extended'; expiresAt: string } | { status: 'refused'; code: string };

/** Why a hold can no longer be extended: its time ran out, or it is not held (claimed, released, failed). */
function unusableHold(reservation: Reservation): ExtensionAnswer | null {
  if (hasExpired(reservation, new Date())) return { status: 'refused', code: 'RESERVATION_EXPIRED' };
  return reservation.status === 'held' ? null : { status: 'refused', code: 'RESERVATION_INVALID' };
}

/**
 * Asks the supplier to hold the seats until `expiresAt` (POST /reservation_extension), then moves
 * our `expires`. Only a held reservation is asked for: a booking that claimed it meanwhile wins.
 * The move is one conditional update, so a claim committed while the supplier answered wins too.
 */
export async function extendAtSupplier(
  deps: SupplierStepDeps,
  input: { reservationId: string; expiresAt: string; idempotencyKey: string },
): Promise<ExtensionAnswer> {
  const em = modeDb(deps.db).fork();
  const reservation = await loadReservation(em, input.reservationId);
  const unusable = unusableHold(reservation);
  if (unusable) return unusable;
  await callSupplier(
    deps,
    reservation.supplier,
    {
      method: 'POST',
      path: '/reservation_extension',
      idempotencyKey: input.idempotencyKey,
      body: { reservation: reservation.supplierCode, agent: reservation.agent.identifier, expires: input.expiresAt },
      answerMatters: false,
    },
    reservation.id,
  );
  const moved: unknown[] = await em.getConnection().execute(
    `update reservation set first_expires_at = coalesce(first_expires_at, expires_at), expires_at = ?, updated_at = now()
      where id = ? and status = 'held' and expires_at < ? and expires_at > now() returning id`,
    [input.expiresAt, reservation.id, input.expiresAt],
  );
  if (moved.length === 0) {
    // Claimed meanwhile (the booking wins), or past its expires: a confirmation now is refused, so no extension revives it.
    const unusable = unusableHold(await em.fork().findOneOrFail(Reservation, { id: reservation.id }));
    if (unusable) return unusable;
  }
  deps.logger.info({ reservation: reservation.id, expires: input.expiresAt }, 'reservation extended at supplier');
  return { status: 'extended', expiresAt: new Date(input.expiresAt).toISOString() };
}
