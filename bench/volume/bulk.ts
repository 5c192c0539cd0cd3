/**
 * How the seeder loads fast, as pg_restore does: the loaded tables' secondary indexes are dropped
 * (their definitions kept) and built again once the rows are in, which sorts each index once
 * instead of growing it row by row; primary keys and unique constraints stay. Each loading session
 * runs with `session_replication_role = replica`, which skips foreign-key checks and triggers (the
 * rows are consistent by construction, and change numbers are given explicitly). The schema after
 * seeding is exactly the migrated one.
 */
import type pg from 'pg';

export type SavedIndex = { schema: string; table: string; name: string; definition: string };

/** The secondary indexes (no constraint's) of these tables, in `public` and `test`. */
export async function secondaryIndexes(client: pg.ClientBase, tables: string[]): Promise<SavedIndex[]> {
  const { rows } = await client.query<SavedIndex>(
    `select n.nspname as schema, t.relname as "table", i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class t on t.oid = x.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname in ('public', 'test') and t.relname = any($1)
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      order by pg_relation_size(x.indrelid) desc, i.relname`,
    [tables],
  );
  return rows;
}

export async function dropIndexes(client: pg.ClientBase, indexes: SavedIndex[]): Promise<void> {
  for (const index of indexes) await client.query(`drop index "${index.schema}"."${index.name}"`);
}

/** A loading session: no foreign-key checks or triggers, no wait for the WAL flush, memory for sorts. */
export async function loadingSession(client: pg.ClientBase): Promise<void> {
  await client.query(`set session_replication_role = replica; set synchronous_commit = off; set work_mem = '64MB';
                      set maintenance_work_mem = '512MB'; set max_parallel_maintenance_workers = 1`);
}

/**
 * For a throwaway benchmark cluster only (never the tests' shared one): no fsync and no full-page
 * writes while the rows go in, put back (and a checkpoint made) before anything is measured.
 */
export async function unsafeLoading(client: pg.ClientBase, on: boolean): Promise<void> {
  if (on) {
    await client.query('alter system set fsync = off');
    await client.query('alter system set full_page_writes = off');
  } else {
    await client.query('alter system reset fsync');
    await client.query('alter system reset full_page_writes');
  }
  await client.query('select pg_reload_conf()');
  if (!on) await client.query('checkpoint');
}

/** Runs `items` on `clients`, each client taking the next item as soon as it is free; resolves when all are done. */
export async function inLanes<T>(clients: pg.ClientBase[], items: T[], run: (client: pg.ClientBase, item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    clients.map(async (client) => {
      while (next < items.length) {
        const item = items[next++]!;
        await run(client, item);
      }
    }),
  );
}
