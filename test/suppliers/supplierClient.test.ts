import assert from 'node:assert/strict';
import https from 'node:https';
import net from 'node:net';
import { pino } from 'pino';
import { createSupplierClient, type SupplierClient, type SupplierClientOptions } from '../../src/suppliers/supplierClient.ts';
import { guardedLookup, isPublicAddress } from '../../src/suppliers/networkGuard.ts';
import { redactUrl } from '../../src/suppliers/redactUrl.ts';
import { userAgent } from '../../src/suppliers/userAgent.ts';
import { VERSION } from '../../src/version.ts';
import { createThrowawayCa, type ThrowawayCa } from '../helpers/throwawayCa.ts';
import { startFakeSupplier, type FakeSupplier } from '../helpers/fakeSupplier.ts';

const USERNAME = 'agent-7';
// '@' must survive percent-encoding in the URL and decoding in the client.
const PASSWORD = 's3cr3t-p@ss';

describe('supplier client', function () {
  let ca: ThrowawayCa;
  let supplier: FakeSupplier;
  let anonymousSupplier: FakeSupplier;
  const logLines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  const clients: SupplierClient[] = [];

  function client(overrides: Partial<SupplierClientOptions> = {}): SupplierClient {
    const created = createSupplierClient({ timeoutMs: 5000, allowPrivateNetworks: true, ca: [ca.caCertPem], logger, ...overrides });
    clients.push(created);
    return created;
  }

  before(async function () {
    ca = createThrowawayCa();
    supplier = await startFakeSupplier({ ca, username: USERNAME, password: PASSWORD });
    anonymousSupplier = await startFakeSupplier({ ca });
  });

  after(async function () {
    await supplier.close();
    await anonymousSupplier.close();
  });

  beforeEach(function () {
    supplier.reset();
    anonymousSupplier.reset();
  });

  afterEach(function () {
    for (const c of clients.splice(0)) c.close();
  });

  describe('request shape', function () {
    it('says who calls: User-Agent ticket-marketplace/<version> (+<PUBLIC_URL>) on callbacks and notifications, never replaced by a caller', async function () {
      supplier.on('GET', '/products', () => ({ body: {} }));
      supplier.on('POST', '/booking_confirmation', () => ({ body: {} }));
      const named = client({ userAgent: userAgent('https://market.example') });
      await named.request({ baseUrl: supplier.url, method: 'GET', path: '/products' });
      await named.request({
        baseUrl: supplier.url,
        method: 'POST',
        path: '/booking_confirmation',
        idempotencyKey: 'k-1',
        rawBody: '{}',
        headers: { 'user-agent': 'spoofed' },
        notification: true,
      });
      await client().request({ baseUrl: supplier.url, method: 'GET', path: '/products' });
      assert.deepEqual(
        supplier.requests.map((r) => r.headers['user-agent']),
        [`ticket-marketplace/${VERSION} (+https://market.example)`, `ticket-marketplace/${VERSION} (+https://market.example)`, `ticket-marketplace/${VERSION}`],
      );
      assert.match(VERSION, /^\d+\.\d+\.\d+/);
    });

    it('joins the base path, appends defined query params and sends JSON headers on GET', async function () {
      supplier.on('GET', '/availability', () => ({ body: { available: 3 } }));

      for (const baseUrl of [supplier.url, `${supplier.url}/`]) {
        const outcome = await client().request({
          baseUrl,
          method: 'GET',
          path: '/availability',
          query: { eventId: 'ev 1', date: '2030-01-01', seat: undefined },
        });
        assert.deepEqual(outcome, { kind: 'success', status: 200, body: { available: 3 } });
      }

      assert.equal(supplier.requests.length, 2);
      for (const req of supplier.requests) {
        assert.equal(req.method, 'GET');
        assert.equal(req.path, '/availability');
        assert.deepEqual(req.query, { eventId: 'ev 1', date: '2030-01-01' });
        assert.equal(req.headers.accept, 'application/json');
        assert.equal(req.headers['content-type'], undefined);
      }
    });

    it('sends Basic auth from the base URL user-info, percent-decoded', async function () {
      supplier.on('GET', '/ping', () => ({ body: {} }));
      await client().request({ baseUrl: supplier.url, method: 'GET', path: '/ping' });

      const expected = `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}`;
      assert.equal(supplier.requests[0]?.headers.authorization, expected);
    });

    it('is rejected with UNAUTHORIZED when the credentials are wrong', async function () {
      supplier.on('GET', '/ping', () => ({ body: {} }));
      const wrong = supplier.url.replace(encodeURIComponent(PASSWORD), 'wrong');
      assert.notEqual(wrong, supplier.url);

      const outcome = await client().request({ baseUrl: wrong, method: 'GET', path: '/ping' });
      assert.deepEqual(outcome, { kind: 'rejected', status: 401, code: 'UNAUTHORIZED' });
    });

    it('sends no Authorization header when the base URL has no user-info', async function () {
      anonymousSupplier.on('GET', '/ping', () => ({ body: {} }));
      const outcome = await client().request({ baseUrl: anonymousSupplier.url, method: 'GET', path: '/ping' });

      assert.equal(outcome.kind, 'success');
      assert.equal(anonymousSupplier.requests[0]?.headers.authorization, undefined);
    });

    it('sends the Idempotency-Key and JSON body on POST', async function () {
      supplier.on('POST', '/orders', (req) => ({ status: 201, body: { orderId: 'ord-1', echo: req.body } }));
      const body = { eventId: 'ev-1', quantity: 2, holder: { name: 'Zoë' } };

      const outcome = await client().request({ baseUrl: supplier.url, method: 'POST', path: '/orders', body, idempotencyKey: 'idem-123' });

      assert.deepEqual(outcome, { kind: 'success', status: 201, body: { orderId: 'ord-1', echo: body } });
      const req = supplier.requests[0];
      assert.equal(req?.headers['idempotency-key'], 'idem-123');
      assert.equal(req?.headers['content-type'], 'application/json');
      assert.deepEqual(req?.body, body);
    });

    it('never sends an Idempotency-Key on GET', async function () {
      supplier.on('GET', '/availability', () => ({ body: {} }));
      await client().request({ baseUrl: supplier.url, method: 'GET', path: '/availability', idempotencyKey: 'ignored' });

      assert.equal(supplier.requests[0]?.headers['idempotency-key'], undefined);
    });

    it('throws when a mutating request has no idempotency key, without sending anything', async function () {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        await assert.rejects(client().request({ baseUrl: supplier.url, method, path: '/orders', body: {} }), /idempotencyKey/);
      }
      assert.equal(supplier.requests.length, 0);
    });
  });

  describe('outcome classification', function () {
    it('treats an empty 2xx body as null', async function () {
      supplier.on('DELETE', '/orders/1', () => ({ status: 204 }));
      const outcome = await client().request({ baseUrl: supplier.url, method: 'DELETE', path: '/orders/1', idempotencyKey: 'k' });
      assert.deepEqual(outcome, { kind: 'success', status: 204, body: null });
    });

    it('passes on a SCREAMING_SNAKE_CASE 4xx error code', async function () {
      supplier.on('POST', '/orders', () => ({ status: 400, body: { error: 'SOLD_OUT' } }));
      const outcome = await client().request({ baseUrl: supplier.url, method: 'POST', path: '/orders', body: {}, idempotencyKey: 'k' });
      assert.deepEqual(outcome, { kind: 'rejected', status: 400, code: 'SOLD_OUT' });
    });

    it('falls back to SUPPLIER_ERROR for 4xx bodies without a code', async function () {
      const bodies: unknown[] = [{ error: 'sold out, sorry' }, { message: 'nope' }, 'plain text', null, { error: 42 }];
      for (const body of bodies) {
        const headers: Record<string, string> = typeof body === 'string' ? { 'content-type': 'text/plain' } : {};
        supplier.on('GET', '/x', () => ({ status: 409, body, headers }));
        const outcome = await client().request({ baseUrl: supplier.url, method: 'GET', path: '/x' });
        assert.deepEqual(outcome, { kind: 'rejected', status: 409, code: 'SUPPLIER_ERROR' }, JSON.stringify(body));
      }
    });

    it('treats 5xx and 429 as retryable server errors', async function () {
      supplier.on('GET', '/x', () => ({ body: {} }));
      supplier.failNext(1);
      supplier.failNext(1, 503);
      supplier.failNext(1, 429);

      const c = client();
      const outcomes = [];
      for (let i = 0; i < 4; i++) outcomes.push(await c.request({ baseUrl: supplier.url, method: 'GET', path: '/x' }));

      assert.deepEqual(outcomes, [
        { kind: 'retryable', reason: 'SERVER_ERROR', status: 500 },
        { kind: 'retryable', reason: 'SERVER_ERROR', status: 503 },
        { kind: 'retryable', reason: 'SERVER_ERROR', status: 429 },
        { kind: 'success', status: 200, body: {} },
      ]);
      assert.equal(supplier.requests.length, 4);
    });

    it('treats a dropped connection as retryable CONNECTION', async function () {
      supplier.on('GET', '/x', () => ({ body: {} }));
      supplier.dropNext(1);

      const outcome = await client().request({ baseUrl: supplier.url, method: 'GET', path: '/x' });
      assert.deepEqual(outcome, { kind: 'retryable', reason: 'CONNECTION' });
      assert.equal(supplier.requests.length, 1);
    });

    it('treats a response slower than timeoutMs as retryable TIMEOUT', async function () {
      supplier.on('GET', '/x', () => ({ body: {} }));
      supplier.delayNext(1, 1500);

      const outcome = await client({ timeoutMs: 300 }).request({ baseUrl: supplier.url, method: 'GET', path: '/x' });
      assert.deepEqual(outcome, { kind: 'retryable', reason: 'TIMEOUT' });
    });

    it('treats a server that never finishes the TLS handshake as retryable TIMEOUT', async function () {
      const held: net.Socket[] = [];
      const silent = net.createServer((socket) => void held.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as net.AddressInfo;
      try {
        const outcome = await client({ timeoutMs: 10_000, connectTimeoutMs: 300 }).request({
          baseUrl: `https://127.0.0.1:${port}/cb`,
          method: 'GET',
          path: '/x',
        });
        assert.deepEqual(outcome, { kind: 'retryable', reason: 'TIMEOUT' });
      } finally {
        for (const socket of held) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      }
    });

    it('treats a refused connection as retryable CONNECTION', async function () {
      const port = await closedPort();
      const outcome = await client().request({ baseUrl: `https://127.0.0.1:${port}/cb`, method: 'GET', path: '/x' });
      assert.deepEqual(outcome, { kind: 'retryable', reason: 'CONNECTION' });
    });

    it('does not follow redirects', async function () {
      supplier.on('GET', '/old', () => ({ status: 302, headers: { location: `${supplier.origin}/cb/new` } }));
      supplier.on('GET', '/new', () => ({ body: { moved: true } }));

      const outcome = await client().request({ baseUrl: supplier.url, method: 'GET', path: '/old' });
      assert.deepEqual(outcome, { kind: 'invalid', reason: 'REDIRECT', status: 302 });
      assert.equal(supplier.requests.length, 1);
    });

    it('treats a 2xx body that is not JSON as MALFORMED_RESPONSE', async function () {
      supplier.on('GET', '/x', () => ({ body: '<html>hello</html>', headers: { 'content-type': 'text/html' } }));
      const outcome = await client().request({ baseUrl: supplier.url, method: 'GET', path: '/x' });
      assert.deepEqual(outcome, { kind: 'invalid', reason: 'MALFORMED_RESPONSE', status: 200 });
    });

    it('stops reading responses larger than maxResponseBytes', async function () {
      supplier.on('GET', '/x', () => ({ body: { blob: 'x'.repeat(10_000) } }));
      const outcome = await client({ maxResponseBytes: 1024 }).request({ baseUrl: supplier.url, method: 'GET', path: '/x' });
      assert.deepEqual(outcome, { kind: 'invalid', reason: 'RESPONSE_TOO_LARGE', status: 200 });
    });

    it('treats an untrusted certificate as invalid TLS', async function () {
      supplier.on('GET', '/x', () => ({ body: {} }));
      const outcome = await client({ ca: undefined }).request({ baseUrl: supplier.url, method: 'GET', path: '/x' });
      assert.deepEqual(outcome, { kind: 'invalid', reason: 'TLS' });
      assert.equal(supplier.requests.length, 0);
    });

    it('treats a host name that does not resolve as invalid NO_SUCH_HOST, with the SSRF guard and without', async function () {
      for (const allowPrivateNetworks of [false, true]) {
        const outcome = await client({ allowPrivateNetworks }).request({ baseUrl: 'https://callbacks.nowhere.invalid/cb', method: 'GET', path: '/x' });
        assert.deepEqual(outcome, { kind: 'invalid', reason: 'NO_SUCH_HOST' }, `allowPrivateNetworks: ${allowPrivateNetworks}`);
      }
    });

    it('treats a certificate for another host name as invalid TLS', async function () {
      const { certPem, keyPem } = ca.issue(['elsewhere.example']);
      const server = https.createServer({ cert: certPem, key: keyPem }, (_req, res) => res.end('{}'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as net.AddressInfo;
      try {
        const outcome = await client().request({ baseUrl: `https://127.0.0.1:${port}/cb`, method: 'GET', path: '/x' });
        assert.deepEqual(outcome, { kind: 'invalid', reason: 'TLS' });
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  describe('refusals', function () {
    it('refuses anything but https:// without network I/O', async function () {
      const outcome = await client().request({ baseUrl: `http://127.0.0.1:${supplier.port}/cb`, method: 'GET', path: '/x' });
      assert.deepEqual(outcome, { kind: 'refused', reason: 'INSECURE_URL' });
      assert.equal(supplier.requests.length, 0);
    });

    it('refuses unparsable base URLs', async function () {
      const outcome = await client().request({ baseUrl: 'not a url', method: 'GET', path: '/x' });
      assert.deepEqual(outcome, { kind: 'refused', reason: 'INVALID_URL' });
    });

    it('refuses private, loopback and link-local targets before connecting', async function () {
      supplier.on('GET', '/x', () => ({ body: {} }));
      const guarded = client({ allowPrivateNetworks: false });
      const targets = [
        `https://127.0.0.1:${supplier.port}/cb`,
        `https://localhost:${supplier.port}/cb`,
        `https://[::1]:${supplier.port}/cb`,
        `https://[::ffff:127.0.0.1]:${supplier.port}/cb`,
        `https://${USERNAME}:x@127.0.0.1:${supplier.port}/cb`,
        'https://10.0.0.1/',
        'https://169.254.169.254/',
      ];
      for (const baseUrl of targets) {
        const outcome = await guarded.request({ baseUrl, method: 'GET', path: '/x' });
        assert.deepEqual(outcome, { kind: 'refused', reason: 'PRIVATE_NETWORK' }, baseUrl);
      }
      assert.equal(supplier.requests.length, 0);
    });

    it('guards the addresses a hostname resolves to', async function () {
      for (const all of [true, false]) {
        const err = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup('localhost', { all }, (e) => resolve(e)));
        assert.equal(err?.code, 'PRIVATE_NETWORK');
      }
    });
  });

  describe('connection reuse', function () {
    it('reuses one keep-alive socket for sequential requests', async function () {
      supplier.on('GET', '/availability', () => ({ body: { available: 1 } }));
      const c = client();
      await c.request({ baseUrl: supplier.url, method: 'GET', path: '/availability' });
      await c.request({ baseUrl: supplier.url, method: 'GET', path: '/availability' });

      const [first, second] = supplier.requests;
      assert.ok(first?.remotePort);
      assert.equal(second?.remotePort, first.remotePort);
    });
  });

  describe('logging', function () {
    it('logs one line per call and never the credentials', async function () {
      supplier.on('GET', '/availability', () => ({ body: {} }));
      supplier.on('POST', '/orders', () => ({ status: 400, body: { error: 'SOLD_OUT' } }));
      logLines.length = 0;
      const c = client();

      await c.request({ baseUrl: supplier.url, method: 'GET', path: '/availability', query: { eventId: 'ev-1' } });
      await c.request({ baseUrl: supplier.url, method: 'POST', path: '/orders', body: {}, idempotencyKey: 'k' });
      await c.request({ baseUrl: supplier.url.replace('https:', 'http:'), method: 'GET', path: '/availability' });
      supplier.dropNext(1);
      await c.request({ baseUrl: supplier.url, method: 'GET', path: '/availability' });

      assert.equal(logLines.length, 4);
      const entry = JSON.parse(logLines[0] ?? '{}') as Record<string, unknown>;
      assert.equal(entry.method, 'GET');
      assert.equal(entry.host, `127.0.0.1:${supplier.port}`);
      assert.equal(entry.path, '/cb/availability');
      assert.equal(entry.status, 200);
      assert.equal(entry.outcome, 'success');
      assert.equal(typeof entry.durationMs, 'number');

      const secrets = [PASSWORD, encodeURIComponent(PASSWORD), Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')];
      for (const line of logLines) {
        for (const secret of secrets) assert.ok(!line.includes(secret), `log line leaks a credential: ${line}`);
      }
    });
  });
});

describe('isPublicAddress', function () {
  const table: [string, boolean][] = [
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['93.184.216.34', true],
    ['2606:4700::1111', true],
    ['2001:4860:4860::8888', true],
    ['::ffff:8.8.8.8', true],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.128.0.1', true],
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['64:ff9b::a00:1', false],
    // Special-purpose ranges other than the private ones.
    ['198.51.100.1', false], // documentation (TEST-NET-2)
    ['2001:db8::1', false], // documentation
    ['2606:4700:4700::1111', true],
    // IPv4-translated (::ffff:0:0/96) is judged by the IPv4 address inside.
    ['::ffff:0:127.0.0.1', false],
    ['::ffff:0:7f00:1', false],
    ['::ffff:0:8.8.8.8', true],
    // Deprecated IPv4-compatible (::/96), dotted and hex.
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::808:808', true],
    // 6to4 (2002::/16): the IPv4 address sits in bits 16-47.
    ['2002:7f00:1::1', false],
    ['2002:0a00:0001::1', false],
    ['2002:0808:0808::1', true],
    // NAT64: the well-known /96 carries the IPv4 address last; local-use 64:ff9b:1::/48 is refused.
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::808:808', true],
    ['64:ff9b:1::1', false],
    ['64:ff9b:1::808:808', false],
    // Teredo (2001::/32): server 65.54.227.120 = 4136:e378; the client is stored bit-inverted
    // (192.168.1.1 → 3f57:fefe, 8.8.8.8 → f7f7:f7f7, 127.0.0.1 → 80ff:fffe).
    ['2001:0:4136:e378:8000:63bf:3f57:fefe', false],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', false],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', true],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', false], // server 10.0.0.1
    // Shorthand (which ipaddr.js alone would accept) and bracketed forms are not IP literals.
    ['127.1', false],
    ['8.8', false],
    ['[::1]', false],
    ['not-an-ip', false],
    ['', false],
  ];
  for (const [ip, expected] of table) {
    it(`${ip || '(empty)'} → ${expected ? 'public' : 'refused'}`, function () {
      assert.equal(isPublicAddress(ip), expected);
    });
  }
});

describe('redactUrl', function () {
  it('hides the password and keeps the username', function () {
    assert.equal(redactUrl('https://agent:s3cr3t@supplier.example/cb?x=1'), 'https://agent:***@supplier.example/cb?x=1');
  });

  it('returns URLs without a password unchanged', function () {
    assert.equal(redactUrl('https://supplier.example/cb'), 'https://supplier.example/cb');
    assert.equal(redactUrl('https://agent@supplier.example/cb'), 'https://agent@supplier.example/cb');
  });

  it('returns unparsable input unchanged unless it still carries a password', function () {
    assert.equal(redactUrl('not a url'), 'not a url');
    assert.equal(redactUrl('https://agent:s3cr3t@[bad/cb'), 'https://agent:***@[bad/cb');
  });
});

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
