import { Router } from '@koa/router';
import { ApiError } from '../errors.ts';
import { NoBody, type Guards } from '../http/guards.ts';
import { validate } from '../http/middleware/validate.ts';
import type { AuthState } from '../http/state.ts';
import type { SecretBox } from './secretBox.ts';
import { rotateWebhookSecret } from './secrets.ts';

/** The caller's webhook signing secret: made or replaced here, shown in this answer only. */
export function webhookRoutes({ guards, box }: { guards: Guards; box: SecretBox | undefined }) {
  const router = new Router<AuthState>({ sensitive: true });

  // No `guards.idempotent`: the answer is a secret, which must never be stored to be replayed.
  router.post('/account/webhook_secret', guards.authenticated, validate({ body: NoBody }), async (ctx) => {
    if (!box) throw new ApiError('WEBHOOKS_NOT_CONFIGURED');
    const { secret, generation, previousRetiresAt } = await rotateWebhookSecret(ctx.state.em, ctx.state.account, box);
    ctx.state.log.info({ account: ctx.state.account.id, generation }, 'webhook secret rotated');
    ctx.body = { webhook_secret: secret, generation, previous_secret_expires: previousRetiresAt?.toISOString() ?? null };
  });

  return router;
}
