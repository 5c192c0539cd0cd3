import { isIP } from 'node:net';
import { simulatedAccount } from './target.ts';
import type { Simulator } from './simulator/index.ts';
import { MODE_HEADER, type Mode } from '../domain/mode.ts';
import { setImmediate } from 'node:timers/promises';
import type { Logger } from '../logger.ts';
import { isPublicAddress } from './networkGuard.ts';
import { createOutboundAgent } from './outboundAgent.ts';
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
  /** Test mode's calls say so in a header (a supplier may point both URLs at one server); live ones carry none. */
  mode?: Mode;
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
  observe?: ((call: { host: string; callback: string; outcome: string; seconds: number; mode: Mode }) => void) | undefined;
  /** Answers the calls test mode addresses to the built-in simulated supplier (`simulated://<account>`). */
  simulator?: Simulator | undefined;
};

export type SupplierClient = {
  request(req: SupplierRequest): Promise<SupplierOutcome>;
  /** Drops every pooled connection, so that a stopping process (or a test run) is not kept alive by them. */
  close(): void;
};

const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
const MAX_CONNECT_TIMEOUT_MS = 5000;

type PreparedRequest = {
  target: URL;
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
  const agent = createOutboundAgent({
    timeoutMs: options.timeoutMs,
    connectTimeoutMs,
    allowPrivateNetworks: options.allowPrivateNetworks,
    ca: options.ca,
    maxResponseBytes,
  });
  const tooLarge = (status: number): SupplierOutcome =>
    // A refusal or a server error stays what it is without its body; only a 2xx needed the body.
    status >= 200 && status < 300 ? { kind: 'invalid', reason: 'RESPONSE_TOO_LARGE', status } : classifyResponse(status, Buffer.alloc(0));

  async function request(req: SupplierRequest): Promise<SupplierOutcome> {
    if (req.method !== 'GET' && !req.idempotencyKey) {
      throw new Error(`${req.method} ${req.path}: idempotencyKey is required so the supplier can deduplicate retries`);
    }
    const started = performance.now();
    const simulated = simulatedAccount(req.baseUrl);
    const prepared: PreparedRequest | SupplierOutcome | 'simulated' = simulated !== null ? 'simulated' : prepare(req);
    const outcome =
      prepared === 'simulated'
        ? options.simulator && req.mode === 'test'
          ? await options.simulator.request(simulated!, req, options.timeoutMs)
          : ({ kind: 'refused', reason: 'INVALID_URL' } as const)
        : 'kind' in prepared
          ? prepared
          : await send(req.method, prepared, req.answerMatters ?? true);
    const elapsed = performance.now() - started;
    logOutcome(req, prepared, outcome, Math.round(elapsed));
    options.observe?.({
      // A URL refused before any call (not https, private, malformed) is labelled as such, not by its host.
      host: prepared === 'simulated' ? 'simulated' : 'kind' in prepared ? 'refused' : prepared.target.host,
      callback: req.notification ? `notification ${req.path}` : `${req.method} ${req.path}`,
      outcome: outcome.kind,
      seconds: elapsed / 1000,
      mode: req.mode ?? 'live',
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
    const headers: Record<string, string> = { ...extra, accept: 'application/json', 'user-agent': agentName };
    if (req.mode === 'test') headers[MODE_HEADER.toLowerCase()] = 'test';
    if (authorization) headers.authorization = authorization;
    if (req.method !== 'GET' && req.idempotencyKey) headers['idempotency-key'] = req.idempotencyKey;
    let payload: Buffer | undefined;
    if (req.body !== undefined || req.rawBody !== undefined) {
      payload = Buffer.from(req.rawBody ?? JSON.stringify(req.body), 'utf8');
      headers['content-type'] = 'application/json';
    }
    return { target, headers, payload };
  }

  async function send(method: SupplierMethod, prepared: PreparedRequest, answerMatters: boolean): Promise<SupplierOutcome> {
    // One deadline for the whole call, connecting and queueing for a socket included: undici's own
    // timeouts each cover one phase, so a trickling supplier could otherwise hold a call far longer.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
    let status: number | undefined;
    try {
      const res = await agent.request({
        origin: prepared.target.origin,
        path: `${prepared.target.pathname}${prepared.target.search}`,
        method,
        headers: prepared.headers,
        body: prepared.payload,
        signal: deadline.signal,
      });
      status = res.statusCode;
      if (Number(res.headers['content-length']) > maxResponseBytes) {
        // Destroying (not just abandoning) the body keeps a half-read socket out of the pool.
        res.body.on('error', () => {}).destroy();
        return tooLarge(status);
      }
      const body = Buffer.from(await res.body.arrayBuffer());
      // undici frees the connection one event-loop turn after the answer ends (a server closing it
      // despite keep-alive shows by then): a caller's next call made sooner would open another.
      await setImmediate();
      return classifyResponse(status, body, answerMatters);
    } catch (err) {
      if (deadline.signal.aborted) return { kind: 'retryable', reason: 'TIMEOUT' };
      const code = (err as { code?: unknown } | null)?.code;
      // The agent's maxResponseSize cut a body without a Content-Length: the status is known by then.
      if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE' && status !== undefined) return tooLarge(status);
      // A header our own caller built wrongly (a newline in a signature) is a bug, not the supplier's fault.
      if (code === 'UND_ERR_INVALID_ARG') throw err;
      return classifyError(err);
    } finally {
      clearTimeout(timer);
    }
  }

  function logOutcome(req: SupplierRequest, prepared: PreparedRequest | SupplierOutcome | 'simulated', outcome: SupplierOutcome, durationMs: number) {
    // Only host and path: the base URL's user-info holds the supplier's credentials.
    const fields = {
      method: req.method,
      host: prepared === 'simulated' ? 'simulated' : 'kind' in prepared ? hostOf(req.baseUrl) : prepared.target.host,
      path: prepared === 'simulated' || 'kind' in prepared ? req.path : prepared.target.pathname,
      ...(req.mode === 'test' ? { mode: 'test' } : {}),
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
    // Destroy rather than close: a call still waiting on a slow supplier must not hold up a shutdown.
    close: () => void agent.destroy().catch((err: unknown) => logger.warn({ err }, 'closing supplier connections failed')),
  };
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
