import { randomUUID } from 'node:crypto';
import { answered, field, ok, statusLine } from './answers.ts';
import { type Checks, FLOW_CHECKS, skipFrom } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import type { Target } from './discovery.ts';
import { recordErrorShape } from './errorShape.ts';
import type { Send } from './exchange.ts';
import { type Flow, startFlow } from './flowState.ts';
import { heldOnce, recordIdempotency } from './idempotency.ts';
import { KIT_SUPPLIER, TICKETS } from './kitSettings.ts';
import { checkReservation } from './reservationChecks.ts';
import type { Ledger } from './cleanup.ts';
import type { Exchange } from './types.ts';
import type { BookingAnswer } from './contract/bookingQuestions.ts';
import { sampleAnswers } from './questions.ts';
import { bookingAnswerProblems, errorShapeProblems, lookupProblems, sharesBarcodes } from './validators.ts';

type Confirmation = Record<string, unknown>;
type Tickets = { barcode?: unknown }[];
/** A confirmed booking: what was sent to confirm it, under which key, and what came back. */
type Confirmed = { confirmation: Confirmation; key: string; confirmed: Exchange; reference: string; agentReference: string };

const newAgentReference = () => `CONFORMANCE-${randomUUID().slice(0, 8).toUpperCase()}`;
const firstBarcode = (tickets: Tickets) => (typeof tickets[0]?.barcode === 'string' ? tickets[0].barcode : null);

function announce({ target, slot }: Flow, progress: (line: string) => void): void {
  progress(
    `The kit now creates on ${slot}: ${target.freesale ? '' : `2 reservations of ${TICKETS} ${target.type} tickets (one cancelled at once, one confirmed), `}` +
      `${target.freesale ? 2 : 1} booking(s) of ${TICKETS} ${target.type} tickets (then updated), and cancels every one of them before it ends.`,
  );
}

