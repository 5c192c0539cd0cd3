import { Migration } from '@mikro-orm/migrations';
import { inBothModes } from '../modeTables.ts';
import { dropStatusCounter, statusCounter } from './statusCounter.ts';
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
    for (const sql of [...statusCounter('public', 'order', 'agent_order'), ...statusCounter('test', 'order', 'agent_order')]) this.addSql(sql);
  }

  override down(): void {
    for (const sql of dropStatusCounter('order', 'agent_order')) this.addSql(sql);
    for (const sql of inBothModes('create index if not exists agent_order_agent_created_idx on agent_order (agent_id, created_at)')) this.addSql(sql);
    for (const index of ORDER_INDEXES) for (const sql of inBothModes(`drop index if exists ${index.name}`)) this.addSql(sql);
  }
}
