import { type Answer, ok, Refusal } from './answers.ts';
import { randomCode } from './barcodes.ts';
import type { Catalog, Sale } from './catalog.ts';
import type { Faults } from './faults.ts';
import { type Counts, TICKET_TYPES, type TicketType } from './products.ts';
import { type BookingConfirmationRequest, type BookingUpdateRequest, type ReservationRequest, ticketCount } from './requests.ts';
import type { Hold, Store } from './store.ts';

/** Tickets are accepted on the customer's phone (shown as QR codes); a venue that scans only paper answers false. */
const MOBILE = true;

type Ticket = { type: TicketType; barcode: string };

/** The answers to booking questions as the marketplace sends them; null when none were sent. */
type Answers = BookingConfirmationRequest['answers'];

/** What `/booking_confirmation` and `/booking_update` answer. */
type BookingAnswer = { mobile: boolean; reference: string; barcode: string; tickets: Ticket[] };

export type Bookings = ReturnType<typeof createBookings>;

/** Reservations and bookings: every operation runs inside the ledger's transaction (see ledger.ts). */
export function createBookings({ store, catalog, nextBarcode, faults }: { store: Store; catalog: Catalog; nextBarcode: () => string; faults: Faults }) {
  /** A booking's barcode and its tickets, grouped by type in the contract's order. */
  function barcodesOf(reference: string): { barcode: string; tickets: Ticket[] } {
    const issued = store.barcodesOf(reference);
    const tickets = TICKET_TYPES.flatMap((type) => issued.filter((b) => b.type === type).map((b) => ({ type, barcode: b.code })));
    return { barcode: issued.find((b) => b.type === null)?.code ?? '', tickets };
  }

  /** Adds `count` tickets of a type (none when `count` is zero or less). */
  function issueTickets(reference: string, type: TicketType, count: number): void {
    for (let i = 0; i < count; i += 1) store.insertBarcode({ code: nextBarcode(), booking: reference, type });
  }

  /**
   * The answers a sale brings, checked against the questions its product declares: none to a
   * question not asked (ANSWER_INVALID), every required one answered, per ticket for every ticket
   * (QUESTION_UNANSWERED). The marketplace checks the same before it calls; this supplier does not
   * rely on it. Kept as sent, with the booking.
   */
  function checkedAnswers(sale: Sale, counts: Counts, answers: Answers): Answers {
    if (faults.has('refuse-answers') && answers !== null) throw new Refusal('INVALID_REQUEST');
    const questions = catalog.questionsOf(sale);
    const given = answers ?? [];
    if (given.some((answer) => !questions.some((q) => q.id === answer.question))) throw new Refusal('ANSWER_INVALID');
    const tickets = ticketCount(counts);
    for (const question of questions.filter((q) => q.required)) {
      const answered = given.filter((answer) => answer.question === question.id);
      const complete =
        question.per === 'booking' ? answered.length > 0 : Array.from({ length: tickets }, (_, i) => i).every((i) => answered.some((a) => a.ticket === i));
      if (!complete) throw new Refusal('QUESTION_UNANSWERED');
    }
    return answers;
  }

  function answerFor(reference: string): BookingAnswer {
    return { mobile: MOBILE, reference, ...barcodesOf(reference) };
  }

  /**
   * Turns a held reservation into seats of a booking: the hold stops counting, the booking's
   * tickets count instead (both in this transaction). `counts` null: any number of tickets (an
   * update's reservation covers only the tickets it adds).
   */
  function claimHold(code: string, sale: Sale, date: string, counts: Counts | null): Hold {
    const hold = store.findHold(code);
    if (hold?.status !== 'held') throw new Refusal('RESERVATION_INVALID');
    const sameSale = hold.product === sale.code && hold.option === sale.option && hold.date === date && hold.time === sale.time;
    if (!sameSale || (counts && TICKET_TYPES.some((type) => hold.counts[type] !== counts[type]))) throw new Refusal('RESERVATION_MISMATCH');
    // Seats are guaranteed until `expires` (contract Limits 3); a late confirmation still succeeds if they are free.
    if (hold.expiresAt <= Date.now()) {
      const free = catalog.vacancies(sale, date, new Date());
      if (free !== null && free < hold.seats) throw new Refusal('SOLD_OUT');
    }
    store.setHoldStatus(code, 'booked');
    return hold;
  }

  return {
    /** `POST /reservation`: holds seats until `expires`. */
    reserve(request: ReservationRequest): Answer {
      const sale = catalog.sale(request);
      // Freesale products are sold without reservations (contract "What the service does" 4).
      if (sale.product.capacity === null) throw new Refusal('NOT_AVAILABLE');
      const now = new Date();
      if (catalog.isPastCutoff(sale, request.date, now)) throw new Refusal('PAST_CUTOFF_DATE');
      if (catalog.isClosed(sale, request.date)) throw new Refusal('NOT_AVAILABLE');
      const expiresAt = Date.parse(request.expires);
      if (expiresAt <= now.getTime()) throw new Refusal('EXPIRES_IN_PAST');
      const seats = ticketCount(request.counts);
      const free = catalog.vacancies(sale, request.date, now);
      if (free !== null && free < seats) throw new Refusal('SOLD_OUT');
      const code = `R-${randomCode(10)}`;
      store.insertHold({
        code,
        product: sale.code,
        option: sale.option,
        date: request.date,
        time: sale.time,
        pickup: sale.pickup,
        counts: request.counts,
        seats,
        expiresAt,
        status: 'held',
      });
      return ok({ reservation: code });
    },

    /**
     * `POST /reservation_extension` (declared as the `reservation_extension` capability): the hold's
     * seats stay held until the later `expires`. A hold that lapsed is not revived: its seats may be sold.
     */
    extendReservation(request: { reservation: string; expires: string }): Answer {
      const hold = store.findHold(request.reservation);
      if (hold?.status !== 'held') throw new Refusal('RESERVATION_INVALID');
      const now = Date.now();
      if (hold.expiresAt <= now) throw new Refusal('RESERVATION_EXPIRED');
      const expiresAt = Date.parse(request.expires);
      if (expiresAt <= now) throw new Refusal('EXPIRES_IN_PAST');
      store.extendHold(hold.code, expiresAt);
      return ok({ reservation: hold.code, expires: new Date(Math.max(hold.expiresAt, expiresAt)).toISOString() });
    },

    /** `POST /reservation_cancellation`: gives the seats back; a hold released (or expired) already is fine. */
    cancelReservation(request: { reservation: string }): Answer {
      const hold = store.findHold(request.reservation);
      if (!hold) throw new Refusal('RESERVATION_INVALID');
      if (hold.status === 'booked') throw new Refusal('RESERVATION_BOOKED');
      store.setHoldStatus(hold.code, 'released');
      return ok({});
    },

    /** `POST /booking_confirmation`: one barcode per ticket plus one for the whole booking. */
    confirm(request: BookingConfirmationRequest): Answer {
      const sale = catalog.sale(request);
      const answers = checkedAnswers(sale, request.counts, request.answers);
      let pickup = sale.pickup;
      if (sale.product.capacity === null) {
        if (request.reservation !== null) throw new Refusal('RESERVATION_INVALID');
        // Freesale is sold without a hold, so a closed day refuses the booking itself.
        if (catalog.isClosed(sale, request.date)) throw new Refusal('NOT_AVAILABLE');
      } else {
        if (request.reservation === null) throw new Refusal('RESERVATION_REQUIRED');
        const hold = claimHold(request.reservation, sale, request.date, request.counts);
        pickup ??= hold.pickup;
      }
      const reference = `B-${randomCode(10)}`;
      store.insertBooking({
        reference,
        agent: request.agent,
        agentReference: request.reference,
        product: sale.code,
        option: sale.option,
        date: request.date,
        time: sale.time,
        pickup,
        customer: request.customer,
        notes: request.notes,
        answers,
        cancelled: false,
      });
      store.insertBarcode({ code: nextBarcode(), booking: reference, type: null });
      for (const type of TICKET_TYPES) issueTickets(reference, type, request.counts[type]);
      const answer = answerFor(reference);
      if (faults.has('fewer-tickets') && answer.tickets.length > 1) answer.tickets.pop();
      return ok(answer);
    },

    /**
     * `POST /booking_update`: the booking becomes what the request describes and the answer lists
     * all its tickets. The contract allows a new reference and new barcodes; keeping both for the
     * tickets that remain spares customers a reissue. The service checks the change (and its
     * reservation for added tickets) first, and expects every update it sends to be accepted.
     */
    update(request: BookingUpdateRequest): Answer {
      const booking = store.findBooking(request.booking);
      if (!booking) throw new Refusal('BOOKING_INVALID');
      if (booking.cancelled) throw new Refusal('BOOKING_CANCELLED');
      const sale = catalog.sale(request);
      const answers = checkedAnswers(sale, request.counts, request.answers);
      if (request.reservation !== null) claimHold(request.reservation, sale, request.date, null);
      store.updateBooking({
        ...booking,
        agent: request.agent ?? booking.agent,
        agentReference: request.reference ?? booking.agentReference,
        product: sale.code,
        option: sale.option,
        date: request.date,
        time: sale.time,
        pickup: sale.pickup,
        customer: request.customer,
        notes: request.notes,
        answers,
      });
      const { tickets } = barcodesOf(booking.reference);
      for (const type of TICKET_TYPES) {
        const current = tickets.filter((ticket) => ticket.type === type);
        for (const dropped of current.slice(request.counts[type])) store.deleteBarcode(dropped.barcode);
        issueTickets(booking.reference, type, request.counts[type] - current.length);
      }
      return ok(answerFor(booking.reference));
    },

    /** `POST /booking_cancellation`: the tickets stop counting and stop scanning; cancelling again is fine. */
    cancelBooking(request: { booking: string }): Answer {
      const booking = store.findBooking(request.booking);
      if (!booking) throw new Refusal('BOOKING_INVALID');
      store.updateBooking({ ...booking, cancelled: true });
      return ok({});
    },

    /**
     * `GET /barcode_lookup`: the booking a live ticket or booking barcode belongs to, shaped like a
     * booking notification. `reference` is the agent's reference, as in the contract's redemption
     * notification; `agent_reference` and `supplier_reference` are named as in the service's own
     * notifications. This supplier records no scans of its own, so no ticket is `redeemed` here.
     */
    lookup(query: { barcode: string }): Record<string, unknown> {
      const scanned = store.findBarcode(query.barcode);
      const booking = scanned && store.findBooking(scanned.booking);
      if (!scanned || !booking || booking.cancelled) throw new Refusal('BARCODE_INVALID');
      const { barcode, tickets } = barcodesOf(booking.reference);
      return {
        ticket: scanned.type === null ? null : { type: scanned.type, barcode: scanned.code, redeemed: false },
        supplier_reference: booking.reference,
        agent: booking.agent,
        reference: booking.agentReference,
        agent_reference: booking.agentReference,
        product: booking.product,
        option: booking.option,
        pickup: booking.pickup,
        date: booking.date,
        time: booking.time,
        // The contract's look-up answer names the slot `departure`; the notification calls it `time`.
        departure: booking.time,
        ...Object.fromEntries(TICKET_TYPES.map((type) => [type, tickets.filter((ticket) => ticket.type === type).length])),
        cancelled: booking.cancelled,
        customer: booking.customer,
        mobile: MOBILE,
        barcode,
        tickets: tickets.map((ticket) => ({ ...ticket, redeemed: false })),
        notes: booking.notes,
      };
    },
  };
}
