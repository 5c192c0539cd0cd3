import { isIP } from 'node:net';
import { MODE_HEADER } from '../domain/mode.ts';
import { isPublicAddress } from './networkGuard.ts';
import type { SupplierOutcome } from './supplierOutcome.ts';
import type { SupplierRequest } from './supplierRequest.ts';

/** A call ready to send: the URL without its user-info, our headers, the body's bytes. */
export type PreparedRequest = {
  target: URL;
  headers: Record<string, string>;
  payload: Buffer | undefined;
};

/**
 * The request a supplier gets: Basic credentials from the base URL's user-info, the path and
 * query added to it, our headers and the JSON body. A URL that may not be called (not https, a
 * private address, malformed) is refused here, before any call.
 */
export function prepareRequest(req: SupplierRequest, options: { allowPrivateNetworks: boolean; userAgent: string }): PreparedRequest | SupplierOutcome {
  let target: URL;
  let authorization: string | undefined;
  try {
    target = new URL(req.baseUrl);
    if (target.username || target.password) {
      const credentials = `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`;
      authorization = `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
    }
  } catch {
    return { kind: 'refused', reason: 'INVALID_URL' };
  }
  if (target.protocol !== 'https:') return { kind: 'refused', reason: 'INSECURE_URL' };
  const hostname = target.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!hostname) return { kind: 'refused', reason: 'INVALID_URL' };
  // Node never calls `lookup` for IP literals, so the agent's guarded lookup cannot see these.
  if (!options.allowPrivateNetworks && isIP(hostname) && !isPublicAddress(hostname)) {
    return { kind: 'refused', reason: 'PRIVATE_NETWORK' };
  }

  target.username = '';
  target.password = '';
  target.hash = '';
  target.pathname = target.pathname.replace(/\/+$/, '') + (req.path.startsWith('/') ? req.path : `/${req.path}`);
  for (const [key, value] of Object.entries(req.query ?? {})) {
    if (value !== undefined) target.searchParams.append(key, value);
  }

  const { 'test-scenario': _scenario, ...extra } = req.headers ?? {};
  const headers: Record<string, string> = { ...extra, accept: 'application/json', 'user-agent': options.userAgent };
  // A notification always says its mode: a receiver shared by both modes then never has to read a
  // missing header as live. A live callback carries none (the contract's calls, exactly).
  if (req.mode === 'test') headers[MODE_HEADER.toLowerCase()] = 'test';
  else if (req.notification) headers[MODE_HEADER.toLowerCase()] = 'live';
  if (authorization) headers.authorization = authorization;
  if (req.method !== 'GET' && req.idempotencyKey) headers['idempotency-key'] = req.idempotencyKey;
  let payload: Buffer | undefined;
  if (req.body !== undefined || req.rawBody !== undefined) {
    payload = Buffer.from(req.rawBody ?? JSON.stringify(req.body), 'utf8');
    headers['content-type'] = 'application/json';
  }
  return { target, headers, payload };
}
