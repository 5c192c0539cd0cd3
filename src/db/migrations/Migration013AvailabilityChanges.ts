import { Migration } from '@mikro-orm/migrations';

/** Advisory lock key under which change events get their numbers, one commit at a time. */
export const CHANGE_NUMBERING_LOCK = 7_240_013;

export class Migration013AvailabilityChanges extends Migration {
  override up(): void {
    // An agent's opt-in to signed `availability.updated` notifications (PATCH /v1/account).
    this.addSql('alter table account add column availability_notifications boolean not null default false;');
    // Availability notices announce a product's days, not a booking.
    this.addSql('alter table notification alter column booking_id drop not null;');
    this.addSql('alter table notification drop constraint if exists notification_event_check;');
    this.addSql(`alter table notification add constraint notification_event_check
      check (event in ('booking_confirmation', 'booking_update', 'booking_cancellation', 'ticket_redemption', 'availability.updated'));`);
    // One row per product and date that changed: pushed by the supplier (`supplier`) or caused by a
    // sale of ours (`reservation`, `release`, `booking`, `booking_update`, `cancellation`). Logged,
    // unlike the cache: the feed (GET /v1/availability_changes) replays it for a week.
    this.addSql('create sequence availability_change_sequence;');
    this.addSql(`create table availability_change (
      id bigint generated always as identity primary key,
      sequence bigint null unique,
      owner_id uuid not null references account (id),
      product_id uuid null,
      product varchar(100) not null,
      option varchar(100) null,
      date date not null,
      cause varchar(20) not null,
      at timestamptz not null default now(),
      noticed boolean not null
    );`);
    this.addSql('create index availability_change_owner_sequence_idx on availability_change (owner_id, sequence);');
    this.addSql('create index availability_change_at_idx on availability_change (at);');
    this.addSql('create index availability_change_unnoticed_idx on availability_change (product_id) where not noticed;');
    // The highest sequence housekeeping has deleted: a cursor below it may have missed events.
    this.addSql(`create table availability_change_pruned (
      only_row boolean primary key default true check (only_row),
      through bigint not null
    );`);
    this.addSql('insert into availability_change_pruned (only_row, through) values (true, 0);');
    // Numbers are given at commit, one transaction at a time (the lock is held until the commit is
    // visible), so they follow commit order: a reader that sees number N sees every number below
    // it, and a cursor never skips an event that commits later with a smaller number.
    this.addSql(`create function availability_change_number() returns trigger language plpgsql as $$
      begin
        perform pg_advisory_xact_lock(${CHANGE_NUMBERING_LOCK});
        update availability_change set sequence = nextval('availability_change_sequence') where id = new.id;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger availability_change_number after insert on availability_change
      deferrable initially deferred for each row execute function availability_change_number();`);
  }

  override down(): void {
    this.addSql('drop table if exists availability_change_pruned;');
    this.addSql('drop table if exists availability_change;');
    this.addSql('drop function if exists availability_change_number();');
    this.addSql('drop sequence if exists availability_change_sequence;');
    this.addSql("delete from notification where event = 'availability.updated';");
    this.addSql('alter table notification drop constraint if exists notification_event_check;');
    this.addSql(`alter table notification add constraint notification_event_check
      check (event in ('booking_confirmation', 'booking_update', 'booking_cancellation', 'ticket_redemption'));`);
    this.addSql('alter table notification alter column booking_id set not null;');
    this.addSql('alter table account drop column if exists availability_notifications;');
  }
}
