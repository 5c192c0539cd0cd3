/**
 * Workflow IDs are business keys, built only here, so that a repeated request finds the workflow
 * already running instead of starting a second one, and operators can read an ID. Keys use
 * internal ids (stable), never e-mails or URLs; search attributes carry the readable names.
 * Frozen rather than `as const`: the same read-only object, and mutation testing (which skips
 * whatever sits inside an `as` expression) can reach the builders.
 */
export const workflowIds = Object.freeze({
  mail: (outboxId: string) => `mail:${outboxId}`,
  reservation: (reservationId: string) => `reservation:${reservationId}`,
  booking: (agentId: string, agentReference: string) => `booking:${agentId}:${agentReference}`,
  bookingUpdate: (bookingId: string, version: number) => `booking-update:${bookingId}:${version}`,
  bookingCancellation: (bookingId: string, version: number) => `booking-cancellation:${bookingId}:${version}`,
  /**
   * One per notification, readable in the UI's list: the event, the booking, the booking's version
   * (or, for a redemption, the ticket) and the recipient. The same whoever starts the delivery.
   */
  notification: (n: { event: string; bookingId: string; key: string | number; recipientId: string }) =>
    `notification:${n.event}:${n.bookingId}:${n.key}:${n.recipientId}`,
  /** A redelivery the recipient asked for: one at a time per notification (a running one is joined). */
  notificationRedelivery: (n: { event: string; bookingId: string; key: string | number; recipientId: string }) =>
    `notification-redelivery:${n.event}:${n.bookingId}:${n.key}:${n.recipientId}`,
  /** Gathers a product's availability changes into one notice per agent every few seconds. */
  availabilityNotices: (productId: string) => `availability-notices:${productId}`,
  /** One page of a large audience's notices of the changes through `sequence`. */
  availabilityNoticePage: (productId: string, sequence: number, page: number) => `availability-notices:${productId}:${sequence}:${page}`,
  /** How notification workflows were named before (by the row's id): histories recorded then still use it. */
  notificationById: (notificationId: string) => `notification:${notificationId}`,
});
