/**
 * The whole product on this machine, each part in a process of its own so CPU time can be
 * attributed per process: what the booking and expiry benchmarks share.
 *
 *  - an embedded PostgreSQL in a fresh temp dir, migrations applied;
 *  - a Temporal dev server spawned here (`temporal server start-dev`, no `--db-filename`: its
 *    store is SQLite in memory), with the product's search attributes; or, with BENCH_SERVER=prod,
 *    the real server of the production-shape tests (test/helpers/temporalCluster.ts:
 *    temporal-server on an embedded PostgreSQL of its own, BENCH_SHARDS history shards, default 4,
 *    mTLS), set up by the service's own setUpTemporal, every role connecting with its TLS settings;
 *  - a throwaway CA (written to a temp file for NODE_EXTRA_CA_CERTS) and two HTTPS fakes on
 *    loopback: a compliant supplier (`serveBookings` plus `GET /products` with the freesale
 *    product MUSEUM and the reservation product BOAT) and a notification receiver;
 *  - the production roles as child processes of the Node binary running this benchmark:
 *    `node src/main/api.ts` and `node src/main/worker.ts` (LOG_LEVEL=error, metrics off), with
 *    every WORKER_* variable the benchmark was started with (the worker's tuning);
 *  - on request (startCheckout), the API and the worker of another checkout (bench/baseline.ts) on
 *    a task queue of their own, with or without those WORKER_* variables;
 *  - the floor's worker (bench/floor/worker.ts) on a task queue of its own;
 *  - a supplier, an agent and a grant inserted straight into the database, and rates for both
 *    products set through `PUT /v1/rates/<code>` with the supplier's credentials.
 *
 * Everything started is registered with the benchmark's clean-ups (last in, first out), and
 * child processes are also killed when this process exits, so a failed run leaves nothing behind.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import type { EntityManager } from '@mikro-orm/postgresql';
import { connectClient } from '../src/temporal/connect.ts';
import { setUpTemporal } from '../src/temporal/setup.ts';
import { startTemporalCluster } from '../test/helpers/temporalCluster.ts';
import { AccessGrant, Account } from '../src/db/entities/index.ts';
import { initORM, type Db } from '../src/db/orm.ts';
import { startEmbeddedPostgres } from '../src/dev/embeddedPostgres.ts';
import { addDays, todayIn } from '../src/domain/dates.ts';
import { hashSecret, newSecret } from '../src/domain/secrets.ts';
import { devServerArgs } from '../src/temporal/devServer.ts';
import { readJsonAnswer } from '../src/readJsonAnswer.ts';
import { startFakeSupplier, type FakeSupplier, type RecordedRequest } from '../test/helpers/fakeSupplier.ts';
import { freePort } from '../test/helpers/freePort.ts';
import { serveBookings, serveNotifications, type SupplierState } from '../test/helpers/supplierBehaviour.ts';
import { createThrowawayCa, type ThrowawayCa } from '../test/helpers/throwawayCa.ts';
import type { Cleanups } from './cleanups.ts';
import { sleep } from './measure.ts';
import { postmasterPid, rssBytes, type Tracked } from './procs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export const ZONE = 'Europe/Amsterdam';
export const TASK_QUEUE = 'marketplace-bench';
export const FLOOR_TASK_QUEUE = 'bench-floor';

const PRODUCTS = {
  MUSEUM: { name: 'Museum', supplier: null, country: 'NL', city: 'NLAMS', freesale: true, time_zone: ZONE, options: {} },
  BOAT: { name: 'Boat trip', supplier: null, country: 'NL', city: 'NLAMS', freesale: false, time_zone: ZONE, options: {} },
  // Sold with reservations like BOAT, for a bench that gives it a table of its own (bench/pricing.ts).
  TOUR: { name: 'City tour', supplier: null, country: 'NL', city: 'NLAMS', freesale: false, time_zone: ZONE, options: {} },
};

/** Which Temporal the benches run on: the CLI's dev server, or the real server (BENCH_SERVER=prod). */
export type ServerKind = { kind: 'dev' } | { kind: 'prod'; shards: number };

