/**
 * Workflow IDs are business keys, built and parsed only here, so that a repeated request finds
 * the workflow already running instead of starting a second one, and operators can read an ID.
 * Keys use internal ids (stable), never e-mails or URLs; search attributes carry the readable names.
 */
export const workflowIds = {
  mail: (outboxId: string) => `mail:${outboxId}`,
  reservation: (reservationId: string) => `reservation:${reservationId}`,
  booking: (agentId: string, agentReference: string) => `booking:${agentId}:${agentReference}`,
  bookingUpdate: (bookingId: string, version: number) => `booking-update:${bookingId}:${version}`,
  bookingCancellation: (bookingId: string, attempt: number) => `booking-cancellation:${bookingId}:${attempt}`,
  notification: (notificationId: string) => `notification:${notificationId}`,
} as const;

export type ParsedWorkflowId =
  | { kind: 'mail'; outboxId: string }
  | { kind: 'reservation'; reservationId: string }
  | { kind: 'booking'; agentId: string; agentReference: string }
  | { kind: 'booking-update'; bookingId: string; version: number }
  | { kind: 'booking-cancellation'; bookingId: string; attempt: number }
  | { kind: 'notification'; notificationId: string };

export function parseWorkflowId(id: string): ParsedWorkflowId | undefined {
  const colon = id.indexOf(':');
  if (colon < 0) return undefined;
  const kind = id.slice(0, colon);
  const rest = id.slice(colon + 1);
  if (!rest) return undefined;
  switch (kind) {
    case 'mail':
      return { kind, outboxId: rest };
    case 'reservation':
      return { kind, reservationId: rest };
    case 'notification':
      return { kind, notificationId: rest };
    case 'booking': {
      // The agent's reference may itself contain colons: only the first one after the id splits.
      const split = rest.indexOf(':');
      if (split <= 0 || split === rest.length - 1) return undefined;
      return { kind, agentId: rest.slice(0, split), agentReference: rest.slice(split + 1) };
    }
    case 'booking-update': {
      const match = /^(.+):(\d+)$/.exec(rest);
      return match ? { kind, bookingId: match[1]!, version: Number(match[2]) } : undefined;
    }
    case 'booking-cancellation': {
      const match = /^(.+):(\d+)$/.exec(rest);
      return match ? { kind, bookingId: match[1]!, attempt: Number(match[2]) } : undefined;
    }
    default:
      return undefined;
  }
}
