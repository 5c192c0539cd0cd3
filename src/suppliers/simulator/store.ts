import type pg from 'pg';
import { TICKET_TYPES, type Counts, type TicketType } from '../../domain/ticketTypes.ts';

/**
 * The simulated supplier's records, in the `test` schema (Migration018TestMode): its holds,
 * bookings and barcodes, as a real supplier keeps its own. Every statement names the schema.
 */

/** Seats a simulated product has per option, slot and day; test holds and bookings use them up. */
export const SIMULATED_CAPACITY = 20;

export type SimProduct = {
  code: string;
  freesale: boolean;
  timeZone: string;
  options: Record<string, { time_slots?: string[] }>;
  /** The slot times its supplier declared (an option's own are in `options`); null: none. */
  timeSlots: string[] | null;
  ownerId: string;
};
export type SimTicket = { type: TicketType; barcode: string };
export type SimBooking = {
  reference: string;
  agent: string | null;
  agentReference: string | null;
  product: string;
  option: string;
  date: string;
  time: string;
  pickup: string | null;
  customer: Record<string, unknown>;
  notes: string;
  /** The answers to booking questions, as the marketplace sent them; null when it sent none. */
  answers: unknown[] | null;
  barcode: string;
  tickets: SimTicket[];
  cancelled: boolean;
};

/** A product the simulated account serves: its own, or one whose owner names it as the delegate. */
export async function findProduct(tx: pg.ClientBase, accountId: string, code: string): Promise<SimProduct | null> {
  const { rows } = await tx.query<{
    code: string;
    freesale: boolean;
    time_zone: string;
    options: SimProduct['options'];
    time_slots: string[] | null;
    owner_id: string;
  }>(
    `select p.code, p.freesale, p.time_zone, p.options, p.time_slots, p.owner_id from public.product p, public.account a
      where a.id = $1 and p.code = $2 and p.listed and (p.owner_id = a.id or p.delegate in (a.email, a.domain))
      order by (p.owner_id = a.id) desc limit 1`,
    [accountId, code],
  );
  const row = rows[0];
  return row
    ? { code: row.code, freesale: row.freesale, timeZone: row.time_zone, options: row.options, timeSlots: row.time_slots, ownerId: row.owner_id }
    : null;
}

/** Locks one product's day (all its options and slots) for the rest of the transaction: counting and selling never race. */
export async function lockDay(tx: pg.ClientBase, accountId: string, product: string, date: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 7240031))', [`${accountId}/${product}/${date}`]);
}

/** Seats taken on a day, by option and slot: unexpired holds and the tickets of bookings not cancelled. */
export async function seatsTaken(tx: pg.ClientBase, accountId: string, product: string, from: string, to: string): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ date: string; option: string; time: string; seats: number }>(
    `select to_char(date, 'YYYY-MM-DD') as date, option, time, sum(seats)::int as seats from (
       select date, option, time, seats from test.simulated_hold
        where supplier_id = $1 and product = $2 and date between $3 and $4 and status = 'held' and expires_at > now()
       union all
       select date, option, time, jsonb_array_length(tickets) from test.simulated_booking
        where supplier_id = $1 and product = $2 and date between $3 and $4 and not cancelled
     ) taken group by 1, 2, 3`,
    [accountId, product, from, to],
  );
  return new Map(rows.map((row) => [seatKey(row.date, row.option, row.time), row.seats]));
}

export const seatKey = (date: string, option: string | null, time: string | null) => `${date}/${option ?? ''}/${time ?? ''}`;

export async function insertHold(
  tx: pg.ClientBase,
  hold: { code: string; accountId: string; product: string; option: string | null; date: string; time: string | null; seats: number; expires: string },
): Promise<void> {
  await tx.query(
    `insert into test.simulated_hold (code, supplier_id, product, option, date, time, seats, expires_at, status) values ($1, $2, $3, $4, $5, $6, $7, $8, 'held')`,
    [hold.code, hold.accountId, hold.product, hold.option ?? '', hold.date, hold.time ?? '', hold.seats, hold.expires],
  );
}

export type SimHold = { code: string; product: string; option: string; date: string; time: string; seats: number; expiresAt: Date; status: string };

export async function findHold(tx: pg.ClientBase, accountId: string, code: string): Promise<SimHold | null> {
  const { rows } = await tx.query<SimHold>(
    `select code, product, option, to_char(date, 'YYYY-MM-DD') as date, time, seats, expires_at as "expiresAt", status
       from test.simulated_hold where supplier_id = $1 and code = $2 for update`,
    [accountId, code],
  );
  return rows[0] ?? null;
}

