import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import Koa from 'koa';
import { Router } from '@koa/router';
import type { Client } from '@temporalio/client';
import type { Config } from './config.ts';
import type { Db } from './db/orm.ts';
import { accountRoutes } from './http/accounts/routes.ts';
import { catalogRoutes } from './http/catalog/routes.ts';
import { bookingRoutes } from './http/bookings/routes.ts';
import { grantRoutes } from './http/grants/routes.ts';
import { createFailureLimits } from './http/failureLimits.ts';
import type { Guards } from './http/guards.ts';
import { idempotency } from './http/middleware/idempotency.ts';
import { redemptionRoutes } from './http/redemption/routes.ts';
import { reportRoutes } from './http/reports/routes.ts';
import { reservationRoutes } from './http/reservations/routes.ts';
import type { Tuning } from '../workflows/types.ts';
import { authenticate } from './http/middleware/auth.ts';
import { ERROR_STATUS, type ErrorCode } from './http/errors.ts';
import { pricingRoutes } from './http/pricing/routes.ts';
import type { AppState } from './http/state.ts';
import type { SupplierClient } from './suppliers/supplierClient.ts';
import { bodyParser } from './http/middleware/bodyParser.ts';
import { entityManager } from './http/middleware/entityManager.ts';
import { errorHandler } from './http/middleware/errorHandler.ts';
import type { HttpMetrics } from './http/middleware/metrics.ts';
import { refuseUnstorableInput } from './http/middleware/refuseUnstorableInput.ts';
import { requestContext } from './http/middleware/requestContext.ts';
import type { Logger } from './logger.ts';

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
};

export function tuningFor(config: Pick<Config, 'SUPPLIER_TIMEOUT_MS'>, overrides: Partial<Tuning> = {}): Tuning {
  return { supplierTimeoutMs: config.SUPPLIER_TIMEOUT_MS, retryInitialMs: 1_000, expiryGraceMs: 5_000, ...overrides };
}

/** The HTTP API as a Koa app; it does not listen, so tests and `npm start` choose how to serve it. */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  const mail = { client: deps.temporal, taskQueue: deps.config.TEMPORAL_TASK_QUEUE, logger: deps.logger };
  const workflows = {
    client: deps.temporal,
    taskQueue: deps.config.TEMPORAL_TASK_QUEUE,
    tuning: tuningFor(deps.config, deps.tuning),
    waitMs: deps.config.BOOKING_WAIT_MS,
  };
  const limits = createFailureLimits(deps.db.pool, deps.logger);
  const guards: Guards = { authenticated: authenticate(limits), idempotent: idempotency() };

  const ops = new Router({ sensitive: true });
  ops.get('/health', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  // Paths match case-sensitively everywhere: `/V1/...` is not an address of this API.
  const v1 = new Router<AppState>({ prefix: '/v1', sensitive: true });
  v1.use(accountRoutes(guards, { publicUrl: deps.config.PUBLIC_URL, mail, limits }).routes());
  v1.use(grantRoutes(guards).routes());
  v1.use(catalogRoutes(guards, { suppliers: deps.suppliers }).routes());
  v1.use(pricingRoutes(guards, { suppliers: deps.suppliers }).routes());
  v1.use(reservationRoutes(guards, { suppliers: deps.suppliers, workflows }).routes());
  v1.use(bookingRoutes(guards, { suppliers: deps.suppliers, workflows }).routes());
  v1.use(redemptionRoutes(guards, { suppliers: deps.suppliers, workflows }).routes());
  v1.use(reportRoutes(guards).routes());

  app.use(requestContext(deps.logger));
  app.use(errorHandler(deps.logger));
  if (deps.metrics) app.use(deps.metrics.middleware);
  app.use(ops.routes());
  app.use(bodyParser());
  app.use(refuseUnstorableInput());
  app.use(entityManager(deps.db));
  app.use(v1.routes());
  app.use(v1.allowedMethods({ throw: true }));
  return app;
}

/**
 * An HTTP server for the app. A request Node's own parser refuses (a method it does not know, a
 * malformed or oversized header) never reaches Koa: it still gets the API's `{"error": CODE}`.
 */
export function createApiServer(app: Koa): Server {
  const server = createServer(app.callback());
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    // As Node's own handler: answer only on a socket that has not answered anything yet.
    if (!socket.writable || socket.bytesWritten > 0 || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const code: ErrorCode = err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'INVALID_REQUEST';
    const status = ERROR_STATUS[code];
    const body = JSON.stringify({ error: code });
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
  });
  return server;
}
