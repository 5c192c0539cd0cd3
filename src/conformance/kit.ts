import { randomUUID } from 'node:crypto';
import { addDays, datesBetween, todayIn } from '../domain/dates.ts';
import { TICKET_TYPES, type Counts, type TicketType } from '../domain/ticketTypes.ts';
import type { Day } from '../domain/availability.ts';
import { CLAUSES } from './clauses.ts';
import { createSender, maskUrl, type Send } from './exchange.ts';
import type { CheckResult, Exchange, KitOptions, Report, Status } from './types.ts';
import {
  availabilityProblems,
  bookingAnswerProblems,
  errorShapeProblems,
  lookupProblems,
  productsProblems,
  replayDifferences,
  reservationProblems,
  sharesBarcodes,
  vacanciesAt,
} from './validators.ts';

/** The identifier the kit sends as `agent`: no real account, so a supplier can spot the kit's traffic. */
export const KIT_AGENT = 'conformance-kit@marketplace.example';
/** The `supplier` of the kit's barcode look-ups: the account asking, which for the kit is no real one either. */
const KIT_SUPPLIER = 'conformance-kit-scanner@marketplace.example';
/** Tickets per reservation and booking: more than one, so "one ticket per requested ticket" is tested. */
const TICKETS = 2;
/** The kit books at least this many days ahead: suppliers may refuse changes close to the date. */
const FIRST_DAY_AHEAD = 3;
const SEARCH_DAYS = 14;
/** An answer slower than this is reported as a warning: the agent is waiting for it. */
const SLOW_MS = 2000;

type Answer = Extract<Exchange['answer'], { status: number }>;
const answered = (exchange: Exchange): Answer | undefined => ('status' in exchange.answer ? exchange.answer : undefined);
const ok = (exchange: Exchange) => {
  const answer = answered(exchange);
  return answer !== undefined && answer.status >= 200 && answer.status < 300;
};
const field = (exchange: Exchange, name: string): unknown => {
  const body = answered(exchange)?.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
};
const statusLine = (exchange: Exchange) => {
  const answer = answered(exchange);
  return answer ? `answered ${answer.status}` : `no answer: ${(exchange.answer as { error: string }).error}`;
};

/** Collects check results in the order they ran; each check is recorded once. */
function createChecks(progress: (line: string) => void) {
  const results: CheckResult[] = [];
  return {
    results,
    record(id: string, title: string, clause: string, status: Status, detail: string[], exchanges: Exchange[] = []) {
      results.push({ id, title, clause, status, detail, exchanges });
      progress(`${status.toUpperCase().padEnd(4)} ${id}: ${title}${detail[0] ? ` (${detail[0]})` : ''}`);
    },
  };
}

type Target = { code: string; freesale: boolean; option: string | null; date: string; time: string | null; type: TicketType; timeZone: string };

/**
 * Runs the supplier side of the contract against a live supplier: products, availability,
 * reservation and its cancellation, confirmation, idempotency, update, cancellation, barcode
 * look-up, error shape, answer times, and (with a notification URL) notifications. It creates
 * only what it cancels again, and says what before it creates anything.
 */
export async function runConformance(options: KitOptions): Promise<Report> {
  const progress = options.progress ?? (() => {});
  const timeoutMs = options.timeoutMs ?? 10_000;
  const startedAt = new Date().toISOString();
  const checks = createChecks(progress);
  const all: Exchange[] = [];
  const sender = createSender(options.callbackUrl, { ca: options.ca, timeoutMs });
  const send: Send = async (request) => {
    const exchange = await sender.send(request);
    all.push(exchange);
    return exchange;
  };
  const created: string[] = [];
  let target: Target | null = null;
  try {
    target = await discover(send, checks, sender.hasCredentials, options);
    if (target) await bookingFlow(send, checks, target, created, progress);
    if (options.notificationUrl) await notificationCheck(checks, options, timeoutMs);
    recordTiming(checks, all);
  } finally {
    sender.close();
  }
  const summary: Record<Status, number> = { pass: 0, warn: 0, fail: 0, skip: 0 };
  for (const check of checks.results) summary[check.status]++;
  return {
    callbackUrl: maskUrl(new URL(options.callbackUrl)),
    notificationUrl: options.notificationUrl ? maskUrl(new URL(options.notificationUrl)) : null,
    product: target?.code ?? null,
    date: target?.date ?? null,
    startedAt,
    finishedAt: new Date().toISOString(),
    created,
    checks: checks.results,
    summary,
    ok: summary.fail === 0,
  };
}

type Checks = ReturnType<typeof createChecks>;

