/**
 * Benchmark (not a test): what `GET /v1/availability` through our API costs compared with calling
 * the supplier's `GET /availability` directly, measured side by side in one process.
 *
 * Setup: an embedded PostgreSQL in a fresh temp dir (migrations applied), a fake HTTPS supplier on
 * loopback signed by a throwaway CA, a supplier and an agent account plus an access grant inserted
 * straight through the ORM, a Temporal dev server (the API role connects at start) and the API role
 * (`src/main/api.ts`) as a process of its own on 127.0.0.1. BENCH_PROFILE=1 runs it with --cpu-prof.
 *
 * Phases:
 *  1. warm-up of every path;
 *  2. sequential latency, interleaved in blocks (the order rotates per block) so every path sees
 *     the same machine state: (a) direct supplier call with a SupplierClient of its own,
 *     (b) our API over HTTP, (c) the floor: a bare forwarding proxy in its own process
 *     (bench/floor/proxy.ts: no auth, no SQL, no validation), the least any API process in front of
 *     the supplier adds, (d) our API's `/health` as a reference for the bare HTTP+Koa hop;
 *  3. throughput with N concurrent loops per path;
 *  4. the SQL statements one API request runs, counted from Postgres's own statement log;
 *  5. issue 10's targets: p50 <= 1.1x and p99 <= 1.3x the direct call with the supplier answering
 *     after 10 ms, throughput >= 0.5x direct at 8 loops with the supplier at 0 ms, at most 1 SQL
 *     statement per request; then a one-line summary starting `availability:`.
 *
 * Phases 1-3 run once per supplier delay: by default twice in one invocation, at 10 ms (sequential
 * latency) and at 0 ms (sequential latency for reference, and throughput). BENCH_SUPPLIER_DELAY_MS
 * runs every phase at that one delay instead (the fake supplier answers after that many ms).
 *
 * Reproduce: `npm run bench -- availability`. Scale with BENCH_REQUESTS (requests per path and
 * phase, default 2000), BENCH_WARMUP (default 300), BENCH_CONCURRENCY (default 8) and
 * BENCH_SUPPLIER_DELAY_MS (default: both 10 and 0).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccessGrant } from '../src/db/entities/index.ts';
import type { Db } from '../src/db/orm.ts';
import { addDays, datesBetween } from '../src/domain/dates.ts';
import { newSecret } from '../src/domain/secrets.ts';
import { createLogger } from '../src/logger.ts';
import { createSupplierClient } from '../src/suppliers/supplierClient.ts';
import { startFakeSupplier, type FakeSupplier, type RecordedRequest } from '../test/helpers/fakeSupplier.ts';
import { freePort } from '../test/helpers/freePort.ts';
import { createThrowawayCa, type ThrowawayCa } from '../test/helpers/throwawayCa.ts';
import type { Cleanups } from './cleanups.ts';
import { intFromEnv, mb, ms as formatMs, sleep, stats, table, type Stats } from './measure.ts';
import { latencyTable, measureSequential, printHeader, startDatabase, warmUp, withCleanups, type Path } from './phases.ts';
import { rssBytes } from './procs.ts';
import { apiClient, createBenchAccount, spawnRole, startTemporal, waitForHealth, type Role } from './stack.ts';

export const REPRODUCE = 'npm run bench -- availability';

const SUPPLIER_EMAIL = 'supplier@bench.example.com';
const AGENT_EMAIL = 'agent@bench.example.com';
/** A second supplier account on the same fake server, whose TTL lets every answer be kept (the cached path). */
const CACHED_SUPPLIER_EMAIL = 'cached-supplier@bench.example.com';

/** One supplier delay to measure at, and which phases run at it. */
type BenchCase = { delayMs: number; latency: boolean; throughput: boolean; why: string };
type Options = { requests: number; warmup: number; concurrency: number; blocks: number; cases: BenchCase[] };

