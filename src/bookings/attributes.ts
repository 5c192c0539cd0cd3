import type { SearchAttributePair } from '@temporalio/common';
import type { Booking } from '../db/entities/index.ts';
import { searchAttributes } from '../temporal/searchAttributes.ts';

/** Lets operators find every workflow of a booking in the Temporal UI by agent, supplier, product or reference. */
export function bookingAttributes(booking: Booking): SearchAttributePair[] {
  return [
    { key: searchAttributes.agent, value: booking.agent.identifier },
    { key: searchAttributes.supplier, value: booking.owner.identifier },
    { key: searchAttributes.product, value: booking.productCode },
    { key: searchAttributes.reference, value: booking.agentReference },
  ];
}
