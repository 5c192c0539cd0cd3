import { getExternalWorkflowHandle, workflowInfo } from '@temporalio/workflow';
import type { HoldOutcome } from '../../contracts/reservations.ts';
import { itemHeldSignal } from '../../contracts/orders.ts';

/**
 * A hold that an order started (its parent) tells the order how the supplier answered: the order
 * waits for every item's. A hold of its own has no parent and records nothing here, as before
 * orders existed; an order that has closed meanwhile is no longer waiting.
 */
export async function tellOrder(reservationId: string, outcome: HoldOutcome): Promise<void> {
  const parent = workflowInfo().parent;
  if (!parent) return;
  try {
    await getExternalWorkflowHandle(parent.workflowId, parent.runId).signal(itemHeldSignal, { reservationId, outcome });
  } catch {
    // The order ended (failed on another item, or was terminated): nobody to tell.
  }
}
