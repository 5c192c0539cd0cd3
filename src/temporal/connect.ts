import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import type { TemporalConnection } from './connectionConfig.ts';
import { tracingClientInterceptors } from './tracing.ts';

export type TemporalSettings = { connection: TemporalConnection; taskQueue: string };

/**
 * gRPC's own reconnect backoff grows to two minutes: after a Temporal outage the API would go on
 * answering 503 long after Temporal is back. Capped at a few seconds, the agent's next repeat finds it.
 */
const RECONNECT = { 'grpc.initial_reconnect_backoff_ms': 250, 'grpc.max_reconnect_backoff_ms': 3_000 };

/** What both kinds of connection take: address, TLS (with a client pair for mTLS), API key, extra gRPC metadata. */
function connectionOptions(connection: TemporalConnection) {
  return {
    address: connection.address,
    tls: connection.tls === false ? undefined : connection.tls,
    ...(connection.apiKey ? { apiKey: connection.apiKey } : {}),
    ...(connection.metadata ? { metadata: connection.metadata } : {}),
  };
}

/**
 * A client for the API, ops and benches. `lazy`: connects on first use, so the API starts (and
 * serves what needs no Temporal) while Temporal is away; its calls then answer 503.
 */
export async function connectClient(connection: TemporalConnection, options: { lazy?: boolean; connectTimeoutMs?: number } = {}): Promise<Client> {
  const settings = {
    ...connectionOptions(connection),
    channelArgs: RECONNECT,
    ...(options.connectTimeoutMs ? { connectTimeout: options.connectTimeoutMs } : {}),
  };
  const conn = options.lazy ? Connection.lazy(settings) : await Connection.connect(settings);
  return new Client({ connection: conn, namespace: connection.namespace, interceptors: tracingClientInterceptors() });
}

export function connectWorker(connection: TemporalConnection): Promise<NativeConnection> {
  return NativeConnection.connect(connectionOptions(connection));
}

/**
 * A client on a worker's native connection: the worker role's housekeeping, schedule and health
 * checks share the one connection its worker polls on, instead of opening a gRPC-js one beside it.
 */
export function clientOn(connection: NativeConnection, namespace: string): Client {
  return new Client({ connection, namespace, interceptors: tracingClientInterceptors() });
}