/** Products, authentication and availability (nothing is created); picks what the flow books. */
async function discover(send: Send, checks: Checks, hasCredentials: boolean, options: KitOptions): Promise<Target | null> {
  const products = await send({ method: 'GET', path: '/products' });
  const productsAnswer = answered(products);

  if (!hasCredentials) {
    checks.record(
      'auth.sent',
      'Basic credentials in callback_url',
      CLAUSES.authSent,
      'warn',
      ['callback_url carries no user:password: the service will call you without credentials'],
      [products],
    );
  } else if (productsAnswer?.status === 401 || productsAnswer?.status === 403) {
    checks.record(
      'auth.sent',
      'Basic credentials in callback_url',
      CLAUSES.authSent,
      'fail',
      [`the credentials of callback_url were refused (${productsAnswer.status})`],
      [products],
    );
  } else {
    checks.record('auth.sent', 'Basic credentials in callback_url', CLAUSES.authSent, 'pass', ['sent with every request'], [products]);
  }
  if (hasCredentials) {
    const none = await send({ method: 'GET', path: '/products', credentials: 'none' });
    const wrong = await send({ method: 'GET', path: '/products', credentials: 'wrong' });
    const accepted = [none, wrong].filter(ok).map((e) => (e === none ? 'no credentials' : 'a wrong password'));
    checks.record(
      'auth.required',
      'Requests without valid credentials are refused',
      CLAUSES.authRequired,
      accepted.length > 0 ? 'warn' : 'pass',
      accepted.length > 0
        ? [`accepted ${accepted.join(' and ')}: anyone who knows the URL can reserve and book`]
        : [`refused: ${statusLine(none)}, ${statusLine(wrong)}`],
      [none, wrong],
    );
  }

  const problems = !productsAnswer ? [statusLine(products)] : productsAnswer.status !== 200 ? [statusLine(products)] : productsProblems(productsAnswer.body);
  const list = problems.length === 0 ? (productsAnswer?.body as Record<string, { freesale: boolean; time_zone: string; options?: unknown }>) : {};
  if (problems.length === 0 && options.product && !Object.hasOwn(list, options.product)) problems.push(`product ${options.product} (--product) is not listed`);
  checks.record(
    'products.shape',
    "GET /products has the contract's shape",
    CLAUSES.products,
    problems.length ? 'fail' : 'pass',
    problems.length ? problems : [`${Object.keys(list).length} product(s)`],
    [products],
  );
  if (problems.length) return skipRest(checks, 'needs a valid product list');

  const code = options.product ?? Object.keys(list).find((c) => !list[c]?.freesale) ?? (Object.keys(list)[0] as string);
  const product = list[code]!;
  const optionCodes = product.options && typeof product.options === 'object' && !Array.isArray(product.options) ? Object.keys(product.options) : [];
  const option = optionCodes[0] ?? null;
  const today = todayIn(product.time_zone);
  const from = options.date ?? addDays(today, FIRST_DAY_AHEAD);
  const to = addDays(from, options.date ? 0 : SEARCH_DAYS - 1);
  const query = { agent: KIT_AGENT, product: code, option: option ?? undefined, from, to };
  const availability = await send({ method: 'GET', path: '/availability', query });
  const answer = answered(availability);
  const parsed = answer?.status === 200 ? availabilityProblems(answer.body, from, to) : { problems: [statusLine(availability)], days: {} };
  checks.record(
    'availability.shape',
    'GET /availability answers every day of the range, one form per date',
    CLAUSES.availability,
    parsed.problems.length ? 'fail' : 'pass',
    parsed.problems.length ? parsed.problems : [`${datesBetween(from, to).length} day(s) of ${code}${option ? ` option ${option}` : ''}, ${from}..${to}`],
    [availability],
  );
  // A faulty range answer is reported above; the rest of the contract is still worth checking, so
  // the kit looks for a bookable date one day at a time.
  let slot = parsed.problems.length ? null : findSlot(parsed.days);
  if (parsed.problems.length && answer?.status === 200) {
    for (const date of datesBetween(from, to)) {
      const one = answered(await send({ method: 'GET', path: '/availability', query: { ...query, from: date, to: date } }));
      const day = one?.status === 200 ? availabilityProblems(one.body, date, date) : null;
      slot = day && day.problems.length === 0 ? findSlot(day.days) : null;
      if (slot) break;
    }
  }
  if (!slot) {
    // Nothing bookable means none of the booking callbacks was tried: that cannot pass as conforming.
    const why = `no open date with room for ${2 * TICKETS} tickets of ${code} in ${from}..${to}`;
    checks.record('availability.bookable', 'A date to test the booking callbacks on', CLAUSES.availability, 'fail', [
      `${why}: reservations and bookings were not tested; name a date with room with --date (or another product with --product)`,
    ]);
    return skipRest(checks, why);
  }
  return { code, freesale: product.freesale, option, ...slot, timeZone: product.time_zone };
}

