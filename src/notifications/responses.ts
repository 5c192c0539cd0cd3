/**
 * What the API answers about notifications: the delivery log and the test notification, as zod schemas: the OpenAPI document is generated from them (src/openapi/),
 * and the test suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 */
import { z } from 'zod';
import { NOTIFICATION_EVENTS } from '../../contracts/notificationEvents.ts';
import { DELIVERY_STATES } from './schemas.ts';

export const Delivery = z
  .strictObject({
    id: z.uuid().meta({ description: 'The notification: also its `webhook-id` and Idempotency-Key' }),
    event: z.enum(NOTIFICATION_EVENTS),
    agent_reference: z.string().nullable(),
    supplier_reference: z.string().nullable(),
    created: z.iso.datetime(),
    status: z.enum(DELIVERY_STATES).meta({ description: 'pending: still retried; failed: its four days of retries ran out' }),
    attempts: z.number().int(),
    last_attempt: z.iso.datetime().nullable(),
    last_status: z
      .string()
      .nullable()
      .meta({ description: 'The receiver’s HTTP status on the last attempt, or why there was none (TIMEOUT, CONNECTION, TLS…)' }),
    signed_with: z
      .array(z.number().int().min(1))
      .nullable()
      .meta({
        description:
          'The generations of your webhook secrets that signed the last attempt, newest first (two during a rotation’s 24 hours); ' +
          '`[]`: sent unsigned, because the account had no webhook secret then; null: not attempted yet, or held back unsent',
      }),
    next_attempt: z.iso.datetime().nullable().meta({ description: 'When the next attempt is due (estimated from the backoff); null once delivered or failed' }),
    delivered: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Delivery' });

export const Deliveries = z.array(Delivery);

export const TestNotice = z
  .strictObject({
    event: z.literal('test'),
    account: z.string().meta({ description: 'The account that asked for it (and receives it)' }),
    sent: z.iso.datetime(),
    message: z.string(),
  })
  .meta({
    id: 'TestNotification',
    examples: [
      {
        event: 'test',
        account: 'sales@agency.example',
        sent: '2026-11-25T10:00:00.000Z',
        message: 'A test notification you asked for (POST /v1/notifications/test): nothing happened to any booking.',
      },
    ],
  });
