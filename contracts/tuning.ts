/**
 * Timing knobs every booking workflow receives in its input (set by the API from its config), so
 * activity timeouts follow SUPPLIER_TIMEOUT_MS and tests can retry faster than production.
 */
export type Tuning = {
  /** One supplier call's total timeout; activity attempts get a little more. */
  supplierTimeoutMs: number;
  /** First retry interval of supplier calls and notifications; doubles up to the caps below. */
  retryInitialMs: number;
  /** A reservation is expired this long after `expires`, so a confirmation received before always wins. */
  expiryGraceMs: number;
  /** How long a booking workflow delivers its notifications itself before handing them over (default INLINE_DELIVERY_MS). */
  inlineDeliveryMs?: number;
  /** How long a product's availability changes are gathered into one notice per agent (default AVAILABILITY_NOTICE_WINDOW_MS). */
  availabilityNoticeWindowMs?: number;
};

/** A burst of changes to one product within this long becomes one `availability.updated` notice per agent. */
export const AVAILABILITY_NOTICE_WINDOW_MS = 5_000;

/**
 * A minute of attempts covers a receiver's restart; one that is down longer gets a delivery
 * workflow of its own (retried for four days), so the booking workflow can close.
 */
export const INLINE_DELIVERY_MS = 60_000;

/**
 * A notification is retried this long (its delivery workflow's schedule-to-close), the wait
 * between attempts doubling up to the cap; the delivery log and the gauges count by the same window.
 */
export const NOTIFICATION_RETRY_WINDOW_MS = 4 * 24 * 3600_000;
export const NOTIFICATION_LONGEST_WAIT_MS = 3600_000;
