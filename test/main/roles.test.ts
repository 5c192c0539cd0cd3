import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { Account } from '../../src/db/entities/index.ts';
import { hashSecret } from '../../src/domain/secrets.ts';
import { freePort } from '../helpers/freePort.ts';
import { PRODUCTION_SETTINGS } from '../helpers/roleProcess.ts';
import { startTcpProxy } from '../helpers/tcpProxy.ts';
import { testBundleFile, testStack } from '../helpers/stack.ts';

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs one of the production entry points as a real process, like `npm run <role>` does. */
async function runRole(script: string, args: string[], env: Record<string, string>, untilReady?: RegExp): Promise<Run> {
  const child = spawn(process.execPath, [script, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d;
    if (untilReady?.test(stdout)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/** The role's /health once it listens (10 s at most), or undefined. */
async function healthOf(port: number): Promise<Response | undefined> {
  for (let i = 0; i < 100; i++) {
    const health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
    if (health) return health;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

describe('configuration and production roles', function () {
  it('applies defaults', function () {
    const config = loadConfig({ DATABASE_URL: 'postgresql://u:p@db/x' });
    assert.equal(config.PORT, 3000);
    assert.equal(config.PUBLIC_URL, 'http://localhost:3000');
    assert.equal(config.TEMPORAL_ADDRESS, 'localhost:7233');
    assert.equal(config.CALLBACK_ALLOW_PRIVATE_NETWORKS, false);
    assert.equal(config.SUPPLIER_TIMEOUT_MS, 10_000);
    assert.equal(config.METRICS_PORT, 9464);
    assert.equal(config.METRICS_HOST, '127.0.0.1');
    assert.equal(config.TRUST_PROXY, 0);
  });

  it('names every invalid variable', function () {
    assert.throws(
      () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CALLBACK_ALLOW_PRIVATE_NETWORKS: 'yes', SMTP_URL: 'http://mail' }),
      (err: unknown) => {
        assert.ok(err instanceof ConfigError);
        assert.deepEqual([...err.variables].sort(), ['CALLBACK_ALLOW_PRIVATE_NETWORKS', 'DATABASE_URL', 'PORT', 'SMTP_URL']);
        return true;
      },
    );
    assert.throws(() => loadConfig({}), /DATABASE_URL: required/);
  });

  for (const role of ['api', 'worker', 'migrate']) {
    it(`npm run ${role} refuses to start with invalid env, naming the variable`, async function () {
      const run = await runRole(`src/main/${role}.ts`, [], { DATABASE_URL: 'postgresql://x/y', SUPPLIER_TIMEOUT_MS: 'soon' });
      assert.equal(run.code, 78);
      assert.match(run.stderr, /SUPPLIER_TIMEOUT_MS/);
    });
  }

  for (const role of ['api', 'worker']) {
    it(`npm run ${role} refuses to start without PUBLIC_URL or WEBHOOK_SECRET_KEY, naming it (exit 78)`, async function () {
      const base = { DATABASE_URL: testStack().databaseUrl, TEMPORAL_ADDRESS: testStack().temporal.address };
      const noUrl = await runRole(`src/main/${role}.ts`, [], { ...base, WEBHOOK_SECRET_KEY: PRODUCTION_SETTINGS.WEBHOOK_SECRET_KEY });
      assert.equal(noUrl.code, 78);
      assert.match(
        noUrl.stderr,
        /^Invalid configuration: PUBLIC_URL: required in production \(.*\)\. ALLOW_DEV_DEFAULTS=true starts without it, for local use only\.\n$/,
      );
      const noKey = await runRole(`src/main/${role}.ts`, [], { ...base, PUBLIC_URL: PRODUCTION_SETTINGS.PUBLIC_URL, ALLOW_DEV_DEFAULTS: 'false' });
      assert.equal(noKey.code, 78);
      assert.match(noKey.stderr, /^Invalid configuration: WEBHOOK_SECRET_KEY: required in production/);
      assert.doesNotMatch(noKey.stderr, /PUBLIC_URL/);
    });
  }

  it('ALLOW_DEV_DEFAULTS=true lets the API and a worker start without them, and their /ready lists what is missing', async function () {
    this.timeout(120_000);
    const [port, metricsPort] = [await freePort(), await freePort()];
    const base = {
      DATABASE_URL: testStack().databaseUrl,
      TEMPORAL_ADDRESS: testStack().temporal.address,
      TEMPORAL_TASK_QUEUE: `roles-${randomUUID().slice(0, 8)}`,
      TEMPORAL_METRICS_PORT: '0',
      ALLOW_DEV_DEFAULTS: 'true',
    };
    const api = spawn(process.execPath, ['src/main/api.ts'], {
      env: { PATH: process.env.PATH ?? '', ...base, PORT: String(port), METRICS_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // One after the other: two roles starting at once on a loaded machine take longer than healthOf waits.
    const apiHealth = await healthOf(port);
    const worker = spawn(process.execPath, ['src/main/worker.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        ...base,
        METRICS_PORT: String(metricsPort),
        PUBLIC_URL: PRODUCTION_SETTINGS.PUBLIC_URL,
        WORKFLOW_BUNDLE_PATH: await testBundleFile(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let workerOut = '';
    worker.stdout.on('data', (d: Buffer) => (workerOut += d));
    try {
      assert.equal(apiHealth?.status, 200);
      const ready = (await (await fetch(`http://127.0.0.1:${port}/ready`)).json()) as { status: string; warnings?: string[] };
      assert.equal(ready.status, 'ready');
      assert.deepEqual(
        ready.warnings?.map((w) => w.split(':')[0]),
        ['PUBLIC_URL is not set', 'WEBHOOK_SECRET_KEY is not set'],
      );
      let workerReady: { warnings?: string[] } | undefined;
      for (let i = 0; i < 600 && !workerReady; i++) {
        const res = await fetch(`http://127.0.0.1:${metricsPort}/ready`).catch(() => undefined);
        if (res?.status === 200) workerReady = (await res.json()) as { warnings?: string[] };
        else await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(workerReady, workerOut);
      assert.deepEqual(workerReady.warnings, ['WEBHOOK_SECRET_KEY is not set: accounts cannot make a webhook secret and notifications go out unsigned']);
      assert.match(workerOut, /"ALLOW_DEV_DEFAULTS":true.*"msg":"WEBHOOK_SECRET_KEY is not set/);
    } finally {
      api.kill('SIGTERM');
      worker.kill('SIGTERM');
    }
    assert.deepEqual(await Promise.all([once(api, 'exit'), once(worker, 'exit')]).then((r) => r.map(([code]) => code)), [0, 0], workerOut);
  });

  it('npm run migrate applies nothing twice', async function () {
    const run = await runRole('src/main/migrate.ts', [], { DATABASE_URL: testStack().databaseUrl, LOG_LEVEL: 'info' });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /schema up to date/);
  });

  it('npm run api serves /health from env alone, /metrics only on the metrics port, and stops on SIGTERM', async function () {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const env = {
      ...PRODUCTION_SETTINGS,
      DATABASE_URL: testStack().databaseUrl,
      TEMPORAL_ADDRESS: testStack().temporal.address,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
    };
    const child = spawn(process.execPath, ['src/main/api.ts'], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      assert.equal((await healthOf(port))?.status, 200);
      // Not on the public port, under any spelling.
      for (const path of ['/metrics', '/METRICS', '/v1/metrics', '/metrics/']) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`);
        assert.equal(res.status, 404, path);
      }
      const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      assert.equal(metrics.status, 200);
      const text = await metrics.text();
      assert.match(text, /http_requests_total\{method="GET",route="\/health",status="200",mode="live"\} 1/);
      assert.match(text, /process_cpu_user_seconds_total/);
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = (await once(child, 'exit')) as [number | null];
    assert.equal(code, 0);
  });

  it('npm run api starts and stays ready while Temporal is down, reporting it in /ready and marketplace_temporal_up', async function () {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const env = {
      ...PRODUCTION_SETTINGS,
      DATABASE_URL: testStack().databaseUrl,
      TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}`,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
    };
    const child = spawn(process.execPath, ['src/main/api.ts'], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    try {
      assert.equal((await healthOf(port))?.status, 200, stdout);
      const ready = await fetch(`http://127.0.0.1:${port}/ready`);
      assert.deepEqual([ready.status, await ready.json()], [200, { status: 'ready', postgres: 'ok', migrations: 'applied', temporal: 'unreachable' }]);
      assert.match(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(), /marketplace_temporal_up 0/);
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = (await once(child, 'exit')) as [number | null];
    assert.equal(code, 0);
    // Why, with the address it looked at (issue 45 §5).
    assert.match(stdout, new RegExp(`Temporal does not answer at ${env.TEMPORAL_ADDRESS.replace(/\./g, '\\.')} \\(.+\\)`));
  });

  it('npm run api exports its traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set, probes left out', async function () {
    // A plain HTTP server on loopback stands in for the OpenTelemetry collector's OTLP/HTTP receiver.
    const exports: { path: string; type: string; body: string }[] = [];
    const collector = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d));
      req.on('end', () => {
        exports.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    collector.listen(0, '127.0.0.1');
    await once(collector, 'listening');
    const port = await freePort();
    const env = {
      ...PRODUCTION_SETTINGS,
      DATABASE_URL: testStack().databaseUrl,
      TEMPORAL_ADDRESS: testStack().temporal.address,
      PORT: String(port),
      METRICS_PORT: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    const child = spawn(process.execPath, ['src/main/api.ts'], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      assert.equal((await healthOf(port))?.status, 200);
      assert.equal((await fetch(`http://127.0.0.1:${port}/v1/products`)).status, 401);
      for (let i = 0; i < 50 && !exports.some((e) => e.body.includes('/v1/products')); i++) await new Promise((r) => setTimeout(r, 100));
    } finally {
      child.kill('SIGTERM');
      collector.close();
    }
    const [code] = (await once(child, 'exit')) as [number | null];
    assert.equal(code, 0);
    const traces = exports.filter((e) => e.path === '/v1/traces');
    assert.ok(traces.length > 0, `nothing exported to /v1/traces: ${exports.map((e) => e.path).join(', ')}`);
    const all = traces.map((e) => e.body).join('\n');
    assert.match(all, /"ticket-marketplace-api"/);
    assert.match(all, /\/v1\/products/);
    assert.doesNotMatch(all, /\/health/, 'probes are not traced');
  });

  it('npm run worker logs JSON lines only (Temporal’s own through pino, no webpack listing) and serves its metrics and the SDK’s', async function () {
    this.timeout(120_000);
    const [metricsPort, sdkPort] = [await freePort(), await freePort()];
    const env = {
      ...PRODUCTION_SETTINGS,
      DATABASE_URL: testStack().databaseUrl,
      TEMPORAL_ADDRESS: testStack().temporal.address,
      TEMPORAL_TASK_QUEUE: `roles-${randomUUID().slice(0, 8)}`,
      LOG_LEVEL: 'info',
      METRICS_PORT: String(metricsPort),
      TEMPORAL_METRICS_PORT: String(sdkPort),
    };
    const child = spawn(process.execPath, ['src/main/worker.ts'], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    try {
      for (let i = 0; i < 600 && !stdout.includes('"msg":"worker running"'); i++) await new Promise((r) => setTimeout(r, 100));
      assert.match(stdout, /"msg":"worker running"/, stderr);
      const own = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      assert.match(own, /process_cpu_user_seconds_total/);
      const sdk = await (await fetch(`http://127.0.0.1:${sdkPort}/metrics`)).text();
      assert.match(sdk, /temporal_/);
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = (await once(child, 'exit')) as [number | null];
    assert.equal(code, 0, stderr);
    const entries = stdout
      .trim()
      .split('\n')
      .map((line) => {
        try {
          return JSON.parse(line) as { component?: string; msg?: string };
        } catch {
          return assert.fail(`not a JSON line: ${line}`);
        }
      });
    assert.ok(
      entries.some((e) => e.component === 'temporal' && e.msg === 'Worker state changed'),
      'the SDK logs through pino',
    );
    assert.doesNotMatch(stdout + stderr, /modules by path|asset workflow-bundle|webpack \d/);
  });

  it('npm run worker refuses to start when its probe port or the SDK’s metrics port is taken, naming it (exit 78)', async function () {
    // Another process on this host holds the port: the worker's /ready would be that process's.
    const holder = createTcpServer().listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const taken = String((holder.address() as AddressInfo).port);
    const base = {
      ...PRODUCTION_SETTINGS,
      DATABASE_URL: testStack().databaseUrl,
      TEMPORAL_ADDRESS: testStack().temporal.address,
      TEMPORAL_TASK_QUEUE: `roles-${randomUUID().slice(0, 8)}`,
    };
    try {
      const probes = await runRole('src/main/worker.ts', [], { ...base, METRICS_PORT: taken, TEMPORAL_METRICS_PORT: '0' });
      assert.equal(probes.code, 78, probes.stderr);
      assert.equal(probes.stderr, `Invalid configuration: METRICS_PORT: 127.0.0.1:${taken} is taken by another process\n`);
      const sdk = await runRole('src/main/worker.ts', [], { ...base, METRICS_PORT: '0', TEMPORAL_METRICS_PORT: taken });
      assert.equal(sdk.code, 78, sdk.stderr);
      assert.equal(sdk.stderr, `Invalid configuration: TEMPORAL_METRICS_PORT: 127.0.0.1:${taken} is taken by another process\n`);
    } finally {
      holder.close();
    }
  });

  it('npm run worker reaches Temporal over one connection, its worker’s and its client’s alike', async function () {
    this.timeout(120_000);
    let connections = 0;
    const proxy = await startTcpProxy(testStack().temporal.address, {
      inspectClient: () => {
        connections++;
        return () => {};
      },
    });
    const child = spawn(process.execPath, ['src/main/worker.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        ...PRODUCTION_SETTINGS,
        DATABASE_URL: testStack().databaseUrl,
        TEMPORAL_ADDRESS: proxy.address,
        TEMPORAL_TASK_QUEUE: `roles-${randomUUID().slice(0, 8)}`,
        METRICS_PORT: String(await freePort()),
        TEMPORAL_METRICS_PORT: '0',
        WORKFLOW_BUNDLE_PATH: await testBundleFile(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    try {
      for (let i = 0; i < 600 && !stdout.includes('"msg":"worker running"'); i++) await new Promise((r) => setTimeout(r, 100));
      assert.match(stdout, /"msg":"worker running"/);
      // Polling, housekeeping and the schedule have all been through Temporal by now.
      assert.equal(connections, 1);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
      await proxy.close();
    }
  });

  describe('npm run ops', function () {
    async function account() {
      const em = testStack().db.fork();
      const acct = em.create(Account, {
        name: 'Ops Test',
        email: `ops-${randomUUID().slice(0, 8)}@example.com`,
        callbackUrl: 'https://cb.example.com',
        notificationUrl: 'https://n.example.com',
        tokenHash: hashSecret('secret-token'),
      });
      await em.flush();
      return acct;
    }
    const env = () => ({ DATABASE_URL: testStack().databaseUrl, LOG_LEVEL: 'silent' });

    it('sets a domain by which the account is then found', async function () {
      const acct = await account();
      const domain = `tours-${randomUUID().slice(0, 6)}.example.org`;
      const run = await runRole('src/main/ops.ts', ['set-domain', acct.email, domain.toUpperCase(), '--json'], env());
      assert.equal(run.code, 0, run.stderr);
      assert.deepEqual(JSON.parse(run.stdout), { email: acct.email, domain, previous: null, dryRun: false });
      const found = await testStack().db.fork().findOneOrFail(Account, { domain });
      assert.equal(found.id, acct.id);

      const clear = await runRole('src/main/ops.ts', ['clear-domain', domain], env());
      assert.equal(clear.code, 0, clear.stderr);
      assert.equal(clear.stdout, `${acct.email} has no domain now\n`);
      assert.equal((await testStack().db.fork().findOneOrFail(Account, { id: acct.id })).domain, null);
    });

    it('refuses a bad domain, a taken domain, an unknown account and a bad command', async function () {
      const [a, b] = [await account(), await account()];
      const domain = `taken-${randomUUID().slice(0, 6)}.example.org`;
      assert.equal((await runRole('src/main/ops.ts', ['set-domain', a.email, domain], env())).code, 0);
      const taken = await runRole('src/main/ops.ts', ['set-domain', b.email, domain], env());
      assert.equal(taken.code, 1);
      assert.equal(taken.stderr, `ops set-domain: ${domain} already identifies ${a.email}\n`);
      const bad = await runRole('src/main/ops.ts', ['set-domain', b.email, 'not a domain'], env());
      assert.equal(bad.code, 1);
      const unknown = await runRole('src/main/ops.ts', ['set-domain', 'nobody@example.com', 'x.example.org'], env());
      assert.equal(unknown.code, 1);
      const usage = await runRole('src/main/ops.ts', ['frobnicate'], env());
      assert.equal(usage.code, 64);
      assert.match(usage.stderr, /Usage/);
    });
  });
});
