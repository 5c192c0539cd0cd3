import { Migration } from '@mikro-orm/migrations';

export class Migration005Hardening extends Migration {
  override up(): void {
    // rate-limiter-flexible's Postgres store (its own CREATE TABLE, run here instead of at boot):
    // failed authentications and code guesses counted per key, shared by every API replica.
    this.addSql(`
      create table rate_limit (
        key varchar(255) primary key,
        points integer not null default 0,
        expire bigint
      );`);
    // Housekeeping looks for reservations left pending or releasing every minute: only those, not the history.
    this.addSql(`create index reservation_stranded_idx on reservation (created_at) where status in ('pending', 'releasing');`);
    // A delivered e-mail keeps this instead of a body that carried a one-time code.
    this.addSql(`alter table mail_outbox add column body_after_delivery text null;`);
    this.addSql(`alter table mail_outbox drop constraint if exists mail_outbox_delivered_via_check;`);
    this.addSql(`alter table mail_outbox add constraint mail_outbox_delivered_via_check check (delivered_via in ('smtp', 'log', 'none'));`);
  }

  override down(): void {
    this.addSql('drop table if exists rate_limit;');
    this.addSql('alter table mail_outbox drop column if exists body_after_delivery;');
  }
}
