import assert from 'node:assert/strict';
import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config.ts';
import { FAILURE_LIMITS } from '../../src/limits/failureLimits.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';

/**
 * Issue 45 §3: behind an ingress, each client is limited on its own address. A real HTTP proxy on
 * loopback stands in for the ingress: like nginx's `$proxy_add_x_forwarded_for`, it appends the
 * address it was called from to X-Forwarded-For. Clients call it from distinct loopback addresses
 * (127.0.0.2, 127.0.0.3), and one of them forges X-Forwarded-For to dodge its limit.
 */
function startIngress(target: string): Promise<Server> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const out = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(out);
  });
  server.listen(0, '127.0.0.1');
  return once(server, 'listening').then(() => server);
}

/** A GET through the ingress from `localAddress`, with the headers the client chooses. */
function getFrom(ingress: Server, localAddress: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const { port } = ingress.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, localAddress, headers }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || 'null') }));
      })
      .on('error', reject);
  });
}

describe('TRUST_PROXY: the client address behind a proxy', function () {
  let api: Harness;
  let ingress: Server;

  before(async function () {
    // As deploy/kubernetes/ configures it: one proxy (the ingress) in front.
    const hops = loadConfig({ DATABASE_URL: 'postgres://x/y', TRUST_PROXY: '1' }).TRUST_PROXY;
    assert.equal(hops, 1);
    api = await startHarness({ worker: false, trustProxy: hops });
    ingress = await startIngress(api.baseUrl);
  });
  after(async function () {
    ingress?.close();
    await api?.stop();
  });

  it('limits each client behind the ingress on its own, ignoring what it forged beyond the trusted hop', async function () {
    const guesses = FAILURE_LIMITS.codeGuessesPerAddress.points;
    const statuses: number[] = [];
    for (let i = 0; i < guesses + 1; i++) {
      // A new forged address every time: were it believed, the limit would never trip.
      const res = await getFrom(ingress, '127.0.0.2', `/v1/account/verify?code=guess-${i}`, { 'x-forwarded-for': `198.51.100.${i}` });
      statuses.push(res.status);
    }
    assert.deepEqual(statuses, [...Array(guesses).fill(400), 429]);
    // Another client behind the same ingress still gets its answer.
    assert.deepEqual(await getFrom(ingress, '127.0.0.3', '/v1/account/verify?code=guess-x'), { status: 400, body: { error: 'INVALID_CODE' } });
    // And the first is still refused, whatever it claims to be now.
    assert.equal((await getFrom(ingress, '127.0.0.2', '/v1/account/verify?code=guess-y', { 'x-forwarded-for': '127.0.0.3' })).status, 429);
  });

  it('reads TRUST_PROXY as a number of proxies: true is one, false none, anything else is refused naming it', function () {
    const hops = (value: string) => loadConfig({ DATABASE_URL: 'postgres://x/y', TRUST_PROXY: value }).TRUST_PROXY;
    assert.deepEqual(['true', 'false', '0', '2'].map(hops), [1, 0, 0, 2]);
    assert.throws(() => hops('yes'), /TRUST_PROXY: true, false or a number of proxies from 0 to 5/);
  });
});