/** Issue 10's availability targets: ratios of our API to the direct supplier call, measured side by side. */
const TARGETS = { p50: 1.1, p99: 1.3, throughput: 0.5, statements: 1 } as const;
/** The latency targets are stated with the supplier answering after 10 ms, the throughput target at 0 ms. */
const LATENCY_DELAY_MS = 10;
const THROUGHPUT_DELAY_MS = 0;

type Check = { name: string; short: string; value: number; limit: number; atMost: boolean; detail: string; plain?: boolean };
type CaseResult = {
  delayMs: number;
  latency?: { direct: Stats; api: Stats; floor: Stats; cached: Stats };
  throughput?: { direct: { rps: number; n: number }; api: { rps: number; n: number }; floor: { rps: number; n: number } };
  cachedThroughput?: { cached: number; direct: number };
};

export function optionsFromEnv(): Options {
  return {
    requests: intFromEnv('BENCH_REQUESTS', 2000, 1),
    warmup: intFromEnv('BENCH_WARMUP', 300, 0),
    concurrency: intFromEnv('BENCH_CONCURRENCY', 8, 1),
    blocks: 20,
    cases: casesFromEnv(),
  };
}

/**
 * BENCH_SUPPLIER_DELAY_MS set: every phase at that one delay. Unset: the issue's two cases in one
 * run, sequential latency with the supplier at 10 ms, then sequential latency (for reference) and
 * throughput at 0 ms.
 */
function casesFromEnv(): BenchCase[] {
  const raw = process.env.BENCH_SUPPLIER_DELAY_MS;
  if (raw !== undefined && raw !== '') {
    const delayMs = intFromEnv('BENCH_SUPPLIER_DELAY_MS', 0, 0);
    return [{ delayMs, latency: true, throughput: true, why: 'BENCH_SUPPLIER_DELAY_MS' }];
  }
  return [
    { delayMs: LATENCY_DELAY_MS, latency: true, throughput: false, why: 'latency targets' },
    { delayMs: THROUGHPUT_DELAY_MS, latency: true, throughput: true, why: 'throughput target; latency for reference' },
  ];
}

const ms = (x: number) => formatMs(x, 3);
const memory = () => {
  const { rss, heapUsed } = process.memoryUsage();
  return `RSS ${mb(rss)} (V8 heap used ${mb(heapUsed)})`;
};

// ---------------------------------------------------------------------------------------------
// The fake supplier's answers (same shapes as test/catalog.test.ts)

const PRODUCT_CODE = 'HARBOUR';
const PRODUCTS = {
  [PRODUCT_CODE]: { name: 'Harbour cruise', supplier: null, country: 'NL', city: 'NLAMS', freesale: false, time_zone: 'Europe/Amsterdam', options: [] },
};
const pickups = { 'Central Station': { address: 'Stationsplein 1', latitude: 52.379, longitude: 4.9, time: '09:30' } };

function availabilityAnswer(req: RecordedRequest) {
  const days = datesBetween(req.query.from ?? '', req.query.to ?? '');
  return Object.fromEntries(
    days.map((date) => [date, { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 40, tickets: { adult: 'Adults' } }, pickups }]),
  );
}

// ---------------------------------------------------------------------------------------------

type ApiCall = ReturnType<typeof apiClient>;

/** The fake supplier's calls so far, and how long its `/availability` waits before answering. */
type Supplier = { fake: FakeSupplier; calls: { products: number; availability: number }; delayMs: number };

/** Postgres's log lines go to `listener` while one is set (phase 4 counts the statements in them). */
type PgLog = { listener?: ((line: string) => void) | undefined };

type Setup = {
  db: Db;
  pgLog: PgLog;
  supplier: Supplier;
  caPem: string;
  agentToken: string;
  api: { role: Role; call: ApiCall; profileDir: string | undefined };
  proxyCall: ApiCall;
};

/** The paths measured, the first four side by side with the direct call. */
type Paths = { direct: Path; api: Path; cached: Path; floor: Path; health: Path; all: Path[]; from: string; to: string };

