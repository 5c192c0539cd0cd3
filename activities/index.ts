import { createAvailabilityActivities } from './availability/index.ts';
import { createBookingActivities } from './bookings/index.ts';
import type { ActivityDeps } from './deps.ts';
import { createHousekeepingActivities } from './housekeeping/index.ts';
import { createMailActivities } from './mail/index.ts';
import { createNotificationActivities } from './notifications/index.ts';
import { createOrderActivities } from './orders/index.ts';
import { createReservationActivities } from './reservations/index.ts';

export type { ActivityDeps } from './deps.ts';

/** Every activity, built from injected dependencies; each forks its own EntityManager per call. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createMailActivities(deps),
    ...createReservationActivities(deps),
    ...createBookingActivities(deps),
    ...createNotificationActivities(deps),
    ...createHousekeepingActivities(deps),
    ...createAvailabilityActivities(deps),
    ...createOrderActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
