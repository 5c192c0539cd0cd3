import Koa from 'koa';
import { Router } from '@koa/router';
import type { Client } from '@temporalio/client';
import type { Config } from './config.ts';
import type { Db } from './db/orm.ts';
import { accountRoutes } from './http/accounts/routes.ts';
import { catalogRoutes } from './http/catalog/routes.ts';
import { bookingRoutes } from './http/bookings/routes.ts';
import { grantRoutes } from './http/grants/routes.ts';
import { idempotency } from './http/middleware/idempotency.ts';
import { redemptionRoutes } from './http/redemption/routes.ts';
import { reportRoutes } from './http/reports/routes.ts';
import { reservationRoutes } from './http/reservations/routes.ts';
import type { Tuning } from '../workflows/types.ts';
import { authenticate } from './http/middleware/auth.ts';
import { pricingRoutes } from './http/pricing/routes.ts';
import type { AuthState } from './http/state.ts';
import type { SupplierClient } from './suppliers/supplierClient.ts';
import { bodyParser } from './http/middleware/bodyParser.ts';
import { entityManager } from './http/middleware/entityManager.ts';
import { errorHandler } from './http/middleware/errorHandler.ts';
import { createMetrics } from './http/middleware/metrics.ts';
import { refuseNulBytes } from './http/middleware/refuseNulBytes.ts';
import { requestContext } from './http/middleware/requestContext.ts';
import type { Logger } from './logger.ts';

export type AppDeps = {
  config: Pick<Config, 'PUBLIC_URL' | 'TEMPORAL_TASK_QUEUE' | 'BOOKING_WAIT_MS' | 'SUPPLIER_TIMEOUT_MS'>;
  db: Db;
  temporal: Client;
  suppliers: SupplierClient;
  logger: Logger;
  /** Workflow timing; tests shorten retries and the expiry grace. */
  tuning?: Partial<Tuning>;
};

export function tuningFor(config: Pick<Config, 'SUPPLIER_TIMEOUT_MS'>, overrides: Partial<Tuning> = {}): Tuning {
  return { supplierTimeoutMs: config.SUPPLIER_TIMEOUT_MS, retryInitialMs: 1_000, expiryGraceMs: 5_000, ...overrides };
}

/** The HTTP API as a Koa app; it does not listen, so tests and `npm start` choose how to serve it. */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  const metrics = createMetrics();
  const mail = { client: deps.temporal, taskQueue: deps.config.TEMPORAL_TASK_QUEUE, logger: deps.logger };

  const ops = new Router();
  ops.get('/health', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  ops.get('/metrics', async (ctx) => {
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });

  const v1 = new Router({ prefix: '/v1' });
  const accounts = accountRoutes({ publicUrl: deps.config.PUBLIC_URL, mail });
  // Public routes first: `/account/:id` must not demand credentials.
  v1.use(accounts.public.routes());
  const authenticated = new Router<AuthState>();
  const workflows = {
    client: deps.temporal,
    taskQueue: deps.config.TEMPORAL_TASK_QUEUE,
    tuning: tuningFor(deps.config, deps.tuning),
    waitMs: deps.config.BOOKING_WAIT_MS,
  };
  authenticated.use(authenticate());
  authenticated.use(idempotency());
  authenticated.use(accounts.authenticated.routes());
  authenticated.use(grantRoutes().routes());
  authenticated.use(catalogRoutes({ suppliers: deps.suppliers }).routes());
  authenticated.use(pricingRoutes({ suppliers: deps.suppliers }).routes());
  authenticated.use(reservationRoutes({ suppliers: deps.suppliers, workflows }).routes());
  authenticated.use(bookingRoutes({ suppliers: deps.suppliers, workflows }).routes());
  authenticated.use(redemptionRoutes({ suppliers: deps.suppliers, workflows }).routes());
  authenticated.use(reportRoutes().routes());
  v1.use(authenticated.routes());

  app.use(requestContext(deps.logger));
  app.use(errorHandler(deps.logger));
  app.use(metrics.middleware);
  app.use(ops.routes());
  app.use(bodyParser());
  app.use(refuseNulBytes());
  app.use(entityManager(deps.db));
  app.use(v1.routes());
  app.use(v1.allowedMethods({ throw: true }));
  return app;
}
