import type { Db } from '../db/orm.ts';
import type { Logger } from '../logger.ts';
import { within } from '../within.ts';

const PROBE_MS = 5000;

/** Why PostgreSQL refused or did not answer, in words an operator acts on (never the URL's password). */
const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused (nothing listens at that host and port)',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be resolved now',
  ETIMEDOUT: 'the connection timed out',
  ECONNRESET: 'the connection was reset',
  '28P01': 'password authentication failed',
  '28000': 'the server refuses this user from here (pg_hba.conf)',
  '3D000': 'the database does not exist',
  '53300': 'too many connections',
  '57P03': 'the server is starting up or shutting down',
};

/** Where DATABASE_URL points, without user or password. */
export function describeDatabase(databaseUrl: string): { host: string; port: string; database: string } {
  try {
    const url = new URL(databaseUrl.replace(/^postgres(ql)?:/, 'http:'));
    return { host: url.hostname, port: url.port || '5432', database: url.pathname.slice(1) };
  } catch {
    return { host: '?', port: '?', database: '?' };
  }
}

/**
 * Reached at start, once: a role whose PostgreSQL cannot be reached says so and why in its log
 * (where DATABASE_URL points, the error's code and reason), instead of starting silently and
 * answering 503 on /ready. It goes on starting: a database still coming up is reached later.
 */
export async function reportPostgres(db: Db, databaseUrl: string, logger: Logger): Promise<boolean> {
  const where = describeDatabase(databaseUrl);
  try {
    await within(PROBE_MS, db.pool.query('select 1'));
    return true;
  } catch (err) {
    const e = err as { code?: string; message?: string };
    const password = (() => {
      try {
        return decodeURIComponent(new URL(databaseUrl.replace(/^postgres(ql)?:/, 'http:')).password);
      } catch {
        return '';
      }
    })();
    const message = (e.message ?? String(err)).slice(0, 200);
    const reason = (e.code && REASONS[e.code]) ?? (password ? message.split(password).join('***') : message);
    logger.error(
      { postgres: where, code: e.code },
      `PostgreSQL cannot be reached at ${where.host}:${where.port}/${where.database}: ${reason}; /ready answers 503 until it can`,
    );
    return false;
  }
}
