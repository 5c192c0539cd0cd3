import type { Middleware } from 'koa';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type HttpMetrics = { registry: Registry; middleware: Middleware };

/** On the process's registry (src/metrics/processMetrics.ts), or one of its own, so tests can build many apps in one process. */
export function createHttpMetrics(given?: Registry): HttpMetrics {
  const registry = given ?? new Registry();
  if (!given) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'API requests by route, status and mode (live, test)',
    labelNames: ['method', 'route', 'status', 'mode'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request duration by route and mode (live, test)',
    labelNames: ['method', 'route', 'mode'] as const,
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
      // Test mode's requests are counted apart: a dashboard shows live traffic with mode="live".
      const mode = (ctx.state.mode as string | undefined) ?? 'live';
      end({ method: ctx.method, route, mode });
      requests.inc({ method: ctx.method, route, status: String(ctx.status), mode });
    }
  };
  return { registry, middleware };
}
