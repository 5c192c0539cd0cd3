import type { Middleware, ParameterizedContext } from 'koa';
import type { Account } from '../db/entities/index.ts';
import type { Mode } from '../domain/mode.ts';
import { ApiError, tooManyRequests } from '../errors.ts';
import type { AppState, AuthState } from '../http/state.ts';
import type { FailureLimits } from '../limits/failureLimits.ts';
import { findAccountByIdentifier } from './find.ts';
import { modeOfToken, tokenMatches } from './tokens.ts';

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
 * The answer to credentials that name no account or the wrong token: 401, or 429 with Retry-After
 * once the client address or the identifier is past its FAILURE_LIMITS. Only credentials that
 * parse count against the limits.
 */
async function refuse(limits: FailureLimits, credentials: { user: string } | undefined, address: string): Promise<never> {
  const wait = credentials ? await limits.authenticationFailed(credentials.user, address) : undefined;
  if (wait) throw tooManyRequests(wait);
  throw new ApiError('UNAUTHORIZED', { headers: CHALLENGE });
}

/**
 * The mode a request's credentials ask for: test when its Basic password is a test token, else live
 * (no credentials, or ones that do not parse). Every answer says it (src/http/middleware/requestContext.ts,
 * which the app hands this), whether or not the route authenticates and whatever it answers.
 */
export function modeOfCredentials(authorization: string): Mode {
  const credentials = parseBasic(authorization);
  return credentials ? modeOfToken(credentials.password) : 'live';
}

/**
 * The mode the credentials ask for (a test token's prefix says test): from here on the request reads
 * and writes that mode's rows. Chosen before the token is checked, so that the account is read, and
 * a failure counted, in the same way for both; a wrong token is refused whatever it asked for.
 */
function enterMode(ctx: ParameterizedContext<AppState>, credentials: { password: string } | undefined): void {
  const mode = credentials ? modeOfToken(credentials.password) : 'live';
  if (mode === ctx.state.mode) return;
  ctx.state.mode = mode;
  ctx.state.db = ctx.state.db.of(mode);
  ctx.state.em = ctx.state.db.fork();
}

/** The failure limits of each middleware `authenticate` made, for `authenticateWithin`. */
const limitsOf = new WeakMap<Middleware<AuthState>, FailureLimits>();

/**
 * HTTP Basic: user = account email or domain, password = token. Sets `ctx.state.account`.
 * Failures count against the client address and the identifier (FAILURE_LIMITS); past either
 * limit a failure is 429 with Retry-After instead of 401. Correct credentials always pass: a
 * 256-bit token cannot be guessed, and nobody may lock a legitimate client out by failing for it.
 */
export function authenticate(limits: FailureLimits): Middleware<AuthState> {
  const middleware: Middleware<AuthState> = async function authenticateMiddleware(ctx, next) {
    const credentials = parseBasic(ctx.get('authorization'));
    enterMode(ctx, credentials);
    const account = credentials && (await findAccountByIdentifier(ctx.state.em, credentials.user));
    if (!credentials || !account || !tokenMatches(account, credentials.password)) return refuse(limits, credentials, ctx.ip);
    ctx.state.account = account;
    await next();
  };
  limitsOf.set(middleware, limits);
  return middleware;
}

/**
 * What a route's `load` answers: the account the credentials' identifier names (null: none), read
 * in the same statement as `data`, the route's own reads for this request.
 */
export type LoadedWithAccount<T> = { account: Account | null; data: T };

/**
 * `guard` (an `authenticate` middleware), for a hot read path that reads the caller's account in
 * the same SQL statement as its own data instead of in a statement of its own. `load` gets the
 * identifier of credentials that parse, before the token is checked; it answers undefined when it
 * cannot read for this request (say, invalid input), and the request then goes through `guard`, so
 * every answer is the one `guard` in front of the route would give. Otherwise the token is checked
 * against the account `load` read, exactly as `guard` checks it (same failure counting, same 401 or
 * 429; no cache, so a rotated token fails at once), and only then is `ctx.state.account` set, the
 * data put in `ctx.state.loaded` and the rest of the route run.
 */
export function authenticateWithin<T>(
  guard: Middleware<AuthState>,
  load: (ctx: ParameterizedContext<AppState>, identifier: string) => Promise<LoadedWithAccount<T> | undefined>,
): Middleware<AuthState & { loaded?: T }> {
  const limits = limitsOf.get(guard);
  return async function authenticateWithinMiddleware(ctx, next) {
    const credentials = parseBasic(ctx.get('authorization'));
    enterMode(ctx, credentials);
    const loaded = limits && credentials ? await load(ctx, credentials.user) : undefined;
    if (!limits || !credentials || !loaded) return guard(ctx, next);
    const { account, data } = loaded;
    if (!account || !tokenMatches(account, credentials.password)) return refuse(limits, credentials, ctx.ip);
    ctx.state.account = account;
    ctx.state.loaded = data;
    await next();
  };
}
