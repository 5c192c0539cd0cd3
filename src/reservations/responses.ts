/**
 * What the API answers about holds, as zod schemas: the OpenAPI document is generated from them (src/openapi/),
 * and the test suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 */
import { z } from 'zod';
import { pricesWithCurrency } from '../answerFields.ts';

export const ReservationAnswer = z
  .strictObject({ reservation: z.uuid().meta({ description: 'Our id of the hold' }), ...pricesWithCurrency })
  .meta({ id: 'Reservation', description: 'The price is locked now: the rates of now on the travel date and time, or the cited quote’s item' });
export const ReservationExtensionAnswer = z
  .strictObject({
    reservation: z.uuid().meta({ description: 'Our id of the hold' }),
    expires: z.iso
      .datetime()
      .meta({ description: 'Until when the seats are now held: the `expires` asked for, or the hold’s own when it already reached that far' }),
  })
  .meta({ id: 'ReservationExtension' });
