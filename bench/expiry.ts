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
 *
 * Reproduce: `npm run bench -- expiry`. Knobs: BENCH_HOLDS (default 1000), BENCH_EXPIRES_IN
 * (seconds from the start of creating the holds to the common `expires`; default: measured
 * creation time × 1.5 + 15 s, at least 20 s), BENCH_EXPIRY_SPREAD_SECONDS (0 = skip), BENCH_EXPIRY_STALL_SECONDS
 * (give up once no release arrived for this long, 180), BOOKING_WAIT_MS (5000),
 * SUPPLIER_TIMEOUT_MS (10000), BENCH_PROFILE (1: the worker runs with --cpu-prof, summarised over the
 * release phases only).
 */
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import type { Client, WorkflowHandle } from '@temporalio/client';
import type { RecordedRequest } from '../test/helpers/fakeSupplier.ts';
import { createCleanups } from './cleanups.ts';
import { timerWorkflow } from './floor/workflows.ts';
import { intFromEnv, mb, monotonicMicros, ms, pct, pooled, ratio, sleep, stats, table, type Stats } from './measure.ts';
import { cpuDelta, cpuSample, machineBusy, machineSample, rssBytes, type CpuSample } from './procs.ts';
import { printRoleProfiles, profileDirFor, type Window } from './profileSummary.ts';
import { FLOOR_TASK_QUEUE, roleErrors, serverFromEnv, startBenchStack, type BenchStack } from './stack.ts';

export const REPRODUCE = 'npm run bench -- expiry';

/** expiryGraceMs in tuningFor (src/app.ts): a hold is released this long after its `expires`. */
const GRACE_MS = 5000;
const CREATE_CONCURRENCY = 32;
const SETTLE_MS = 10_000;

type Options = {
  holds: number;
  expiresInSeconds: number;
  spreadSeconds: number;
  stallSeconds: number;
  bookingWaitMs: number;
  supplierTimeoutMs: number;
  profile: boolean;
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
  };
}

// 'temporal postgres': the real server's own persistence (BENCH_SERVER=prod); none on the dev server.
const PROCESSES = ['api', 'worker', 'temporal', 'temporal postgres', 'postgres', 'floor worker', 'bench'];

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
};

const seconds = (millis: number) => (millis / 1000).toFixed(2);

