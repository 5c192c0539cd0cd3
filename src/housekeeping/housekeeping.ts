import type { Db } from '../db/orm.ts';
import type { Mode } from '../domain/mode.ts';
import { announceWaitingChanges } from '../availabilityChanges/announce.ts';
import { pruneChanges } from '../availabilityChanges/feed.ts';
import { redriveBookings } from '../bookings/redrive.ts';
import { RATE_LIMIT_TABLE } from '../limits/failureLimits.ts';
import { redriveMail } from '../accounts/mailOutbox.ts';
import { redriveNotifications } from '../notifications/deliveries.ts';
import { redriveReservations } from '../reservations/redrive.ts';
import { redriveOrders } from '../orders/redrive.ts';
import { pruneRequests } from '../requestLog/read.ts';
import { pruneTestData, TEST_DATA_RETENTION_DAYS } from '../testMode/wipe.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';

/** How long an agent's Idempotency-Key is remembered. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

/**
 * The API writes state and then starts a workflow; if it dies in between, the state waits here.
 * Re-driving is idempotent (business-key workflow IDs), so running it every minute is safe.
 * Also forgets Idempotency-Keys older than the retention, and prunes the request log. Each mode's
 * work is done in that mode (test mode's under `test`), and test data older than
 * TEST_DATA_RETENTION_DAYS is deleted.
 */
export async function housekeep(db: Db, deps: Omit<WorkflowDeps, 'mode'>, options: { checkpoint?: (next: string) => void } = {}) {
  // Between jobs: the activity heartbeats here, and stops here when it is cancelled.
  const next = options.checkpoint ?? (() => {});
  const live = await housekeepMode(db, { ...deps, mode: 'live' }, next);
  const test = await housekeepMode(db, { ...deps, mode: 'test' }, next);
  next('test data past its retention');
  const testDataPruned = await pruneTestData(db.of('test').fork(), TEST_DATA_RETENTION_DAYS);
  const result = { ...live, test: { ...test, testDataPruned } };
  const redriven = (r: typeof live) => r.mail + r.bookings + r.reservations + r.orders + r.notifications + r.changesAnnounced;
  if (redriven(live) + redriven(test) > 0) deps.log.warn(result, 'housekeeping re-drove work left without a workflow');
  return result;
}

/** One mode's housekeeping (mail and the failure counts, which both modes share, with live's). */
async function housekeepMode(db: Db, deps: WorkflowDeps & { mode: Mode }, checkpoint: (next: string) => void) {
  const em = () => db.of(deps.mode).fork();
  const shared = deps.mode === 'live';
  const next = (job: string) => checkpoint(`${job} (${deps.mode})`);
  next('mail');
  const mail = shared ? await redriveMail(em(), { client: deps.client, taskQueue: deps.taskQueue, logger: deps.log }) : 0;
  next('bookings');
  const bookings = await redriveBookings(em(), deps);
  next('reservations');
  const reservations = await redriveReservations(em(), deps);
  next('orders');
  const orders = await redriveOrders(em(), deps);
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
  const limitsForgotten: unknown[] = shared
    ? await em().getConnection().execute(`delete from ${RATE_LIMIT_TABLE} where expire < ? returning key`, [Date.now()])
    : [];
  // Cached availability older than any TTL allows, and notes of changes older than any answer in flight.
  const cachePruned: { days: number }[] = await em()
    .getConnection()
    .execute(
      `with days as (delete from availability_cache where fetched_at < now() - interval '10 minutes' returning 1),
            notes as (delete from availability_invalidation where at < now() - interval '1 hour' returning 1)
       select (select count(*)::int from days) as days`,
    );
  return {
    mail,
    bookings,
    reservations,
    orders,
    notifications,
    idempotencyKeysForgotten: forgotten.length,
    failureCountsForgotten: limitsForgotten.length,
    cachedDaysPruned: cachePruned[0]?.days ?? 0,
    changesAnnounced,
    changesPruned,
    requestsPruned,
  };
}
