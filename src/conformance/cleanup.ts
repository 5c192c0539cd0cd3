import { randomUUID } from 'node:crypto';
import { field, ok, statusLine } from './answers.ts';
import type { Send } from './exchange.ts';
import { KIT_AGENT } from './kitSettings.ts';
import type { Exchange } from './types.ts';

/**
 * What the kit created and has not cancelled yet, kept from the first request that creates
 * anything: the kit must leave nothing behind on a live supplier, whichever step failed.
 */
export function createCleanup(send: Send, created: string[]) {
  const open = { reservations: new Map<string, string>(), bookings: new Map<string, string>() };
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
    if (name === 'reservation') open.reservations.set(made, `reservation ${made} (answered to a repeated key)`);
    else open.bookings.set(made, agentReference ?? '');
    created.push(`${name === 'reservation' ? 'reservation' : 'booking'} ${made}: answered to a repeated Idempotency-Key`);
  };
  const cancelLeftovers = async () => {
    for (const [code, label] of open.reservations) {
      const cancelled = await cancelReservation(code);
      created.push(`${label}: ${ok(cancelled) ? 'cancelled at the end' : `NOT cancelled (${statusLine(cancelled)}): cancel it by hand`}`);
    }
    for (const [reference, agentReference] of open.bookings) {
      const cancelled = await cancelBooking(reference, agentReference);
      created.push(`booking ${reference}: ${ok(cancelled) ? 'cancelled at the end' : `NOT cancelled (${statusLine(cancelled)}): cancel it by hand`}`);
    }
  };
  return { open, cancelReservation, cancelBooking, trackRepeat, cancelLeftovers };
}
