import {
  ServiceError,
  WithStartWorkflowOperation,
  WorkflowExecutionAlreadyStartedError,
  WorkflowIdConflictPolicy,
  WorkflowIdReusePolicy,
  WorkflowUpdateFailedError,
  WorkflowUpdateRPCTimeoutOrCancelledError,
} from '@temporalio/client';
import type { SearchAttributePair } from '@temporalio/common';
import type { Order } from '../db/entities/index.ts';
import { serviceUnavailable } from '../errors.ts';
import { holdAttributes, holdSummary } from '../reservations/reservations.ts';
import { clip } from '../temporal/summary.ts';
import { isTemporalUnreachable, TEMPORAL_CALL_MS, withTemporal } from '../temporal/calls.ts';
import { isWorkflowNotFound, whyNoAnswer } from '../temporal/noAnswer.ts';
import { searchAttributes } from '../temporal/searchAttributes.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { orderCancellationWorkflow } from '../../workflows/orders/cancellation.ts';
import { orderWorkflow } from '../../workflows/orders/order.ts';
import { type OrderBooking, type OrderInput, orderOutcomeUpdate, type OrderStep } from '../../contracts/orders.ts';

/** Operators find an order's workflows by its mode, agent and reference (the holds add supplier and product). */
export function orderAttributes(order: Order, mode: WorkflowDeps['mode']): SearchAttributePair[] {
  return [
    { key: searchAttributes.mode, value: mode },
    { key: searchAttributes.agent, value: order.agent.identifier },
    { key: searchAttributes.order, value: order.agentReference },
  ];
}

/** The order's line in the Temporal UI's list: its reference, items, suppliers and agent. */
export function orderSummary(step: string, order: Order): string {
  const items = order.items.getItems();
  const suppliers = [...new Set(items.map((i) => i.owner.identifier))].join(', ');
  return clip(
    `${step} ${order.agentReference} · ${items.length} item(s) · agent ${order.agent.identifier} → ${suppliers} · until ${order.expiresAt.toISOString()}`,
  );
}

/**
 * The order workflow's input, from its rows (loaded with agent and items, each with owner and
 * reservation): the same whoever starts it, the API or housekeeping's re-drive.
 */
function orderInput(deps: WorkflowDeps, order: Order): OrderInput {
  return {
    orderId: order.id,
    expiresAt: order.expiresAt.toISOString(),
    holds: order.items.getItems().flatMap((item) =>
      item.reservation
        ? [
            {
              position: item.position,
              reservationId: item.reservation.id,
              summary: `${holdSummary(item.reservation, order.agent, item.owner)} · order ${order.agentReference}`.slice(0, 300),
              searchAttributes: [
                { key: searchAttributes.mode, value: deps.mode },
                ...holdAttributes(order.agent, item.owner, item.productCode),
                { key: searchAttributes.order, value: order.agentReference },
              ],
            },
          ]
        : [],
    ),
    tuning: deps.tuning,
  };
}

/** The workflow carrying `step` of the order: the order's own, or, to cancel a confirmed order, its cancellation. */
function stepWorkflow(deps: WorkflowDeps, order: Order, step: OrderStep) {
  const options = {
    taskQueue: deps.taskQueue,
    workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    typedSearchAttributes: orderAttributes(order, deps.mode),
  };
  if (step === 'cancellation' && order.confirmedAt) {
    const workflowId = workflowIds.orderCancellation(deps.mode, order.id);
    const cancellation = {
      ...options,
      workflowId,
      staticSummary: orderSummary('Order cancellation', order),
      args: [{ orderId: order.id, tuning: deps.tuning }] as const,
    };
    return {
      workflowId,
      start: new WithStartWorkflowOperation(orderCancellationWorkflow, { ...cancellation, args: [...cancellation.args] }),
      begin: () => withTemporal(deps.client, () => deps.client.workflow.start(orderCancellationWorkflow, { ...cancellation, args: [...cancellation.args] })),
    };
  }
  const workflowId = workflowIds.order(deps.mode, order.agent.id, order.agentReference);
  const holding = { ...options, workflowId, staticSummary: orderSummary('Order', order), args: [orderInput(deps, order)] as [OrderInput] };
  return {
    workflowId,
    start: new WithStartWorkflowOperation(orderWorkflow, holding),
    begin: () => withTemporal(deps.client, () => deps.client.workflow.start(orderWorkflow, holding)),
  };
}

/**
 * Runs one step of an order for the API and waits up to `waitMs` for it to settle, in one
 * update-with-start: starts the order's workflow (or finds the one running: a repeat, or a start a
 * crash kept from happening) and waits for its `orderOutcome`. Returns once it settled; the caller
 * reads the order's rows for the answer. No answer in time: 503 SUPPLIER_UNAVAILABLE while the
 * workflow runs on (the agent's repeat finds it), SERVICE_UNAVAILABLE when Temporal did not answer.
 * A closed workflow is never run again: the rows say how it ended.
 */
export async function runOrderStep(deps: WorkflowDeps, order: Order, step: OrderStep, bookings?: OrderBooking[]): Promise<void> {
  const { workflowId, start } = stepWorkflow(deps, order, step);
  try {
    await deps.client.withDeadline(Date.now() + Math.max(deps.waitMs, TEMPORAL_CALL_MS), () =>
      deps.client.workflow.executeUpdateWithStart(orderOutcomeUpdate, { startWorkflowOperation: start, args: bookings ? [step, bookings] : [step] }),
    );
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError || err instanceof WorkflowUpdateFailedError || isWorkflowNotFound(err)) return;
    if (err instanceof WorkflowUpdateRPCTimeoutOrCancelledError || isTemporalUnreachable(err)) throw await whyNoAnswer(deps, workflowId);
    if (err instanceof ServiceError) throw serviceUnavailable();
    throw err;
  }
}

/** Starts the order's workflow for the step its rows are in, without waiting (housekeeping's re-drive): a running one is kept, a closed one never run again. */
export async function startOrderStep(deps: WorkflowDeps, order: Order): Promise<void> {
  const { begin } = stepWorkflow(deps, order, order.status === 'cancelling' ? 'cancellation' : 'creation');
  try {
    await begin();
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
