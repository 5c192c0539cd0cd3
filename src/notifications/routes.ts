import { Router } from '@koa/router';
import type { AccountLimit } from '../accounts/accountLimit.ts';
import { NoBody, type Guards } from '../http/guards.ts';
import { validate } from '../http/middleware/validate.ts';
import type { AuthState } from '../http/state.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { deliveryView, findDelivery, listDeliveries } from './log.ts';
import { redeliver } from './redeliver.ts';
import { sendTestNotification } from './test.ts';
import { NotificationParams, NotificationsQuery } from './schemas.ts';

/** The delivery log of the notifications the caller receives, and redelivery on request. */
export function notificationRoutes({
  guards,
  workflows,
  testLimit,
}: {
  guards: Guards;
  workflows: Pick<WorkflowDeps, 'client' | 'taskQueue' | 'tuning' | 'waitMs'>;
  /** TEST_NOTIFICATION_LIMIT per account: each test is a call to the account's receiver. */
  testLimit: AccountLimit;
}) {
  const router = new Router<AuthState>({ sensitive: true });

  router.get('/notifications', guards.authenticated, validate({ query: NotificationsQuery }), async (ctx) => {
    const { entries, total } = await listDeliveries(ctx.state.em, ctx.state.account, ctx.state.input.query);
    ctx.set('X-Total-Count', String(total));
    ctx.body = entries.map(deliveryView);
  });

  router.get('/notifications/:id', guards.authenticated, validate({ params: NotificationParams }), async (ctx) => {
    ctx.body = deliveryView(await findDelivery(ctx.state.em, ctx.state.account, ctx.state.input.params.id));
  });

  router.post('/notifications/:id/redeliver', guards.authenticated, guards.idempotent, validate({ params: NotificationParams, body: NoBody }), async (ctx) => {
    const entry = await findDelivery(ctx.state.em, ctx.state.account, ctx.state.input.params.id);
    await redeliver(workflows, entry);
    ctx.state.log.info({ notification: entry.id }, 'redelivery requested');
    ctx.status = 202;
    ctx.body = deliveryView(entry);
  });

  // A signed `test` event to the caller's own notification_url, now: the answer says what its receiver said.
  router.post('/notifications/test', guards.authenticated, validate({ body: NoBody }), async (ctx) => {
    await testLimit.consume(ctx.state.account.id);
    const entry = await sendTestNotification(ctx.state.em, ctx.state.account, workflows);
    ctx.state.log.info({ notification: entry.id, answered: entry.last_status }, 'test notification sent');
    ctx.body = deliveryView(entry);
  });

  return router;
}
