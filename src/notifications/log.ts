import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Account } from '../db/entities/index.ts';
import { addDays } from '../domain/dates.ts';
import { ApiError } from '../errors.ts';
import { encodeCursor, rowsAfter } from '../domain/pageCursor.ts';
import { DEFAULT_PRUNE_BUDGET, oldestRows, pruneInBatches, type PruneBudget, type Pruned } from '../db/pruneInBatches.ts';
import { NOTIFICATION_LONGEST_WAIT_MS, NOTIFICATION_RETRY_WINDOW_MS } from '../../contracts/tuning.ts';
import { NOT_SENT_NO_TEST_URL } from '../records/notifications/notSent.ts';
import type { DELIVERY_STATES, NotificationsQuery } from './schemas.ts';

/** The delivery workflow's first wait in production (`retryInitialMs` of tuningFor), doubling to NOTIFICATION_LONGEST_WAIT_MS. */
const FIRST_RETRY_MS = 1_000;

type Row = {
  id: string;
  event: string;
  created_at: Date;
  attempts: number;
  last_attempt_at: Date | null;
  last_status: string | null;
  delivered_at: Date | null;
  dedupe_key: string;
  signed_with: number[] | null;
  agent_reference: string | null;
  supplier_reference: string | null;
  /** An availability notice's product. */
  product: string | null;
};

export type DeliveryEntry = Row & { state: (typeof DELIVERY_STATES)[number]; next_attempt_at: Date | null };

const COLUMNS = `n.id, n.event, n.created_at, n.attempts, n.last_attempt_at, n.last_status, n.delivered_at, n.dedupe_key, n.signed_with,
  n.payload->>'agent_reference' as agent_reference, n.payload->>'supplier_reference' as supplier_reference,
  case when n.event in ('availability.updated', 'rates.updated') then n.payload->>'product' end as product`;

/**
 * A notification's state, and when its next attempt is due: estimated from the attempts so far
 * and the delivery workflow's backoff, since Temporal keeps the real schedule.
 */
function entry(raw: Row, now = Date.now()): DeliveryEntry {
  // The driver may hand timestamps over as text.
  const at = (v: Date | string | null) => (v === null ? null : new Date(v));
  const row: Row = { ...raw, created_at: at(raw.created_at)!, last_attempt_at: at(raw.last_attempt_at), delivered_at: at(raw.delivered_at) };
  const windowEnds = row.created_at.getTime() + NOTIFICATION_RETRY_WINDOW_MS;
  if (row.delivered_at) return { ...row, state: row.last_status === NOT_SENT_NO_TEST_URL ? 'not_sent' : 'delivered', next_attempt_at: null };
  if (now >= windowEnds) return { ...row, state: 'failed', next_attempt_at: null };
  // A test gets one attempt per asking (POST /v1/notifications/test, or a redelivery): once tried, it is not retried.
  if (row.event === 'test' && row.attempts > 0) return { ...row, state: 'failed', next_attempt_at: null };
  const next = row.last_attempt_at
    ? row.last_attempt_at.getTime() + Math.min(FIRST_RETRY_MS * 2 ** Math.max(row.attempts - 1, 0), NOTIFICATION_LONGEST_WAIT_MS)
    : row.created_at.getTime();
  return { ...row, state: 'pending', next_attempt_at: new Date(Math.min(Math.max(next, now), windowEnds)) };
}

/** The cursor's row and what follows it in the log's order (newest first, then by id). */
const after = (cursor: string | undefined) => rowsAfter(cursor, 'n');

/**
 * `GET /v1/notifications`: the caller's notifications (as recipient), newest first: one page, the
 * cursor of the next, and the total unless asked for none or read by cursor (a count reads every match).
 */
