import { type Answer, ok } from './answers.ts';

/**
 * The notification receiver: the service POSTs booking and redemption events to
 * {notification_url}/<event> (e.g. /booking_confirmation, /ticket_redemption). A real supplier
 * would update its own records here; the reference supplier logs what arrived. Deduplicated by
 * the ledger like every POST, so a retried notification is logged once.
 */
export function receiveNotification(event: string, body: unknown, log: (line: string) => void): Answer {
  log(`notification ${event}: ${JSON.stringify(body)}`);
  return ok({});
}
