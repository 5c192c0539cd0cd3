import { initORM } from '../db/orm.ts';
import { connectClient } from '../temporal/connect.ts';
import { installTemporalRuntime, temporalMetricsAddress } from '../temporal/runtime.ts';
import { loadConfigOrExit, onShutdown, roleLogger, roleTracing } from './runtime.ts';
import { runWorker } from './services.ts';

const config = loadConfigOrExit();
const logger = roleLogger(config, 'worker');
const tracing = roleTracing(config, 'worker', logger);
installTemporalRuntime(logger, { metricsAddress: temporalMetricsAddress(config) });
const db = await initORM({ databaseUrl: config.DATABASE_URL, logger });
const temporal = await connectClient(config.temporal);
const worker = await runWorker({ config, db, temporal, logger, serveMetrics: true });
logger.info({ taskQueue: config.TEMPORAL_TASK_QUEUE }, 'worker running');
onShutdown(logger, async () => {
  await worker.stop();
  await temporal.connection.close();
  await db.close();
  await tracing?.shutdown();
});
