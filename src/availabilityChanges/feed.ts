/**
 * The feed of availability changes (GET /v1/availability_changes): in sequence order, the changes
 * on the products an agent may sell (its own, and those of suppliers that granted it access),
 * from a cursor. Kept for CHANGE_RETENTION_DAYS; a cursor older than what was pruned is refused,
 * so a receiver that was away too long knows to read availability again.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Account } from '../db/entities/index.ts';
import { ApiError } from '../errors.ts';
import { DEFAULT_PRUNE_BUDGET, pruneInBatches, type PruneBudget, type Pruned } from '../db/pruneInBatches.ts';
import type { AvailabilityChangesQuery } from './schemas.ts';

/** Beyond this many sellers, an agent's changes are found by walking the feed in order (readFeed). */
const MANY_SELLERS = 64;

/** How long change events are kept (the feed's replay window). */
export const CHANGE_RETENTION_DAYS = 7;

export type FeedChange = {
  sequence: number;
  supplier: string;
  product: string;
  option: string | null;
  date: string;
  source: 'supplier' | 'marketplace';
  kind: 'availability' | 'rates';
  at: string;
};

export type FeedPage = { changes: FeedChange[]; next: number; has_more: boolean };

type Raw = { sequence: string; supplier: string; product: string; option: string | null; date: string; cause: string; at: string };

export async function readFeed(em: EntityManager, agent: Account, query: z.infer<typeof AvailabilityChangesQuery>): Promise<FeedPage> {
  // Whose changes the agent sees: its own and those of the suppliers that granted it access. Read
  // first and handed over as a list: as a subquery the planner could not count it, read the whole
  // window through (owner, sequence) and sorted it. A few sellers: the planner weighs each one and
  // reads their ranges. Many: the changes are walked in sequence order, each seller looked up in
  // the list, up to the page; weighing a thousand sellers one by one took longer to plan (13 ms)
  // than the page took to read (2 ms).
  const [sellers] = await em.getConnection().execute<{ ids: string; n: number }[]>(
    `select '{' || string_agg(id::text, ',') || '}' as ids, count(*)::int as n
       from (select ?::uuid as id union select g.supplier_id from access_grant g where g.agent_id = ?) s`,
    [agent.id, agent.id],
  );
  const bySeller = sellers!.n > MANY_SELLERS ? 'array_position(?::uuid[], c.owner_id) is not null' : 'c.owner_id = any(?::uuid[])';
  // One statement, one snapshot: the page, what was pruned and the latest number agree. Numbers
  // follow commit order (migration 013), so every number up to `latest` is final.
  const [row] = await em.getConnection().execute<{ pruned: string; latest: string | null; page: Raw[] }[]>(
    `with pruned as (select through from availability_change_pruned),
          page as (select c.sequence, c.owner_id, c.product, c.option, c.date, c.cause, c.at
                     from availability_change c
                    where ${bySeller} and c.sequence > coalesce(?::bigint, (select through from pruned))
                    order by c.sequence limit ?)
     select (select through from pruned) as pruned, (select max(sequence) from availability_change) as latest,
            coalesce((select json_agg(json_build_object('sequence', p.sequence, 'supplier', coalesce(s.domain, s.email), 'product', p.product,
                                                        'option', p.option, 'date', to_char(p.date, 'YYYY-MM-DD'), 'cause', p.cause,
                                                        'at', to_char(p.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                                      order by p.sequence)
                        from page p join account s on s.id = p.owner_id), '[]'::json) as page`,
    [sellers!.ids, query.since ?? null, query.limit + 1],
  );
  const pruned = Number(row!.pruned);
  // Below what was deleted, events may be missing; above every number given, the cursor is another
  // database's (a restore, another environment): either way the agent must resynchronise.
  if (query.since !== undefined && query.since < pruned) throw new ApiError('CURSOR_EXPIRED', { detail: 'since: older than the events kept (7 days)' });
  if (query.since !== undefined && query.since > Math.max(Number(row!.latest ?? 0), pruned))
    throw new ApiError('CURSOR_EXPIRED', { detail: 'since: beyond the latest event: a cursor of another environment?' });
  const since = query.since ?? pruned;
  const hasMore = row!.page.length > query.limit;
  const changes: FeedChange[] = row!.page.slice(0, query.limit).map((c) => ({
    sequence: Number(c.sequence),
    supplier: c.supplier,
    product: c.product,
    option: c.option,
    date: c.date,
    source: c.cause === 'supplier' || c.cause === 'rates' ? 'supplier' : 'marketplace',
    kind: c.cause === 'rates' ? 'rates' : 'availability',
    at: c.at,
  }));
  const last = changes.at(-1)?.sequence ?? since;
  // Past the agent's last change to the latest number: nothing of its own lies between.
  const next = hasMore ? last : Math.max(last, Number(row!.latest ?? 0), since);
  return { changes, next, has_more: hasMore };
}

/**
 * Deletes changes older than the window, oldest first, in bounded batches (src/db/pruneInBatches.ts),
 * each remembering the highest number it deleted: a cursor below it may have missed events.
 */
export function pruneChanges(em: EntityManager, budget: PruneBudget = DEFAULT_PRUNE_BUDGET): Promise<Pruned> {
  return pruneInBatches(
    em,
    (limit) => ({
      sql: `with gone as (delete from availability_change
                           where ctid = any(array(select ctid from availability_change where at < now() - make_interval(days => ?) and sequence is not null
                                                   order by at limit ?))
                          returning sequence),
                 moved as (update availability_change_pruned set through = greatest(through, (select max(sequence) from gone))
                            where exists (select 1 from gone) returning through)
            select (select count(*)::int from gone) as n`,
      params: [CHANGE_RETENTION_DAYS, limit],
    }),
    budget,
  );
}
