import { Router } from '@koa/router';
import type { AccountLimit } from '../limits/accountLimit.ts';
import { NoBody, type Guards } from '../http/guards.ts';
import { defineOperation, mountOperations } from '../http/operation.ts';
import type { AuthState } from '../http/state.ts';
import * as R from './responses.ts';
import type { WorkflowDeps } from '../temporal/workflowDeps.ts';
import { deliveryView, findDelivery, listDeliveries } from './log.ts';
import { redeliver } from './redeliver.ts';
import { sendTestNotification } from './test.ts';
import { NotificationParams, NotificationsQuery } from './schemas.ts';

export const notificationOperations = {
  list: defineOperation({
    method: 'get',
    path: '/notifications',
    tag: 'Notifications',
    summary: 'The delivery log of the notifications sent to the caller',
    auth: true,
    query: NotificationsQuery,
    response: R.Deliveries,
    responseHeaders: {
      'X-Total-Count': 'Notifications matching the filters, all pages; left out with `count=false` and on a page read with `after`',
      'X-Next-Cursor': 'Pass as `after` for the next page; absent on the last page',
    },
    errors: ['INVALID_DATE'],
  }),
  find: defineOperation({
    method: 'get',
    path: '/notifications/:id',
    tag: 'Notifications',
    summary: 'One notification sent to the caller',
    auth: true,
    params: NotificationParams,
    response: R.Delivery,
    errors: ['NOTIFICATION_NOT_FOUND'],
  }),
  // A signed `test` event to the caller's own notification_url, now: the answer says what its receiver said.
  test: defineOperation({
    method: 'post',
    path: '/notifications/test',
    tag: 'Notifications',
    summary: 'Send a signed test notification to the caller’s own notification_url, now',
    description:
      'POST {notification_url}/test with a `test` event (signed once the account has a webhook secret), with an Idempotency-Key and `webhook-id`, as every notification is, and kept in the ' +
      'delivery log. One attempt, awaited: the answer is the log entry with what the receiver said (`last_status`: `200`, `401 INVALID_SIGNATURE`, ' +
      '`CONNECTION`…). One attempt per asking: never retried, `failed` once tried and refused; POST /v1/notifications/{id}/redeliver tries once more. ' +
      'At most 10 a minute per account (429 with Retry-After).',
    auth: true,
    body: NoBody,
    response: R.Delivery,
    errors: [],
  }),
  redeliver: defineOperation({
    method: 'post',
    path: '/notifications/:id/redeliver',
    tag: 'Notifications',
    summary: 'Send a notification again',
    description: 'Delivered or not, with the same `webhook-id` and Idempotency-Key; retried like the first delivery. A redelivery already running is joined.',
    auth: true,
    idempotent: true,
    params: NotificationParams,
    body: NoBody,
    status: 202,
    response: R.Delivery,
    errors: ['NOTIFICATION_NOT_FOUND'],
  }),
};

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
  const route = mountOperations(router, guards);

  route(notificationOperations.list, async (ctx) => {
    const { entries, total, next } = await listDeliveries(ctx.state.em, ctx.state.account, ctx.state.input.query);
    if (total !== null) ctx.set('X-Total-Count', String(total));
    if (next) ctx.set('X-Next-Cursor', next);
    ctx.body = entries.map(deliveryView);
  });

  route(notificationOperations.find, async (ctx) => {
    ctx.body = deliveryView(await findDelivery(ctx.state.em, ctx.state.account, ctx.state.input.params.id));
  });

  route(notificationOperations.redeliver, async (ctx) => {
    const entry = await findDelivery(ctx.state.em, ctx.state.account, ctx.state.input.params.id);
    await redeliver({ ...workflows, mode: ctx.state.mode }, entry);
    ctx.state.log.info({ notification: entry.id }, 'redelivery requested');
    ctx.body = deliveryView(entry);
  });

  route(notificationOperations.test, async (ctx) => {
    await testLimit.consume(ctx.state.account.id, ctx.state.mode);
    const entry = await sendTestNotification(ctx.state.em, ctx.state.account, workflows);
    ctx.state.log.info({ notification: entry.id, answered: entry.last_status }, 'test notification sent');
    ctx.body = deliveryView(entry);
  });

  return router;
}
