import { z } from 'zod';
import { identifier, quoteCitation, saleFields, withCounts } from '../catalog/schemas.ts';

export const ReservationBody = withCounts(
  z.strictObject({
    supplier: identifier,
    ...saleFields,
    ...quoteCitation,
    expires: z.iso.datetime({ offset: true, error: 'INVALID_EXPIRES' }),
  }),
);

export const ReservationCancellationBody = z.strictObject({ reservation: z.string().min(1).max(100) });

/** `POST /v1/reservation_extension`: the hold's new `expires` (later than its current one, within the cap). */
export const ReservationExtensionBody = z.strictObject({
  reservation: z.string().min(1).max(100),
  expires: z.iso.datetime({ offset: true, error: 'INVALID_EXPIRES' }),
});
