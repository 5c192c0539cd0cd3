import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { ApiError } from '../errors.ts';
import { DEFAULT_PRUNE_BUDGET, oldestRows, pruneInBatches, type PruneBudget, type Pruned } from '../db/pruneInBatches.ts';
import type { z } from 'zod';
import type { RequestsQuery } from './schemas.ts';

/** How long the request log keeps an entry (housekeeping prunes). */
export const REQUEST_LOG_RETENTION_DAYS = 7;

type Row = {
  id: string;
  request_id: string;
  method: string;
  path: string;
  status: number;
  error: string | null;
  error_detail: string | null;
  idempotency_key: string | null;
  at: Date;
  duration_ms: number;
};

/** What an account sees of one of its requests. */
export function requestView(row: Row) {
  return {
    id: row.request_id,
    method: row.method,
    path: row.path,
    status: row.status,
    error: row.error,
    error_detail: row.error_detail,
    idempotency_key: row.idempotency_key,
    at: row.at.toISOString(),
    duration_ms: Math.round(row.duration_ms * 100) / 100,
  };
}

const COLUMNS = 'id::text, request_id, method, path, status, error, error_detail, idempotency_key, at, duration_ms';

// The cursor is the last entry's time and row id: pages stay in time order across replicas, whose
// flushes interleave.
const cursorOf = (row: Row) => `${row.at.getTime()}-${row.id}`;

/** The account's own requests, newest first, within the retention. */
export async function listRequests(pool: pg.Pool, accountId: string, query: z.infer<typeof RequestsQuery>) {
  const [low, high] = statusRange(query.status);
  const before = query.before?.split('-');
  const { rows } = await pool.query<Row>(
    `select ${COLUMNS}
       from api_request
      where account_id = $1
        and at >= greatest(coalesce($2::timestamptz, '-infinity'), now() - make_interval(days => $3))
        and status between $4 and $5
        and ($6::timestamptz is null or (at, id) < ($6::timestamptz, $7::bigint))
      order by api_request.at desc, api_request.id desc
      limit $8`,
    [
      accountId,
      query.since?.toISOString() ?? null,
      REQUEST_LOG_RETENTION_DAYS,
      low,
      high,
      before ? new Date(Number(before[0])).toISOString() : null,
      before?.[1] ?? null,
      query.limit + 1,
    ],
  );
  const page = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  return { requests: page.map(requestView), next: hasMore ? cursorOf(page.at(-1)!) : null, has_more: hasMore };
}

/** One of the account's requests by its Request-Id (the latest, if the caller reused an X-Request-Id). */
export async function findRequest(pool: pg.Pool, accountId: string, requestId: string) {
  const { rows } = await pool.query<Row>(
    `select ${COLUMNS}
       from api_request
      where account_id = $1 and request_id = $2 and at >= now() - make_interval(days => $3)
      order by api_request.at desc, api_request.id desc limit 1`,
    [accountId, requestId, REQUEST_LOG_RETENTION_DAYS],
  );
  if (!rows[0]) throw new ApiError('REQUEST_NOT_FOUND', { detail: 'id: no request of this account with this Request-Id in the last 7 days' });
  return requestView(rows[0]);
}

function statusRange(status: string | undefined): [number, number] {
  if (!status) return [100, 599];
  if (status.endsWith('xx')) return [Number(status[0]) * 100, Number(status[0]) * 100 + 99];
  return [Number(status), Number(status)];
}

/** Drops entries past the retention, oldest first, in bounded batches (src/db/pruneInBatches.ts). */
export function pruneRequests(em: EntityManager, budget: PruneBudget = DEFAULT_PRUNE_BUDGET): Promise<Pruned> {
  return pruneInBatches(em, oldestRows('api_request', 'at < now() - make_interval(days => ?)', 'at', [REQUEST_LOG_RETENTION_DAYS]), budget);
}
