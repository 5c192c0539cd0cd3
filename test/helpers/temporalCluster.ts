/**
 * A real Temporal server, as production runs one rather than the CLI's dev server: `temporal-server`
 * v1.29.1 (scripts/temporal-server-bin.sh) with its four services in one process, PostgreSQL
 * persistence and SQL visibility on an embedded Postgres of its own, its schemas applied by
 * `temporal-sql-tool` as docker-compose.yml does, N history shards, and TLS on the frontend that
 * requires a client certificate (mTLS) signed by the tests' throwaway CA. Nothing else is set up:
 * the namespace and search attributes are the service's own `temporal-setup` command's job.
 * Used by the production-shape tests and by `npm run bench -- booking|expiry` with BENCH_SERVER=prod.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startEmbeddedPostgres, type RunningPostgres } from '../../src/dev/embeddedPostgres.ts';
import { connectClient } from '../../src/temporal/connect.ts';
import { loadTemporalConnection, type TemporalConnection } from '../../src/temporal/connectionConfig.ts';
import { freePort } from './freePort.ts';
import type { ThrowawayCa } from './throwawayCa.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const PG_PASSWORD = 'marketplace';

export type TemporalCluster = {
  /** host:port of the frontend (TLS). */
  address: string;
  /** The TEMPORAL_* variables a role connects with: address, TLS with the CA, server name and client certificate. */
  env: Record<string, string>;
  /** The same settings, read as a role reads them. */
  connection: TemporalConnection;
  /** The server process's pid, for CPU accounting. */
  pid: number;
  postgres: RunningPostgres;
  /** The server's own log (warnings and errors), for a failing test's message. */
  logFile: string;
  stop(): Promise<void>;
};

