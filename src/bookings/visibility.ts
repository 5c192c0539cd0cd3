import type { FilterQuery } from '@mikro-orm/core';
import type { Account, Booking, BookingStatus } from '../db/entities/index.ts';

/**
 * Bookings still waiting for the supplier's first answer, or refused by it, do not exist for anyone
 * yet: no listing, look-up, change or scan finds them. The one statement of that rule.
 */
export const UNSETTLED_STATUSES: readonly BookingStatus[] = ['pending', 'failed'];

export function isSettled(booking: Pick<Booking, 'status'>): boolean {
  return !UNSETTLED_STATUSES.includes(booking.status);
}

/** The settled bookings an account may see: those it sells (agent), owns or supplies; `as` narrows to one side. */
export function visibleTo(account: Account, as?: 'agent' | 'supplier'): FilterQuery<Booking> {
  const parties =
    as === 'agent'
      ? { agent: account }
      : as === 'supplier'
        ? { $or: [{ owner: account }, { supplier: account }] }
        : { $or: [{ agent: account }, { owner: account }, { supplier: account }] };
  return { $and: [parties, { status: { $nin: [...UNSETTLED_STATUSES] } }] } as FilterQuery<Booking>;
}