export function serverFromEnv(env = process.env): ServerKind {
  if ((env.BENCH_SERVER ?? 'dev') === 'dev') return { kind: 'dev' };
  if (env.BENCH_SERVER !== 'prod') throw new Error(`BENCH_SERVER must be dev or prod, not ${env.BENCH_SERVER}`);
  return { kind: 'prod', shards: Number(env.BENCH_SHARDS ?? 4) };
}

export function describeServer(server: ServerKind, address: string, pid: number): string {
  return server.kind === 'dev'
    ? `Temporal dev server ${address} (in-memory store, pid ${pid})`
    : `Temporal server v1.29.1 ${address} (PostgreSQL persistence and SQL visibility on its own embedded Postgres, ${server.shards} history shards, mTLS, pid ${pid})`;
}

export type StackOptions = {
  bookingWaitMs: number;
  supplierTimeoutMs: number;
  /** The dev server (default) or the real one. */
  server?: ServerKind;
  /** When set, the API and the worker run with --cpu-prof and write their profiles under it (api/, worker/). */
  profileDir?: string | undefined;
  /** More environment for the API and the worker (say WEBHOOK_SECRET_KEY); overrides the stack's own. */
  env?: NodeJS.ProcessEnv;
  /** The API role's entry point, relative to the repository (default `src/main/api.ts`, as deployed). */
  apiScript?: string;
};

export type CheckoutOptions = {
  /**
   * `same` (default): the WORKER_* settings this benchmark was started with reach the checkout's
   * worker too; `own`: they do not, and the checkout's worker runs with its own defaults (a
   * baseline measured as it was, beside a change that tunes the worker).
   */
  workerSettings?: 'same' | 'own';
};

export type Role = {
  name: string;
  pid: number;
  /** Lines the process wrote to stdout/stderr (LOG_LEVEL=error: errors only), the last 5000. */
  output: string[];
  /** How many lines it wrote in all. */
  outputLines: () => number;
  exited: () => boolean;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. Idempotent. */
  stop(graceMs?: number): Promise<void>;
};

export type ApiAnswer = { status: number; body: unknown; ms: number; headers?: http.IncomingHttpHeaders };

export type BenchStack = {
  db: Db;
  pgDataDir: string;
  temporal: { address: string; pid: number; client: Client; binary: string; description: string };
  caFile: string;
  caPem: string;
  /** The throwaway CA the roles trust (NODE_EXTRA_CA_CERTS): a benchmark's own HTTPS servers get their certificates from it. */
  ca: ThrowawayCa;
  supplier: FakeSupplier;
  supplierState: SupplierState;
  receiver: FakeSupplier;
  /** Called with every request the fake supplier received, in batches (then dropped from its log). */
  onSupplierRequest: ((req: RecordedRequest) => void)[];
  /** Requests per path the fakes have seen since the start. */
  requestCounts: { supplier: Map<string, number>; receiver: Map<string, number> };
  /** Hands the fakes' logs to the listeners now (they are also drained every 250 ms). */
  drainFakes(): void;
  api: Role & { url: string; call(method: string, path: string, init?: { auth?: string; json?: unknown }): Promise<ApiAnswer> };
  worker: Role;
  floorWorker: Role;
  accounts: { supplierEmail: string; supplierAuth: string; agentEmail: string; agentAuth: string };
  /** Another API role beside the first, with more environment (say a setting to compare side by side). */
  startApi(name: string, env: NodeJS.ProcessEnv): Promise<Role & { url: string; call: ReturnType<typeof apiClient> }>;
  /**
   * An API and a worker run from another checkout (bench/baseline.ts), on this stack's PostgreSQL
   * and Temporal, on a task queue of their own: the same machine and data for both, measured side by side.
   */
  startCheckout(
    name: string,
    dir: string,
    options?: CheckoutOptions,
  ): Promise<{ api: Role & { url: string; call: ReturnType<typeof apiClient> }; worker: Role; workerEnv: NodeJS.ProcessEnv }>;
  /** The environment the worker role was started with (what bench/workerTuning.ts reads its tuning from). */
  workerEnv: NodeJS.ProcessEnv;
  /** A travel date 30 days ahead in the products' time zone. */
  travelDate: string;
  /** The processes whose CPU time is measured: api, worker, temporal, postgres, floor worker. */
  tracked: Tracked[];
  workerRss(): number;
};

