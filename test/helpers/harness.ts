import { announcerFor } from '../../src/availabilityChanges/announcer.ts';
import { checkAgainstOpenApi } from './openapiCheck.ts';
import { createSimulator } from '../../src/suppliers/simulator/index.ts';
import { once } from 'node:events';
import { Agent, fetch as undiciFetch } from 'undici';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type Koa from 'koa';
import { Client } from '@temporalio/client';
import type { Worker, WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { createActivities } from '../../activities/index.ts';
import { notificationDispatcherFor } from '../../activities/notifications/dispatcher.ts';
import { handOverWith } from '../../src/notifications/deliveries.ts';
import { createApp } from '../../src/app.ts';
import { createHttpMetrics } from '../../src/http/middleware/metrics.ts';
import type { ProcessMetrics } from '../../src/metrics/processMetrics.ts';
import { createRequestLog } from '../../src/requestLog/store.ts';
import { createApiServer } from '../../src/http/server.ts';
import { trustProxies } from '../../src/http/trustProxy.ts';
import type { Db } from '../../src/db/orm.ts';
import { createLogger, type Logger } from '../../src/logger.ts';
import { createMailer, type Mailer } from '../../src/mail/mailer.ts';
import { createSupplierClient, type SupplierClient } from '../../src/suppliers/supplierClient.ts';
import { userAgent } from '../../src/suppliers/userAgent.ts';
import { type BreakerSettings, createSupplierBreaker } from '../../src/suppliers/breaker.ts';
import { createWorker } from '../../src/worker.ts';
import { createSecretBox, type SecretBox } from '../../src/signing/secretBox.ts';
import { testStack } from './stack.ts';
import type { Tuning } from '../../workflows/tuning.ts';

export type Harness = {
  baseUrl: string;
  app: Koa;
  taskQueue: string;
  logger: Logger;
  worker: Worker | undefined;
  suppliers: SupplierClient;
  /** fetch against the API with optional Basic credentials. */
  call(method: string, path: string, options?: CallOptions): Promise<{ status: number; headers: Headers; body: any }>;
  stop(): Promise<void>;
};

export type CallOptions = {
  json?: unknown;
  raw?: string;
  contentType?: string;
  auth?: { user: string; password: string };
  headers?: Record<string, string>;
  /**
   * The loopback address the request comes from (e.g. 127.0.0.9): a test that spends an address's
   * limits spends one of its own, not the 127.0.0.1 every other test in the same mocha shares.
   */
  from?: string;
};

let counter = 0;

const agentsByAddress = new Map<string, Agent>();

/** fetch whose connections leave from `localAddress` (any 127.x.y.z reaches a loopback listener). */
async function fetchFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | undefined },
): Promise<Response> {
  let agent = agentsByAddress.get(localAddress);
  if (!agent) {
    agent = new Agent({ connect: { localAddress } });
    agentsByAddress.set(localAddress, agent);
  }
  return (await undiciFetch(url, { ...init, dispatcher: agent })) as unknown as Response;
}

/** The tests' WEBHOOK_SECRET_KEY: every harness seals and opens webhook secrets with it. */
export const TEST_WEBHOOK_SECRETS = createSecretBox(Buffer.alloc(32, 7).toString('base64'));

