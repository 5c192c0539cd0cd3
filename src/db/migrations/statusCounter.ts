/** A counter's shards: concurrent transactions on different connections rarely share one. */
export const STATUS_COUNT_SHARDS = 16;

/**
 * `<schema>.<counter>_count`: the rows of `<schema>.<table>` by status, one row per status and
 * shard, kept by a trigger and filled from the rows there are when it is made; so that a gauge
 * reads a few rows at a scrape, never the table (booking_count: Migration023; order_count: 026).
 */
export function statusCounter(schema: 'public' | 'test', counter: string, table: string): string[] {
  const count = `${schema}.${counter}_count`;
  return [
    `create table ${count} (
     status varchar(20) not null,
     shard smallint not null,
     n bigint not null default 0,
     primary key (status, shard)
   );`,
    `create function ${schema}.${counter}_count_change() returns trigger language plpgsql as $$
     declare s smallint := pg_backend_pid() % ${STATUS_COUNT_SHARDS};
     begin
       if tg_op in ('UPDATE', 'DELETE') then
         insert into ${count} (status, shard, n) values (old.status, s, -1)
           on conflict (status, shard) do update set n = ${count}.n - 1;
       end if;
       if tg_op in ('INSERT', 'UPDATE') then
         insert into ${count} (status, shard, n) values (new.status, s, 1)
           on conflict (status, shard) do update set n = ${count}.n + 1;
       end if;
       return null;
     end $$;`,
    // Writers wait for the count (a scan, once); the trigger then sees every row change after it.
    `lock table ${schema}.${table} in share row exclusive mode;`,
    `insert into ${count} (status, shard, n) select status, 0, count(*) from ${schema}.${table} group by status;`,
    `create trigger ${counter}_count_insert_delete after insert or delete on ${schema}.${table}
     for each row execute function ${schema}.${counter}_count_change();`,
    `create trigger ${counter}_count_update after update of status on ${schema}.${table}
     for each row when (old.status is distinct from new.status) execute function ${schema}.${counter}_count_change();`,
  ];
}

/** What statusCounter made, undone (the test schema's first). */
export function dropStatusCounter(counter: string, table: string): string[] {
  return ['test', 'public'].flatMap((schema) => [
    `drop trigger if exists ${counter}_count_update on ${schema}.${table};`,
    `drop trigger if exists ${counter}_count_insert_delete on ${schema}.${table};`,
    `drop function if exists ${schema}.${counter}_count_change();`,
    `drop table if exists ${schema}.${counter}_count;`,
  ]);
}