/** A verified account whose token is `token`, created in `em` (flushed by the caller): the benches insert accounts straight into the database. */
export function createBenchAccount(
  em: EntityManager,
  name: string,
  email: string,
  token: string,
  more: { callbackUrl: string; notificationUrl: string; availabilityTtlSeconds?: number },
): Account {
  return em.create(Account, { name, email, ...more, verified: true, tokenHash: hashSecret(token) });
}

function basic(user: string, secret: string) {
  return `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
}

/** Starts a child process and keeps the tail of its output; killed with this process at the latest. */
export function spawnRole(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cleanups: Cleanups, cwd = root): Role {
  const child: ChildProcess = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  const output: string[] = [];
  let lines = 0;
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines++;
        output.push(line);
        if (output.length > 5000) output.shift();
      }
    });
  }
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      resolve();
    }),
  );
  // A benchmark that crashes or calls process.exit() must not leave its children running.
  const killOnExit = () => {
    if (exitCode === undefined) child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);
  let stopping: Promise<void> | undefined;
  const role: Role = {
    name,
    pid: child.pid,
    output,
    outputLines: () => lines,
    exited: () => exitCode !== undefined,
    stop(graceMs = 20_000) {
      stopping ??= (async () => {
        if (exitCode === undefined) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          await exited;
          clearTimeout(timer);
        }
        process.off('exit', killOnExit);
      })();
      return stopping;
    },
  };
  cleanups.push({ what: name, run: () => role.stop() });
  return role;
}

function temporalBinary(): string {
  return execFileSync('bash', [join(root, 'scripts/temporal-bin.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

export async function startTemporal(cleanups: Cleanups): Promise<{ role: Role; address: string; binary: string }> {
  const binary = temporalBinary();
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const uiPort = await freePort();
    const role = spawnRole('temporal', binary, devServerArgs({ port, uiPort }), { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir() }, cleanups);
    const address = `127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (role.exited()) break;
      try {
        const connection = await Connection.connect({ address, connectTimeout: 1000 });
        await connection.close();
        return { role, address, binary };
      } catch (err) {
        if (Date.now() > deadline) throw err;
        await sleep(250);
      }
    }
    if (attempt >= 3) throw new Error(`the Temporal dev server exited while starting: ${role.output.slice(-10).join('\n')}`);
  }
}

/**
 * The real Temporal server (test/helpers/temporalCluster.ts) in `tempDir`, set up for the service as
 * `npm run ops -- temporal-setup` would, and the TEMPORAL_* settings (mTLS) every role gets.
 */
async function startProdTemporal(cleanups: Cleanups, tempDir: string, ca: ReturnType<typeof createThrowawayCa>, shards: number) {
  const cluster = await startTemporalCluster({ dataDir: join(tempDir, 'temporal'), ca, shards });
  cleanups.push({ what: 'temporal server', run: () => cluster.stop() });
  const setupClient = await connectClient(cluster.connection);
  try {
    const report = await setUpTemporal(setupClient, cluster.connection.namespace);
    if (!report.ok) throw new Error(`Temporal set-up failed: ${JSON.stringify(report.steps)}`);
  } finally {
    await setupClient.connection.close();
  }
  return {
    address: cluster.address,
    pid: cluster.pid,
    binary: 'temporal-server',
    env: cluster.env,
    connection: cluster.connection,
    pgDataDir: join(tempDir, 'temporal', 'pg'),
  };
}

/** Waits until a worker polls `taskQueue` for workflow tasks. */
async function waitForPollers(client: Client, taskQueue: string, role: Role, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (role.exited()) throw new Error(`${role.name} exited while starting:\n${role.output.slice(-20).join('\n')}`);
    const answer = await client.workflowService.describeTaskQueue({
      namespace: 'default',
      taskQueue: { name: taskQueue },
      taskQueueType: 1, // TASK_QUEUE_TYPE_WORKFLOW
    });
    if ((answer.pollers ?? []).length > 0) return;
    if (Date.now() > deadline) throw new Error(`no worker polls ${taskQueue} after ${timeoutMs} ms`);
    await sleep(250);
  }
}

