/**
 * Benchmark (not a test): how late reservation holds are released at expiry, against plain
 * Temporal timers on the same server measured in the same run.
 *
 * Setup (bench/stack.ts): embedded PostgreSQL, a Temporal dev server with an in-memory store, the
 * API and the worker as child processes, HTTPS fakes for the supplier and the notification
 * receiver, and the floor's own worker (bench/floor/worker.ts, task queue `bench-floor`).
 *
 * Phases:
 *  1. warm-up: a few holds (created, then released through the API) and a few floor timers; they
 *     also measure how fast holds and timers can be created, which sets the common `expires`;
 *  2. the floor: BENCH_HOLDS `timerWorkflow`s, all sleeping until one common fire time, then
 *     running one no-op activity that reads the wall clock: lateness = that clock − fire time;
 *  3. BENCH_HOLDS holds of the reservation product BOAT through `POST /v1/reservation` (32 in
 *     flight), all with one common `expires`. The worker releases each at `expires` + 5 s
 *     (expiryGraceMs in tuningFor, src/app.ts); lateness = when the supplier's
 *     `POST /reservation_cancellation` for the hold's code arrived (the fake's `at`) − (`expires` +
 *     5 s). Each hold must be released exactly once: cancellations are counted per code (and per
 *     Idempotency-Key). Worker RSS is read just before `expires`, with every hold open;
 *  4. optional (BENCH_EXPIRY_SPREAD_SECONDS > 0): the same for timers and holds whose fire times
 *     / `expires` are spread evenly over that many seconds.
 * CPU time per process (/proc) is measured from just before the fire time until the last release.
 *  5. workflow tasks (issue 35): after the last phase, the histories of each scenario's workflows
 *     (all, or BENCH_HISTORY_SAMPLE of them spread evenly; 8 reads at a time) are read back
 *     (bench/histories.ts): the workflow task after each TIMER_FIRED, scheduled → started (p50,
 *     p99, max; apart by the queue its WORKFLOW_TASK_SCHEDULED names, sticky or normal) and
 *     started → completed; every workflow task scheduled in the burst (1 s before the first due
 *     time to 1 s after the last done); WORKFLOW_TASK_TIMED_OUT events by timeout type and
 *     WORKFLOW_TASK_FAILED by cause, with how many histories have one. The summary line adds these
 *     and the machine's busy share during the burst.
 * Every WORKER_* variable the bench is started with reaches the product's worker (bench/stack.ts);
 * the header prints the worker's tuning as its configuration read them (bench/workerTuning.ts).
 *
 * Reproduce: `npm run bench -- expiry`. Knobs: BENCH_HOLDS (default 1000), BENCH_EXPIRES_IN
 * (seconds from the start of creating the holds to the common `expires`; default: measured
 * creation time × 1.5 + 15 s, at least 20 s), BENCH_EXPIRY_SPREAD_SECONDS (0 = skip), BENCH_EXPIRY_STALL_SECONDS
 * (give up once no release arrived for this long, 180), BOOKING_WAIT_MS (5000),
 * SUPPLIER_TIMEOUT_MS (10000), BENCH_PROFILE (1: the worker runs with --cpu-prof, summarised over the
 * release phases only), BENCH_HISTORY_SAMPLE (histories read per scenario, 2000; 0 = none), and any
 * WORKER_* setting (WORKER_WORKFLOW_TASK_SLOTS, WORKER_WORKFLOW_TASK_POLLERS, …; src/config.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Client, WorkflowHandle } from '@temporalio/client';
import type { RecordedRequest } from '../test/helpers/fakeSupplier.ts';
import { timerWorkflow } from './floor/workflows.ts';
import { intFromEnv, mb, monotonicMicros, ms, pct, pooled, ratio, sleep, stats, table, type Stats } from './measure.ts';
import { cpuRow, PROCESSES, printHeader, printRunTook, printStackProfiles, startStack, withCleanups } from './phases.ts';
import { cpuDelta, cpuSample, machineBusy, machineSample, rssBytes, type CpuSample, type Tracked } from './procs.ts';
import { profileDirFor, type Window } from './profileSummary.ts';
import { FLOOR_TASK_QUEUE, roleErrors, type ApiAnswer, type BenchStack } from './stack.ts';
import {
  describeTaskProblems,
  evenSample,
  fetchHistories,
  taskProblems,
  tasksAfterTimer,
  tasksBetween,
  timingStats,
  type QueueKind,
  type TaskProblems,
} from './histories.ts';
import { describeWorkerTuning } from './workerTuning.ts';
import { workflowIds } from '../contracts/ids.ts';

export const REPRODUCE = 'npm run bench -- expiry';

/** expiryGraceMs in tuningFor (src/app.ts): a hold is released this long after its `expires`. */
const GRACE_MS = 5000;
const CREATE_CONCURRENCY = 32;
const SETTLE_MS = 10_000;
/** History reads at a time, after the measurement. */
const HISTORY_CONCURRENCY = 8;
const ROOT = new URL('..', import.meta.url).pathname;

