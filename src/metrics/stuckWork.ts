import { NOTIFICATION_RETRY_WINDOW_MS } from '../../workflows/tuning.ts';

/** A count and its oldest item's time (null when none). */
export type StuckRow = { n: number; oldest: Date | string | null };

export type StuckWork = {
  /** Holds `held` or `releasing` past their expiry: the oldest's age is the hold-expiry lag. */
  holds: StuckRow;
  /** Notifications undelivered a minute after queueing, within their four days of retries. */
  failing: StuckRow;
  /** Notifications whose four days ran out in the last day. */
  given_up: StuckRow;
  /** Availability changes not announced to the agents waiting for them. */
  unannounced: StuckRow;
  /** Booking changes (pending, updating, cancelling) unchanged for a minute, workflow or not (only Temporal can say which: ops status asks it). */
  in_step: StuckRow;
};

/**
 * The part of `ops status` that Postgres alone answers, for one mode's tables, in one statement:
 * the CLI's report and the gauges Prometheus alerts on read the same figures. Each sub-select runs
 * on a partial index of the rows it counts (undelivered notifications, open holds, bookings in a
 * step, unnoticed changes), so its cost follows the work waiting, not the size of the tables.
 */
export async function readStuckWork(query: <T>(sql: string, params: unknown[]) => Promise<T[]>, now = Date.now()): Promise<StuckWork> {
  const windowStart = new Date(now - NOTIFICATION_RETRY_WINDOW_MS);
  const [row] = await query<StuckWork>(
    `select
       (select json_build_object('n', count(*), 'oldest', min(expires_at)) from reservation
         where status in ('held', 'releasing') and expires_at < now()) as holds,
       (select json_build_object('n', count(*), 'oldest', min(created_at)) from notification
         where delivered_at is null and event <> 'test' and created_at < now() - interval '1 minute' and created_at > $1) as failing,
       (select json_build_object('n', count(*), 'oldest', min(created_at)) from notification
         where delivered_at is null and event <> 'test' and created_at <= $1::timestamptz and created_at > $1::timestamptz - interval '1 day') as given_up,
       (select json_build_object('n', count(*), 'oldest', min(at)) from availability_change
         where not noticed and product_id is not null) as unannounced,
       (select json_build_object('n', count(*), 'oldest', min(updated_at)) from booking
         where status in ('pending', 'updating', 'cancelling') and updated_at < now() - interval '1 minute') as in_step`,
    [windowStart],
  );
  return row!;
}

/** E-mail not sent yet (the last three days): accounts' own, both modes share it. */
export async function readUnsentMail(query: <T>(sql: string, params: unknown[]) => Promise<T[]>): Promise<StuckRow> {
  const [row] = await query<{ mail: StuckRow }>(
    `select (select json_build_object('n', count(*), 'oldest', min(created_at)) from mail_outbox
              where sent_at is null and created_at > now() - interval '3 days') as mail`,
    [],
  );
  return row!.mail;
}
