import { Migration } from '@mikro-orm/migrations';

export class Migration012AvailabilityCache extends Migration {
  override up(): void {
    // How long a supplier's availability answers may be served without asking it again
    // (PATCH /v1/account `availability_ttl_seconds`); 0, the default, caches nothing.
    this.addSql(`alter table account add column availability_ttl_seconds integer not null default 0
      check (availability_ttl_seconds between 0 and 300);`);
    // One supplier day per row, as the supplier sent it (shaped per agent when served). `agent` is
    // the asking agent's id, or '*' for a supplier whose availability is the same for every agent;
    // `option` is '' for none. Unlogged: a cache, rebuilt from the suppliers after a crash, and
    // shared by every API replica without a second server.
    this.addSql(`create unlogged table availability_cache (
      owner_id uuid not null,
      product varchar(100) not null,
      option varchar(100) not null,
      agent varchar(64) not null,
      date date not null,
      day jsonb not null,
      fetched_at timestamptz not null,
      primary key (owner_id, product, option, agent, date)
    );`);
    // When a product's day last changed (our own actions, or the supplier's push): an answer the
    // supplier gave before then is not stored, however late it arrives.
    this.addSql(`create unlogged table availability_invalidation (
      owner_id uuid not null,
      product varchar(100) not null,
      date date not null,
      at timestamptz not null,
      primary key (owner_id, product, date)
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists availability_invalidation;');
    this.addSql('drop table if exists availability_cache;');
    this.addSql('alter table account drop column if exists availability_ttl_seconds;');
  }
}
