import type { Middleware } from 'koa';
import type { Db } from '../../db/orm.ts';
import type { Mode } from '../../domain/mode.ts';

/**
 * A fresh EntityManager per request, so no identity map leaks between requests: of the mode the
 * credentials ask for (requestContext.ts; live without), which auth.ts keeps once it checked them.
 */
export function entityManager(db: Db): Middleware {
  return async function entityManagerMiddleware(ctx, next) {
    ctx.state.mode = (ctx.state.mode as Mode | undefined) ?? 'live';
    ctx.state.db = db.of(ctx.state.mode as Mode);
    ctx.state.em = ctx.state.db.fork();
    await next();
  };
}