export async function runAvailabilityBench(options: Options = optionsFromEnv()): Promise<void> {
  const memoryStart = memory();
  await withCleanups(async (cleanups) => {
    printHeader(
      'availability overhead benchmark',
      REPRODUCE,
      `requests/path/phase=${options.requests} warmup=${options.warmup} concurrency=${options.concurrency} ` +
        `supplier delay=${options.cases.map((c) => `${c.delayMs} ms`).join(' then ')}`,
    );
    console.log(`Memory at start: ${memoryStart}`);
    const setup = await setUp(cleanups);
    const paths = definePaths(setup, cleanups);

    const results: CaseResult[] = [];
    for (const benchCase of options.cases) results.push(await measureCase(setup.supplier, paths, benchCase, options));
    setup.supplier.delayMs = 0;
    console.log(`\n${'-'.repeat(100)}`);

    const statementsPerRequest = await countSqlStatements(setup.db, setup.pgLog, paths.api);
    await reportApiProcess(setup.api);
    reportTargets(targetChecks(results, statementsPerRequest, options.concurrency), results);
    console.log(`\nMemory at start: ${memoryStart}; at end: ${memory()}`);
    console.log(`Reproduce: ${REPRODUCE}  (env: BENCH_REQUESTS, BENCH_WARMUP, BENCH_CONCURRENCY, BENCH_SUPPLIER_DELAY_MS)`);
  });
}

// ---------------------------------------------------------------------------------------------
// Set-up

async function setUp(cleanups: Cleanups): Promise<Setup> {
  const pgLog: PgLog = {};
  const { dataDir, db, postgresUrl } = await startDatabase(cleanups, 'marketplace-bench-', (message) => {
    if (pgLog.listener) for (const line of String(message).split('\n')) pgLog.listener(line);
  });
  const ca = createThrowawayCa();
  const supplier = await startSupplier(cleanups, ca);
  const agentToken = await insertAccounts(db, supplier.fake.url);
  const temporal = await startTemporal(cleanups); // the API role connects at start
  const caFile = join(dataDir, 'ca.pem');
  await writeFile(caFile, ca.caCertPem);
  const api = await startApi(cleanups, postgresUrl, temporal.address, caFile);
  const proxyCall = await startFloorProxy(cleanups, supplier.fake.url, caFile);
  return { db, pgLog, supplier, caPem: ca.caCertPem, agentToken, api, proxyCall };
}

async function startSupplier(cleanups: Cleanups, ca: ThrowawayCa): Promise<Supplier> {
  const fake = await startFakeSupplier({ ca, username: 'bench-user', password: 'bench-pass' });
  cleanups.push({ what: 'fake supplier', run: () => fake.close() });
  const supplier: Supplier = { fake, calls: { products: 0, availability: 0 }, delayMs: 0 };
  fake.on('GET', '/products', () => {
    supplier.calls.products++;
    return { body: PRODUCTS };
  });
  // The supplier answers after `delayMs` (BENCH_SUPPLIER_DELAY_MS; per case by default).
  fake.on('GET', '/availability', async (req) => {
    supplier.calls.availability++;
    if (supplier.delayMs > 0) await sleep(supplier.delayMs);
    return { body: availabilityAnswer(req) };
  });
  return supplier;
}

/** Accounts straight into the database (POST /v1/account would start a Temporal workflow); the agent's token. */
async function insertAccounts(db: Db, supplierUrl: string): Promise<string> {
  const agentToken = newSecret();
  const em = db.fork();
  const notificationUrl = 'https://notifications.example.com';
  const supplier = createBenchAccount(em, 'Bench Supplier', SUPPLIER_EMAIL, newSecret(), { callbackUrl: supplierUrl, notificationUrl });
  const agent = createBenchAccount(em, 'Bench Agent', AGENT_EMAIL, agentToken, { callbackUrl: 'https://callbacks.example.com', notificationUrl });
  em.create(AccessGrant, { supplier, agent });
  // The same supplier server behind an account that lets its answers be kept 300 s (issue 21 §2):
  // the cached path, measured beside the others.
  const cachedSupplier = createBenchAccount(em, 'Bench Supplier (cached)', CACHED_SUPPLIER_EMAIL, newSecret(), {
    callbackUrl: supplierUrl,
    notificationUrl,
    availabilityTtlSeconds: 300,
  });
  em.create(AccessGrant, { supplier: cachedSupplier, agent });
  await em.flush();
  return agentToken;
}

