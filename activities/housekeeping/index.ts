import { housekeep } from '../../src/housekeeping/housekeeping.ts';
import type { ActivityDeps } from '../deps.ts';

export function createHousekeepingActivities(deps: ActivityDeps) {
  return {
    async housekeeping() {
      if (!deps.workflows) throw new Error('housekeeping needs a Temporal client');
      return housekeep(deps.db, { ...deps.workflows, log: deps.logger });
    },
  };
}

export type HousekeepingActivities = ReturnType<typeof createHousekeepingActivities>;