type Options = {
  holds: number;
  expiresInSeconds: number;
  spreadSeconds: number;
  stallSeconds: number;
  bookingWaitMs: number;
  supplierTimeoutMs: number;
  profile: boolean;
  /** Histories read back per scenario (all of them up to this many, else this many spread evenly); 0 = none. */
  historySample: number;
};

export function expiryOptionsFromEnv(): Options {
  return {
    holds: intFromEnv('BENCH_HOLDS', 1000, 1),
    expiresInSeconds: intFromEnv('BENCH_EXPIRES_IN', 0, 0),
    spreadSeconds: intFromEnv('BENCH_EXPIRY_SPREAD_SECONDS', 0, 0),
    stallSeconds: intFromEnv('BENCH_EXPIRY_STALL_SECONDS', 180, 10),
    bookingWaitMs: intFromEnv('BOOKING_WAIT_MS', 5000, 0),
    supplierTimeoutMs: intFromEnv('SUPPLIER_TIMEOUT_MS', 10_000, 100),
    profile: process.env.BENCH_PROFILE === '1',
    historySample: intFromEnv('BENCH_HISTORY_SAMPLE', 2000, 0),
  };
}

type Outcome = {
  what: string;
  n: number;
  /** Fired or released, of n. */
  done: number;
  lateness: Stats;
  /** n done ÷ seconds from the first due time to the last one done. */
  perSecond: number;
  createSeconds: number;
  /** Whether every one was created before the first due time. */
  createdInTime: boolean;
  /** RSS just before the first due time: of the worker running them (the floor's for timers, the product's for holds), and of Temporal. */
  rss: { worker: number; temporal: number };
  cpu: CpuSample;
  notes: string[];
  /** From 1 s before the first due time until the last one was done, in CLOCK_MONOTONIC µs (for the profiles). */
  window: Window;
  /** Share of the machine (all CPUs) busy meanwhile, by any process (/proc/stat). */
  machineBusy: number;
  /** The scenario's workflows (timers or holds), whose histories are read after the last phase. */
  workflowIds: string[];
  /** From 1 s before the first due time until 1 s after the last one done, ms since the epoch. */
  burst: { from: number; to: number };
  tasks?: BurstTasks;
};

/** What the phases share: the stack, the supplier's releases by hold code, and the calls that create holds and find their codes. */
type Run = {
  stack: BenchStack;
  client: Client;
  runId: string;
  /** Every /reservation_cancellation the supplier receives, by hold code. */
  cancellations: Map<string, { at: number; key: string }[]>;
  reserve: (expires: Date) => Promise<ApiAnswer>;
  codesOf: (ids: string[]) => Promise<Map<string, string>>;
};

const seconds = (millis: number) => (millis / 1000).toFixed(2);

export async function runExpiryBench(options: Options = expiryOptionsFromEnv()): Promise<void> {
  const benchStarted = performance.now();
  await withCleanups(async (cleanups) => {
    printHeader(
      'expiry benchmark',
      REPRODUCE,
      `holds=${options.holds} expires_in=${options.expiresInSeconds || 'measured'} spread=${options.spreadSeconds || 'skipped'} ` +
        `grace=${GRACE_MS} ms BOOKING_WAIT_MS=${options.bookingWaitMs} SUPPLIER_TIMEOUT_MS=${options.supplierTimeoutMs} history sample=${options.historySample}`,
    );
    const profileDir = options.profile ? profileDirFor('expiry') : undefined;
    if (profileDir) console.log(`profile=${profileDir}`);
    const stack = await startStack(cleanups, { bookingWaitMs: options.bookingWaitMs, supplierTimeoutMs: options.supplierTimeoutMs, profileDir });
    console.log(`Worker tuning: ${describeWorkerTuning(ROOT, stack.workerEnv)}`);
    const run = setUp(stack);
    const rates = await warmUpRates(run, Math.min(64, options.holds));
    const outcomes = await measureReleases(run, options, rates);
    // Read after the last phase, so the reads cost no burst anything.
    if (options.historySample > 0) for (const o of outcomes) o.tasks = await readBurstTasks(run.client, o, options.historySample);

    reportLateness(outcomes);
    reportCpu(outcomes);
    reportBurstTasks(outcomes, options);
    const pairs = reportTargets(outcomes, options);
    for (const line of roleErrors(stack)) console.log(line);
    if (profileDir) {
      const releaseWindows = outcomes.filter((o) => !o.what.startsWith('floor')).map((o) => o.window);
      await printStackProfiles(
        stack,
        profileDir,
        ['worker'],
        releaseWindows,
        'release phases only (1 s before the first expiry + grace until the last release)',
      );
    }
    console.log(`\nThe fakes saw: supplier ${JSON.stringify(Object.fromEntries(stack.requestCounts.supplier))}`);
    console.log(
      `Reproduce: ${REPRODUCE}  (env: BENCH_HOLDS, BENCH_EXPIRES_IN, BENCH_EXPIRY_SPREAD_SECONDS, BENCH_EXPIRY_STALL_SECONDS, BOOKING_WAIT_MS, SUPPLIER_TIMEOUT_MS, BENCH_PROFILE, BENCH_HISTORY_SAMPLE, WORKER_*)`,
    );
    printRunTook(benchStarted);
    printSummary(pairs, options);
  });
}

