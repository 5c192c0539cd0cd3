import { Migration } from '@mikro-orm/migrations';

const counts = `
        adult integer not null default 0 check (adult >= 0),
        youth integer not null default 0 check (youth >= 0),
        child integer not null default 0 check (child >= 0),
        infant integer not null default 0 check (infant >= 0),
        senior integer not null default 0 check (senior >= 0),
        student integer not null default 0 check (student >= 0),`;

export class Migration003Bookings extends Migration {
  override up(): void {
    this.addSql(`
      create table reservation (
        id uuid primary key,
        agent_id uuid not null references account (id),
        owner_id uuid not null references account (id),
        supplier_id uuid not null references account (id),
        product_code varchar(100) not null,
        option_code varchar(100) null,
        promotion varchar(32) null,
        travel_date varchar(10) not null,
        travel_time varchar(5) null,
        pickup varchar(300) null,${counts}
        expires_at timestamptz not null,
        currency char(3) not null,
        rrp bigint not null,
        net bigint not null,
        discount bigint not null,
        unit_prices jsonb not null,
        status text not null default 'pending'
          check (status in ('pending', 'held', 'failed', 'claimed', 'releasing', 'released', 'expired')),
        supplier_code varchar(200) null,
        failure_code varchar(64) null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index reservation_agent_idx on reservation (agent_id, created_at);`);
    this.addSql(`
      create table booking (
        id uuid primary key,
        agent_id uuid not null references account (id),
        owner_id uuid not null references account (id),
        supplier_id uuid not null references account (id),
        agent_reference varchar(100) not null,
        supplier_reference varchar(200) null,
        reservation_id uuid null references reservation (id),
        product_code varchar(100) not null,
        product_name varchar(300) not null,
        option_code varchar(100) null,
        option_name varchar(300) null,
        freesale boolean not null,
        time_zone varchar(64) not null,
        promotion varchar(32) null,
        travel_date varchar(10) not null,
        travel_time varchar(5) null,
        pickup varchar(300) null,${counts}
        customer jsonb not null,
        notes text not null default '',
        currency char(3) not null,
        rrp bigint not null,
        net bigint not null,
        discount bigint not null,
        unit_prices jsonb not null,
        mobile boolean null,
        barcode varchar(300) null,
        status text not null default 'pending'
          check (status in ('pending', 'confirmed', 'failed', 'updating', 'cancelling', 'cancelled')),
        failure_code varchar(64) null,
        request_hash varchar(64) not null,
        pending_change jsonb null,
        version integer not null default 1,
        imported boolean not null default false,
        confirmed_at timestamptz null,
        cancelled_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint booking_agent_reference_unique unique (agent_id, agent_reference)
      );`);
    // A reservation is claimed by at most one booking.
    this.addSql(`create unique index booking_reservation_unique on booking (reservation_id) where reservation_id is not null;`);
    this.addSql(`create index booking_supplier_reference_idx on booking (supplier_reference);`);
    this.addSql(`create index booking_owner_idx on booking (owner_id, created_at);`);
    this.addSql(`create index booking_supplier_idx on booking (supplier_id, created_at);`);
    this.addSql(`create index booking_agent_created_idx on booking (agent_id, created_at);`);
    this.addSql(`
      create table ticket (
        id uuid primary key,
        booking_id uuid not null references booking (id) on delete cascade,
        position integer not null,
        type text not null check (type in ('adult', 'youth', 'child', 'infant', 'senior', 'student')),
        barcode varchar(300) not null,
        redeemed_at timestamptz null
      );`);
    this.addSql(`create index ticket_booking_idx on ticket (booking_id, position);`);
    this.addSql(`create index ticket_barcode_idx on ticket (barcode);`);
    this.addSql(`create index booking_barcode_idx on booking (barcode);`);
    this.addSql(`
      create table notification (
        id uuid primary key,
        dedupe_key varchar(300) not null unique,
        booking_id uuid not null,
        event text not null check (event in ('booking_confirmation', 'booking_update', 'booking_cancellation', 'ticket_redemption')),
        recipient_id uuid not null references account (id),
        payload jsonb not null,
        created_at timestamptz not null,
        delivered_at timestamptz null,
        attempts integer not null default 0
      );`);
    this.addSql(`create index notification_booking_id_index on notification (booking_id);`);
    this.addSql(`
      create table idempotency_record (
        account_id uuid not null references account (id) on delete cascade,
        key varchar(200) not null,
        request_hash varchar(64) not null,
        status_code integer null,
        response_body jsonb null,
        created_at timestamptz not null default now(),
        primary key (account_id, key)
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists idempotency_record, notification, ticket, booking, reservation cascade;');
  }
}
