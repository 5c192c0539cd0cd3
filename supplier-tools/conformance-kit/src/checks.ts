import { CLAUSES } from './clauses.ts';
import type { CheckResult, Exchange, Status } from './types.ts';

/** Collects check results in the order they ran; each check is recorded once. */
export function createChecks(progress: (line: string) => void) {
  const results: CheckResult[] = [];
  return {
    results,
    record(id: string, title: string, clause: string, status: Status, detail: string[], exchanges: Exchange[] = []): CheckResult {
      const result = { id, title, clause, status, detail, exchanges };
      results.push(result);
      progress(`${status.toUpperCase().padEnd(4)} ${id}: ${title}${detail[0] ? ` (${detail[0]})` : ''}`);
      return result;
    },
  };
}

export type Checks = ReturnType<typeof createChecks>;

/**
 * The booking flow's checks in the order they run: a step that cannot go on skips what is left,
 * so every run reports the same checks in the same order.
 */
export const FLOW_CHECKS: [string, string, string][] = [
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
  // Last, so that the checks above keep their places; recorded right after reservation.cancellation.
  ['reservation.extension', 'POST /reservation_extension holds the seats longer (once declared)', CLAUSES.reservationExtension],
  // Recorded right after confirmation.tickets.
  ['questions.answers', 'POST /booking_confirmation takes the answers to its questions (once declared)', CLAUSES.questions],
];

export function skipRest(checks: Checks, why: string): null {
  for (const [id, title, clause] of FLOW_CHECKS) checks.record(id, title, clause, 'skip', [why]);
  return null;
}

export function skipFrom(checks: Checks, index: number, why: string) {
  for (const [id, title, clause] of FLOW_CHECKS.slice(index)) {
    if (!checks.results.some((r) => r.id === id)) checks.record(id, title, clause, 'skip', [why]);
  }
}