// ---------------------------------------------------------------------------------------------
// Set-up and warm-up

function setUp(stack: BenchStack): Run {
  const client = stack.temporal.client;
  const runId = randomUUID().slice(0, 8);
  const cancellations: Run['cancellations'] = new Map();
  stack.onSupplierRequest.push((req: RecordedRequest) => {
    if (req.method !== 'POST' || req.path !== '/reservation_cancellation') return;
    const code = String((req.body as { reservation?: unknown } | null)?.reservation);
    const list = cancellations.get(code) ?? [];
    list.push({ at: req.at.getTime(), key: req.headers['idempotency-key'] ?? '' });
    cancellations.set(code, list);
  });
  const reserve = (expires: Date) =>
    stack.api.call('POST', '/v1/reservation', {
      auth: stack.accounts.agentAuth,
      json: { supplier: stack.accounts.supplierEmail, product: 'BOAT', date: stack.travelDate, adult: 1, expires: expires.toISOString() },
    });
  const codesOf = async (ids: string[]): Promise<Map<string, string>> => {
    const rows = (await stack.db
      .fork()
      .getConnection()
      .execute('select id, supplier_code from reservation where id = any(?::uuid[])', [`{${ids.join(',')}}`])) as {
      id: string;
      supplier_code: string | null;
    }[];
    return new Map(rows.filter((r) => r.supplier_code).map((r) => [r.id, r.supplier_code!]));
  };
  return { stack, client, runId, cancellations, reserve, codesOf };
}

/** Phase 1: `warm` holds created and released and `warm` floor timers; how fast each was created sets the common `expires`. */
async function warmUpRates(run: Run, warm: number): Promise<{ holdRate: number; timerRate: number }> {
  const holdRate = await warmUpHolds(run, warm);
  const started = performance.now();
  const warmTimers = await pooled(warm, CREATE_CONCURRENCY, (i) =>
    run.client.workflow.start(timerWorkflow, { taskQueue: FLOOR_TASK_QUEUE, workflowId: `timer-warm-${run.runId}-${i}`, args: [Date.now() + 1000] }),
  );
  const timerRate = warm / ((performance.now() - started) / 1000);
  await Promise.all(warmTimers.map((h) => h.result()));
  console.log(
    `Warm-up: ${warm} holds created at ${holdRate.toFixed(1)}/s (${CREATE_CONCURRENCY} in flight) and released; ${warm} floor timers started at ${timerRate.toFixed(0)}/s`,
  );
  return { holdRate, timerRate };
}

/** `warm` holds expiring in an hour, released through the API until the supplier saw each release (60 s at most); holds created per second. */
async function warmUpHolds({ stack, cancellations, reserve, codesOf }: Run, warm: number): Promise<number> {
  const farExpires = new Date(Date.now() + 3600_000);
  const started = performance.now();
  const warmAnswers = await pooled(warm, CREATE_CONCURRENCY, () => reserve(farExpires));
  const holdRate = warm / ((performance.now() - started) / 1000);
  const warmIds = warmAnswers.filter((a) => a.status === 200).map((a) => (a.body as { reservation: string }).reservation);
  if (warmIds.length !== warm)
    throw new Error(`warm-up holds answered ${JSON.stringify(warmAnswers.filter((a) => a.status !== 200).map((a) => [a.status, a.body]))}`);
  const warmCodes = [...(await codesOf(warmIds)).values()];
  await pooled(warmIds.length, CREATE_CONCURRENCY, (i) =>
    stack.api.call('POST', '/v1/reservation_cancellation', { auth: stack.accounts.agentAuth, json: { reservation: warmIds[i] } }),
  );
  const warmDeadline = Date.now() + 60_000;
  while (warmCodes.some((code) => !cancellations.has(code)) && Date.now() < warmDeadline) {
    stack.drainFakes();
    await sleep(250);
  }
  return holdRate;
}

