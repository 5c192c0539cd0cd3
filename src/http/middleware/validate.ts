import type { Middleware } from 'koa';
import type { z } from 'zod';
import { ApiError, isErrorCode } from '../../errors.ts';
import { issueDetail } from '../errorDetail.ts';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
export type Input<S extends Schemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.infer<S[K]> : never;
};

/**
 * Parses body, query and params with zod and hands the typed result to the handler as
 * `ctx.state.input`. A schema names its own error code by giving a SCREAMING_SNAKE_CASE message
 * (for example `z.email({ error: 'INVALID_EMAIL' })`); anything else is INVALID_REQUEST. The first
 * issue's field and reason go in the `Error-Detail` header.
 */
export function validate<S extends Schemas>(schemas: S): Middleware<{ input: Input<S> }> {
  return async function validateMiddleware(ctx, next) {
    const input: Record<string, unknown> = {};
    const sources = {
      body: ctx.request.body ?? {},
      query: ctx.query,
      params: (ctx as unknown as { params?: unknown }).params ?? {},
    };
    for (const key of ['params', 'query', 'body'] as const) {
      const schema = schemas[key];
      if (!schema) continue;
      const result = schema.safeParse(sources[key]);
      if (!result.success) {
        const issue = result.error.issues[0];
        const message = issue?.message ?? '';
        throw new ApiError(isErrorCode(message) ? message : 'INVALID_REQUEST', { detail: issueDetail(issue, key) });
      }
      input[key] = result.data;
    }
    ctx.state.input = input as Input<S>;
    await next();
  };
}