/** Until the API role answers /health (60 s at most), or fails with its last output if it exited. */
export async function waitForHealth(role: Role, call: ReturnType<typeof apiClient>): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (role.exited()) throw new Error(`the API exited while starting:\n${role.output.slice(-20).join('\n')}`);
    const health = await call('GET', '/health').catch(() => undefined);
    if (health?.status === 200) return;
    if (Date.now() > deadline) throw new Error('the API did not answer /health within 60 s');
    await sleep(200);
  }
}

export function apiClient(base: string, cleanups: Cleanups) {
  // Node's own http with a keep-alive pool: cheaper per request than fetch, so the load generator
  // takes less of the machine's CPU from the processes measured.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  cleanups.push({ what: 'api http agent', run: () => agent.destroy() });
  return (method: string, path: string, init: { auth?: string; json?: unknown } = {}): Promise<ApiAnswer> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const payload = init.json === undefined ? undefined : Buffer.from(JSON.stringify(init.json));
      const headers: Record<string, string> = {};
      if (init.auth) headers.authorization = init.auth;
      if (payload) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(payload.length);
      }
      const req = http.request(`${base}${path}`, { method, headers, agent }, (res) => {
        readJsonAnswer(res).then(({ status, body }) => resolve({ status, body, ms: performance.now() - started, headers: res.headers }), reject);
      });
      req.setTimeout(120_000, () => req.destroy(new Error(`${method} ${path}: no answer after 120 s`)));
      req.on('error', reject);
      req.end(payload);
    });
}

/** The HTTPS fakes: the supplier (products and bookings) and the notification receiver, their requests counted and handed on every 250 ms. */
async function startFakes(ca: ThrowawayCa, cleanups: Cleanups) {
  const supplier = await startFakeSupplier({ ca, username: 'bench-supplier', password: 'bench-pass' });
  cleanups.push({ what: 'fake supplier', run: () => supplier.close() });
  const receiver = await startFakeSupplier({ ca, username: 'bench-inbox', password: 'inbox-pass' });
  cleanups.push({ what: 'notification receiver', run: () => receiver.close() });
  supplier.on('GET', '/products', () => ({ body: PRODUCTS }));
  const supplierState = serveBookings(supplier);
  serveNotifications(receiver);
  const onSupplierRequest: ((req: RecordedRequest) => void)[] = [];
  const requestCounts = { supplier: new Map<string, number>(), receiver: new Map<string, number>() };
  const drainFakes = () => {
    // The fakes record every request: hand them on and drop them, so memory stays flat.
    const fromSupplier = supplier.requests.splice(0);
    for (const req of fromSupplier) {
      requestCounts.supplier.set(req.path, (requestCounts.supplier.get(req.path) ?? 0) + 1);
      for (const listener of onSupplierRequest) listener(req);
    }
    for (const req of receiver.requests.splice(0)) requestCounts.receiver.set(req.path, (requestCounts.receiver.get(req.path) ?? 0) + 1);
  };
  const drainTimer = setInterval(drainFakes, 250);
  cleanups.push({ what: 'fake log drain', run: () => clearInterval(drainTimer) });
  return { supplier, receiver, supplierState, onSupplierRequest, requestCounts, drainFakes };
}

/** A supplier and an agent with an access grant, straight into the database. */
async function createAccounts(db: Db, supplierUrl: string, receiverUrl: string) {
  const supplierEmail = 'supplier@bench.example.com';
  const agentEmail = 'agent@bench.example.com';
  const supplierToken = newSecret();
  const agentToken = newSecret();
  {
    const em = db.fork();
    const supplierAccount = createBenchAccount(em, 'Bench Supplier', supplierEmail, supplierToken, {
      callbackUrl: supplierUrl,
      notificationUrl: receiverUrl,
    });
    const agent = createBenchAccount(em, 'Bench Agent', agentEmail, agentToken, {
      callbackUrl: 'https://callbacks.example.com',
      notificationUrl: receiverUrl,
    });
    em.create(AccessGrant, { supplier: supplierAccount, agent });
    await em.flush();
  }
  return { supplierEmail, agentEmail, supplierToken, agentToken };
}

