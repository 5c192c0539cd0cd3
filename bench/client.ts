/**
 * Benchmark (not a test): what the typed client (clients/typescript, issue 32) costs.
 *
 *  - Its size as a browser or an edge function would ship it: the client with openapi-fetch,
 *    bundled and minified by esbuild, and gzipped (level 9); no types (they are erased). Also
 *    each part alone.
 *  - One call through the client against the same call by a bare `fetch` (the same global fetch,
 *    URL, headers and body, the JSON parsed), side by side, interleaved in blocks whose order
 *    rotates: on the real API of the benchmark stack (bench/stack.ts: the API role as deployed,
 *    PostgreSQL, Temporal, the worker, an HTTPS fake supplier), and on a loopback server that
 *    answers at once, where the client's own cost is not hidden in the API's.
 *
 * Reproduce: `npm run bench -- client`. BENCH_REQUESTS (per path and side, default 1000 on the
 * loopback server, a fifth of it on the API), BENCH_BLOCKS (default 10).
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { createMarketplaceClient } from '../clients/typescript/src/index.ts';
import { createCleanups } from './cleanups.ts';
import { interleavedLatency, intFromEnv, ms, ratio, stats, table } from './measure.ts';
import { startBenchStack } from './stack.ts';

export const REPRODUCE = 'npm run bench -- client';
const ENTRY = new URL('../clients/typescript/src/index.ts', import.meta.url).pathname;

/** Bytes of `entry` bundled for a browser and minified (openapi-fetch left out when `external`), and gzipped. */
async function bundledSize(entry: string, external: string[]): Promise<{ min: number; gzip: number }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external,
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

async function sizes(): Promise<void> {
  const openapiFetch = new URL(import.meta.resolve('openapi-fetch')).pathname;
  const rows = [
    ['the client with openapi-fetch (what an app ships)', await bundledSize(ENTRY, [])],
    ['the client alone (openapi-fetch external)', await bundledSize(ENTRY, ['openapi-fetch'])],
    ['openapi-fetch alone', await bundledSize(openapiFetch, [])],
  ] as const;
  console.log(
    table(
      ['bundle (esbuild --bundle --minify, ESM, browser; types erased)', 'minified', 'gzipped'],
      rows.map(([what, s]) => [what, `${(s.min / 1024).toFixed(1)} kB`, `${(s.gzip / 1024).toFixed(1)} kB`]),
    ),
  );
}

type Side = { name: string; call: () => Promise<unknown> };

async function compare(title: string, pairs: { what: string; bare: Side['call']; client: Side['call'] }[], requests: number, blocks: number) {
  const paths = pairs.flatMap((p) => [
    { name: `${p.what}, bare fetch`, call: p.bare },
    { name: `${p.what}, client`, call: p.client },
  ]);
  // Warm-up: connections, JIT, the API's plans.
  for (const path of paths) for (let i = 0; i < 30; i++) await path.call();
  const samples = await interleavedLatency(paths, { requests, blocks });
  const byName = new Map(paths.map((p) => [p.name, stats(samples.get(p)!)]));
  console.log(`\n${title} (${requests} calls per path and side, ${blocks} interleaved blocks)`);
  console.log(
    table(
      ['call', 'bare p50 ms', 'client p50 ms', 'client/bare p50', 'added p50 ms', 'bare mean ms', 'client mean ms', 'client/bare mean'],
      pairs.map((p) => {
        const bare = byName.get(`${p.what}, bare fetch`)!;
        const client = byName.get(`${p.what}, client`)!;
        return [
          p.what,
          ms(bare.p50, 3),
          ms(client.p50, 3),
          ratio(client.p50 / bare.p50),
          ms(client.p50 - bare.p50, 3),
          ms(bare.mean, 3),
          ms(client.mean, 3),
          ratio(client.mean / bare.mean),
        ];
      }),
    ),
  );
}

const expectOk = async (res: Response) => {
  if (!res.ok) throw new Error(`bare fetch answered ${res.status}: ${await res.text()}`);
  return res.json();
};

/** A server that answers every request at once with a fixed JSON body, the size of an account. */
async function loopbackServer() {
  const body = JSON.stringify({
    name: 'Bench Agent',
    email: 'agent@bench.example',
    callback_url: 'https://callbacks.example.com',
    notification_url: 'https://notifications.example.com',
    verified: true,
    domain: null,
    currency: 'EUR',
  });
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'request-id': 'bench' });
      res.end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export async function runClientBench(): Promise<void> {
  const cleanups = createCleanups();
  const requests = intFromEnv('BENCH_REQUESTS', 1000, 10);
  const blocks = intFromEnv('BENCH_BLOCKS', 10, 1);
  try {
    console.log(`typed client benchmark — reproduce with: ${REPRODUCE}`);
    await sizes();

    // The client's own cost: a server with nothing to do.
    const loopback = await loopbackServer();
    cleanups.push({ what: 'loopback server', run: () => loopback.close() });
    const auth = `Basic ${Buffer.from('agent@bench.example:tmk_bench').toString('base64')}`;
    const local = createMarketplaceClient({ baseUrl: loopback.url, account: 'agent@bench.example', token: 'tmk_bench' });
    const order = { reservation: null, supplier: 's@bench.example', product: 'MUSEUM', date: '2031-06-01', adult: 1, reference: 'R' };
    await compare(
      'On a loopback server answering at once: the client’s own cost',
      [
        {
          what: 'GET /v1/account',
          bare: () => fetch(`${loopback.url}/v1/account`, { headers: { authorization: auth } }).then(expectOk),
          client: () => local.account(),
        },
        {
          what: 'POST /v1/booking_confirmation (key, JSON body)',
          bare: () =>
            fetch(`${loopback.url}/v1/booking_confirmation`, {
              method: 'POST',
              headers: { authorization: auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
              body: JSON.stringify(order),
            }).then(expectOk),
          client: () => local.confirmBooking(order),
        },
      ],
      requests,
      blocks,
    );

    // The same on the real API, as deployed.
    const stack = await startBenchStack(cleanups, { bookingWaitMs: 5000, supplierTimeoutMs: 10_000 });
    const base = stack.api.url;
    const agentAuth = stack.accounts.agentAuth;
    const agent = createMarketplaceClient({ baseUrl: base, headers: { authorization: agentAuth } });
    const runId = Date.now().toString(36);
    let counter = 0;
    const booking = () => ({
      reservation: null,
      supplier: stack.accounts.supplierEmail,
      product: 'MUSEUM',
      date: stack.travelDate,
      adult: 1,
      reference: `CLIENT-${runId}-${counter++}`,
    });
    await compare(
      'On the real API (the benchmark stack): what the client adds to a whole call',
      [
        {
          what: 'GET /v1/account',
          bare: () => fetch(`${base}/v1/account`, { headers: { authorization: agentAuth } }).then(expectOk),
          client: () => agent.account(),
        },
        {
          what: 'POST /v1/booking_confirmation (freesale, supplier called)',
          bare: () =>
            fetch(`${base}/v1/booking_confirmation`, {
              method: 'POST',
              headers: { authorization: agentAuth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
              body: JSON.stringify(booking()),
            }).then(expectOk),
          client: () => agent.confirmBooking(booking()),
        },
      ],
      Math.max(10, Math.round(requests / 5)),
      blocks,
    );
  } finally {
    await cleanups.runAll();
    cleanups.dispose();
  }
}
