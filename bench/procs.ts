/**
 * CPU time and memory of the processes a benchmark started, read from /proc (Linux only).
 *
 * CPU is utime + stime (fields 14 and 15 of /proc/<pid>/stat, in clock ticks) of a process and of
 * all its live descendants, plus cutime + cstime (fields 16 and 17: children already reaped) of
 * each, so a PostgreSQL backend that exits between two samples is still counted (in the
 * postmaster's cutime). The benchmark process itself is measured with process.cpuUsage().
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

type ProcStat = { pid: number; ppid: number; ticks: number; childTicks: number };

function parseStat(pid: number, text: string): ProcStat | undefined {
  // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // rest[0] is field 3 (state), so field n is rest[n - 3].
  const ppid = Number(rest[1]);
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  const cutime = Number(rest[13]);
  const cstime = Number(rest[14]);
  if (![ppid, utime, stime, cutime, cstime].every(Number.isFinite)) return undefined;
  return { pid, ppid, ticks: utime + stime, childTicks: cutime + cstime };
}

function readStat(pid: number): ProcStat | undefined {
  try {
    return parseStat(pid, readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined; // exited
  }
}

function allStats(): ProcStat[] {
  const out: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) out.push(stat);
  }
  return out;
}

/** A process whose CPU time is counted: a pid, or a function giving it (a postmaster's pid is read from its file). */
export type Tracked = { name: string; pid: () => number | undefined };

/** CPU milliseconds per tracked process (with its descendants), plus `bench` (this process). */
export type CpuSample = Record<string, number>;

export function cpuSample(tracked: Tracked[]): CpuSample {
  const stats = allStats();
  const byParent = new Map<number, ProcStat[]>();
  const byPid = new Map<number, ProcStat>();
  for (const s of stats) {
    byPid.set(s.pid, s);
    const siblings = byParent.get(s.ppid);
    if (siblings) siblings.push(s);
    else byParent.set(s.ppid, [s]);
  }
  const treeTicks = (pid: number): number => {
    const root = byPid.get(pid);
    if (!root) return 0;
    let sum = 0;
    const stack = [root];
    while (stack.length > 0) {
      const s = stack.pop()!;
      sum += s.ticks + s.childTicks;
      stack.push(...(byParent.get(s.pid) ?? []));
    }
    return sum;
  };
  const sample: CpuSample = {};
  for (const t of tracked) {
    const pid = t.pid();
    sample[t.name] = pid === undefined ? 0 : (treeTicks(pid) * 1000) / clockTicks();
  }
  const own = process.cpuUsage();
  sample.bench = (own.user + own.system) / 1000;
  return sample;
}

/** after − before, per process, and `total`. */
export function cpuDelta(before: CpuSample, after: CpuSample): CpuSample {
  const delta: CpuSample = {};
  let total = 0;
  for (const name of Object.keys(after)) {
    const d = (after[name] ?? 0) - (before[name] ?? 0);
    delta[name] = d;
    total += d;
  }
  delta.total = total;
  return delta;
}

/** VmRSS of a process in bytes (0 when it is gone). */
export function rssBytes(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The postmaster's pid: the first line of <datadir>/postmaster.pid. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Busy and total jiffies of the whole machine, all CPUs (the first line of /proc/stat). */
export type MachineSample = { busy: number; total: number };

export function machineSample(): MachineSample {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already in user.
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** Share of the whole machine (all CPUs) that was busy between two samples, by any process. */
export function machineBusy(before: MachineSample, after: MachineSample): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : Number.NaN;
}