/**
 * The API as its own process (the production role, src/main/api.ts), with --cpu-prof under
 * BENCH_PROFILE=1. In the bench's own process it would share one core with the fake supplier and
 * the load generator, and every API request would also pay for a whole direct request on that core.
 */
async function startApi(cleanups: Cleanups, databaseUrl: string, temporalAddress: string, caFile: string): Promise<Setup['api']> {
  const apiPort = await freePort();
  const profileDir = process.env.BENCH_PROFILE === '1' ? await mkdtemp(join(tmpdir(), 'availability-profile-')) : undefined;
  const role = spawnRole(
    'api',
    process.execPath,
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'src/main/api.ts'],
    {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: temporalAddress,
      PORT: String(apiPort),
      PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      METRICS_PORT: '0',
      CALLBACK_ALLOW_PRIVATE_NETWORKS: 'true',
      // Reads availability only: no notification to sign.
      ALLOW_DEV_DEFAULTS: 'true',
      NODE_EXTRA_CA_CERTS: caFile,
      LOG_LEVEL: 'error',
      SUPPLIER_TIMEOUT_MS: '5000',
    },
    cleanups,
  );
  const call = apiClient(`http://127.0.0.1:${apiPort}`, cleanups);
  await waitForHealth(role, call);
  return { role, call, profileDir };
}

/** The floor: a bare forwarding proxy in a process of its own (bench/floor/proxy.ts), once it answers. */
async function startFloorProxy(cleanups: Cleanups, supplierUrl: string, caFile: string): Promise<ApiCall> {
  const proxyPort = await freePort();
  const proxyRole = spawnRole(
    'floor proxy',
    process.execPath,
    ['bench/floor/proxy.ts'],
    { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), PORT: String(proxyPort), SUPPLIER_URL: supplierUrl, NODE_EXTRA_CA_CERTS: caFile },
    cleanups,
  );
  const proxyCall = apiClient(`http://127.0.0.1:${proxyPort}`, cleanups);
  for (const deadline = Date.now() + 30_000; ; ) {
    if (proxyRole.exited()) throw new Error(`the floor proxy exited while starting:\n${proxyRole.output.slice(-20).join('\n')}`);
    if ((await proxyCall('GET', '/availability?probe=1').catch(() => undefined))?.status === 200) break;
    if (Date.now() > deadline) throw new Error('the floor proxy did not answer within 30 s');
    await sleep(100);
  }
  return proxyCall;
}

