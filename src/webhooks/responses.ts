/**
 * What the API answers about webhook secrets, as zod schemas: the OpenAPI document is generated from them (src/openapi/),
 * and the test suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 */
import { z } from 'zod';

export const WebhookSecret = z
  .strictObject({
    webhook_secret: z.string().meta({ description: 'Standard Webhooks secret (`whsec_…`): shown in this answer only' }),
    generation: z.number().int().min(1).meta({
      description: 'This secret’s number: 1 for the account’s first, one more at each rotation. The delivery log’s `signed_with` names secrets by it',
    }),
    previous_secret_expires: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Until when the replaced secret goes on signing beside this one; null if there was none' }),
  })
  .meta({ id: 'WebhookSecret' });
