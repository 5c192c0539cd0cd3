import { Router } from '@koa/router';
import type { Guards } from '../http/guards.ts';
import { defineOperation, mountOperations, SUPPLIER_FAILURES } from '../http/operation.ts';
import type { AuthState } from '../http/state.ts';
import * as R from './responses.ts';
import type { Products } from '../catalog/products.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { announceChange } from './announce.ts';
import { readFeed } from './feed.ts';
import { pushChange } from './push.ts';
import { AvailabilityChangeBody, AvailabilityChangesQuery } from './schemas.ts';

export const availabilityChangeOperations = {
  push: defineOperation({
    method: 'post',
    path: '/availability_changes',
    tag: 'Availability changes',
    summary: 'Tell the marketplace that availability changed (suppliers)',
    description:
      'The product’s days are dropped from the cache before this answers: the next read of them asks the supplier. Each date becomes a change event ' +
      '(in the feed for a week, and announced to the agents that asked for `availability.updated` notices). Name `dates` (at most 366) or `from` and `to` ' +
      '(at most 366 days). A delegate pushes for the products it serves, naming their owner in `supplier`. Another account’s product is 403 whether or not it exists.',
    auth: true,
    idempotent: true,
    body: AvailabilityChangeBody,
    response: R.PushedChange,
    errors: ['INVALID_DATE', 'INVALID_DATE_RANGE', 'DATE_RANGE_TOO_LARGE', 'FORBIDDEN', 'PRODUCT_NOT_FOUND', 'OPTION_NOT_FOUND', ...SUPPLIER_FAILURES],
  }),
  feed: defineOperation({
    method: 'get',
    path: '/availability_changes',
    tag: 'Availability changes',
    summary: 'The feed of availability changes on the products the caller may sell',
    description:
      'In sequence order, from the cursor `since` (absent: the oldest change kept), at most `limit` (100 by default, 1000 at most). Changes are kept 7 days: ' +
      'an older cursor is 410 CURSOR_EXPIRED — read availability again, then follow from the `next` of a request without `since`. A change made by the supplier ' +
      '(`source: supplier`) or by a sale here (`marketplace`) is in it either way.',
    auth: true,
    query: AvailabilityChangesQuery,
    response: R.ChangeFeed,
    errors: ['CURSOR_EXPIRED'],
  }),
};

/** Suppliers push availability changes; agents read the feed of changes on what they may sell. */
export function availabilityChangeRoutes({
  guards,
  products,
  workflows,
}: {
  guards: Guards;
  products: Products;
  workflows: Pick<WorkflowDeps, 'client' | 'taskQueue' | 'tuning'>;
}) {
  const router = new Router<AuthState>({ sensitive: true });
  const route = mountOperations(router, guards);

  route(availabilityChangeOperations.push, async (ctx) => {
    const { change, answer } = await pushChange(ctx.state.em, { products, caller: ctx.state.account, body: ctx.state.input.body, log: ctx.state.log });
    ctx.state.log.info({ product: answer.product, dates: answer.dates.length, sequence: answer.sequence }, 'availability change pushed');
    await announceChange({ ...workflows, log: ctx.state.log, mode: ctx.state.mode }, change);
    ctx.body = answer;
  });

  route(availabilityChangeOperations.feed, async (ctx) => {
    ctx.body = await readFeed(ctx.state.em, ctx.state.account, ctx.state.input.query);
  });

  return router;
}
