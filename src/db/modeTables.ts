/**
 * The tables whose rows belong to one mode, as Migration018TestMode made their twins (it reads
 * this list: never add to it). Tables made since are in MODE_TABLES_SINCE_018, each migration
 * making its own twin; ALL_MODE_TABLES is every one.
 *
 * The tables whose rows belong to one mode. Live rows are in `public`, test rows in the `test`
 * schema, in tables of the same definition (Migration018TestMode made them; a migration that changes
 * one of these tables changes both: `inBothModes`). A test-mode connection's search_path is
 * `test, public`, so the same SQL finds the test rows of these tables and the shared rows of every
 * other table (accounts, grants, products, rates, promotions, prefixes, secrets).
 */
export const MODE_TABLES = [
  'reservation',
  'booking',
  'ticket',
  'redemption',
  'notification',
  'idempotency_record',
  'api_request',
  'availability_change',
  'availability_change_pruned',
  'availability_cache',
  'availability_invalidation',
] as const;

/** Mode tables made after Migration018, each with its twin made by its own migration. */
export const MODE_TABLES_SINCE_018 = ['quote'] as const;

export const ALL_MODE_TABLES = [...MODE_TABLES, ...MODE_TABLES_SINCE_018] as const;

/** `sql` once per mode: as written (public), then with the test schema first on the search_path. */
export function inBothModes(sql: string): string[] {
  return [sql, `set local search_path to test, public; ${sql}; set local search_path to public;`];
}
