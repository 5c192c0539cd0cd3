import { Migration } from '@mikro-orm/migrations';
import { inBothModes } from '../modeTables.ts';

/**
 * Issue 46: every list, look-up, report and sweep reads an index range in the order it answers in,
 * so its cost follows the page, not the table (`npm run bench -- volume`, docs/PERFORMANCE.md
 * "Volume"), and every table that only grows has an index its prune deletes by, oldest first
 * (src/housekeeping/retention.ts). test/db/plans.test.ts checks the plans.
 *
 * On a database that already holds millions of rows, `create index` holds off writes to its table
 * while it builds (tens of seconds a table): build them beforehand without, with
 * `npm run ops -- build-indexes` (CREATE INDEX CONCURRENTLY of the same definitions), and this
 * migration then finds them in place (docs/DEPLOYMENT.md "Sizing by data volume").
 */
export const VOLUME_INDEXES: { table: string; name: string; definition: string; modes: 'both' | 'live' | 'test' }[] = [
  // GET /v1/bookings, newest first, per way a booking is the caller's (src/bookings/list.ts): replace (x, created_at).
  { table: 'booking', name: 'booking_agent_page_idx', definition: '(agent_id, created_at desc, id)', modes: 'both' },
  { table: 'booking', name: 'booking_owner_page_idx', definition: '(owner_id, created_at desc, id)', modes: 'both' },
  { table: 'booking', name: 'booking_delegate_page_idx', definition: '(supplier_id, created_at desc, id) where supplier_id <> owner_id', modes: 'both' },
  // One travel day's bookings, newest first: a supplier's manifest, an agent's customers of the day.
  { table: 'booking', name: 'booking_owner_travel_idx', definition: '(owner_id, travel_date, created_at desc, id)', modes: 'both' },
  { table: 'booking', name: 'booking_agent_travel_idx', definition: '(agent_id, travel_date, created_at desc, id)', modes: 'both' },
  // What was cancelled, and since when: beside the agent's (Migration019), the owner's; and what suppliers cancelled.
  { table: 'booking', name: 'booking_owner_cancelled_idx', definition: '(owner_id, cancelled_at) where cancelled_at is not null', modes: 'both' },
  {
    table: 'booking',
    name: 'booking_agent_supplier_cancelled_idx',
    definition: "(agent_id, created_at desc, id) where cancelled_by = 'supplier'",
    modes: 'both',
  },
  // GET /v1/bookings/:reference by the agent's reference, from the supplier's side too.
  { table: 'booking', name: 'booking_agent_reference_idx', definition: '(agent_reference)', modes: 'both' },
  // Booking steps in flight (ops status, the re-drive) and holds open (the gauges, ops status) read
  // Migration023's partial indexes, booking_in_step_idx and reservation_open_expiry_idx.
  // The delivery log, newest first, and its `booking` filter; its retention.
  { table: 'notification', name: 'notification_recipient_page_idx', definition: '(recipient_id, created_at desc, id)', modes: 'both' },
  { table: 'notification', name: 'notification_recipient_agent_reference_idx', definition: "(recipient_id, (payload->>'agent_reference'))", modes: 'both' },
  {
    table: 'notification',
    name: 'notification_recipient_supplier_reference_idx',
    definition: "(recipient_id, (payload->>'supplier_reference'))",
    modes: 'both',
  },
  { table: 'notification', name: 'notification_created_idx', definition: '(created_at)', modes: 'both' },
  // Retention of Idempotency-Keys and failure counts.
  { table: 'idempotency_record', name: 'idempotency_record_created_idx', definition: '(created_at)', modes: 'both' },
  { table: 'rate_limit', name: 'rate_limit_expire_idx', definition: '(expire)', modes: 'live' },
  // Quotes a day past their expiry (Migration021's table; src/housekeeping/retention.ts).
  { table: 'quote', name: 'quote_expires_idx', definition: '(expires_at)', modes: 'both' },
  // Test data goes after 30 days, everyone's, oldest first (src/testMode/wipe.ts); live bookings and holds are kept.
  { table: 'booking', name: 'booking_at_rest_created_idx', definition: "(created_at) where status in ('confirmed', 'failed', 'cancelled')", modes: 'test' },
  { table: 'reservation', name: 'reservation_created_idx', definition: '(created_at)', modes: 'test' },
  // A test booking's redemptions go with it (and its foreign key's check looks them up by booking).
  { table: 'redemption', name: 'redemption_booking_idx', definition: '(booking_id)', modes: 'test' },
  { table: 'simulated_booking', name: 'simulated_booking_created_idx', definition: '(created_at)', modes: 'test' },
  { table: 'simulated_hold', name: 'simulated_hold_expires_idx', definition: '(expires_at)', modes: 'test' },
  { table: 'simulated_call', name: 'simulated_call_first_seen_idx', definition: '(first_seen)', modes: 'test' },
  // One account's wipe (DELETE /v1/test_data) finds its simulated supplier's calls by supplier.
  { table: 'simulated_call', name: 'simulated_call_supplier_idx', definition: '(supplier_id)', modes: 'test' },
];