function definePaths(setup: Setup, cleanups: Cleanups): Paths {
  const from = addDays(new Date().toISOString().slice(0, 10), 30);
  const to = addDays(from, 6); // 7 days
  const expectedDays = datesBetween(from, to).length;
  const sevenDays = (body: unknown) => typeof body === 'object' && body !== null && Object.keys(body).length === expectedDays;
  const authorization = `Basic ${Buffer.from(`${AGENT_EMAIL}:${setup.agentToken}`).toString('base64')}`;
  const availabilityPath = `/v1/availability?${new URLSearchParams({ supplier: SUPPLIER_EMAIL, product: PRODUCT_CODE, from, to })}`;
  const call = setup.api.call;
  // Node's http with a keep-alive pool (bench/stack.ts), as cheap per request as the direct path's client.
  const api: Path = {
    name: 'API GET /v1/availability',
    async call() {
      const { status, body } = await call('GET', availabilityPath, { auth: authorization });
      if (status !== 200) throw new Error(`API answered ${status}: ${JSON.stringify(body)}`);
      if (!sevenDays(body)) throw new Error(`API answered an unexpected body: ${JSON.stringify(body).slice(0, 200)}`);
    },
  };
  const cachedPath = `/v1/availability?${new URLSearchParams({ supplier: CACHED_SUPPLIER_EMAIL, product: PRODUCT_CODE, from, to })}`;
  const cached: Path = {
    name: 'API GET /v1/availability, cached (TTL 300 s)',
    async call() {
      const { status, body } = await call('GET', cachedPath, { auth: authorization });
      if (status !== 200 || !sevenDays(body)) throw new Error(`API (cached) answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
    },
  };
  const health: Path = {
    name: 'API GET /health (reference)',
    async call() {
      const { status, body } = await call('GET', '/health');
      if (status !== 200) throw new Error(`/health answered ${status}: ${JSON.stringify(body)}`);
    },
  };
  const floorPath = `/availability?${new URLSearchParams({ agent: AGENT_EMAIL, product: PRODUCT_CODE, from, to })}`;
  const floor: Path = {
    name: 'floor: bare proxy process, no SQL',
    async call() {
      const { status, body } = await setup.proxyCall('GET', floorPath);
      if (status !== 200 || !sevenDays(body)) throw new Error(`the floor proxy answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
    },
  };
  const direct = directPath(setup, cleanups, from, to);
  return { direct, api, cached, floor, health, all: [direct, api, cached, floor, health], from, to };
}

/** The supplier called directly, with a client of its own (same options as the app's, its own keep-alive pool). */
function directPath(setup: Setup, cleanups: Cleanups, from: string, to: string): Path {
  const logger = createLogger('silent');
  const directSuppliers = createSupplierClient({ timeoutMs: 5000, allowPrivateNetworks: true, ca: [setup.caPem], logger });
  cleanups.push({ what: 'direct supplier client', run: () => directSuppliers.close() });
  return {
    name: 'direct supplier GET /availability',
    async call() {
      const outcome = await directSuppliers.request({
        baseUrl: setup.supplier.fake.url,
        method: 'GET',
        path: '/availability',
        query: { agent: AGENT_EMAIL, product: PRODUCT_CODE, from, to },
      });
      if (outcome.kind !== 'success') throw new Error(`direct supplier call failed: ${JSON.stringify(outcome)}`);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Phases 1-3, once per supplier delay

async function measureCase(supplier: Supplier, paths: Paths, benchCase: BenchCase, options: Options): Promise<CaseResult> {
  supplier.delayMs = benchCase.delayMs;
  console.log(`\n${'-'.repeat(100)}\nSupplier answering after ${benchCase.delayMs} ms (${benchCase.why})`);

  await warmUp(paths.all, options.warmup);
  // An unmeasured call at least, so the product is fetched and cached before measuring.
  if (options.warmup === 0) await paths.api.call();
  supplier.fake.requests.length = 0;
  const callsBefore = { ...supplier.calls };
  const result: CaseResult = { delayMs: benchCase.delayMs };

  if (benchCase.latency) {
    result.latency = await measureLatency(supplier, paths, options);
    // Cached throughput against the direct call at this delay (issue 21: ≥ 3× direct at 8 loops with the supplier at 10 ms).
    if (benchCase.delayMs === LATENCY_DELAY_MS) result.cachedThroughput = await measureCachedThroughput(supplier, paths, options, benchCase.delayMs);
  }
  if (benchCase.throughput) result.throughput = await measureClosedLoop(supplier, paths, options);
  reportSupplierCalls(supplier, callsBefore, result);
  return result;
}

/** Phase 2: sequential latency, interleaved, and the ratios to the direct call. */
async function measureLatency(supplier: Supplier, paths: Paths, options: Options): Promise<NonNullable<CaseResult['latency']>> {
  const seq = await measureSequential(paths.all, {
    requests: options.requests,
    blocks: options.blocks,
    afterBlock: () => {
      supplier.fake.requests.length = 0; // the fake records every request: keep its memory flat
    },
  });
  const d = seq.get(paths.direct)!;
  const a = seq.get(paths.api)!;
  const h = seq.get(paths.health)!;
  const f = seq.get(paths.floor)!;
  const c = seq.get(paths.cached)!;
  console.log(`\nSequential latency (one request at a time, ${options.blocks} interleaved blocks, 7-day range ${paths.from}..${paths.to})`);
  console.log(latencyTable(paths.all, seq, 3));
  console.log(
    `API/direct ratio: p50 ${(a.p50 / d.p50).toFixed(2)}x, p99 ${(a.p99 / d.p99).toFixed(2)}x, mean ${(a.mean / d.mean).toFixed(2)}x; ` +
      `added per request: p50 +${ms(a.p50 - d.p50)} ms, p99 +${ms(a.p99 - d.p99)} ms, mean +${ms(a.mean - d.mean)} ms`,
  );
  console.log(`of which the bare HTTP+Koa hop (/health p50): ${ms(h.p50)} ms`);
  console.log(
    `floor (any API in its own process)/direct: p50 ${(f.p50 / d.p50).toFixed(2)}x, p99 ${(f.p99 / d.p99).toFixed(2)}x; ` +
      `API/floor: p50 ${(a.p50 / f.p50).toFixed(2)}x, p99 ${(a.p99 / f.p99).toFixed(2)}x (added over the floor: p50 +${ms(a.p50 - f.p50)} ms)`,
  );
  console.log(
    `cached (every day served from the cache)/direct: p50 ${(c.p50 / d.p50).toFixed(2)}x (target ≤ 0.3x), p99 ${(c.p99 / d.p99).toFixed(2)}x (target ≤ 0.5x)`,
  );
  return { direct: d, api: a, floor: f, cached: c };
}

/** `concurrency` loops of `perLoop` calls each, a call as soon as the previous one ended; the wall time in ms. */
async function loops(concurrency: number, perLoop: number, call: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = 0; i < perLoop; i++) await call();
    }),
  );
  return performance.now() - started;
}