/** The first date (and slot) open with room for two reservations, and a ticket type on sale there. */
function findSlot(days: Record<string, Day>): { date: string; time: string | null; type: TicketType } | null {
  const roomy = (entry: { open: boolean; vacancies: number | null; tickets: Partial<Record<TicketType, string>> }) =>
    // null: the supplier does not count (always so for freesale); the kit can still book there.
    entry.open && (entry.vacancies === null || entry.vacancies >= 2 * TICKETS) && Object.keys(entry.tickets).length > 0;
  const typeOf = (tickets: Partial<Record<TicketType, string>>) => (Object.hasOwn(tickets, 'adult') ? 'adult' : (Object.keys(tickets)[0] as TicketType));
  for (const [date, day] of Object.entries(days)) {
    if ('times' in day && day.times) {
      for (const [time, entry] of Object.entries(day.times)) if (roomy(entry)) return { date, time, type: typeOf(entry.tickets) };
    } else if ('availability' in day && day.availability && roomy(day.availability)) {
      return { date, time: null, type: typeOf(day.availability.tickets) };
    }
  }
  return null;
}

const FLOW_CHECKS: [string, string, string][] = [
  ['reservation.hold', 'POST /reservation holds seats', CLAUSES.reservation],
  ['idempotency.replay', 'A repeated Idempotency-Key gets exactly the first answer', CLAUSES.replay],
  ['idempotency.once', 'A repeated Idempotency-Key is performed once', CLAUSES.once],
  ['idempotency.new-key', 'A new Idempotency-Key is a new request', CLAUSES.newKey],
  ['reservation.cancellation', 'POST /reservation_cancellation releases the seats', CLAUSES.reservationCancellation],
  ['confirmation.tickets', 'POST /booking_confirmation answers one ticket per requested ticket', CLAUSES.confirmation],
  ['barcode_lookup.live', 'GET /barcode_lookup describes a live ticket', CLAUSES.lookupLive],
  ['update.tickets', 'POST /booking_update lists all tickets', CLAUSES.bookingUpdate],
  ['booking.cancellation', 'POST /booking_cancellation cancels the booking', CLAUSES.cancellation],
  ['barcode_lookup.invalid', 'GET /barcode_lookup refuses unknown and cancelled barcodes', CLAUSES.lookupInvalid],
  ['errors.shape', 'Refusals are 400 {"error": CODE}', CLAUSES.errors],
];

function skipRest(checks: Checks, why: string): null {
  for (const [id, title, clause] of FLOW_CHECKS) checks.record(id, title, clause, 'skip', [why]);
  return null;
}

function countsOf(type: TicketType, n: number): Counts {
  return Object.fromEntries(TICKET_TYPES.map((t) => [t, t === type ? n : 0])) as Counts;
}

/**
 * Reserves, repeats, cancels, confirms, looks up, updates and cancels: every step checked, and
 * whatever was created cancelled again in `finally`, whichever step failed. Every POST that
 * creates or changes something is sent twice under one key; the two idempotency checks judge all
 * of those repeats together, once the flow has run.
 */
