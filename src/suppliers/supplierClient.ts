import type { Agent } from 'undici';
import { simulatedAccount } from './target.ts';
import type { Simulator } from './simulator/index.ts';
import type { Mode } from '../domain/mode.ts';
import type { Logger } from '../logger.ts';
import { createOutboundAgent } from './outboundAgent.ts';
import { type PreparedRequest, prepareRequest } from './prepareRequest.ts';
import { type SendLimits, sendPrepared } from './sendRequest.ts';
import type { SupplierOutcome } from './supplierOutcome.ts';
import type { SupplierRequest } from './supplierRequest.ts';
import { userAgent } from './userAgent.ts';
import type { BreakerKey, SupplierBreaker } from './breaker.ts';

export type { SupplierOutcome } from './supplierOutcome.ts';
export type { SupplierMethod, SupplierRequest } from './supplierRequest.ts';

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
  /** Each supplier's circuit breaker (supplier callbacks only: notification receivers and the simulator are never held back). */
  breaker?: SupplierBreaker | undefined;
};

export type SupplierClient = {
  request(req: SupplierRequest): Promise<SupplierOutcome>;
  /** Drops every pooled connection, so that a stopping process (or a test run) is not kept alive by them. */
  close(): void;
};

const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
const MAX_CONNECT_TIMEOUT_MS = 5000;

/** What every call of one client shares: its settings, its logger and its connection pool. */
type Client = SendLimits & { options: SupplierClientOptions; logger: Logger; agent: Agent; agentName: string };

/** One call: to the simulator (test mode), refused before any call, or sent; logged and observed whichever it was. */
async function callSupplier(client: Client, req: SupplierRequest): Promise<SupplierOutcome> {
  const { options } = client;
  if (req.method !== 'GET' && !req.idempotencyKey) {
    throw new Error(`${req.method} ${req.path}: idempotencyKey is required so the supplier can deduplicate retries`);
  }
  const started = performance.now();
  const simulated = simulatedAccount(req.baseUrl);
  const prepared: PreparedRequest | SupplierOutcome | 'simulated' =
    simulated !== null ? 'simulated' : prepareRequest(req, { allowPrivateNetworks: options.allowPrivateNetworks, userAgent: client.agentName });
  const breakerKey: BreakerKey | undefined =
    options.breaker && prepared !== 'simulated' && !('kind' in prepared) && !req.notification
      ? { mode: req.mode ?? 'live', host: prepared.target.host }
      : undefined;
  const admission = breakerKey ? await options.breaker!.admit(breakerKey).catch(() => ({ allowed: true as const, probe: false })) : undefined;
  if (admission && !admission.allowed) {
    client.logger.debug({ method: req.method, host: breakerKey!.host, path: req.path }, 'supplier call held back: its breaker is open');
    return { kind: 'retryable', reason: 'BREAKER_OPEN', retryAt: admission.retryAt };
  }
  const outcome =
    prepared === 'simulated'
      ? options.simulator && req.mode === 'test'
        ? await options.simulator.request(simulated!, req, options.timeoutMs)
        : ({ kind: 'refused', reason: 'INVALID_URL' } as const)
      : 'kind' in prepared
        ? prepared
        : await sendPrepared(client.agent, client, req.method, prepared, req.answerMatters ?? true);
  // A probe's answer is written before the caller goes on; the others join the window in the background.
  if (breakerKey && admission?.allowed) {
    const recorded = options.breaker!.record(breakerKey, outcome, admission.probe).catch(() => undefined);
    if (admission.probe) await recorded;
  }
  const elapsed = performance.now() - started;
  logOutcome(client.logger, req, prepared, outcome, Math.round(elapsed));
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

function logOutcome(
  logger: Logger,
  req: SupplierRequest,
  prepared: PreparedRequest | SupplierOutcome | 'simulated',
  outcome: SupplierOutcome,
  durationMs: number,
) {
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

export function createSupplierClient(options: SupplierClientOptions): SupplierClient {
  const connectTimeoutMs = options.connectTimeoutMs ?? Math.min(options.timeoutMs, MAX_CONNECT_TIMEOUT_MS);
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const logger = options.logger.child({ component: 'supplier-client' });
  // One agent per client so availability checks reuse warm TLS connections instead of paying a
  // handshake on every call.
  const agent = createOutboundAgent({
    timeoutMs: options.timeoutMs,
    connectTimeoutMs,
    allowPrivateNetworks: options.allowPrivateNetworks,
    ca: options.ca,
    maxResponseBytes,
  });
  const client: Client = { options, logger, agent, agentName: options.userAgent ?? userAgent(), timeoutMs: options.timeoutMs, maxResponseBytes };
  return {
    request: (req) => callSupplier(client, req),
    // Destroy rather than close: a call still waiting on a slow supplier must not hold up a shutdown.
    close: () => {
      void agent.destroy().catch((err: unknown) => logger.warn({ err }, 'closing supplier connections failed'));
      void options.breaker?.close();
    },
  };
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
