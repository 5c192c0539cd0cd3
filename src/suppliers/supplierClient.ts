import https from 'node:https';
import { isIP } from 'node:net';
import tls from 'node:tls';
import type { Logger } from '../logger.ts';
import { guardedLookup, isPublicAddress } from './networkGuard.ts';
import { classifyError, classifyResponse, type SupplierOutcome } from './supplierOutcome.ts';
import { userAgent } from './userAgent.ts';

export type { SupplierOutcome } from './supplierOutcome.ts';

export type SupplierMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SupplierRequest = {
  baseUrl: string;
  method: SupplierMethod;
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** The JSON body as text, sent byte for byte (a signed notification: the signature covers these bytes). */
  rawBody?: string;
  /** More headers (the webhook signature); they never replace ours. */
  headers?: Record<string, string>;
  idempotencyKey?: string;
  /** False when any 2xx means accepted (notifications, cancellations): a non-JSON body is then fine. */
  answerMatters?: boolean;
  /** A notification to a receiver rather than a supplier callback: told apart in the metrics. */
  notification?: boolean;
};

export type SupplierClientOptions = {
  timeoutMs: number;
  connectTimeoutMs?: number;
  allowPrivateNetworks: boolean;
  ca?: string[];
  logger: Logger;
  maxResponseBytes?: number;
  /** Sent as User-Agent on every call (userAgent.ts; default without the public URL). */
  userAgent?: string;
  /** Told of every call: supplier host, callback, outcome and seconds (the metrics). */
  observe?: ((call: { host: string; callback: string; outcome: string; seconds: number }) => void) | undefined;
};

export type SupplierClient = {
  request(req: SupplierRequest): Promise<SupplierOutcome>;
  close(): void;
};

const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
const MAX_CONNECT_TIMEOUT_MS = 5000;

type PreparedRequest = {
  target: URL;
  hostname: string;
  headers: Record<string, string>;
  payload: Buffer | undefined;
};

export function createSupplierClient(options: SupplierClientOptions): SupplierClient {
  const connectTimeoutMs = options.connectTimeoutMs ?? Math.min(options.timeoutMs, MAX_CONNECT_TIMEOUT_MS);
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const logger = options.logger.child({ component: 'supplier-client' });
  const agentName = options.userAgent ?? userAgent();
  // One agent per client so availability checks reuse warm TLS connections instead of paying a
  // handshake on every call.
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets: 64,
    ...(options.allowPrivateNetworks ? {} : { lookup: guardedLookup }),
    // A bare `ca` option would replace Node's trust store (dropping NODE_EXTRA_CA_CERTS) and be
    // re-parsed on every handshake (~20 ms of blocked event loop with the full store), so the
    // extra roots are added to the defaults once, in a shared context.
    ...(options.ca ? { secureContext: tls.createSecureContext({ ca: [...tls.getCACertificates('default'), ...options.ca] }) } : {}),
  });

  async function request(req: SupplierRequest): Promise<SupplierOutcome> {
    if (req.method !== 'GET' && !req.idempotencyKey) {
      throw new Error(`${req.method} ${req.path}: idempotencyKey is required so the supplier can deduplicate retries`);
    }
    const started = performance.now();
    const prepared = prepare(req);
    const outcome = 'kind' in prepared ? prepared : await send(req.method, prepared, req.answerMatters ?? true);
    const elapsed = performance.now() - started;
    logOutcome(req, prepared, outcome, Math.round(elapsed));
    options.observe?.({
      // A URL refused before any call (not https, private, malformed) is labelled as such, not by its host.
      host: 'kind' in prepared ? 'refused' : prepared.target.host,
      callback: req.notification ? `notification ${req.path}` : `${req.method} ${req.path}`,
      outcome: outcome.kind,
      seconds: elapsed / 1000,
    });
    return outcome;
  }

  function prepare(req: SupplierRequest): PreparedRequest | SupplierOutcome {
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
    // Node never calls `lookup` for IP literals, so the guarded lookup cannot see these.
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

    const headers: Record<string, string> = { ...req.headers, accept: 'application/json', 'user-agent': agentName };
    if (authorization) headers.authorization = authorization;
    if (req.method !== 'GET' && req.idempotencyKey) headers['idempotency-key'] = req.idempotencyKey;
    let payload: Buffer | undefined;
    if (req.body !== undefined || req.rawBody !== undefined) {
      payload = Buffer.from(req.rawBody ?? JSON.stringify(req.body), 'utf8');
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    return { target, hostname, headers, payload };
  }

  function send(method: SupplierMethod, prepared: PreparedRequest, answerMatters: boolean): Promise<SupplierOutcome> {
    return new Promise((resolve) => {
      let settled = false;
      let connectTimer: NodeJS.Timeout | undefined;
      let totalTimer: NodeJS.Timeout | undefined;

      const finish = (outcome: SupplierOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(totalTimer);
        clearTimeout(connectTimer);
        resolve(outcome);
      };
      const abort = (outcome: SupplierOutcome) => {
        finish(outcome);
        // Destroying (not just abandoning) the request keeps a half-read socket out of the pool.
        req.destroy();
      };

      const req = https.request({
        agent,
        method,
        hostname: prepared.hostname,
        port: prepared.target.port || 443,
        path: `${prepared.target.pathname}${prepared.target.search}`,
        headers: prepared.headers,
      });
      totalTimer = setTimeout(() => abort({ kind: 'retryable', reason: 'TIMEOUT' }), options.timeoutMs);

      req.on('socket', (socket) => {
        // A pooled socket is already connected and past its handshake.
        if (req.reusedSocket) return;
        connectTimer = setTimeout(() => abort({ kind: 'retryable', reason: 'TIMEOUT' }), connectTimeoutMs);
        socket.once('secureConnect', () => clearTimeout(connectTimer));
      });
      req.on('error', (err) => finish(classifyError(err)));
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        const tooLarge = () =>
          abort(status >= 200 && status < 300 ? { kind: 'invalid', reason: 'RESPONSE_TOO_LARGE', status } : classifyResponse(status, Buffer.alloc(0)));
        if (Number(res.headers['content-length']) > maxResponseBytes) {
          tooLarge();
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxResponseBytes) tooLarge();
          else chunks.push(chunk);
        });
        res.on('end', () => finish(classifyResponse(status, Buffer.concat(chunks), answerMatters)));
        res.on('error', (err) => finish(classifyError(err)));
      });
      req.end(prepared.payload);
    });
  }

  function logOutcome(req: SupplierRequest, prepared: PreparedRequest | SupplierOutcome, outcome: SupplierOutcome, durationMs: number) {
    // Only host and path: the base URL's user-info holds the supplier's credentials.
    const fields = {
      method: req.method,
      host: 'kind' in prepared ? hostOf(req.baseUrl) : prepared.target.host,
      path: 'kind' in prepared ? req.path : prepared.target.pathname,
      status: 'status' in outcome ? outcome.status : undefined,
      outcome: outcome.kind,
      reason: 'reason' in outcome ? outcome.reason : 'code' in outcome ? outcome.code : undefined,
      durationMs,
    };
    if (outcome.kind === 'success') logger.debug(fields, 'supplier call');
    else logger.info(fields, 'supplier call');
  }

  return {
    request,
    close: () => agent.destroy(),
  };
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
