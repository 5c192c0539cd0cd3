/**
 * Benchmark (not a test): `POST /v1/booking_confirmation` (freesale, an instant supplier) through
 * the production roles, against Temporal's own floor measured in the same run on the same server.
 *
 * Setup (bench/stack.ts): embedded PostgreSQL, a Temporal dev server with an in-memory store, the
 * API and the worker as child processes (`node src/main/api.ts`, `node src/main/worker.ts`), HTTPS
 * fakes for the supplier and the notification receiver, and the floor's own worker
 * (bench/floor/worker.ts: default options, task queue `bench-floor`).
 *
 * Phases:
 *  1. warm-up of every path;
 *  2. sequential latency, interleaved in blocks (the order rotates per block): the floor's
 *     workflow with one no-op activity and its workflow with none (start→result by
 *     client.workflow.execute), the supplier's `POST /booking_confirmation` called directly with a
 *     SupplierClient, one PostgreSQL commit (an insert in autocommit), and the booking through the
 *     API (agent credentials, unique reference, `reservation: null`, product MUSEUM, 1 adult);
 *  3. sustained throughput with 16, 32 and 64 in flight, BENCH_SECONDS each, the floor's
 *     1-activity workflow and then the booking at each level. Answers arriving after the window are
 *     awaited but not counted. After each booking level the backlog is drained (no booking
 *     `pending`, every notification delivered) before the next level starts;
 *  4. CPU time per process (/proc/<pid>/stat; PostgreSQL summed over the postmaster and its
 *     backends) from the start of each level until it has drained, per confirmed booking (and per
 *     floor workflow); `product` sums the API, the worker, Temporal, Temporal's PostgreSQL and ours
 *     (issue 35's "all processes"; the floor worker and the bench left out).
 *  5. history events per booking: after each booking level (drained, its CPU read), the
 *     histories of BENCH_HISTORY_SAMPLE of its confirmed bookings, spread evenly over the level,
 *     are read back from Temporal (`booking:<agent>:<reference>`): events per booking (p50, max),
 *     the event types of the median one, and workflow tasks that timed out or failed in them.
 * With BENCH_PROFILE=1 the API and the worker run with --cpu-prof; their profiles are summarised
 * over the booking throughput windows only (bench/profileSummary.ts).
 *
 * Baseline side by side (issue 35): unless BENCH_BASELINE is `none` or empty, a checkout of
 * BENCH_BASELINE (bench/baseline.ts; default 5e27902, tag `pre-issue-35`, the commit before issue
 * 35) runs its own API and worker as processes on the same PostgreSQL and Temporal, on a task
 * queue of its own (bench/stack.ts startCheckout). Its booking joins the sequential blocks as one
 * more path; at each throughput level it runs right after (even levels) or right before (odd
 * levels) this checkout's, the backlog drained in between; its CPU per booking counts its own API
 * and worker with the shared Temporal and PostgreSQLs; its histories are sampled the same way. The
 * report then adds the two side by side (bookings/s, CPU per booking per process, events per
 * booking, and their ratios) and ends with issue 35's targets. The WORKER_* variables the bench is
 * started with reach this checkout's worker only, unless BENCH_BASELINE_WORKER_ENV=same; the
 * header prints each worker's tuning.
 *
 * Reproduce: `npm run bench -- booking` (issue 35's figures: `npm run bench -- booking --server
 * prod`). Knobs: BENCH_REQUESTS (sequential requests per path, default 200), BENCH_WARMUP (per
 * path, 20), BENCH_SECONDS (per throughput level and path, 20), BENCH_LEVELS (in flight, 16,32,64),
 * BOOKING_WAIT_MS (the API's wait for the workflow, 5000), SUPPLIER_TIMEOUT_MS (10000),
 * BENCH_DRAIN_SECONDS (longest wait for a backlog to drain, 300), BENCH_PROFILE (0),
 * BENCH_HISTORY_SAMPLE (histories read per level and side, 40; 0 = none), BENCH_BASELINE (a git
 * ref, 5e27902; `none` = no baseline), BENCH_BASELINE_WORKER_ENV (own), and any WORKER_* setting.
 */
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import type { Client } from '@temporalio/client';
import { createLogger } from '../src/logger.ts';
import { createSupplierClient } from '../src/suppliers/supplierClient.ts';
import type { Cleanups } from './cleanups.ts';
import { emptyWorkflow, floorWorkflow } from './floor/workflows.ts';
import { closedLoop, mb, intFromEnv, monotonicMicros, ms, pct, ratio, sleep, stats, table, type Stats } from './measure.ts';
import {
  cpuRow,
  latencyTable,
  measureSequential,
  PROCESSES,
  printHeader,
  printRunTook,
  printStackProfiles,
  startStack,
  warmUp,
  withCleanups,
  type Path,
} from './phases.ts';
import { cpuDelta, cpuSample, machineBusy, machineSample, rssBytes, type CpuSample, type Tracked } from './procs.ts';
import { profileDirFor, type Window } from './profileSummary.ts';
import { FLOOR_TASK_QUEUE, roleErrors, type ApiAnswer, type BenchStack, type Role } from './stack.ts';
import { baselineRefFromEnv, baselineWorkerSettingsFromEnv, checkoutBaseline, PRE_ISSUE_35 } from './baseline.ts';
import { describeTaskProblems, eventCounts, evenSample, fetchHistories, historyShape, taskProblems, type TaskProblems } from './histories.ts';
import { describeWorkerTuning } from './workerTuning.ts';
import { workflowIds } from '../contracts/ids.ts';

export const REPRODUCE = 'npm run bench -- booking';

type Options = {
  requests: number;
  warmup: number;
  seconds: number;
  levels: number[];
  bookingWaitMs: number;
  supplierTimeoutMs: number;
  drainSeconds: number;
  profile: boolean;
  blocks: number;
  /** A git ref to run beside this checkout, or none. */
  baseline: string | undefined;
  baselineWorkerSettings: 'same' | 'own';
  /** Histories read back per level and side. */
  historySample: number;
};

