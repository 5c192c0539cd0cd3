import type { Client } from '@temporalio/client';
import { initORM, type Db } from '../db/orm.ts';
import { connectClient } from '../temporal/connect.ts';
import { installTemporalRuntime, temporalMetricsAddress } from '../temporal/runtime.ts';
import { requireProductionSettings } from './productionSettings.ts';
import { loadConfigOrExit, onShutdown, roleLogger, roleTracing } from './runtime.ts';
import { runWorker } from './services.ts';

const config = loadConfigOrExit();
const warnings = requireProductionSettings(config);
const logger = roleLogger(config, 'worker');
for (const warning of warnings) logger.warn({ ALLOW_DEV_DEFAULTS: true }, warning);
const tracing = roleTracing(config, 'worker', logger);
installTemporalRuntime(logger, { metricsAddress: temporalMetricsAddress(config) });
let db: Db | undefined;
let temporal: Client | undefined;
let worker: Awaited<ReturnType<typeof runWorker>> | undefined;
let stopping = false;
// Before anything starts: a SIGTERM while the worker is still starting (housekeeping, the
// schedule) stops what exists and exits, rather than leaving the process to SIGKILL.
onShutdown(logger, async () => {
  stopping = true;
  try {
    await worker?.stop();
  } finally {
    await temporal?.connection.close();
    await db?.close();
    await tracing?.shutdown();
  }
});
try {
  db = await initORM({ databaseUrl: config.DATABASE_URL, logger });
  temporal = await connectClient(config.temporal);
  worker = await runWorker({ config, db, temporal, logger, serveMetrics: true, warnings });
  logger.info({ taskQueue: config.TEMPORAL_TASK_QUEUE }, 'worker running');
} catch (err) {
  // Stopped while starting: the shutdown handler ends the process.
  if (!stopping) throw err;
}
