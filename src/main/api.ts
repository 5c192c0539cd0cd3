import { initORM } from '../db/orm.ts';
import { connectClient } from '../temporal/connect.ts';
import { describeConnection } from '../temporal/connectionConfig.ts';
import { requireProductionSettings } from './productionSettings.ts';
import { reportPostgres } from './reachability.ts';
import { loadConfigOrExit, onShutdown, roleLogger, roleTracing } from './runtime.ts';
import { serveApi } from './services.ts';

const config = loadConfigOrExit();
const warnings = requireProductionSettings(config);
const logger = roleLogger(config, 'api');
for (const warning of warnings) logger.warn({ ALLOW_DEV_DEFAULTS: true }, warning);
const tracing = roleTracing(config, 'api', logger);
const db = await initORM({ databaseUrl: config.DATABASE_URL, logger });
void reportPostgres(db, config.DATABASE_URL, logger);
// Lazy: the API serves what needs no Temporal (redemption, availability, reports) while it is away.
const temporal = await connectClient(config.temporal, { lazy: true });
const api = await serveApi({ config, db, temporal, logger, warnings });
logger.info({ port: config.PORT, publicUrl: config.PUBLIC_URL, temporal: describeConnection(config.temporal) }, 'API listening');
onShutdown(logger, async () => {
  await api.stop();
  await temporal.connection.close();
  await db.close();
  await tracing?.shutdown();
});
