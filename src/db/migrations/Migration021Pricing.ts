import { Migration } from '@mikro-orm/migrations';
import { inBothModes } from '../modeTables.ts';

const EVENTS_BEFORE = `'booking_confirmation', 'booking_update', 'booking_cancellation', 'ticket_redemption', 'availability.updated', 'test', 'booking.cancelled_by_supplier'`;

/**
 * Issue 43: rates that vary by period, weekday and departure time; quotes; price-change notices.
 * `quote` is a mode table (an agent's quote in test mode is test data), made in both schemas as
 * Migration018 made the others; `notification` and `availability_change` are mode tables too.
 */
export class Migration021Pricing extends Migration {
  override up(): void {
    // The rules beside a table's defaults (src/domain/rateRules.ts), in minor units; [] for a flat table.
    this.addSql(`alter table product_rate add column rules jsonb not null default '[]'::jsonb;`);
    // What an agent was quoted: every item priced on its own, in minor units, honoured until expires_at.
    this.addSql(`create table quote (
      id uuid primary key,
      agent_id uuid not null references account (id) on delete cascade,
      items jsonb not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );`);
    this.addSql('create index quote_agent_created_idx on quote (agent_id, created_at);');
    this.addSql('create table test.quote (like public.quote including all);');
    this.addSql('alter table test.quote add constraint quote_agent_id_foreign foreign key (agent_id) references public.account (id) on delete cascade;');
    // A change to a rate table is a change event of its own cause (`rates`), told as `rates.updated`.
    for (const sql of [
      'alter table notification drop constraint if exists notification_event_check',
      `alter table notification add constraint notification_event_check check (event in (${EVENTS_BEFORE}, 'rates.updated'))`,
      // The totals before a booking's latest update: its answer's `price_difference`, the same on a repeat.
      'alter table booking add column price_before_update jsonb null',
    ]) {
      for (const statement of inBothModes(sql)) this.addSql(statement);
    }
  }

  override down(): void {
    for (const sql of [
      `delete from notification where event = 'rates.updated'`,
      `delete from availability_change where cause = 'rates'`,
      'alter table notification drop constraint if exists notification_event_check',
      `alter table notification add constraint notification_event_check check (event in (${EVENTS_BEFORE}))`,
      'alter table booking drop column if exists price_before_update',
    ]) {
      for (const statement of inBothModes(sql)) this.addSql(statement);
    }
    this.addSql('drop table if exists test.quote;');
    this.addSql('drop table if exists public.quote;');
    this.addSql('alter table product_rate drop column if exists rules;');
  }
}
