/**
 * Benchmark (not a test): what the request log (GET /v1/requests, issue 22 §1) adds to an agent's
 * availability read and booking. Two API roles side by side on one stack (bench/stack.ts: embedded
 * PostgreSQL, Temporal, the worker, an HTTPS fake supplier answering at once): one as deployed,
 * logging every request; two with REQUEST_LOG=false (the second measures how far two processes
 * doing the same work differ anyway). The same requests go to all, interleaved in blocks whose
 * order rotates, so all see the same machine. Prints p50/p99 per path and API, the
 * difference of the p50s and the entries written. Target (issue 22 §1): the log adds <= 0.1 ms at p50.
 *
 * Reproduce: `npm run bench -- requestlog`. BENCH_REQUESTS (per path and API, default 2000),
 * BENCH_BLOCKS (default 10).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import type pg from 'pg';
import { datesBetween } from '../src/domain/dates.ts';
import { createLogger } from '../src/logger.ts';
import { entryFor } from '../src/requestLog/entry.ts';
import { createRequestLog } from '../src/requestLog/store.ts';
import { createCleanups } from './cleanups.ts';
import { interleavedLatency, intFromEnv, ms, stats, table } from './measure.ts';
import { startBenchStack } from './stack.ts';

export const REPRODUCE = 'npm run bench -- requestlog';
const TARGET_MS = 0.1;

export async function runRequestLogBench(): Promise<void> {
  const cleanups = createCleanups();
  const requests = intFromEnv('BENCH_REQUESTS', 2000, 10);
  const blocks = intFromEnv('BENCH_BLOCKS', 10, 1);
  try {
    console.log(`request log benchmark — reproduce with: ${REPRODUCE}; ${requests} requests per path and API, ${blocks} interleaved blocks`);
    const stack = await startBenchStack(cleanups, { bookingWaitMs: 5000, supplierTimeoutMs: 10_000 });
    stack.supplier.on('GET', '/availability', (req) => ({
      body: Object.fromEntries(
        datesBetween(req.query.from!, req.query.to!).map((d) => [
          d,
          { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 10, tickets: { adult: 'Adults' } }, pickups: [] },
        ]),
      ),
    }));
    const without = await stack.startApi('api without request log', { REQUEST_LOG: 'false' });
    // A second unlogged API: how far two processes doing the same work differ by themselves.
    const control = await stack.startApi('second api without request log', { REQUEST_LOG: 'false' });
    const apis = [
      { name: 'logged', call: stack.api.call },
      { name: 'not logged', call: without.call },
      { name: 'not logged (control)', call: control.call },
    ];
    const { supplierEmail, agentAuth } = stack.accounts;
    const runId = Date.now().toString(36);
    let counter = 0;
    const expect200 = (what: string) => (answer: { status: number; body: unknown }) => {
      if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    };
    const availability = `/v1/availability?supplier=${encodeURIComponent(supplierEmail)}&product=BOAT&from=${stack.travelDate}&to=${stack.travelDate}`;
    const paths = apis.flatMap((api) => [
      {
        name: `GET /v1/availability, ${api.name}`,
        call: () => api.call('GET', availability, { auth: agentAuth }).then(expect200('availability')),
      },
      {
        name: `POST /v1/booking_confirmation, ${api.name}`,
        call: () =>
          api
            .call('POST', '/v1/booking_confirmation', {
              auth: agentAuth,
              json: { reservation: null, reference: `LOG-${runId}-${counter++}`, supplier: supplierEmail, product: 'MUSEUM', date: stack.travelDate, adult: 1 },
            })
            .then(expect200('booking')),
      },
    ]);
    // Warm-up: connections, plans, the worker's cache.
    for (const path of paths) for (let i = 0; i < 50; i++) await path.call();
    const before = Number((await stack.db.pool.query('select count(*) from api_request')).rows[0].count);
    const samples = await interleavedLatency(paths, { requests, blocks });
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the logged API's last batch
    const written = Number((await stack.db.pool.query('select count(*) from api_request')).rows[0].count) - before;
    const byName = new Map(paths.map((p) => [p.name, stats(samples.get(p)!)]));
    console.log(
      table(
        ['path', 'n', 'p50 ms', 'p99 ms', 'mean ms'],
        paths.map((p) => {
          const s = byName.get(p.name)!;
          return [p.name, String(s.n), ms(s.p50, 3), ms(s.p99, 2), ms(s.mean, 3)];
        }),
      ),
    );
    const lines: string[] = [];
    for (const what of ['GET /v1/availability', 'POST /v1/booking_confirmation']) {
      const logged = byName.get(`${what}, logged`)!;
      const plain = byName.get(`${what}, not logged`)!;
      const twin = byName.get(`${what}, not logged (control)`)!;
      const added = logged.p50 - plain.p50;
      lines.push(`${what}: two unlogged APIs differ by ${ms(Math.abs(twin.p50 - plain.p50), 3)} ms at p50 (the noise floor)`);
      lines.push(
        `${what}: ${added >= 0 ? '+' : ''}${ms(added, 3)} ms at p50 (${ms(logged.p50, 3)} vs ${ms(plain.p50, 3)}), target <= ${TARGET_MS} ms: ${added <= TARGET_MS ? 'met' : 'NOT met'}`,
      );
    }
    console.log(`\n${lines.join('\n')}\nentries written by the logged API: ${written} (expected ${2 * requests})`);
    await onPathCost(stack.db.pool, requests * 10);
  } finally {
    await cleanups.runAll();
  }
}

/**
 * What the log adds to a request's own path, measured in process where two API processes cannot
 * resolve it: the time of `entryFor` + `record` for each of `n` real HTTP requests through Koa (an
 * availability query with its query string, and a refused booking with Error-Detail and an
 * Idempotency-Key), its buffer written to the stack's PostgreSQL as deployed. Also the flushes:
 * their statements' time per entry, off every request's path.
 */