export async function runExpiryBench(options: Options = expiryOptionsFromEnv()): Promise<void> {
  const benchStarted = performance.now();
  const cleanups = createCleanups();
  try {
    console.log(`expiry benchmark — reproduce with: ${REPRODUCE}`);
    console.log(
      `node ${process.version} on ${process.platform}/${process.arch}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}; ` +
        `holds=${options.holds} expires_in=${options.expiresInSeconds || 'measured'} spread=${options.spreadSeconds || 'skipped'} ` +
        `grace=${GRACE_MS} ms BOOKING_WAIT_MS=${options.bookingWaitMs} SUPPLIER_TIMEOUT_MS=${options.supplierTimeoutMs}`,
    );
    const profileDir = options.profile ? profileDirFor('expiry') : undefined;
    if (profileDir) console.log(`profile=${profileDir}`);
    const stack = await startBenchStack(cleanups, {
      bookingWaitMs: options.bookingWaitMs,
      supplierTimeoutMs: options.supplierTimeoutMs,
      profileDir,
      server: serverFromEnv(),
    });
    console.log(
      `Stack: PostgreSQL (embedded, fresh temp dir), ${stack.temporal.description}, ` +
        `API pid ${stack.api.pid}, worker pid ${stack.worker.pid}, floor worker pid ${stack.floorWorker.pid}; everything on this machine`,
    );
    const client = stack.temporal.client;
    const runId = randomUUID().slice(0, 8);

    // Every /reservation_cancellation the supplier receives, by hold code.
    const cancellations = new Map<string, { at: number; key: string }[]>();
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

    // --- 1. Warm-up, and how fast holds and timers are created --------------------------------------
    const warm = Math.min(64, options.holds);
    const farExpires = new Date(Date.now() + 3600_000);
    let started = performance.now();
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
    started = performance.now();
    const warmTimers = await pooled(warm, CREATE_CONCURRENCY, (i) =>
      client.workflow.start(timerWorkflow, { taskQueue: FLOOR_TASK_QUEUE, workflowId: `timer-warm-${runId}-${i}`, args: [Date.now() + 1000] }),
    );
    const timerRate = warm / ((performance.now() - started) / 1000);
    await Promise.all(warmTimers.map((h) => h.result()));
    console.log(
      `Warm-up: ${warm} holds created at ${holdRate.toFixed(1)}/s (${CREATE_CONCURRENCY} in flight) and released; ${warm} floor timers started at ${timerRate.toFixed(0)}/s`,
    );

    const lead = (rate: number) =>
      options.expiresInSeconds > 0 ? options.expiresInSeconds * 1000 : Math.max(20_000, (1.5 * options.holds * 1000) / rate + 15_000);

    // --- 2.–3. One common fire time ------------------------------------------------------------------
    const outcomes: Outcome[] = [];
    const common = (n: number) => Array.from({ length: n }, () => 0);
    outcomes.push(await floorTimers(stack, client, runId, 'common', lead(timerRate), common(options.holds)));
    outcomes.push(await holds(stack, reserve, codesOf, cancellations, 'common', options, lead(holdRate), common(options.holds)));

    // --- 4. Spread fire times (optional) --------------------------------------------------------------
    if (options.spreadSeconds > 0) {
      const spread = Array.from({ length: options.holds }, (_, i) => Math.round((i * options.spreadSeconds * 1000) / options.holds));
      outcomes.push(await floorTimers(stack, client, runId, 'spread', lead(timerRate), spread));
      outcomes.push(await holds(stack, reserve, codesOf, cancellations, 'spread', options, lead(holdRate), spread));
    }

    // --- Report ---------------------------------------------------------------------------------------
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

    console.log(
      '\nCPU ms per release (holds) or per fired timer (floor), from 1 s before the first due time until the last one was done ' +
        '(machine busy: all CPUs, any process, from /proc/stat)',
    );
    console.log(
      table(
        ['scenario', ...PROCESSES, 'total', 'machine busy'],
        outcomes.map((o) => [
          o.what,
          ...PROCESSES.map((p) => ms((o.cpu[p] ?? 0) / Math.max(o.done, 1))),
          ms((o.cpu.total ?? 0) / Math.max(o.done, 1)),
          pct(o.machineBusy),
        ]),
      ),
    );

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
    const [commonFloor, commonHolds] = pairs[0]!;
    console.log(
      `${options.holds} holds with one common expires: the last release ${seconds(commonHolds.lateness.max)} s after expires + grace (target ≤ 10 s); ` +
        `exactly once: ${!commonHolds.notes.some((n) => n.startsWith('PROBLEM')) && commonHolds.done === commonHolds.n ? 'yes' : 'NO (see above)'}; ` +
        `worker RSS with them open ${mb(commonHolds.rss.worker)} (target ≤ 300 MB with 10,000)`,
    );
    const spreadHolds = pairs[1]?.[1];
    if (spreadHolds) {
      console.log(
        `${options.holds} holds spread over ${options.spreadSeconds} s: p99 ${seconds(spreadHolds.lateness.p99)} s after expires + grace (target ≤ 1 s with 10,000 over 10 min)`,
      );
    }
    for (const line of roleErrors(stack)) console.log(line);
    if (profileDir) {
      // Stopped now, so they write their profiles (the clean-ups find them stopped).
      await Promise.all([stack.api.stop(), stack.worker.stop()]);
      const releaseWindows = outcomes.filter((o) => !o.what.startsWith('floor')).map((o) => o.window);
      await printRoleProfiles(profileDir, ['worker'], releaseWindows, 'release phases only (1 s before the first expiry + grace until the last release)');
    }
    console.log(`\nThe fakes saw: supplier ${JSON.stringify(Object.fromEntries(stack.requestCounts.supplier))}`);
    console.log(
      `Reproduce: ${REPRODUCE}  (env: BENCH_HOLDS, BENCH_EXPIRES_IN, BENCH_EXPIRY_SPREAD_SECONDS, BENCH_EXPIRY_STALL_SECONDS, BOOKING_WAIT_MS, SUPPLIER_TIMEOUT_MS, BENCH_PROFILE)`,
    );
    console.log(`Run took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
    const spreadSummary = spreadHolds
      ? `; spread over ${options.spreadSeconds} s: p99 ${seconds(spreadHolds.lateness.p99)} s (floor ${seconds(pairs[1]![0].lateness.p99)} s)`
      : '';
    console.log(
      `expiry: ${options.holds} holds, one expires: released p50 ${seconds(commonHolds.lateness.p50)} s, p99 ${seconds(commonHolds.lateness.p99)} s, ` +
        `max ${seconds(commonHolds.lateness.max)} s after expires+grace (≤10 s) at ${commonHolds.perSecond.toFixed(1)}/s; ` +
        `floor timers p50 ${seconds(commonFloor.lateness.p50)} s, p99 ${seconds(commonFloor.lateness.p99)} s, max ${seconds(commonFloor.lateness.max)} s at ${commonFloor.perSecond.toFixed(0)}/s; ` +
        `exactly once: ${!commonHolds.notes.some((n) => n.startsWith('PROBLEM')) && commonHolds.done === commonHolds.n ? 'yes' : 'NO'}; worker RSS ${mb(commonHolds.rss.worker)} ` +
        `(floor worker with as many timers ${mb(commonFloor.rss.worker)})${spreadSummary}`,
    );
  } finally {
    await cleanups.runAll();
    cleanups.dispose();
  }
}

async function sleepUntil(epochMs: number) {
  const wait = epochMs - Date.now();
  if (wait > 0) await sleep(wait);
}

function rssNow(stack: BenchStack, worker: number) {
  return { worker: rssBytes(worker), temporal: rssBytes(stack.temporal.pid) };
}

/** n plain timers (timerWorkflow) due at `base + offsets[i]`, base = now + lead. */
async function floorTimers(stack: BenchStack, client: Client, runId: string, kind: string, leadMs: number, offsets: number[]): Promise<Outcome> {
  const n = offsets.length;
  const base = Date.now() + leadMs;
  const createStarted = Date.now();
  const handles: WorkflowHandle<typeof timerWorkflow>[] = await pooled(n, CREATE_CONCURRENCY, (i) =>
    client.workflow.start(timerWorkflow, { taskQueue: FLOOR_TASK_QUEUE, workflowId: `timer-${kind}-${runId}-${i}`, args: [base + offsets[i]!] }),
  );
  const created = Date.now();
  await sleepUntil(base - 1000);
  const rss = rssNow(stack, stack.floorWorker.pid);
  const before = cpuSample(stack.tracked);
  const machineBefore = machineSample();
  const windowFrom = monotonicMicros();
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
  const cpu = cpuDelta(before, cpuSample(stack.tracked));
  const window = { from: windowFrom, to: monotonicMicros() };
  const busy = machineBusy(machineBefore, machineSample());
  const notes = failures.length > 0 ? [`${failures.length} timer workflow(s) failed, e.g. ${failures[0]}`] : [];
  return {
    what: `floor: ${n} timers, ${kind}`,
    n,
    done: lateness.length,
    lateness: stats(lateness),
    perSecond: lateness.length / Math.max((lastDone - base - (offsets[0] ?? 0)) / 1000, 0.001),
    createSeconds: (created - createStarted) / 1000,
    createdInTime: created <= base,
    rss,
    cpu,
    notes,
    window,
    machineBusy: busy,
  };
}

/** n holds through the API with `expires` = base + offsets[i], base = now + lead; waits for their releases. */
async function holds(
  stack: BenchStack,
  reserve: (expires: Date) => Promise<{ status: number; body: unknown }>,
  codesOf: (ids: string[]) => Promise<Map<string, string>>,
  cancellations: Map<string, { at: number; key: string }[]>,
  kind: string,
  options: Options,
  leadMs: number,
  offsets: number[],
): Promise<Outcome> {
  const n = offsets.length;
  const base = Date.now() + leadMs;
  const createStarted = Date.now();
  const answers = await pooled(n, CREATE_CONCURRENCY, async (i) => {
    const expires = base + offsets[i]!;
    return { expires, answer: await reserve(new Date(expires)) };
  });
  const created = Date.now();
  const notes: string[] = [];
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

  const firstDue = base + GRACE_MS;
  const lastDue = Math.max(...due.values());
  await sleepUntil(base - 1000);
  const rss = rssNow(stack, stack.worker.pid);
  const before = cpuSample(stack.tracked);
  const machineBefore = machineSample();
  const windowFrom = monotonicMicros();
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
    if (Date.now() > lastDue && Date.now() - lastProgress > options.stallSeconds * 1000) {
      notes.push(`gave up waiting: no release for ${options.stallSeconds} s`);
      break;
    }
    await sleep(250);
  }
  const cpu = cpuDelta(before, cpuSample(stack.tracked));
  const window = { from: windowFrom, to: monotonicMicros() };
  const busy = machineBusy(machineBefore, machineSample());
  // Late duplicates would arrive now.
  await sleep(SETTLE_MS);
  stack.drainFakes();

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
  const rows = (await stack.db
    .fork()
    .getConnection()
    .execute('select status, count(*)::int as n from reservation where id = any(?::uuid[]) group by status', [`{${held.map((h) => h.id).join(',')}}`])) as {
    status: string;
    n: number;
  }[];
  const statuses = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  if ((statuses.expired ?? 0) !== held.length) notes.push(`reservation statuses in the database: ${JSON.stringify(statuses)}`);
  return {
    what: `${n} holds, ${kind}`,
    n,
    done: lateness.length,
    lateness: stats(lateness),
    perSecond: lateness.length / Math.max((lastAt - firstDue) / 1000, 0.001),
    createSeconds: (created - createStarted) / 1000,
    createdInTime: created <= base,
    rss,
    cpu,
    notes,
    window,
    machineBusy: busy,
  };
}