/** BENCH_LEVELS: how many bookings in flight at each throughput level, `16,32,64` by default. */
function levelsFromEnv(): number[] {
  const raw = process.env.BENCH_LEVELS?.trim() || '16,32,64';
  const levels = raw.split(',').map((x) => Number(x.trim()));
  if (levels.length === 0 || !levels.every((x) => Number.isInteger(x) && x >= 1))
    throw new Error(`BENCH_LEVELS must be integers >= 1 separated by commas, got ${JSON.stringify(raw)}`);
  return levels;
}

export function bookingOptionsFromEnv(): Options {
  return {
    requests: intFromEnv('BENCH_REQUESTS', 200, 1),
    warmup: intFromEnv('BENCH_WARMUP', 20, 1),
    seconds: intFromEnv('BENCH_SECONDS', 20, 1),
    levels: levelsFromEnv(),
    bookingWaitMs: intFromEnv('BOOKING_WAIT_MS', 5000, 0),
    supplierTimeoutMs: intFromEnv('SUPPLIER_TIMEOUT_MS', 10_000, 100),
    drainSeconds: intFromEnv('BENCH_DRAIN_SECONDS', 300, 1),
    profile: process.env.BENCH_PROFILE === '1',
    blocks: 20,
    baseline: baselineRefFromEnv(PRE_ISSUE_35),
    baselineWorkerSettings: baselineWorkerSettingsFromEnv(),
    historySample: intFromEnv('BENCH_HISTORY_SAMPLE', 40, 0),
  };
}

const IDLE_SECONDS = 10;

type Exec = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * Who takes bookings: this checkout's API and worker, or the baseline's. Each books with references
 * of its own prefix, so its bookings (and their workflows) are told apart in the shared database.
 */
type Side = {
  key: 'this' | 'baseline';
  label: string;
  refPrefix: string;
  /** One booking request (the closed loop keeps its answers). */
  book: () => Promise<ApiAnswer>;
  /** The same as a sequential path. */
  booking: Path;
  /** CPU per process while this side books: its own API and worker, the shared rest. */
  tracked: Tracked[];
  workerRss: () => number;
};

/** The paths measured side by side, and who books (this checkout first, then the baseline if any). */
type Paths = { floor1: Path; floor0: Path; supplier: Path; commit: Path; booking: Path; all: Path[]; sides: Side[] };

/** The sequential p50s the latency target is stated in; `base`, the baseline's booking, if one ran. */
type Sequential = { f1: Stats; sup: Stats; com: Stats; bk: Stats; latencyRatio: number; base: Stats | undefined };

/** What a sample of a level's histories showed. */
type HistorySample = {
  asked: number;
  read: number;
  missing: number;
  failedReads: string[];
  events: Stats;
  /** Events of each history read (for the figures over all levels). */
  counts: number[];
  /** The event types of the median history. */
  shape: string;
  problems: TaskProblems;
};

type BookingLevel = {
  side: Side['key'];
  concurrency: number;
  windowStart: Date;
  answers: Map<number, number>;
  ok: Stats;
  okPerSecond: number;
  confirmedInWindow: number;
  createdInWindow: number;
  /** Created from the window's start on, including requests sent just before its end. */
  createdInLevel: number;
  createdConfirmed: number;
  late: number;
  errors: unknown[];
  otherBodies: string[];
  cpuWindow: CpuSample;
  /** Share of the machine (all CPUs) busy in the window, from /proc/stat. */
  machineBusy: number;
  cpuToDrained: CpuSample;
  drainedMs: number;
  drained: boolean;
  workerRss: number;
  history: HistorySample | undefined;
};

type FloorLevel = {
  concurrency: number;
  completed: number;
  perSecond: number;
  latency: Stats;
  late: number;
  errors: unknown[];
  cpuWindow: CpuSample;
  machineBusy: number;
};

/** bookingLevels: this checkout's; baselineLevels: the baseline's (empty without one), level by level. */
type Levels = { floorLevels: FloorLevel[]; bookingLevels: BookingLevel[]; baselineLevels: BookingLevel[]; profileWindows: Window[] };

/** What the ratios and the one-line summary report. */
type Targets = { throughputRows: string[][]; at64: BookingLevel; share200: number; collapse: number; cpuPerBooking: number };

