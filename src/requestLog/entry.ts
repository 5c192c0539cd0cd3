import type { Context } from 'koa';
import type { Mode } from '../domain/mode.ts';

/** One answered request, as the request log keeps it. */
export type RequestLogEntry = {
  /** Kept in that mode's log: a test request is never in the live log, nor a live one in the test log. */
  mode: Mode;
  requestId: string;
  accountId: string;
  method: string;
  path: string;
  status: number;
  error: string | null;
  errorDetail: string | null;
  idempotencyKey: string | null;
  at: Date;
  durationMs: number;
};

const MAX_PATH_CHARS = 2_000;
// Query parameters whose values are secrets wherever they appear: the log shows the name, not the value.
const SECRET_PARAMS = /^(code|token|secret|password|key|signature|access_token)$/i;

/** The path and query as received, with secret values replaced and anything unprintable escaped. */
export function loggablePath(path: string, querystring: string): string {
  let query = '';
  if (querystring) {
    const params = new URLSearchParams(querystring);
    for (const name of new Set(params.keys())) if (SECRET_PARAMS.test(name)) params.set(name, 'redacted');
    query = `?${params.toString()}`;
  }
  const text = `${path}${query}`.replaceAll(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c));
  return text.length > MAX_PATH_CHARS ? `${text.slice(0, MAX_PATH_CHARS - 1)}…` : text;
}

/** The entry for an answered request of an authenticated account; undefined for anyone else's. */
export function entryFor(ctx: Context, requestId: string, startedAt: Date, durationMs: number): RequestLogEntry | undefined {
  const account = (ctx.state.account as { id?: string } | undefined)?.id;
  if (!account || !ctx.path.startsWith('/v1/')) return undefined;
  const error = ctx.status >= 400 ? (ctx.body as { error?: unknown } | undefined)?.error : undefined;
  const key = ctx.get('idempotency-key');
  return {
    mode: (ctx.state.mode as Mode | undefined) ?? 'live',
    requestId,
    accountId: account,
    method: ctx.method.slice(0, 10),
    path: loggablePath(ctx.path, ctx.querystring),
    status: ctx.status,
    error: typeof error === 'string' ? error.slice(0, 64) : null,
    errorDetail: ctx.status >= 400 ? ctx.response.get('Error-Detail') || null : null,
    idempotencyKey: key ? key.replaceAll(/[^\x21-\x7e]/g, '?').slice(0, 200) : null,
    at: startedAt,
    durationMs,
  };
}
