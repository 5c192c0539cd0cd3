import { Migration } from '@mikro-orm/migrations';
import { inBothModes } from '../modeTables.ts';

const EVENTS_BEFORE = `'booking_confirmation', 'booking_update', 'booking_cancellation', 'ticket_redemption', 'availability.updated', 'test'`;

/**
 * Supplier-initiated cancellation (issue 33 §1): who cancelled a booking (the agent or the
 * supplier; which supplier account; its reason code and message for the customer), an index for
 * an agent's "what was cancelled since" listing, and the notification event that tells the agent.
 * `booking` and `notification` are mode tables: each change is made in both schemas.
 */
export class Migration019SupplierCancellation extends Migration {
  override up(): void {
    for (const sql of [
      `alter table booking
         add column cancelled_by text null check (cancelled_by in ('agent', 'supplier')),
         add column cancelled_by_account_id uuid null references account (id),
         add column cancellation_reason text null check (cancellation_reason in ('WEATHER', 'VENUE_CLOSED', 'OPERATIONAL', 'OVERBOOKED', 'OTHER')),
         add column cancellation_message text null`,
      // Until now only agents could cancel.
      `update booking set cancelled_by = 'agent' where status in ('cancelling', 'cancelled')`,
      'create index booking_agent_cancelled_idx on booking (agent_id, cancelled_at) where cancelled_at is not null',
      'alter table notification drop constraint if exists notification_event_check',
      `alter table notification add constraint notification_event_check check (event in (${EVENTS_BEFORE}, 'booking.cancelled_by_supplier'))`,
    ]) {
      for (const statement of inBothModes(sql)) this.addSql(statement);
    }
  }

  override down(): void {
    for (const sql of [
      `delete from notification where event = 'booking.cancelled_by_supplier'`,
      'alter table notification drop constraint if exists notification_event_check',
      `alter table notification add constraint notification_event_check check (event in (${EVENTS_BEFORE}))`,
      'drop index if exists booking_agent_cancelled_idx',
      `alter table booking
         drop column if exists cancelled_by,
         drop column if exists cancelled_by_account_id,
         drop column if exists cancellation_reason,
         drop column if exists cancellation_message`,
    ]) {
      for (const statement of inBothModes(sql)) this.addSql(statement);
    }
  }
}
