import type { SupplierStepDeps } from '../deps.ts';
import { abandonBookingChange } from './abandonBookingChange.ts';
import { cancelAtSupplier } from './cancelAtSupplier.ts';
import { commitSupplierCancellation } from './commitSupplierCancellation.ts';
import { confirmAtSupplier } from './confirmAtSupplier.ts';
import { markBookingFailed } from './markBookingFailed.ts';
import { updateAtSupplier } from './updateAtSupplier.ts';

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