export async function listDeliveries(em: EntityManager, account: Account, q: z.infer<typeof NotificationsQuery>) {
  const where = ['n.recipient_id = ?'];
  const params: unknown[] = [account.id];
  if (q.event) {
    where.push('n.event = ?');
    params.push(q.event);
  }
  if (q.status === 'delivered' || q.status === 'not_sent') {
    where.push(`n.delivered_at is not null and n.last_status ${q.status === 'delivered' ? 'is distinct from' : '='} ?`);
    params.push(NOT_SENT_NO_TEST_URL);
  }
  if (q.status === 'pending' || q.status === 'failed') {
    where.push(`n.delivered_at is null and n.created_at ${q.status === 'pending' ? '>' : '<='} ?`);
    params.push(new Date(Date.now() - NOTIFICATION_RETRY_WINDOW_MS));
  }
  if (q.booking) {
    // Each side of the or is a range of its own (recipient, reference) index (Migration024).
    where.push(`(n.payload->>'agent_reference' = ? or n.payload->>'supplier_reference' = ?)`);
    params.push(q.booking, q.booking);
  }
  if (q.created_from) {
    where.push('n.created_at >= ?');
    params.push(new Date(`${q.created_from}T00:00:00Z`));
  }
  // The last day a date can name has no next day to compare with (year 10000): it bounds nothing.
  if (q.created_to && q.created_to < '9999-12-31') {
    where.push('n.created_at < ?');
    params.push(new Date(`${addDays(q.created_to, 1)}T00:00:00Z`));
  }
  const connection = em.getConnection();
  const filter = where.join(' and ');
  const cursor = after(q.after);
  const [rows, counted] = await Promise.all([
    connection.execute<(Row & { micros: string })[]>(
      `select ${COLUMNS}, (extract(epoch from n.created_at) * 1000000)::bigint::text as micros
         from notification n where ${filter}${cursor ? ` and ${cursor.sql}` : ''}
        order by n.created_at desc, n.id limit ? offset ?`,
      [...params, ...(cursor?.params ?? []), q.limit + 1, q.offset],
    ),
    q.after === undefined && q.count
      ? connection.execute<{ total: number }[]>(`select count(*)::int as total from notification n where ${filter}`, params)
      : Promise.resolve(null),
  ]);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ micros: _, ...row }) => entry(row)),
    total: counted ? (counted[0]?.total ?? 0) : null,
    next: rows.length > q.limit && last ? encodeCursor({ micros: last.micros, id: last.id }) : null,
  };
}

/** One of the caller's notifications; another account's is not found, as if it did not exist. */
export async function findDelivery(em: EntityManager, account: Account, id: string): Promise<DeliveryEntry> {
  const rows = await em.getConnection().execute<Row[]>(`select ${COLUMNS} from notification n where n.id = ? and n.recipient_id = ?`, [id, account.id]);
  if (!rows[0]) throw new ApiError('NOTIFICATION_NOT_FOUND');
  return entry(rows[0]);
}

/** The log entry as the API shows it. */
export function deliveryView(e: DeliveryEntry) {
  return {
    id: e.id,
    event: e.event,
    agent_reference: e.agent_reference,
    supplier_reference: e.supplier_reference,
    created: e.created_at.toISOString(),
    status: e.state,
    attempts: e.attempts,
    last_attempt: e.last_attempt_at?.toISOString() ?? null,
    last_status: e.last_status,
    signed_with: e.signed_with,
    next_attempt: e.next_attempt_at?.toISOString() ?? null,
    delivered: e.delivered_at?.toISOString() ?? null,
  };
}

/**
 * The delivery log past its retention (`days` after a notification was queued, delivered or not;
 * never one still retried: the retention is longer than the retry window), oldest first.
 */
export function pruneDeliveryLog(em: EntityManager, days: number, budget: PruneBudget = DEFAULT_PRUNE_BUDGET): Promise<Pruned> {
  if (days * 24 * 3600_000 <= NOTIFICATION_RETRY_WINDOW_MS) throw new Error('the delivery log must be kept longer than notifications are retried');
  return pruneInBatches(em, oldestRows('notification', 'created_at < now() - make_interval(days => ?)', 'created_at', [days]), budget);
}