export async function runBookingBench(options: Options = bookingOptionsFromEnv()): Promise<void> {
  const benchStarted = performance.now();
  const profileDir = options.profile ? profileDirFor('booking') : undefined;
  await withCleanups(async (cleanups) => {
    const baseline = options.baseline ? await checkoutBaseline(options.baseline, cleanups) : undefined;
    printHeader(
      'booking benchmark',
      REPRODUCE,
      `requests/path=${options.requests} warmup=${options.warmup} seconds/level=${options.seconds} levels=${options.levels.join(',')} ` +
        `BOOKING_WAIT_MS=${options.bookingWaitMs} SUPPLIER_TIMEOUT_MS=${options.supplierTimeoutMs} history sample=${options.historySample} ` +
        `baseline=${baseline ? `${baseline.commit} (${options.baseline}; its worker's settings: ${options.baselineWorkerSettings})` : 'none'}` +
        `${profileDir ? ` profile=${profileDir}` : ''}`,
    );
    const stack = await startStack(cleanups, { bookingWaitMs: options.bookingWaitMs, supplierTimeoutMs: options.supplierTimeoutMs, profileDir });
    console.log(`Worker tuning, this checkout: ${describeWorkerTuning(ROOT, stack.workerEnv)}`);
    const before = baseline ? await stack.startCheckout('baseline', baseline.dir, { workerSettings: options.baselineWorkerSettings }) : undefined;
    if (baseline && before) {
      console.log(
        `Baseline ${baseline.commit}: API pid ${before.api.pid}, worker pid ${before.worker.pid}, same PostgreSQL and Temporal, task queue of its own`,
      );
      console.log(`Worker tuning, baseline ${baseline.commit}: ${describeWorkerTuning(baseline.dir, before.workerEnv)}`);
    }
    const exec: Exec = (sql, params = []) => stack.db.fork().getConnection().execute(sql, params);
    await stack.db.pool.query('create table if not exists bench_commit (id bigserial primary key, at timestamptz not null default now())');
    const paths = definePaths(stack, cleanups, before && baseline ? { ...before, commit: baseline.commit } : undefined);
    const drain = () => drainBacklog(stack, exec, options.drainSeconds);
    const agentId = await agentIdOf(exec, stack.accounts.agentEmail);

    await warmUp(paths.all, options.warmup);
    await drain();
    const sequential = await measureLatency(paths, options, drain);
    const idle = await measureIdle(stack);
    const levels = await measureClosedLoop(stack, paths, options, drain, exec, agentId);
    reportFloorThroughput(levels.floorLevels, options.seconds);
    reportBookingThroughput(levels.bookingLevels, options, 'this checkout');
    if (levels.baselineLevels.length > 0) reportBookingThroughput(levels.baselineLevels, options, paths.sides[1]!.label);
    reportCpu(levels, idle, paths.sides);
    const targets = reportTargets(levels, sequential, options);
    reportHistories(levels, paths.sides, options);
    const sideBySide = levels.baselineLevels.length > 0 ? reportSideBySide(levels, paths.sides, options) : undefined;
    await reportFakesAndRoles(stack, exec, before ? [before.api, before.worker] : []);
    if (profileDir) await printStackProfiles(stack, profileDir, ['api', 'worker'], levels.profileWindows, 'booking throughput windows only');
    printIssue35Targets(sequential, levels, paths.sides, options, sideBySide);
    printSummary(sequential, targets, levels, options, benchStarted);
  });
}

const ROOT = new URL('..', import.meta.url).pathname;

async function agentIdOf(exec: Exec, email: string): Promise<string> {
  const [row] = (await exec('select id from account where email = ?', [email])) as { id: string }[];
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// Set-up

/** The baseline checkout's roles (bench/stack.ts startCheckout) and its commit. */
type Baseline = { api: Pick<BenchStack['api'], 'pid' | 'call'>; worker: { pid: number }; commit: string };

function definePaths(stack: BenchStack, cleanups: Cleanups, baseline?: Baseline): Paths {
  const client: Client = stack.temporal.client;
  const runId = randomUUID().slice(0, 8);
  let counter = 0;
  const floor1: Path = {
    name: 'floor: workflow with 1 no-op activity',
    async call() {
      await client.workflow.execute(floorWorkflow, { taskQueue: FLOOR_TASK_QUEUE, workflowId: `floor-${runId}-${counter++}` });
    },
  };
  const floor0: Path = {
    name: 'floor: workflow with no activity',
    async call() {
      await client.workflow.execute(emptyWorkflow, { taskQueue: FLOOR_TASK_QUEUE, workflowId: `empty-${runId}-${counter++}` });
    },
  };
  const supplier = directSupplierPath(stack, cleanups, () => `DIRECT-${runId}-${counter++}`);
  const commit: Path = {
    name: 'PostgreSQL commit (1-row insert, autocommit)',
    async call() {
      await stack.db.pool.query('insert into bench_commit default values');
    },
  };
  const side = (key: Side['key'], label: string, pathName: string, refPrefix: string, api: Baseline['api'], workerPid: number): Side => {
    const book = () =>
      api.call('POST', '/v1/booking_confirmation', {
        auth: stack.accounts.agentAuth,
        json: {
          reservation: null,
          reference: `${refPrefix}${counter++}`,
          supplier: stack.accounts.supplierEmail,
          product: 'MUSEUM',
          date: stack.travelDate,
          adult: 1,
        },
      });
    const booking: Path = {
      name: pathName,
      async call() {
        const answer = await book();
        if (answer.status !== 200) throw new Error(`${pathName} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      },
    };
    // The API and the worker are this side's; Temporal, the PostgreSQLs, the floor worker and the bench are shared.
    const tracked = stack.tracked.map((t) =>
      t.name === 'api' ? { name: 'api', pid: () => api.pid } : t.name === 'worker' ? { name: 'worker', pid: () => workerPid } : t,
    );
    return { key, label, refPrefix, book, booking, tracked, workerRss: () => rssBytes(workerPid) };
  };
  const sides = [side('this', 'this checkout', 'API POST /v1/booking_confirmation', `BENCH-${runId}-`, stack.api, stack.worker.pid)];
  if (baseline) {
    const label = `baseline ${baseline.commit}`;
    sides.push(side('baseline', label, `API POST /v1/booking_confirmation, ${label}`, `BASE-${runId}-`, baseline.api, baseline.worker.pid));
  }
  const booking = sides[0]!.booking;
  return { floor1, floor0, supplier, commit, booking, all: [floor1, floor0, supplier, commit, ...sides.map((s) => s.booking)], sides };
}

/** The supplier's `POST /booking_confirmation` called directly, with a SupplierClient of its own. */
function directSupplierPath(stack: BenchStack, cleanups: Cleanups, reference: () => string): Path {
  const supplierClient = createSupplierClient({ timeoutMs: 10_000, allowPrivateNetworks: true, ca: [stack.caPem], logger: createLogger('silent') });
  cleanups.push({ what: 'direct supplier client', run: () => supplierClient.close() });
  return {
    name: 'supplier POST /booking_confirmation directly',
    async call() {
      const outcome = await supplierClient.request({
        baseUrl: stack.supplier.url,
        method: 'POST',
        path: '/booking_confirmation',
        idempotencyKey: randomUUID(),
        body: { agent: stack.accounts.agentEmail, product: 'MUSEUM', date: stack.travelDate, adult: 1, reference: reference() },
      });
      if (outcome.kind !== 'success') throw new Error(`direct supplier call failed: ${JSON.stringify(outcome)}`);
    },
  };
}

/** Until no booking is pending and every notification is delivered; clears the fakes' state. */
async function drainBacklog(stack: BenchStack, exec: Exec, drainSeconds: number): Promise<{ ms: number; drained: boolean }> {
  const started = performance.now();
  for (;;) {
    const [row] = (await exec(
      `select (select count(*) from booking where status in ('pending', 'updating', 'cancelling'))::int as busy,
              (select count(*) from notification where delivered_at is null)::int as undelivered`,
    )) as { busy: number; undelivered: number }[];
    if (row && row.busy === 0 && row.undelivered === 0) break;
    if (performance.now() - started > drainSeconds * 1000) {
      console.log(`  (backlog not drained after ${drainSeconds} s: ${JSON.stringify(row)}; going on)`);
      return { ms: performance.now() - started, drained: false };
    }
    await sleep(100);
  }
  stack.drainFakes();
  stack.supplierState.answered.clear();
  stack.supplierState.bookings.clear();
  return { ms: performance.now() - started, drained: true };
}

// ---------------------------------------------------------------------------------------------
// Phases 2-3: sequential latency, then throughput

async function measureLatency(paths: Paths, options: Options, drain: () => Promise<unknown>): Promise<Sequential> {
  const seq = await measureSequential(paths.all, options);
  await drain();
  console.log(`\nSequential latency (one at a time, ${options.blocks} interleaved blocks, order rotating)`);
  console.log(latencyTable(paths.all, seq, 2));
  const f1 = seq.get(paths.floor1)!;
  const sup = seq.get(paths.supplier)!;
  const com = seq.get(paths.commit)!;
  const bk = seq.get(paths.booking)!;
  const latencyRatio = bk.p50 / (f1.p50 + sup.p50 + com.p50);
  console.log(
    `confirmation p50 ÷ (floor 1-activity p50 + supplier p50 + commit p50) = ${ms(bk.p50, 1)} ÷ (${ms(f1.p50, 1)} + ${ms(sup.p50, 2)} + ${ms(com.p50, 2)}) ` +
      `= ${ratio(latencyRatio)} (target ≤ 1.5×)`,
  );
  const baseSide = paths.sides[1];
  const base = baseSide ? seq.get(baseSide.booking)! : undefined;
  if (baseSide && base) {
    console.log(
      `confirmation, this checkout ÷ ${baseSide.label}: p50 ${ms(bk.p50, 1)} ÷ ${ms(base.p50, 1)} = ${ratio(bk.p50 / base.p50)}, ` +
        `p99 ${ms(bk.p99, 1)} ÷ ${ms(base.p99, 1)} = ${ratio(bk.p99 / base.p99)} (issue 35: within noise)`,
    );
  }
  return { f1, sup, com, bk, latencyRatio, base };
}

/** What the processes burn doing nothing (pollers, timers, housekeeping), after a pause to settle. */
async function measureIdle(stack: BenchStack): Promise<CpuSample> {
  await sleep(5000);
  const idleBefore = cpuSample(stack.tracked);
  await sleep(IDLE_SECONDS * 1000);
  return cpuDelta(idleBefore, cpuSample(stack.tracked));
}

/**
 * Phase 3: at each level, the floor's 1-activity workflow and then the booking, each a closed loop
 * of BENCH_SECONDS; with a baseline, its booking right after this checkout's at even levels and
 * right before at odd ones, so neither always runs on the fuller database. Phase 5 after each.
 */
async function measureClosedLoop(
  stack: BenchStack,
  paths: Paths,
  options: Options,
  drain: () => ReturnType<typeof drainBacklog>,
  exec: Exec,
  agentId: string,
): Promise<Levels> {
  const levels: Levels = { floorLevels: [], bookingLevels: [], baselineLevels: [], profileWindows: [] };
  for (const [i, concurrency] of options.levels.entries()) {
    levels.floorLevels.push(await measureFloorLevel(stack, paths.floor1, concurrency, options.seconds));
    for (const side of i % 2 === 0 ? paths.sides : [...paths.sides].reverse()) {
      // Profiles are this checkout's API and worker only.
      const windows = side.key === 'this' ? levels.profileWindows : [];
      const level = await measureBookingLevel(side, concurrency, options.seconds, drain, exec, windows);
      // Read after the level drained and its CPU was read: the reads cost the measurement nothing.
      if (options.historySample > 0) level.history = await sampleHistories(stack, exec, side, level.windowStart, options.historySample, agentId);
      (side.key === 'this' ? levels.bookingLevels : levels.baselineLevels).push(level);
    }
  }
  return levels;
}

/** Phase 5: the histories of `n` of the side's confirmed bookings of a level, spread evenly over it. */
async function sampleHistories(stack: BenchStack, exec: Exec, side: Side, levelStart: Date, n: number, agentId: string): Promise<HistorySample> {
  const rows = (await exec(
    `select agent_reference from booking where created_at >= ? and agent_reference like ? and status = 'confirmed' order by created_at, agent_reference`,
    [levelStart, `${side.refPrefix}%`],
  )) as { agent_reference: string }[];
  const ids = evenSample(rows, n).map((r) => workflowIds.booking('live', agentId, r.agent_reference));
  const fetched = await fetchHistories(stack.temporal.client, ids);
  const { count, median } = eventCounts(fetched.histories);
  return {
    asked: ids.length,
    read: fetched.histories.size,
    missing: fetched.missing.length,
    failedReads: fetched.failed,
    events: count,
    counts: [...fetched.histories.values()].map((events) => events.length),
    shape: median ? historyShape(median.events) : '',
    problems: taskProblems(fetched.histories.values()),
  };
}

/** A closed loop of `call` with CPU per process (`tracked`) and the machine's load from its start until its deadline (and the worker's RSS then, if asked). */
async function closedLoopWindow<T>(tracked: Tracked[], concurrency: number, seconds: number, call: () => Promise<T>, workerRss?: () => number) {
  const before = cpuSample(tracked);
  const machineBefore = machineSample();
  const windowStart = new Date();
  const profileFrom = monotonicMicros();
  let atDeadline: { cpu: CpuSample; machine: ReturnType<typeof machineSample>; workerRss: number } | undefined;
  const run = await closedLoop(concurrency, seconds, call, () => {
    atDeadline = { cpu: cpuSample(tracked), machine: machineSample(), workerRss: workerRss ? workerRss() : 0 };
  });
  const window: Window = { from: profileFrom, to: profileFrom + run.wallMs * 1000 };
  return {
    run,
    before,
    windowStart,
    window,
    cpuWindow: cpuDelta(before, atDeadline!.cpu),
    machineBusy: machineBusy(machineBefore, atDeadline!.machine),
    workerRss: atDeadline!.workerRss,
  };
}

async function measureFloorLevel(stack: BenchStack, floor1: Path, concurrency: number, seconds: number): Promise<FloorLevel> {
  const { run, cpuWindow, machineBusy } = await closedLoopWindow(stack.tracked, concurrency, seconds, () => floor1.call());
  return {
    concurrency,
    completed: run.completed.length,
    perSecond: run.completed.length / (run.wallMs / 1000),
    latency: stats(run.completed.map((c) => c.ms)),
    late: run.late,
    errors: run.errors,
    cpuWindow,
    machineBusy,
  };
}

/** One side's booking at one level; then the backlog is drained (no booking pending, every notification delivered) before the next level. */
async function measureBookingLevel(
  side: Side,
  concurrency: number,
  seconds: number,
  drain: () => ReturnType<typeof drainBacklog>,
  exec: Exec,
  profileWindows: Window[],
): Promise<BookingLevel> {
  const measured = await closedLoopWindow(side.tracked, concurrency, seconds, side.book, side.workerRss);
  const { run, windowStart } = measured;
  const windowEnd = new Date(windowStart.getTime() + run.wallMs);
  profileWindows.push(measured.window);
  const drained = await drain();
  const afterDrain = cpuSample(side.tracked);
  const answers = new Map<number, number>();
  const otherBodies: string[] = [];
  for (const { result } of run.completed) {
    answers.set(result.status, (answers.get(result.status) ?? 0) + 1);
    if (result.status !== 200 && result.status !== 503 && otherBodies.length < 5) otherBodies.push(`${result.status} ${JSON.stringify(result.body)}`);
  }
  const ok = stats(run.completed.filter((c) => c.result.status === 200).map((c) => c.ms));
  const counts = await countBookings(exec, windowStart, windowEnd, side.refPrefix);
  return {
    side: side.key,
    windowStart,
    history: undefined,
    concurrency,
    answers,
    ok,
    okPerSecond: ok.n / (run.wallMs / 1000),
    confirmedInWindow: counts?.confirmed_in_window ?? 0,
    createdInWindow: counts?.created_in_window ?? 0,
    createdInLevel: counts?.created_in_level ?? 0,
    createdConfirmed: counts?.created_confirmed ?? 0,
    late: run.late,
    errors: run.errors,
    otherBodies,
    cpuWindow: measured.cpuWindow,
    machineBusy: measured.machineBusy,
    cpuToDrained: cpuDelta(measured.before, afterDrain),
    drainedMs: drained.ms,
    drained: drained.drained,
    workerRss: measured.workerRss,
  };
}

/** A side's bookings confirmed and created in the window, created from its start on, and of those the confirmed. */
async function countBookings(exec: Exec, windowStart: Date, windowEnd: Date, refPrefix: string) {
  const [counts] = (await exec(
    `select count(*) filter (where confirmed_at >= ? and confirmed_at < ?)::int as confirmed_in_window,
            count(*) filter (where created_at >= ? and created_at < ?)::int as created_in_window,
            count(*) filter (where created_at >= ?)::int as created_in_level,
            count(*) filter (where created_at >= ? and status = 'confirmed')::int as created_confirmed
       from booking where agent_reference like ?`,
    [windowStart, windowEnd, windowStart, windowEnd, windowStart, windowStart, `${refPrefix}%`],
  )) as { confirmed_in_window: number; created_in_window: number; created_in_level: number; created_confirmed: number }[];
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Report

/** The measured processes' CPU time in a window ÷ (window × CPUs). */
const cpuShare = (delta: CpuSample, seconds: number) => pct((delta.total ?? 0) / (seconds * 1000) / cpus().length);

function reportFloorThroughput(floorLevels: FloorLevel[], seconds: number): void {
  console.log(`\nThroughput, floor (1-activity workflow, closed loop, ${seconds} s per level)`);
  console.log(
    table(
      ['in flight', 'completed', 'workflows/s', 'p50 ms', 'p99 ms', 'errors', 'CPU of processes', 'machine busy'],
      floorLevels.map((f) => [
        String(f.concurrency),
        String(f.completed),
        f.perSecond.toFixed(1),
        ms(f.latency.p50),
        ms(f.latency.p99),
        String(f.errors.length),
        cpuShare(f.cpuWindow, seconds),
        pct(f.machineBusy),
      ]),
    ),
  );
}

/** Every answer at a level, requests that failed included. */
const answered = (b: BookingLevel) => [...b.answers.values()].reduce((s, x) => s + x, 0) + b.errors.length;

function reportBookingThroughput(bookingLevels: BookingLevel[], options: Options, label: string): void {
  const seconds = options.seconds;
  console.log(`\nThroughput, POST /v1/booking_confirmation, ${label} (closed loop, ${seconds} s per level; BOOKING_WAIT_MS=${options.bookingWaitMs})`);
  const header = ['in flight', 'answers', '200', '503', 'other', '200 share', '200/s', 'confirmed/s', 'committed/s'];
  const more = ['p50 ms (200)', 'p99 ms (200)', 'CPU of processes', 'machine busy', 'drain s', 'worker RSS'];
  console.log(
    table(
      [...header, ...more],
      bookingLevels.map((b) => {
        const total = answered(b);
        const other = total - (b.answers.get(200) ?? 0) - (b.answers.get(503) ?? 0);
        return [
          String(b.concurrency),
          String(total),
          String(b.answers.get(200) ?? 0),
          String(b.answers.get(503) ?? 0),
          String(other),
          pct((b.answers.get(200) ?? 0) / total),
          b.okPerSecond.toFixed(1),
          (b.confirmedInWindow / seconds).toFixed(1),
          (b.createdInWindow / seconds).toFixed(1),
          ms(b.ok.p50),
          ms(b.ok.p99),
          cpuShare(b.cpuWindow, seconds),
          pct(b.machineBusy),
          `${(b.drainedMs / 1000).toFixed(1)}${b.drained ? '' : '!'}`,
          mb(b.workerRss),
        ];
      }),
    ),
  );
  console.log(
    'confirmed/s: bookings whose confirmed_at falls in the window; committed/s: booking rows created in the window ' +
      '(each eventually confirmed unless noted below); 200/s: answers 200 received in the window; CPU of processes: the ' +
      `measured processes' CPU time in the window ÷ (window × ${cpus().length} CPUs); machine busy: the same from /proc/stat, any process`,
  );
  for (const b of bookingLevels) {
    if (b.createdConfirmed !== b.createdInLevel)
      console.log(
        `  PROBLEM at ${b.concurrency}: ${b.createdInLevel - b.createdConfirmed} of ${b.createdInLevel} booking(s) of this level did not end confirmed`,
      );
    if (b.otherBodies.length > 0) console.log(`  at ${b.concurrency}: other answers, e.g. ${b.otherBodies.join('; ')}`);
    if (b.errors.length > 0) console.log(`  at ${b.concurrency}: ${b.errors.length} request(s) failed, e.g. ${String(b.errors[0])}`);
  }
}

/** The product's processes (issue 35's "all processes"): the harness (floor worker, bench) left out. */
const PRODUCT = ['api', 'worker', 'temporal', 'temporal postgres', 'postgres'];

/** CPU ms per confirmed booking of a level, from its window's start until drained, summed over `processes` (PRODUCT by default). */
const productCpuPerBooking = (b: BookingLevel, processes: string[] = PRODUCT) =>
  processes.reduce((sum, p) => sum + (b.cpuToDrained[p] ?? 0), 0) / b.createdConfirmed;

/** The processes issue 35 summed to its 72.5 ms per booking: our PostgreSQL left out. */
const ISSUE_35_SUM = ['api', 'worker', 'temporal', 'temporal postgres'];

/**
 * Phase 4: CPU per process per confirmed booking at each level and side (from the window's start
 * until drained), per floor workflow at the first level, and at idle.
 */
function reportCpu({ floorLevels, bookingLevels, baselineLevels }: Levels, idle: CpuSample, sides: Side[]): void {
  const perFloor = floorLevels[0]!;
  console.log(
    `\nCPU ms per confirmed booking (from the level's window start until the backlog drained), and per floor workflow (${perFloor.completed}, window only)`,
  );
  const bookingRows = bookingLevels.flatMap((b, i) =>
    [b, baselineLevels[i]]
      .filter((x) => x !== undefined)
      .map((x) => {
        const label = `${sides.find((s) => s.key === x.side)!.label}, ${x.concurrency} in flight (${x.createdConfirmed})`;
        return [...cpuRow(label, x.cpuToDrained, x.createdConfirmed), ms(productCpuPerBooking(x))];
      }),
  );
  console.log(
    table(
      ['per', ...PROCESSES, 'total', 'product'],
      [
        ...bookingRows,
        [...cpuRow(`floor 1-activity workflow, ${perFloor.concurrency} in flight`, perFloor.cpuWindow, perFloor.completed), ''],
        [...cpuRow('idle, per second', idle, IDLE_SECONDS), ''],
      ],
    ),
  );
  console.log(
    `(bench = this process: the fakes and the load generator; PostgreSQL = postmaster and all its backends; product = ${PRODUCT.join(' + ')}; ` +
      "Temporal and the PostgreSQLs are shared: a side's figures for them include the other side's idle pollers, its backlog being drained in between)",
  );
  for (const [i, b] of bookingLevels.entries()) {
    const base = baselineLevels[i];
    if (!base) continue;
    const [mine, theirs] = [productCpuPerBooking(b), productCpuPerBooking(base)];
    console.log(`  at ${b.concurrency} in flight: product CPU per booking ${ms(mine, 1)} ÷ ${ms(theirs, 1)} ms (baseline) = ${ratio(mine / theirs)}`);
  }
}

/** Issue 10's ratios: throughput against the floor per level, latency, the share of 200s and the collapse at the last level, CPU per booking. */
function reportTargets({ floorLevels, bookingLevels }: Levels, { latencyRatio }: Sequential, options: Options): Targets {
  const seconds = options.seconds;
  console.log('\nRatios (targets from issue 10)');
  const throughputRows = options.levels.map((c, i) => {
    const b = bookingLevels[i]!;
    const f = floorLevels[i]!;
    return [String(c), (b.confirmedInWindow / seconds).toFixed(1), f.perSecond.toFixed(1), ratio(b.confirmedInWindow / seconds / f.perSecond)];
  });
  console.log(table(['in flight', 'confirmed/s', 'floor workflows/s', 'ratio (target ≥ 0.5×)'], throughputRows));
  const peak = Math.max(...bookingLevels.map((b) => b.confirmedInWindow));
  const at64 = bookingLevels[bookingLevels.length - 1]!;
  const share200 = (at64.answers.get(200) ?? 0) / answered(at64);
  const collapse = at64.confirmedInWindow / peak;
  const perBooking = bookingLevels[0]!;
  const cpuPerBooking = (perBooking.cpuToDrained.total ?? 0) / perBooking.createdConfirmed;
  console.log(`confirmation latency: p50 ${ratio(latencyRatio)} the floor sum (target ≤ 1.5×)`);
  console.log(`share of 200 within BOOKING_WAIT_MS at ${at64.concurrency} in flight: ${pct(share200)} (target ≥ 95%)`);
  console.log(`throughput at ${at64.concurrency} in flight ÷ peak: ${pct(collapse)} (target ≥ 90%)`);
  console.log(
    `CPU per confirmed booking: ${ms(cpuPerBooking, 0)} ms in all — ` +
      PROCESSES.map((p) => `${p} ${ms((perBooking.cpuToDrained[p] ?? 0) / perBooking.createdConfirmed, 0)}`).join(', ') +
      ' (aim ≤ 60 ms)',
  );
  return { throughputRows, at64, share200, collapse, cpuPerBooking };
}

/** Phase 5's figures per level and side: events per booking, workflow tasks that timed out or failed, and the shape of one history per side. */
function reportHistories({ bookingLevels, baselineLevels }: Levels, sides: Side[], options: Options): void {
  if (options.historySample === 0) return;
  console.log(`\nHistory events per confirmed booking (BENCH_HISTORY_SAMPLE=${options.historySample} per level and side, spread over the level)`);
  const levels = bookingLevels.flatMap((b, i) => [b, baselineLevels[i]].filter((x) => x !== undefined));
  const labelOf = (b: BookingLevel) => sides.find((s) => s.key === b.side)!.label;
  const rows = levels.map((b) => {
    const h = b.history!;
    return [
      `${labelOf(b)}, ${b.concurrency} in flight`,
      `${h.read}/${h.asked}`,
      String(h.events.p50),
      String(h.events.max),
      `${h.problems.timedOutTotal} in ${h.problems.historiesWithTimeout}`,
      `${h.problems.failedTotal} in ${h.problems.historiesWithFailure}`,
    ];
  });
  console.log(table(['side', 'read', 'events p50', 'events max', 'task timeouts', 'task failures'], rows));
  for (const b of levels) {
    const h = b.history!;
    if (h.problems.timedOutTotal + h.problems.failedTotal > 0) console.log(`  ${labelOf(b)} at ${b.concurrency}: ${describeTaskProblems(h.problems)}`);
    if (h.missing + h.failedReads.length > 0)
      console.log(
        `  ${labelOf(b)} at ${b.concurrency}: ${h.missing} history(ies) not found, ${h.failedReads.length} read(s) failed ${h.failedReads.slice(0, 1).join('')}`,
      );
  }
  for (const side of sides) {
    const first = levels.find((b) => b.side === side.key)?.history;
    if (first?.shape) console.log(`  shape of a median booking, ${side.label}: ${first.shape}`);
  }
}

/** One side's figures at one level, for the side-by-side table. */
const bookingsPerSecond = (b: BookingLevel, seconds: number) => b.confirmedInWindow / seconds;

/** What the side-by-side table found, for issue 35's targets. */
type SideBySide = { throughputRatio: Map<number, number>; cpuRatio: Map<number, number> };

/** This checkout beside the baseline at each level: bookings/s, product CPU per booking and events per booking, with their ratios. */
function reportSideBySide({ bookingLevels, baselineLevels }: Levels, sides: Side[], options: Options): SideBySide {
  const out: SideBySide = { throughputRatio: new Map(), cpuRatio: new Map() };
  console.log(`\nSide by side: this checkout ÷ ${sides[1]!.label} (confirmed/s in the window; product CPU per booking until drained; history events p50)`);
  const rows = bookingLevels.map((b, i) => {
    const base = baselineLevels[i]!;
    const [mine, theirs] = [bookingsPerSecond(b, options.seconds), bookingsPerSecond(base, options.seconds)];
    const [cpuMine, cpuTheirs] = [productCpuPerBooking(b), productCpuPerBooking(base)];
    out.throughputRatio.set(b.concurrency, mine / theirs);
    out.cpuRatio.set(b.concurrency, cpuMine / cpuTheirs);
    const events = (x: BookingLevel) => (x.history ? String(x.history.events.p50) : '—');
    return [
      String(b.concurrency),
      mine.toFixed(1),
      theirs.toFixed(1),
      ratio(mine / theirs),
      ms(cpuMine, 1),
      ms(cpuTheirs, 1),
      ratio(cpuMine / cpuTheirs),
      events(b),
      events(base),
    ];
  });
  const header = ['in flight', 'bookings/s', 'baseline', 'ratio', 'CPU ms', 'baseline', 'ratio', 'events', 'baseline'];
  console.log(table(header, rows));
  return out;
}

/** What the fakes saw, bookings left unconfirmed, what the roles (and the baseline's, `more`) logged, and the memory of the long-lived processes. */
async function reportFakesAndRoles(stack: BenchStack, exec: Exec, more: Role[]): Promise<void> {
  const supplierCounts = Object.fromEntries(stack.requestCounts.supplier);
  const receiverCounts = Object.fromEntries(stack.requestCounts.receiver);
  console.log(`\nThe fakes saw: supplier ${JSON.stringify(supplierCounts)}; notification receiver ${JSON.stringify(receiverCounts)}`);
  const [failed] = (await exec(`select count(*)::int as n from booking where status <> 'confirmed'`)) as { n: number }[];
  if ((failed?.n ?? 0) > 0) console.log(`PROBLEM: ${failed?.n} booking(s) are not confirmed at the end`);
  for (const line of roleErrors(stack, undefined, more)) console.log(line);
  console.log(
    `Memory: worker RSS ${mb(stack.workerRss())}, Temporal RSS ${mb(rssBytes(stack.temporal.pid))}, floor worker RSS ${mb(rssBytes(stack.floorWorker.pid))}`,
  );
}

/** How to run it again, how long it took, and the one-line summary starting `booking:`. */
function printSummary(
  { f1, sup, com, bk, latencyRatio }: Sequential,
  targets: Targets,
  { bookingLevels }: Levels,
  options: Options,
  benchStarted: number,
): void {
  const { throughputRows, at64, share200, collapse, cpuPerBooking } = targets;
  const throughputSummary = options.levels
    .map((c, i) => `${c}:${(bookingLevels[i]!.confirmedInWindow / options.seconds).toFixed(1)}/s=${throughputRows[i]![3]}`)
    .join(' ');
  console.log(
    `\nReproduce: ${REPRODUCE}  (env: BENCH_REQUESTS, BENCH_WARMUP, BENCH_SECONDS, BENCH_LEVELS, BOOKING_WAIT_MS, SUPPLIER_TIMEOUT_MS, BENCH_DRAIN_SECONDS, BENCH_PROFILE, ` +
      'BENCH_HISTORY_SAMPLE, BENCH_BASELINE, BENCH_BASELINE_WORKER_ENV, WORKER_*)',
  );
  printRunTook(benchStarted);
  console.log(
    `booking: p50 ${ms(bk.p50, 0)} ms = ${ratio(latencyRatio)} floor (1-activity ${ms(f1.p50, 0)} + supplier ${ms(sup.p50, 1)} + commit ${ms(com.p50, 1)} ms; ≤1.5×); ` +
      `confirmed/s vs floor ${throughputSummary} (≥0.5×); 200 at ${at64.concurrency}: ${pct(share200)} (≥95%); ${at64.concurrency}/peak ${pct(collapse)} (≥90%); ` +
      `CPU/booking ${ms(cpuPerBooking, 0)} ms (≤60)`,
  );
}

/** Events per booking over every level's sample of a side, and the workflow task timeouts in them. */
function sideHistories(levels: BookingLevel[]): { events: Stats; timedOut: number; histories: number } | undefined {
  const samples = levels.map((b) => b.history).filter((h) => h !== undefined);
  if (samples.length === 0) return undefined;
  return {
    events: stats(samples.flatMap((h) => h.counts)),
    timedOut: samples.reduce((sum, h) => sum + h.problems.timedOutTotal, 0),
    histories: samples.reduce((sum, h) => sum + h.read, 0),
  };
}

/** The end block: issue 35's booking targets, each with this run's figure (and the baseline's, if one ran). */
function printIssue35Targets(sequential: Sequential, levels: Levels, sides: Side[], options: Options, sideBySide: SideBySide | undefined): void {
  const baseLabel = sides[1]?.label;
  const vs = (text: string) => (baseLabel ? `; ${baseLabel}: ${text}` : '');
  const mine = sideHistories(levels.bookingLevels);
  const theirs = sideHistories(levels.baselineLevels);
  const first = levels.bookingLevels[0]!;
  const firstBase = levels.baselineLevels[0];
  console.log(`\nIssue 35 targets (${baseLabel ? `beside ${baseLabel}` : 'no baseline: BENCH_BASELINE=none'})`);
  const events = (h: typeof mine) => (h ? `p50 ${h.events.p50}, max ${h.events.max} (${h.events.n} histories)` : 'not read (BENCH_HISTORY_SAMPLE=0)');
  console.log(`  history events per booking: ${events(mine)} (target ≤ 12)${vs(events(theirs))}`);
  const timeouts = (h: typeof mine) => (h ? `${h.timedOut} in ${h.histories} histories` : '—');
  console.log(`  workflow task timeouts in those histories: ${timeouts(mine)} (target 0)${vs(timeouts(theirs))}`);
  const cpuRatio = sideBySide?.cpuRatio.get(first.concurrency);
  const cpu = (b: BookingLevel | undefined, processes?: string[]) => (b ? ms(productCpuPerBooking(b, processes), 1) : '—');
  console.log(
    `  CPU per booking at ${first.concurrency} in flight, ${ISSUE_35_SUM.join(' + ')} (as the issue counted): ${cpu(first, ISSUE_35_SUM)} ms (target ≤ 55)` +
      vs(`${cpu(firstBase, ISSUE_35_SUM)} ms`),
  );
  console.log(`  the same with our PostgreSQL (product): ${cpu(first)} ms` + vs(`${cpu(firstBase)} ms, ratio ${ratio(cpuRatio ?? Number.NaN)}`));
  const at32 = sideBySide?.throughputRatio.get(32);
  const this32 = levels.bookingLevels.find((b) => b.concurrency === 32);
  const throughput = !this32
    ? 'not measured (32 is not in BENCH_LEVELS)'
    : `${bookingsPerSecond(this32, options.seconds).toFixed(1)} bookings/s${baseLabel ? ` = ${ratio(at32 ?? Number.NaN)} the baseline` : ''}`;
  console.log(`  bookings/s at 32 in flight: ${throughput} (target ≥ 1.25× the baseline)`);
  const { bk, base } = sequential;
  const latency = base ? `p50 ${ratio(bk.p50 / base.p50)}, p99 ${ratio(bk.p99 / base.p99)} the baseline` : `p50 ${ms(bk.p50, 1)} ms, p99 ${ms(bk.p99, 1)} ms`;
  console.log(`  sequential booking latency: ${latency} (target: within noise)`);
}