async function measureCachedThroughput(supplier: Supplier, paths: Paths, options: Options, delayMs: number): Promise<CaseResult['cachedThroughput']> {
  const perLoop = Math.ceil(options.requests / options.concurrency / 2);
  const rate = async (path: Path) => (perLoop * options.concurrency) / ((await loops(options.concurrency, perLoop, () => path.call())) / 1000);
  const directRate = ((await rate(paths.direct)) + (await rate(paths.direct))) / 2;
  const cachedRate = ((await rate(paths.cached)) + (await rate(paths.cached))) / 2;
  supplier.fake.requests.length = 0;
  console.log(
    `throughput at ${options.concurrency} loops, supplier at ${delayMs} ms: cached ${cachedRate.toFixed(0)} req/s, direct ${directRate.toFixed(0)} req/s: ` +
      `${(cachedRate / directRate).toFixed(2)}x (target ≥ 3x)`,
  );
  return { cached: cachedRate, direct: directRate };
}

/** Phase 3: throughput with concurrent loops, two rounds per path, direct-then-API and API-then-direct. */
async function measureClosedLoop(supplier: Supplier, paths: Paths, options: Options): Promise<NonNullable<CaseResult['throughput']>> {
  const { direct, api, floor } = paths;
  const perLoop = Math.ceil(options.requests / options.concurrency / 2);
  const concurrent = new Map<Path, { samples: number[]; wallMs: number }>([direct, api, floor].map((p) => [p, { samples: [], wallMs: 0 }]));
  for (const round of [
    [direct, api, floor],
    [floor, api, direct],
  ]) {
    for (const path of round) {
      const acc = concurrent.get(path)!;
      acc.wallMs += await loops(options.concurrency, perLoop, async () => {
        const t0 = performance.now();
        await path.call();
        acc.samples.push(performance.now() - t0);
      });
      supplier.fake.requests.length = 0;
    }
  }
  console.log(`\nThroughput (${options.concurrency} concurrent loops, ${perLoop} requests each, 2 rounds per path)`);
  const [directConc, apiConc, floorConc] = [direct, api, floor].map((p) => {
    const c = concurrent.get(p)!;
    return { path: p, s: stats(c.samples), rps: c.samples.length / (c.wallMs / 1000) };
  }) as [Throughput, Throughput, Throughput];
  reportClosedLoop(directConc, apiConc, floorConc);
  return {
    direct: { rps: directConc.rps, n: directConc.s.n },
    api: { rps: apiConc.rps, n: apiConc.s.n },
    floor: { rps: floorConc.rps, n: floorConc.s.n },
  };
}

