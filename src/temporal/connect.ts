import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { tracingClientInterceptors } from './tracing.ts';

export type TemporalSettings = { address: string; namespace: string; taskQueue: string };

/**
 * gRPC's own reconnect backoff grows to two minutes: after a Temporal outage the API would go on
 * answering 503 long after Temporal is back. Capped at a few seconds, the agent's next repeat finds it.
 */
const RECONNECT = { 'grpc.initial_reconnect_backoff_ms': 250, 'grpc.max_reconnect_backoff_ms': 3_000 };

export async function connectClient(settings: Pick<TemporalSettings, 'address' | 'namespace'>): Promise<Client> {
  const connection = await Connection.connect({ address: settings.address, channelArgs: RECONNECT });
  return new Client({ connection, namespace: settings.namespace, interceptors: tracingClientInterceptors() });
}

export function connectWorker(settings: TemporalSettings): Promise<NativeConnection> {
  return NativeConnection.connect({ address: settings.address });
}
