import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FakeResponse, FakeSupplier, RecordedRequest } from './fakeSupplier.ts';

const TYPES = ['adult', 'youth', 'child', 'infant', 'senior', 'student'] as const;

export type SupplierState = {
  holds: Map<string, { released: boolean; body: Record<string, unknown>; extendedTo?: string }>;
  bookings: Map<string, { cancelled: boolean; body: Record<string, unknown>; barcodes: string[] }>;
  /** Answers already given, by Idempotency-Key: a compliant supplier replays them. */
  answered: Map<string, FakeResponse>;
  /** Codes to refuse the next reservation with, e.g. SOLD_OUT. */
  refuseNextReservation: string[];
};

function ticketsFor(body: Record<string, unknown>, prefix: string) {
  return TYPES.flatMap((type) => Array.from({ length: Number(body[type] ?? 0) }, (_, i) => ({ type, barcode: `${prefix}-${type}-${i + 1}` })));
}

/**
 * Makes a fake supplier behave like a compliant one for the booking callbacks: reservations,
 * confirmations with one barcode per ticket, updates, cancellations, and the contract's
 * idempotency rule (a repeated key gets exactly the first answer and changes nothing).
 */
export function serveBookings(fake: FakeSupplier): SupplierState {
  const state: SupplierState = { holds: new Map(), bookings: new Map(), answered: new Map(), refuseNextReservation: [] };
  const idempotent =
    (handler: (req: RecordedRequest) => FakeResponse) =>
    (req: RecordedRequest): FakeResponse => {
      const key = req.headers['idempotency-key'];
      if (!key) return { status: 400, body: { error: 'IDEMPOTENCY_KEY_MISSING' } };
      const seen = state.answered.get(key);
      if (seen) return seen;
      const answer = handler(req);
      state.answered.set(key, answer);
      return answer;
    };
  fake.on(
    'POST',
    '/reservation',
    idempotent((req) => {
      const refusal = state.refuseNextReservation.shift();
      if (refusal) return { status: 400, body: { error: refusal } };
      const code = `R-${randomUUID().slice(0, 8)}`;
      state.holds.set(code, { released: false, body: req.body as Record<string, unknown> });
      return { body: { reservation: code } };
    }),
  );
  fake.on(
    'POST',
    '/reservation_cancellation',
    idempotent((req) => {
      const hold = state.holds.get(String((req.body as { reservation?: unknown }).reservation));
      if (!hold) return { status: 400, body: { error: 'RESERVATION_INVALID' } };
      hold.released = true;
      return { body: {} };
    }),
  );
  // Only ever called once the supplier declared `reservation_extension` on its account.
  fake.on(
    'POST',
    '/reservation_extension',
    idempotent((req) => {
      const body = req.body as { reservation?: unknown; expires?: unknown };
      const hold = state.holds.get(String(body.reservation));
      if (!hold || hold.released) return { status: 400, body: { error: 'RESERVATION_INVALID' } };
      hold.extendedTo = String(body.expires);
      return { body: { reservation: body.reservation, expires: body.expires } };
    }),
  );
  fake.on(
    'POST',
    '/booking_confirmation',
    idempotent((req) => {
      const body = req.body as Record<string, unknown>;
      const reference = `S-${randomUUID().slice(0, 8)}`;
      const tickets = ticketsFor(body, reference);
      state.bookings.set(reference, { cancelled: false, body, barcodes: tickets.map((t) => t.barcode) });
      return { body: { mobile: true, reference, barcode: `${reference}-ALL`, tickets } };
    }),
  );
  fake.on(
    'POST',
    '/booking_update',
    idempotent((req) => {
      const body = req.body as Record<string, unknown>;
      const booking = state.bookings.get(String(body.booking));
      if (!booking) return { status: 400, body: { error: 'BOOKING_INVALID' } };
      // A new reference per update, of bounded length however many updates a booking gets.
      const reference = `${String(body.booking).replace(/(-U[0-9a-f]{4})+$/, '')}-U${randomUUID().slice(0, 4)}`;
      const tickets = ticketsFor(body, reference);
      state.bookings.set(reference, { cancelled: false, body, barcodes: tickets.map((t) => t.barcode) });
      return { body: { mobile: true, reference, barcode: `${reference}-ALL`, tickets } };
    }),
  );
  fake.on(
    'POST',
    '/booking_cancellation',
    idempotent((req) => {
      const booking = state.bookings.get(String((req.body as { booking?: unknown }).booking));
      if (!booking) return { status: 400, body: { error: 'BOOKING_INVALID' } };
      booking.cancelled = true;
      return { body: {} };
    }),
  );
  return state;
}

/** A notification receiver: records what arrives (the fake's request log) and answers 200. */
export function serveNotifications(fake: FakeSupplier): void {
  for (const event of [
    'booking_confirmation',
    'booking_update',
    'booking_cancellation',
    'ticket_redemption',
    'booking.cancelled_by_supplier',
    'availability.updated',
    'test',
    'order.confirmed',
    'order.failed',
    'order.stuck',
  ]) {
    fake.on('POST', `/${event}`, () => ({ body: {} }));
  }
}

/** The old "not yet" answers: now a returned value ends the wait, so a probe may not answer these. */
type NotYet = false | null | undefined;

/**
 * Refuses, when compiled, a probe whose answer may be false, null or undefined (one that would end
 * the wait at once): the probe asserts instead, and returns the value narrowed, or nothing.
 * `any` passes (0 extends 1 & T holds for it alone).
 */
type NoNotYet<T> = 0 extends 1 & T ? [] : [Extract<T, NotYet>] extends [never] ? [] : [assertInstead: never];

/**
 * Polls `probe` every 100 ms until it returns (or resolves) without throwing, and returns what it
 * returned. The probe asserts what it waits for (node:assert) and returns what the caller wants, if
 * anything: whatever it returns, null, 0 or false included, ends the wait. After `ms` the wait
 * fails with an Error naming `what` and the probe's last error, so that it says what was still wrong.
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  ms = 20_000,
  what = 'condition',
  ..._probeMayNotReturnFalseNullOrUndefined: NoNotYet<T>
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await probe();
    } catch (err) {
      if (Date.now() > deadline) {
        throw new Error(`timed out after ${ms} ms waiting for ${what}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until `fake` has received a request at `path` (and, given `matches`, one it accepts), and
 * returns the first such request: the usual wait for a callback or a notification.
 */
export function received(
  fake: FakeSupplier,
  path: string,
  options: { matches?: (request: RecordedRequest) => boolean; ms?: number; what?: string } = {},
): Promise<RecordedRequest> {
  const what = options.what ?? `a request at ${path}`;
  return eventually(
    () => {
      const found = fake.requests.find((r) => r.path === path && (options.matches?.(r) ?? true));
      assert.ok(found, `no ${what} yet`);
      return found;
    },
    options.ms ?? 20_000,
    what,
  );
}