type Throughput = { path: Path; s: Stats; rps: number };

function reportClosedLoop(directConc: Throughput, apiConc: Throughput, floorConc: Throughput): void {
  console.log(
    table(
      ['path', 'n', 'req/s', 'p50 ms', 'p99 ms', 'mean ms'],
      [directConc, apiConc, floorConc].map(({ path, s, rps }) => [path.name, String(s.n), rps.toFixed(0), ms(s.p50), ms(s.p99), ms(s.mean)]),
    ),
  );
  console.log(
    `API/direct: throughput ${(apiConc.rps / directConc.rps).toFixed(2)}x, p50 ${(apiConc.s.p50 / directConc.s.p50).toFixed(2)}x, ` +
      `p99 ${(apiConc.s.p99 / directConc.s.p99).toFixed(2)}x`,
  );
  console.log(`floor/direct: throughput ${(floorConc.rps / directConc.rps).toFixed(2)}x; API/floor: ${(apiConc.rps / floorConc.rps).toFixed(2)}x`);
}

/** What the supplier saw while measuring against what the paths sent it. */
function reportSupplierCalls(supplier: Supplier, callsBefore: Supplier['calls'], result: CaseResult): void {
  const measuredApi = (result.latency?.api.n ?? 0) + (result.throughput?.api.n ?? 0);
  const measuredDirect = (result.latency?.direct.n ?? 0) + (result.throughput?.direct.n ?? 0);
  const measuredFloor = (result.latency?.floor.n ?? 0) + (result.throughput?.floor.n ?? 0);
  // The cached path asks the supplier only when its 300 s run out (never, within a run).
  console.log(
    `\nSupplier saw ${supplier.calls.availability - callsBefore.availability} /availability calls while measuring ` +
      `(expected ${measuredApi + measuredDirect + measuredFloor}: ${measuredDirect} direct + ${measuredApi} via API + ${measuredFloor} via the floor proxy) ` +
      `and ${supplier.calls.products - callsBefore.products} /products calls (product cached in Postgres)`,
  );
}

// ---------------------------------------------------------------------------------------------
// Phases 4 and 5, once

const SQL_REQUESTS = 10;

/** Phase 4: SQL statements per API request, from Postgres's statement log (log_statement=all meanwhile). */
async function countSqlStatements(db: Db, pgLog: PgLog, api: Path): Promise<number> {
  const exec = (sql: string) => db.fork().getConnection().execute(sql);
  await exec(`alter system set log_statement = 'all'`);
  await exec('select pg_reload_conf()');
  await sleep(300);
  const statements: string[] = [];
  pgLog.listener = (line) => {
    const match = /\bLOG:\s+(?:statement|execute [^:]*):\s*(.*)$/.exec(line);
    if (match) statements.push(match[1]!.replace(/\s+/g, ' ').trim());
  };
  for (let i = 0; i < SQL_REQUESTS; i++) await api.call();
  await sleep(500); // Postgres's stderr arrives asynchronously
  pgLog.listener = undefined;
  await exec('alter system reset log_statement');
  await exec('select pg_reload_conf()');
  console.log(`\nSQL statements per API request (Postgres log_statement=all over ${SQL_REQUESTS} requests): ${(statements.length / SQL_REQUESTS).toFixed(1)}`);
  const perRequest = Math.round(statements.length / SQL_REQUESTS);
  for (const sql of statements.slice(0, perRequest)) console.log(`  ${sql.length > 150 ? `${sql.slice(0, 147)}...` : sql}`);
  return statements.length / SQL_REQUESTS;
}

