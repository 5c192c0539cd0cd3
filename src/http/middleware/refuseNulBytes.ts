import type { Middleware } from 'koa';
import { ApiError } from '../errors.ts';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * PostgreSQL text cannot hold a NUL character: one in a path, query or body would fail deep in a
 * query as a 500. No field of this API has a use for it, so such a request is refused up front.
 */
export function refuseNulBytes(): Middleware {
  return async function refuseNulBytesMiddleware(ctx, next) {
    const inBody = ctx.request.body !== undefined && JSON.stringify(ctx.request.body).includes('\\u0000');
    // The parsed query, not the raw text: one malformed escape must not hide a NUL in another parameter.
    const inQuery = JSON.stringify(ctx.query).includes('\\u0000');
    if (decoded(ctx.path).includes('\0') || inQuery || inBody) {
      throw new ApiError('INVALID_REQUEST');
    }
    await next();
  };
}