/** BenchStack.startCheckout: another checkout's API and worker, on the stack's PostgreSQL and Temporal, on a task queue of their own. */
async function startCheckoutRoles(
  { env, tempDir, client, cleanups }: { env: NodeJS.ProcessEnv; tempDir: string; client: Client; cleanups: Cleanups },
  name: string,
  dir: string,
  checkoutOptions: CheckoutOptions,
): ReturnType<BenchStack['startCheckout']> {
  const taskQueue = `${TASK_QUEUE}-${name}`;
  const port = await freePort();
  const inherited = checkoutOptions.workerSettings === 'own' ? Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('WORKER_'))) : env;
  const roleEnv = { ...inherited, TEMPORAL_TASK_QUEUE: taskQueue, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
  const bundle = join(tempDir, `workflow-bundle-${name}.js`);
  execFileSync(process.execPath, ['src/main/bundleWorkflows.ts', bundle], { cwd: dir, stdio: 'ignore' });
  const checkoutWorkerEnv = { ...roleEnv, WORKFLOW_BUNDLE_PATH: bundle };
  const checkoutWorker = spawnRole(`${name} worker`, process.execPath, ['src/main/worker.ts'], checkoutWorkerEnv, cleanups, dir);
  const api = spawnRole(`${name} api`, process.execPath, ['src/main/api.ts'], roleEnv, cleanups, dir);
  const url = `http://127.0.0.1:${port}`;
  const roleCall = apiClient(url, cleanups);
  await waitForHealth(api, roleCall);
  await waitForPollers(client, taskQueue, checkoutWorker);
  return { api: Object.assign(api, { url, call: roleCall }), worker: checkoutWorker, workerEnv: checkoutWorkerEnv };
}

/** The product roles' environment: this stack's services, quiet logs, and the WORKER_* tuning the benchmark was started with. */
function rolesEnv(databaseUrl: string, temporalEnv: NodeJS.ProcessEnv, apiPort: number, caFile: string, options: StackOptions): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    DATABASE_URL: databaseUrl,
    ...temporalEnv,
    TEMPORAL_TASK_QUEUE: TASK_QUEUE,
    PORT: String(apiPort),
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    METRICS_PORT: '0',
    TEMPORAL_METRICS_PORT: '0',
    CALLBACK_ALLOW_PRIVATE_NETWORKS: 'true',
    // No WEBHOOK_SECRET_KEY unless a bench sets one (fanout does): notifications unsigned, as measured before.
    ALLOW_DEV_DEFAULTS: 'true',
    NODE_EXTRA_CA_CERTS: caFile,
    LOG_LEVEL: 'error',
    BOOKING_WAIT_MS: String(options.bookingWaitMs),
    SUPPLIER_TIMEOUT_MS: String(options.supplierTimeoutMs),
    // Worker tuning to try (src/config.ts): every WORKER_* variable the benchmark was started with,
    // whatever its name, reaches the roles; bench/workerTuning.ts prints what the worker made of them.
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('WORKER_'))),
    ...options.env,
  };
}

/** The product's worker and API and the floor's worker, as processes, once the API answers and the workers poll. */
async function startRoles(
  {
    env,
    temporalEnv,
    tempDir,
    apiPort,
    client,
    cleanups,
  }: {
    env: NodeJS.ProcessEnv;
    temporalEnv: NodeJS.ProcessEnv;
    tempDir: string;
    apiPort: number;
    client: Client;
    cleanups: Cleanups;
  },
  options: StackOptions,
) {
  const profileArgs = async (role: string) => {
    if (!options.profileDir) return [];
    const dir = join(options.profileDir, role);
    await mkdir(dir, { recursive: true });
    return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
  };
  // The worker role as deployed (Dockerfile, `npm run worker`): workflows bundled beforehand, in a
  // process of their own, so the worker keeps no bundler in memory. BENCH_PREBUNDLE=0: bundle at start.
  const workerEnv = { ...env };
  if (process.env.BENCH_PREBUNDLE !== '0') {
    workerEnv.WORKFLOW_BUNDLE_PATH = join(tempDir, 'workflow-bundle.js');
    execFileSync(process.execPath, ['src/main/bundleWorkflows.ts', workerEnv.WORKFLOW_BUNDLE_PATH], { cwd: root, stdio: 'ignore' });
  }
  const worker = spawnRole('worker', process.execPath, [...(await profileArgs('worker')), 'src/main/worker.ts'], workerEnv, cleanups);
  const apiRole = spawnRole('api', process.execPath, [...(await profileArgs('api')), options.apiScript ?? 'src/main/api.ts'], env, cleanups);
  const floorWorker = spawnRole(
    'floor worker',
    process.execPath,
    ['bench/floor/worker.ts'],
    { PATH: env.PATH, HOME: env.HOME, ...temporalEnv, FLOOR_TASK_QUEUE },
    cleanups,
  );
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const call = apiClient(apiUrl, cleanups);
  await waitForHealth(apiRole, call);
  await Promise.all([waitForPollers(client, TASK_QUEUE, worker), waitForPollers(client, FLOOR_TASK_QUEUE, floorWorker)]);
  return { worker, apiRole, floorWorker, workerEnv, apiUrl, call };
}

