import { modeDb } from '../mode.ts';
import { queueAvailabilityNotices } from '../../src/records/availabilityChanges/notices.ts';
import type { NoticeBatch } from '../../contracts/availability.ts';
import type { ActivityDeps } from '../deps.ts';

/** The availability notices' activity; its name is recorded in workflow histories, so it never changes. */
export function createAvailabilityActivities(deps: Pick<ActivityDeps, 'db'>) {
  return {
    /** Marks a product's committed changes noticed and queues one notice per waiting agent. */
    queueAvailabilityNotices: (input: { productId: string }): Promise<NoticeBatch> => queueAvailabilityNotices(modeDb(deps.db).fork(), input.productId),
  };
}

export type AvailabilityActivities = ReturnType<typeof createAvailabilityActivities>;
