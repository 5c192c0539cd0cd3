/**
 * What the volume benchmark's reads run against: a Temporal dev server (the API starts notification
 * deliveries after a redemption; `ops status` and housekeeping ask it about workflows), an HTTPS fake
 * standing in for the largest supplier's callback (its barcode look-up), and one API role per
 * database, each a process of its own as deployed (`node src/main/api.ts`), with its metrics port.
 */
import http from 'node:http';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { startFakeSupplier } from '../../test/helpers/fakeSupplier.ts';
import { freePort } from '../../test/helpers/freePort.ts';
import { createThrowawayCa } from '../../test/helpers/throwawayCa.ts';
import type { Cleanups } from '../cleanups.ts';
import { apiClient, spawnRole, startTemporal, waitForHealth } from '../stack.ts';
import type { VolumeDatabase } from './cluster.ts';
import { accountId, agentEmail, LARGEST } from './shape.ts';

export const VOLUME_TASK_QUEUE = 'marketplace-volume';
/** The barcode prefix the largest supplier registered: unknown barcodes starting with it are looked up at its callback. */
export const LOOKUP_PREFIX = 'VOLX';

export type VolumeRoles = {
  temporal: { client: Client; address: string };
  apis: Map<VolumeDatabase, { call: ReturnType<typeof apiClient>; metrics: () => Promise<{ status: number; bytes: number }>; pid: number }>;
};

/** The largest supplier's callback: answers a barcode look-up with a booking of today, as a supplier's own system would. */
async function startLookupSupplier(cleanups: Cleanups, ca: ReturnType<typeof createThrowawayCa>) {
  const supplier = await startFakeSupplier({ ca, username: 'volume-supplier', password: 'volume-pass' });
  cleanups.push({ what: 'fake supplier', run: () => supplier.close() });
  supplier.on('GET', '/barcode_lookup', (req) => ({
    body: {
      supplier_reference: `LOOKUP-${req.query.barcode}`,
      agent: agentEmail(LARGEST.agent),
      agent_reference: `LOOKUP-${req.query.barcode}`,
      product: 'P1-0',
      date: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' }),
      barcode: req.query.barcode,
      tickets: [{ type: 'adult', barcode: req.query.barcode }],
    },
  }));
  // Its catalogue, as the seeder stored it: the look-up refreshes it when the stored copy is older than its TTL.
  supplier.on('GET', '/products', () => ({
    body: Object.fromEntries(
      Array.from({ length: 10 }, (_, j) => [
        `P1-${j}`,
        { name: `Product ${j} of supplier 1`, supplier: null, country: 'NL', city: 'NLAMS', freesale: j % 2 === 0, time_zone: 'Europe/Amsterdam', options: {} },
      ]),
    ),
  }));
  // The fake keeps every request it saw: drop them as they come, so memory stays flat.
  const drain = setInterval(() => supplier.requests.splice(0), 1000);
  cleanups.push({ what: 'fake supplier drain', run: () => clearInterval(drain) });
  return supplier;
}

function metricsReader(port: number) {
  const agent = new http.Agent({ keepAlive: true });
  return () =>
    new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/metrics', agent }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        })
        .on('error', reject);
    });
}

export async function startVolumeRoles(cleanups: Cleanups, databases: VolumeDatabase[]): Promise<VolumeRoles> {
  const temporal = await startTemporal(cleanups);
  const client = new Client({ connection: await Connection.connect({ address: temporal.address }) });
  cleanups.push({ what: 'temporal client', run: () => client.connection.close() });
  const ca = createThrowawayCa();
  const caFile = join(tmpdir(), `volume-ca-${process.pid}.pem`);
  await writeFile(caFile, ca.caCertPem);
  const supplier = await startLookupSupplier(cleanups, ca);
  const apis: VolumeRoles['apis'] = new Map();
  for (const database of databases) {
    const em = database.db.fork();
    await em.getConnection().execute('update account set callback_url = ? where id = ?', [supplier.url, accountId(LARGEST.supplier)]);
    await em
      .getConnection()
      .execute(`insert into barcode_prefix (prefix, owner_id, created_at) values (?, ?, now()) on conflict do nothing`, [
        LOOKUP_PREFIX,
        accountId(LARGEST.supplier),
      ]);
    const [port, metricsPort] = [await freePort(), await freePort()];
    // BENCH_VOLUME_API_DIR: another checkout's API (a baseline, on the same databases: their schema is this one's).
    const role = spawnRole(
      `api ${database.name}`,
      process.execPath,
      [join(process.env.BENCH_VOLUME_API_DIR ?? '.', 'src/main/api.ts')],
      {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        DATABASE_URL: database.url,
        TEMPORAL_ADDRESS: temporal.address,
        TEMPORAL_TASK_QUEUE: VOLUME_TASK_QUEUE,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        METRICS_PORT: String(metricsPort),
        TEMPORAL_METRICS_PORT: '0',
        CALLBACK_ALLOW_PRIVATE_NETWORKS: 'true',
        ALLOW_DEV_DEFAULTS: 'true',
        NODE_EXTRA_CA_CERTS: caFile,
        LOG_LEVEL: 'error',
      },
      cleanups,
    );
    const call = apiClient(`http://127.0.0.1:${port}`, cleanups);
    await waitForHealth(role, call);
    apis.set(database, { call, metrics: metricsReader(metricsPort), pid: role.pid });
  }
  return { temporal: { client, address: temporal.address }, apis };
}