/** `confirmation.tickets` and `questions.answers`: the booking confirmed; undefined when it was not (the rest of the flow is skipped). */
async function confirmBooking(flow: Flow, reservation: string | null): Promise<Confirmed | undefined> {
  const { send, checks, target, created, counts, slot, sale, idempotency } = flow;
  const agentReference = newAgentReference();
  // Answers to every question the product asks, as the marketplace would send them (and only then).
  const answers = target.questions.length > 0 ? sampleAnswers(target.questions, counts, target.date) : null;
  const confirmation = {
    reservation,
    reference: agentReference,
    ...sale,
    customer: { first_name: 'Conformance', last_name: 'Kit', email: 'conformance-kit@marketplace.example' },
    notes: 'Conformance kit test booking: cancelled again by the kit.',
    ...(answers ? { answers } : {}),
  };
  const key = randomUUID();
  const confirmed = await send({ method: 'POST', path: '/booking_confirmation', idempotencyKey: key, body: confirmation });
  const confirmProblems =
    answered(confirmed)?.status === 200 ? bookingAnswerProblems(answered(confirmed)?.body, counts) : [`${statusLine(confirmed)}, expected 200`];
  const reference = typeof field(confirmed, 'reference') === 'string' ? String(field(confirmed, 'reference')) : null;
  if (reference && ok(confirmed)) {
    if (reservation) created.became('reservation', reservation, `confirmed as booking ${reference}`);
    created.made('booking', reference, `booking ${reference} (our reference ${agentReference}), ${TICKETS} ${target.type} on ${slot}`, { agentReference });
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
  recordAnswersTaken(checks, target, answers, confirmed);
  if (!reference || !ok(confirmed)) {
    recordIdempotency(checks, idempotency);
    skipFrom(checks, 6, 'needs a confirmed booking');
    return undefined;
  }
  return { confirmation, key, confirmed, reference, agentReference };
}

/** The confirmation again under its key: the same booking back, and (for a held product) no seats taken twice. */
async function repeatConfirmation(flow: Flow, { confirmation, key, confirmed, agentReference }: Confirmed): Promise<void> {
  const { send, target, vacancies, idempotency, trackRepeat } = flow;
  const before = target.freesale ? undefined : await vacancies();
  const again = await send({ method: 'POST', path: '/booking_confirmation', idempotencyKey: key, body: confirmation });
  idempotency.replays.push([confirmed, again]);
  trackRepeat(confirmed, again, 'reference', agentReference);
  if (before) {
    const after = await vacancies();
    idempotency.once.push(heldOnce('POST /booking_confirmation', before.value, after.value, 0, [before.exchange, again, after.exchange]));
  }
}

/** `idempotency.new-key` (freesale): a new key is a new booking, with a reference of its own (the service never sends one reference twice). */
async function confirmUnderNewKey(flow: Flow, { confirmation, reference }: Confirmed): Promise<void> {
  const { send, checks, target, created, slot } = flow;
  const otherReference = newAgentReference();
  const other = await send({
    method: 'POST',
    path: '/booking_confirmation',
    idempotencyKey: randomUUID(),
    body: { ...confirmation, reference: otherReference },
  });
  const made = ok(other) && typeof field(other, 'reference') === 'string' ? String(field(other, 'reference')) : null;
  if (made && made !== reference) {
    created.made('booking', made, `booking ${made} (our reference ${otherReference}), ${TICKETS} ${target.type} on ${slot} (a new key)`, {
      agentReference: otherReference,
    });
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

/** `barcode_lookup.live`: the booking a live ticket's barcode belongs to. */
async function lookUpLiveTicket({ send, checks }: Flow, ticketBarcode: string | null): Promise<void> {
  if (!ticketBarcode) {
    checks.record('barcode_lookup.live', FLOW_CHECKS[6]![1], CLAUSES.lookupLive, 'skip', ['needs a ticket barcode']);
    return;
  }
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
}

/** `update.tickets`: the same tickets, new notes; the answer must list all of them. Sent twice. The booking and tickets as they then are. */
async function updateBooking(flow: Flow, { confirmation, reference, agentReference }: Confirmed, tickets: Tickets) {
  const { send, checks, target, created, counts, idempotency, trackRepeat } = flow;
  const update = {
    ...confirmation,
    reservation: null,
    booking: reference,
    time_slot: target.time,
    notes: 'Conformance kit test booking, updated: cancelled again by the kit.',
  };
  const updateKey = randomUUID();
  const updated = await send({ method: 'POST', path: '/booking_update', idempotencyKey: updateKey, body: update });
  const updateProblems = answered(updated)?.status === 200 ? bookingAnswerProblems(answered(updated)?.body, counts) : [`${statusLine(updated)}, expected 200`];
  checks.record(
    'update.tickets',
    FLOW_CHECKS[7]![1],
    CLAUSES.bookingUpdate,
    updateProblems.length ? 'fail' : 'pass',
    updateProblems.length ? updateProblems : ['all tickets listed'],
    [updated],
  );
  const current = ok(updated) && typeof field(updated, 'reference') === 'string' ? String(field(updated, 'reference')) : reference;
  const currentTickets = ok(updated) ? ((field(updated, 'tickets') as Tickets | undefined) ?? tickets) : tickets;
  if (current !== reference) {
    created.became('booking', reference, `replaced by booking ${current} when updated`);
    created.made('booking', current, `booking ${current} (our reference ${agentReference}), the update of ${reference}`, { agentReference });
  }
  if (ok(updated)) {
    const again = await send({ method: 'POST', path: '/booking_update', idempotencyKey: updateKey, body: update });
    idempotency.replays.push([updated, again]);
    trackRepeat(updated, again, 'reference', agentReference);
  }
  return { current, currentTickets };
}

/** `booking.cancellation`, then `barcode_lookup.invalid`: the cancelled ticket's barcode and an unknown one. The look-ups made. */
async function cancelAndLookUp(flow: Flow, current: string, agentReference: string, cancelledBarcode: string | null): Promise<Exchange[]> {
  const { send, checks, created, cancelBooking } = flow;
  const cancelled = await cancelBooking(current, agentReference);
  if (ok(cancelled)) created.became('booking', current, 'cancelled (booking.cancellation)');
  checks.record('booking.cancellation', FLOW_CHECKS[8]![1], CLAUSES.cancellation, ok(cancelled) ? 'pass' : 'fail', [statusLine(cancelled)], [cancelled]);
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
  return lookups;
}

/**
 * Reserves, repeats, cancels, confirms, looks up, updates and cancels: every step checked, and
 * whatever was created cancelled again in `finally`, whichever step failed. Every POST that
 * creates or changes something is sent twice under one key; the two idempotency checks judge all
 * of those repeats together, once the flow has run.
 */
export async function bookingFlow(
  send: Send,
  checks: Checks,
  target: Target,
  created: Ledger,
  progress: (line: string) => void,
  capabilities: ReadonlySet<string> = new Set(),
) {
  const flow = startFlow(send, checks, target, created, capabilities);
  announce(flow, progress);
  try {
    const reserved = await checkReservation(flow);
    if (reserved === 'stopped') return;
    const booked = await confirmBooking(flow, reserved.reservation);
    if (!booked) return;
    await repeatConfirmation(flow, booked);
    if (target.freesale) await confirmUnderNewKey(flow, booked);
    const tickets = (field(booked.confirmed, 'tickets') as Tickets | undefined) ?? [];
    const ticketBarcode = firstBarcode(tickets);
    await lookUpLiveTicket(flow, ticketBarcode);
    const { current, currentTickets } = await updateBooking(flow, booked, tickets);
    recordIdempotency(checks, flow.idempotency);
    const lookups = await cancelAndLookUp(flow, current, booked.agentReference, firstBarcode(currentTickets) ?? ticketBarcode);
    // The shape of a refusal: a reservation for yesterday.
    await recordErrorShape(send, checks, target, flow.sale, lookups.at(-1)!, created);
  } finally {
    // Whatever a failed step left behind is cancelled here; the report says if that failed too.
    await flow.cancelLeftovers();
  }
}

const SHARED_BARCODES = 'two tickets share a barcode: the contract does not forbid it, but a scan then cannot tell the tickets apart';

const ANSWERS_TITLE = FLOW_CHECKS.find(([id]) => id === 'questions.answers')![1];

/** `questions.answers`: the confirmation carried answers to every question of the product; were they taken? */
function recordAnswersTaken(checks: Checks, target: Target, answers: BookingAnswer[] | null, confirmed: Exchange): void {
  if (!answers) {
    checks.record('questions.answers', ANSWERS_TITLE, CLAUSES.questions, 'skip', [
      `${target.code}${target.option ? ` option ${target.option}` : ''} asks no booking questions${target.freesale ? '' : ' (choose one that does with --product)'}`,
    ]);
    return;
  }
  // Whether the answers were taken; the answer's own shape is confirmation.tickets' to judge.
  const taken = ok(confirmed);
  checks.record(
    'questions.answers',
    ANSWERS_TITLE,
    CLAUSES.questions,
    taken ? 'pass' : 'fail',
    taken
      ? [`${answers.length} answer(s) to ${target.questions.map((q) => q.id).join(', ')} taken with the booking`]
      : [
          `${statusLine(confirmed)} to a confirmation carrying answers to ${target.code}'s own questions: agents must answer them, and the marketplace sends the answers as \`answers\``,
        ],
    [confirmed],
  );
}
