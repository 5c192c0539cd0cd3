import type { EntityManager } from '@mikro-orm/postgresql';
import { rememberScenario } from '../suppliers/scenarioStore.ts';
import type { Scenario } from '../suppliers/scenarios.ts';
import type { z } from 'zod';
import type { Products } from '../catalog/products.ts';
import { planSale } from '../catalog/sale.ts';
import { citationOf } from '../catalog/schemas.ts';
import { Reservation, type Account } from '../db/entities/index.ts';
import { pickCounts } from '../domain/ticketTypes.ts';
import { isUuid } from '../domain/uuid.ts';
import { ApiError, supplierError, supplierUnavailable } from '../errors.ts';
import type { Mode } from '../domain/mode.ts';
import type { Logger } from '../logger.ts';
import { ticketsLine } from '../records/bookings/attributes.ts';
import { clip } from '../temporal/summary.ts';
import { searchAttributes } from '../temporal/searchAttributes.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import { requestRelease, startReservationHold } from './holds.ts';
import type { ReservationBody } from './schemas.ts';

/** Holds longer than this are refused: seats are not parked for a week. */
const MAX_HOLD_MS = 24 * 3600_000;

type Request = { em: EntityManager; log: Logger; agent: Account; mode: Mode; scenario?: Scenario | null | undefined };

/** Seats held at the supplier until `expires`, by a workflow that releases them unless a booking claims them. */
export function createReservations(deps: { products: Products; workflows: WorkflowEngine }) {
  return {
    /** Stores the reservation, starts its hold and waits for the supplier's answer (or 503). */
    async reserve({ em, log, agent, body, mode, scenario }: Request & { body: z.infer<typeof ReservationBody> }) {
      const expiresAt = new Date(body.expires);
      if (expiresAt.getTime() <= Date.now()) throw new ApiError('INVALID_EXPIRES', { detail: 'expires: must be in the future' });
      if (expiresAt.getTime() > Date.now() + MAX_HOLD_MS)
        throw new ApiError('INVALID_EXPIRES', { detail: `expires: at most ${MAX_HOLD_MS / 3_600_000} hours from now` });
      const counts = pickCounts(body);
      const { owner, product, supplier, price } = await planSale({
        em,
        log,
        products: deps.products,
        agent,
        request: { ...body, counts, quote: citationOf(body) },
        freesale: false,
      });
      const reservation = em.create(Reservation, {
        agent,
        owner,
        supplier,
        productCode: product.code,
        optionCode: body.option ?? null,
        promotion: body.promotion?.toUpperCase() ?? null,
        travelDate: body.date,
        travelTime: body.time ?? null,
        pickup: body.pickup ?? null,
        ...counts,
        expiresAt,
        ...price,
      });
      await em.flush();
      await rememberScenario(em, reservation.id, 'reservation', scenario);
      log.info({ reservation: reservation.id, product: product.code }, 'reservation requested');

      const summary = clip(
        `Hold ${product.code}${reservation.optionCode ? `/${reservation.optionCode}` : ''} ${reservation.travelDate}${reservation.travelTime ? ` ${reservation.travelTime}` : ''}` +
          ` · ${ticketsLine(reservation)} · agent ${agent.identifier} → supplier ${owner.identifier} · until ${reservation.expiresAt.toISOString()}`,
      );
      const outcome = await startReservationHold(
        { ...deps.workflows, log, mode },
        reservation,
        [
          { key: searchAttributes.agent, value: agent.identifier },
          { key: searchAttributes.supplier, value: owner.identifier },
          { key: searchAttributes.product, value: product.code },
        ],
        summary,
      );
      if (!outcome) throw supplierUnavailable();
      if (outcome.status === 'failed') throw supplierError(outcome.code);
      return { reservation, price };
    },

    /**
     * Releases a held reservation early. Only a held one moves; releasing an expired or released one
     * again is harmless. A repeat finding it still `releasing` (its signal was lost) signals again.
     */
    async release({ em, log, agent, reservationId, mode }: Request & { reservationId: string }) {
      const reservation = isUuid(reservationId) ? await em.findOne(Reservation, { id: reservationId, agent }) : null;
      if (!reservation || reservation.status === 'claimed') throw new ApiError('RESERVATION_INVALID');
      const moved = await em.nativeUpdate(Reservation, { id: reservation.id, status: 'held' }, { status: 'releasing' });
      if (moved === 1 || reservation.status === 'releasing') {
        await requestRelease({ ...deps.workflows, log, mode }, reservation.id);
        log.info({ reservation: reservation.id }, 'reservation released by agent');
      }
    },
  };
}

export type Reservations = ReturnType<typeof createReservations>;
