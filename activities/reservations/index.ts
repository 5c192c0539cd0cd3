import { modeDb } from '../mode.ts';
import { Reservation } from '../../src/db/entities/index.ts';
import type { SupplierStepDeps } from '../deps.ts';
import { endHold } from './endHold.ts';
import { extendAtSupplier } from './extendAtSupplier.ts';
import { giveBack } from './giveBack.ts';
import { recoverUnansweredHold } from './recoverUnansweredHold.ts';
import { reserveAtSupplier } from './reserveAtSupplier.ts';

async function markReservationFailed(deps: SupplierStepDeps, input: { reservationId: string; code: string }): Promise<void> {
  await modeDb(deps.db).fork().nativeUpdate(Reservation, { id: input.reservationId, status: 'pending' }, { status: 'failed', failureCode: input.code });
}

/** Gives the seats back. A supplier that refuses (it may have let the hold lapse) ends the matter. */
function releaseAtSupplier(deps: SupplierStepDeps, input: { reservationId: string; idempotencyKey: string }): Promise<void> {
  return giveBack(deps, modeDb(deps.db).fork(), input.reservationId, input.idempotencyKey);
}

/** The reservation steps' activities; each name is recorded in workflow histories, so it never changes. */
export function createReservationActivities(deps: SupplierStepDeps) {
  return {
    reserveAtSupplier: reserveAtSupplier.bind(null, deps),
    recoverUnansweredHold: recoverUnansweredHold.bind(null, deps),
    markReservationFailed: markReservationFailed.bind(null, deps),
    endHold: endHold.bind(null, deps),
    extendAtSupplier: extendAtSupplier.bind(null, deps),
    releaseAtSupplier: releaseAtSupplier.bind(null, deps),
  };
}

export type ReservationActivities = ReturnType<typeof createReservationActivities>;
