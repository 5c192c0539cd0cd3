import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import type { Db } from '../db/orm.ts';
import { MODES, type Mode } from '../domain/mode.ts';
import { bookingStepWorkflowId } from '../bookings/starters.ts';
import { readStuckWork, readUnsentMail } from '../metrics/stuckWork.ts';
import { workflowState } from './workflowState.ts';

/**
 * `npm run ops -- status`: what waits or is stuck, one line per kind, each with its count, its
 * oldest item and a threshold past which it is an operator's problem (docs/OPERATIONS.md has a
 * runbook entry per line). Every query of the report is here. Each mode's work is counted apart
 * (test mode's lines say so): the same workflows run it, so a test line past its threshold is the
 * engine's problem as much as a live one. E-mail belongs to accounts, which both modes share.
 */
export type StatusCheck = {
  name: StatusName;
  /** Whose work the line counts; null for e-mail (accounts' own, shared). */
  mode: Mode | null;
  /** What the line counts, in words. */
  what: string;
  count: number;
  /** The oldest item's time (its expiry for holds, its creation or last change otherwise), or null. */
  oldest: string | null;
  /** How long past `oldest` is tolerated: past it (or, for `thresholdCount`, over that many), the check fails. */
  thresholdSeconds: number;
  /** True when the oldest item is older than the threshold. */
  past: boolean;
  /** Set when the check could not be made (Temporal unreachable): not past, not ok either (exit 69). */
  unknown?: string;
  /** What else to know when reading the count. */
  note?: string;
};

export type StatusName =
  | 'holds_past_expiry'
  | 'booking_changes_without_workflow'
  | 'notifications_failing'
  | 'notifications_given_up'
  | 'availability_changes_unannounced'
  | 'mail_unsent';

export type StatusReport = { checks: StatusCheck[]; ok: boolean; at: string };

/**
 * Thresholds, in seconds: what housekeeping (every minute) and the retries normally clear by then.
 * A hold is released within its expiry grace (5 s) plus a housekeeping round; a booking step's
 * workflow is started by the API at once or by housekeeping within a minute; a delivery that has
 * failed for an hour means a receiver is down; a notification whose four days ran out was not
 * delivered at all; a change's notices are gathered within seconds, or re-announced by
 * housekeeping after a minute; an e-mail goes out in seconds unless the SMTP server refuses.
 */
export const STATUS_THRESHOLDS: Record<StatusName, number> = {
  holds_past_expiry: 5 * 60,
  booking_changes_without_workflow: 5 * 60,
  notifications_failing: 60 * 60,
  notifications_given_up: 0,
  availability_changes_unannounced: 5 * 60,
  mail_unsent: 15 * 60,
};

/** Pending booking steps whose workflows are looked up on Temporal: the oldest this many. */
const WORKFLOW_LOOKUPS = 200;
/** The API starts a step's workflow right after its commit: younger rows are not looked up. */
const STEP_START_GRACE_MS = 60_000;

type Row = { n: number; oldest: Date | string | null };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function check(name: StatusName, mode: Mode | null, what: string, row: Row, now: number, extra: Partial<StatusCheck> = {}): StatusCheck {
  const thresholdSeconds = STATUS_THRESHOLDS[name];
  const oldest = iso(row.oldest);
  // A line that could not be checked is not past: `unknown` says so, and the exit code tells them apart.
  const past = extra.unknown === undefined && row.n > 0 && oldest !== null && now - Date.parse(oldest) > thresholdSeconds * 1000;
  return { name, mode, what, count: row.n, oldest, thresholdSeconds, past, ...extra };
}

/** `client` undefined: Temporal could not be reached, for the reason `noClient`. Live's lines, test mode's, then e-mail. */
export async function readStatus(db: Db, client: Client | undefined, noClient = 'Temporal not reached'): Promise<StatusReport> {
  const now = Date.now();
  const checks: StatusCheck[] = [];
  for (const mode of MODES) checks.push(...(await modeChecks(db.of(mode).fork(), mode, client, noClient, now, rowsOf(db.of(mode)))));
  const mail = await readUnsentMail(rowsOf(db));
  checks.push(check('mail_unsent', null, 'e-mails not sent yet (the last three days)', mail, now));
  return { checks, ok: checks.every((c) => !c.past && c.unknown === undefined), at: new Date(now).toISOString() };
}

/** A mode's plain pool as the shared queries take it. */
const rowsOf =
  (db: Db) =>
  <T>(query: string, params: unknown[]): Promise<T[]> =>
    db.pool.query(query, params).then((result) => result.rows as T[]);

/** One mode's lines, from its own tables. */
async function modeChecks(
  em: EntityManager,
  mode: Mode,
  client: Client | undefined,
  noClient: string,
  now: number,
  rows: ReturnType<typeof rowsOf>,
): Promise<StatusCheck[]> {
  const counts = await readStuckWork(rows, now);
  const bookings = await bookingsWithoutWorkflow(em, mode, client, noClient);
  return [
    check('holds_past_expiry', mode, 'holds past their expiry, not released', counts.holds, now),
    check('booking_changes_without_workflow', mode, 'booking changes pending without a running workflow', bookings.row, now, bookings.extra),
    check('notifications_failing', mode, 'notifications undelivered a minute after queueing, still retried', counts.failing, now),
    check('notifications_given_up', mode, 'notifications whose four days of retries ran out in the last day', counts.given_up, now),
    check('availability_changes_unannounced', mode, 'availability changes not announced to the agents waiting for them', counts.unannounced, now),
  ];
}

/**
 * Booking changes (pending, updating, cancelling) whose step has no running workflow: a change the
 * API committed but whose workflow never started, or one whose workflow closed while the row did
 * not move on. Only Temporal can say which: the oldest WORKFLOW_LOOKUPS rows are looked up.
 */
async function bookingsWithoutWorkflow(
  em: EntityManager,
  mode: Mode,
  client: Client | undefined,
  noClient: string,
): Promise<{ row: Row; extra: Partial<StatusCheck> }> {
  const rows = await em
    .getConnection()
    .execute<{ id: string; status: string; version: number; agent_id: string; agent_reference: string; cancelled_by: string | null; updated_at: Date }[]>(
      `select id, status, version, agent_id, agent_reference, cancelled_by, updated_at from booking
      where status in ('pending', 'updating', 'cancelling') and updated_at < ?
      order by updated_at, id limit ${WORKFLOW_LOOKUPS}`,
      [new Date(Date.now() - STEP_START_GRACE_MS)],
    );
  if (rows.length === 0) return { row: { n: 0, oldest: null }, extra: {} };
  if (!client) return { row: { n: rows.length, oldest: rows[0]!.updated_at }, extra: { unknown: noClient } };
  let n = 0;
  let oldest: Date | null = null;
  for (const row of rows) {
    const workflowId = bookingStepWorkflowId(mode, { ...row, agentId: row.agent_id, agentReference: row.agent_reference, cancelledBy: row.cancelled_by });
    let state: Awaited<ReturnType<typeof workflowState>>;
    try {
      state = await workflowState(client, workflowId);
    } catch (err) {
      return { row: { n: rows.length, oldest: rows[0]!.updated_at }, extra: { unknown: (err as Error).message } };
    }
    if (state.state === 'running') continue;
    n++;
    oldest ??= row.updated_at;
  }
  return { row: { n, oldest }, extra: rows.length === WORKFLOW_LOOKUPS ? { note: `only the oldest ${WORKFLOW_LOOKUPS} were looked up on Temporal` } : {} };
}
