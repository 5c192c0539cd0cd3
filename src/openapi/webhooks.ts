import { z } from 'zod';
import type { ZodOpenApiOperationObject } from 'zod-openapi';
import { AvailabilityNotice, RatesNotice } from '../availabilityChanges/responses.ts';
import { BookingBody, SupplierCancellationNotice } from '../bookings/responses.ts';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '../db/entities/Notification.ts';
import { MODE_HEADER } from '../domain/mode.ts';
import { TestNotice } from '../notifications/responses.ts';
import { RedemptionBody } from '../redemption/responses.ts';
import { NOTIFICATION_EXAMPLES, SIGNATURE_EXAMPLE } from './examples/notifications.ts';

/**
 * The notification catalogue (issue 42 §2): every event the marketplace posts to a
 * `notification_url`, with its path, headers and body, as OpenAPI 3.1 `webhooks`. Both documents
 * carry the same catalogue (`GET /openapi.json` for agents, `GET /openapi/supplier.json` for
 * suppliers): an account may be both, and either may receive most events.
 */

/** A booking step's notification; to an agent told of an outcome it could not wait for, `error` when the step failed. */
export const OutcomeBody = BookingBody.extend({
  error: z.string().optional().meta({ description: 'Only to an agent told of a failed step after a 503: the supplier’s code' }),
}).meta({ id: 'BookingStepNotification' });

const BOOKING_STEP_RECIPIENTS =
  'To the product’s owner and, when the product names a delegate `supplier`, to the delegate (each account once). ' +
  'Also to an agent that asked for it (PATCH /v1/account `outcome_notifications`) after the API answered its request 503: the outcome, ' +
  'the booking as it then is, plus `error` (the supplier’s code) when the step failed.';

/** What happened, who receives it, and the body's schema, per event. */
const EVENTS: Record<NotificationEvent, { what: string; body: z.ZodType }> = {
  booking_confirmation: { what: `The supplier confirmed a booking. ${BOOKING_STEP_RECIPIENTS}`, body: OutcomeBody },
  booking_update: {
    what: `The supplier accepted an update: the booking as it is now (all tickets; barcodes and the supplier’s reference may have changed). ${BOOKING_STEP_RECIPIENTS}`,
    body: OutcomeBody,
  },
  booking_cancellation: {
    what:
      'The supplier cancelled the booking at the agent’s request (`cancelled: true`); a booking sold under declared cancellation terms adds `refund`. ' +
      BOOKING_STEP_RECIPIENTS,
    body: OutcomeBody,
  },
  ticket_redemption: {
    what:
      'A redemption was registered (POST /v1/redeem_booking): the booking right after the scan (`tickets[].redeemed` includes it), plus the agent’s ' +
      '`reference` and the redeemed `ticket`. To the booking’s agent, and to the product’s owner unless it registered the redemption; one per redeemed ' +
      'ticket (a booking barcode redeeming three tickets sends three, each with its own id).',
    body: RedemptionBody,
  },
  'booking.cancelled_by_supplier': {
    what:
      'The booking’s supplier cancelled it (POST /v1/supplier_booking_cancellation): to the agent, and to the other supplier party (the owner when its ' +
      'delegate cancelled, the delegate when the owner did), never to the account that cancelled. The booking as cancelled, plus `cancelled_by`, `reason`, ' +
      '`message` (plain text for the customer, or null) and `refund` (always 100%). One per cancellation. Missed it? ' +
      'GET /v1/bookings?cancelled_by=supplier&cancelled_from=… lists them.',
    body: SupplierCancellationNotice,
  },
  'availability.updated': {
    what:
      'To every agent that asked for it (PATCH /v1/account `availability_notifications`) and may sell the product: availability changed on these dates, ' +
      'pushed by the supplier or caused by a sale here. Changes to one product within a few seconds come as one notice; `sequence` is the number of the ' +
      'last of them, not a cursor: read GET /v1/availability_changes from your own cursor when it is above it.',
    body: AvailabilityNotice,
  },
  'rates.updated': {
    what:
      'To every agent that asked for change notices (PATCH /v1/account `availability_notifications`) and may sell the product: its supplier replaced ' +
      'its rate table, so prices from `from` on may differ. Read GET /v1/rates again (a quote given before stays honoured until it expires). ' +
      'Also in GET /v1/availability_changes, as an entry of `kind` `rates`.',
    body: RatesNotice,
  },
  test: {
    what:
      'Only when the account asks for it (POST /v1/notifications/test), to itself, once: a signed test with no booking behind it. Not retried; a ' +
      'redelivery can be asked for like any notification’s.',
    body: TestNotice,
  },
};

const HEADERS = [
  {
    name: 'Idempotency-Key',
    required: true,
    description: 'The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.',
    example: SIGNATURE_EXAMPLE.id,
  },
  { name: 'webhook-id', required: true, description: 'Standard Webhooks: the notification’s id, equal to the Idempotency-Key', example: SIGNATURE_EXAMPLE.id },
  {
    name: 'webhook-timestamp',
    required: true,
    description: 'Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.',
    example: SIGNATURE_EXAMPLE.timestamp,
  },
  {
    name: 'webhook-signature',
    required: false,
    description:
      'Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with ' +
      'the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when ' +
      'any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, ' +
      '"Verifying a notification".',
    example: SIGNATURE_EXAMPLE.signature,
  },
  {
    name: MODE_HEADER,
    required: true,
    description:
      'The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every ' +
      'notification says it, so a receiver serving both modes never has to read a missing header.',
    example: 'live',
    schema: { type: 'string' as const, enum: ['live', 'test'] },
  },
  {
    name: 'Authorization',
    required: false,
    description: 'HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.',
    // inbox:EXAMPLE-password
    example: 'Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==',
  },
  {
    name: 'User-Agent',
    required: true,
    description: 'ticket-marketplace/<version> (+<the marketplace’s public URL>)',
    example: 'ticket-marketplace/0.1.0 (+https://marketplace.example)',
  },
];

function webhook(event: NotificationEvent): { post: ZodOpenApiOperationObject } {
  const { what, body } = EVENTS[event];
  return {
    post: {
      summary: `POST {notification_url}/${event}`,
      description:
        `${what}\n\nPosted to the recipient’s \`notification_url\` with \`/${event}\` appended (in test mode to its \`test_notification_url\`, ` +
        'or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to ' +
        'an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.',
      security: [],
      parameters: HEADERS.map(({ schema, ...header }) => ({ ...header, in: 'header' as const, schema: schema ?? { type: 'string' as const } })),
      requestBody: { required: true, content: { 'application/json': { schema: body, examples: NOTIFICATION_EXAMPLES[event] } } },
      responses: {
        200: { description: 'Any 2xx: received' },
        default: { description: 'Anything else (or no answer within the timeout): not received, retried' },
      },
    },
  };
}

/** The `webhooks` of both OpenAPI documents: every notification event. */
export function notificationWebhooks(): Record<NotificationEvent, { post: ZodOpenApiOperationObject }> {
  return Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, webhook(event)])) as Record<NotificationEvent, { post: ZodOpenApiOperationObject }>;
}

/** Each event's body schema, for tests that parse what was sent (and the examples) with it. */
export const NOTIFICATION_BODIES: Record<NotificationEvent, z.ZodType> = Object.fromEntries(
  NOTIFICATION_EVENTS.map((event) => [event, EVENTS[event].body]),
) as Record<NotificationEvent, z.ZodType>;
