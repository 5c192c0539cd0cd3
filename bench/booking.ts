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
 *     floor workflow).
 * With BENCH_PROFILE=1 the API and the worker run with --cpu-prof; their profiles are summarised
 * over the booking throughput windows only (bench/profileSummary.ts).
 *
 * Reproduce: `npm run bench -- booking`. Knobs: BENCH_REQUESTS (sequential requests per path,
 * default 200), BENCH_WARMUP (per path, 20), BENCH_SECONDS (per throughput level and path, 20),
 * BOOKING_WAIT_MS (the API's wait for the workflow, 5000), SUPPLIER_TIMEOUT_MS (10000),
 * BENCH_DRAIN_SECONDS (longest wait for a backlog to drain, 300), BENCH_PROFILE (0).
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
import { cpuDelta, cpuSample, machineBusy, machineSample, rssBytes, type CpuSample } from './procs.ts';
import { profileDirFor, type Window } from './profileSummary.ts';
import { FLOOR_TASK_QUEUE, roleErrors, type ApiAnswer, type BenchStack } from './stack.ts';

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
};

export function bookingOptionsFromEnv(): Options {
  return {
    requests: intFromEnv('BENCH_REQUESTS', 200, 1),
    warmup: intFromEnv('BENCH_WARMUP', 20, 1),
    seconds: intFromEnv('BENCH_SECONDS', 20, 1),
    levels: [16, 32, 64],
    bookingWaitMs: intFromEnv('BOOKING_WAIT_MS', 5000, 0),
    supplierTimeoutMs: intFromEnv('SUPPLIER_TIMEOUT_MS', 10_000, 100),
    drainSeconds: intFromEnv('BENCH_DRAIN_SECONDS', 300, 1),
    profile: process.env.BENCH_PROFILE === '1',
    blocks: 20,
  };
}

const IDLE_SECONDS = 10;

type Exec = (sql: string, params?: unknown[]) => Promise<unknown>;

/** The paths measured side by side, and the booking request itself (the closed loop keeps its answers). */
type Paths = { floor1: Path; floor0: Path; supplier: Path; commit: Path; booking: Path; all: Path[]; book: () => Promise<ApiAnswer> };

/** The sequential p50s the latency target is stated in. */
type Sequential = { f1: Stats; sup: Stats; com: Stats; bk: Stats; latencyRatio: number };

