import { randomUUID } from 'node:crypto';
import { answered, field, ok, statusLine } from './answers.ts';
import { FLOW_CHECKS, skipFrom } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import { checkExtension } from './extensionCheck.ts';
import type { Flow } from './flowState.ts';
import { heldOnce } from './idempotency.ts';
import { TICKETS } from './kitSettings.ts';
import type { Status } from './types.ts';
import { reservationProblems } from './validators.ts';

/**
 * The reservation steps of the booking flow (freesale products have none): answers the reservation
 * to confirm, or 'stopped' when there is none and the rest of the flow was skipped.
 */
export async function checkReservation(flow: Flow): Promise<{ reservation: string | null } | 'stopped'> {
  const { send, checks, target, created, slot, sale, vacancies, cancelReservation, trackRepeat, idempotency } = flow;
  // --- Reservation, its repeat, a new key, and a cancellation ---------------------------------
  let reservation: string | null = null;
  if (target.freesale) {
    for (const id of ['reservation.hold', 'reservation.cancellation', 'reservation.extension']) {
      const [, title, clause] = FLOW_CHECKS.find(([i]) => i === id)!;
      checks.record(id, title, clause, 'skip', [`${target.code} is freesale: sold without reservations`]);
    }
  } else {
    const before = await vacancies();
    const key = randomUUID();
    const expiresAt = Date.now() + 15 * 60_000;
    const body = { ...sale, expires: new Date(expiresAt).toISOString() };
    const first = await send({ method: 'POST', path: '/reservation', idempotencyKey: key, body });
    const problems = ok(first) ? reservationProblems(answered(first)?.body) : [statusLine(first)];
    if (problems.length === 0) {
      reservation = String(field(first, 'reservation'));
      created.made('reservation', reservation, `reservation ${reservation}, ${TICKETS} ${target.type} on ${slot}`);
    }
    checks.record(
      'reservation.hold',
      FLOW_CHECKS[0]![1],
      CLAUSES.reservation,
      problems.length ? 'fail' : 'pass',
      problems.length ? problems : [`reservation ${reservation}`],
      [first],
    );
    if (!reservation) {
      skipFrom(checks, 1, 'needs a reservation');
      return 'stopped';
    }

    const again = await send({ method: 'POST', path: '/reservation', idempotencyKey: key, body });
    idempotency.replays.push([first, again]);
    trackRepeat(first, again, 'reservation');
    const after = await vacancies();
    idempotency.once.push(heldOnce('POST /reservation', before.value, after.value, TICKETS, [before.exchange, first, again, after.exchange]));

    // The same body under a new key: an agent reserving the same seats twice.
    const other = await send({ method: 'POST', path: '/reservation', idempotencyKey: randomUUID(), body });
    const otherCode = ok(other) && typeof field(other, 'reservation') === 'string' ? String(field(other, 'reservation')) : null;
    if (otherCode && otherCode !== reservation) {
      created.made('reservation', otherCode, `reservation ${otherCode}, ${TICKETS} ${target.type} on ${slot} (a new key, the same body)`);
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
      if (ok(cancelled)) created.became('reservation', otherCode, 'cancelled, its seats released (reservation.cancellation)');
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
              : [`vacancies ${held.value} → ${released.value}: expected ${TICKETS} seats back (availability lagging, or other sales on this date meanwhile?)`],
        [held.exchange, cancelled, released.exchange],
      );
    } else {
      checks.record('reservation.cancellation', FLOW_CHECKS[4]![1], CLAUSES.reservationCancellation, 'skip', ['needs the second reservation']);
    }
    await checkExtension(flow, reservation, expiresAt);
  }
  return { reservation };
}
