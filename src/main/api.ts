import { initORM } from '../db/orm.ts';
import { connectClient } from '../temporal/connect.ts';
import { loadConfigOrExit, onShutdown, roleLogger, roleTracing } from './runtime.ts';
import { serveApi, temporalSettings } from './services.ts';

const config = loadConfigOrExit();
const logger = roleLogger(config, 'api');
const tracing = roleTracing(config, 'api', logger);
const db = await initORM({ databaseUrl: config.DATABASE_URL, logger });
const temporal = await connectClient(temporalSettings(config));
const api = await serveApi({ config, db, temporal, logger });
logger.info({ port: config.PORT, publicUrl: config.PUBLIC_URL }, 'API listening');
onShutdown(logger, async () => {
  await api.stop();
  await temporal.connection.close();
  await db.close();
  await tracing?.shutdown();
});
