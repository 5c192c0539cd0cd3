import { Migration } from '@mikro-orm/migrations';
import { inBothModes } from '../modeTables.ts';

/**
 * The notification events before this migration: Migration021's list, `rates.updated` included. A
 * database upgraded from a release with 021 and 025 runs this one after them, a fresh one runs it
 * after 021: either way this is the constraint's latest list, so it must keep every event before it.
 */
const EVENTS_BEFORE = `'booking_confirmation', 'booking_update', 'booking_cancellation', 'ticket_redemption', 'availability.updated', 'test', 'booking.cancelled_by_supplier', 'rates.updated'`;
const ORDER_EVENTS = `'order.confirmed', 'order.failed', 'order.stuck'`;

/**
 * Issue 44: orders, a basket of 1 to 20 items held together and confirmed all or nothing. Both
 * tables are mode tables (made in `public` and in `test`, as Migration018 made the others); a
 * booking of an order carries the order's reference, for its views and the reports.
 */
export class Migration022Orders extends Migration {
  override up(): void {
    for (const sql of [
      `create table agent_order (
        id uuid primary key,
        agent_id uuid not null references account (id),
        agent_reference varchar(90) not null,
        status text not null default 'holding'
          check (status in ('holding', 'held', 'confirming', 'confirmed', 'undoing', 'failed', 'stuck', 'expired', 'cancelling', 'cancelled')),
        customer jsonb not null,
        notes text not null default '',
        expires_at timestamptz not null,
        request_hash varchar(64) not null,
        confirmed_at timestamptz null,
        ended_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint agent_order_agent_reference_unique unique (agent_id, agent_reference)
      )`,
      'create index agent_order_agent_created_idx on agent_order (agent_id, created_at)',
      // What housekeeping re-drives and `ops status` counts: the few orders in a step, and the stuck ones.
      `create index agent_order_open_idx on agent_order (updated_at) where status in ('holding', 'held', 'confirming', 'undoing', 'cancelling', 'stuck')`,
      `create table agent_order_item (
        id uuid primary key,
        order_id uuid not null references agent_order (id) on delete cascade,
        position smallint not null,
        agent_id uuid not null references account (id),
        owner_id uuid not null references account (id),
        supplier_id uuid not null references account (id),
        product_code varchar(100) not null,
        product_name varchar(300) not null,
        option_code varchar(100) null,
        promotion varchar(32) null,
        travel_date varchar(10) not null,
        travel_time varchar(5) null,
        pickup varchar(300) null,
        adult integer not null default 0, youth integer not null default 0, child integer not null default 0,
        infant integer not null default 0, senior integer not null default 0, student integer not null default 0,
        freesale boolean not null,
        answers jsonb null,
        currency char(3) not null,
        rrp bigint not null,
        net bigint not null,
        discount bigint not null,
        unit_prices jsonb not null,
        reservation_id uuid null references reservation (id) on delete set null,
        booking_id uuid null references booking (id) on delete set null,
        stuck_code varchar(64) null,
        quote_id uuid null,
        quote_item smallint null,
        constraint agent_order_item_position_unique unique (order_id, position)
      )`,
      'create index agent_order_item_booking_idx on agent_order_item (booking_id) where booking_id is not null',
      'create index agent_order_item_reservation_idx on agent_order_item (reservation_id) where reservation_id is not null',
      'alter table booking add column order_reference varchar(90) null',
      // The ledger copies the sale's facts at the scan, the order's reference among them (the reports read the ledger alone).
      'alter table redemption add column order_reference varchar(90) null',
      'alter table reservation add column order_id uuid null',
      'alter table notification drop constraint if exists notification_event_check',
      `alter table notification add constraint notification_event_check check (event in (${EVENTS_BEFORE}, ${ORDER_EVENTS}))`,
    ]) {
      for (const statement of inBothModes(sql)) this.addSql(statement);
    }
  }

  override down(): void {
    for (const sql of [
      `delete from notification where event in (${ORDER_EVENTS})`,
      'alter table notification drop constraint if exists notification_event_check',
      `alter table notification add constraint notification_event_check check (event in (${EVENTS_BEFORE}))`,
      'alter table reservation drop column if exists order_id',
      'alter table redemption drop column if exists order_reference',
      'alter table booking drop column if exists order_reference',
      'drop table if exists agent_order_item',
      'drop table if exists agent_order',
    ]) {
      for (const statement of inBothModes(sql)) this.addSql(statement);
    }
  }
}
