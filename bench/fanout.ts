/**
 * Benchmark (not a test): the `availability.updated` fan-out of issue 21 §3 — N agents with
 * access to a product, one change pushed by its supplier: how long until the last signed notice
 * is delivered, and what CPU the fan-out cost.
 *
 * Stack (bench/stack.ts): embedded PostgreSQL, a Temporal dev server (in-memory store), the worker
 * as deployed (`node src/main/worker.ts`), HTTPS fakes on loopback, all on this machine, with a
 * WEBHOOK_SECRET_KEY made for the run so that agents can have webhook secrets. The API role is
 * bench/fanout/api.ts (src/main/api.ts with the notice window set to BENCH_NOTICE_WINDOW_MS, since
 * no setting of the deployed role shortens it); BENCH_NOTICE_WINDOW_MS=default runs
 * `node src/main/api.ts` itself, with the product's window (AVAILABILITY_NOTICE_WINDOW_MS). The
 * window a run used is read back from the notices workflow's input and printed.
 *
 * Set-up, all through the API (bounded concurrency, BENCH_SETUP_CONCURRENCY): BENCH_AGENTS agents
 * each `POST /v1/account` (notification_url = the bench's HTTPS receiver, a path per agent:
 * `…/agent-<i>`), `PATCH /v1/account {"availability_notifications": true}` and
 * `POST /v1/account/webhook_secret`; the stack's supplier (whose callback serves `/products`)
 * grants them access with `PUT /v1/agents/<email>` before the round that first needs them. The
 * receiver (in this process; BENCH_RECEIVER_PORTS servers, agent i on server i mod that, default
 * one) verifies every notice's Standard Webhooks signature with the agent's secret (package
 * `standardwebhooks`), and counts notices per agent and pushed sequence. Housekeeping's schedule
 * is paused, so its once-a-minute workflow does not land in a measurement.
 *
 * Rounds: a warm-up with BENCH_WARMUP_AGENTS agents, then BENCH_REPEATS pushes at each size of
 * BENCH_FANOUT_SIZES (default 100 and BENCH_AGENTS), smallest first (grants only grow). Each push
 * is `POST /v1/availability_changes {product: MUSEUM, dates: [one day]}` as the supplier; measured:
 *  - the push's answer time, then from the answer: the first notice, the last of the N notices
 *    (and that minus the window), and the notices workflow closed (every delivery recorded);
 *  - notices delivered per agent (each exactly once: duplicates, agents left out, recipients not
 *    granted and bad or missing signatures are reported), attempts from the notification rows;
 *  - CPU (utime+stime from /proc, bench/procs.ts) of the API, the worker, Temporal, PostgreSQL
 *    (postmaster and backends) and this process (the receiver: TLS, signature checks), from just
 *    before the push until the workflow closed, in all and per notice; also minus what the same
 *    processes burn idle over as long (measured for IDLE_SECONDS after set-up).
 *
 * Reproduce: `npm run bench -- fanout`. Knobs: BENCH_AGENTS (1000), BENCH_FANOUT_SIZES (comma
 * list, default `100,<BENCH_AGENTS>`), BENCH_REPEATS (3; medians are the lower median),
 * BENCH_WARMUP_AGENTS (10), BENCH_NOTICE_WINDOW_MS (1000, or `default`; the dev server fires
 * shorter timers after about 1 s anyway), BENCH_RECEIVER_PORTS (1; 1000 gives every agent a
 * receiver of its own, so a connection and TLS handshake each), BENCH_SETUP_CONCURRENCY (8),
 * BENCH_DRAIN_SECONDS (300), BENCH_LOG_LEVEL (the roles' LOG_LEVEL, default error; warn shows why a
 * delivery attempt or workflow task failed), SUPPLIER_TIMEOUT_MS (10000); WORKER_* settings pass
 * to the worker.
 */
import { randomBytes } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { defaultPayloadConverter } from '@temporalio/common';
import proto from '@temporalio/proto';
import { Webhook } from 'standardwebhooks';
import { addDays, todayIn } from '../src/domain/dates.ts';
import { HOUSEKEEPING_SCHEDULE_ID } from '../src/housekeeping/schedule.ts';
import { workflowIds } from '../workflows/ids.ts';
import { AVAILABILITY_NOTICE_WINDOW_MS } from '../workflows/tuning.ts';
import type { ThrowawayCa } from '../test/helpers/throwawayCa.ts';
import { createCleanups } from './cleanups.ts';
import { intFromEnv, mb, ms, pct, pooled, sleep, table } from './measure.ts';
import { cpuDelta, cpuSample, machineBusy, machineSample, rssBytes, type CpuSample } from './procs.ts';
import { roleErrors, serverFromEnv, startBenchStack, ZONE, type BenchStack } from './stack.ts';

export const REPRODUCE = 'npm run bench -- fanout';

const PRODUCT = 'MUSEUM';
const IDLE_SECONDS = 10;
/** After the workflow closed, how long late duplicates are waited for before a round is counted. */
const DUPLICATE_GRACE_MS = 2000;
const PROCESSES = ['api', 'worker', 'temporal', 'temporal postgres', 'postgres', 'floor worker', 'bench'];

