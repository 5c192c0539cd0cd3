import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mode } from '../domain/mode.ts';
import { ApiError } from '../errors.ts';
import { isTemporalNotSetUp } from '../temporal/calls.ts';
import { bookingsInAStep } from '../bookings/redrive.ts';
import { bookingStepWorkflowId, startBookingStep } from '../bookings/starters.ts';
import { startMailDelivery, unsentMail } from '../accounts/mailOutbox.ts';
import { startNotification, stillDeliveredByItsOldId, undeliveredNotifications } from '../notifications/deliveries.ts';
import { resignalReservation } from '../reservations/holds.ts';
import { redriveSignal, strandedReservations } from '../reservations/redrive.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { workflowIds } from '../../workflows/ids.ts';
import type { Progress } from './progress.ts';
import { workflowState } from './workflowState.ts';

/**
 * The operators' re-drives (`npm run ops -- redrive-…`). Unlike housekeeping's, which starts
 * blindly (every start is idempotent), each item's workflow is looked up first, so that the report
 * counts the workflows this run actually started and says why it started none for the rest.
 */
export type RedriveKind = 'bookings' | 'mail' | 'notifications' | 'reservations';

export type RedriveReport = {
  kind: RedriveKind;
  /** Whose work: live or test mode's (mail belongs to accounts, which both share: live). */
  mode: Mode;
  examined: number;
  /** Workflows this run started. */
  started: number;
  /** Reservations only: running hold workflows this run signalled (abandon, release). */
  signalled: number;
  /** Why the others were left alone, with how many each. */
  skipped: Record<string, number>;
  failed: number;
  /** The first failures, by item. */
  failures: { id: string; error: string }[];
  /** Set when the run stopped early (Temporal stopped answering). */
  stoppedEarly?: string;
  /** Nothing was started or signalled: `started` and `signalled` count what would have been. */
  dryRun: boolean;
};

type Outcome = 'started' | 'signalled' | { skipped: string };

/** An item to re-drive: its id (for the report) and what to do with it. */
type Item = { id: string; redrive(): Promise<Outcome> };

/** Consecutive unreachable answers after which the rest is left for later: a Temporal that is away stays away for a while. */
const GIVE_UP_AFTER = 3;
const MAX_FAILURES_LISTED = 20;

export type RedriveDeps = WorkflowDeps & {
  olderThanMs?: number;
  /** Look up each item's workflow, start nothing. */
  dryRun?: boolean;
  /** Only the item with this id. */
  id?: string;
};

const closedReason = (status: string) => `its workflow closed (${status}); a closed step is never run again`;

/** The candidates of each kind, picked as housekeeping picks them, and how each is re-driven. */
const sources: Record<RedriveKind, (em: EntityManager, deps: RedriveDeps) => AsyncIterable<Item>> = {
  async *bookings(em, deps) {
    for await (const booking of bookingsInAStep(em, deps.olderThanMs ?? 0)) {
      const workflowId = bookingStepWorkflowId(deps.mode, {
        status: booking.status,
        id: booking.id,
        version: booking.version,
        agentId: booking.agent.id,
        agentReference: booking.agentReference,
        cancelledBy: booking.cancelledBy ?? null,
      });
      yield {
        id: booking.id,
        async redrive() {
          const found = await workflowState(deps.client, workflowId);
          if (found.state === 'running') return { skipped: 'its workflow is running' };
          if (found.state === 'closed') return { skipped: closedReason(found.status) };
          if (!deps.dryRun) await startBookingStep(deps, booking);
          return 'started';
        },
      };
    }
  },
  async *mail(em, deps) {
    for (const row of await unsentMail(em, deps.olderThanMs ?? 0)) {
      yield {
        id: row.id,
        async redrive() {
          const found = await workflowState(deps.client, workflowIds.mail(row.id));
          if (found.state === 'running') return { skipped: 'its delivery is running' };
          if (!deps.dryRun) await startMailDelivery(deps, row);
          return 'started';
        },
      };
    }
  },
  async *notifications(em, deps) {
    for await (const { start, byBooking } of undeliveredNotifications(em, deps.olderThanMs)) {
      yield {
        id: start.notificationId,
        async redrive() {
          const found = await workflowState(deps.client, start.workflowId);
          if (found.state === 'running') return { skipped: 'its delivery is running' };
          if (byBooking && (await stillDeliveredByItsOldId(deps, start.notificationId))) return { skipped: 'delivered under its earlier workflow ID' };
          if (!deps.dryRun) await startNotification(deps, start);
          return 'started';
        },
      };
    }
  },
  async *reservations(em, deps) {
    for (const reservation of await strandedReservations(em, deps.waitMs, deps.olderThanMs ?? 60_000)) {
      yield {
        id: reservation.id,
        async redrive() {
          const found = await workflowState(deps.client, workflowIds.reservation(deps.mode, reservation.id));
          if (!deps.dryRun) await resignalReservation(deps, reservation, redriveSignal(reservation));
          // A running hold is told (abandon, release); a missing or closed one is started with the signal.
          return found.state === 'running' ? 'signalled' : 'started';
        },
      };
    }
  },
};

export async function redrive(kind: RedriveKind, em: EntityManager, deps: RedriveDeps, progress?: Progress): Promise<RedriveReport> {
  const report: RedriveReport = {
    kind,
    mode: deps.mode,
    examined: 0,
    started: 0,
    signalled: 0,
    skipped: {},
    failed: 0,
    failures: [],
    dryRun: deps.dryRun === true,
  };
  let unreachableInARow = 0;
  for await (const item of sources[kind](em, deps)) {
    if (deps.id !== undefined && item.id !== deps.id) continue;
    report.examined++;
    try {
      const outcome = await item.redrive();
      unreachableInARow = 0;
      if (outcome === 'started') report.started++;
      else if (outcome === 'signalled') report.signalled++;
      else report.skipped[outcome.skipped] = (report.skipped[outcome.skipped] ?? 0) + 1;
    } catch (err) {
      report.failed++;
      const unreachable = err instanceof ApiError || (err as Error).message === 'Temporal does not answer';
      if (report.failures.length < MAX_FAILURES_LISTED) report.failures.push({ id: item.id, error: unreachable ? 'Temporal does not answer' : describe(err) });
      if (unreachable && ++unreachableInARow >= GIVE_UP_AFTER) {
        report.stoppedEarly = `Temporal did not answer ${GIVE_UP_AFTER} times in a row: the rest is left for housekeeping or the next run`;
        break;
      }
    }
    progress?.tick(report.examined);
  }
  progress?.done();
  return report;
}

/**
 * An item's failure in one line, with its causes: the Temporal client's own message ("Failed to
 * start Workflow") does not say why, its gRPC cause does (e.g. a search attribute the namespace
 * lacks, which `temporal-setup` fixes).
 */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const parts = [`${err.name}: ${err.message}`];
  for (let cause = err.cause, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    if (!parts.at(-1)!.includes(cause.message)) parts.push(cause.message);
  }
  const line = parts.join(': ').replace(/\s+/g, ' ');
  return isTemporalNotSetUp(err) ? `${line} (npm run ops -- temporal-setup registers what is missing)` : line;
}
