import { Router } from '@koa/router';
import type { Guards } from '../http/guards.ts';
import { validate } from '../http/middleware/validate.ts';
import type { AuthState } from '../http/state.ts';
import type { Products } from '../catalog/products.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { announceChange } from './announce.ts';
import { readFeed } from './feed.ts';
import { pushChange } from './push.ts';
import { AvailabilityChangeBody, AvailabilityChangesQuery } from './schemas.ts';

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

  router.post('/availability_changes', guards.authenticated, guards.idempotent, validate({ body: AvailabilityChangeBody }), async (ctx) => {
    const { change, answer } = await pushChange(ctx.state.em, { products, caller: ctx.state.account, body: ctx.state.input.body, log: ctx.state.log });
    ctx.state.log.info({ product: answer.product, dates: answer.dates.length, sequence: answer.sequence }, 'availability change pushed');
    await announceChange({ ...workflows, log: ctx.state.log }, change);
    ctx.body = answer;
  });

  router.get('/availability_changes', guards.authenticated, validate({ query: AvailabilityChangesQuery }), async (ctx) => {
    ctx.body = await readFeed(ctx.state.em, ctx.state.account, ctx.state.input.query);
  });

  return router;
}
