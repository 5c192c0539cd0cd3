/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its time: self time aggregated by package
 * (`node_modules/<pkg>`), our own file (path relative to the repository), Node's internals
 * (`node:<module>`) or V8's pseudo-frames ((garbage collector), (program), (idle)), and by
 * function. Native functions are shown with the package that called them (`(native) ← pg`). Optionally only the samples inside time windows (CLOCK_MONOTONIC microseconds, the
 * profile's own clock), so a benchmark can keep just its measured phase.
 *
 * Usage: `bash scripts/with-node24.sh node bench/profileSummary.ts <file.cpuprofile> [from:to ... | windows.json] [--top N]`
 * (a benchmark run with BENCH_PROFILE=1 leaves its windows in windows.json beside the profiles).
 */
import { readFileSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { table } from './measure.ts';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

export type Window = { from: number; to: number };

export type ProfileSummary = {
  /** Sampled time in the windows, ms, idle included. */
  sampledMs: number;
  idleMs: number;
  byPackage: { key: string; ms: number }[];
  byFunction: { key: string; ms: number }[];
};

const root = fileURLToPath(new URL('..', import.meta.url));

/** node_modules/<pkg> (scoped: @scope/name), our own file, node:<module>, or a V8 pseudo-frame. */
export function packageOf(frame: CallFrame): string {
  const url = frame.url;
  if (url === '') return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  // The last node_modules segment names the package that owns the code.
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url.slice(inModules));
    if (match) return match[1]!;
  }
  if (url.startsWith('node:')) return url.split('/')[0]!;
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (path.startsWith(root)) return path.slice(root.length);
  return path;
}

export function summariseProfile(file: string, windows: Window[] = []): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  // Native code (a socket write, vm.runInContext) is charged to the package that called it: the
  // nearest ancestor in a package or our own files, else the nearest in Node's own modules.
  const callerCache = new Map<number, string>();
  const callerOf = (id: number): string => {
    const cached = callerCache.get(id);
    if (cached !== undefined) return cached;
    let nodeModule: string | undefined;
    let caller: string | undefined;
    for (let at = parents.get(id); at !== undefined && caller === undefined; at = parents.get(at)) {
      const pkg = packageOf(nodes.get(at)!.callFrame);
      if (pkg.startsWith('node:')) nodeModule ??= pkg;
      else if (!pkg.startsWith('(')) caller = pkg;
    }
    const found = caller ?? nodeModule ?? '?';
    callerCache.set(id, found);
    return found;
  };
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let sampledMicros = 0;
  let idleMicros = 0;
  // timeDeltas[i] is the time between sample i-1 and sample i; sample i covers the interval up to the next one.
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    const next = profile.timeDeltas[i + 1];
    const weight = next !== undefined ? next : profile.endTime - at;
    if (windows.length > 0 && !windows.some((w) => at >= w.from && at < w.to)) continue;
    const node = nodes.get(profile.samples[i]!);
    if (!node || weight <= 0) continue;
    sampledMicros += weight;
    let pkg = packageOf(node.callFrame);
    if (pkg === '(idle)') {
      idleMicros += weight;
      continue;
    }
    if (pkg === '(native)') pkg = `(native) ← ${callerOf(node.id)}`;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + weight);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${pkg}${node.callFrame.url ? `:${node.callFrame.lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + weight);
  }
  const sorted = (m: Map<string, number>) => [...m].map(([key, micros]) => ({ key, ms: micros / 1000 })).sort((a, b) => b.ms - a.ms);
  return { sampledMs: sampledMicros / 1000, idleMs: idleMicros / 1000, byPackage: sorted(byPackage), byFunction: sorted(byFunction) };
}

/** The top `top` packages and functions by self time, as share of the busy (non-idle) time. */
export function formatSummary(title: string, summary: ProfileSummary, top = 15): string {
  const busy = summary.sampledMs - summary.idleMs;
  const share = (x: number) => (busy > 0 ? `${((x / busy) * 100).toFixed(1)}%` : '—');
  const rows = (list: { key: string; ms: number }[]) =>
    list.slice(0, top).map(({ key, ms }) => [key.length > 110 ? `${key.slice(0, 107)}...` : key, ms.toFixed(0), share(ms)]);
  return [
    `${title}: ${summary.sampledMs.toFixed(0)} ms sampled, ${busy.toFixed(0)} ms busy (${summary.sampledMs > 0 ? ((busy / summary.sampledMs) * 100).toFixed(0) : 0}%), idle ${summary.idleMs.toFixed(0)} ms`,
    table(['self time by package / file', 'ms', 'of busy'], rows(summary.byPackage)),
    '',
    table(['self time by function', 'ms', 'of busy'], rows(summary.byFunction)),
  ].join('\n');
}

/** A fresh directory name for a run's profiles, kept after the run (under the system's temp dir). */
export function profileDirFor(bench: string): string {
  return join(tmpdir(), `marketplace-profile-${bench}-${new Date().toISOString().replace(/[:.]/g, '-')}`);
}

/**
 * Prints the summary of every profile the roles wrote under `<profileDir>/<role>/` (one per thread:
 * the worker's workflows run in a worker thread of their own), over `windows` only, and keeps the
 * windows in `<profileDir>/windows.json`. The roles must have exited (profiles are written at exit).
 */
export async function printRoleProfiles(profileDir: string, roles: string[], windows: Window[], label: string): Promise<void> {
  await writeFile(join(profileDir, 'windows.json'), JSON.stringify(windows));
  for (const role of roles) {
    const dir = join(profileDir, role);
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.cpuprofile')).sort();
    if (files.length === 0) console.log(`\nno CPU profile was written for the ${role} under ${dir}`);
    for (const file of files) {
      const summary = summariseProfile(join(dir, file), windows);
      if (summary.sampledMs === 0) continue; // a thread with no samples in the windows
      console.log(`\n${formatSummary(`CPU profile of the ${role} (${role}/${file}), ${label}`, summary)}`);
    }
  }
  console.log(`\nProfiles kept in ${profileDir}, windows in windows.json (open them in Chrome DevTools; bench/profileSummary.ts summarises one)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const topIndex = args.indexOf('--top');
  const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 15;
  const rest = topIndex >= 0 ? args.filter((_, i) => i !== topIndex && i !== topIndex + 1) : args;
  const [file, ...windowArgs] = rest;
  if (!file) {
    console.error('usage: node bench/profileSummary.ts <file.cpuprofile> [from:to ... | windows.json] [--top N]');
    process.exit(2);
  }
  const windows = windowArgs.flatMap((w): Window[] => {
    if (w.endsWith('.json')) return JSON.parse(readFileSync(w, 'utf8')) as Window[];
    const [from, to] = w.split(':').map(Number);
    return [{ from: from!, to: to! }];
  });
  console.log(formatSummary(file, summariseProfile(file, windows), top));
}
