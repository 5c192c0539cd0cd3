import { Migration } from '@mikro-orm/migrations';

export class Migration007Webhooks extends Migration {
  override up(): void {
    // An account's webhook secrets, sealed (src/signing/secretBox.ts). The newest signs; one
    // replaced by a rotation signs beside it until `retires_at` (24 hours).
    this.addSql(`create table webhook_secret (
      id uuid primary key,
      account_id uuid not null references account (id) on delete cascade,
      sealed varchar(200) not null,
      created_at timestamptz not null default now(),
      retires_at timestamptz null
    );`);
    this.addSql('create index webhook_secret_account_idx on webhook_secret (account_id, created_at);');
    // The delivery log (GET /v1/notifications): when the last attempt was made and how it went.
    this.addSql(`alter table notification
      add column last_attempt_at timestamptz null,
      add column last_status varchar(200) null;`);
    this.addSql('create index notification_recipient_created_idx on notification (recipient_id, created_at desc);');
  }

  override down(): void {
    this.addSql('drop index if exists notification_recipient_created_idx;');
    this.addSql('alter table notification drop column if exists last_attempt_at, drop column if exists last_status;');
    this.addSql('drop table if exists webhook_secret;');
  }
}
