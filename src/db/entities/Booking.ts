import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { saleParties, saleProperties } from './saleProperties.ts';
import { Reservation } from './Reservation.ts';
import { Account } from './Account.ts';
// biome-ignore lint/suspicious/noImportCycles: a booking and its tickets refer to each other; MikroORM resolves the lazy `() => Entity` references once both are loaded.
import { Ticket } from './Ticket.ts';
import type { UnitPrices } from '../../domain/pricing.ts';
import type { CancellationTerms, RecordedRefund } from '../../domain/cancellationTerms.ts';
import type { BookingAnswer } from '../../domain/bookingQuestions.ts';
import type { Counts } from '../../domain/ticketTypes.ts';
import { CANCELLERS, SUPPLIER_CANCELLATION_REASONS } from '../../domain/supplierCancellation.ts';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'failed', 'updating', 'cancelling', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export type Customer = Partial<Record<'first_name' | 'last_name' | 'email' | 'mobile' | 'language' | 'country', string>>;

/** An update the agent asked for, stored with the booking until the supplier accepts (or refuses) it. */
export type PendingChange = {
  /** Of the agent's request: its repeat restarts this change instead of answering BOOKING_BUSY. */
  requestHash: string;
  travelDate: string;
  travelTime: string | null;
  optionCode: string | null;
  optionName: string | null;
  pickup: string | null;
  promotion: string | null;
  counts: Counts;
  customer: Customer;
  notes: string;
  /** The reservation covering the difference: ours, and the supplier's code for it. */
  reservationId: string | null;
  reservationCode: string | null;
  rrp: number;
  net: number;
  discount: number;
  unitPrices: UnitPrices;
  /**
   * The terms the changed booking is sold under: locked again with its price (the option's or the
   * product's terms of now) when the change prices it again. Absent in changes stored before
   * terms existed: the booking keeps its own.
   */
  cancellation?: CancellationTerms | null;
  /**
   * The answers the changed booking carries, checked against the product's questions of now; null:
   * none of its questions applies. Absent in changes stored before questions existed: the booking
   * keeps its own.
   */
  answers?: BookingAnswer[] | null;
};

/**
 * A booking, known to the agent by its own `agentReference` and to the supplier by the
 * `supplierReference` it returned. `owner` is the seller of record; `supplier` is the account whose
 * callbacks serve it (the product's delegate, else the owner).
 */
const BookingSchema = defineEntity({
  name: 'Booking',
  tableName: 'booking',
  properties: {
    id: uuidPrimaryKey(),
    ...saleParties,
    ...saleProperties,
    agentReference: p.string().length(100),
    supplierReference: p.string().length(200).nullable(),
    reservation: () => p.manyToOne(Reservation).nullable(),
    productName: p.string().length(300),
    optionName: p.string().length(300).nullable(),
    freesale: p.boolean(),
    timeZone: p.string().length(64),
    customer: p.json<Customer>(),
    notes: p.text().default(''),
    mobile: p.boolean().nullable(),
    barcode: p.string().length(300).nullable(),
    status: p.enum(BOOKING_STATUSES).default('pending'),
    failureCode: p.string().length(64).nullable(),
    // SHA-256 of the confirmation request: a repeat with another body is REFERENCE_IN_USE.
    requestHash: p.string().length(64),
    // The agent's update or cancellation in flight: applied when the supplier accepts it.
    pendingChange: p.json<PendingChange>().nullable(),
    // Bumped by every update, so each update's workflow and notifications have their own key.
    version: p.integer().default(1),
    imported: p.boolean().default(false),
    // The cancellation terms locked when the booking was confirmed (the option's, else the product's); null: none declared.
    cancellation: p.json<CancellationTerms>().nullable(),
    // What the locked terms refund, computed when the cancellation was requested; cleared if the supplier refuses it.
    refund: p.json<RecordedRefund>().nullable(),
    // Who cancelled (or is cancelling): the agent, or the supplier (then also which account, why, and its words for the customer).
    cancelledBy: p.enum(CANCELLERS).nullable(),
    cancelledByAccount: () => p.manyToOne(Account).nullable(),
    cancellationReason: p.enum(SUPPLIER_CANCELLATION_REASONS).nullable(),
    cancellationMessage: p.text().nullable(),
    // The agent's answers to the booking questions of its product and option, as sent; null: no
    // question applied, and the supplier's callbacks carry no `answers` field.
    answers: p.json<BookingAnswer[]>().nullable(),
    // The totals (minor units) before its latest update was applied: that update's answer tells the
    // difference (issue 43); null: never updated, or updated before this was kept.
    priceBeforeUpdate: p.json<{ rrp: number; net: number; discount: number }>().nullable(),
    confirmedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    tickets: () => p.oneToMany(Ticket).mappedBy('booking').orderBy({ position: 'asc' }),
  },
});

export class Booking extends BookingSchema.class {}
BookingSchema.setClass(Booking);
export { BookingSchema };
