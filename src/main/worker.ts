import type { NativeConnection } from '@temporalio/worker';
import { ConfigError } from '../config.ts';
import { initORM, type Db } from '../db/orm.ts';
import { clientOn, connectWorker } from '../temporal/connect.ts';
import { installTemporalRuntime, temporalMetricsAddress } from '../temporal/runtime.ts';
import { requireProductionSettings } from './productionSettings.ts';
import { reportPostgres } from './reachability.ts';
import { loadConfigOrExit, onShutdown, roleLogger, roleTracing } from './runtime.ts';
import { runWorker } from './services.ts';

const config = loadConfigOrExit();
const warnings = requireProductionSettings(config);
const logger = roleLogger(config, 'worker');
for (const warning of warnings) logger.warn({ ALLOW_DEV_DEFAULTS: true }, warning);
const tracing = roleTracing(config, 'worker', logger);
try {
  installTemporalRuntime(logger, { metricsAddress: temporalMetricsAddress(config), portTaken: 'fail' });
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(78); // EX_CONFIG
}
let db: Db | undefined;
let connection: NativeConnection | undefined;
let worker: Awaited<ReturnType<typeof runWorker>> | undefined;
let starting: Promise<Awaited<ReturnType<typeof runWorker>>> | undefined;
let stopping = false;
// Before anything starts: a SIGTERM while the worker is still starting (housekeeping, the
// schedule) stops what exists and exits, rather than leaving the process to SIGKILL.
onShutdown(logger, async () => {
  stopping = true;
  try {
    // A worker still starting (housekeeping, the schedule: each Temporal call bounded) is let
    // finish starting, then stopped: it holds the connection until then.
    const started = worker ?? (await starting?.catch(() => undefined));
    await started?.stop();
  } finally {
    await connection?.close();
    await db?.close();
    await tracing?.shutdown();
  }
});
try {
  db = await initORM({ databaseUrl: config.DATABASE_URL, logger });
  await reportPostgres(db, config.DATABASE_URL, logger);
  // One connection for the worker's polls and its client calls (housekeeping, the schedule, health).
  connection = await connectWorker(config.temporal);
  const temporal = clientOn(connection, config.temporal.namespace);
  starting = runWorker({ config, db, temporal, connection, logger, serveMetrics: true, warnings });
  worker = await starting;
  logger.info({ taskQueue: config.TEMPORAL_TASK_QUEUE }, 'worker running');
} catch (err) {
  // A setting found wrong only now (a port another process holds): one line, exit 78.
  if (err instanceof ConfigError && !stopping) {
    process.stderr.write(`${err.message}\n`);
    process.exit(78); // EX_CONFIG
  }
  // Stopped while starting: the shutdown handler ends the process.
  if (!stopping) throw err;
}
