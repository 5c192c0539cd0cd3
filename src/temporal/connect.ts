import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';

export type TemporalSettings = { address: string; namespace: string; taskQueue: string };

export async function connectClient(settings: TemporalSettings): Promise<Client> {
  const connection = await Connection.connect({ address: settings.address });
  return new Client({ connection, namespace: settings.namespace });
}

export function connectWorker(settings: TemporalSettings): Promise<NativeConnection> {
  return NativeConnection.connect({ address: settings.address });
}