async function bookingFlow(send: Send, checks: Checks, target: Target, created: string[], progress: (line: string) => void) {
  const counts = countsOf(target.type, TICKETS);
  const slot = `${target.code}${target.option ? ` option ${target.option}` : ''} on ${target.date}${target.time ? ` at ${target.time}` : ''}`;
  progress(
    `The kit now creates on ${slot}: ${target.freesale ? '' : `2 reservations of ${TICKETS} ${target.type} tickets (one cancelled at once, one confirmed), `}` +
      `${target.freesale ? 2 : 1} booking(s) of ${TICKETS} ${target.type} tickets (then updated), and cancels every one of them before it ends.`,
  );
  const sale = { agent: KIT_AGENT, product: target.code, option: target.option, date: target.date, time: target.time, pickup: null, ...counts };
  const vacancies = async () => {
    const exchange = await send({
      method: 'GET',
      path: '/availability',
      query: { agent: KIT_AGENT, product: target.code, option: target.option ?? undefined, from: target.date, to: target.date },
    });
    const answer = answered(exchange);
    const parsed = answer?.status === 200 ? availabilityProblems(answer.body, target.date, target.date) : null;
    return { exchange, value: parsed && parsed.problems.length === 0 ? vacanciesAt(parsed.days, target.date, target.time) : undefined };
  };
  const open = { reservations: new Map<string, string>(), bookings: new Map<string, string>() };
  const cancelReservation = (code: string) =>
    send({ method: 'POST', path: '/reservation_cancellation', idempotencyKey: randomUUID(), body: { reservation: code, agent: KIT_AGENT } });
  const cancelBooking = (reference: string, agentReference: string) =>
    send({
      method: 'POST',
      path: '/booking_cancellation',
      idempotencyKey: randomUUID(),
      body: { booking: reference, agent: KIT_AGENT, reference: agentReference },
    });
  const idempotency = { replays: [] as [Exchange, Exchange][], once: [] as Evidence[] };
  /** A repeat that answered another reservation or booking made one: it is tracked, so it is cancelled too. */
  const trackRepeat = (first: Exchange, again: Exchange, name: 'reservation' | 'reference', agentReference?: string) => {
    const made = ok(again) ? field(again, name) : undefined;
    if (typeof made !== 'string' || made === field(first, name)) return;
    if (name === 'reservation') open.reservations.set(made, `reservation ${made} (answered to a repeated key)`);
    else open.bookings.set(made, agentReference ?? '');
    created.push(`${name === 'reservation' ? 'reservation' : 'booking'} ${made}: answered to a repeated Idempotency-Key`);
  };

  try {
    // --- Reservation, its repeat, a new key, and a cancellation ---------------------------------
    let reservation: string | null = null;
    if (target.freesale) {
      for (const id of ['reservation.hold', 'reservation.cancellation']) {
        const [, title, clause] = FLOW_CHECKS.find(([i]) => i === id)!;
        checks.record(id, title, clause, 'skip', [`${target.code} is freesale: sold without reservations`]);
      }
    } else {
      const before = await vacancies();
      const key = randomUUID();
      const body = { ...sale, expires: new Date(Date.now() + 15 * 60_000).toISOString() };
      const first = await send({ method: 'POST', path: '/reservation', idempotencyKey: key, body });
      const problems = ok(first) ? reservationProblems(answered(first)?.body) : [statusLine(first)];
      if (problems.length === 0) {
        reservation = String(field(first, 'reservation'));
        open.reservations.set(reservation, `reservation ${reservation}`);
        created.push(`reservation ${reservation}: ${TICKETS} ${target.type} on ${slot}`);
      }
      checks.record(
        'reservation.hold',
        FLOW_CHECKS[0]![1],
        CLAUSES.reservation,
        problems.length ? 'fail' : 'pass',
        problems.length ? problems : [`reservation ${reservation}`],
        [first],
      );
      if (!reservation) return skipFrom(checks, 1, 'needs a reservation');

      const again = await send({ method: 'POST', path: '/reservation', idempotencyKey: key, body });
      idempotency.replays.push([first, again]);
      trackRepeat(first, again, 'reservation');
      const after = await vacancies();
      idempotency.once.push(heldOnce('POST /reservation', before.value, after.value, TICKETS, [before.exchange, first, again, after.exchange]));

      // The same body under a new key: an agent reserving the same seats twice.
      const other = await send({ method: 'POST', path: '/reservation', idempotencyKey: randomUUID(), body });
      const otherCode = ok(other) && typeof field(other, 'reservation') === 'string' ? String(field(other, 'reservation')) : null;
      if (otherCode && otherCode !== reservation) {
        open.reservations.set(otherCode, `reservation ${otherCode}`);
        created.push(`reservation ${otherCode}: ${TICKETS} ${target.type} on ${slot}`);
      }
      checks.record(
        'idempotency.new-key',
        FLOW_CHECKS[3]![1],
        CLAUSES.newKey,
        otherCode && otherCode !== reservation ? 'pass' : 'fail',
        otherCode === reservation
          ? ['a new key with the same body got the first reservation back: requests must be told apart by their key, not their body']
          : otherCode
            ? [`a second reservation ${otherCode}`]
            : [`the same body under a new key was not reserved: ${statusLine(other)}`],
        [other],
      );
      if (otherCode && otherCode !== reservation) {
        const held = await vacancies();
        const cancelled = await cancelReservation(otherCode);
        if (ok(cancelled)) open.reservations.delete(otherCode);
        const released = await vacancies();
        const moved = typeof held.value === 'number' && typeof released.value === 'number' ? released.value - held.value : null;
        // Availability may lag behind a supplier's own bookings: a release not seen yet is a warning, not a failure.
        const status: Status = !ok(cancelled) ? 'fail' : moved === null || moved === TICKETS ? 'pass' : 'warn';
        checks.record(
          'reservation.cancellation',
          FLOW_CHECKS[4]![1],
          CLAUSES.reservationCancellation,
          status,
          !ok(cancelled)
            ? [statusLine(cancelled)]
            : moved === null
              ? ['cancelled (vacancies are not counted here, so the release was not measured)']
              : moved === TICKETS
                ? [`vacancies ${held.value} → ${released.value}`]
                : [
                    `vacancies ${held.value} → ${released.value}: expected ${TICKETS} seats back (availability lagging, or other sales on this date meanwhile?)`,
                  ],
          [held.exchange, cancelled, released.exchange],
        );
      } else {
        checks.record('reservation.cancellation', FLOW_CHECKS[4]![1], CLAUSES.reservationCancellation, 'skip', ['needs the second reservation']);
      }
    }

    // --- Confirmation, and its repeat -------------------------------------------------------------
    const agentReference = `CONFORMANCE-${randomUUID().slice(0, 8).toUpperCase()}`;
    const confirmation = {
      reservation,
      reference: agentReference,
      ...sale,
      customer: { first_name: 'Conformance', last_name: 'Kit', email: 'conformance-kit@marketplace.example' },
      notes: 'Conformance kit test booking: cancelled again by the kit.',
    };
    const key = randomUUID();
    const confirmed = await send({ method: 'POST', path: '/booking_confirmation', idempotencyKey: key, body: confirmation });
    const confirmProblems =
      answered(confirmed)?.status === 200 ? bookingAnswerProblems(answered(confirmed)?.body, counts) : [`${statusLine(confirmed)}, expected 200`];
    const reference = typeof field(confirmed, 'reference') === 'string' ? String(field(confirmed, 'reference')) : null;
    if (reference && ok(confirmed)) {
      if (reservation) open.reservations.delete(reservation);
      open.bookings.set(reference, agentReference);
      created.push(`booking ${reference} (our reference ${agentReference}): ${TICKETS} ${target.type} on ${slot}`);
    }
    const shared = confirmProblems.length === 0 && sharesBarcodes(answered(confirmed)?.body);
    checks.record(
      'confirmation.tickets',
      FLOW_CHECKS[5]![1],
      CLAUSES.confirmation,
      confirmProblems.length ? 'fail' : shared ? 'warn' : 'pass',
      confirmProblems.length ? confirmProblems : shared ? [SHARED_BARCODES] : [`booking ${reference}`],
      [confirmed],
    );
    if (!reference || !ok(confirmed)) {
      recordIdempotency(checks, idempotency);
      return skipFrom(checks, 6, 'needs a confirmed booking');
    }
    {
      const before = target.freesale ? undefined : await vacancies();
      const again = await send({ method: 'POST', path: '/booking_confirmation', idempotencyKey: key, body: confirmation });
      idempotency.replays.push([confirmed, again]);
      trackRepeat(confirmed, again, 'reference', agentReference);
      if (before) {
        const after = await vacancies();
        idempotency.once.push(heldOnce('POST /booking_confirmation', before.value, after.value, 0, [before.exchange, again, after.exchange]));
      }
    }
    if (target.freesale) {
      // A new key is a new booking, with a reference of its own (the service never sends one reference twice).
      const otherReference = `CONFORMANCE-${randomUUID().slice(0, 8).toUpperCase()}`;
      const other = await send({
        method: 'POST',
        path: '/booking_confirmation',
        idempotencyKey: randomUUID(),
        body: { ...confirmation, reference: otherReference },
      });
      const made = ok(other) && typeof field(other, 'reference') === 'string' ? String(field(other, 'reference')) : null;
      if (made && made !== reference) {
        open.bookings.set(made, otherReference);
        created.push(`booking ${made} (our reference ${otherReference}): ${TICKETS} ${target.type} on ${slot}`);
      }
      checks.record(
        'idempotency.new-key',
        FLOW_CHECKS[3]![1],
        CLAUSES.newKey,
        made && made !== reference ? 'pass' : 'fail',
        made === reference ? ['a new key got the first booking back'] : made ? [`a second booking ${made}`] : [statusLine(other)],
        [other],
      );
    }
    const tickets = (field(confirmed, 'tickets') as { barcode?: unknown }[] | undefined) ?? [];
    const ticketBarcode = typeof tickets[0]?.barcode === 'string' ? tickets[0].barcode : null;

    // --- Barcode look-up of a live ticket ---------------------------------------------------------
    if (ticketBarcode) {
      const lookup = await send({ method: 'GET', path: '/barcode_lookup', query: { supplier: KIT_SUPPLIER, barcode: ticketBarcode } });
      const problems = answered(lookup)?.status === 200 ? lookupProblems(answered(lookup)?.body, ticketBarcode) : [statusLine(lookup)];
      // Only suppliers that register a barcode prefix are ever asked: a warning, not a failure.
      checks.record(
        'barcode_lookup.live',
        FLOW_CHECKS[6]![1],
        CLAUSES.lookupLive,
        problems.length ? 'warn' : 'pass',
        problems.length ? [...problems, 'needed only if you register a barcode prefix'] : [`ticket ${ticketBarcode}`],
        [lookup],
      );
    } else {
      checks.record('barcode_lookup.live', FLOW_CHECKS[6]![1], CLAUSES.lookupLive, 'skip', ['needs a ticket barcode']);
    }

    // --- Update: the same tickets, new notes; the answer must list all of them. Sent twice. -------
    const update = {
      ...confirmation,
      reservation: null,
      booking: reference,
      time_slot: target.time,
      notes: 'Conformance kit test booking, updated: cancelled again by the kit.',
    };
    const updateKey = randomUUID();
    const updated = await send({ method: 'POST', path: '/booking_update', idempotencyKey: updateKey, body: update });
    const updateProblems =
      answered(updated)?.status === 200 ? bookingAnswerProblems(answered(updated)?.body, counts) : [`${statusLine(updated)}, expected 200`];
    checks.record(
      'update.tickets',
      FLOW_CHECKS[7]![1],
      CLAUSES.bookingUpdate,
      updateProblems.length ? 'fail' : 'pass',
      updateProblems.length ? updateProblems : ['all tickets listed'],
      [updated],
    );
    const current = ok(updated) && typeof field(updated, 'reference') === 'string' ? String(field(updated, 'reference')) : reference;
    const currentTickets = ok(updated) ? ((field(updated, 'tickets') as { barcode?: unknown }[] | undefined) ?? tickets) : tickets;
    if (current !== reference) {
      open.bookings.delete(reference);
      open.bookings.set(current, agentReference);
    }
    if (ok(updated)) {
      const again = await send({ method: 'POST', path: '/booking_update', idempotencyKey: updateKey, body: update });
      idempotency.replays.push([updated, again]);
      trackRepeat(updated, again, 'reference', agentReference);
    }
    recordIdempotency(checks, idempotency);

    // --- Cancellation, then the look-up of its barcode and of an unknown one ----------------------
    const cancelled = await cancelBooking(current, agentReference);
    if (ok(cancelled)) open.bookings.delete(current);
    checks.record('booking.cancellation', FLOW_CHECKS[8]![1], CLAUSES.cancellation, ok(cancelled) ? 'pass' : 'fail', [statusLine(cancelled)], [cancelled]);
    const cancelledBarcode = typeof currentTickets[0]?.barcode === 'string' ? currentTickets[0].barcode : ticketBarcode;
    const lookups: Exchange[] = [];
    if (ok(cancelled) && cancelledBarcode) {
      lookups.push(await send({ method: 'GET', path: '/barcode_lookup', query: { supplier: KIT_SUPPLIER, barcode: cancelledBarcode } }));
    }
    const unknown = `UNKNOWN${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
    lookups.push(await send({ method: 'GET', path: '/barcode_lookup', query: { supplier: KIT_SUPPLIER, barcode: unknown } }));
    const lookupFindings = lookups.flatMap((exchange, i) => {
      const what = i === lookups.length - 1 ? `unknown barcode ${unknown}` : `cancelled ticket ${cancelledBarcode}`;
      const answer = answered(exchange);
      if (!answer) return [`${what}: ${statusLine(exchange)}`];
      const problems = errorShapeProblems(answer.status, answer.body);
      if (problems.length === 0 && field(exchange, 'error') !== 'BARCODE_INVALID')
        problems.push(`error ${JSON.stringify(field(exchange, 'error'))}, expected "BARCODE_INVALID"`);
      return problems.map((p) => `${what}: ${p}`);
    });
    checks.record(
      'barcode_lookup.invalid',
      FLOW_CHECKS[9]![1],
      CLAUSES.lookupInvalid,
      lookupFindings.length ? 'fail' : 'pass',
      lookupFindings.length ? lookupFindings : [`${lookups.length === 2 ? 'cancelled and unknown barcodes' : 'an unknown barcode'}: 400 BARCODE_INVALID`],
      lookups,
    );

    // --- The shape of a refusal: a reservation for yesterday -------------------------------------
    await recordErrorShape(send, checks, target, sale, lookups.at(-1)!, open, created);
  } finally {
    // Whatever a failed step left behind is cancelled here; the report says if that failed too.
    for (const [code, label] of open.reservations) {
      const cancelled = await cancelReservation(code);
      created.push(`${label}: ${ok(cancelled) ? 'cancelled at the end' : `NOT cancelled (${statusLine(cancelled)}): cancel it by hand`}`);
    }
    for (const [reference, agentReference] of open.bookings) {
      const cancelled = await cancelBooking(reference, agentReference);
      created.push(`booking ${reference}: ${ok(cancelled) ? 'cancelled at the end' : `NOT cancelled (${statusLine(cancelled)}): cancel it by hand`}`);
    }
  }
}

const SHARED_BARCODES = 'two tickets share a barcode: the contract does not forbid it, but a scan then cannot tell the tickets apart';

function skipFrom(checks: Checks, index: number, why: string) {
  for (const [id, title, clause] of FLOW_CHECKS.slice(index)) {
    if (!checks.results.some((r) => r.id === id)) checks.record(id, title, clause, 'skip', [why]);
  }
}

/** What one repeat showed about "performed once": judged from the vacancies before and after it. */
type Evidence = { status: Status; detail: string; exchanges: Exchange[] };

/**
 * `expected` seats should have gone (the reservation: TICKETS; a repeated confirmation: 0). Twice
 * that many gone is a second performance; any other figure may be lagging availability or other
 * sales, which the kit cannot tell apart from a fault: a warning.
 */
function heldOnce(callback: string, before: number | null | undefined, after: number | null | undefined, expected: number, exchanges: Exchange[]): Evidence {
  if (typeof before !== 'number' || typeof after !== 'number') {
    return { status: 'skip', detail: `${callback}: vacancies are not counted here (null): nothing to count a second performance by`, exchanges };
  }
  const gone = before - after;
  if (gone === expected) return { status: 'pass', detail: `${callback}: vacancies ${before} → ${after}, performed once`, exchanges };
  if (gone === expected + TICKETS)
    return { status: 'fail', detail: `${callback}: vacancies ${before} → ${after}: the repeated key took the seats a second time`, exchanges };
  return {
    status: 'warn',
    detail: `${callback}: vacancies ${before} → ${after}, expected ${expected} fewer (availability lagging, or other sales on this date meanwhile? run again with --date)`,
    exchanges,
  };
}

const WORST: Status[] = ['fail', 'warn', 'pass', 'skip'];

function recordIdempotency(checks: Checks, idempotency: { replays: [Exchange, Exchange][]; once: Evidence[] }) {
  const replayFindings = idempotency.replays.flatMap(([first, again]) => {
    const a = answered(first);
    const b = answered(again);
    const differences = a && b ? replayDifferences(a, b) : [`the repeat ${statusLine(again)}`];
    return differences.map((d) => `${first.callback}: ${d}`);
  });
  if (idempotency.replays.length === 0) checks.record('idempotency.replay', FLOW_CHECKS[1]![1], CLAUSES.replay, 'skip', ['nothing was repeated']);
  else {
    checks.record(
      'idempotency.replay',
      FLOW_CHECKS[1]![1],
      CLAUSES.replay,
      replayFindings.length ? 'fail' : 'pass',
      replayFindings.length ? replayFindings : [`${idempotency.replays.map(([first]) => first.callback).join(', ')}: same status, headers and body`],
      idempotency.replays.flat(),
    );
  }
  const evidence = idempotency.once;
  const status = WORST.find((s) => evidence.some((e) => e.status === s)) ?? 'skip';
  checks.record(
    'idempotency.once',
    FLOW_CHECKS[2]![1],
    CLAUSES.once,
    evidence.length ? status : 'skip',
    evidence.length ? evidence.map((e) => e.detail) : ['no vacancies to count a second performance by (freesale)'],
    evidence.flatMap((e) => e.exchanges),
  );
}

const RESERVATION_CODES = ['SOLD_OUT', 'NOT_AVAILABLE', 'PAST_CUTOFF_DATE'];

async function recordErrorShape(
  send: Send,
  checks: Checks,
  target: Target,
  sale: Record<string, unknown>,
  unknownLookup: Exchange,
  open: { reservations: Map<string, string> },
  created: string[],
) {
  const title = FLOW_CHECKS[10]![1];
  if (target.freesale) {
    const answer = answered(unknownLookup);
    const problems = answer ? errorShapeProblems(answer.status, answer.body) : [statusLine(unknownLookup)];
    checks.record('errors.shape', title, CLAUSES.errors, problems.length ? 'fail' : 'pass', problems.length ? problems : ['the barcode look-up refusal'], [
      unknownLookup,
    ]);
    return;
  }
  const yesterday = addDays(todayIn(target.timeZone), -1);
  const past = await send({
    method: 'POST',
    path: '/reservation',
    idempotencyKey: randomUUID(),
    body: { ...sale, date: yesterday, expires: new Date(Date.now() + 15 * 60_000).toISOString() },
  });
  if (ok(past)) {
    const code = field(past, 'reservation');
    if (typeof code === 'string') {
      open.reservations.set(code, `reservation ${code} (for yesterday)`);
      created.push(`reservation ${code}: ${TICKETS} ${target.type} for yesterday, ${yesterday} (accepted: it should not be)`);
    }
    checks.record(
      'errors.shape',
      title,
      CLAUSES.errors,
      'fail',
      [`a reservation for yesterday (${yesterday}) was accepted; expected 400 PAST_CUTOFF_DATE or NOT_AVAILABLE`],
      [past],
    );
    return;
  }
  const answer = answered(past);
  const problems = answer ? errorShapeProblems(answer.status, answer.body) : [statusLine(past)];
  const code = field(past, 'error');
  const status: Status = problems.length ? 'fail' : RESERVATION_CODES.includes(String(code)) ? 'pass' : 'warn';
  checks.record(
    'errors.shape',
    title,
    CLAUSES.errors,
    status,
    problems.length
      ? problems
      : status === 'pass'
        ? [`yesterday's reservation: 400 ${code}`]
        : [`yesterday's reservation: 400 ${code}, which agents cannot act on; the contract's codes are ${RESERVATION_CODES.join(', ')}`],
    [past],
  );
}

