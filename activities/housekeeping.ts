import { housekeep } from '../src/housekeeping.ts';
import type { ActivityDeps } from './index.ts';

export function createHousekeepingActivities(deps: ActivityDeps) {
  return {
    async housekeeping() {
      if (!deps.workflows) throw new Error('housekeeping needs a Temporal client');
      return housekeep(() => deps.db.fork(), { ...deps.workflows, log: deps.logger });
    },
  };
}
