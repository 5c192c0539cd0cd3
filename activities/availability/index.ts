import { modeDb } from '../mode.ts';
import { queueAvailabilityNotices, type NoticeBatch } from '../../src/records/availabilityChanges/notices.ts';
import type { ActivityDeps } from '../deps.ts';

export function createAvailabilityActivities(deps: ActivityDeps) {
  return {
    /** Marks a product's committed changes noticed and queues one notice per waiting agent. */
    queueAvailabilityNotices(input: { productId: string }): Promise<NoticeBatch> {
      return queueAvailabilityNotices(modeDb(deps.db).fork(), input.productId);
    },
  };
}

export type AvailabilityActivities = ReturnType<typeof createAvailabilityActivities>;
