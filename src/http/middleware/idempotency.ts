import type { Middleware } from 'koa';
import { requestHash } from '../../requestHash.ts';
import { IDEMPOTENCY_STALE_SECONDS } from '../../domain/idempotencyKeys.ts';
import { ApiError } from '../../errors.ts';
import type { AuthState } from '../state.ts';
import { errorDetail } from '../errorDetail.ts';

const KEY = /^[\x21-\x7e]{1,200}$/;
const STALE_SECONDS = IDEMPOTENCY_STALE_SECONDS;

/**
 * An agent's `Idempotency-Key` on a POST route that names this guard (never one whose answer
 * carries a secret): the first response (2xx or 4xx) is stored and replayed
 * for the same key and body; a 5xx is not stored, so the repeat runs again. The same key with
 * another body is 422 IDEMPOTENCY_KEY_REUSED; while the first is still running, 409. Keys are
 * forgotten after a week (housekeeping).
 */
export function idempotency(): Middleware<AuthState> {
  return async function idempotencyMiddleware(ctx, next) {
    const key = ctx.get('idempotency-key');
    if (ctx.method !== 'POST' || !key) return next();
    if (!KEY.test(key)) throw new ApiError('INVALID_REQUEST');
    const { em, account } = ctx.state;
    const connection = em.getConnection();
    const hash = requestHash({ path: ctx.path, body: ctx.request.body ?? null });
    // A first request that died mid-way (a crashed process) leaves its record unanswered: after
    // STALE_SECONDS a repeat takes the key over instead of hearing REQUEST_IN_PROGRESS forever.
    await connection.execute(
      `delete from idempotency_record where account_id = ? and key = ? and status_code is null and created_at < now() - make_interval(secs => ?)`,
      [account.id, key, STALE_SECONDS],
    );
    const inserted: unknown[] = await connection.execute(
      `insert into idempotency_record (account_id, key, request_hash) values (?, ?, ?) on conflict do nothing returning key`,
      [account.id, key, hash],
    );
    if (inserted.length === 0) {
      const [record] = await connection.execute<{ request_hash: string; status_code: number | null; response_body: unknown; error_detail: string | null }[]>(
        `select request_hash, status_code, response_body, error_detail from idempotency_record where account_id = ? and key = ?`,
        [account.id, key],
      );
      if (!record || record.request_hash !== hash) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
      if (record.status_code === null) throw new ApiError('REQUEST_IN_PROGRESS');
      ctx.status = record.status_code;
      ctx.body = record.response_body;
      ctx.set('Idempotent-Replayed', 'true');
      if (record.status_code >= 400) {
        const code = (record.response_body as { error?: unknown } | null)?.error;
        ctx.set('Error-Detail', errorDetail(typeof code === 'string' ? code : '', record.error_detail ?? undefined));
      }
      return;
    }
    let stored = false;
    try {
      await next();
      if (ctx.status < 500) {
        await connection.execute(`update idempotency_record set status_code = ?, response_body = ?::jsonb where account_id = ? and key = ?`, [
          ctx.status,
          JSON.stringify(ctx.body ?? null),
          account.id,
          key,
        ]);
        stored = true;
      }
    } catch (err) {
      // Errors become responses in the error handler, outside this middleware: store 4xx answers here.
      const status = (err as { status?: number }).status;
      if (err instanceof ApiError && status !== undefined && status < 500) {
        await connection.execute(`update idempotency_record set status_code = ?, response_body = ?::jsonb, error_detail = ? where account_id = ? and key = ?`, [
          status,
          JSON.stringify({ error: err.code }),
          errorDetail(err.code, err.detail),
          account.id,
          key,
        ]);
        stored = true;
      }
      throw err;
    } finally {
      if (!stored) await connection.execute(`delete from idempotency_record where account_id = ? and key = ?`, [account.id, key]);
    }
  };
}
