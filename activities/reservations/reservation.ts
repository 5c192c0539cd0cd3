import type { EntityManager } from '@mikro-orm/postgresql';
import { Reservation } from '../../src/db/entities/index.ts';
import { countsOf } from '../../src/bookings/present.ts';

/** The reservation with the parties a supplier call names. */
export const loadReservation = (em: EntityManager, id: string) => em.findOneOrFail(Reservation, { id }, { populate: ['agent', 'supplier'] });

/** What the supplier's `POST /reservation` receives: the same body on every attempt and every recovery. */
export function reservationRequest(reservation: Reservation) {
  return {
    agent: reservation.agent.identifier,
    product: reservation.productCode,
    option: reservation.optionCode ?? null,
    date: reservation.travelDate,
    time: reservation.travelTime ?? null,
    pickup: reservation.pickup ?? null,
    ...countsOf(reservation),
    expires: reservation.expiresAt.toISOString(),
  };
}
