import { ms, pct, table } from '../measure.ts';
import type { CpuSample } from '../procs.ts';
import type { FanoutOptions } from './options.ts';
import type { Round } from './round.ts';
import { IDLE_SECONDS } from './setup.ts';

const PROCESSES = ['api', 'worker', 'temporal', 'temporal postgres', 'postgres', 'floor worker', 'bench'];

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** When the window's timer fired, ms from the push answer (Temporal's event time). */
const firedMs = (r: Round) => r.timeline.windowEnded - r.answeredAt;
const apiWorker = (d: CpuSample) => (d.api ?? 0) + (d.worker ?? 0);

/** CPU ms of the named processes over a round, minus what they burn idle over as long. */
function netOfIdle(idle: CpuSample) {
  const idleRate = (name: string) => (idle[name] ?? 0) / (IDLE_SECONDS * 1000);
  return (r: Round, names: string[]) => names.reduce((sum, name) => sum + (r.cpuToClosed[name] ?? 0) - idleRate(name) * r.spanMs, 0);
}

export function printTimes(rounds: Round[]): void {
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
}

export function printTimeline(rounds: Round[]): void {
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
}

/** A round whose workflow tasks timed out or failed gets a problem saying so, and why where Temporal's limits explain it. */
export function noteWorkflowTaskTrouble(rounds: Round[]): void {
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
}

export function noteLateTimers(rounds: Round[]): void {
  const lateTimers = rounds.filter((r) => r.timeline.windowEnded - r.timeline.timerStarted > r.timeline.timerAskedMs + 100);
  if (lateTimers.length > 0) {
    const r = lateTimers[0]!;
    console.log(
      `Note: the window timer was asked for ${ms(r.timeline.timerAskedMs, 0)} ms but fired ${ms(r.timeline.windowEnded - r.timeline.timerStarted, 0)} ms after it started ` +
        `(${lateTimers.length} of ${rounds.length} rounds): this Temporal fires short timers late, so the window is at least that long here.`,
    );
  }
}

export function printCpu(rounds: Round[], idle: CpuSample): void {
  const net = netOfIdle(idle);
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
}

export type SizeMedians = ReturnType<typeof mediansBySize>[number];

/** Medians per size of the measured rounds (the warm-up left out). */
export function mediansBySize(options: FanoutOptions, measured: Round[], idle: CpuSample) {
  const net = netOfIdle(idle);
  return options.sizes.map((size) => {
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
}

/** Scaling: medians per size, per notice, against the smallest size. */
export function printScaling(bySize: SizeMedians[], repeats: number, measured: Round[]): void {
  const base = bySize[0]!;
  console.log(`\nScaling (medians of ${repeats} push(es) per size; ratios are per notice, against ${base.size} agents)`);
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
}

/** Each round's problems, one line each; how many there were. */
export function printRoundProblems(rounds: Round[]): number {
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
  return problems;
}

/** The run's one-line result: the largest size against the smallest. */
export function printSummary(bySize: SizeMedians[], measured: Round[], problems: number): void {
  const base = bySize[0]!;
  const largest = bySize[bySize.length - 1]!;
  console.log(
    `fanout: ${largest.size} agents, one change: last signed notice ${ms(largest.lastMs, 0)} ms after the push answer ` +
      `(${ms(largest.minusWindowMs, 0)} ms after the ${measured.at(-1)?.windowMs ?? '?'} ms window, ${ms(largest.fanMs, 0)} ms after its timer fired); API+worker CPU ${ms(largest.cpu, 0)} ms ` +
      `= ${ms(largest.cpu / largest.size, 2)} ms per notice (${ms(largest.all / largest.size, 2)} ms with Temporal, PostgreSQL and the receiver); ` +
      `per notice vs ${base.size} agents: time ${(largest.fanMs / largest.size / (base.fanMs / base.size)).toFixed(2)}×, CPU ${(largest.cpu / largest.size / (base.cpu / base.size)).toFixed(2)}×; ` +
      `${problems === 0 ? 'every agent exactly once, all signatures verified' : `${problems} problem(s), see above`}`,
  );
}
