import { announcerFor } from '../availabilityChanges/announcer.ts';
import { readFileSync } from 'node:fs';
import { createSimulator } from '../suppliers/simulator/index.ts';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { Client } from '@temporalio/client';
import type { NativeConnection, Worker } from '@temporalio/worker';
import { createActivities } from '../../activities/index.ts';
import { notificationDispatcherFor } from '../../activities/notifications/dispatcher.ts';
import { handOverWith } from '../notifications/deliveries.ts';
import { usableCores, workerTuningFor } from '../temporal/workerTuning.ts';
import { ConfigError } from '../configError.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/orm.ts';
import type { Logger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { retentionFor } from '../housekeeping/retention.ts';
import { housekeep } from '../housekeeping/housekeeping.ts';
import { ensureHousekeepingSchedule } from '../housekeeping/schedule.ts';
import { createApp, tuningFor } from '../app.ts';
import { createRequestLog } from '../requestLog/store.ts';
import { createApiServer } from '../http/server.ts';
import { migrationsApplied } from '../http/readiness.ts';
import { trustProxies } from '../http/trustProxy.ts';
import { createHttpMetrics } from '../http/middleware/metrics.ts';
import { marketGauges } from '../metrics/marketGauges.ts';
import { stuckGauges } from '../metrics/stuckGauges.ts';
import { createProcessMetrics, type ProcessMetrics } from '../metrics/processMetrics.ts';
import { serveMetrics } from '../http/metricsServer.ts';
import { createSupplierClient, type SupplierClient } from '../suppliers/supplierClient.ts';
import { createSupplierBreaker } from '../suppliers/breaker.ts';
import { userAgent } from '../suppliers/userAgent.ts';
import { connectWorker } from '../temporal/connect.ts';
import { createTemporalHealth } from '../temporal/health.ts';
import { createWorker } from '../worker.ts';
import { createSecretBox, type SecretBox } from '../signing/secretBox.ts';

const temporalSettings = (config: Config) => ({ connection: config.temporal, taskQueue: config.TEMPORAL_TASK_QUEUE });

/**
 * One keep-alive client per process: supplier connections are reused across requests; test mode's
 * simulated supplier beside it; each supplier's circuit breaker, shared with every replica through
 * Postgres (its state gauge on this process's registry).
 */
export function supplierClientFor(config: Config, db: Db, logger: Logger, metrics?: ProcessMetrics): SupplierClient {
  return createSupplierClient({
    observe: metrics?.supplierCalls,
    simulator: createSimulator({ db, logger }),
    breaker: createSupplierBreaker({ pool: db.pool, logger, registry: metrics?.registry, settings: { probeMs: config.SUPPLIER_TIMEOUT_MS + 5_000 } }),
    timeoutMs: config.SUPPLIER_TIMEOUT_MS,
    userAgent: userAgent(config.PUBLIC_URL),
    allowPrivateNetworks: config.CALLBACK_ALLOW_PRIVATE_NETWORKS,
    ...(config.SUPPLIER_CA_FILE ? { ca: [readFileSync(config.SUPPLIER_CA_FILE, 'utf8')] } : {}),
    logger,
  });
}

/** The box that seals webhook secrets, when this deployment has a WEBHOOK_SECRET_KEY. */
export function webhookSecretsFor(config: Config): SecretBox | undefined {
  return config.WEBHOOK_SECRET_KEY ? createSecretBox(config.WEBHOOK_SECRET_KEY) : undefined;
}

/** How long after SIGTERM an API cuts the connections still open (deploy/kubernetes/ leaves it this, and its preStop). */
export const API_DRAIN_CUT_MS = 25_000;

/** The API role: returns the listening server and a stop function. */
export async function serveApi(deps: { config: Config; db: Db; temporal: Client; logger: Logger; metrics?: ProcessMetrics; warnings?: string[] }) {
  const processMetrics = deps.metrics ?? createProcessMetrics();
  const suppliers = supplierClientFor(deps.config, deps.db, deps.logger, processMetrics);
  const metrics = createHttpMetrics(processMetrics.registry);
  marketGauges(processMetrics.registry, deps.db);
  stuckGauges(processMetrics.registry, deps.db);
  const webhookSecrets = webhookSecretsFor(deps.config);
  if (!webhookSecrets) deps.logger.warn('WEBHOOK_SECRET_KEY is not set: accounts cannot make a webhook secret, and notifications go out unsigned');
  // Checked at start so that a Temporal missing our namespace or search attributes is logged at
  // once, naming them; /ready reports it from then on (and marketplace_temporal_up).
  const temporalHealth = createTemporalHealth({
    client: deps.temporal,
    namespace: deps.config.TEMPORAL_NAMESPACE,
    logger: deps.logger,
    registry: processMetrics.registry,
    address: deps.config.TEMPORAL_ADDRESS,
  });
  void temporalHealth.check();
  let draining = false;
  const requestLog = deps.config.REQUEST_LOG ? createRequestLog({ poolOf: (mode) => deps.db.of(mode).pool, logger: deps.logger }) : undefined;
  const app = createApp({ ...deps, suppliers, metrics, webhookSecrets, temporalHealth, requestLog: requestLog ?? false, draining: () => draining });
  trustProxies(app, deps.config.TRUST_PROXY);
  const server: Server = createApiServer(app);
  server.keepAliveTimeout = 65_000;
  server.listen(deps.config.PORT);
  await once(server, 'listening');
  const metricsServer = deps.config.METRICS_PORT
    ? await serveMetrics(metrics.registry, { port: deps.config.METRICS_PORT, host: deps.config.METRICS_HOST })
    : undefined;
  return {
    server,
    /**
     * Drains: no new connection is taken, the requests being served are answered (a booking waits
     * BOOKING_WAIT_MS at most) with `Connection: close`, each keep-alive connection is closed once
     * it falls idle (clients reconnect elsewhere), and whatever is left after 25 s is cut.
     */
    async stop() {
      // From now on /ready answers 503 and every answer closes its connection, so a balancer's
      // pooled connections leave with their last request instead of being cut.
      draining = true;
      metricsServer?.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), API_DRAIN_CUT_MS);
      await closed;
      clearInterval(sweep);
      clearTimeout(cut);
      // The last answers' entries, before the database closes.
      await requestLog?.close();
      suppliers.close();
    },
  };
}

