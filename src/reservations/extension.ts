import { hasExpired } from '../records/reservations/hasExpired.ts';
import { rememberScenario } from '../suppliers/scenarioStore.ts';
import type { Scenario } from '../suppliers/scenarios.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { hasCapability } from '../accounts/capabilities.ts';
import { Reservation, type Account } from '../db/entities/index.ts';
import { isUuid } from '../domain/uuid.ts';
import { ApiError, supplierError, supplierUnavailable } from '../errors.ts';
import type { Mode } from '../domain/mode.ts';
import type { Logger } from '../logger.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import { MAX_EXTENSIONS } from '../../contracts/reservations.ts';
import { extendHold } from './holds.ts';
import type { ReservationExtensionBody } from './schemas.ts';

/** How much later than the `expires` it was first reserved with a hold may be extended to, in all. */
export const MAX_EXTENSION_MS = 60 * 60_000;

type Request = {
  em: EntityManager;
  log: Logger;
  agent: Account;
  body: z.infer<typeof ReservationExtensionBody>;
  mode: Mode;
  scenario?: Scenario | null | undefined;
};

/** Why a reservation that is not held cannot be extended: it ran out, or it was used or released. */
function notHeld(reservation: Reservation, now: Date): ApiError | null {
  if (hasExpired(reservation, now)) return new ApiError('RESERVATION_EXPIRED');
  if (reservation.status !== 'held') return new ApiError('RESERVATION_INVALID', { detail: `reservation: ${reservation.status}, not held` });
  return null;
}

/**
 * `POST /v1/reservation_extension`: moves a held reservation's `expires` later, once its supplier
 * (which must have declared `reservation_extension`) agreed. Never earlier: an `expires` the hold
 * already reaches is answered by its workflow with the hold's own, without asking the supplier.
 */
export function createReservationExtension(deps: { workflows: WorkflowEngine }) {
  return async function extend({ em, log, agent, body, mode, scenario }: Request): Promise<{ reservation: string; expires: string }> {
    const reservation = isUuid(body.reservation) ? await em.findOne(Reservation, { id: body.reservation, agent }, { populate: ['supplier'] }) : null;
    if (!reservation) throw new ApiError('RESERVATION_INVALID');
    if (!hasCapability(reservation.supplier, 'reservation_extension'))
      throw new ApiError('NOT_SUPPORTED', { detail: 'reservation: the supplier of this product does not extend holds' });
    const now = new Date();
    const refusal = notHeld(reservation, now);
    if (refusal) throw refusal;
    const asked = new Date(body.expires);
    if (asked <= now) throw new ApiError('INVALID_EXPIRES', { detail: 'expires: must be in the future' });
    const limit = new Date((reservation.firstExpiresAt ?? reservation.expiresAt).getTime() + MAX_EXTENSION_MS);
    if (asked > limit) throw new ApiError('EXTENSION_LIMIT', { detail: `expires: at most ${limit.toISOString()} (60 minutes after the first expires)` });
    // Even an `expires` the row already reaches goes to the workflow: its timer, not the row, says
    // until when the seats are held (an extension whose activity ran out of time may have moved the row).

    await rememberScenario(em, reservation.id, 'reservation_extension', scenario);
    const outcome = await extendHold({ ...deps.workflows, log, mode }, reservation.id, asked);
    if (!outcome) throw supplierUnavailable();
    if (outcome.status === 'extended') {
      log.info({ reservation: reservation.id, expires: outcome.expiresAt }, 'reservation extended');
      return { reservation: reservation.id, expires: outcome.expiresAt };
    }
    if (outcome.status === 'refused') {
      log.info({ reservation: reservation.id, code: outcome.code }, 'reservation extension refused');
      if (outcome.code === 'EXTENSION_LIMIT')
        throw new ApiError('EXTENSION_LIMIT', { detail: `reservation: extended ${MAX_EXTENSIONS} times already, the most a hold may be` });
      throw supplierError(outcome.code);
    }
    // The hold ended before its turn: say how, from the row its ending wrote (or is writing).
    const current = await em.fork().findOneOrFail(Reservation, { id: reservation.id });
    throw notHeld(current, new Date()) ?? new ApiError('RESERVATION_INVALID');
  };
}

export type ReservationExtension = ReturnType<typeof createReservationExtension>;
