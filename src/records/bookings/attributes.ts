import { clip } from '../../temporal/summary.ts';
import type { Mode } from '../../domain/mode.ts';
import type { SearchAttributePair } from '@temporalio/common';
import type { Booking } from '../../db/entities/index.ts';
import { TICKET_TYPES } from '../../domain/ticketTypes.ts';
import { searchAttributes } from '../../temporal/searchAttributes.ts';

/** Lets operators find every workflow of a booking in the Temporal UI by agent, supplier, product, reference or mode. */
export function bookingAttributes(booking: Booking, mode: Mode): SearchAttributePair[] {
  return [
    { key: searchAttributes.mode, value: mode },
    { key: searchAttributes.agent, value: booking.agent.identifier },
    { key: searchAttributes.supplier, value: booking.owner.identifier },
    { key: searchAttributes.product, value: booking.productCode },
    { key: searchAttributes.reference, value: booking.agentReference },
    // A booking of an order: found by the order's reference too.
    ...(booking.orderReference ? [{ key: searchAttributes.order, value: booking.orderReference }] : []),
  ];
}

/**
 * The one line an operator reads in the Temporal UI's workflow list, e.g. `Booking confirmation
 * AG-123 · 2 adult, 1 child · DAY/EN 2026-12-01 10:00 · agent ops@harbour.example → supplier
 * tours.example`. Identifiers and the booking's own facts only: never a token or a URL.
 */
export function bookingSummary(step: string, booking: Booking): string {
  // An update in flight shows the state it asks for.
  const change = booking.status === 'updating' ? booking.pendingChange : null;
  const counts = change?.counts ?? booking;
  const tickets = ticketsLine(counts);
  const option = change ? change.optionCode : booking.optionCode;
  const time = change ? change.travelTime : booking.travelTime;
  const what = `${booking.productCode}${option ? `/${option}` : ''} ${change?.travelDate ?? booking.travelDate}${time ? ` ${time}` : ''}`;
  return clip(`${step} ${booking.agentReference} · ${tickets} · ${what} · agent ${booking.agent.identifier} → supplier ${booking.owner.identifier}`);
}

/** `2 adult, 1 child`: the tickets of a booking or a hold, for a summary. */
export function ticketsLine(counts: Record<(typeof TICKET_TYPES)[number], number>): string {
  return TICKET_TYPES.filter((t) => counts[t] > 0)
    .map((t) => `${counts[t]} ${t}`)
    .join(', ');
}

/** A notification's line in the Temporal UI: the event and the booking it announces. */
export function notificationSummary(event: string, booking: Booking): string {
  return clip(
    `Notification ${event} · booking ${booking.agentReference} · ${booking.productCode} ${booking.travelDate} · agent ${booking.agent.identifier} → supplier ${booking.owner.identifier}`,
  );
}
