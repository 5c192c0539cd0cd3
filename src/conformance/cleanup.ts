import { randomUUID } from 'node:crypto';
import { field, ok, statusLine } from './answers.ts';
import type { Send } from './exchange.ts';
import { KIT_AGENT } from './kitSettings.ts';
import type { Exchange } from './types.ts';

type Kind = 'reservation' | 'booking' | 'push';
type Item = { kind: Kind; code: string; what: string; agentReference?: string; became?: string };

/**
 * What the kit made, in the order made, each with what became of it: the report's last list, so
 * that anything a failure left behind can be cancelled by hand. An item without an outcome is
 * still open, and cancelled at the end.
 */
export function createLedger() {
  const items: Item[] = [];
  const openItem = (kind: Kind, code: string) => items.find((i) => i.kind === kind && i.code === code && i.became === undefined);
  return {
    made(kind: Kind, code: string, what: string, options: { agentReference?: string; became?: string } = {}) {
      items.push({ kind, code, what, ...options });
    },
    /** What became of an open item: cancelled, confirmed as a booking, replaced by an update. */
    became(kind: Kind, code: string, outcome: string) {
      const item = openItem(kind, code);
      if (item) item.became = outcome;
    },
    open(kind: Kind): Item[] {
      return items.filter((i) => i.kind === kind && i.became === undefined);
    },
    /** How many of a kind were made (the report says "pushed" only when something was). */
    count(kind: Kind): number {
      return items.filter((i) => i.kind === kind).length;
    },
    lines(): string[] {
      return items.map((i) => `${i.what}: ${i.became ?? 'still open: cancel it by hand'}`);
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/**
 * Cancelling what the kit made, and cancelling at the end whatever is still open in the ledger:
 * the kit must leave nothing behind on a live supplier, whichever step failed.
 */
export function createCleanup(send: Send, created: Ledger) {
  const cancelReservation = (code: string) =>
    send({ method: 'POST', path: '/reservation_cancellation', idempotencyKey: randomUUID(), body: { reservation: code, agent: KIT_AGENT } });
  const cancelBooking = (reference: string, agentReference: string) =>
    send({
      method: 'POST',
      path: '/booking_cancellation',
      idempotencyKey: randomUUID(),
      body: { booking: reference, agent: KIT_AGENT, reference: agentReference },
    });
  /** A repeat that answered another reservation or booking made one: it is tracked, so it is cancelled too. */
  const trackRepeat = (first: Exchange, again: Exchange, name: 'reservation' | 'reference', agentReference?: string) => {
    const made = ok(again) ? field(again, name) : undefined;
    if (typeof made !== 'string' || made === field(first, name)) return;
    if (name === 'reservation') created.made('reservation', made, `reservation ${made} (answered to a repeated Idempotency-Key)`);
    else created.made('booking', made, `booking ${made} (answered to a repeated Idempotency-Key)`, { agentReference: agentReference ?? '' });
  };
  const notCancelled = (exchange: Exchange) => `NOT cancelled (${statusLine(exchange)}): cancel it by hand`;
  const cancelLeftovers = async () => {
    for (const { code } of created.open('reservation')) {
      const cancelled = await cancelReservation(code);
      created.became('reservation', code, ok(cancelled) ? 'cancelled at the end' : notCancelled(cancelled));
    }
    for (const { code, agentReference } of created.open('booking')) {
      const cancelled = await cancelBooking(code, agentReference ?? '');
      created.became('booking', code, ok(cancelled) ? 'cancelled at the end' : notCancelled(cancelled));
    }
  };
  return { cancelReservation, cancelBooking, trackRepeat, cancelLeftovers };
}