async function reportApiProcess(api: Setup['api']): Promise<void> {
  console.log(`API process RSS: ${mb(rssBytes(api.role.pid))}`);
  if (api.profileDir) {
    await api.role.stop(); // --cpu-prof writes its profile on a clean exit
    console.log(`API CPU profile: ${api.profileDir} (summarise with: bash scripts/with-node24.sh node bench/profileSummary.ts <file in it>)`);
  }
}

/** Phase 5: issue 10's targets, from the case each is stated for (or the first that measured it). */
function targetChecks(results: CaseResult[], statementsPerRequest: number, concurrency: number): Check[] {
  const checks: Check[] = [];
  const latencyCase = results.find((r) => r.latency && r.delayMs === LATENCY_DELAY_MS) ?? results.find((r) => r.latency);
  if (latencyCase?.latency) {
    const { api: a, direct: d } = latencyCase.latency;
    for (const q of ['p50', 'p99'] as const) {
      const detail = `${ms(a[q])} vs ${ms(d[q])} ms`;
      checks.push({ name: `${q} API/direct, supplier at ${latencyCase.delayMs} ms`, short: q, value: a[q] / d[q], limit: TARGETS[q], atMost: true, detail });
    }
  }
  const throughputCase = results.find((r) => r.throughput && r.delayMs === THROUGHPUT_DELAY_MS) ?? results.find((r) => r.throughput);
  if (throughputCase?.throughput) {
    const { api: a, direct: d } = throughputCase.throughput;
    checks.push({
      name: `throughput API/direct, ${concurrency} loops, supplier at ${throughputCase.delayMs} ms`,
      short: `throughput`,
      value: a.rps / d.rps,
      limit: TARGETS.throughput,
      atMost: false,
      detail: `${a.rps.toFixed(0)} vs ${d.rps.toFixed(0)} req/s`,
    });
  }
  checks.push({
    name: 'SQL statements per API request',
    short: 'SQL/request',
    value: statementsPerRequest,
    limit: TARGETS.statements,
    atMost: true,
    detail: `Postgres statement log over ${SQL_REQUESTS} requests`,
    plain: true,
  });
  return checks;
}

/** The targets table and the one-line summary starting `availability:`. */
function reportTargets(checks: Check[], results: CaseResult[]): void {
  const verdict = (c: Check) => (c.atMost ? c.value <= c.limit : c.value >= c.limit);
  const figure = (c: Check) => (c.plain ? c.value.toFixed(1) : `${c.value.toFixed(2)}x`);
  console.log('\nTargets (issue 10)');
  console.log(
    table(
      ['target', 'measured', 'limit', 'met', 'from'],
      checks.map((c) => [c.name, figure(c), `${c.atMost ? '<=' : '>='} ${c.plain ? c.limit : `${c.limit}x`}`, verdict(c) ? 'yes' : 'NO', c.detail]),
    ),
  );
  const met = checks.filter(verdict).length;
  console.log(
    `\navailability: ${checks.map((c) => `${c.short} ${figure(c)} (${c.atMost ? '<=' : '>='}${c.plain ? c.limit : `${c.limit}x`} ${verdict(c) ? 'ok' : 'MISSED'})`).join(', ')}; ` +
      `${met}/${checks.length} targets met; supplier delay ${results.map((r) => `${r.delayMs} ms`).join(' + ')}`,
  );
}
