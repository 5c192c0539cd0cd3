/**
 * What the API answers about test data, as zod schemas: the OpenAPI document is generated from them (src/openapi/),
 * and the test suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 */
import { z } from 'zod';

export const TestDataWiped = z
  .strictObject({
    deleted: z.strictObject({
      reservations: z.number().int(),
      bookings: z.number().int(),
      notifications: z.number().int(),
      requests: z.number().int(),
      idempotency_keys: z.number().int(),
      availability_changes: z.number().int(),
      simulated_records: z.number().int(),
      quotes: z.number().int(),
    }),
    kept_in_flight: z
      .strictObject({ reservations: z.number().int(), bookings: z.number().int() })
      .meta({ description: 'Held reservations and bookings with a step in flight: a workflow still acts on them, so they stay; wipe again once they settle' }),
  })
  .meta({ id: 'TestDataWiped' });
