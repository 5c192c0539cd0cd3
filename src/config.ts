import { existsSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from './configError.ts';
import { loadTemporalConnection, type TemporalConnection } from './temporal/connectionConfig.ts';
import { WORKER_DEFAULTS } from './temporal/workerTuning.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const ConfigSchema = z.object({
  // The API's port.
  PORT: int(0, 65535).default(3000),
  // The address agents and suppliers reach the API at (links, the OpenAPI server, the User-Agent);
  // http://localhost:PORT when unset, which only `npm start` may use.
  PUBLIC_URL: z.url().optional(),
  // Our PostgreSQL: postgresql://user:password@host:5432/database
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  // TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE, TLS and API key: read by src/temporal/connectionConfig.ts.

  // The task queue the API starts workflows on and the workers poll: the same on every role.
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('marketplace'),
  // Where e-mail goes (smtp:// or smtps://, with credentials); unset, none is sent (`npm start` logs it).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  // The From of every e-mail.
  MAIL_FROM: z.string().min(3).default('Ticket Marketplace <no-reply@marketplace.invalid>'),
  // `true` lets suppliers' callbacks and notification receivers be on private addresses (tests, a private deployment).
  CALLBACK_ALLOW_PRIVATE_NETWORKS: bool.default(false),
  // How long one call to a supplier or a notification receiver may take.
  SUPPLIER_TIMEOUT_MS: int(100, 120_000).default(10_000),
  // PEM file of extra root certificates trusted for supplier and notification calls, beside the
  // system's (a private deployment's CA; `npm run demo` trusts its reference supplier this way).
  SUPPLIER_CA_FILE: z.string().min(1).refine(existsSync, 'no such file').optional(),
  // How long the API waits for a supplier's answer before it answers 503 (the workflow goes on).
  BOOKING_WAIT_MS: int(0, 60_000).default(5_000),
  // Workflows a worker keeps in memory between their tasks; see docs/PERFORMANCE.md for the choice.
  WORKER_MAX_CACHED_WORKFLOWS: int(0, 100_000).default(WORKER_DEFAULTS.maxCachedWorkflows),
  // Workflow tasks a worker runs at once (each holds its slot while its local activity calls a
  // supplier), and its pollers; unset, 50 and 25 per core of its CPU limit, else of its CPU request.
  WORKER_WORKFLOW_TASK_SLOTS: int(2, 10_000).optional(),
  WORKER_WORKFLOW_TASK_POLLERS: int(2, 1_000).optional(),
  // The worker container's CPU request in millicores (deploy/kubernetes/ passes it with the downward
  // API): the cores the per-core defaults count when no CPU limit is set. Neither set: 2 cores.
  WORKER_CPU_REQUEST_MILLICORES: int(1, 1_000_000).optional(),
  // How long a cached workflow's task waits in this worker's sticky queue before Temporal gives it to any worker (with a replay).
  WORKER_STICKY_QUEUE_TIMEOUT_MS: int(1_000, 3_600_000).default(WORKER_DEFAULTS.stickyQueueTimeoutMs),
  // On SIGTERM a worker stops polling and gives its running tasks this long to finish before it
  // cancels them; keep it under the orchestrator's grace (compose stop_grace_period, Kubernetes
  // terminationGracePeriodSeconds: 30 s).
  WORKER_SHUTDOWN_GRACE_MS: int(0, 600_000).default(20_000),
  // A workflow bundle written by `node src/main/bundleWorkflows.ts` (the image and `npm run worker` do):
  // the worker then loads it instead of bundling at start, and keeps no bundler in memory.
  WORKFLOW_BUNDLE_PATH: z.string().min(1).optional(),
  // pino's level for the JSON lines on stdout.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Prometheus metrics are served on their own port, never on the public API port; 0 turns them off.
  METRICS_PORT: int(0, 65535).default(9464),
  // The address the metrics (and a worker's probes) listen on: 0.0.0.0 in a container, for the scraper and the kubelet.
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // The Temporal SDK's own metrics (workflow and activity task latencies, slots, polls, cache) from a
  // process that runs a worker, served by the SDK's core on METRICS_HOST at this port; 0 turns them off.
  TEMPORAL_METRICS_PORT: int(0, 65535).default(9465),
  // Seals the accounts' webhook signing secrets in Postgres (AES-256-GCM): 32 random bytes, base64
  // (`openssl rand -base64 32`). The same on every API and worker. A ring while a key is replaced:
  // several, comma-separated, the sealing one first; every one opens (docs/OPERATIONS.md, "Rotating
  // WEBHOOK_SECRET_KEY"). Unset: accounts cannot create a secret and notifications go out unsigned;
  // `npm start` makes one and keeps it in its data folder.
  WEBHOOK_SECRET_KEY: z
    .string()
    .refine((v) => {
      const keys = v.split(',').map((k) => k.trim());
      return keys.every((k) => Buffer.from(k, 'base64').length === 32) && new Set(keys).size === keys.length;
    }, 'must be 32 bytes, base64-encoded (a ring: several, comma-separated, each once)')
    .optional(),
  // Traces go to this OpenTelemetry collector (OTLP over HTTP) when set; unset, tracing is off.
  // The exporter also reads the other standard OTEL_EXPORTER_OTLP_* variables (headers, timeout).
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  // The service name on every span; `ticket-marketplace-<role>` otherwise.
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  // Each account's requests are logged for GET /v1/requests (7 days). `false`: this API replica logs
  // none (an escape hatch; the route still answers what other replicas logged).
  REQUEST_LOG: bool.default(true),
  // How many days the delivery log (GET /v1/notifications) keeps a notification after it was
  // queued, delivered or not; housekeeping deletes older ones. More than the 4 days of retries.
  DELIVERY_LOG_RETENTION_DAYS: int(5, 3650).default(90),
  // Housekeeping deletes what is past its retention oldest first, this many rows per statement,
  // for at most PRUNE_SECONDS per table and run (a minute apart); a larger backlog takes more runs.
  PRUNE_BATCH_ROWS: int(100, 100_000).default(5_000),
  PRUNE_SECONDS: int(1, 120).default(10),
  // How many reverse proxies stand in front of the API (an ingress: 1; a CDN before it: 2): the client
  // address (for the failed-authentication limits) is the X-Forwarded-For entry that many hops from
  // the right, and anything a client wrote further left is ignored. `true` means 1; `false` or 0: the socket's.
  TRUST_PROXY: z
    .enum(['true', 'false', '0', '1', '2', '3', '4', '5'], { message: 'true, false or a number of proxies from 0 to 5' })
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
    .default(0),
  // `true` lets the production roles (api, worker) start without PUBLIC_URL or WEBHOOK_SECRET_KEY,
  // which they otherwise refuse (exit 78); /ready then lists what is missing under `warnings`.
  // For a local stack (docker compose) and tests, never for production.
  ALLOW_DEV_DEFAULTS: bool.default(false),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  TEMPORAL_ADDRESS: string;
  TEMPORAL_NAMESPACE: string;
  /** How to reach Temporal: address, namespace, TLS, API key (never logged: describeConnection). */
  temporal: TemporalConnection;
};

/** Reads configuration from env; empty strings count as unset so `FOO=` behaves like no FOO. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.keys(ConfigSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = ConfigSchema.safeParse(raw);
  const temporal = loadTemporalConnection(env);
  if (!parsed.success || !temporal.connection) {
    throw new ConfigError([
      ...(parsed.error?.issues ?? []).map((issue) => ({
        variable: String(issue.path[0] ?? '?'),
        message: raw[String(issue.path[0])] === undefined ? 'required' : issue.message,
      })),
      ...temporal.issues,
    ]);
  }
  const config = parsed.data;
  return {
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    TEMPORAL_ADDRESS: temporal.connection.address,
    TEMPORAL_NAMESPACE: temporal.connection.namespace,
    temporal: temporal.connection,
  };
}
