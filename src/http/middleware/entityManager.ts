import type { Middleware } from 'koa';
import type { Db } from '../../db/orm.ts';

/**
 * A fresh EntityManager per request, so no identity map leaks between requests: live mode's, until
 * test-mode credentials switch it (auth.ts).
 */
export function entityManager(db: Db): Middleware {
  return async function entityManagerMiddleware(ctx, next) {
    ctx.state.db = db.of('live');
    ctx.state.mode = 'live';
    ctx.state.em = ctx.state.db.fork();
    await next();
  };
}
