import { initORM } from '../db/orm.ts';
import { loadConfigOrExit, roleLogger } from './runtime.ts';

const config = loadConfigOrExit();
const logger = roleLogger(config, 'migrate');
const db = await initORM({ databaseUrl: config.DATABASE_URL, logger });
try {
  const applied = await db.migrate();
  logger.info({ applied }, applied.length ? 'migrations applied' : 'schema up to date');
} finally {
  await db.close();
}
