import type { SupplierStepDeps } from '../deps.ts';
import { abandonBookingChange } from './abandonBookingChange.ts';
import { cancelAtSupplier } from './cancelAtSupplier.ts';
import { commitSupplierCancellation } from './commitSupplierCancellation.ts';
import { confirmAtSupplier } from './confirmAtSupplier.ts';
import { markBookingFailed } from './markBookingFailed.ts';
import { updateAtSupplier } from './updateAtSupplier.ts';

/**
 * What a booking step's supplier call gives its workflow: the notifications to deliver now, and
 * the delivery workflow each is handed to if its receiver is down. (Results recorded before the
 * workflow IDs named the event carry `notificationIds` alone: see deliveriesOf.)
 */
export type { StepResult } from '../../src/notifications/queue.ts';

/** The booking steps' activities; each name is recorded in workflow histories, so it never changes. */
export function createBookingActivities(deps: SupplierStepDeps) {
  return {
    commitSupplierCancellation: commitSupplierCancellation.bind(null, deps),
    confirmAtSupplier: confirmAtSupplier.bind(null, deps),
    markBookingFailed: markBookingFailed.bind(null, deps),
    updateAtSupplier: updateAtSupplier.bind(null, deps),
    cancelAtSupplier: cancelAtSupplier.bind(null, deps),
    abandonBookingChange: abandonBookingChange.bind(null, deps),
  };
}

export type BookingActivities = ReturnType<typeof createBookingActivities>;