/** A booking notification as the service sends it, marked as the kit's, twice under one key. */
async function notificationCheck(checks: Checks, options: KitOptions, timeoutMs: number) {
  const sender = createSender(options.notificationUrl!, { ca: options.ca, timeoutMs });
  try {
    const key = randomUUID();
    const body = {
      supplier: 'conformance-kit-supplier@marketplace.example',
      supplier_reference: 'CONFORMANCE-TEST',
      agent: KIT_AGENT,
      reference: 'CONFORMANCE-TEST',
      product: 'CONFORMANCE',
      date: addDays(new Date().toISOString().slice(0, 10), FIRST_DAY_AHEAD),
      adult: 1,
      tickets: [{ type: 'adult', barcode: 'CONFORMANCETEST1', redeemed: false }],
      notes: 'Conformance kit test notification: no booking behind it.',
    };
    const first = await sender.send({ method: 'POST', path: '/booking_confirmation', idempotencyKey: key, body });
    const again = await sender.send({ method: 'POST', path: '/booking_confirmation', idempotencyKey: key, body });
    const problems = [first, again].flatMap((e, i) => (ok(e) ? [] : [`${i === 0 ? 'first' : 'repeat'}: ${statusLine(e)}, expected 2xx`]));
    const status: Status = problems.length ? 'fail' : sender.hasCredentials ? 'pass' : 'warn';
    const detail = problems.length
      ? problems
      : sender.hasCredentials
        ? ['accepted, and accepted again under the same key']
        : ['accepted, but notification_url carries no user:password: anyone can post to it'];
    checks.record('notification.accepts', 'Notifications are accepted', CLAUSES.notification, status, detail, [first, again]);
  } finally {
    sender.close();
  }
}

/** Answer time per callback; slow answers keep an agent waiting, and past the time-out they fail. */
function recordTiming(checks: Checks, exchanges: Exchange[]) {
  const byCallback = new Map<string, number[]>();
  for (const exchange of exchanges) byCallback.set(exchange.callback, [...(byCallback.get(exchange.callback) ?? []), exchange.ms]);
  const lines = [...byCallback].map(([callback, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      callback,
      max: sorted.at(-1)!,
      line: `${callback}: ${times.length} call(s), median ${sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
    };
  });
  const timedOut = exchanges.filter((e) => 'error' in e.answer && /no answer within/.test(e.answer.error));
  const slow = lines.filter((l) => l.max > SLOW_MS);
  const status: Status = timedOut.length ? 'fail' : slow.length ? 'warn' : 'pass';
  checks.record(
    'timing',
    'Answer time per callback',
    CLAUSES.timing,
    status,
    [
      ...(timedOut.length ? [`${timedOut.length} request(s) timed out`] : []),
      ...(slow.length ? [`slower than ${SLOW_MS} ms: ${slow.map((l) => l.callback).join(', ')}`] : []),
      ...lines.map((l) => l.line),
    ],
    timedOut,
  );
}
