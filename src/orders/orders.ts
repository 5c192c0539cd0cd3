import type { Products } from '../catalog/products.ts';
import type { WorkflowEngine } from '../temporal/workflowDeps.ts';
import { cancelOrder, quoteOrderCancellation } from './cancel.ts';
import { confirmOrder, type OrderRequest } from './confirm.ts';
import { createOrder, type CreateRequest } from './create.ts';
import { listOrders } from './list.ts';
import { findAgentOrder } from './load.ts';

/** The agent's orders (issue 44): create (hold every item), confirm, cancel (each through the order's workflow), quote, look up. */
export function createOrders(deps: { products: Products; workflows: WorkflowEngine }) {
  return {
    create: (request: CreateRequest) => createOrder(deps, request),
    confirm: (request: OrderRequest) => confirmOrder(deps, request),
    cancel: (request: OrderRequest) => cancelOrder(deps, request),
    quoteCancellation: quoteOrderCancellation,
    list: listOrders,
    find: (request: Pick<OrderRequest, 'em' | 'agent' | 'reference'>) => findAgentOrder(request.em, request.agent, request.reference),
  };
}

export type Orders = ReturnType<typeof createOrders>;