/** The API on a loopback port and one worker on its own task queue, with the deps a test injects. */
export type HarnessOptions = {
  mailer?: Mailer;
  logLines?: string[];
  supplierTimeoutMs?: number;
  bookingWaitMs?: number;
  tuning?: Partial<Tuning>;
  /** Run no worker in-process (a test runs its own, e.g. as a child process it can kill). */
  worker?: false;
  taskQueue?: string;
  /** Another database than the shared test one (see startScratchDatabase), for the API and the worker. */
  db?: Db;
  /** The API's Temporal client (say, one connected through a proxy a test can take down); the worker keeps its own. */
  temporal?: Client;
  /** Read the client address from X-Forwarded-For, as behind this many reverse proxies (TRUST_PROXY; `true`: one). */
  trustProxy?: boolean | number;
  /** `null`: a deployment without WEBHOOK_SECRET_KEY (no secrets sealed or opened); a box: another key ring than the tests'. */
  webhookSecrets?: SecretBox | null;
  /** Another workflow bundle than the shared one (say, one built as an earlier version was). */
  workflowBundle?: WorkflowBundleWithSourceMap;
  /** Another Temporal namespace than `default`, for the API's client and the worker. */
  namespace?: string;
  /** Count requests and supplier calls on this registry, as `npm run api` does (a test serves it with serveMetrics). */
  metrics?: ProcessMetrics;
  /** Each supplier's circuit breaker, with these settings, as the roles run it (off by default: other suites' failing suppliers must not trip it). */
  breaker?: Partial<BreakerSettings>;
};

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const stack = testStack();
  const taskQueue = options.taskQueue ?? `test-${process.pid}-${++counter}`;
  const logger = createLogger('info', {
    write(line: string) {
      options.logLines?.push(line);
      // TEST_LOG=error (or warn, info) shows the API's and worker's log lines at that level and above.
      if (process.env.TEST_LOG && JSON.parse(line).level >= ({ error: 50, warn: 40, info: 30 }[process.env.TEST_LOG] ?? 50)) process.stderr.write(line);
    },
  });
  // Suppliers in tests are HTTPS servers on loopback signed by the throwaway CA.
  const suppliers = createSupplierClient({
    timeoutMs: options.supplierTimeoutMs ?? 3000,
    allowPrivateNetworks: true,
    ca: [stack.ca.caCertPem],
    logger,
    userAgent: userAgent('http://api.test'),
    simulator: createSimulator({ db: options.db ?? stack.db, logger }),
    observe: options.metrics?.supplierCalls,
    ...(options.breaker
      ? { breaker: createSupplierBreaker({ pool: (options.db ?? stack.db).pool, logger, registry: options.metrics?.registry, settings: options.breaker }) }
      : {}),
  });
  const requestLog = createRequestLog({ poolOf: (mode) => (options.db ?? stack.db).of(mode).pool, logger });
  const app = createApp({
    suppliers,
    requestLog,
    ...(options.metrics ? { metrics: createHttpMetrics(options.metrics.registry) } : {}),
    webhookSecrets: options.webhookSecrets === null ? undefined : (options.webhookSecrets ?? TEST_WEBHOOK_SECRETS),
    config: {
      PUBLIC_URL: 'http://api.test',
      TEMPORAL_TASK_QUEUE: taskQueue,
      BOOKING_WAIT_MS: options.bookingWaitMs ?? 8000,
      SUPPLIER_TIMEOUT_MS: options.supplierTimeoutMs ?? 3000,
    },
    tuning: { retryInitialMs: 200, expiryGraceMs: 1000, ...options.tuning },
    db: options.db ?? stack.db,
    temporal:
      options.temporal ??
      (options.namespace ? new Client({ connection: stack.temporal.client.connection, namespace: options.namespace }) : stack.temporal.client),
    logger,
  });
  trustProxies(app, options.trustProxy === true ? 1 : options.trustProxy || 0);
  const server: Server = createApiServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The worker's activities, with its dispatcher of booking steps' notifications (drained on stop,
  // as the worker role drains its own).
  const activityDeps = {
    db: options.db ?? stack.db,
    mailer: options.mailer ?? createMailer({ from: 'test@example.com', logger, logBodies: true }),
    suppliers,
    logger,
    webhookSecrets: options.webhookSecrets === null ? undefined : (options.webhookSecrets ?? TEST_WEBHOOK_SECRETS),
    // The API's Temporal settings, so the activities announce availability changes as it does.
    workflows: {
      client: options.namespace ? new Client({ connection: stack.temporal.client.connection, namespace: options.namespace }) : stack.temporal.client,
      taskQueue,
      tuning: { supplierTimeoutMs: options.supplierTimeoutMs ?? 3000, retryInitialMs: 200, expiryGraceMs: 1000, ...options.tuning },
      waitMs: options.bookingWaitMs ?? 8000,
    },
  };
  const dispatcher = options.worker === false ? undefined : notificationDispatcherFor(activityDeps, handOverWith(activityDeps.workflows));
  const worker =
    dispatcher === undefined
      ? undefined
      : await createWorker({
          connection: stack.temporal.nativeConnection,
          namespace: options.namespace ?? 'default',
          taskQueue,
          activities: createActivities({ ...activityDeps, announce: announcerFor(activityDeps), dispatcher }),
          logger,
          workflowBundle: options.workflowBundle ?? stack.workflowBundle,
        });
  const running = worker?.run();

  return {
    baseUrl,
    app,
    taskQueue,
    logger,
    worker,
    suppliers,
    async call(method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      let body: string | undefined;
      if (opts.json !== undefined) {
        body = JSON.stringify(opts.json);
        headers['content-type'] = 'application/json';
      }
      if (opts.raw !== undefined) {
        body = opts.raw;
        headers['content-type'] = opts.contentType ?? 'application/json';
      }
      if (opts.auth) headers.authorization = `Basic ${Buffer.from(`${opts.auth.user}:${opts.auth.password}`).toString('base64')}`;
      const res = await (opts.from === undefined
        ? fetch(`${baseUrl}${path}`, { method, headers, body })
        : fetchFrom(opts.from, `${baseUrl}${path}`, { method, headers, body }));
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: the test sees the text
      }
      checkAgainstOpenApi(method, path, res.status, res.headers.get('content-type'), parsed);
      return { status: res.status, headers: res.headers, body: parsed };
    },
    async stop() {
      server.closeAllConnections();
      server.close();
      if (worker?.getState() === 'RUNNING') worker.shutdown();
      await running;
      await dispatcher?.drain();
      await requestLog.close();
      suppliers.close();
    },
  };
}
