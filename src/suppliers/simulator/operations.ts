import type pg from 'pg';
import { daysUntil, datesBetween, todayIn } from '../../domain/dates.ts';
import { TICKET_TYPES, type Counts } from '../../domain/ticketTypes.ts';
import { timeSlotsOf } from '../../domain/timeSlots.ts';
import { type Answer, ok, Refusal } from '../../referenceSupplier/answers.ts';
import { randomCode } from '../../referenceSupplier/barcodes.ts';
import {
  AvailabilityQuery,
  BarcodeLookupQuery,
  BookingCancellationRequest,
  BookingConfirmationRequest,
  BookingUpdateRequest,
  parse,
  ReservationCancellationRequest,
  ReservationExtensionRequest,
  ReservationRequest,
} from '../../referenceSupplier/requests.ts';
import {
  countsTotal,
  findBooking,
  findBookingByBarcode,
  findHold,
  findProduct,
  insertBooking,
  insertHold,
  lockDay,
  pricedTypes,
  saveBooking,
  seatKey,
  seatsTaken,
  SIMULATED_CAPACITY,
  setHold,
  type SimBooking,
  type SimProduct,
  type SimTicket,
} from './store.ts';

/**
 * The simulated supplier's callbacks: what a correct supplier does, with the contract's requests
 * parsed by the reference supplier's own schemas (src/referenceSupplier/requests.ts) and answered
 * in its shapes. Its truth is its own records (store.ts): capacity SIMULATED_CAPACITY per option,
 * slot and day, used up by test holds and bookings. Each runs inside the caller's transaction.
 */
export type Call = { tx: pg.ClientBase; accountId: string; query: Record<string, string | undefined>; body: unknown };

/** Barcodes and references a human can tell from live ones at a glance. */
const testCode = (kind: string) => `TEST-${kind}${randomCode(10)}`;

async function requireProduct(call: Call, code: string): Promise<SimProduct> {
  const product = await findProduct(call.tx, call.accountId, code);
  if (!product) throw new Refusal('PRODUCT_INVALID');
  return product;
}

function checkDate(product: SimProduct, date: string): void {
  if (daysUntil(date, product.timeZone) < 0) throw new Refusal('PAST_CUTOFF_DATE');
}

/** Seats free for this option and slot on the date (the day locked by the caller). */
async function free(call: Call, product: string, option: string | null, date: string, time: string | null): Promise<number> {
  const taken = await seatsTaken(call.tx, call.accountId, product, date, date);
  return SIMULATED_CAPACITY - (taken.get(seatKey(date, option ?? '', time ?? '')) ?? 0);
}

function issueTickets(counts: Counts, keep: SimTicket[] = []): SimTicket[] {
  return TICKET_TYPES.flatMap((type) => {
    const kept = keep.filter((t) => t.type === type).slice(0, counts[type]);
    const added = Array.from({ length: Math.max(0, counts[type] - kept.length) }, () => ({ type, barcode: testCode('') }));
    return [...kept, ...added];
  });
}

const bookingAnswer = (booking: SimBooking) => ok({ mobile: true, reference: booking.reference, barcode: booking.barcode, tickets: booking.tickets });

/** The wall-clock time now where the product is, `HH:MM`: a slot of today is open until it departs. */
function nowIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
}

/**
 * Every day of the range in the form the live supplier declared for the product: the time-slot
 * form (`times`, each declared slot counted on its own, open until it departs) for a product or
 * option sold in slots, else the whole-day form (09:00–17:00).
 */