// ---------------------------------------------------------------------------------------------
// Phases 2-4: timers and holds due at one common time, then (optionally) spread

async function measureReleases(run: Run, options: Options, { holdRate, timerRate }: { holdRate: number; timerRate: number }): Promise<Outcome[]> {
  const lead = (rate: number) =>
    options.expiresInSeconds > 0 ? options.expiresInSeconds * 1000 : Math.max(20_000, (1.5 * options.holds * 1000) / rate + 15_000);
  const outcomes: Outcome[] = [];
  const common = (n: number) => Array.from({ length: n }, () => 0);
  outcomes.push(await floorTimers(run, 'common', lead(timerRate), common(options.holds)));
  outcomes.push(await holds(run, 'common', options, lead(holdRate), common(options.holds)));
  if (options.spreadSeconds > 0) {
    const spread = Array.from({ length: options.holds }, (_, i) => Math.round((i * options.spreadSeconds * 1000) / options.holds));
    outcomes.push(await floorTimers(run, 'spread', lead(timerRate), spread));
    outcomes.push(await holds(run, 'spread', options, lead(holdRate), spread));
  }
  return outcomes;
}

async function sleepUntil(epochMs: number) {
  const wait = epochMs - Date.now();
  if (wait > 0) await sleep(wait);
}

/** A window of CPU time per tracked process, machine load and profile time, from just before the first due time until the last one was done. */
function openCpuWindow(tracked: Tracked[]): { close: () => { cpu: CpuSample; window: Window; machineBusy: number } } {
  const before = cpuSample(tracked);
  const machineBefore = machineSample();
  const from = monotonicMicros();
  return {
    close() {
      const cpu = cpuDelta(before, cpuSample(tracked));
      const window = { from, to: monotonicMicros() };
      return { cpu, window, machineBusy: machineBusy(machineBefore, machineSample()) };
    },
  };
}

function rssNow(stack: BenchStack, worker: number) {
  return { worker: rssBytes(worker), temporal: rssBytes(stack.temporal.pid) };
}

/** What both kinds of scenario measure: creation, RSS before the first due time, the CPU window, and lateness. */
type Measured = {
  what: string;
  n: number;
  lateness: number[];
  /** From the first due time to the last one done, ms. */
  spanMs: number;
  creation: { started: number; ended: number; base: number };
  rss: Outcome['rss'];
  window: ReturnType<ReturnType<typeof openCpuWindow>['close']>;
  notes: string[];
  workflowIds: string[];
  /** When the last one was done, ms since the epoch. */
  lastDoneAt: number;
};

function outcomeOf({ what, n, lateness, spanMs, creation, rss, window, notes, workflowIds, lastDoneAt }: Measured): Outcome {
  return {
    what,
    n,
    done: lateness.length,
    lateness: stats(lateness),
    perSecond: lateness.length / Math.max(spanMs / 1000, 0.001),
    createSeconds: (creation.ended - creation.started) / 1000,
    createdInTime: creation.ended <= creation.base,
    rss,
    cpu: window.cpu,
    notes,
    window: window.window,
    machineBusy: window.machineBusy,
    workflowIds,
    burst: { from: creation.base - 1000, to: lastDoneAt + 1000 },
  };
}

