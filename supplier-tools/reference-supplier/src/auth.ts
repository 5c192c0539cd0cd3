import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { encode, Refusal, send } from './answers.ts';

const UNAUTHORIZED = encode(new Refusal('UNAUTHORIZED', 401).toAnswer());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/**
 * HTTP Basic auth on every request: the service sends the user name and password embedded in the
 * callback URL. Both sides are hashed before the comparison: equal-length digests let
 * timingSafeEqual compare in constant time, so the answer time leaks neither the password nor
 * its length.
 */
export function basicAuth(username: string, password: string, realm = 'reference-supplier'): Middleware {
  const expected = sha256(Buffer.from(`${username}:${password}`, 'utf8'));
  return async function basicAuthMiddleware(ctx, next) {
    const given = /^Basic +([A-Za-z0-9+/]+=*)$/i.exec(ctx.get('authorization'))?.[1];
    if (given === undefined || !timingSafeEqual(sha256(Buffer.from(given, 'base64')), expected)) {
      ctx.set('WWW-Authenticate', `Basic realm="${realm}", charset="UTF-8"`);
      send(ctx, UNAUTHORIZED);
      return;
    }
    await next();
  };
}