/**
 * The tables housekeeping prunes from their oldest end: vacuumed once 1% of their rows changed
 * (PostgreSQL's default waits for 20%). Until a vacuum, the deleted rows' entries stay at the head
 * of their time index, and the planner's look at that end of the index (an estimate for
 * `at >= now() - 7 days`) reads through them: the request log's first page took 142 ms to plan
 * after a day's prune of a 20-million-row log, 1 ms once vacuumed.
 */
export const PRUNED_TABLES: { table: string; modes: 'both' | 'live' }[] = [
  { table: 'api_request', modes: 'both' },
  { table: 'availability_change', modes: 'both' },
  { table: 'notification', modes: 'both' },
  { table: 'idempotency_record', modes: 'both' },
  { table: 'quote', modes: 'both' },
  { table: 'rate_limit', modes: 'live' },
];
const VACUUM_SOONER = 'autovacuum_vacuum_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.01';

/** Indexes the new ones make redundant: the same leading column, without the list's order. */
const REPLACED: { table: string; name: string; definition: string }[] = [
  { table: 'booking', name: 'booking_agent_created_idx', definition: '(agent_id, created_at)' },
  { table: 'booking', name: 'booking_owner_idx', definition: '(owner_id, created_at)' },
  { table: 'booking', name: 'booking_supplier_idx', definition: '(supplier_id, created_at)' },
  { table: 'notification', name: 'notification_recipient_created_idx', definition: '(recipient_id, created_at desc)' },
];

/** The statements that build one index, in each schema it belongs to. */
export function createIndex(index: (typeof VOLUME_INDEXES)[number], concurrently = false): string[] {
  const create = (schema: string) =>
    `create index ${concurrently ? 'concurrently ' : ''}if not exists ${index.name} on ${schema}.${index.table} ${index.definition}`;
  if (index.modes === 'live') return [create('public')];
  if (index.modes === 'test') return [create('test')];
  return [create('public'), create('test')];
}

export class Migration024VolumeIndexes extends Migration {
  override up(): void {
    for (const index of VOLUME_INDEXES) for (const sql of createIndex(index)) this.addSql(sql);
    for (const { table, modes } of PRUNED_TABLES) {
      const sql = `alter table ${table} set (${VACUUM_SOONER})`;
      for (const statement of modes === 'both' ? inBothModes(sql) : [sql]) this.addSql(statement);
    }
    for (const index of REPLACED) {
      this.addSql(`drop index if exists public.${index.name}`);
      // The test schema's copies were made by CREATE TABLE … LIKE, under names of PostgreSQL's choosing: found by definition.
      this.addSql(`do $$ declare r record; begin
        for r in select x.indexrelid::regclass as name from pg_index x
                  where x.indrelid = 'test.${index.table}'::regclass and pg_get_indexdef(x.indexrelid) like '% USING btree ${index.definition.replace('desc', 'DESC')}'
        loop execute 'drop index ' || r.name; end loop; end $$`);
    }
  }

  override down(): void {
    for (const { table, modes } of PRUNED_TABLES) {
      const sql = `alter table ${table} reset (autovacuum_vacuum_scale_factor, autovacuum_analyze_scale_factor)`;
      for (const statement of modes === 'both' ? inBothModes(sql) : [sql]) this.addSql(statement);
    }
    for (const index of REPLACED)
      for (const sql of inBothModes(`create index if not exists ${index.name} on ${index.table} ${index.definition}`)) this.addSql(sql);
    for (const index of VOLUME_INDEXES) {
      const drop = `drop index if exists ${index.name}`;
      if (index.modes === 'live') this.addSql(`drop index if exists public.${index.name}`);
      else if (index.modes === 'test') this.addSql(`drop index if exists test.${index.name}`);
      else for (const sql of inBothModes(drop)) this.addSql(sql);
    }
  }
}