/** The folder with temporal-server, temporal-sql-tool and the schemas: built once per machine. */
export function temporalServerBinaries(): string {
  return execFileSync('bash', [join(root, 'scripts/temporal-server-bin.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

function serverConfig(o: { pg: number; ports: Record<string, number>; shards: number; tls: Record<string, string>; log: string }): string {
  const store = (database: string, maxConns: number) => `
      sql:
        pluginName: "postgres12"
        databaseName: "${database}"
        connectAddr: "127.0.0.1:${o.pg}"
        connectProtocol: "tcp"
        user: "postgres"
        password: "${PG_PASSWORD}"
        maxConns: ${maxConns}
        maxIdleConns: ${maxConns}
        maxConnLifetime: "1h"`;
  const service = (name: string, extra = '') => `
  ${name}:
    rpc:
      grpcPort: ${o.ports[`${name}Grpc`]}
      membershipPort: ${o.ports[`${name}Membership`]}
      bindOnLocalHost: true${extra}`;
  return `log:
  stdout: false
  outputFile: "${o.log}"
  level: warn

persistence:
  defaultStore: postgres-default
  visibilityStore: postgres-visibility
  numHistoryShards: ${o.shards}
  datastores:
    postgres-default:${store('temporal', 20)}
    postgres-visibility:${store('temporal_visibility', 10)}

global:
  membership:
    maxJoinDuration: 30s
    broadcastAddress: "127.0.0.1"
  metrics:
    prometheus:
      framework: "tally"
      timerType: "histogram"
      listenAddress: "127.0.0.1:${o.ports.metrics}"
  tls:
    frontend:
      server:
        certFile: "${o.tls.serverCert}"
        keyFile: "${o.tls.serverKey}"
        requireClientAuth: true
        clientCaFiles: ["${o.tls.ca}"]
      client:
        serverName: "localhost"
        rootCaFiles: ["${o.tls.ca}"]
    systemWorker:
      certFile: "${o.tls.clientCert}"
      keyFile: "${o.tls.clientKey}"
      client:
        serverName: "localhost"
        rootCaFiles: ["${o.tls.ca}"]

services:${service('frontend', `\n      httpPort: ${o.ports.frontendHttp}`)}${service('history')}${service('matching')}${service('worker')}

clusterMetadata:
  enableGlobalNamespace: false
  failoverVersionIncrement: 10
  masterClusterName: "active"
  currentClusterName: "active"
  clusterInformation:
    active:
      enabled: true
      initialFailoverVersion: 1
      rpcName: "frontend"
      rpcAddress: "127.0.0.1:${o.ports.frontendGrpc}"

dcRedirectionPolicy:
  policy: "noop"
`;
}

/**
 * Starts the cluster in `dataDir` (Postgres data, certificates, config, log). `shards`: history
 * shards (4 by default; fixed for the life of a cluster, docs/DEPLOYMENT.md).
 */
export async function startTemporalCluster(options: { dataDir: string; ca: ThrowawayCa; shards?: number }): Promise<TemporalCluster> {
  const bin = temporalServerBinaries();
  const { dataDir, ca } = options;
  await mkdir(join(dataDir, 'config'), { recursive: true });
  const postgres = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), port: await freePort(), database: 'postgres', persistent: false });
  let server: ChildProcess | undefined;
  try {
    // The schemas, as compose's temporal-schema one-shot applies them.
    const sql = (database: string, ...args: string[]) =>
      run(join(bin, 'temporal-sql-tool'), [
        '--plugin',
        'postgres12',
        '--ep',
        '127.0.0.1',
        '-p',
        String(postgres.port),
        '-u',
        'postgres',
        '--pw',
        PG_PASSWORD,
        '--db',
        database,
        ...args,
      ]);
    for (const [database, schema] of [
      ['temporal', 'temporal'],
      ['temporal_visibility', 'visibility'],
    ] as const) {
      await sql(database, 'create-database');
      await sql(database, 'setup-schema', '-v', '0.0');
      await sql(database, 'update-schema', '-d', join(bin, 'schema/postgresql/v12', schema, 'versioned'));
    }

    // TLS: the frontend's certificate, and one client certificate for the server's own system
    // worker and for the service's roles alike.
    const files = {
      ca: join(dataDir, 'ca.pem'),
      serverCert: join(dataDir, 'frontend.pem'),
      serverKey: join(dataDir, 'frontend.key'),
      clientCert: join(dataDir, 'client.pem'),
      clientKey: join(dataDir, 'client.key'),
    };
    const frontend = ca.issue(['localhost', '127.0.0.1']);
    const client = ca.issue(['marketplace-client'], { client: true });
    await writeFile(files.ca, ca.caCertPem);
    await writeFile(files.serverCert, frontend.certPem);
    await writeFile(files.serverKey, frontend.keyPem, { mode: 0o600 });
    await writeFile(files.clientCert, client.certPem);
    await writeFile(files.clientKey, client.keyPem, { mode: 0o600 });

    const ports: Record<string, number> = {};
    // Membership ports go into a smallint column of Temporal's schema: freePort's are all below 32768.
    for (const name of [
      'frontendGrpc',
      'frontendMembership',
      'frontendHttp',
      'historyGrpc',
      'historyMembership',
      'matchingGrpc',
      'matchingMembership',
      'workerGrpc',
      'workerMembership',
      'metrics',
    ])
      ports[name] = await freePort();
    const logFile = join(dataDir, 'temporal-server.log');
    await writeFile(
      join(dataDir, 'config', 'development.yaml'),
      serverConfig({ pg: postgres.port, ports, shards: options.shards ?? 4, tls: files, log: logFile }),
    );
    server = spawn(join(bin, 'temporal-server'), ['--root', dataDir, '--config', 'config', '--env', 'development', '--allow-no-auth', 'start'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // Whether it has ended, however (an exit code, or a signal): known from the start.
    let ended = false;
    const exited = once(server, 'exit').then(() => {
      ended = true;
    });
    let stderr = '';
    server.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d).slice(-4000)));

    const address = `127.0.0.1:${ports.frontendGrpc}`;
    const env = {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_TLS: 'true',
      TEMPORAL_TLS_SERVER_CA_CERT_PATH: files.ca,
      TEMPORAL_TLS_SERVER_NAME: 'localhost',
      TEMPORAL_TLS_CLIENT_CERT_PATH: files.clientCert,
      TEMPORAL_TLS_CLIENT_KEY_PATH: files.clientKey,
    };
    const connection = loadTemporalConnection(env).connection!;
    // Up once the frontend answers over mTLS (its services join their ring first).
    for (const deadline = Date.now() + 90_000; ; ) {
      if (ended) throw new Error(`temporal-server exited (${server.exitCode ?? server.signalCode}): ${stderr}`);
      const probe = await connectClient(connection, { connectTimeoutMs: 2_000 }).then(
        async (c) => {
          await c.workflowService.getSystemInfo({});
          await c.connection.close();
          return true;
        },
        () => false,
      );
      if (probe) break;
      if (Date.now() > deadline) throw new Error(`temporal-server did not answer within 90 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const started = server;
    return {
      address,
      env,
      connection,
      pid: started.pid!,
      postgres,
      logFile,
      async stop() {
        if (!ended) {
          started.kill('SIGTERM');
          const timer = setTimeout(() => started.kill('SIGKILL'), 20_000);
          await exited;
          clearTimeout(timer);
        }
        await postgres.stop();
      },
    };
  } catch (err) {
    if (server && server.exitCode === null && server.signalCode === null) {
      const gone = once(server, 'exit');
      server.kill('SIGKILL');
      await gone;
    }
    await postgres.stop();
    throw err;
  }
}
