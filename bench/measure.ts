/**
 * Small helpers shared by the benchmarks: env knobs, nearest-rank percentiles, tables (first column
 * left-aligned), interleaved sequential latency and a closed-loop load generator.
 */

export function intFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got ${JSON.stringify(raw)}`);
  return value;
}

export type Stats = { n: number; p50: number; p99: number; max: number; mean: number };

export function percentile(sorted: number[], p: number): number {
  // Nearest rank: the smallest sample with at least p% of the samples at or below it.
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.length === 0 ? Number.NaN : samples.reduce((sum, x) => sum + x, 0) / samples.length;
  return { n: samples.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? Number.NaN, mean };
}

export const ms = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : '—');
export const ratio = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : '—');
export const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : '—');
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const sleep = (millis: number) => new Promise<void>((resolve) => setTimeout(resolve, millis));

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Sequential latency of several paths measured side by side: `requests` calls each, in `blocks`
 * blocks whose order rotates, so no path always runs right after another or alone on a quiet or
 * busy machine. Returns each path's samples in milliseconds.
 */
export async function interleavedLatency<P extends { call: () => Promise<unknown> }>(
  paths: P[],
  { requests, blocks, afterBlock }: { requests: number; blocks: number; afterBlock?: () => void },
): Promise<Map<P, number[]>> {
  const blockSize = Math.ceil(requests / blocks);
  const samples = new Map<P, number[]>(paths.map((p) => [p, []]));
  for (let block = 0; block < blocks; block++) {
    const count = Math.min(blockSize, requests - block * blockSize);
    if (count <= 0) break;
    const order = paths.map((_, i) => paths[(i + block) % paths.length]!);
    for (const path of order) {
      const out = samples.get(path)!;
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        await path.call();
        out.push(performance.now() - started);
      }
    }
    afterBlock?.();
  }
  return samples;
}

/** CLOCK_MONOTONIC in microseconds: the clock V8's CPU profiles use, so windows can be matched to their samples. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * `concurrency` loops, each calling `call` again as soon as the previous call ended, until
 * `seconds` have passed. Calls still running at the deadline are awaited but not counted.
 */
export async function closedLoop<T>(
  concurrency: number,
  seconds: number,
  call: () => Promise<T>,
  atDeadline?: () => void,
): Promise<{ completed: { result: T; ms: number }[]; late: number; errors: unknown[]; wallMs: number }> {
  const completed: { result: T; ms: number }[] = [];
  const errors: unknown[] = [];
  let late = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  // Called on time even while every loop waits for an answer (e.g. to sample CPU at the window's end).
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    atDeadline?.();
  };
  const timer = setTimeout(fire, seconds * 1000);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const result = await call();
          const t1 = performance.now();
          if (t1 <= deadline) completed.push({ result, ms: t1 - t0 });
          else late++;
        } catch (err) {
          if (performance.now() <= deadline) errors.push(err);
          else late++;
        }
      }
    }),
  );
  // Every loop may have seen the deadline pass before the timer ran: the callback still runs, once.
  clearTimeout(timer);
  fire();
  return { completed, late, errors, wallMs: seconds * 1000 };
}

/** Runs `call` for 0..n-1 with at most `concurrency` at a time; results in index order. */
export async function pooled<T>(n: number, concurrency: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, n) }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await call(i);
      }
    }),
  );
  return results;
}