export async function startBenchStack(cleanups: Cleanups, options: StackOptions): Promise<BenchStack> {
  const tempDir = await mkdtemp(join(tmpdir(), 'marketplace-bench-'));
  cleanups.push({ what: 'temp dir', run: () => rm(tempDir, { recursive: true, force: true }) });
  // As root, Postgres runs as the `postgres` user, which must be able to enter the folder.
  await chmod(tempDir, 0o755);
  const pgDataDir = join(tempDir, 'pg');

  // PostgreSQL, Temporal and the CA in parallel; each registers its own clean-up once started.
  const ca = createThrowawayCa();
  const caFile = join(tempDir, 'ca.pem');
  await writeFile(caFile, ca.caCertPem);
  const server = options.server ?? { kind: 'dev' };
  const [postgres, temporal] = await Promise.all([
    freePort().then(async (port) => {
      const pg = await startEmbeddedPostgres({ dataDir: pgDataDir, port, database: 'marketplace_bench', persistent: false });
      cleanups.push({ what: 'postgres', run: () => pg.stop() });
      return pg;
    }),
    server.kind === 'dev'
      ? startTemporal(cleanups).then((t) => ({ ...t, pid: t.role.pid, env: { TEMPORAL_ADDRESS: t.address } }))
      : startProdTemporal(cleanups, tempDir, ca, server.shards),
  ]);
  const db = await initORM({ databaseUrl: postgres.url });
  cleanups.push({ what: 'orm', run: () => db.close() });
  await db.migrate();
  const client =
    'connection' in temporal ? await connectClient(temporal.connection) : new Client({ connection: await Connection.connect({ address: temporal.address }) });
  cleanups.push({ what: 'temporal client', run: () => client.connection.close() });

  const { supplier, receiver, supplierState, onSupplierRequest, requestCounts, drainFakes } = await startFakes(ca, cleanups);

  const { supplierEmail, agentEmail, supplierToken, agentToken } = await createAccounts(db, supplier.url, receiver.url);

  // --- The roles -----------------------------------------------------------------------------------
  const apiPort = await freePort();
  const env = rolesEnv(postgres.url, temporal.env, apiPort, caFile, options);
  const { worker, apiRole, floorWorker, workerEnv, apiUrl, call } = await startRoles(
    { env, temporalEnv: temporal.env, tempDir, apiPort, client, cleanups },
    options,
  );

  const supplierAuth = basic(supplierEmail, supplierToken);
  for (const code of Object.keys(PRODUCTS)) {
    const res = await call('PUT', `/v1/rates/${code}`, { auth: supplierAuth, json: { rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25, net: 20 } } } });
    if (res.status !== 200) throw new Error(`PUT /v1/rates/${code} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }

  const tracked: Tracked[] = [
    { name: 'api', pid: () => apiRole.pid },
    { name: 'worker', pid: () => worker.pid },
    { name: 'temporal', pid: () => temporal.pid },
    { name: 'postgres', pid: () => postmasterPid(pgDataDir) },
    { name: 'floor worker', pid: () => floorWorker.pid },
    // The real server's own persistence, in a Postgres of its own.
    ...('pgDataDir' in temporal ? [{ name: 'temporal postgres', pid: () => postmasterPid(temporal.pgDataDir) }] : []),
  ];

  return {
    db,
    pgDataDir,
    temporal: {
      address: temporal.address,
      pid: temporal.pid,
      client,
      binary: temporal.binary,
      description: describeServer(server, temporal.address, temporal.pid),
    },
    caFile,
    caPem: ca.caCertPem,
    ca,
    supplier,
    supplierState,
    receiver,
    onSupplierRequest,
    requestCounts,
    drainFakes,
    api: Object.assign(apiRole, { url: apiUrl, call }),
    worker,
    floorWorker,
    accounts: { supplierEmail, supplierAuth, agentEmail, agentAuth: basic(agentEmail, agentToken) },
    async startApi(name, more) {
      const port = await freePort();
      const role = spawnRole(name, process.execPath, [options.apiScript ?? 'src/main/api.ts'], { ...env, PORT: String(port), ...more }, cleanups);
      const url = `http://127.0.0.1:${port}`;
      const roleCall = apiClient(url, cleanups);
      await waitForHealth(role, roleCall);
      return Object.assign(role, { url, call: roleCall });
    },
    startCheckout: (name, dir, checkoutOptions = {}) => startCheckoutRoles({ env, tempDir, client, cleanups }, name, dir, checkoutOptions),
    workerEnv,
    travelDate: addDays(todayIn(ZONE), 30),
    tracked,
    workerRss: () => rssBytes(worker.pid),
  };
}

