import type { Middleware } from 'koa';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { countedAndTimed } from '../../metrics/countedAndTimed.ts';

export type HttpMetrics = { registry: Registry; middleware: Middleware };

/** On the process's registry (src/metrics/processMetrics.ts), or one of its own, so tests can build many apps in one process. */
export function createHttpMetrics(given?: Registry): HttpMetrics {
  const registry = given ?? new Registry();
  if (!given) collectDefaultMetrics({ register: registry });
  const record = countedAndTimed(registry, {
    total: { name: 'http_requests_total', help: 'API requests by route, status and mode (live, test)' },
    duration: {
      name: 'http_request_duration_seconds',
      help: 'API request duration by route and mode (live, test)',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    },
    labelNames: ['method', 'route', 'status', 'mode'],
    countOnly: ['status'],
  });
  const middleware: Middleware = async function metricsMiddleware(ctx, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      // The matched route pattern, not the raw path: ids must not explode label cardinality.
      const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute ?? 'unmatched';
      // Test mode's requests are counted apart: a dashboard shows live traffic with mode="live".
      const mode = (ctx.state.mode as string | undefined) ?? 'live';
      record({ method: ctx.method, route, status: String(ctx.status), mode }, (performance.now() - started) / 1000);
    }
  };
  return { registry, middleware };
}
