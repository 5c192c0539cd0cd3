import { Router } from '@koa/router';
import { NoBody, type Guards } from '../http/guards.ts';
import { defineOperation, mountOperations } from '../http/operation.ts';
import type { AuthState } from '../http/state.ts';
import * as R from './responses.ts';
import type { RequestLog } from '../requestLog/store.ts';
import { TEST_DATA_RETENTION_DAYS, wipeTestData } from './wipe.ts';

export const testModeOperations = {
  wipe: defineOperation({
    method: 'delete',
    path: '/test_data',
    modes: 'test',
    tag: 'Test mode',
    summary: 'Delete the caller’s test data',
    description:
      'Test mode only (the test token). Deletes what the caller made in test mode: the reservations and bookings it sold (with their tickets, redemptions and notifications), ' +
      'the notifications it received, its request log, Idempotency-Keys and availability pushes, and its simulated supplier’s records. Nothing of another account, nothing live. ' +
      `Held reservations and bookings with a step in flight are kept (a workflow still acts on them) and counted. Housekeeping deletes everyone’s test data older than ${TEST_DATA_RETENTION_DAYS} days.`,
    auth: true,
    body: NoBody,
    response: R.TestDataWiped,
    errors: [],
  }),
};

/** Test mode's own operations (issue 31). */
export function testModeRoutes({ guards, log }: { guards: Guards; log: RequestLog | undefined }) {
  const router = new Router<AuthState>({ sensitive: true });
  const route = mountOperations(router, guards);

  route(testModeOperations.wipe, async (ctx) => {
    // The entries of the caller's last requests may still wait in this replica's buffer: written
    // first, so that the wipe takes them too (only the wipe's own entry follows it).
    await log?.flush();
    const result = await wipeTestData(ctx.state.em, ctx.state.account.id);
    ctx.state.log.info({ account: ctx.state.account.id, ...result.deleted }, 'test data wiped');
    ctx.body = result;
  });

  return router;
}