/**
 * What the roles logged at warning level or above during the run: nothing, in a clean run. Pino
 * lines are JSON with a numeric level; the Temporal SDK's runtime logger writes
 * `<time> [LEVEL] message {` followed by the lines of its fields, and logs at INFO whatever
 * LOG_LEVEL says, so its INFO entries are only counted. Entries `ignore` accepts are left out.
 * `more`: other roles to read as well (a baseline checkout's, bench/booking.ts).
 */
export function roleErrors(stack: BenchStack, ignore: (line: string) => boolean = () => false, more: Role[] = []): string[] {
  const out: string[] = [];
  for (const role of [stack.api, stack.worker, stack.floorWorker, ...more]) {
    const entries: { level: string; lines: string[] }[] = [];
    for (const line of role.output) {
      const sdk = /^\S+Z \[(\w+)\]/.exec(line);
      if (sdk) entries.push({ level: sdk[1]!, lines: [line] });
      else if (line.startsWith('{')) {
        let level = 'UNKNOWN';
        try {
          const value = (JSON.parse(line) as { level?: unknown }).level;
          level = typeof value === 'number' ? (value >= 50 ? 'ERROR' : value >= 40 ? 'WARN' : 'INFO') : 'UNKNOWN';
        } catch {
          // not JSON after all
        }
        entries.push({ level, lines: [line] });
      } else if (entries.length > 0) entries[entries.length - 1]!.lines.push(line);
      else entries.push({ level: 'UNKNOWN', lines: [line] });
    }
    const notInfo = entries.filter((e) => e.level !== 'INFO' && e.level !== 'DEBUG' && e.level !== 'TRACE');
    const serious = notInfo.filter((e) => !ignore(e.lines.join(' ')));
    const ignored = notInfo.length - serious.length;
    const info = entries.length - notInfo.length;
    const total = role.outputLines();
    if (serious.length === 0) {
      if (total > 0) {
        out.push(
          `${role.name}: no warnings or errors logged (${info} INFO entries from the Temporal SDK's runtime logger${ignored > 0 ? `, ${ignored} expected ones left out` : ''})`,
        );
      }
      continue;
    }
    out.push(
      `PROBLEM: ${role.name} logged ${serious.length} warning/error entr${serious.length === 1 ? 'y' : 'ies'} (of the last ${role.output.length} lines); the first ones:`,
    );
    for (const entry of serious.slice(0, 5)) {
      const text = entry.lines.join(' ').replace(/\s+/g, ' ');
      out.push(`  ${text.length > 400 ? `${text.slice(0, 397)}...` : text}`);
    }
  }
  return out;
}
