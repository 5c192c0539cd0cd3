import { Migration } from '@mikro-orm/migrations';
import { inBothModes } from '../modeTables.ts';
import { dropStatusCounter, statusCounter } from './statusCounter.ts';

/**
 * Issue 45: what on-call needs from the schema.
 *  - `webhook_secret.key_id`: the sealing key a secret was sealed with (src/signing/secretBox.ts's
 *    key ring), so that `ops reseal` finds the ones still under an older key; null: sealed before
 *    keys had ids (any key of the ring may open it).
 *  - `booking_count`, per mode: bookings by status kept by a trigger, so that the bookings gauge
 *    reads a few rows instead of scanning the table at every scrape (docs/DECISIONS.md).
 *  - `supplier_breaker`: each supplier's circuit breaker, shared by every replica
 *    (src/suppliers/breaker/). Unlogged: lost in a crash, it starts closed again.
 */
export class Migration023OnCall extends Migration {
  override up(): void {
    this.addSql('alter table webhook_secret add column key_id varchar(16) null;');
    for (const sql of [...statusCounter('public', 'booking', 'booking'), ...statusCounter('test', 'booking', 'booking')]) this.addSql(sql);
    // What the gauges and ops status count, found without a scan: open holds by expiry, bookings in a step by last change.
    for (const sql of inBothModes("create index reservation_open_expiry_idx on reservation (expires_at) where status in ('held', 'releasing')"))
      this.addSql(sql);
    for (const sql of inBothModes("create index booking_in_step_idx on booking (updated_at) where status in ('pending', 'updating', 'cancelling')"))
      this.addSql(sql);
    this.addSql(`create unlogged table supplier_breaker (
      mode varchar(8) not null,
      host varchar(300) not null,
      state varchar(10) not null default 'closed' check (state in ('closed', 'open', 'half_open')),
      window_started_at timestamptz not null default now(),
      calls integer not null default 0,
      failures integer not null default 0,
      opened_at timestamptz null,
      retry_at timestamptz null,
      probe_until timestamptz null,
      open_ms integer not null default 0,
      changed_at timestamptz not null default now(),
      primary key (mode, host)
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists supplier_breaker;');
    for (const sql of inBothModes('drop index if exists booking_in_step_idx')) this.addSql(sql);
    for (const sql of inBothModes('drop index if exists reservation_open_expiry_idx')) this.addSql(sql);
    for (const sql of dropStatusCounter('booking', 'booking')) this.addSql(sql);
    this.addSql('alter table webhook_secret drop column if exists key_id;');
  }
}
