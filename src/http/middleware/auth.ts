import type { EntityManager } from '@mikro-orm/postgresql';
import type { Middleware } from 'koa';
import { Account } from '../../db/entities/index.ts';
import { normalizeIdentifier } from '../../domain/accountRules.ts';
import { secretMatches } from '../../domain/secrets.ts';
import { ApiError } from '../errors.ts';

const CHALLENGE = { 'WWW-Authenticate': 'Basic realm="v1", charset="UTF-8"' };

function parseBasic(header: string): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // A NUL cannot be in any identifier (and PostgreSQL text refuses it).
  if (colon <= 0 || decoded.includes('\0')) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function findAccountByIdentifier(em: EntityManager, identifier: string): Promise<Account | null> {
  const id = normalizeIdentifier(identifier);
  return em.findOne(Account, { $or: [{ email: id }, { domain: id }] });
}

/** HTTP Basic: user = account email or domain, password = token. Sets `ctx.state.account`. */
export function authenticate(): Middleware {
  return async function authenticateMiddleware(ctx, next) {
    const credentials = parseBasic(ctx.get('authorization'));
    const account = credentials && (await findAccountByIdentifier(ctx.state.em, credentials.user));
    if (!credentials || !account || !secretMatches(credentials.password, account.tokenHash)) {
      throw new ApiError('UNAUTHORIZED', { headers: CHALLENGE });
    }
    ctx.state.account = account;
    await next();
  };
}
