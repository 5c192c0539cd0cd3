import type { EntityManager } from '@mikro-orm/postgresql';
import { announceWaitingChanges } from '../availabilityChanges/announce.ts';
import { pruneChanges } from '../availabilityChanges/feed.ts';
import { redriveBookings } from '../bookings/redrive.ts';
import { RATE_LIMIT_TABLE } from '../accounts/failureLimits.ts';
import { redriveMail } from '../mail/outbox.ts';
import { redriveNotifications } from '../notifications/deliveries.ts';
import { redriveReservations } from '../reservations/redrive.ts';
import { pruneRequests } from '../requestLog/read.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';

/** How long an agent's Idempotency-Key is remembered. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

/**
 * The API writes state and then starts a workflow; if it dies in between, the state waits here.
 * Re-driving is idempotent (business-key workflow IDs), so running it every minute is safe.
 * Also forgets Idempotency-Keys older than the retention, and prunes the request log.
 */
export async function housekeep(em: () => EntityManager, deps: WorkflowDeps, options: { checkpoint?: (next: string) => void } = {}) {
  // Between jobs: the activity heartbeats here, and stops here when it is cancelled.
  const next = options.checkpoint ?? (() => {});
  next('mail');
  const mail = await redriveMail(em(), { client: deps.client, taskQueue: deps.taskQueue, logger: deps.log });
  next('bookings');
  const bookings = await redriveBookings(em(), deps);
  next('reservations');
  const reservations = await redriveReservations(em(), deps);
  next('notifications');
  const notifications = await redriveNotifications(em(), deps);
  next('availability changes');
  const changesAnnounced = await announceWaitingChanges(em(), deps);
  next('pruning');
  const changesPruned = await pruneChanges(em());
  const requestsPruned = await pruneRequests(em());
  next('forgetting');
  const forgotten: unknown[] = await em()
    .getConnection()
    .execute(`delete from idempotency_record where created_at < now() - make_interval(days => ?) returning key`, [IDEMPOTENCY_RETENTION_DAYS]);
  // Failure counts whose window ended count for nothing: drop them.
  const limitsForgotten: unknown[] = await em().getConnection().execute(`delete from ${RATE_LIMIT_TABLE} where expire < ? returning key`, [Date.now()]);
  // Cached availability older than any TTL allows, and notes of changes older than any answer in flight.
  const cachePruned: { days: number }[] = await em()
    .getConnection()
    .execute(
      `with days as (delete from availability_cache where fetched_at < now() - interval '10 minutes' returning 1),
            notes as (delete from availability_invalidation where at < now() - interval '1 hour' returning 1)
       select (select count(*)::int from days) as days`,
    );
  const result = {
    mail,
    bookings,
    reservations,
    notifications,
    idempotencyKeysForgotten: forgotten.length,
    failureCountsForgotten: limitsForgotten.length,
    cachedDaysPruned: cachePruned[0]?.days ?? 0,
    changesAnnounced,
    changesPruned,
    requestsPruned,
  };
  if (mail + bookings + reservations + notifications + changesAnnounced > 0) deps.log.warn(result, 'housekeeping re-drove work left without a workflow');
  return result;
}
