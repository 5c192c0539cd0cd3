/**
 * What a year of the marketplace holds, as a function of one knob: the number of bookings. The
 * accounts are the same at every size (1,000 suppliers, 5,000 agents), so a small and a large
 * database hold the same customers with more or less history, and a read made for "the largest
 * supplier" names the same account in both.
 *
 * Two kinds of rows:
 *  - history, which grows with the bookings (bookings, tickets, redemptions, reservations, and the
 *    logs, which their retention bounds to a window of the most recent days);
 *  - state that depends on the rate of work, not on its history (holds open now, notifications
 *    still being delivered, booking steps in flight, failure counts): the same in both databases.
 */

/** Retention windows the seeded logs hold (and one day past them, for the prunes to find). */
export const WINDOWS = {
  requestLogDays: 7,
  idempotencyDays: 7,
  changesDays: 7,
  deliveryLogDays: 90,
  testDataDays: 30,
} as const;

export type VolumeShape = {
  /** Live bookings, created evenly over the last 365 days. */
  bookings: number;
  suppliers: number;
  agents: number;
  productsPerSupplier: number;
  /** Request-log rows over the last requestLogDays + 1 days (4 per booking of the year, as the 20 M for 5 M). */
  requests: number;
  /** Idempotency records: 3 keyed POSTs per booking of the last idempotencyDays + 1 days. */
  idempotencyKeys: number;
  /** Availability changes: 2 per booking (hold, sale) and as many supplier pushes, over the last changesDays + 1 days. */
  changes: number;
  /** Test-mode bookings (1% of live), over the last testDataDays + 1 days. */
  testBookings: number;
  testRequests: number;
};

const perDay = (bookings: number) => bookings / 365;

export function shapeFor(bookings: number): VolumeShape {
  const testBookings = Math.max(10, Math.round(bookings / 100));
  return {
    bookings,
    suppliers: 1000,
    agents: 5000,
    productsPerSupplier: 10,
    requests: bookings * 4,
    idempotencyKeys: Math.round(perDay(bookings) * (WINDOWS.idempotencyDays + 1) * 3),
    changes: Math.round(perDay(bookings) * (WINDOWS.changesDays + 1) * 4),
    testBookings,
    testRequests: Math.round((bookings * 4) / 100),
  };
}

/** State that follows the rate of work, not the history: the same in every database. */
export const STEADY_STATE = {
  /** Holds open now, and a few past their expiry that housekeeping has not released yet. */
  holdsOpen: 200,
  holdsPastExpiry: 5,
  /** Booking steps in flight (pending, updating, cancelling), a few of them stranded for 10 minutes. */
  stepsInFlight: 40,
  /** Notifications being retried (the last hour), failing for a day, and given up (past the 4 days). */
  notificationsPending: 150,
  notificationsFailing: 30,
  notificationsGivenUp: 10,
  /** Failure counts of rate-limit keys, half of them past their window. */
  rateLimitRows: 20_000,
  /** E-mails per account (verification, token resets), all sent. */
  mailPerAccount: 3,
} as const;

/** The largest accounts: supplier 1 owns about 20% of the bookings, agent 1 sells about 20%. */
export const LARGEST = { supplier: 1, agent: 1 } as const;
/** A supplier that serves the products of owners whose number is a multiple of 50 (a delegate). */
export const DELEGATE_SUPPLIER = 7;

export const supplierEmail = (k: number) => `supplier${k}@volume.example`;
export const agentEmail = (k: number) => `agent${k}@volume.example`;
/** Every seeded account's token: `tmk_vol_<account number>` (suppliers 1..1000, agents 1001..6000). */
export const tokenOf = (accountNumber: number) => `tmk_vol_${accountNumber}`;
export const agentAccountNumber = (k: number, shape: Pick<VolumeShape, 'suppliers'>) => shape.suppliers + k;

/** Account number k's id, as the seeder makes it (vol.acct). */
export const accountId = (k: number) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`;
