import type { Middleware } from 'koa';
import { findAccountByIdentifier } from '../../accounts/find.ts';
import { secretMatches } from '../../domain/secrets.ts';
import { ApiError, tooManyRequests } from '../../errors.ts';
import type { FailureLimits } from '../../accounts/failureLimits.ts';
import type { AuthState } from '../state.ts';

const CHALLENGE = { 'WWW-Authenticate': 'Basic realm="v1", charset="UTF-8"' };

function parseBasic(header: string): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // A NUL cannot be in any identifier (and PostgreSQL text refuses it).
  if (colon <= 0 || decoded.includes('\0') || !decoded.isWellFormed()) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * HTTP Basic: user = account email or domain, password = token. Sets `ctx.state.account`.
 * Failures count against the client address and the identifier (FAILURE_LIMITS); past either
 * limit a failure is 429 with Retry-After instead of 401. Correct credentials always pass: a
 * 256-bit token cannot be guessed, and nobody may lock a legitimate client out by failing for it.
 */
export function authenticate(limits: FailureLimits): Middleware<AuthState> {
  return async function authenticateMiddleware(ctx, next) {
    const credentials = parseBasic(ctx.get('authorization'));
    const account = credentials && (await findAccountByIdentifier(ctx.state.em, credentials.user));
    if (!credentials || !account || !secretMatches(credentials.password, account.tokenHash)) {
      const wait = credentials ? await limits.authenticationFailed(credentials.user, ctx.ip) : undefined;
      if (wait) throw tooManyRequests(wait);
      throw new ApiError('UNAUTHORIZED', { headers: CHALLENGE });
    }
    ctx.state.account = account;
    await next();
  };
}