export async function setHold(tx: pg.ClientBase, code: string, change: { status?: string; expires?: string }): Promise<void> {
  await tx.query(
    `update test.simulated_hold set status = coalesce($2, status), expires_at = greatest(expires_at, coalesce($3::timestamptz, expires_at)) where code = $1`,
    [code, change.status ?? null, change.expires ?? null],
  );
}

export async function insertBooking(tx: pg.ClientBase, accountId: string, booking: SimBooking): Promise<void> {
  await tx.query(
    `insert into test.simulated_booking (reference, supplier_id, agent, agent_reference, product, option, date, time, pickup, customer, notes, barcode, tickets, cancelled, answers)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13::jsonb, $14, $15::jsonb)`,
    [
      booking.reference,
      accountId,
      booking.agent,
      booking.agentReference,
      booking.product,
      booking.option,
      booking.date,
      booking.time,
      booking.pickup,
      JSON.stringify(booking.customer),
      booking.notes,
      booking.barcode,
      JSON.stringify(booking.tickets),
      booking.cancelled,
      booking.answers === null ? null : JSON.stringify(booking.answers),
    ],
  );
  await indexBarcodes(tx, booking);
}

export async function saveBooking(tx: pg.ClientBase, booking: SimBooking): Promise<void> {
  await tx.query(
    `update test.simulated_booking set agent = $2, agent_reference = $3, product = $4, option = $5, date = $6, time = $7, pickup = $8,
        customer = $9::jsonb, notes = $10, tickets = $11::jsonb, cancelled = $12, answers = $13::jsonb where reference = $1`,
    [
      booking.reference,
      booking.agent,
      booking.agentReference,
      booking.product,
      booking.option,
      booking.date,
      booking.time,
      booking.pickup,
      JSON.stringify(booking.customer),
      booking.notes,
      JSON.stringify(booking.tickets),
      booking.cancelled,
      booking.answers === null ? null : JSON.stringify(booking.answers),
    ],
  );
  await tx.query('delete from test.simulated_barcode where booking = $1', [booking.reference]);
  await indexBarcodes(tx, booking);
}

async function indexBarcodes(tx: pg.ClientBase, booking: SimBooking): Promise<void> {
  const codes = [booking.barcode, ...booking.tickets.map((t) => t.barcode)];
  await tx.query('insert into test.simulated_barcode (barcode, booking) select unnest($1::text[]), $2', [codes, booking.reference]);
}

const BOOKING_COLUMNS = `reference, agent, agent_reference as "agentReference", product, option, to_char(date, 'YYYY-MM-DD') as date, time, pickup,
  customer, notes, answers, barcode, tickets, cancelled`;

export async function findBooking(tx: pg.ClientBase, accountId: string, reference: string): Promise<SimBooking | null> {
  const { rows } = await tx.query<SimBooking>(`select ${BOOKING_COLUMNS} from test.simulated_booking where supplier_id = $1 and reference = $2 for update`, [
    accountId,
    reference,
  ]);
  return rows[0] ?? null;
}

export async function findBookingByBarcode(tx: pg.ClientBase, accountId: string, barcode: string): Promise<SimBooking | null> {
  const { rows } = await tx.query<SimBooking>(
    `select ${BOOKING_COLUMNS} from test.simulated_booking
      where supplier_id = $1 and reference = (select booking from test.simulated_barcode where barcode = $2)`,
    [accountId, barcode],
  );
  return rows[0] ?? null;
}

/** The ticket types the owner prices the product at (the sale would be refused without a rate). */
export async function pricedTypes(tx: pg.ClientBase, ownerId: string, product: string, option: string | null): Promise<TicketType[]> {
  const { rows } = await tx.query<{ rates: Record<string, unknown>; option_rates: Record<string, Record<string, unknown>> }>(
    'select rates, option_rates from public.product_rate where owner_id = $1 and product_code = $2',
    [ownerId, product],
  );
  const row = rows[0];
  const keys = new Set([...Object.keys(row?.rates ?? {}), ...Object.keys((option && row?.option_rates?.[option]) || {})]);
  const types = TICKET_TYPES.filter((type) => keys.has(type));
  return types.length > 0 ? types : ['adult'];
}

export const countsTotal = (counts: Counts) => TICKET_TYPES.reduce((sum, type) => sum + counts[type], 0);