async function onPathCost(pool: pg.Pool, n: number): Promise<void> {
  const log = createRequestLog({ poolOf: () => pool, logger: createLogger('error') });
  const samples: number[] = [];
  const app = new Koa();
  app.use(async (ctx) => {
    ctx.state.account = { id: '00000000-0000-4000-8000-000000000001' };
    if (ctx.method === 'POST') {
      ctx.status = 400;
      ctx.set('Error-Detail', 'expires: must be in the future');
      ctx.body = { error: 'INVALID_EXPIRES' };
    } else ctx.body = { ok: true };
    const started = performance.now();
    const entry = entryFor(ctx, 'f3b1c2d4-0000-4000-8000-000000000000', new Date(), 1.5);
    if (entry) log.record(entry);
    samples.push((performance.now() - started) * 1000);
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const query = '/v1/availability?supplier=ops%40harbour.example&product=BOAT&option=EN&from=2026-12-01&to=2026-12-07';
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) await (await fetch(`${base}${query}`)).arrayBuffer();
    else await (await fetch(`${base}/v1/reservation`, { method: 'POST', headers: { 'idempotency-key': `key-${i}` }, body: '{}' })).arrayBuffer();
  }
  await log.close();
  server.close();
  const s = stats(samples);
  console.log(
    `\nOn the request's path (in process, ${n} requests): entryFor + record p50 ${ms(s.p50, 1)} µs, p99 ${ms(s.p99, 1)} µs, mean ${ms(s.mean, 1)} µs ` +
      `(target <= ${TARGET_MS * 1000} µs at p50: ${s.p50 <= TARGET_MS * 1000 ? 'met' : 'NOT met'})`,
  );
  // A flush as the buffer sends it at its batch size: one statement of 500 entries.
  const flushes: number[] = [];
  const batch = createRequestLog({ poolOf: () => pool, logger: createLogger('error'), flushMs: 60_000, batchSize: 1_000_000 });
  const entry = {
    mode: 'live' as const,
    requestId: 'x',
    accountId: '00000000-0000-4000-8000-000000000001',
    method: 'GET',
    path: query,
    status: 200,
    error: null,
    errorDetail: null,
    idempotencyKey: null,
    durationMs: 1,
  };
  for (let round = 0; round < 20; round++) {
    for (let i = 0; i < 500; i++) batch.record({ ...entry, at: new Date() });
    const started = performance.now();
    await batch.flush();
    flushes.push(performance.now() - started);
  }
  await batch.close();
  const f = stats(flushes);
  console.log(`Off it: a flush of 500 entries takes ${ms(f.p50, 2)} ms at p50 (${ms((f.p50 * 1000) / 500, 1)} µs per entry), one statement`);
}
