import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * `/metrics` on a port of its own, so the public API port never exposes it: operators scrape this
 * port from inside their network and do not publish it (docs/SECURITY.md).
 */
export async function serveMetrics(registry: Registry, options: { port: number; host: string }): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
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
