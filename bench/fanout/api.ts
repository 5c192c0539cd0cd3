/**
 * The API role exactly as src/main/api.ts starts it, but gathering availability changes for
 * BENCH_NOTICE_WINDOW_MS instead of AVAILABILITY_NOTICE_WINDOW_MS: the window travels in the input
 * of the product's notices workflow, which the API starts (announceChange), and no setting of the
 * deployed roles shortens it. Started by the fan-out benchmark (bench/fanout.ts) as a child process
 * when it measures with a short window; the worker stays `src/main/worker.ts`. The benchmark reads
 * the window back from the workflow's input, so a window that did not get through is reported.
 */
import { initORM } from '../../src/db/orm.ts';
import { loadConfigOrExit, onShutdown, roleLogger } from '../../src/main/runtime.ts';
import { serveApi } from '../../src/main/services.ts';
import { connectClient } from '../../src/temporal/connect.ts';

const windowMs = Number(process.env.BENCH_NOTICE_WINDOW_MS);
if (!Number.isInteger(windowMs) || windowMs < 0) {
  process.stderr.write(`BENCH_NOTICE_WINDOW_MS must be an integer >= 0, got ${JSON.stringify(process.env.BENCH_NOTICE_WINDOW_MS)}\n`);
  process.exit(78);
}

const config = loadConfigOrExit();
const logger = roleLogger(config, 'api');
const db = await initORM({ databaseUrl: config.DATABASE_URL, logger });
const temporal = await connectClient(config.temporal, { lazy: true });
// serveApi hands its deps on to createApp, whose `tuning` overrides the workflows' timing.
const deps = { config, db, temporal, logger, tuning: { availabilityNoticeWindowMs: windowMs } };
const api = await serveApi(deps);
logger.info({ port: config.PORT, windowMs }, 'API listening (fan-out benchmark: short notice window)');
onShutdown(logger, async () => {
  await api.stop();
  await temporal.connection.close();
  await db.close();
});
