import { Router } from '@koa/router';
import { ApiError } from '../errors.ts';
import { NoBody, type Guards } from '../http/guards.ts';
import { defineOperation, mountOperations } from '../http/operation.ts';
import type { AuthState } from '../http/state.ts';
import * as R from './responses.ts';
import type { SecretBox } from '../signing/secretBox.ts';
import { rotateWebhookSecret } from '../signing/secrets.ts';

export const webhookOperations = {
  // Not idempotent: the answer is a secret, which must never be stored to be replayed.
  rotateSecret: defineOperation({
    method: 'post',
    path: '/account/webhook_secret',
    modes: 'live',
    tag: 'Notifications',
    summary: 'Make or replace the webhook signing secret',
    description:
      'Every notification to this account is then signed (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`). ' +
      'A replaced secret goes on signing beside the new one for 24 hours. The secret is shown in this answer only; Idempotency-Key is ignored.',
    auth: true,
    body: NoBody,
    response: R.WebhookSecret,
    errors: ['WEBHOOKS_NOT_CONFIGURED'],
  }),
};

/** The caller's webhook signing secret: made or replaced here, shown in this answer only. */
export function webhookRoutes({ guards, box }: { guards: Guards; box: SecretBox | undefined }) {
  const router = new Router<AuthState>({ sensitive: true });
  const route = mountOperations(router, guards);

  route(webhookOperations.rotateSecret, async (ctx) => {
    if (!box) throw new ApiError('WEBHOOKS_NOT_CONFIGURED');
    const { secret, generation, previousRetiresAt } = await rotateWebhookSecret(ctx.state.em, ctx.state.account, box);
    ctx.state.log.info({ account: ctx.state.account.id, generation }, 'webhook secret rotated');
    ctx.body = { webhook_secret: secret, generation, previous_secret_expires: previousRetiresAt?.toISOString() ?? null };
  });

  return router;
}
