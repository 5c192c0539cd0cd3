import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { MODE_HEADER, type Mode } from '../../domain/mode.ts';
import type { Logger } from '../../logger.ts';

/**
 * What the app gives the HTTP layer: the mode the credentials ask for (the accounts area knows its
 * tokens) and, when the request log is on, where each answered request goes.
 */
export type RequestContextDeps = {
  modeOfCredentials: (authorization: string) => Mode;
  record?: ((ctx: Context, requestId: string, startedAt: Date, ms: number) => void) | undefined;
};

/**
 * Gives each request an id (answered as `Request-Id`, and as `X-Request-Id` as before) and a child logger, and logs one line per
 * request. The query string is left out of the log line: it may carry one-time codes. An
 * authenticated account's request also goes to its request log (GET /v1/requests), buffered.
 */
export function requestContext(logger: Logger, { modeOfCredentials, record }: RequestContextDeps): Middleware {
  return async function requestContextMiddleware(ctx, next) {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    ctx.state.log = log;
    ctx.set('Request-Id', requestId);
    ctx.set('X-Request-Id', requestId);
    // The credentials choose the mode (src/accounts/authenticate.ts checks them later): known from the start, so that every
    // answer says it, a refusal before any route (a body that is not JSON, an unknown address) too.
    ctx.state.mode = modeOfCredentials(ctx.get('authorization'));
    const startedAt = new Date();
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.set(MODE_HEADER, ctx.state.mode as Mode);
      const ms = performance.now() - started;
      const account = (ctx.state.account as { id?: string } | undefined)?.id;
      log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms), account }, 'request');
      record?.(ctx, requestId, startedAt, ms);
    }
  };
}
