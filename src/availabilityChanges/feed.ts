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
import type { AvailabilityChangesQuery } from './schemas.ts';

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
  // One statement, one snapshot: the page, what was pruned and the latest number agree. Numbers
  // follow commit order (migration 013), so every number up to `latest` is final.
  const [row] = await em.getConnection().execute<{ pruned: string; latest: string | null; page: Raw[] }[]>(
    `with sellers as (select ?::uuid as owner_id union select g.supplier_id from access_grant g where g.agent_id = ?),
          pruned as (select through from availability_change_pruned),
          page as (select c.sequence, coalesce(s.domain, s.email) as supplier, c.product, c.option, to_char(c.date, 'YYYY-MM-DD') as date, c.cause,
                          to_char(c.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
                     from availability_change c join account s on s.id = c.owner_id
                    where c.owner_id in (select owner_id from sellers) and c.sequence > coalesce(?::bigint, (select through from pruned))
                    order by c.sequence limit ?)
     select (select through from pruned) as pruned, (select max(sequence) from availability_change) as latest,
            coalesce((select json_agg(p order by p.sequence) from page p), '[]'::json) as page`,
    [agent.id, agent.id, query.since ?? null, query.limit + 1],
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

/** Deletes changes older than the window and remembers the highest number deleted. */
export async function pruneChanges(em: EntityManager): Promise<number> {
  const [row] = await em.getConnection().execute<{ pruned: number }[]>(
    `with gone as (delete from availability_change where at < now() - make_interval(days => ?) and sequence is not null returning sequence),
          moved as (update availability_change_pruned set through = greatest(through, (select max(sequence) from gone))
                     where exists (select 1 from gone) returning through)
     select (select count(*)::int from gone) as pruned`,
    [CHANGE_RETENTION_DAYS],
  );
  return row?.pruned ?? 0;
}
