import assert from 'node:assert/strict';
import diagnosticsChannel from 'node:diagnostics_channel';
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { pino } from 'pino';
import { createSupplierClient, type SupplierClient, type SupplierClientOptions } from '../../src/suppliers/supplierClient.ts';
import { createThrowawayCa, type ThrowawayCa } from '../helpers/throwawayCa.ts';

// What the undici transport must keep from the node:https client it replaced, on real HTTPS
// servers on loopback: one TLS connection per supplier reused across calls, the size limit on
// bodies of unknown length, a stalled body, no user-info on the wire or in spans, the metrics hook.

type RawServer = {
  url: string;
  /** TLS handshakes completed: one per connection the client opened. */
  handshakes: number;
  /** Request lines and Host headers as received. */
  seen: { url: string; host: string | undefined; authorization: string | undefined }[];
  sockets: Set<Socket>;
  close(): Promise<void>;
};

async function startRawServer(ca: ThrowawayCa, handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<RawServer> {
  const { certPem, keyPem } = ca.issue(['127.0.0.1']);
  const server = https.createServer({ cert: certPem, key: keyPem }, (req, res) => {
    raw.seen.push({ url: req.url ?? '', host: req.headers.host, authorization: req.headers.authorization });
    handler(req, res);
  });
  const raw: RawServer = {
    url: '',
    handshakes: 0,
    seen: [],
    sockets: new Set(),
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of raw.sockets) socket.destroy();
      await closed;
    },
  };
  server.on('secureConnection', (socket: Socket) => {
    raw.handshakes += 1;
    raw.sockets.add(socket);
    socket.once('close', () => raw.sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  raw.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/cb`;
  return raw;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('supplier client transport (undici)', function () {
  let ca: ThrowawayCa;
  const servers: RawServer[] = [];
  const clients: SupplierClient[] = [];
  const logLines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });

  function client(overrides: Partial<SupplierClientOptions> = {}): SupplierClient {
    const created = createSupplierClient({ timeoutMs: 5000, allowPrivateNetworks: true, ca: [ca.caCertPem], logger, ...overrides });
    clients.push(created);
    return created;
  }

  async function server(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<RawServer> {
    const started = await startRawServer(ca, handler);
    servers.push(started);
    return started;
  }

  before(function () {
    ca = createThrowawayCa();
  });

  afterEach(async function () {
    for (const c of clients.splice(0)) c.close();
    for (const s of servers.splice(0)) await s.close();
  });

  it('keeps one TLS connection per supplier origin and reuses it for later calls', async function () {
    const a = await server((_req, res) => json(res, 200, { supplier: 'a' }));
    const b = await server((_req, res) => json(res, 200, { supplier: 'b' }));
    const c = client();
    // Back to back on one origin too: the next call must not open a second connection.
    for (const target of [a, a, b, a, b, b]) {
      const outcome = await c.request({ baseUrl: target.url, method: 'GET', path: '/availability' });
      assert.equal(outcome.kind, 'success');
    }
    assert.equal(a.seen.length, 3);
    assert.equal(b.seen.length, 3);
    assert.equal(a.handshakes, 1, 'three calls to one supplier, one handshake');
    assert.equal(b.handshakes, 1);
  });

  it('sends no user-info on the wire or to span instrumentation, only the Authorization header', async function () {
    const target = await server((_req, res) => json(res, 200, {}));
    const created: string[] = [];
    // What @opentelemetry/instrumentation-undici reads to build url.full.
    const onCreate = (message: unknown) => {
      const { request } = message as { request: { origin: string; path: string } };
      created.push(`${request.origin}${request.path}`);
    };
    diagnosticsChannel.subscribe('undici:request:create', onCreate);
    try {
      const baseUrl = target.url.replace('https://', 'https://agent-7:s3cr3t%40x@');
      await client().request({ baseUrl, method: 'GET', path: '/ping', query: { a: '1' } });
    } finally {
      diagnosticsChannel.unsubscribe('undici:request:create', onCreate);
    }
    const port = new URL(target.url).port;
    assert.deepEqual(target.seen, [
      { url: '/cb/ping?a=1', host: `127.0.0.1:${port}`, authorization: `Basic ${Buffer.from('agent-7:s3cr3t@x').toString('base64')}` },
    ]);
    assert.deepEqual(created, [`https://127.0.0.1:${port}/cb/ping?a=1`]);
  });

  it('cuts a body of unknown length past maxResponseBytes, keeping the status, and does not reuse that socket', async function () {
    let first = true;
    const target = await server((_req, res) => {
      if (!first) return json(res, 200, { ok: true });
      first = false;
      // Chunked, no Content-Length: only counting the bytes can stop it.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(`{"blob":"${'x'.repeat(4096)}`);
      res.end(`${'y'.repeat(4096)}"}`);
    });
    const c = client({ maxResponseBytes: 1024 });
    assert.deepEqual(await c.request({ baseUrl: target.url, method: 'GET', path: '/x' }), { kind: 'invalid', reason: 'RESPONSE_TOO_LARGE', status: 200 });
    assert.deepEqual(await c.request({ baseUrl: target.url, method: 'GET', path: '/x' }), { kind: 'success', status: 200, body: { ok: true } });
    assert.equal(target.handshakes, 2, 'the half-read connection was dropped');
  });

  it('keeps an oversized error answer a refusal or a server error, as before', async function () {
    const statuses = [503, 409];
    const target = await server((_req, res) => {
      const body = JSON.stringify({ error: 'SOLD_OUT', pad: 'z'.repeat(4096) });
      // The first announces its length (refused unread), the second is chunked (cut while read).
      const length: Record<string, number> = statuses.length === 2 ? { 'content-length': Buffer.byteLength(body) } : {};
      res.writeHead(statuses.shift() ?? 500, { 'content-type': 'application/json', ...length });
      res.write(body);
      res.end();
    });
    const c = client({ maxResponseBytes: 1024 });
    assert.deepEqual(await c.request({ baseUrl: target.url, method: 'GET', path: '/x' }), { kind: 'retryable', reason: 'SERVER_ERROR', status: 503 });
    assert.deepEqual(await c.request({ baseUrl: target.url, method: 'GET', path: '/x' }), { kind: 'rejected', status: 409, code: 'SUPPLIER_ERROR' });
  });

  it('treats a body that stops arriving as retryable TIMEOUT', async function () {
    const target = await server((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"available":');
    });
    const outcome = await client({ timeoutMs: 300 }).request({ baseUrl: target.url, method: 'GET', path: '/x' });
    assert.deepEqual(outcome, { kind: 'retryable', reason: 'TIMEOUT' });
  });

  it('follows no redirect on a POST either (307)', async function () {
    const target = await server((req, res) => {
      if (req.url === '/cb/orders') {
        res.writeHead(307, { location: '/cb/elsewhere' });
        res.end();
      } else json(res, 201, {});
    });
    const outcome = await client().request({ baseUrl: target.url, method: 'POST', path: '/orders', body: {}, idempotencyKey: 'k-307' });
    assert.deepEqual(outcome, { kind: 'invalid', reason: 'REDIRECT', status: 307 });
    assert.deepEqual(
      target.seen.map((s) => s.url),
      ['/cb/orders'],
    );
  });

  it('tells the metrics hook of every call: host, callback, outcome and seconds', async function () {
    const target = await server((_req, res) => json(res, 200, {}));
    const calls: { host: string; callback: string; outcome: string; seconds: number; mode: string }[] = [];
    const c = client({ observe: (call) => calls.push(call) });
    await c.request({ baseUrl: target.url, method: 'GET', path: '/availability' });
    await c.request({ baseUrl: target.url, method: 'POST', path: '/booking_confirmation', rawBody: '{}', idempotencyKey: 'k', notification: true });
    await c.request({ baseUrl: 'http://127.0.0.1/cb', method: 'GET', path: '/availability' });
    const host = new URL(target.url).host;
    assert.deepEqual(
      calls.map(({ seconds, ...rest }) => rest),
      [
        { host, callback: 'GET /availability', outcome: 'success', mode: 'live' },
        { host, callback: 'notification /booking_confirmation', outcome: 'success', mode: 'live' },
        { host: 'refused', callback: 'GET /availability', outcome: 'refused', mode: 'live' },
      ],
    );
    for (const { seconds } of calls) assert.ok(Number.isFinite(seconds) && seconds >= 0);
  });

  it('close() ends its pooled connections, so nothing keeps the process alive', async function () {
    const target = await server((_req, res) => json(res, 200, {}));
    const c = client();
    await c.request({ baseUrl: target.url, method: 'GET', path: '/x' });
    const [socket] = target.sockets;
    assert.ok(socket, 'the connection is kept alive after the call');
    const closed = once(socket, 'close');
    c.close();
    await closed;
    assert.equal(target.sockets.size, 0);
  });
});