/** The floor: n plain timers (timerWorkflow) due at `base + offsets[i]`, base = now + lead. */
async function floorTimers({ stack, client, runId }: Run, kind: string, leadMs: number, offsets: number[]): Promise<Outcome> {
  const n = offsets.length;
  const base = Date.now() + leadMs;
  const createStarted = Date.now();
  const ids = offsets.map((_, i) => `timer-${kind}-${runId}-${i}`);
  const handles: WorkflowHandle<typeof timerWorkflow>[] = await pooled(n, CREATE_CONCURRENCY, (i) =>
    client.workflow.start(timerWorkflow, { taskQueue: FLOOR_TASK_QUEUE, workflowId: ids[i]!, args: [base + offsets[i]!] }),
  );
  const created = Date.now();
  await sleepUntil(base - 1000);
  const rss = rssNow(stack, stack.floorWorker.pid);
  const cpuWindow = openCpuWindow(stack.tracked);
  const lateness: number[] = [];
  let lastDone = base;
  const failures: string[] = [];
  await pooled(n, 128, async (i) => {
    try {
      const late = await handles[i]!.result();
      lateness.push(late);
      lastDone = Math.max(lastDone, base + offsets[i]! + late);
    } catch (err) {
      failures.push(String(err));
    }
  });
  const window = cpuWindow.close();
  const notes = failures.length > 0 ? [`${failures.length} timer workflow(s) failed, e.g. ${failures[0]}`] : [];
  const spanMs = lastDone - base - (offsets[0] ?? 0);
  return outcomeOf({
    what: `floor: ${n} timers, ${kind}`,
    n,
    lateness,
    spanMs,
    creation: { started: createStarted, ended: created, base },
    rss,
    window,
    notes,
    workflowIds: ids,
    lastDoneAt: lastDone,
  });
}

/** n holds through the API with `expires` = base + offsets[i], base = now + lead; waits for their releases. */
async function holds(run: Run, kind: string, options: Options, leadMs: number, offsets: number[]): Promise<Outcome> {
  const { stack } = run;
  const n = offsets.length;
  const base = Date.now() + leadMs;
  const createStarted = Date.now();
  const notes: string[] = [];
  const { created, held, due } = await createHolds(run, base, offsets, notes);

  const firstDue = base + GRACE_MS;
  const lastDue = Math.max(...due.values());
  await sleepUntil(base - 1000);
  const rss = rssNow(stack, stack.worker.pid);
  const cpuWindow = openCpuWindow(stack.tracked);
  await awaitReleases(run, due, lastDue, options.stallSeconds, notes);
  const window = cpuWindow.close();
  // Late duplicates would arrive now.
  await sleep(SETTLE_MS);
  stack.drainFakes();

  const { lateness, lastAt } = countReleases(run.cancellations, due, firstDue, notes);
  await noteStatuses(stack, held, notes);
  return outcomeOf({
    what: `${n} holds, ${kind}`,
    n,
    lateness,
    spanMs: lastAt - firstDue,
    creation: { started: createStarted, ended: created, base },
    rss,
    window,
    notes,
    workflowIds: held.map((h) => workflowIds.reservation('live', h.id)),
    lastDoneAt: lastAt,
  });
}

/** The holds (CREATE_CONCURRENCY in flight), when they were all answered, and when each one's supplier code is due for release (expires + grace). */
async function createHolds({ reserve, codesOf, cancellations }: Run, base: number, offsets: number[], notes: string[]) {
  const n = offsets.length;
  const answers = await pooled(n, CREATE_CONCURRENCY, async (i) => {
    const expires = base + offsets[i]!;
    return { expires, answer: await reserve(new Date(expires)) };
  });
  const created = Date.now();
  const refused = answers.filter((a) => a.answer.status !== 200);
  if (refused.length > 0) {
    const byStatus = new Map<string, number>();
    for (const r of refused)
      byStatus.set(`${r.answer.status} ${JSON.stringify(r.answer.body)}`, (byStatus.get(`${r.answer.status} ${JSON.stringify(r.answer.body)}`) ?? 0) + 1);
    notes.push(`${refused.length} of ${n} POST /v1/reservation did not answer 200: ${JSON.stringify(Object.fromEntries(byStatus))}`);
  }
  const held = answers.filter((a) => a.answer.status === 200).map((a) => ({ id: (a.answer.body as { reservation: string }).reservation, expires: a.expires }));
  const codeById = await codesOf(held.map((h) => h.id));
  const due = new Map<string, number>(); // code → expires + grace
  for (const h of held) {
    const code = codeById.get(h.id);
    if (code) due.set(code, h.expires + GRACE_MS);
  }
  if (due.size !== held.length) notes.push(`${held.length - due.size} hold(s) answered 200 have no supplier code in the database`);
  const earlyReleased = [...due.keys()].filter((code) => cancellations.has(code));
  if (earlyReleased.length > 0) notes.push(`${earlyReleased.length} hold(s) released before the measurement began`);
  return { created, held, due };
}

/** Until every due hold was released at the supplier, or none was for BENCH_EXPIRY_STALL_SECONDS after the last due time. */
async function awaitReleases({ stack, cancellations }: Run, due: Map<string, number>, lastDue: number, stallSeconds: number, notes: string[]): Promise<void> {
  let lastProgress = Date.now();
  let released = 0;
  for (;;) {
    stack.drainFakes();
    const now = [...due.keys()].filter((code) => cancellations.has(code)).length;
    if (now !== released) {
      released = now;
      lastProgress = Date.now();
    }
    if (released === due.size) break;
    if (Date.now() > lastDue && Date.now() - lastProgress > stallSeconds * 1000) {
      notes.push(`gave up waiting: no release for ${stallSeconds} s`);
      break;
    }
    await sleep(250);
  }
}

