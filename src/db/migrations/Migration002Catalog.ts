import { Migration } from '@mikro-orm/migrations';

export class Migration002Catalog extends Migration {
  override up(): void {
    this.addSql(`
      create table access_grant (
        id uuid primary key,
        supplier_id uuid not null references account (id) on delete cascade,
        agent_id uuid not null references account (id) on delete cascade,
        created_at timestamptz not null,
        constraint access_grant_supplier_id_agent_id_unique unique (supplier_id, agent_id)
      );`);
    this.addSql(`create index access_grant_agent_idx on access_grant (agent_id);`);
    this.addSql(`
      create table product (
        id uuid primary key,
        owner_id uuid not null references account (id) on delete cascade,
        code varchar(100) not null,
        name varchar(300) not null,
        delegate varchar(254) null,
        country varchar(10) not null,
        city varchar(10) not null,
        freesale boolean not null,
        time_zone varchar(64) not null,
        options jsonb not null,
        listed boolean not null default true,
        refreshed_at timestamptz not null,
        constraint product_owner_id_code_unique unique (owner_id, code)
      );`);
    this.addSql(`
      create table product_rate (
        id uuid primary key,
        owner_id uuid not null references account (id) on delete cascade,
        product_code varchar(100) not null,
        currency char(3) not null,
        rates jsonb not null,
        option_rates jsonb not null,
        updated_at timestamptz not null,
        constraint product_rate_owner_id_product_code_unique unique (owner_id, product_code)
      );`);
    this.addSql(`
      create table promotion (
        id uuid primary key,
        owner_id uuid not null references account (id) on delete cascade,
        code varchar(32) not null,
        description varchar(500) not null,
        currency char(3) not null,
        discount jsonb not null,
        products jsonb not null,
        valid_from varchar(10) null,
        valid_to varchar(10) null,
        updated_at timestamptz not null,
        constraint promotion_owner_id_code_unique unique (owner_id, code)
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists promotion, product_rate, product, access_grant cascade;');
  }
}
