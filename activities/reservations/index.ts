import { modeDb } from '../mode.ts';
import { hasExpired } from '../../src/records/reservations/hasExpired.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationFailure } from '@temporalio/activity';
import { Reservation, type ReservationStatus } from '../../src/db/entities/index.ts';
import { countsOf } from '../../src/records/bookings/notificationBody.ts';
import { ReservationAnswer } from '../../src/suppliers/supplierAnswers.ts';
import type { ActivityDeps } from '../deps.ts';
import { callSupplier, malformed } from '../supplierCall.ts';
import { saleChanged } from '../../src/availabilityChanges/sale.ts';

/** What the supplier's `POST /reservation` receives: the same body on every attempt and every recovery. */
function reservationRequest(reservation: Reservation) {
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

type ExtensionAnswer = { status: 'extended'; expiresAt: string } | { status: 'refused'; code: string };

/** Why a hold can no longer be extended: its time ran out, or it is not held (claimed, released, failed). */
function unusableHold(reservation: Reservation): ExtensionAnswer | null {
  if (hasExpired(reservation, new Date())) return { status: 'refused', code: 'RESERVATION_EXPIRED' };
  return reservation.status === 'held' ? null : { status: 'refused', code: 'RESERVATION_INVALID' };
}

export function createReservationActivities(deps: ActivityDeps) {
  const loadReservation = (em: EntityManager, id: string) => em.findOneOrFail(Reservation, { id }, { populate: ['agent', 'supplier'] });

  /** `POST /reservation_cancellation`; a refusal (the supplier may have let the hold lapse) ends the matter. */
  async function giveBack(em: EntityManager, reservationId: string, idempotencyKey: string): Promise<void> {
    const reservation = await em.findOneOrFail(Reservation, { id: reservationId }, { populate: ['agent', 'supplier'] });
    try {
      await callSupplier(
        deps,
        reservation.supplier,
        {
          method: 'POST',
          path: '/reservation_cancellation',
          idempotencyKey,
          body: { reservation: reservation.supplierCode, agent: reservation.agent.identifier },
          answerMatters: false,
        },
        reservation.id,
      );
    } catch (err) {
      if (err instanceof ApplicationFailure && err.nonRetryable) {
        deps.logger.warn({ reservation: reservation.id, code: err.type }, 'supplier refused the reservation cancellation');
        await saleChanged(deps, em, { table: 'reservation', id: reservation.id, cause: 'release' });
        return;
      }
      throw err;
    }
    // The seats are back on sale: the cached days of the product no longer hold.
    await saleChanged(deps, em, { table: 'reservation', id: reservation.id, cause: 'release' });
    deps.logger.info({ reservation: reservation.id, status: reservation.status }, 'reservation released at supplier');
  }

  return {
    /** Asks the supplier to hold the seats; a reservation already held is not asked for twice. */
    async reserveAtSupplier(input: { reservationId: string; idempotencyKey: string }): Promise<void> {
      const em = modeDb(deps.db).fork();
      const reservation = await loadReservation(em, input.reservationId);
      if (reservation.status !== 'pending') return;
      const answer = await callSupplier(
        deps,
        reservation.supplier,
        {
          method: 'POST',
          path: '/reservation',
          idempotencyKey: input.idempotencyKey,
          body: reservationRequest(reservation),
        },
        reservation.id,
      );
      const parsed = ReservationAnswer.safeParse(answer);
      if (!parsed.success) throw malformed('POST /reservation', 'no reservation code');
      await em.nativeUpdate(Reservation, { id: reservation.id, status: 'pending' }, { status: 'held', supplierCode: parsed.data.reservation });
      // Before the agent hears of the hold: the next read of that day asks the supplier.
      await saleChanged(deps, em, { table: 'reservation', id: reservation.id, cause: 'reservation' });
      deps.logger.info({ reservation: reservation.id }, 'reservation held at supplier');
    },

    /**
     * After the agent was told the reservation failed because the supplier did not answer in time:
     * asks again with the same key and body until the supplier answers. A compliant supplier replays
     * what it did with that key; if it held seats, their code is kept (the reservation stays
     * `failed`) so the workflow can give them back. Returns whether anything is held.
     */
    async recoverUnansweredHold(input: { reservationId: string; idempotencyKey: string }): Promise<{ held: boolean }> {
      const em = modeDb(deps.db).fork();
      const reservation = await loadReservation(em, input.reservationId);
      if (reservation.supplierCode) return { held: true };
      let answer: unknown;
      try {
        answer = await callSupplier(
          deps,
          reservation.supplier,
          {
            method: 'POST',
            path: '/reservation',
            idempotencyKey: input.idempotencyKey,
            body: reservationRequest(reservation),
          },
          reservation.id,
        );
      } catch (err) {
        // A refusal (or an answer we cannot read) holds nothing we could give back; only "no answer yet" is retried.
        if (err instanceof ApplicationFailure && err.nonRetryable) return { held: false };
        throw err;
      }
      const parsed = ReservationAnswer.safeParse(answer);
      if (!parsed.success) return { held: false };
      await em.nativeUpdate(Reservation, { id: reservation.id }, { supplierCode: parsed.data.reservation, updatedAt: new Date() });
      deps.logger.warn({ reservation: reservation.id }, 'supplier held seats for a reservation the agent was told failed: releasing them');
      return { held: true };
    },

    async markReservationFailed(input: { reservationId: string; code: string }): Promise<void> {
      await modeDb(deps.db).fork().nativeUpdate(Reservation, { id: input.reservationId, status: 'pending' }, { status: 'failed', failureCode: input.code });
    },

    /**
     * Ends a hold that no booking claimed: a release the agent asked for becomes `released`, a hold
     * that ran out `expired`. One conditional update, so a booking's claim and this never both win.
     */
    async endReservation(input: { reservationId: string; abandoned: boolean }): Promise<{ status: ReservationStatus; releaseAtSupplier: boolean }> {
      const em = modeDb(deps.db).fork();
      const rows: { status: ReservationStatus }[] = await em.getConnection().execute(
        `update reservation set status = case when status = 'releasing' or ? then 'released' else 'expired' end, updated_at = now()
         where id = ? and status in ('held', 'releasing') returning status`,
        [input.abandoned, input.reservationId],
      );
      if (rows[0]) return { status: rows[0].status, releaseAtSupplier: true };
      const current = await em.findOneOrFail(Reservation, { id: input.reservationId });
      return { status: current.status, releaseAtSupplier: false };
    },

    /**
     * Ends a hold that no booking claimed and gives its seats back, in one activity: a release the
     * agent asked for (or an abandoned hold) becomes `released`, a hold that ran out `expired`. The
     * claim is one conditional update that records this release's key, so a booking's claim and
     * this never both win, and a retry (the claim committed, the supplier call lost) finds its own
     * claim and calls the supplier again with the same key.
     */
    async endHold(input: { reservationId: string; abandoned: boolean; idempotencyKey: string }): Promise<{ status: ReservationStatus }> {
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
      await giveBack(em, input.reservationId, input.idempotencyKey);
      return { status: ended.status };
    },

    /**
     * Asks the supplier to hold the seats until `expiresAt` (POST /reservation_extension), then moves
     * our `expires`. Only a held reservation is asked for: a booking that claimed it meanwhile wins.
     * The move is one conditional update, so a claim committed while the supplier answered wins too.
     */
    async extendAtSupplier(input: { reservationId: string; expiresAt: string; idempotencyKey: string }): Promise<ExtensionAnswer> {
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
    },

    /** Gives the seats back. A supplier that refuses (it may have let the hold lapse) ends the matter. */
    releaseAtSupplier(input: { reservationId: string; idempotencyKey: string }): Promise<void> {
      return giveBack(modeDb(deps.db).fork(), input.reservationId, input.idempotencyKey);
    },
  };
}

export type ReservationActivities = ReturnType<typeof createReservationActivities>;
