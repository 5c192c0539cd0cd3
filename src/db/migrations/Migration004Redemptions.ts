import { Migration } from '@mikro-orm/migrations';

export class Migration004Redemptions extends Migration {
  override up(): void {
    this.addSql(`
      create table barcode_prefix (
        prefix varchar(64) primary key,
        owner_id uuid not null references account (id) on delete cascade,
        created_at timestamptz not null
      );`);
    this.addSql(`create index barcode_prefix_owner_idx on barcode_prefix (owner_id);`);
    this.addSql(`
      create table redemption (
        id uuid primary key,
        ticket_id uuid not null unique references ticket (id),
        booking_id uuid not null references booking (id),
        owner_id uuid not null references account (id),
        supplier_id uuid not null references account (id),
        agent_id uuid not null references account (id),
        redeemed_by_id uuid not null references account (id),
        redeemed_at timestamptz not null,
        ticket_type text not null,
        barcode varchar(300) not null,
        agent_reference varchar(100) not null,
        supplier_reference varchar(200) null,
        product_code varchar(100) not null,
        product_name varchar(300) not null,
        option_code varchar(100) null,
        travel_date varchar(10) not null,
        currency char(3) not null,
        rrp bigint not null,
        net bigint not null,
        discount bigint not null
      );`);
    // Reports select one account's redemptions in a time range, from either side, and read nothing
    // but this table and the counterpart's account: the sale's facts are copied in at redemption
    // (they cannot change afterwards: a redeemed booking is never updated).
    this.addSql(`create index redemption_owner_time_idx on redemption (owner_id, redeemed_at);`);
    this.addSql(`create index redemption_supplier_time_idx on redemption (supplier_id, redeemed_at);`);
    this.addSql(`create index redemption_agent_time_idx on redemption (agent_id, redeemed_at);`);
    // owner and supplier are usually the same account: without this the planner counts an
    // (owner or supplier) match twice and picks worse joins.
    this.addSql(`create statistics redemption_owner_supplier_stats (mcv) on owner_id, supplier_id from redemption;`);
  }

  override down(): void {
    this.addSql('drop table if exists redemption, barcode_prefix cascade;');
  }
}
