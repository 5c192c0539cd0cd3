import { z } from 'zod';
import { isIsoDate, isTime } from './dates.ts';
import { TICKET_TYPES } from './ticketTypes.ts';

const LookupTicket = z.looseObject({ type: z.enum(TICKET_TYPES), barcode: z.string().min(1).max(300), redeemed: z.boolean().default(false) });

/** What a prefix owner's `GET /barcode_lookup` must answer: a booking shaped like a notification. */
export const LookupAnswer = z.looseObject({
  supplier_reference: z.string().min(1).max(200).nullish(),
  agent: z.string().max(254).nullish(),
  agent_reference: z.string().min(1).max(100).nullish(),
  product: z.string().min(1).max(100),
  option: z.string().max(100).nullish(),
  pickup: z.string().max(300).nullish(),
  date: z.string().refine(isIsoDate),
  time: z.string().refine(isTime).nullish(),
  cancelled: z.boolean().default(false),
  customer: z.record(z.string(), z.string().max(300)).nullish(),
  mobile: z.boolean().default(false),
  barcode: z.string().min(1).max(300),
  ticket: LookupTicket.nullish(),
  tickets: z.array(LookupTicket).min(1).max(100),
  notes: z.string().max(2000).nullish(),
});
