/**
 * What the API answers as reports, as zod schemas: the OpenAPI document is generated from them (src/openapi/),
 * and the test suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 */
import { z } from 'zod';
import { isoDate, isoDateTime, money } from '../answerFields.ts';
import { TICKET_TYPES } from '../domain/ticketTypes.ts';

export const ReconciliationRows = z.array(
  z.strictObject({
    redeemed_at: isoDateTime,
    agent_reference: z.string(),
    order_reference: z.string().nullable().meta({ description: 'The order the booking is an item of (POST /v1/order); null: sold on its own' }),
    supplier_reference: z.string().nullable(),
    product: z.string(),
    product_name: z.string(),
    option: z.string().nullable(),
    date: isoDate,
    ticket_type: z.enum(TICKET_TYPES),
    barcode: z.string(),
    currency: z.string(),
    rrp: money,
    net: money,
    discount: money,
    counterpart: z.string(),
    counterpart_name: z.string(),
  }),
);
export const InvoiceRows = z.array(
  z.strictObject({
    counterpart: z.string(),
    counterpart_name: z.string(),
    product: z.string(),
    product_name: z.string(),
    currency: z.string(),
    tickets: z.number().int(),
    rrp: money,
    net: money,
    discount: money,
    orders: z
      .string()
      .meta({ description: 'The references of the orders among these tickets’ bookings, comma-separated in order; empty: none was sold in an order' }),
  }),
);
