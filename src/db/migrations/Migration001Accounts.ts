import { Migration } from '@mikro-orm/migrations';

export class Migration001Accounts extends Migration {
  override up(): void {
    this.addSql(`
      create table account (
        id uuid primary key,
        name varchar(200) not null,
        email varchar(254) not null unique,
        domain varchar(253) null unique,
        callback_url text not null,
        notification_url text not null,
        currency char(3) not null default 'EUR',
        verified boolean not null default false,
        token_hash varchar(64) not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`
      create table account_code (
        id uuid primary key,
        account_id uuid not null references account (id) on delete cascade,
        purpose text not null check (purpose in ('verify', 'token_reset')),
        code_hash varchar(64) not null unique,
        expires_at timestamptz not null,
        used_at timestamptz null,
        created_at timestamptz not null
      );`);
    this.addSql(`create index account_code_account_idx on account_code (account_id, purpose);`);
    this.addSql(`
      create table mail_outbox (
        id uuid primary key,
        account_id uuid null,
        recipient varchar(254) not null,
        subject varchar(300) not null,
        body text not null,
        created_at timestamptz not null,
        sent_at timestamptz null,
        delivered_via text null check (delivered_via in ('smtp', 'log'))
      );`);
    this.addSql(`create index mail_outbox_account_id_index on mail_outbox (account_id);`);
    this.addSql(`create index mail_outbox_unsent_idx on mail_outbox (created_at) where sent_at is null;`);
  }

  override down(): void {
    this.addSql('drop table if exists mail_outbox, account_code, account cascade;');
  }
}