export async function availability(call: Call): Promise<Answer> {
  const query = parse(AvailabilityQuery, call.query);
  const product = await requireProduct(call, query.product);
  const types = await pricedTypes(call.tx, product.ownerId, product.code, query.option);
  const taken = await seatsTaken(call.tx, call.accountId, product.code, query.from, query.to);
  const tickets = Object.fromEntries(types.map((type) => [type, `${type}, simulated`]));
  const today = todayIn(product.timeZone);
  const now = nowIn(product.timeZone);
  const slots = timeSlotsOf(product, query.option);
  const left = (date: string, time: string | null) =>
    product.freesale ? null : Math.max(0, SIMULATED_CAPACITY - (taken.get(seatKey(date, query.option, time)) ?? 0));
  const days = datesBetween(query.from, query.to).map((date) => {
    if (slots.length > 0) {
      const times = slots.map((time) => {
        const vacancies = left(date, time);
        return [time, { open: (date > today || (date === today && time > now)) && vacancies !== 0, vacancies, tickets, pickups: [] }];
      });
      return [date, { times: Object.fromEntries(times) }];
    }
    const vacancies = left(date, null);
    return [date, { hours: { '09:00': '17:00' }, availability: { open: date >= today && vacancies !== 0, vacancies, tickets }, pickups: [] }];
  });
  return ok(Object.fromEntries(days));
}

/** A sale of a product sold in slots names one of them, as a live supplier would insist. */
function checkSlot(product: SimProduct, option: string | null, time: string | null): void {
  const slots = timeSlotsOf(product, option);
  if (slots.length > 0 && (time === null || !slots.includes(time))) throw new Refusal('NOT_AVAILABLE');
}

export async function reserve(call: Call): Promise<Answer> {
  const request = parse(ReservationRequest, call.body);
  const product = await requireProduct(call, request.product);
  if (product.freesale) throw new Refusal('NOT_AVAILABLE');
  checkDate(product, request.date);
  checkSlot(product, request.option, request.time);
  if (Date.parse(request.expires) <= Date.now()) throw new Refusal('EXPIRES_IN_PAST');
  await lockDay(call.tx, call.accountId, product.code, request.date);
  const seats = countsTotal(request.counts);
  if ((await free(call, product.code, request.option, request.date, request.time)) < seats) throw new Refusal('SOLD_OUT');
  const code = testCode('R-');
  await insertHold(call.tx, {
    code,
    accountId: call.accountId,
    product: product.code,
    option: request.option,
    date: request.date,
    time: request.time,
    seats,
    expires: request.expires,
  });
  return ok({ reservation: code });
}

export async function extend(call: Call): Promise<Answer> {
  const request = parse(ReservationExtensionRequest, call.body);
  const hold = await findHold(call.tx, call.accountId, request.reservation);
  if (hold?.status !== 'held') throw new Refusal('RESERVATION_INVALID');
  if (hold.expiresAt.getTime() <= Date.now()) throw new Refusal('RESERVATION_EXPIRED');
  if (Date.parse(request.expires) <= Date.now()) throw new Refusal('EXPIRES_IN_PAST');
  await setHold(call.tx, hold.code, { expires: request.expires });
  return ok({ reservation: hold.code, expires: new Date(Math.max(hold.expiresAt.getTime(), Date.parse(request.expires))).toISOString() });
}

export async function release(call: Call): Promise<Answer> {
  const request = parse(ReservationCancellationRequest, call.body);
  const hold = await findHold(call.tx, call.accountId, request.reservation);
  if (!hold) throw new Refusal('RESERVATION_INVALID');
  if (hold.status === 'booked') throw new Refusal('RESERVATION_BOOKED');
  await setHold(call.tx, hold.code, { status: 'released' });
  return ok({});
}

export async function confirm(call: Call): Promise<Answer> {
  const request = parse(BookingConfirmationRequest, call.body);
  const product = await requireProduct(call, request.product);
  await lockDay(call.tx, call.accountId, product.code, request.date);
  if (product.freesale) {
    if (request.reservation !== null) throw new Refusal('RESERVATION_INVALID');
    checkDate(product, request.date);
    checkSlot(product, request.option, request.time);
  } else {
    if (request.reservation === null) throw new Refusal('RESERVATION_REQUIRED');
    const hold = await findHold(call.tx, call.accountId, request.reservation);
    if (hold?.status !== 'held') throw new Refusal('RESERVATION_INVALID');
    if (hold.product !== product.code || hold.date !== request.date || hold.seats !== countsTotal(request.counts)) throw new Refusal('RESERVATION_MISMATCH');
    await setHold(call.tx, hold.code, { status: 'booked' });
  }
  const booking: SimBooking = {
    reference: testCode('B-'),
    agent: request.agent,
    agentReference: request.reference,
    product: product.code,
    option: request.option ?? '',
    date: request.date,
    time: request.time ?? '',
    pickup: request.pickup,
    customer: request.customer,
    notes: request.notes,
    answers: request.answers,
    barcode: testCode(''),
    tickets: issueTickets(request.counts),
    cancelled: false,
  };
  await insertBooking(call.tx, call.accountId, booking);
  return bookingAnswer(booking);
}

