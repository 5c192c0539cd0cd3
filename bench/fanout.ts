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
import { cpus } from 'node:os';
import { AVAILABILITY_NOTICE_WINDOW_MS } from '../contracts/tuning.ts';
import { createCleanups, type Cleanups } from './cleanups.ts';
import { mb, ms } from './measure.ts';
import { rssBytes } from './procs.ts';
import { roleErrors, serverFromEnv, startBenchStack, type BenchStack } from './stack.ts';
import { fanoutOptionsFromEnv, type FanoutOptions } from './fanout/options.ts';
import { startReceiver, type Receiver } from './fanout/receiver.ts';
import {
  mediansBySize,
  noteLateTimers,
  noteWorkflowTaskTrouble,
  printCpu,
  printRoundProblems,
  printScaling,
  printSummary,
  printTimeline,
  printTimes,
} from './fanout/report.ts';
import { type Round, type Rounds, runRound } from './fanout/round.ts';
import { type Agent, createAgents, createGrants, measureIdle, pauseHousekeeping } from './fanout/setup.ts';

export const REPRODUCE = 'npm run bench -- fanout';

function printSettings(options: FanoutOptions): void {
  const windowLabel =
    options.windowMs === undefined ? `default (${AVAILABILITY_NOTICE_WINDOW_MS} ms, src/main/api.ts)` : `${options.windowMs} ms (bench/fanout/api.ts)`;
  console.log(`fan-out benchmark — reproduce with: ${REPRODUCE}`);
  console.log(
    `node ${process.version} on ${process.platform}/${process.arch}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}; ` +
      `agents=${options.agents} sizes=${options.sizes.join(',')} repeats=${options.repeats} warm-up agents=${options.warmupAgents} ` +
      `notice window=${windowLabel} receiver ports=${options.receiverPorts} set-up concurrency=${options.setupConcurrency}`,
  );
}

async function startFanoutStack(options: FanoutOptions, cleanups: Cleanups): Promise<BenchStack> {
  const stack = await startBenchStack(cleanups, {
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
  return stack;
}

/** The warm-up, then each size's pushes, smallest first. */
async function runRounds(rounds: Rounds): Promise<Round[]> {
  const { options } = rounds;
  const done: Round[] = [];
  const roundsStarted = performance.now();
  // Grants only grow: the warm-up is no larger than the smallest measured round.
  if (options.warmupAgents > 0) done.push(await runRound(rounds, 'warm-up', Math.min(options.warmupAgents, options.sizes[0]!)));
  for (const size of options.sizes) {
    for (let r = 1; r <= options.repeats; r++) done.push(await runRound(rounds, `push ${r}`, size));
  }
  console.log(
    `Grants: ${rounds.grants.granted} PUT /v1/agents/<email> as the supplier, ${ms(rounds.grants.grantMs / 1000, 1)} s in all; the rounds took ${ms((performance.now() - roundsStarted) / 1000, 0)} s`,
  );
  return done;
}

/** The problems outside the rounds' own: why attempts failed, stray requests, the roles' errors; and memory. */
function printStackProblems(stack: BenchStack, receiver: Receiver, rounds: Round[], options: FanoutOptions): number {
  let problems = 0;
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
  return problems;
}

export async function runFanoutBench(options: FanoutOptions = fanoutOptionsFromEnv()): Promise<void> {
  const benchStarted = performance.now();
  const cleanups = createCleanups();
  try {
    printSettings(options);
    const stack = await startFanoutStack(options, cleanups);

    const agents: Agent[] = [];
    const receiver = await startReceiver(stack.ca, options.receiverPorts, (i) => agents[i]?.webhook, cleanups);
    await createAgents(stack, receiver, options, agents);
    const grants = createGrants(stack, agents, options.setupConcurrency);
    await pauseHousekeeping(stack);
    const idle = await measureIdle(stack);

    const rounds = await runRounds({ stack, receiver, grants, options, pushes: 0 });

    const measured = rounds.filter((r) => r.label !== 'warm-up');
    printTimes(rounds);
    printTimeline(rounds);
    noteWorkflowTaskTrouble(rounds);
    noteLateTimers(rounds);
    printCpu(rounds, idle);
    const bySize = mediansBySize(options, measured, idle);
    printScaling(bySize, options.repeats, measured);
    const problems = printRoundProblems(rounds) + printStackProblems(stack, receiver, rounds, options);

    console.log(
      `\nReproduce: ${REPRODUCE}  (env: BENCH_AGENTS, BENCH_FANOUT_SIZES, BENCH_REPEATS, BENCH_WARMUP_AGENTS, BENCH_NOTICE_WINDOW_MS, ` +
        'BENCH_RECEIVER_PORTS, BENCH_SETUP_CONCURRENCY, BENCH_DRAIN_SECONDS, BENCH_LOG_LEVEL, SUPPLIER_TIMEOUT_MS, WORKER_*)',
    );
    console.log(`Run took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
    printSummary(bySize, measured, problems);
  } finally {
    await cleanups.runAll();
    cleanups.dispose();
  }
}
