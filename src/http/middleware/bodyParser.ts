import { bodyParser as koaBodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { ApiError } from '../../errors.ts';

export const BODY_LIMIT = '100kb';
/** A CSV rate table of a thousand rules' rows (issue 43 §5): only operations that read CSV take one (src/http/operation.ts `csvBody`). */
export const CSV_BODY_LIMIT = '1mb';

/**
 * JSON and form-encoded bodies up to 100 kB, and `text/csv` up to 1 MB, read as text. A body in
 * any other media type is refused with 415 rather than silently read as `{}`.
 */
export function bodyParser(): Middleware {
  const parse = koaBodyParser({
    enableTypes: ['json', 'form', 'text'],
    extendTypes: { text: ['text/csv'] },
    jsonLimit: BODY_LIMIT,
    formLimit: BODY_LIMIT,
    textLimit: CSV_BODY_LIMIT,
    jsonStrict: true,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  });
  return async function bodyParserMiddleware(ctx, next) {
    const hasBody = ctx.request.length > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) && !ctx.is('json', 'urlencoded', 'text/csv')) {
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
    }
    return parse(ctx, next);
  };
}