type BookingLevel = {
  concurrency: number;
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

type Levels = { floorLevels: FloorLevel[]; bookingLevels: BookingLevel[]; profileWindows: Window[] };

/** What the ratios and the one-line summary report. */
type Targets = { throughputRows: string[][]; at64: BookingLevel; share200: number; collapse: number; cpuPerBooking: number };

export async function runBookingBench(options: Options = bookingOptionsFromEnv()): Promise<void> {
  const benchStarted = performance.now();
  const profileDir = options.profile ? profileDirFor('booking') : undefined;
  await withCleanups(async (cleanups) => {
    printHeader(
      'booking benchmark',
      REPRODUCE,
      `requests/path=${options.requests} warmup=${options.warmup} seconds/level=${options.seconds} levels=${options.levels.join(',')} ` +
        `BOOKING_WAIT_MS=${options.bookingWaitMs} SUPPLIER_TIMEOUT_MS=${options.supplierTimeoutMs}${profileDir ? ` profile=${profileDir}` : ''}`,
    );
    const stack = await startStack(cleanups, { bookingWaitMs: options.bookingWaitMs, supplierTimeoutMs: options.supplierTimeoutMs, profileDir });
    const exec: Exec = (sql, params = []) => stack.db.fork().getConnection().execute(sql, params);
    await stack.db.pool.query('create table if not exists bench_commit (id bigserial primary key, at timestamptz not null default now())');
    const paths = definePaths(stack, cleanups);
    const drain = () => drainBacklog(stack, exec, options.drainSeconds);

    await warmUp(paths.all, options.warmup);
    await drain();
    const sequential = await measureLatency(paths, options, drain);
    const idle = await measureIdle(stack);
    const levels = await measureClosedLoop(stack, paths, options, drain, exec);
    reportFloorThroughput(levels.floorLevels, options.seconds);
    reportBookingThroughput(levels.bookingLevels, options);
    reportCpu(levels, idle);
    const targets = reportTargets(levels, sequential, options);
    await reportFakesAndRoles(stack, exec);
    if (profileDir) await printStackProfiles(stack, profileDir, ['api', 'worker'], levels.profileWindows, 'booking throughput windows only');
    printSummary(sequential, targets, levels, options, benchStarted);
  });
}

// ---------------------------------------------------------------------------------------------
// Set-up

function definePaths(stack: BenchStack, cleanups: Cleanups): Paths {
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
  const book = () =>
    stack.api.call('POST', '/v1/booking_confirmation', {
      auth: stack.accounts.agentAuth,
      json: {
        reservation: null,
        reference: `BENCH-${runId}-${counter++}`,
        supplier: stack.accounts.supplierEmail,
        product: 'MUSEUM',
        date: stack.travelDate,
        adult: 1,
      },
    });
  const booking: Path = {
    name: 'API POST /v1/booking_confirmation',
    async call() {
      const answer = await book();
      if (answer.status !== 200) throw new Error(`booking answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    },
  };
  return { floor1, floor0, supplier, commit, booking, all: [floor1, floor0, supplier, commit, booking], book };
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
  return { f1, sup, com, bk, latencyRatio };
}

/** What the processes burn doing nothing (pollers, timers, housekeeping), after a pause to settle. */
async function measureIdle(stack: BenchStack): Promise<CpuSample> {
  await sleep(5000);
  const idleBefore = cpuSample(stack.tracked);
  await sleep(IDLE_SECONDS * 1000);
  return cpuDelta(idleBefore, cpuSample(stack.tracked));
}

/** Phase 3: at each level, the floor's 1-activity workflow and then the booking, each a closed loop of BENCH_SECONDS. */
async function measureClosedLoop(stack: BenchStack, paths: Paths, options: Options, drain: () => ReturnType<typeof drainBacklog>, exec: Exec): Promise<Levels> {
  const levels: Levels = { floorLevels: [], bookingLevels: [], profileWindows: [] };
  for (const concurrency of options.levels) {
    levels.floorLevels.push(await measureFloorLevel(stack, paths.floor1, concurrency, options.seconds));
    levels.bookingLevels.push(await measureBookingLevel(stack, paths.book, concurrency, options.seconds, drain, exec, levels.profileWindows));
  }
  return levels;
}

/** A closed loop of `call` with CPU per process and the machine's load from its start until its deadline (and the worker's RSS then, if asked). */
async function closedLoopWindow<T>(stack: BenchStack, concurrency: number, seconds: number, call: () => Promise<T>, readWorkerRss: boolean) {
  const before = cpuSample(stack.tracked);
  const machineBefore = machineSample();
  const windowStart = new Date();
  const profileFrom = monotonicMicros();
  let atDeadline: { cpu: CpuSample; machine: ReturnType<typeof machineSample>; workerRss: number } | undefined;
  const run = await closedLoop(concurrency, seconds, call, () => {
    atDeadline = { cpu: cpuSample(stack.tracked), machine: machineSample(), workerRss: readWorkerRss ? stack.workerRss() : 0 };
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
  const { run, cpuWindow, machineBusy } = await closedLoopWindow(stack, concurrency, seconds, () => floor1.call(), false);
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

/** The booking at one level; then the backlog is drained (no booking pending, every notification delivered) before the next level. */
async function measureBookingLevel(
  stack: BenchStack,
  book: Paths['book'],
  concurrency: number,
  seconds: number,
  drain: () => ReturnType<typeof drainBacklog>,
  exec: Exec,
  profileWindows: Window[],
): Promise<BookingLevel> {
  const measured = await closedLoopWindow(stack, concurrency, seconds, book, true);
  const { run, windowStart } = measured;
  const windowEnd = new Date(windowStart.getTime() + run.wallMs);
  profileWindows.push(measured.window);
  const drained = await drain();
  const afterDrain = cpuSample(stack.tracked);
  const answers = new Map<number, number>();
  const otherBodies: string[] = [];
  for (const { result } of run.completed) {
    answers.set(result.status, (answers.get(result.status) ?? 0) + 1);
    if (result.status !== 200 && result.status !== 503 && otherBodies.length < 5) otherBodies.push(`${result.status} ${JSON.stringify(result.body)}`);
  }
  const ok = stats(run.completed.filter((c) => c.result.status === 200).map((c) => c.ms));
  const counts = await countBookings(exec, windowStart, windowEnd);
  return {
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

/** Bookings confirmed and created in the window, created from its start on, and of those the confirmed. */
async function countBookings(exec: Exec, windowStart: Date, windowEnd: Date) {
  const [counts] = (await exec(
    `select count(*) filter (where confirmed_at >= ? and confirmed_at < ?)::int as confirmed_in_window,
            count(*) filter (where created_at >= ? and created_at < ?)::int as created_in_window,
            count(*) filter (where created_at >= ?)::int as created_in_level,
            count(*) filter (where created_at >= ? and status = 'confirmed')::int as created_confirmed
       from booking`,
    [windowStart, windowEnd, windowStart, windowEnd, windowStart, windowStart],
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

function reportBookingThroughput(bookingLevels: BookingLevel[], options: Options): void {
  const seconds = options.seconds;
  console.log(`\nThroughput, POST /v1/booking_confirmation (closed loop, ${seconds} s per level; BOOKING_WAIT_MS=${options.bookingWaitMs})`);
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

/** Phase 4: CPU per process, per confirmed booking at the first level (until drained) and per floor workflow. */
function reportCpu({ floorLevels, bookingLevels }: Levels, idle: CpuSample): void {
  const perBooking = bookingLevels[0]!;
  const perFloor = floorLevels[0]!;
  console.log(
    `\nCPU ms per confirmed booking at ${perBooking.concurrency} in flight (from the window's start until the backlog drained, ` +
      `${perBooking.createdConfirmed} bookings), and per floor workflow (${perFloor.completed}, window only)`,
  );
  console.log(
    table(
      ['per', ...PROCESSES, 'total'],
      [
        cpuRow('confirmed booking', perBooking.cpuToDrained, perBooking.createdConfirmed),
        cpuRow('floor 1-activity workflow', perFloor.cpuWindow, perFloor.completed),
        cpuRow('idle, per second', idle, IDLE_SECONDS),
      ],
    ),
  );
  console.log('(bench = this process: the fakes and the load generator; PostgreSQL = postmaster and all its backends)');
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

/** What the fakes saw, bookings left unconfirmed, what the roles logged, and the memory of the long-lived processes. */
async function reportFakesAndRoles(stack: BenchStack, exec: Exec): Promise<void> {
  const supplierCounts = Object.fromEntries(stack.requestCounts.supplier);
  const receiverCounts = Object.fromEntries(stack.requestCounts.receiver);
  console.log(`\nThe fakes saw: supplier ${JSON.stringify(supplierCounts)}; notification receiver ${JSON.stringify(receiverCounts)}`);
  const [failed] = (await exec(`select count(*)::int as n from booking where status <> 'confirmed'`)) as { n: number }[];
  if ((failed?.n ?? 0) > 0) console.log(`PROBLEM: ${failed?.n} booking(s) are not confirmed at the end`);
  for (const line of roleErrors(stack)) console.log(line);
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
    `\nReproduce: ${REPRODUCE}  (env: BENCH_REQUESTS, BENCH_WARMUP, BENCH_SECONDS, BOOKING_WAIT_MS, SUPPLIER_TIMEOUT_MS, BENCH_DRAIN_SECONDS, BENCH_PROFILE)`,
  );
  printRunTook(benchStarted);
  console.log(
    `booking: p50 ${ms(bk.p50, 0)} ms = ${ratio(latencyRatio)} floor (1-activity ${ms(f1.p50, 0)} + supplier ${ms(sup.p50, 1)} + commit ${ms(com.p50, 1)} ms; ≤1.5×); ` +
      `confirmed/s vs floor ${throughputSummary} (≥0.5×); 200 at ${at64.concurrency}: ${pct(share200)} (≥95%); ${at64.concurrency}/peak ${pct(collapse)} (≥90%); ` +
      `CPU/booking ${ms(cpuPerBooking, 0)} ms (≤60)`,
  );
}