/** The worker role: runs until stopped; re-drives mail left unsent by an earlier outage. */
export async function runWorker(deps: {
  config: Config;
  db: Db;
  temporal: Client;
  logger: Logger;
  logMailBodies?: boolean;
  metrics?: ProcessMetrics;
  /** The worker role serves its own /metrics on METRICS_PORT; under `npm start` the API serves the shared registry. */
  serveMetrics?: boolean;
  /** Settings this role was let start without (ALLOW_DEV_DEFAULTS): listed by its /ready. */
  warnings?: string[];
  /** The native connection `temporal` is on (the worker role): the worker polls on it too, and its owner closes it. */
  connection?: NativeConnection;
}) {
  const settings = temporalSettings(deps.config);
  // Only `npm start` writes unsent e-mail (and the codes in it) to the log.
  const mailer = createMailer({ smtpUrl: deps.config.SMTP_URL, from: deps.config.MAIL_FROM, logger: deps.logger, logBodies: deps.logMailBodies ?? false });
  const processMetrics = deps.metrics ?? createProcessMetrics();
  const suppliers = supplierClientFor(deps.config, deps.db, deps.logger, processMetrics);
  // The worker role reports marketplace_temporal_up on its own metrics too (under `npm start` the
  // API's registry, shared, has it already).
  const temporalHealth = createTemporalHealth({
    client: deps.temporal,
    namespace: deps.config.TEMPORAL_NAMESPACE,
    logger: deps.logger,
    ...(deps.serveMetrics ? { registry: processMetrics.registry } : {}),
    address: deps.config.TEMPORAL_ADDRESS,
  });
  let worker: Worker | undefined;
  let draining = false;
  let migrated = false;
  // Ready: its release's migrations applied, its bundle loaded and polling, not draining. Temporal's set-up is reported beside it.
  const ready = async () => {
    const state = worker?.getState() ?? 'STARTING';
    const ok = state === 'RUNNING' && !draining;
    return {
      ready: ok,
      body: {
        worker: !migrated ? 'waiting for migrations' : draining && state === 'RUNNING' ? 'draining' : state.toLowerCase(),
        temporal: (await temporalHealth.recent(5_000)).summary,
        ...(deps.warnings?.length ? { warnings: deps.warnings } : {}),
      },
    };
  };
  // The worker role's probes (/health, /ready) are served beside its metrics: a port another
  // process holds would answer them for that process, so it is a start failure (exit 78, naming
  // METRICS_PORT). Under `npm start` the API serves the one registry.
  const metricsServer =
    deps.serveMetrics && deps.config.METRICS_PORT
      ? await serveMetrics(processMetrics.registry, { port: deps.config.METRICS_PORT, host: deps.config.METRICS_HOST, ready }).catch((err: unknown) => {
          if ((err as { code?: string }).code !== 'EADDRINUSE') throw err;
          throw new ConfigError([{ variable: 'METRICS_PORT', message: `${deps.config.METRICS_HOST}:${deps.config.METRICS_PORT} is taken by another process` }]);
        })
      : undefined;
  // A release's worker runs its workflows and activities against its release's schema: it polls
  // nothing until the migrate Job has applied every migration it knows (deploy/kubernetes/).
  await untilMigrated(deps.db, deps.logger, () => draining);
  migrated = true;
  const connection = deps.connection ?? (await connectWorker(settings.connection));
  const workflows = { client: deps.temporal, taskQueue: settings.taskQueue, tuning: tuningFor(deps.config), waitMs: deps.config.BOOKING_WAIT_MS };
  const activityDeps = {
    db: deps.db,
    mailer,
    suppliers,
    logger: deps.logger,
    workflows,
    webhookSecrets: webhookSecretsFor(deps.config),
    retention: retentionFor(deps.config),
  };
  // Booking steps' notifications are delivered from here (drained below, after the worker's tasks).
  const dispatcher = notificationDispatcherFor(activityDeps, handOverWith(activityDeps.workflows));
  // Logs at once, naming them, what Temporal lacks for this service.
  await temporalHealth.check();
  const cores = usableCores({ requestMillicores: deps.config.WORKER_CPU_REQUEST_MILLICORES });
  // The worker role says so; `npm start` on a developer's machine need not.
  if (cores.warning && deps.serveMetrics) deps.logger.warn({ cores: cores.cores }, cores.warning);
  worker = await createWorker({
    connection,
    namespace: settings.connection.namespace,
    taskQueue: settings.taskQueue,
    activities: createActivities({ ...activityDeps, announce: announcerFor(activityDeps), dispatcher }),
    logger: deps.logger,
    ...(deps.config.WORKFLOW_BUNDLE_PATH ? { workflowBundle: { codePath: deps.config.WORKFLOW_BUNDLE_PATH } } : {}),
    tuning: workerTuningFor(deps.config, cores.cores),
    shutdownGraceMs: deps.config.WORKER_SHUTDOWN_GRACE_MS,
  });
  const started = worker;
  const running = started.run();
  // Work stranded while no worker ran is picked up now, and every minute by the schedule (which
  // also prunes: a start is not held up by a backlog of old rows).
  await housekeep(deps.db, { ...workflows, log: deps.logger }, { prune: false });
  await ensureHousekeepingSchedule(deps.temporal, settings.taskQueue, deps.logger);
  return {
    running,
    async stop() {
      // Polls stop at once; running tasks get WORKER_SHUTDOWN_GRACE_MS to finish. /ready says
      // draining meanwhile. (The Temporal runtime reacts to SIGINT/SIGTERM itself, so the worker
      // may already be draining.)
      draining = true;
      deps.logger.info({ graceMs: deps.config.WORKER_SHUTDOWN_GRACE_MS }, 'worker draining: no new tasks, running ones finish');
      if (started.getState() === 'RUNNING') started.shutdown();
      await running;
      // Deliveries still retrying go to their delivery workflows now; attempts under way finish.
      const undelivered = dispatcher.inFlight();
      if (undelivered > 0) deps.logger.info({ notifications: undelivered }, 'handing undelivered notifications to their delivery workflows');
      await dispatcher.drain();
      deps.logger.info('worker drained');
      if (!deps.connection) await connection.close();
      mailer.close();
      suppliers.close();
      metricsServer?.close();
    },
  };
}

/** Waits until every migration is applied, saying so once; re-read every 2 s. */
async function untilMigrated(db: Db, logger: Logger, stopping: () => boolean): Promise<void> {
  let said = false;
  while (!stopping() && (await migrationsApplied(db)) !== true) {
    if (!said) logger.warn('waiting for migrations: the database has not every migration of this release (run the migrate Job); polling nothing until it has');
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  if (said) logger.info('migrations applied: the worker starts');
}

export { temporalSettings };
