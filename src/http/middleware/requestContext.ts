import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../../logger.ts';

/**
 * Gives each request an id (answered as `Request-Id`, and as `X-Request-Id` as before) and a child logger, and logs one line per
 * request. The query string is left out of the log line: it may carry one-time codes.
 */
export function requestContext(logger: Logger): Middleware {
  return async function requestContextMiddleware(ctx, next) {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    ctx.state.log = log;
    ctx.set('Request-Id', requestId);
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const account = (ctx.state.account as { id?: string } | undefined)?.id;
      log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started), account }, 'request');
    }
  };
}