type Options = {
  agents: number;
  sizes: number[];
  repeats: number;
  warmupAgents: number;
  /** undefined: the deployed API role and the product's window. */
  windowMs: number | undefined;
  receiverPorts: number;
  setupConcurrency: number;
  drainSeconds: number;
  supplierTimeoutMs: number;
  /** The roles' LOG_LEVEL (the stack's is error); warn shows why a delivery attempt failed. */
  logLevel: string | undefined;
};

export function fanoutOptionsFromEnv(env = process.env): Options {
  const agents = intFromEnv('BENCH_AGENTS', 1000, 1);
  const rawSizes = env.BENCH_FANOUT_SIZES;
  const sizes =
    rawSizes === undefined || rawSizes === ''
      ? [...new Set([Math.min(100, agents), agents])]
      : [
          ...new Set(
            rawSizes.split(',').map((s) => {
              const n = Number(s.trim().replace(/_/g, ''));
              if (!Number.isInteger(n) || n < 1) throw new Error(`BENCH_FANOUT_SIZES must be a comma list of integers >= 1, got ${JSON.stringify(rawSizes)}`);
              return n;
            }),
          ),
        ];
  sizes.sort((a, b) => a - b);
  const rawWindow = env.BENCH_NOTICE_WINDOW_MS;
  return {
    // Enough agents for the largest round.
    agents: Math.max(agents, ...sizes),
    sizes,
    repeats: intFromEnv('BENCH_REPEATS', 3, 1),
    warmupAgents: intFromEnv('BENCH_WARMUP_AGENTS', 10, 0),
    windowMs: rawWindow === 'default' ? undefined : intFromEnv('BENCH_NOTICE_WINDOW_MS', 1000, 0),
    receiverPorts: intFromEnv('BENCH_RECEIVER_PORTS', 1, 1),
    setupConcurrency: intFromEnv('BENCH_SETUP_CONCURRENCY', 8, 1),
    drainSeconds: intFromEnv('BENCH_DRAIN_SECONDS', 300, 1),
    supplierTimeoutMs: intFromEnv('SUPPLIER_TIMEOUT_MS', 10_000, 100),
    logLevel: env.BENCH_LOG_LEVEL || undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// The receiver: every agent's notification_url, in this process.

type Arrival = {
  agent: number;
  /** performance.now() when the whole body was in. */
  at: number;
  webhookId: string;
  sequence: number | undefined;
  signature: 'verified' | 'bad' | 'unsigned';
  bytes: number;
};

type Receiver = {
  urlOf(agent: number): string;
  arrivals: Arrival[];
  /** Requests that named no agent, another path or another method. */
  stray: string[];
  /** Called after each arrival is recorded. */
  listeners: Set<() => void>;
  connections: () => number;
};

async function startReceiver(ca: ThrowawayCa, ports: number, webhookOf: (agent: number) => Webhook | undefined, cleanups: ReturnType<typeof createCleanups>) {
  const { certPem, keyPem } = ca.issue(['localhost', '127.0.0.1']);
  const arrivals: Arrival[] = [];
  const stray: string[] = [];
  const listeners = new Set<() => void>();
  let connections = 0;
  const servers: https.Server[] = [];
  for (let i = 0; i < ports; i++) {
    const server = https.createServer({ cert: certPem, key: keyPem }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const at = performance.now();
        const match = /^\/agent-(\d+)\/availability\.updated$/.exec(req.url ?? '');
        const webhook = match ? webhookOf(Number(match[1])) : undefined;
        if (!match || req.method !== 'POST' || !webhook) {
          stray.push(`${req.method} ${req.url}`);
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"NOT_FOUND"}');
          return;
        }
        const body = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : '');
        let signature: Arrival['signature'] = 'unsigned';
        if (header('webhook-signature') !== '') {
          try {
            webhook.verify(body, {
              'webhook-id': header('webhook-id'),
              'webhook-timestamp': header('webhook-timestamp'),
              'webhook-signature': header('webhook-signature'),
            });
            signature = 'verified';
          } catch {
            signature = 'bad';
          }
        }
        let sequence: number | undefined;
        try {
          const value = (JSON.parse(body) as { sequence?: unknown }).sequence;
          sequence = typeof value === 'number' ? value : undefined;
        } catch {
          // not JSON: counted without a sequence
        }
        arrivals.push({ agent: Number(match[1]), at, webhookId: header('webhook-id'), sequence, signature, bytes: body.length });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        for (const listener of listeners) listener();
      });
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    servers.push(server);
  }
  cleanups.push({
    what: 'fan-out receiver',
    run: () =>
      Promise.all(
        servers.map((server) => {
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeAllConnections();
          return closed;
        }),
      ),
  });
  const portOf = servers.map((server) => (server.address() as AddressInfo).port);
  const receiver: Receiver = {
    urlOf: (agent) => `https://127.0.0.1:${portOf[agent % portOf.length]}/agent-${agent}`,
    arrivals,
    stray,
    listeners,
    connections: () => connections,
  };
  return receiver;
}

