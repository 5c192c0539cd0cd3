import type { Middleware } from 'koa';
import type { Db } from '../../db/orm.ts';

/** A fresh EntityManager per request, so no identity map leaks between requests. */
export function entityManager(db: Db): Middleware {
  return async function entityManagerMiddleware(ctx, next) {
    ctx.state.em = db.fork();
    await next();
  };
}