export async function update(call: Call): Promise<Answer> {
  const request = parse(BookingUpdateRequest, call.body);
  const booking = await findBooking(call.tx, call.accountId, request.booking);
  if (!booking) throw new Refusal('BOOKING_INVALID');
  if (booking.cancelled) throw new Refusal('BOOKING_CANCELLED');
  const product = await requireProduct(call, request.product);
  if (request.reservation !== null) {
    const hold = await findHold(call.tx, call.accountId, request.reservation);
    if (hold?.status !== 'held') throw new Refusal('RESERVATION_INVALID');
    await setHold(call.tx, hold.code, { status: 'booked' });
  }
  const changed: SimBooking = {
    ...booking,
    agent: request.agent ?? booking.agent,
    agentReference: request.reference ?? booking.agentReference,
    product: product.code,
    option: request.option ?? '',
    date: request.date,
    time: request.time ?? '',
    pickup: request.pickup,
    customer: request.customer,
    notes: request.notes,
    answers: request.answers,
    tickets: issueTickets(request.counts, booking.tickets),
  };
  await saveBooking(call.tx, changed);
  return bookingAnswer(changed);
}

export async function cancel(call: Call): Promise<Answer> {
  const request = parse(BookingCancellationRequest, call.body);
  const booking = await findBooking(call.tx, call.accountId, request.booking);
  if (!booking) throw new Refusal('BOOKING_INVALID');
  await saveBooking(call.tx, { ...booking, cancelled: true });
  return ok({});
}

/**
 * `GET /barcode_lookup`: a booking this simulator issued, shaped as the contract's look-up answer;
 * a barcode it never issued is answered with a one-adult booking of the account's first product
 * for today, so that the look-up and import path can be tried (Test-Scenario `barcode_unknown`
 * answers BARCODE_INVALID instead).
 */
export async function lookup(call: Call): Promise<Answer> {
  const query = parse(BarcodeLookupQuery, call.query);
  const booking = (await findBookingByBarcode(call.tx, call.accountId, query.barcode)) ?? (await madeUp(call, query.barcode));
  if (!booking || booking.cancelled) throw new Refusal('BARCODE_INVALID');
  const scanned = booking.tickets.find((t) => t.barcode === query.barcode);
  return ok({
    ticket: scanned ? { ...scanned, redeemed: false } : null,
    supplier_reference: booking.reference,
    agent: booking.agent,
    reference: booking.agentReference,
    agent_reference: booking.agentReference,
    product: booking.product,
    option: booking.option || null,
    pickup: booking.pickup,
    date: booking.date,
    time: booking.time || null,
    departure: booking.time || null,
    ...Object.fromEntries(TICKET_TYPES.map((type) => [type, booking.tickets.filter((t) => t.type === type).length])),
    cancelled: booking.cancelled,
    customer: booking.customer,
    mobile: true,
    barcode: booking.barcode,
    tickets: booking.tickets.map((t) => ({ ...t, redeemed: false })),
    notes: booking.notes,
  });
}

async function madeUp(call: Call, barcode: string): Promise<SimBooking | null> {
  const { rows } = await call.tx.query<{ code: string; time_zone: string }>(
    `select code, time_zone from public.product where owner_id = $1 and listed order by code limit 1`,
    [call.accountId],
  );
  const product = rows[0];
  if (!product) return null;
  return {
    reference: `TEST-LOOKUP-${barcode.slice(-12)}`,
    agent: null,
    agentReference: null,
    product: product.code,
    option: '',
    date: todayIn(product.time_zone),
    time: '',
    pickup: null,
    customer: {},
    notes: 'Simulated look-up: a booking made up for a barcode the simulator never issued.',
    answers: null,
    barcode: `${barcode}-B`,
    tickets: [{ type: 'adult', barcode }],
    cancelled: false,
  };
}
