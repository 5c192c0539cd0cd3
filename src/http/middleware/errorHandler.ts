import type { Middleware } from 'koa';
import type { Logger } from '../../logger.ts';
import { ApiError, ERROR_STATUS, serviceUnavailable, type ErrorCode } from '../../errors.ts';
import { isTemporalNotSetUp, isTemporalRefusingUs } from '../../temporal/calls.ts';
import { errorDetail } from '../errorDetail.ts';

// Errors thrown by Koa, the body parser (co-body / raw-body) or http-errors carry a status
// and sometimes a `type`; they are translated into the vocabulary here, in one place.
function translate(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err;
  // Temporal lacks our namespace or search attributes, or refuses our credentials: an operator's
  // fix, the agent's retry (the cause is logged with the 503, and /ready names what is wrong).
  if (isTemporalNotSetUp(err) || isTemporalRefusingUs(err)) return serviceUnavailable(err);
  const e = err as { status?: unknown; statusCode?: unknown; type?: unknown; expose?: unknown };
  // A body that does not decompress as its Content-Encoding says is the client's error (zlib codes Z_*, brotli ERR__*).
  if (typeof (e as { code?: unknown })?.code === 'string' && /^(Z_|ERR__|ERR_ZLIB|ERR_BROTLI)/.test((e as { code: string }).code)) {
    return new ApiError('INVALID_REQUEST', { cause: err });
  }
  const status = typeof e?.status === 'number' ? e.status : typeof e?.statusCode === 'number' ? e.statusCode : undefined;
  // The router answers a method it does not know at all (TRACE, PROPFIND) with 501: to the client it is just not allowed.
  if (status === 501) return new ApiError('METHOD_NOT_ALLOWED', { cause: err });
  if (status === undefined || status >= 500) return undefined;
  const byType: Record<string, ErrorCode> = {
    'entity.parse.failed': 'INVALID_JSON',
    'entity.too.large': 'PAYLOAD_TOO_LARGE',
    'encoding.unsupported': 'UNSUPPORTED_MEDIA_TYPE',
    'charset.unsupported': 'UNSUPPORTED_MEDIA_TYPE',
    'request.size.invalid': 'INVALID_REQUEST',
    'request.aborted': 'INVALID_REQUEST',
  };
  const byStatus: Record<number, ErrorCode> = {
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
  };
  // co-body reports unparsable JSON as a SyntaxError carrying status 400.
  if (err instanceof SyntaxError && status === 400) return new ApiError('INVALID_JSON', { cause: err });
  const code = (typeof e.type === 'string' ? byType[e.type] : undefined) ?? byStatus[status] ?? 'INVALID_REQUEST';
  return new ApiError(code, { cause: err });
}

/**
 * Renders every failure as `{"error": CODE}` with an `Error-Detail` header saying why; unexpected
 * ones are logged and become 500 INTERNAL_ERROR.
 */
export function errorHandler(logger: Logger): Middleware {
  return async function errorHandlerMiddleware(ctx, next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new ApiError('NOT_FOUND');
    } catch (err) {
      const apiError = translate(err);
      const log = (ctx.state.log as Logger | undefined) ?? logger;
      if (apiError) {
        ctx.status = apiError.status;
        ctx.set(apiError.headers);
        ctx.set('Error-Detail', errorDetail(apiError.code, apiError.detail));
        ctx.body = { error: apiError.code };
        // A 502/503 is an answer we chose (the supplier or Temporal is away), not a bug: one line, no stack.
        if (apiError.status >= 500)
          log.warn({ code: apiError.code, cause: apiError.cause instanceof Error ? apiError.cause.message : undefined }, 'request answered unavailable');
      } else {
        log.error({ err }, 'unhandled error');
        ctx.status = ERROR_STATUS.INTERNAL_ERROR;
        // Never the error's own message: it may quote SQL, a URL with its password, a stack.
        ctx.set('Error-Detail', errorDetail('INTERNAL_ERROR', undefined));
        ctx.body = { error: 'INTERNAL_ERROR' };
      }
    }
  };
}
