/**
 * What the API answers about redemptions and barcode prefixes, as zod schemas: the OpenAPI document is generated from them (src/openapi/),
 * and the test suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 */
import { z } from 'zod';
import { counts, customer, isoDate, isoDateTime, slotTime } from '../answerFields.ts';
import { BookingBody } from '../bookings/responses.ts';
import { TICKET_TYPES } from '../domain/ticketTypes.ts';

/** `ticket_redemption`: the booking as right after the scan, the agent's `reference` and the ticket redeemed (one notification per ticket). */
export const RedemptionBody = BookingBody.extend({
  reference: z.string().meta({ description: 'The agent’s reference of the booking' }),
  ticket: z.strictObject({ type: z.enum(TICKET_TYPES), barcode: z.string() }).meta({ description: 'The ticket this notification is about' }),
}).meta({ id: 'TicketRedemptionNotification' });
export const RedeemedRecord = z
  .strictObject({
    id: z.string(),
    type: z.enum(['ticket', 'booking']),
    agent: z.string(),
    agent_name: z.string(),
    agent_reference: z.string(),
    supplier: z.string(),
    supplier_name: z.string(),
    supplier_reference: z.string().nullable(),
    status: z.literal('confirmed'),
    freesale: z.boolean(),
    cancelled: z.literal(false),
    cancelled_at: z.null(),
    redeemed: z.literal(true),
    redeemed_at: isoDateTime,
    mobile: z.boolean(),
    product: z.string(),
    product_name: z.string(),
    option: z.string().nullable(),
    option_name: z.string().nullable(),
    date: isoDate,
    time: slotTime.nullable(),
    ...counts,
    customer,
    alias: z.null(),
    barcode: z.string(),
    notes: z.string(),
  })
  .meta({ id: 'RedeemedRecord' });

export const Prefix = z.strictObject({ prefix: z.string() });
export const Prefixes = z.array(z.string());
