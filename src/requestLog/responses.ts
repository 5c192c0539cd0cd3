/**
 * What the API answers from the request log, as zod schemas: the OpenAPI document is generated from them (src/openapi/),
 * and the test suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 */
import { z } from 'zod';

export const RequestLogEntry = z
  .strictObject({
    id: z.string().meta({ description: 'The Request-Id the answer carried' }),
    method: z.string(),
    path: z.string().meta({ description: 'Path and query as sent, with the values of secret parameters (code, token, …) replaced by `redacted`' }),
    status: z.number().int(),
    error: z.string().nullable().meta({ description: 'The error code of an error answer' }),
    error_detail: z.string().nullable().meta({ description: 'The Error-Detail header of an error answer' }),
    idempotency_key: z.string().nullable(),
    at: z.iso.datetime().meta({ description: 'When the request arrived' }),
    duration_ms: z.number().meta({ description: 'From arrival to the answer, in milliseconds' }),
  })
  .meta({ id: 'RequestLogEntry' });

export const RequestLogPage = z
  .strictObject({
    requests: z.array(RequestLogEntry).meta({ description: 'Newest first' }),
    next: z.string().nullable().meta({ description: 'Pass as `before` for older entries; null on the last page' }),
    has_more: z.boolean(),
  })
  .meta({ id: 'RequestLogPage' });
