import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export type Probe = () => Promise<{ ready: boolean; body: Record<string, unknown> }>;

/**
 * `/metrics` on a port of its own, so the public API port never exposes it: operators scrape this
 * port from inside their network and do not publish it (docs/SECURITY.md). A process without an
 * API (the worker) also answers its probes here: `/health` (alive) and `/ready` (`ready`).
 */
export async function serveMetrics(registry: Registry, options: { port: number; host: string; ready?: Probe }): Promise<Server> {
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (options.ready && req.method === 'GET' && path === '/health') return json(res, 200, { status: 'ok' });
    if (options.ready && req.method === 'GET' && path === '/ready') {
      options.ready().then(
        ({ ready, body }) => json(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', ...body }),
        () => json(res, 503, { status: 'not ready' }),
      );
      return;
    }
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"NOT_FOUND"}');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"INTERNAL_ERROR"}'),
    );
  });
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return server;
}
