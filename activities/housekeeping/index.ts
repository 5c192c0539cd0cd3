import { Context } from '@temporalio/activity';
import { CancelledFailure } from '@temporalio/common';
import { housekeep } from '../../src/housekeeping/housekeeping.ts';
import type { ActivityDeps } from '../deps.ts';

/** Heartbeats this often while a job runs (the workflow's heartbeat timeout is a minute). */
const HEARTBEAT_EVERY_MS = 10_000;

type HousekeepingDeps = Pick<ActivityDeps, 'db' | 'logger' | 'workflows' | 'retention'>;

/**
 * Heartbeats between jobs and every few seconds within one (a re-drive of a large backlog takes
 * a while), so that a worker that died is noticed within the heartbeat timeout rather than the
 * five-minute start-to-close; and stops between two jobs once the workflow is cancelled (an
 * operator, or a schedule being deleted), instead of running the rest to the end.
 */
async function housekeeping(deps: HousekeepingDeps) {
  if (!deps.workflows) throw new Error('housekeeping needs a Temporal client');
  const ctx = Context.current();
  let job = 'starting';
  const beat = setInterval(() => ctx.heartbeat({ job }), HEARTBEAT_EVERY_MS);
  try {
    return await housekeep(
      deps.db,
      { ...deps.workflows, log: deps.logger },
      {
        ...(deps.retention ? { retention: deps.retention } : {}),
        checkpoint(next) {
          if (ctx.cancellationSignal.aborted) {
            deps.logger.info({ before: next }, 'housekeeping cancelled');
            throw new CancelledFailure(`housekeeping cancelled before ${next}`);
          }
          job = next;
          ctx.heartbeat({ job });
        },
      },
    );
  } finally {
    clearInterval(beat);
  }
}

/** The housekeeping activity; its name is recorded in workflow histories, so it never changes. */
export function createHousekeepingActivities(deps: HousekeepingDeps) {
  return {
    housekeeping: housekeeping.bind(null, deps),
  };
}

export type HousekeepingActivities = ReturnType<typeof createHousekeepingActivities>;