/** Each hold's lateness (its first release − its due time); releases missing, doubled or retried go to `notes`. */
function countReleases(cancellations: Run['cancellations'], due: Map<string, number>, firstDue: number, notes: string[]) {
  const lateness: number[] = [];
  let lastAt = firstDue;
  let missing = 0;
  let doubled = 0;
  let retried = 0;
  for (const [code, dueAt] of due) {
    const list = cancellations.get(code);
    if (!list || list.length === 0) {
      missing++;
      continue;
    }
    const first = Math.min(...list.map((c) => c.at));
    lateness.push(first - dueAt);
    lastAt = Math.max(lastAt, first);
    const keys = new Set(list.map((c) => c.key));
    if (keys.size > 1) doubled++;
    else if (list.length > 1) retried++;
  }
  if (missing > 0) notes.push(`PROBLEM: ${missing} hold(s) never released at the supplier`);
  if (doubled > 0) notes.push(`PROBLEM: ${doubled} hold(s) released more than once (distinct Idempotency-Keys)`);
  if (retried > 0) notes.push(`${retried} hold(s) had their release repeated with the same Idempotency-Key`);
  return { lateness, lastAt };
}

/** The holds' statuses in the database, noted unless every one is `expired`. */
async function noteStatuses(stack: BenchStack, held: { id: string }[], notes: string[]): Promise<void> {
  const rows = (await stack.db
    .fork()
    .getConnection()
    .execute('select status, count(*)::int as n from reservation where id = any(?::uuid[]) group by status', [`{${held.map((h) => h.id).join(',')}}`])) as {
    status: string;
    n: number;
  }[];
  const statuses = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  if ((statuses.expired ?? 0) !== held.length) notes.push(`reservation statuses in the database: ${JSON.stringify(statuses)}`);
}

// ---------------------------------------------------------------------------------------------
// The burst's workflow tasks, from the histories (issue 35)

/** What a scenario's histories say about its workflow tasks; times in ms. */
type BurstTasks = {
  asked: number;
  read: number;
  missing: number;
  failedReads: string[];
  /** The task after each TIMER_FIRED, scheduled → started: all, and by the queue its WORKFLOW_TASK_SCHEDULED names. */
  afterTimer: Record<'all' | QueueKind, Stats>;
  /** The worker's time on that task: started → completed. */
  afterTimerWork: Stats;
  /** Every workflow task scheduled in the burst (Outcome.burst), scheduled → started. */
  inBurst: Stats;
  /** Timed-out and failed workflow tasks, anywhere in the histories (their creation included). */
  problems: TaskProblems;
};

/** The histories of the scenario's workflows (all of them, or `sample` spread evenly), HISTORY_CONCURRENCY reads at a time. */
async function readBurstTasks(client: Client, outcome: Outcome, sample: number): Promise<BurstTasks> {
  const ids = evenSample(outcome.workflowIds, sample);
  const fetched = await fetchHistories(client, ids, HISTORY_CONCURRENCY);
  const histories = [...fetched.histories.values()];
  const afterTimer = histories.flatMap((events) => tasksAfterTimer(events));
  const onQueue = (queue: QueueKind) => timingStats(afterTimer.filter((t) => t.queue === queue)).toStart;
  const all = timingStats(afterTimer);
  return {
    asked: ids.length,
    read: histories.length,
    missing: fetched.missing.length,
    failedReads: fetched.failed,
    afterTimer: { all: all.toStart, sticky: onQueue('sticky'), normal: onQueue('normal'), unknown: onQueue('unknown') },
    afterTimerWork: all.startToComplete,
    inBurst: timingStats(histories.flatMap((events) => tasksBetween(events, outcome.burst.from, outcome.burst.to))).toStart,
    problems: taskProblems(histories),
  };
}

/** `n: p50 / p99 / max` in ms, or `0` when there were none. */
const spans = (x: Stats) => (x.n === 0 ? '0' : `${x.n}: ${ms(x.p50, 0)} / ${ms(x.p99, 0)} / ${ms(x.max, 0)}`);

