import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { readJsonAnswer } from './readJsonAnswer.ts';
import type { Exchange } from './types.ts';

export type Send = (request: {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  idempotencyKey?: string;
  /** Which credentials to send: the URL's (default), none, or a wrong password for the URL's user. */
  credentials?: 'url' | 'none' | 'wrong';
  /** Headers made from the exact body bytes sent (a signature over them), added to the request. */
  sign?: (payload: string) => Record<string, string>;
}) => Promise<Exchange>;

const MASK = '***';

/** The URL as the report shows it: user-info replaced, so a shared report leaks no password. */
export function maskUrl(url: URL): string {
  if (!url.username && !url.password) return url.toString();
  const masked = new URL(url.toString());
  masked.username = MASK;
  masked.password = MASK;
  return masked.toString();
}

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

/**
 * What Node trusts by default, NODE_EXTRA_CA_CERTS included, to which --ca adds. Node 20 (the
 * package's floor) has no tls.getCACertificates (22.15 on): there, its bundled root certificates.
 */
function defaultCas(): string[] {
  return typeof tls.getCACertificates === 'function' ? tls.getCACertificates('default') : [...tls.rootCertificates];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is for a marketplace on this machine only: its token must not cross a network in the clear. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

/**
 * Sends the kit's requests to one base URL (a callback_url or a notification_url) as the service
 * does: HTTPS, HTTP Basic from the URL's user-info, JSON bodies, an Idempotency-Key on POST. Every
 * request and answer is recorded in full, with the Authorization header masked. For the
 * marketplace's own API the credentials are given apart (an account's e-mail and token), and plain
 * http is allowed on loopback, where a development marketplace listens.
 */
export function createSender(
  baseUrl: string,
  options: { ca?: string[] | undefined; timeoutMs: number; credentials?: { user: string; password: string }; loopbackHttp?: boolean },
): { send: Send; hasCredentials: boolean; close(): void } {
  const base = new URL(baseUrl);
  const plain = options.loopbackHttp === true && isLoopbackHttp(base);
  if (base.protocol !== 'https:' && !plain) throw new Error(`${maskUrl(base)}: the contract requires an https:// URL`);
  const user = options.credentials?.user ?? decodeURIComponent(base.username);
  const password = options.credentials?.password ?? decodeURIComponent(base.password);
  const transport = plain ? http : https;
  const agent = plain
    ? new http.Agent({ keepAlive: true })
    : new https.Agent({
        keepAlive: true,
        ...(options.ca?.length ? { ca: [...defaultCas(), ...options.ca] } : {}),
      });

  const send: Send = (request) => {
    const target = new URL(base.toString());
    target.username = '';
    target.password = '';
    target.pathname = `${target.pathname.replace(/\/+$/, '')}${request.path}`;
    for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) target.searchParams.append(key, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    const credentials = request.credentials ?? 'url';
    if (credentials === 'url' && (user || password)) headers.authorization = basic(user, password);
    if (credentials === 'wrong') headers.authorization = basic(user || 'conformance-kit', `${password}-wrong`);
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    const text = request.body === undefined ? undefined : JSON.stringify(request.body);
    const payload = text === undefined ? undefined : Buffer.from(text, 'utf8');
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    if (request.sign) Object.assign(headers, request.sign(text ?? ''));
    const recorded: Exchange['request'] = {
      method: request.method,
      url: target.toString(),
      headers: headers.authorization ? { ...headers, authorization: credentials === 'wrong' ? `Basic ${MASK} (a wrong password)` : `Basic ${MASK}` } : headers,
      ...(request.body === undefined ? {} : { body: request.body }),
    };
    const callback = `${request.method} ${request.path}`;
    const started = performance.now();
    return new Promise<Exchange>((resolve) => {
      const req = transport.request(target, { method: request.method, headers, agent, timeout: options.timeoutMs }, (res) => {
        readJsonAnswer(res).then(
          ({ status, headers: received, body, text }) => {
            const answerHeaders = Object.fromEntries(Object.entries(received).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));
            resolve({ request: recorded, answer: { status, headers: answerHeaders, body, text }, ms: performance.now() - started, callback });
          },
          (err: Error) => resolve({ request: recorded, answer: { error: err.message }, ms: performance.now() - started, callback }),
        );
      });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
      req.on('error', (err) => resolve({ request: recorded, answer: { error: err.message }, ms: performance.now() - started, callback }));
      req.end(payload);
    });
  };
  return { send, hasCredentials: Boolean(user || password), close: () => agent.destroy() };
}
