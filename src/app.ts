import Koa from 'koa';
import { testModeRoutes } from './testMode/routes.ts';
import { Router } from '@koa/router';
import type { Client } from '@temporalio/client';
import { createAccounts } from './accounts/accounts.ts';
import { createGrants } from './accounts/grants.ts';
import { accountRoutes } from './accounts/routes.ts';
import { availabilityChangeRoutes } from './availabilityChanges/routes.ts';
import { createBookings } from './bookings/bookings.ts';
import { bookingRoutes } from './bookings/routes.ts';
import { createCatalog } from './catalog/catalog.ts';
import { referencePageRoutes } from './docs/referencePage.ts';
import { createReadiness } from './http/readiness.ts';
import { agentApiDocument } from './openapi/document.ts';
import { supplierCallbacksDocument } from './openapi/supplierDocument.ts';
import { createPricing } from './catalog/pricing.ts';
import { createProducts } from './catalog/products.ts';
import { catalogRoutes } from './catalog/routes.ts';
import type { Config } from './config.ts';
import type { Db } from './db/orm.ts';
import { createFailureLimits } from './limits/failureLimits.ts';
import type { Guards } from './http/guards.ts';
import { authenticate, modeOfCredentials } from './accounts/authenticate.ts';
import { bodyParser } from './http/middleware/bodyParser.ts';
import { entityManager } from './http/middleware/entityManager.ts';
import { errorHandler } from './http/middleware/errorHandler.ts';
import { idempotency } from './http/middleware/idempotency.ts';
import type { HttpMetrics } from './http/middleware/metrics.ts';
import { refuseUnstorableInput } from './http/middleware/refuseUnstorableInput.ts';
import { requestContext } from './http/middleware/requestContext.ts';
import type { AppState } from './http/state.ts';
import type { Logger } from './logger.ts';
import { createRedemption } from './redemption/redemption.ts';
import { redemptionRoutes } from './redemption/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { createReservationExtension } from './reservations/extension.ts';
import { createReservations } from './reservations/reservations.ts';
import { reservationRoutes } from './reservations/routes.ts';
import type { SupplierClient } from './suppliers/supplierClient.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { TEST_NOTIFICATION_LIMIT } from './notifications/test.ts';
import { createAccountLimit } from './limits/accountLimit.ts';
import { requestLogRoutes } from './requestLog/routes.ts';
import { type RequestLog, recordInto } from './requestLog/store.ts';
import { webhookRoutes } from './webhooks/routes.ts';
import type { SecretBox } from './signing/secretBox.ts';
import { createTemporalHealth, type TemporalHealth } from './temporal/health.ts';
import type { Tuning } from '../workflows/tuning.ts';

export type AppDeps = {
  config: Pick<Config, 'PUBLIC_URL' | 'TEMPORAL_TASK_QUEUE' | 'BOOKING_WAIT_MS' | 'SUPPLIER_TIMEOUT_MS'>;
  db: Db;
  temporal: Client;
  suppliers: SupplierClient;
  logger: Logger;
  /** Request counts and durations; served on the metrics port, not by this app. */
  metrics?: HttpMetrics;
  /** Workflow timing; tests shorten retries and the expiry grace. */
  tuning?: Partial<Tuning>;
  /** Seals webhook secrets (WEBHOOK_SECRET_KEY); without it accounts cannot make one. */
  webhookSecrets?: SecretBox | undefined;
  /** What /ready reports of Temporal; made from `temporal` when not given. */
  temporalHealth?: TemporalHealth;
  /** True once the process is shutting down: /ready answers 503 and answers close their connection. */
  draining?: () => boolean;
  /**
   * Where accounts' requests are logged (GET /v1/requests); the caller closes it (flushing) at
   * shutdown, before the database. `false`: none (a bench's baseline).
   */
  requestLog: RequestLog | false;
  /** Settings this production role was let start without (ALLOW_DEV_DEFAULTS): listed by /ready. */
  warnings?: string[];
};

export function tuningFor(config: Pick<Config, 'SUPPLIER_TIMEOUT_MS'>, overrides: Partial<Tuning> = {}): Tuning {
  return { supplierTimeoutMs: config.SUPPLIER_TIMEOUT_MS, retryInitialMs: 1_000, expiryGraceMs: 5_000, ...overrides };
}

