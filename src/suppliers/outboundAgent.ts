import tls from 'node:tls';
import { Agent } from 'undici';
import { guardedLookup } from './networkGuard.ts';

export type OutboundAgentOptions = {
  /** Ceiling for the answer's headers and for any gap between body chunks; the caller's deadline covers the whole call. */
  timeoutMs: number;
  /** TCP connect and TLS handshake together. */
  connectTimeoutMs: number;
  allowPrivateNetworks: boolean;
  /** Extra trusted roots (PEM), added to Node's defaults. */
  ca?: string[] | undefined;
  maxResponseBytes: number;
};

/** A slow supplier queues our calls to it rather than opening connections without bound. */
const MAX_CONNECTIONS_PER_ORIGIN = 64;

/**
 * The one undici Agent behind every call to suppliers and notification receivers. It keeps a
 * keep-alive pool per origin, so repeated availability checks skip the TCP and TLS handshakes.
 */
export function createOutboundAgent(options: OutboundAgentOptions): Agent {
  return new Agent({
    connections: MAX_CONNECTIONS_PER_ORIGIN,
    // HTTP/1.1 only: the guarantees (size limit, timeouts, one request per socket) are tested on it;
    // a supplier offering h2 would otherwise switch us to a transport no test covers.
    allowH2: false,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    maxResponseSize: options.maxResponseBytes,
    connect: {
      timeout: options.connectTimeoutMs,
      // Checking the addresses handed to the socket, not a name resolved earlier, defeats DNS
      // rebinding. Node skips `lookup` for IP literals: the client refuses those itself.
      ...(options.allowPrivateNetworks ? {} : { lookup: guardedLookup }),
      // A bare `ca` would replace Node's trust store (dropping NODE_EXTRA_CA_CERTS) and be re-parsed
      // on every handshake (~20 ms of blocked event loop with the full store), so the extra roots
      // join the defaults once, in a shared context.
      ...(options.ca ? { secureContext: tls.createSecureContext({ ca: [...tls.getCACertificates('default'), ...options.ca] }) } : {}),
    },
  });
}
