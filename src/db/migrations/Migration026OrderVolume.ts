import { Migration } from '@mikro-orm/migrations';
import { inBothModes } from '../modeTables.ts';
import { BOOKING_COUNT_SHARDS } from './Migration023OnCall.ts';
import { createIndex, type VOLUME_INDEXES } from './Migration024VolumeIndexes.ts';

/**
 * GET /v1/orders, newest first (src/orders/list.ts): the agent's orders, and with `status` its
 * orders of one status, each a range of an index in list order, so that a page by cursor reads
 * only itself. The first replaces Migration022's (agent_id, created_at). Built beforehand without
 * holding off writes by `npm run ops -- build-indexes`, as Migration024's.
 */
export const ORDER_INDEXES: (typeof VOLUME_INDEXES)[number][] = [
  { table: 'agent_order', name: 'agent_order_page_idx', definition: '(agent_id, created_at desc, id)', modes: 'both' },
  { table: 'agent_order', name: 'agent_order_status_page_idx', definition: '(agent_id, status, created_at desc, id)', modes: 'both' },
];

/** Keeps `<schema>.order_count` in step with `<schema>.agent_order`: one row per status and shard, as booking_count (Migration023). */
const countTrigger = (schema: 'public' | 'test') => [
  `create table ${schema}.order_count (
     status varchar(20) not null,
     shard smallint not null,
     n bigint not null default 0,
     primary key (status, shard)
   );`,
  `create function ${schema}.order_count_change() returns trigger language plpgsql as $$
     declare s smallint := pg_backend_pid() % ${BOOKING_COUNT_SHARDS};
     begin
       if tg_op in ('UPDATE', 'DELETE') then
         insert into ${schema}.order_count (status, shard, n) values (old.status, s, -1)
           on conflict (status, shard) do update set n = ${schema}.order_count.n - 1;
       end if;
       if tg_op in ('INSERT', 'UPDATE') then
         insert into ${schema}.order_count (status, shard, n) values (new.status, s, 1)
           on conflict (status, shard) do update set n = ${schema}.order_count.n + 1;
       end if;
       return null;
     end $$;`,
  // Writers wait for the count (a scan, once); the trigger then sees every row change after it.
  `lock table ${schema}.agent_order in share row exclusive mode;`,
  `insert into ${schema}.order_count (status, shard, n) select status, 0, count(*) from ${schema}.agent_order group by status;`,
  `create trigger order_count_insert_delete after insert or delete on ${schema}.agent_order
     for each row execute function ${schema}.order_count_change();`,
  `create trigger order_count_update after update of status on ${schema}.agent_order
     for each row when (old.status is distinct from new.status) execute function ${schema}.order_count_change();`,
];

/**
 * Orders at volume (issue 46's rules, applied to issue 44's tables):
 *  - the list's indexes (ORDER_INDEXES), replacing `agent_order_agent_created_idx`;
 *  - `order_count`, per mode: orders by status kept by a trigger, filled from the rows there are,
 *    so that the `marketplace_orders` gauge reads a few rows at a scrape, never the table
 *    (docs/DECISIONS.md, issue 46).
 */
export class Migration026OrderVolume extends Migration {
  override up(): void {
    for (const index of ORDER_INDEXES) for (const sql of createIndex(index)) this.addSql(sql);
    for (const sql of inBothModes('drop index if exists agent_order_agent_created_idx')) this.addSql(sql);
    for (const sql of [...countTrigger('public'), ...countTrigger('test')]) this.addSql(sql);
  }

  override down(): void {
    for (const schema of ['test', 'public']) {
      this.addSql(`drop trigger if exists order_count_update on ${schema}.agent_order;`);
      this.addSql(`drop trigger if exists order_count_insert_delete on ${schema}.agent_order;`);
      this.addSql(`drop function if exists ${schema}.order_count_change();`);
      this.addSql(`drop table if exists ${schema}.order_count;`);
    }
    for (const sql of inBothModes('create index if not exists agent_order_agent_created_idx on agent_order (agent_id, created_at)')) this.addSql(sql);
    for (const index of ORDER_INDEXES) for (const sql of inBothModes(`drop index if exists ${index.name}`)) this.addSql(sql);
  }
}