// ---------------------------------------------------------------------------------------------

type Agent = { email: string; webhook: Webhook };

const EventType = proto.temporal.api.enums.v1.EventType;
type HistoryEvent = proto.temporal.api.history.v1.IHistoryEvent;

/** Where a round's time went, from the notices workflow's history: wall-clock ms of each step (Temporal's event times). */
type Timeline = {
  started: number;
  /** The window timer as the workflow asked for it (TimerStarted's startToFireTimeout), ms. */
  timerAskedMs: number;
  timerStarted: number;
  windowEnded: number;
  queued: number;
  firstScheduled: number;
  lastScheduled: number;
  lastCompleted: number;
  closed: number;
  deliveries: number;
  workflowTasks: number;
  /** Workflow tasks that timed out or failed, with the failure causes. */
  workflowTasksTimedOut: number;
  workflowTasksFailed: string[];
};

function eventMs(event: HistoryEvent): number {
  const time = event.eventTime;
  return time ? Number(time.seconds ?? 0) * 1000 + (time.nanos ?? 0) / 1e6 : Number.NaN;
}

function timelineOf(events: HistoryEvent[]): Timeline {
  const typeOf = new Map<number, string>();
  const at = (type: number, name?: string) =>
    events.filter(
      (e) =>
        e.eventType === type &&
        (name === undefined ||
          (type === EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED
            ? e.activityTaskScheduledEventAttributes?.activityType?.name === name
            : typeOf.get(Number(e.activityTaskCompletedEventAttributes?.scheduledEventId ?? 0)) === name)),
    );
  for (const e of events) {
    if (e.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED)
      typeOf.set(Number(e.eventId ?? 0), e.activityTaskScheduledEventAttributes?.activityType?.name ?? '');
  }
  const deliveries = at(EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED, 'deliverNotification');
  const completed = at(EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED, 'deliverNotification');
  const first = (list: HistoryEvent[]) => (list.length > 0 ? eventMs(list[0]!) : Number.NaN);
  const last = (list: HistoryEvent[]) => (list.length > 0 ? eventMs(list[list.length - 1]!) : Number.NaN);
  const timer = at(EventType.EVENT_TYPE_TIMER_STARTED)[0];
  const asked = timer?.timerStartedEventAttributes?.startToFireTimeout;
  return {
    started: first(at(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED)),
    timerAskedMs: asked ? Number(asked.seconds ?? 0) * 1000 + (asked.nanos ?? 0) / 1e6 : Number.NaN,
    timerStarted: timer ? eventMs(timer) : Number.NaN,
    windowEnded: first(at(EventType.EVENT_TYPE_TIMER_FIRED)),
    queued: first(at(EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED, 'queueAvailabilityNotices')),
    firstScheduled: first(deliveries),
    lastScheduled: last(deliveries),
    lastCompleted: last(completed),
    closed: first(at(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED)),
    deliveries: deliveries.length,
    workflowTasks: at(EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED).length,
    workflowTasksTimedOut: at(EventType.EVENT_TYPE_WORKFLOW_TASK_TIMED_OUT).length,
    workflowTasksFailed: at(EventType.EVENT_TYPE_WORKFLOW_TASK_FAILED).map((e) => {
      const failed = e.workflowTaskFailedEventAttributes;
      return `${proto.temporal.api.enums.v1.WorkflowTaskFailedCause[failed?.cause ?? 0] ?? failed?.cause}: ${(failed?.failure?.message ?? '').slice(0, 200)}`;
    }),
  };
}

type Round = {
  label: string;
  size: number;
  sequence: number;
  pushMs: number;
  windowMs: number | undefined;
  firstMs: number;
  lastMs: number;
  closedMs: number;
  delivered: number;
  missing: number;
  duplicates: number;
  strangers: number;
  bad: number;
  unsigned: number;
  attempts: number;
  rowsDelivered: number;
  signedRows: number;
  historyLength: number;
  historyBytes: number;
  payloadBytes: number;
  cpuToLast: CpuSample;
  cpuToClosed: CpuSample;
  /** From just before the push until the workflow closed. */
  spanMs: number;
  machineBusy: number;
  receiverConnections: number;
  problems: string[];
  timeline: Timeline;
  /** Wall-clock ms (Date.now() scale) of the push answer, to place the timeline. */
  answeredAt: number;
};