function reportBurstTasks(outcomes: Outcome[], options: Options): void {
  const read = outcomes.filter((o) => o.tasks);
  if (read.length === 0) return;
  console.log(
    `\nWorkflow tasks, from the histories read after the last phase (BENCH_HISTORY_SAMPLE=${options.historySample} per scenario), ` +
      'scheduled → started in ms as count: p50 / p99 / max',
  );
  console.log(
    table(
      ['scenario', 'histories', 'task after TIMER_FIRED', 'on sticky queue', 'on normal queue', 'worker on it', 'every task in the burst', 'timed out (in)'],
      read.map((o) => {
        const t = o.tasks!;
        return [
          o.what,
          `${t.read}/${t.asked}`,
          spans(t.afterTimer.all),
          spans(t.afterTimer.sticky),
          spans(t.afterTimer.normal),
          spans(t.afterTimerWork),
          spans(t.inBurst),
          `${t.problems.timedOutTotal} (${t.problems.historiesWithTimeout})`,
        ];
      }),
    ),
  );
  console.log(
    "task after TIMER_FIRED: its first WORKFLOW_TASK_SCHEDULED → the next WORKFLOW_TASK_STARTED (a timed-out attempt's wait included), split by the queue " +
      "that WORKFLOW_TASK_SCHEDULED names (sticky: the worker's own, timing out SCHEDULE_TO_START after stickyQueueScheduleToStartTimeout); " +
      'worker on it: started → completed; every task in the burst: each WORKFLOW_TASK_SCHEDULED from 1 s before the first due time to 1 s after the last done; ' +
      'timed out: WORKFLOW_TASK_TIMED_OUT events anywhere in the histories (histories with one)',
  );
  for (const o of read) {
    const t = o.tasks!;
    if (t.problems.timedOutTotal + t.problems.failedTotal > 0) console.log(`  ${o.what}: ${describeTaskProblems(t.problems)}`);
    if (t.afterTimer.unknown.n > 0) console.log(`  ${o.what}: ${t.afterTimer.unknown.n} task(s) after TIMER_FIRED name no queue kind`);
    if (t.missing + t.failedReads.length > 0)
      console.log(`  ${o.what}: ${t.missing} history(ies) not found, ${t.failedReads.length} read(s) failed ${t.failedReads.slice(0, 1).join('')}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function reportLateness(outcomes: Outcome[]): void {
  console.log(`\nLateness after the due time (timers: fire time; holds: expires + ${GRACE_MS / 1000} s), seconds`);
  console.log(
    table(
      ['scenario', 'n', 'done', 'p50 s', 'p99 s', 'max s', 'done/s', 'created in s', 'its worker RSS', 'Temporal RSS'],
      outcomes.map((o) => [
        o.what,
        String(o.n),
        String(o.done),
        seconds(o.lateness.p50),
        seconds(o.lateness.p99),
        seconds(o.lateness.max),
        o.perSecond.toFixed(1),
        `${o.createSeconds.toFixed(1)}${o.createdInTime ? '' : ' (late!)'}`,
        mb(o.rss.worker),
        mb(o.rss.temporal),
      ]),
    ),
  );
  console.log(
    'done/s: fired or released ÷ seconds from the first due time to the last one done; RSS read just before the first due time, with all of them open ' +
      '(its worker: the floor worker for timers, the product worker for holds)',
  );
  for (const o of outcomes) for (const note of o.notes) console.log(`  ${o.what}: ${note}`);
}

function reportCpu(outcomes: Outcome[]): void {
  console.log(
    '\nCPU ms per release (holds) or per fired timer (floor), from 1 s before the first due time until the last one was done ' +
      '(machine busy: all CPUs, any process, from /proc/stat)',
  );
  console.log(
    table(
      ['scenario', ...PROCESSES, 'total', 'machine busy'],
      outcomes.map((o) => [...cpuRow(o.what, o.cpu, Math.max(o.done, 1)), pct(o.machineBusy)]),
    ),
  );
}

/** Every hold released, and none twice. */
const exactlyOnce = (h: Outcome) => !h.notes.some((n) => n.startsWith('PROBLEM')) && h.done === h.n;

/** Issue 10's ratios, holds against the floor per scenario; the (floor, holds) pairs. */
function reportTargets(outcomes: Outcome[], options: Options): [Outcome, Outcome][] {
  console.log('\nRatios (targets from issue 10)');
  const pairs: [Outcome, Outcome][] = [];
  for (let i = 0; i + 1 < outcomes.length; i += 2) pairs.push([outcomes[i]!, outcomes[i + 1]!]);
  console.log(
    table(
      ['scenario', 'p50 ÷ floor', 'p99 ÷ floor', 'max ÷ floor', 'releases/s ÷ floor timers/s', 'worker RSS ÷ floor worker RSS (as many open)'],
      pairs.map(([f, h]) => [
        h.what,
        ratio(h.lateness.p50 / f.lateness.p50),
        ratio(h.lateness.p99 / f.lateness.p99),
        ratio(h.lateness.max / f.lateness.max),
        ratio(h.perSecond / f.perSecond),
        ratio(h.rss.worker / f.rss.worker),
      ]),
    ),
  );
  const commonHolds = pairs[0]![1];
  console.log(
    `${options.holds} holds with one common expires: the last release ${seconds(commonHolds.lateness.max)} s after expires + grace (target ≤ 10 s); ` +
      `exactly once: ${exactlyOnce(commonHolds) ? 'yes' : 'NO (see above)'}; ` +
      `worker RSS with them open ${mb(commonHolds.rss.worker)} (target ≤ 300 MB with 10,000)`,
  );
  printIssue35Targets(commonHolds, options);
  const spreadHolds = pairs[1]?.[1];
  if (spreadHolds) {
    console.log(
      `${options.holds} holds spread over ${options.spreadSeconds} s: p99 ${seconds(spreadHolds.lateness.p99)} s after expires + grace (target ≤ 1 s with 10,000 over 10 min)`,
    );
  }
  return pairs;
}

/** Issue 35's targets for the holds with one common `expires` (its figures are for 1,000 and 10,000 holds on 2 cores). */
function printIssue35Targets(commonHolds: Outcome, options: Options): void {
  const t = commonHolds.tasks;
  const timeouts = t
    ? `${t.problems.timedOutTotal} workflow task timeout(s) in ${t.problems.historiesWithTimeout} of ${t.read} histories`
    : 'task timeouts not read (BENCH_HISTORY_SAMPLE=0)';
  console.log(
    `issue 35, ${options.holds} holds with one common expires: ${timeouts} (target 0); p99 ${seconds(commonHolds.lateness.p99)} s after expires + grace ` +
      `(target ≤ 8 s with 1,000, ≤ 150 s with 10,000, on 2 cores); machine busy ${pct(commonHolds.machineBusy)} during the burst (target ≥ 90% or the reason why not)`,
  );
}

/** `; tasks after TIMER_FIRED scheduled→started p50 … ms (sticky …, normal …); N timed out in M of K histories (…)`, or nothing without histories. */
function tasksSummary(t: BurstTasks | undefined): string {
  if (!t) return '';
  const p = (x: Stats) => `p50 ${ms(x.p50, 0)} p99 ${ms(x.p99, 0)} ms`;
  const byType = [...t.problems.timedOut].map(([type, n]) => `${type} ${n}`).join(', ');
  return (
    `; task after timer scheduled→started ${p(t.afterTimer.all)} (sticky ${t.afterTimer.sticky.n}: ${p(t.afterTimer.sticky)}; ` +
    `normal ${t.afterTimer.normal.n}: ${p(t.afterTimer.normal)}); ${t.problems.timedOutTotal} task timeout(s) in ${t.problems.historiesWithTimeout} of ${t.read} histories` +
    (byType ? ` (${byType})` : '')
  );
}

/** The one-line summary starting `expiry:`. */
function printSummary(pairs: [Outcome, Outcome][], options: Options): void {
  const [commonFloor, commonHolds] = pairs[0]!;
  const spreadHolds = pairs[1]?.[1];
  const spreadSummary = spreadHolds
    ? `; spread over ${options.spreadSeconds} s: p99 ${seconds(spreadHolds.lateness.p99)} s (floor ${seconds(pairs[1]![0].lateness.p99)} s)`
    : '';
  console.log(
    `expiry: ${options.holds} holds, one expires: released p50 ${seconds(commonHolds.lateness.p50)} s, p99 ${seconds(commonHolds.lateness.p99)} s, ` +
      `max ${seconds(commonHolds.lateness.max)} s after expires+grace (≤10 s) at ${commonHolds.perSecond.toFixed(1)}/s; ` +
      `floor timers p50 ${seconds(commonFloor.lateness.p50)} s, p99 ${seconds(commonFloor.lateness.p99)} s, max ${seconds(commonFloor.lateness.max)} s at ${commonFloor.perSecond.toFixed(0)}/s; ` +
      `exactly once: ${exactlyOnce(commonHolds) ? 'yes' : 'NO'}; worker RSS ${mb(commonHolds.rss.worker)} ` +
      `(floor worker with as many timers ${mb(commonFloor.rss.worker)}); machine busy ${pct(commonHolds.machineBusy)}` +
      `${tasksSummary(commonHolds.tasks)}${spreadSummary}`,
  );
}
