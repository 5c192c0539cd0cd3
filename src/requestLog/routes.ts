import { Router } from '@koa/router';
import type { Guards } from '../http/guards.ts';
import { defineOperation, mountOperations } from '../http/operation.ts';
import type { AuthState } from '../http/state.ts';
import * as R from './responses.ts';
import { findRequest, listRequests } from './read.ts';
import { RequestParams, RequestsQuery } from './schemas.ts';
import type { RequestLog } from './store.ts';

export const requestLogOperations = {
  list: defineOperation({
    method: 'get',
    path: '/requests',
    tag: 'Request log',
    summary: 'The caller’s own recent requests, newest first',
    description:
      'Every request the account made with valid credentials to an operation in the last 7 days (not the refusals of a body before its credentials are checked: INVALID_JSON, 413, 415): method, path (secret query values replaced), status, error code and ' +
      'Error-Detail, Idempotency-Key, time, duration and Request-Id. Entries appear within a second of the answer. `status` narrows to a class (`4xx`) or one ' +
      'status; `since` to entries at or after a time; `before` takes the `next` of the previous page. Never another account’s requests, never a body.',
    auth: true,
    query: RequestsQuery,
    response: R.RequestLogPage,
    errors: [],
  }),
  find: defineOperation({
    method: 'get',
    path: '/requests/:id',
    tag: 'Request log',
    summary: 'One of the caller’s requests, by its Request-Id',
    auth: true,
    params: RequestParams,
    response: R.RequestLogEntry,
    errors: ['REQUEST_NOT_FOUND'],
  }),
};

/** The caller's own recent requests: what it sent, what it got and why (issue 22 §1). */
export function requestLogRoutes({ guards, log }: { guards: Guards; log: RequestLog | undefined }) {
  const router = new Router<AuthState>({ sensitive: true });
  const route = mountOperations(router, guards);

  // Entries wait in this replica's buffer for a fraction of a second: written first, so that a
  // caller reading right after its request finds it (on this replica; others flush on their own).
  route(requestLogOperations.list, async (ctx) => {
    await log?.flush();
    ctx.body = await listRequests(ctx.state.db.pool, ctx.state.account.id, ctx.state.input.query);
  });

  route(requestLogOperations.find, async (ctx) => {
    await log?.flush();
    ctx.body = await findRequest(ctx.state.db.pool, ctx.state.account.id, ctx.state.input.params.id);
  });

  return router;
}
