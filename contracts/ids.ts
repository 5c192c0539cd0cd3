import type { Mode } from '../src/domain/mode.ts';

/** Test mode's workflows carry this in front of the ID their live twin would have: never the same ID, and filterable. */
const TEST_PREFIX = 'test:';

/** A live ID as it is, a test one with its prefix: a test booking can never join (or be) a live booking's workflow. */
const inMode = (mode: Mode, id: string) => (mode === 'test' ? `${TEST_PREFIX}${id}` : id);

/** Which mode a workflow (and its activities) works in: its ID says. IDs from before test mode are live. */
export function modeOfWorkflowId(workflowId: string): Mode {
  return workflowId.startsWith(TEST_PREFIX) ? 'test' : 'live';
}

/**
 * Workflow IDs are business keys, built only here, so that a repeated request finds the workflow
 * already running instead of starting a second one, and operators can read an ID. Keys use
 * internal ids (stable), never e-mails or URLs; search attributes carry the readable names. Every
 * builder of a mode's work takes the mode first: test IDs start with `test:`.
 * Frozen rather than `as const`: the same read-only object, and mutation testing (which skips
 * whatever sits inside an `as` expression) can reach the builders.
 */
export const workflowIds = Object.freeze({
  /** E-mail is about an account, which both modes share: always live. */
  mail: (outboxId: string) => `mail:${outboxId}`,
  reservation: (mode: Mode, reservationId: string) => inMode(mode, `reservation:${reservationId}`),
  booking: (mode: Mode, agentId: string, agentReference: string) => inMode(mode, `booking:${agentId}:${agentReference}`),
  bookingUpdate: (mode: Mode, bookingId: string, version: number) => inMode(mode, `booking-update:${bookingId}:${version}`),
  bookingCancellation: (mode: Mode, bookingId: string, version: number) => inMode(mode, `booking-cancellation:${bookingId}:${version}`),
  /** A cancellation by the booking's supplier (no supplier call): never the same ID as the agent's at the same version. */
  supplierCancellation: (mode: Mode, bookingId: string, version: number) => inMode(mode, `booking-supplier-cancellation:${bookingId}:${version}`),
  /**
   * One per notification, readable in the UI's list: the event, the booking, the booking's version
   * (or, for a redemption, the ticket) and the recipient. The same whoever starts the delivery.
   */
  notification: (mode: Mode, n: { event: string; bookingId: string; key: string | number; recipientId: string }) =>
    inMode(mode, `notification:${n.event}:${n.bookingId}:${n.key}:${n.recipientId}`),
  /** A redelivery the recipient asked for: one at a time per notification (a running one is joined). */
  notificationRedelivery: (mode: Mode, n: { event: string; bookingId: string; key: string | number; recipientId: string }) =>
    inMode(mode, `notification-redelivery:${n.event}:${n.bookingId}:${n.key}:${n.recipientId}`),
  /** Gathers a product's availability changes into one notice per agent every few seconds. */
  availabilityNotices: (mode: Mode, productId: string) => inMode(mode, `availability-notices:${productId}`),
  /** One page of a large audience's notices of the changes through `sequence`. */
  availabilityNoticePage: (mode: Mode, productId: string, sequence: number, page: number) =>
    inMode(mode, `availability-notices:${productId}:${sequence}:${page}`),
  /** An order (issue 44): its holds, its confirmation and any undo, keyed like a booking by the agent's own reference. */
  order: (mode: Mode, agentId: string, agentReference: string) => inMode(mode, `order:${agentId}:${agentReference}`),
  /** The agent's cancellation of a confirmed order, once per order (a cancelled order stays cancelled). */
  orderCancellation: (mode: Mode, orderId: string) => inMode(mode, `order-cancellation:${orderId}`),
  /** How notification workflows were named before (by the row's id): histories recorded then still use it (live only). */
  notificationById: (notificationId: string) => `notification:${notificationId}`,
});
