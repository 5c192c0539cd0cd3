import { Router } from '@koa/router';
import type pg from 'pg';
import type { Guards } from '../http/guards.ts';
import { validate } from '../http/middleware/validate.ts';
import type { AuthState } from '../http/state.ts';
import { findRequest, listRequests } from './read.ts';
import { RequestParams, RequestsQuery } from './schemas.ts';
import type { RequestLog } from './store.ts';

/** The caller's own recent requests: what it sent, what it got and why (issue 22 §1). */
export function requestLogRoutes({ guards, pool, log }: { guards: Guards; pool: pg.Pool; log: RequestLog | undefined }) {
  const router = new Router<AuthState>({ sensitive: true });

  // Entries wait in this replica's buffer for a fraction of a second: written first, so that a
  // caller reading right after its request finds it (on this replica; others flush on their own).
  router.get('/requests', guards.authenticated, validate({ query: RequestsQuery }), async (ctx) => {
    await log?.flush();
    ctx.body = await listRequests(pool, ctx.state.account.id, ctx.state.input.query);
  });

  router.get('/requests/:id', guards.authenticated, validate({ params: RequestParams }), async (ctx) => {
    await log?.flush();
    ctx.body = await findRequest(pool, ctx.state.account.id, ctx.state.input.params.id);
  });

  return router;
}
