import type { Middleware } from 'koa';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type HttpMetrics = { registry: Registry; middleware: Middleware };

/** On the process's registry (src/metrics/processMetrics.ts), or one of its own, so tests can build many apps in one process. */
export function createHttpMetrics(given?: Registry): HttpMetrics {
  const registry = given ?? new Registry();
  if (!given) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'API requests by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request duration',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const middleware: Middleware = async function metricsMiddleware(ctx, next) {
    const end = duration.startTimer();
    try {
      await next();
    } finally {
      // The matched route pattern, not the raw path: ids must not explode label cardinality.
      const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute ?? 'unmatched';
      end({ method: ctx.method, route });
      requests.inc({ method: ctx.method, route, status: String(ctx.status) });
    }
  };
  return { registry, middleware };
}
