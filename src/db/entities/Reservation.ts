import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { saleParties, saleProperties } from './saleProperties.ts';

export const RESERVATION_STATUSES = ['pending', 'held', 'failed', 'claimed', 'releasing', 'released', 'expired'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * A hold on seats at a supplier, from `POST /v1/reservation` until it is claimed by a booking,
 * released by the agent or expired by its workflow. The agent knows it by our id; the supplier's
 * own code stays here (codes of different suppliers could collide).
 */
const ReservationSchema = defineEntity({
  name: 'Reservation',
  tableName: 'reservation',
  properties: {
    id: uuidPrimaryKey(),
    ...saleParties,
    ...saleProperties,
    expiresAt: p.datetime(),
    // The `expires` it was first reserved with, kept by its first extension (null: never extended).
    firstExpiresAt: p.datetime().nullable(),
    status: p.enum(RESERVATION_STATUSES).default('pending'),
    supplierCode: p.string().length(200).nullable(),
    failureCode: p.string().length(64).nullable(),
    // Set by the release that ended the hold at expiry (or on the agent's request): see endHold.
    releaseKey: p.string().length(64).nullable(),
    // The order whose item this hold is (its workflow drives it, not housekeeping's abandon); null: a hold of its own.
    orderId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Reservation extends ReservationSchema.class {}
ReservationSchema.setClass(Reservation);
export { ReservationSchema };