function basic(user: string, secret: string) {
  return `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
}

function expectStatus(what: string, answer: { status: number; body: unknown }, status = 200) {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

export async function runFanoutBench(options: Options = fanoutOptionsFromEnv()): Promise<void> {
  const benchStarted = performance.now();
  const cleanups = createCleanups();
  try {
    const windowLabel =
      options.windowMs === undefined ? `default (${AVAILABILITY_NOTICE_WINDOW_MS} ms, src/main/api.ts)` : `${options.windowMs} ms (bench/fanout/api.ts)`;
    console.log(`fan-out benchmark — reproduce with: ${REPRODUCE}`);
    console.log(
      `node ${process.version} on ${process.platform}/${process.arch}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}; ` +
        `agents=${options.agents} sizes=${options.sizes.join(',')} repeats=${options.repeats} warm-up agents=${options.warmupAgents} ` +
        `notice window=${windowLabel} receiver ports=${options.receiverPorts} set-up concurrency=${options.setupConcurrency}`,
    );

    const stack: BenchStack = await startBenchStack(cleanups, {
      bookingWaitMs: 5000,
      supplierTimeoutMs: options.supplierTimeoutMs,
      server: serverFromEnv(),
      // Only bench/fanout/api.ts reads BENCH_NOTICE_WINDOW_MS.
      env: {
        WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
        ...(options.windowMs === undefined ? {} : { BENCH_NOTICE_WINDOW_MS: String(options.windowMs) }),
        ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}),
      },
      ...(options.windowMs === undefined ? {} : { apiScript: 'bench/fanout/api.ts' }),
    });
    console.log(
      `Stack: PostgreSQL (embedded, fresh temp dir), ${stack.temporal.description}, API pid ${stack.api.pid}, worker pid ${stack.worker.pid}; ` +
        'HTTPS receiver in this process; everything on this machine',
    );

    // --- Set-up through the API ------------------------------------------------------------------
    const agents: Agent[] = [];
    const receiver = await startReceiver(stack.ca, options.receiverPorts, (i) => agents[i]?.webhook, cleanups);
    const call = stack.api.call;
    const setupStarted = performance.now();
    const created = await pooled(options.agents, options.setupConcurrency, async (i) => {
      const email = `fanout-${i}@bench.example.com`;
      const account = await call('POST', '/v1/account', {
        json: { name: `Fan-out agent ${i}`, email, callback_url: 'https://callbacks.example.com', notification_url: receiver.urlOf(i) },
      });
      expectStatus(`POST /v1/account (${email})`, account);
      const auth = basic(email, (account.body as { token: string }).token);
      const optIn = await call('PATCH', '/v1/account', { auth, json: { availability_notifications: true } });
      expectStatus('PATCH /v1/account', optIn);
      if ((optIn.body as { availability_notifications?: unknown }).availability_notifications !== true) {
        throw new Error(`PATCH /v1/account did not opt in: ${JSON.stringify(optIn.body)}`);
      }
      const secret = await call('POST', '/v1/account/webhook_secret', { auth, json: {} });
      expectStatus('POST /v1/account/webhook_secret', secret);
      return { email, webhook: new Webhook((secret.body as { webhook_secret: string }).webhook_secret) };
    });
    agents.push(...created);
    const setupMs = performance.now() - setupStarted;
    let granted = 0;
    let grantMs = 0;
    const grantUpTo = async (n: number) => {
      const started = performance.now();
      const from = granted;
      await pooled(n - from, options.setupConcurrency, async (k) => {
        const res = await call('PUT', `/v1/agents/${encodeURIComponent(agents[from + k]!.email)}`, { auth: stack.accounts.supplierAuth, json: {} });
        expectStatus('PUT /v1/agents', res);
      });
      granted = Math.max(granted, n);
      grantMs += performance.now() - started;
    };
    console.log(
      `Set-up: ${options.agents} agents through the API (POST /v1/account, PATCH /v1/account, POST /v1/account/webhook_secret) in ` +
        `${ms(setupMs / 1000, 1)} s (${ms(setupMs / options.agents, 1)} ms per agent at ${options.setupConcurrency} at a time)`,
    );

    // Housekeeping's schedule (made by the worker as it starts) is paused: its run once a minute is no part of a fan-out.
    const schedule = stack.temporal.client.schedule.getHandle(HOUSEKEEPING_SCHEDULE_ID);
    for (let tries = 0; ; tries++) {
      try {
        await schedule.pause('fan-out benchmark: measuring');
        break;
      } catch (err) {
        if (tries >= 60) throw err;
        await sleep(500);
      }
    }

    const exec = <T>(sql: string, params: unknown[] = []) => stack.db.fork().getConnection().execute<T[]>(sql, params);

    // --- Idle ----------------------------------------------------------------------------------
    // The set-up's verification mail workflows (no SMTP_URL: each logs and ends) finish first.
    const settleStarted = performance.now();
    for (;;) {
      const { count } = await stack.temporal.client.workflow.count('ExecutionStatus="Running"');
      if (count === 0) break;
      if (performance.now() - settleStarted > 300_000) {
        console.log(`PROBLEM: ${count} workflow(s) still running 300 s after the set-up; measuring anyway`);
        break;
      }
      await sleep(500);
    }
    await sleep(2000);
    const idleBefore = cpuSample(stack.tracked);
    await sleep(IDLE_SECONDS * 1000);
    const idle = cpuDelta(idleBefore, cpuSample(stack.tracked));

    // --- Rounds --------------------------------------------------------------------------------
    let pushes = 0;
    let productId: string | undefined;
    const round = async (label: string, size: number): Promise<Round> => {
      if (size > granted) await grantUpTo(size);
      const problems: string[] = [];
      const date = addDays(todayIn(ZONE), 30 + pushes++);
      let sequence: number | undefined;
      let lastAt: number | undefined;
      let cpuAtLast: CpuSample | undefined;
      const seen = new Set<number>();
      let settle: () => void = () => {};
      const allIn = new Promise<void>((resolve) => {
        settle = resolve;
      });
      const firstArrival = receiver.arrivals.length;
      let scanned = firstArrival;
      const check = () => {
        if (sequence === undefined || lastAt !== undefined) return;
        for (; scanned < receiver.arrivals.length; scanned++) {
          const a = receiver.arrivals[scanned]!;
          if (a.sequence !== sequence || a.agent >= size || seen.has(a.agent)) continue;
          seen.add(a.agent);
          if (seen.size === size) {
            lastAt = a.at;
            cpuAtLast = cpuSample(stack.tracked);
            settle();
            return;
          }
        }
      };
      const connectionsBefore = receiver.connections();
      receiver.listeners.add(check);
      const cpuBefore = cpuSample(stack.tracked);
      const machineBefore = machineSample();
      const started = performance.now();
      const push = await call('POST', '/v1/availability_changes', { auth: stack.accounts.supplierAuth, json: { product: PRODUCT, dates: [date] } });
      const answered = performance.now();
      const answeredAt = performance.timeOrigin + answered;
      expectStatus('POST /v1/availability_changes', push);
      sequence = (push.body as { sequence: number }).sequence;
      productId ??= (
        await exec<{ id: string }>(`select p.id from product p join account a on a.id = p.owner_id where a.email = ? and p.code = ?`, [
          stack.accounts.supplierEmail,
          PRODUCT,
        ])
      )[0]?.id;
      if (!productId) throw new Error(`product ${PRODUCT} not found after the push`);
      const workflowId = workflowIds.availabilityNotices('live', productId);
      const { runId } = await stack.temporal.client.workflow.getHandle(workflowId).describe();
      const handle = stack.temporal.client.workflow.getHandle(workflowId, runId);
      check();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        allIn.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), options.drainSeconds * 1000);
        }),
      ]);
      clearTimeout(timer);
      receiver.listeners.delete(check);
      if (timedOut) problems.push(`only ${seen.size} of ${size} agents had their notice after ${options.drainSeconds} s`);
      // Bounded too: a workflow that cannot go on is reported, not waited for.
      let resultTimer: NodeJS.Timeout | undefined;
      const closedInTime = await Promise.race([
        handle.result().then(
          () => true,
          (err: unknown) => {
            problems.push(`the notices workflow failed: ${String(err)}`);
            return true;
          },
        ),
        new Promise<boolean>((resolve) => {
          resultTimer = setTimeout(() => resolve(false), (timedOut ? 1 : options.drainSeconds) * 1000);
        }),
      ]);
      clearTimeout(resultTimer);
      if (!closedInTime) {
        const now = await handle.describe();
        problems.push(
          `the notices workflow is still ${now.status.name} (${now.raw.pendingActivities?.length ?? 0} pending activities, history ${now.historyLength} events); ` +
            'the round is counted as it stands',
        );
      }
      const closed = performance.now();
      const cpuClosed = cpuSample(stack.tracked);
      const machineAfter = machineSample();
      const described = await handle.describe();
      const history = await handle.fetchHistory();
      const input = history.events?.[0]?.workflowExecutionStartedEventAttributes?.input?.payloads?.[0];
      const started0 = input ? defaultPayloadConverter.fromPayload<{ tuning?: { availabilityNoticeWindowMs?: number } }>(input) : undefined;
      const windowMs = started0?.tuning?.availabilityNoticeWindowMs ?? (started0 ? AVAILABILITY_NOTICE_WINDOW_MS : undefined);
      if (options.windowMs !== undefined && windowMs !== options.windowMs) {
        problems.push(`the notices workflow gathered for ${windowMs} ms, not the ${options.windowMs} ms asked for`);
      }
      await sleep(DUPLICATE_GRACE_MS);

      const mine = receiver.arrivals.slice(firstArrival).filter((a) => a.sequence === sequence);
      const others = receiver.arrivals.slice(firstArrival).filter((a) => a.sequence !== sequence);
      if (others.length > 0)
        problems.push(`${others.length} notice(s) of other sequences arrived meanwhile (${[...new Set(others.map((a) => a.sequence))].join(', ')})`);
      const perAgent = new Map<number, number>();
      for (const a of mine) perAgent.set(a.agent, (perAgent.get(a.agent) ?? 0) + 1);
      const duplicates = [...perAgent.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
      const strangers = [...perAgent.keys()].filter((agent) => agent >= size).length;
      const delivered = [...perAgent.keys()].filter((agent) => agent < size).length;
      const [rows] = await exec<{ rows: number; delivered: number; attempts: number; signed: number }>(
        `select count(*)::int as rows, count(delivered_at)::int as delivered, coalesce(sum(attempts), 0)::int as attempts,
                count(*) filter (where cardinality(signed_with) > 0)::int as signed
           from notification where event = 'availability.updated' and (payload->>'sequence')::bigint = ?`,
        [sequence],
      );
      const firstAt = Math.min(...mine.map((a) => a.at));
      return {
        label,
        size,
        sequence,
        pushMs: answered - started,
        windowMs,
        firstMs: firstAt - answered,
        lastMs: (lastAt ?? Number.NaN) - answered,
        closedMs: closed - answered,
        delivered,
        missing: size - delivered,
        duplicates,
        strangers,
        bad: mine.filter((a) => a.signature === 'bad').length,
        unsigned: mine.filter((a) => a.signature === 'unsigned').length,
        attempts: rows?.attempts ?? 0,
        rowsDelivered: rows?.delivered ?? 0,
        signedRows: rows?.signed ?? 0,
        historyLength: described.historyLength,
        historyBytes: Number(described.raw.workflowExecutionInfo?.historySizeBytes ?? 0),
        payloadBytes: mine[0]?.bytes ?? 0,
        cpuToLast: cpuDelta(cpuBefore, cpuAtLast ?? cpuClosed),
        cpuToClosed: cpuDelta(cpuBefore, cpuClosed),
        spanMs: closed - started,
        machineBusy: machineBusy(machineBefore, machineAfter),
        receiverConnections: receiver.connections() - connectionsBefore,
        problems,
        timeline: timelineOf(history.events ?? []),
        answeredAt,
      };
    };

    const rounds: Round[] = [];
    const roundsStarted = performance.now();
    // Grants only grow: the warm-up is no larger than the smallest measured round.
    if (options.warmupAgents > 0) rounds.push(await round('warm-up', Math.min(options.warmupAgents, options.sizes[0]!)));
    for (const size of options.sizes) {
      for (let r = 1; r <= options.repeats; r++) rounds.push(await round(`push ${r}`, size));
    }
    console.log(
      `Grants: ${granted} PUT /v1/agents/<email> as the supplier, ${ms(grantMs / 1000, 1)} s in all; the rounds took ${ms((performance.now() - roundsStarted) / 1000, 0)} s`,
    );

    // --- Report --------------------------------------------------------------------------------
    const measured = rounds.filter((r) => r.label !== 'warm-up');
    /** When the window's timer fired, ms from the push answer (Temporal's event time). */
    const firedMs = (r: Round) => r.timeline.windowEnded - r.answeredAt;
    const apiWorker = (d: CpuSample) => (d.api ?? 0) + (d.worker ?? 0);
    const idleRate = (name: string) => (idle[name] ?? 0) / (IDLE_SECONDS * 1000);
    const net = (r: Round, names: string[]) => names.reduce((sum, name) => sum + (r.cpuToClosed[name] ?? 0) - idleRate(name) * r.spanMs, 0);

    console.log(
      '\nTime (ms from the push answer; "− window" subtracts the notice window read from the workflow input, "− timer fired" the moment its timer fired in Temporal)',
    );
    console.log(
      table(
        [
          'agents',
          'round',
          'push answer',
          'window',
          'timer fired',
          'first notice',
          'last notice',
          'last − window',
          'last − timer fired',
          'workflow closed',
          'notices/s first→last',
          'delivered',
          'duplicates',
          'missing',
          'bad sig',
          'unsigned',
          'attempts',
        ],
        rounds.map((r) => [
          String(r.size),
          r.label,
          ms(r.pushMs),
          r.windowMs === undefined ? '?' : String(r.windowMs),
          ms(firedMs(r)),
          ms(r.firstMs),
          ms(r.lastMs),
          ms(r.lastMs - (r.windowMs ?? Number.NaN)),
          ms(r.lastMs - firedMs(r)),
          ms(r.closedMs),
          r.size > 1 ? ms((r.size - 1) / ((r.lastMs - r.firstMs) / 1000), 0) : '—',
          String(r.delivered),
          String(r.duplicates),
          String(r.missing),
          String(r.bad),
          String(r.unsigned),
          String(r.attempts),
        ]),
      ),
    );

    console.log('\nWhere the time went (ms from the push answer, from the notices workflow history: Temporal event times; receiver times from this process)');
    console.log(
      table(
        [
          'agents',
          'round',
          'workflow started',
          'window timer fired',
          'notices queued',
          'first delivery scheduled',
          'last scheduled',
          'first notice in',
          'last notice in',
          'last delivery completed',
          'workflow closed',
          'delivery activities',
          'workflow tasks',
          'timed out',
          'failed',
        ],
        rounds.map((r) => {
          const t = r.timeline;
          const from = (x: number) => ms(x - r.answeredAt, 0);
          return [
            String(r.size),
            r.label,
            from(t.started),
            from(t.windowEnded),
            from(t.queued),
            from(t.firstScheduled),
            from(t.lastScheduled),
            ms(r.firstMs, 0),
            ms(r.lastMs, 0),
            from(t.lastCompleted),
            from(t.closed),
            String(t.deliveries),
            String(t.workflowTasks),
            String(t.workflowTasksTimedOut),
            String(t.workflowTasksFailed.length),
          ];
        }),
      ),
    );

    for (const r of rounds) {
      const t = r.timeline;
      if (t.workflowTasksTimedOut > 0 || t.workflowTasksFailed.length > 0) {
        r.problems.push(
          `the notices workflow had ${t.workflowTasksTimedOut} workflow task(s) time out and ${t.workflowTasksFailed.length} fail` +
            (t.workflowTasksFailed.length > 0 ? ` (${[...new Set(t.workflowTasksFailed)].slice(0, 3).join('; ')})` : '') +
            (t.workflowTasksFailed.some((f) => f.startsWith('WORKFLOW_TASK_FAILED_CAUSE_FORCE_CLOSE_COMMAND'))
              ? ': Temporal force-closes a running workflow task once more events than its buffered-events limit (100 by default) wait behind it, ' +
                "here delivery completions; the worker's completion of it is refused ('Task not found when completing' at warn) and the work is redone"
              : '') +
            (t.workflowTasksFailed.some((f) => f.startsWith('WORKFLOW_TASK_FAILED_CAUSE_PENDING_ACTIVITIES_LIMIT_EXCEEDED'))
              ? ': one workflow schedules an activity per recipient, and Temporal refuses more than 2000 pending activities per workflow, so this task fails again and again'
              : ''),
        );
      }
    }
    const lateTimers = rounds.filter((r) => r.timeline.windowEnded - r.timeline.timerStarted > r.timeline.timerAskedMs + 100);
    if (lateTimers.length > 0) {
      const r = lateTimers[0]!;
      console.log(
        `Note: the window timer was asked for ${ms(r.timeline.timerAskedMs, 0)} ms but fired ${ms(r.timeline.windowEnded - r.timeline.timerStarted, 0)} ms after it started ` +
          `(${lateTimers.length} of ${rounds.length} rounds): this Temporal fires short timers late, so the window is at least that long here.`,
      );
    }

    console.log('\nCPU ms, from just before the push until the notices workflow closed (per process, /proc; PostgreSQL = postmaster and backends)');
    console.log(
      table(
        ['agents', 'round', 'api', 'worker', 'api+worker', 'per notice', 'temporal', 'postgres', 'bench (receiver)', 'all', 'all per notice', 'machine busy'],
        rounds.map((r) => {
          const d = r.cpuToClosed;
          return [
            String(r.size),
            r.label,
            ms(d.api ?? 0, 0),
            ms(d.worker ?? 0, 0),
            ms(apiWorker(d), 0),
            ms(apiWorker(d) / r.size, 2),
            ms(d.temporal ?? 0, 0),
            ms(d.postgres ?? 0, 0),
            ms(d.bench ?? 0, 0),
            ms(d.total ?? 0, 0),
            ms((d.total ?? 0) / r.size, 2),
            pct(r.machineBusy),
          ];
        }),
      ),
    );
    const idleRow = PROCESSES.filter((p) => p in idle)
      .map((p) => `${p} ${ms((idle[p] ?? 0) / IDLE_SECONDS, 1)}`)
      .join(', ');
    console.log(`Idle (after set-up, ${IDLE_SECONDS} s), CPU ms per second: ${idleRow}`);
    console.log('\nCPU ms net of idle (minus each process idle rate × the round span), and until the last notice arrived');
    console.log(
      table(
        ['agents', 'round', 'span ms', 'api+worker net', 'per notice', 'all net', 'per notice', 'api+worker to last notice', 'receiver TLS connections'],
        rounds.map((r) => {
          const aw = net(r, ['api', 'worker']);
          const all = net(r, PROCESSES);
          return [
            String(r.size),
            r.label,
            ms(r.spanMs, 0),
            ms(aw, 0),
            ms(aw / r.size, 2),
            ms(all, 0),
            ms(all / r.size, 2),
            ms(apiWorker(r.cpuToLast), 0),
            String(r.receiverConnections),
          ];
        }),
      ),
    );

    // Scaling: medians per size, per notice, against the smallest size.
    const bySize = options.sizes.map((size) => {
      const rs = measured.filter((r) => r.size === size);
      return {
        size,
        lastMs: median(rs.map((r) => r.lastMs)),
        minusWindowMs: median(rs.map((r) => r.lastMs - (r.windowMs ?? Number.NaN))),
        fanMs: median(rs.map((r) => r.lastMs - firedMs(r))),
        cpu: median(rs.map((r) => apiWorker(r.cpuToClosed))),
        cpuNet: median(rs.map((r) => net(r, ['api', 'worker']))),
        all: median(rs.map((r) => r.cpuToClosed.total ?? 0)),
        history: median(rs.map((r) => r.historyLength)),
        historyBytes: median(rs.map((r) => r.historyBytes)),
      };
    });
    const base = bySize[0]!;
    console.log(`\nScaling (medians of ${options.repeats} push(es) per size; ratios are per notice, against ${base.size} agents)`);
    console.log(
      table(
        [
          'agents',
          'last notice ms',
          'last − window ms',
          'last − timer fired ms',
          'that per notice',
          'ratio',
          'api+worker CPU ms',
          'per notice',
          'ratio',
          'net per notice',
          'all CPU per notice',
          'workflow history events',
          'history',
        ],
        bySize.map((s) => [
          String(s.size),
          ms(s.lastMs, 0),
          ms(s.minusWindowMs, 0),
          ms(s.fanMs, 0),
          ms(s.fanMs / s.size, 3),
          `${(s.fanMs / s.size / (base.fanMs / base.size)).toFixed(2)}×`,
          ms(s.cpu, 0),
          ms(s.cpu / s.size, 2),
          `${(s.cpu / s.size / (base.cpu / base.size)).toFixed(2)}×`,
          ms(s.cpuNet / s.size, 2),
          ms(s.all / s.size, 2),
          String(s.history),
          `${(s.historyBytes / 1024).toFixed(0)} KiB`,
        ]),
      ),
    );
    console.log(
      `Notice body ${measured[0]?.payloadBytes ?? 0} bytes; every notice's signature checked with its agent's secret (standardwebhooks). ` +
        `Worker: activity slots are the SDK default (maxConcurrentActivityTaskExecutions 100); the supplier client pools 64 sockets per receiver host:port.`,
    );

    // --- Problems ------------------------------------------------------------------------------
    let problems = 0;
    for (const r of rounds) {
      const lines = [...r.problems];
      if (r.missing > 0) lines.push(`${r.missing} of ${r.size} agents got no notice`);
      if (r.duplicates > 0) lines.push(`${r.duplicates} duplicate notice(s) (an agent got the same change more than once)`);
      if (r.strangers > 0) lines.push(`${r.strangers} agent(s) without access got a notice`);
      if (r.bad > 0) lines.push(`${r.bad} notice(s) failed signature verification`);
      if (r.unsigned > 0) lines.push(`${r.unsigned} notice(s) arrived unsigned although every agent has a webhook secret`);
      if (r.rowsDelivered !== r.size) lines.push(`${r.rowsDelivered} notification rows delivered for sequence ${r.sequence}, not ${r.size}`);
      if (r.signedRows !== r.size) lines.push(`${r.signedRows} notification rows record a signing secret, not ${r.size}`);
      if (r.attempts !== r.size) lines.push(`${r.attempts} delivery attempts for ${r.size} notices (retries)`);
      for (const line of lines) console.log(`PROBLEM: ${r.label} at ${r.size} agents (sequence ${r.sequence}): ${line}`);
      problems += lines.length;
    }
    if (rounds.some((r) => r.attempts > r.size)) {
      // The worker logs each refused attempt at warn ('notification not accepted'), with what the receiver answered or why there was no answer.
      const refused = stack.worker.output.filter((line) => line.includes('notification not accepted'));
      if (refused.length > 0) for (const line of refused.slice(0, 5)) console.log(`  worker: ${line.length > 400 ? `${line.slice(0, 397)}...` : line}`);
      else
        console.log(`  (the worker logs why an attempt failed at warn: rerun with BENCH_LOG_LEVEL=warn${options.logLevel ? `, not ${options.logLevel}` : ''})`);
    }
    if (receiver.stray.length > 0) {
      console.log(`PROBLEM: the receiver got ${receiver.stray.length} request(s) for no agent, e.g. ${receiver.stray.slice(0, 3).join('; ')}`);
      problems++;
    }
    // Accounts made through the API each get a verification e-mail, which the worker (no SMTP_URL) logs at warn and keeps.
    for (const line of roleErrors(stack, (entry) => entry.includes('e-mail not sent: no SMTP_URL'))) console.log(line);
    console.log(`Memory: worker RSS ${mb(stack.workerRss())}, API RSS ${mb(rssBytes(stack.api.pid))}, Temporal RSS ${mb(rssBytes(stack.temporal.pid))}`);

    console.log(
      `\nReproduce: ${REPRODUCE}  (env: BENCH_AGENTS, BENCH_FANOUT_SIZES, BENCH_REPEATS, BENCH_WARMUP_AGENTS, BENCH_NOTICE_WINDOW_MS, ` +
        'BENCH_RECEIVER_PORTS, BENCH_SETUP_CONCURRENCY, BENCH_DRAIN_SECONDS, BENCH_LOG_LEVEL, SUPPLIER_TIMEOUT_MS, WORKER_*)',
    );
    console.log(`Run took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
    const largest = bySize[bySize.length - 1]!;
    console.log(
      `fanout: ${largest.size} agents, one change: last signed notice ${ms(largest.lastMs, 0)} ms after the push answer ` +
        `(${ms(largest.minusWindowMs, 0)} ms after the ${measured.at(-1)?.windowMs ?? '?'} ms window, ${ms(largest.fanMs, 0)} ms after its timer fired); API+worker CPU ${ms(largest.cpu, 0)} ms ` +
        `= ${ms(largest.cpu / largest.size, 2)} ms per notice (${ms(largest.all / largest.size, 2)} ms with Temporal, PostgreSQL and the receiver); ` +
        `per notice vs ${base.size} agents: time ${(largest.fanMs / largest.size / (base.fanMs / base.size)).toFixed(2)}×, CPU ${(largest.cpu / largest.size / (base.cpu / base.size)).toFixed(2)}×; ` +
        `${problems === 0 ? 'every agent exactly once, all signatures verified' : `${problems} problem(s), see above`}`,
    );
  } finally {
    await cleanups.runAll();
    cleanups.dispose();
  }
}