/**
 * The HTTP API as a Koa app; it does not listen, so tests and `npm start` choose how to serve it.
 * Each business area's service is built once here from the deps; its routes only parse, authorise
 * and present.
 */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  const { suppliers } = deps;
  const workflows = {
    client: deps.temporal,
    taskQueue: deps.config.TEMPORAL_TASK_QUEUE,
    tuning: tuningFor(deps.config, deps.tuning),
    waitMs: deps.config.BOOKING_WAIT_MS,
  };
  const limits = createFailureLimits(deps.db.pool, deps.logger);
  const guards: Guards = { authenticated: authenticate(limits), idempotent: idempotency() };
  const products = createProducts({ suppliers });
  const mail = { client: deps.temporal, taskQueue: deps.config.TEMPORAL_TASK_QUEUE, logger: deps.logger };
  const requestLog = deps.requestLog === false ? undefined : deps.requestLog;

  const ops = new Router({ sensitive: true });
  ops.get('/health', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  const temporalHealth =
    deps.temporalHealth ?? createTemporalHealth({ client: deps.temporal, namespace: deps.temporal.options.namespace, logger: deps.logger });
  const readiness = createReadiness({ db: deps.db, temporal: temporalHealth });
  ops.get('/ready', async (ctx) => {
    const { ready, ...checks } = await readiness.check({ strict: ctx.query.strict === 'true' });
    const draining = deps.draining?.() === true;
    ctx.status = ready && !draining ? 200 : 503;
    ctx.body = {
      status: ready && !draining ? 'ready' : 'not ready',
      ...checks,
      ...(draining ? { draining: true } : {}),
      ...(deps.warnings?.length ? { warnings: deps.warnings } : {}),
    };
  });
  // Made once, on first request: the document is the same for the life of the process.
  let openApi: string | undefined;
  ops.get('/openapi.json', (ctx) => {
    openApi ??= JSON.stringify(agentApiDocument(deps.config.PUBLIC_URL));
    ctx.type = 'application/json';
    ctx.body = openApi;
  });
  let supplierOpenApi: string | undefined;
  ops.get('/openapi/supplier.json', (ctx) => {
    supplierOpenApi ??= JSON.stringify(supplierCallbacksDocument());
    ctx.type = 'application/json';
    ctx.body = supplierOpenApi;
  });

  // Paths match case-sensitively everywhere: `/V1/...` is not an address of this API.
  const v1 = new Router<AppState>({ prefix: '/v1', sensitive: true });
  const areas = [
    accountRoutes({ guards, accounts: createAccounts({ publicUrl: deps.config.PUBLIC_URL, mail, limits }), grants: createGrants() }),
    catalogRoutes({
      guards,
      catalog: createCatalog({ suppliers, products, db: deps.db, logger: deps.logger }),
      pricing: createPricing({ products }),
      products,
      workflows,
    }),
    reservationRoutes({ guards, reservations: createReservations({ products, workflows }), extend: createReservationExtension({ workflows }) }),
    bookingRoutes({ guards, bookings: createBookings({ products, workflows }) }),
    redemptionRoutes({ guards, redemption: createRedemption({ suppliers, products, workflows }) }),
    reportRoutes({ guards }),
    webhookRoutes({ guards, box: deps.webhookSecrets }),
    notificationRoutes({ guards, workflows, testLimit: createAccountLimit(deps.db.pool, deps.logger, TEST_NOTIFICATION_LIMIT) }),
    availabilityChangeRoutes({ guards, products, workflows }),
    requestLogRoutes({ guards, log: requestLog }),
    testModeRoutes({ guards, log: requestLog }),
  ];
  for (const routes of areas) v1.use(routes.routes());

  if (deps.draining) {
    const draining = deps.draining;
    // Looked at when the answer is ready: a request that began before the signal leaves with it too.
    app.use(async function connectionCloseWhileDraining(ctx, next) {
      try {
        await next();
      } finally {
        if (draining()) ctx.set('Connection', 'close');
      }
    });
  }
  app.use(requestContext(deps.logger, { modeOfCredentials, record: requestLog && recordInto(requestLog) }));
  // Outside the error handler: an error answer is counted with the status it is answered with.
  if (deps.metrics) app.use(deps.metrics.middleware);
  app.use(errorHandler(deps.logger));
  app.use(ops.routes());
  app.use(referencePageRoutes().routes());
  app.use(bodyParser());
  app.use(refuseUnstorableInput());
  app.use(entityManager(deps.db));
  app.use(v1.routes());
  app.use(v1.allowedMethods({ throw: true }));
  return app;
}
