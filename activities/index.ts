import type { Db } from '../src/db/orm.ts';
import type { Logger } from '../src/logger.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import type { SupplierClient } from '../src/suppliers/supplierClient.ts';
import type { HousekeepingDeps } from '../src/housekeeping.ts';
import { createBookingActivities } from './bookings.ts';
import { createHousekeepingActivities } from './housekeeping.ts';
import { createMailActivities } from './mail.ts';
import { createNotificationActivities } from './notifications.ts';
import { createReservationActivities } from './reservations.ts';

export type ActivityDeps = {
  db: Db;
  mailer: Mailer;
  suppliers: SupplierClient;
  logger: Logger;
  /** For activities that start workflows (housekeeping's re-drive). */
  workflows?: Omit<HousekeepingDeps, 'log'>;
};

/** Every activity, built from injected dependencies; each forks its own EntityManager per call. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createMailActivities(deps),
    ...createReservationActivities(deps),
    ...createBookingActivities(deps),
    ...createNotificationActivities(deps),
    ...createHousekeepingActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
