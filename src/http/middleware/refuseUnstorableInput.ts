import type { Middleware } from 'koa';
import { textProblem, unstorable } from '../../domain/storableText.ts';
import { ApiError } from '../../errors.ts';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Refuses, before any handler or query runs, a path, query or body that PostgreSQL could not
 * store or that is nested deeper than any request of this API (see domain/storableText.ts). Runs
 * before authentication: a body too deep must not cost more than its parse.
 */
export function refuseUnstorableInput(): Middleware {
  return async function refuseUnstorableInputMiddleware(ctx, next) {
    // The parsed query, not the raw text: one malformed escape must not hide a NUL in another parameter.
    if (textProblem(decoded(ctx.path)) || unstorable(ctx.query) || unstorable(ctx.request.body)) {
      throw new ApiError('INVALID_REQUEST');
    }
    await next();
  };
}
