import { countsOf } from '../records/bookings/notificationBody.ts';
import type { RedemptionResult } from './redeem.ts';

/** The contract's redeemed record; the same shape for a ticket and for a whole booking. */
export function redeemedRecord(result: RedemptionResult, barcode: string) {
  const { booking } = result;
  return {
    id: result.scanned?.id ?? booking.id,
    type: result.scanned ? 'ticket' : 'booking',
    agent: booking.agent.identifier,
    agent_name: booking.agent.name,
    agent_reference: booking.agentReference,
    supplier: booking.supplier.identifier,
    supplier_name: booking.supplier.name,
    supplier_reference: booking.supplierReference ?? null,
    status: 'confirmed',
    freesale: booking.freesale,
    cancelled: false,
    cancelled_at: null,
    redeemed: true,
    redeemed_at: result.at.toISOString(),
    mobile: booking.mobile ?? false,
    product: booking.productCode,
    product_name: booking.productName,
    option: booking.optionCode ?? null,
    option_name: booking.optionName ?? null,
    date: booking.travelDate,
    time: booking.travelTime ?? null,
    ...countsOf(booking),
    customer: booking.customer,
    alias: null,
    barcode,
    notes: booking.notes,
  };
}
