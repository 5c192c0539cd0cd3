import type { Db } from '../db/orm.ts';
import type { Mode } from '../domain/mode.ts';
import { announceWaitingChanges } from '../availabilityChanges/announce.ts';
import { pruneChanges } from '../availabilityChanges/feed.ts';
import { redriveBookings } from '../bookings/redrive.ts';
import { redriveMail } from '../accounts/mailOutbox.ts';
import { redriveNotifications } from '../notifications/deliveries.ts';
import { pruneDeliveryLog } from '../notifications/log.ts';
import { redriveReservations } from '../reservations/redrive.ts';
import { redriveOrders } from '../orders/redrive.ts';
import { pruneRequests } from '../requestLog/read.ts';
import { pruneTestData, TEST_DATA_RETENTION_DAYS } from '../testMode/wipe.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { pruneExpiredQuotes, pruneFailureCounts, pruneIdempotencyKeys, RETENTION_DEFAULTS, type Retention } from './retention.ts';

export { IDEMPOTENCY_RETENTION_DAYS } from './retention.ts';

export type HousekeepingOptions = {
  /** Between jobs: the activity heartbeats here, and stops here when it is cancelled. */
  checkpoint?: (next: string) => void;
  /** What is kept and how hard it prunes (src/housekeeping/retention.ts); the defaults unless told. */
  retention?: Retention;
  /** false: re-drive only (a worker's start: pruning waits for the schedule's first run). */
  prune?: boolean;
};

/**
 * The API writes state and then starts a workflow; if it dies in between, the state waits here.
 * Re-driving is idempotent (business-key workflow IDs), so running it every minute is safe.
 * Also prunes what only grows past its retention (src/housekeeping/retention.ts), in bounded
 * batches. Each mode's work is done in that mode (test mode's under `test`), and test data older
 * than TEST_DATA_RETENTION_DAYS is deleted.
 */
export async function housekeep(db: Db, deps: Omit<WorkflowDeps, 'mode'>, options: HousekeepingOptions = {}) {
  const next = options.checkpoint ?? (() => {});
  const settings = { retention: options.retention ?? RETENTION_DEFAULTS, prune: options.prune ?? true };
  const live = await housekeepMode(db, { ...deps, mode: 'live' }, next, settings);
  const test = await housekeepMode(db, { ...deps, mode: 'test' }, next, settings);
  next('test data past its retention');
  const testDataPruned = settings.prune ? await pruneTestData(db.of('test').fork(), TEST_DATA_RETENTION_DAYS) : undefined;
  const result = { ...live, test: { ...test, testDataPruned } };
  const redriven = (r: typeof live) => r.mail + r.bookings + r.reservations + r.orders + r.notifications + r.changesAnnounced;
  if (redriven(live) + redriven(test) > 0) deps.log.warn(result, 'housekeeping re-drove work left without a workflow');
  const behind = [live, test].flatMap((r) => r.pruneBehind);
  if (behind.length > 0) deps.log.warn({ behind }, 'housekeeping: a prune used its whole budget and left rows for the next run');
  return result;
}

/** One mode's housekeeping (mail and the failure counts, which both modes share, with live's). */
async function housekeepMode(
  db: Db,
  deps: WorkflowDeps & { mode: Mode },
  checkpoint: (next: string) => void,
  settings: { retention: Retention; prune: boolean },
) {
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
  const pruned = settings.prune ? await prune(em, deps.mode, settings.retention, next) : undefined;
  return { mail, bookings, reservations, orders, notifications, changesAnnounced, ...summary(pruned) };
}

type PruneRun = Record<'requests' | 'changes' | 'deliveries' | 'keys' | 'quotes' | 'failureCounts', { deleted: number; exhausted: boolean }> & {
  cachedDays: number;
};

/** Every prune of one mode, each within its budget. */
async function prune(em: () => ReturnType<Db['fork']>, mode: Mode, retention: Retention, next: (job: string) => void): Promise<PruneRun> {
  const requests = await pruneRequests(em(), retention);
  const changes = await pruneChanges(em(), retention);
  const deliveries = await pruneDeliveryLog(em(), retention.deliveryLogDays, retention);
  next('forgetting');
  const keys = await pruneIdempotencyKeys(em(), retention);
  const quotes = await pruneExpiredQuotes(em(), retention);
  const none = { deleted: 0, exhausted: true };
  const failureCounts = mode === 'live' ? await pruneFailureCounts(em(), retention) : none;
  // Cached availability older than any TTL allows, and notes of changes older than any answer in
  // flight: bounded by their own age (minutes), not by history, so deleted in one statement.
  const cachePruned: { days: number }[] = await em()
    .getConnection()
    .execute(
      `with days as (delete from availability_cache where fetched_at < now() - interval '10 minutes' returning 1),
            notes as (delete from availability_invalidation where at < now() - interval '1 hour' returning 1)
       select (select count(*)::int from days) as days`,
    );
  return { requests, changes, deliveries, keys, quotes, failureCounts, cachedDays: cachePruned[0]?.days ?? 0 };
}

function summary(run: PruneRun | undefined) {
  return {
    idempotencyKeysForgotten: run?.keys.deleted ?? 0,
    expiredQuotesForgotten: run?.quotes.deleted ?? 0,
    failureCountsForgotten: run?.failureCounts.deleted ?? 0,
    cachedDaysPruned: run?.cachedDays ?? 0,
    changesPruned: run?.changes.deleted ?? 0,
    requestsPruned: run?.requests.deleted ?? 0,
    deliveriesPruned: run?.deliveries.deleted ?? 0,
    /** Prunes that spent their whole budget: rows are left for the next run. */
    pruneBehind: run ? Object.entries(run).flatMap(([name, r]) => (typeof r === 'object' && !r.exhausted ? [name] : [])) : [],
  };
}
