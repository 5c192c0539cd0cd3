/**
 * Times every read on the small and the large database side by side: for each read, calls to the
 * two databases' API roles interleaved in blocks whose order rotates (bench/measure.ts), after a
 * warm-up, so both see the same machine. A read answered other than its expected status stops the
 * benchmark (a figure for an error is no figure), except a parameter this build does not know yet
 * (400 on `after` or `count`), which is reported as not measured.
 */
import type { Client } from '@temporalio/client';
import type { Db } from '../../src/db/orm.ts';
import { housekeep } from '../../src/housekeeping/housekeeping.ts';
import { createLogger } from '../../src/logger.ts';
import { readStatus } from '../../src/ops/status.ts';
import { interleavedLatency, stats, type Stats } from '../measure.ts';
import type { ApiAnswer } from '../stack.ts';
import type { ReadCase, Request } from './cases.ts';
import type { Facts } from './facts.ts';

export type ApiCall = (method: string, path: string, init?: { auth?: string; json?: unknown }) => Promise<ApiAnswer>;

export type Side = {
  name: 'small' | 'large';
  bookings: number;
  api: ApiCall;
  metrics: () => Promise<{ status: number; bytes: number }>;
  db: Db;
  facts: Facts;
  temporal: { client: Client; taskQueue: string };
};

/**
 * `rows`: the redemptions each side's answer covered (reports), when the read says how to count
 * them; `items`: how many entries each side's first answer listed (a filter the small year matches
 * a few times fills no page there, and a shorter answer costs less to build).
 */
export type ReadResult = { read: ReadCase; small?: Stats; large?: Stats; skipped?: string; samples: number; rows?: [number, number]; items?: [number, number] };

/** Entries of a list's answer: an array, or the request log's or the feed's page. */
function itemsOf(body: unknown): number | undefined {
  if (Array.isArray(body)) return body.length;
  const page = body as { requests?: unknown[]; changes?: unknown[] } | null;
  return (page?.requests ?? page?.changes)?.length;
}

const quiet = createLogger('silent');

async function once(side: Side, read: ReadCase, call: number): Promise<unknown> {
  if (read.run === 'metrics') {
    const answer = await side.metrics();
    if (answer.status !== 200) throw new Error(`${side.name}: /metrics answered ${answer.status}`);
    return;
  }
  if (read.run === 'ops status') {
    await readStatus(side.db, side.temporal.client);
    return;
  }
  if (read.run === 'housekeeping') {
    await housekeep(side.db, {
      client: side.temporal.client,
      taskQueue: side.temporal.taskQueue,
      tuning: { supplierTimeoutMs: 10_000, retryInitialMs: 1000, expiryGraceMs: 5000 },
      waitMs: 5000,
      log: quiet,
    });
    return;
  }
  const request: Request = read.request!(side.facts, call);
  const answer = await side.api(request.method, request.path, { auth: request.auth, ...(request.json === undefined ? {} : { json: request.json }) });
  if (!(read.ok ?? [200]).includes(answer.status)) {
    const error = new Error(`${side.name}: ${request.method} ${request.path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    Object.assign(error, { status: answer.status, detail: answer.headers?.['error-detail'] });
    throw error;
  }
  return answer.body;
}

/** A build without keyset paging answers 400 to `after`/`count`: that read is not measured (the baseline). */
const unsupported = (err: unknown) => (err as { status?: number }).status === 400 && /\b(after|count)\b/.test(String((err as { detail?: unknown }).detail));

export async function measureReads(
  sides: [Side, Side],
  reads: ReadCase[],
  options: { samples: number; slowBudgetMs: number; progress: (line: string) => void },
): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for (const read of reads) {
    const calls = new Map<Side, number>(sides.map((s) => [s, 0]));
    const next = (side: Side) => {
      const n = calls.get(side)!;
      calls.set(side, n + 1);
      return once(side, read, n);
    };
    let probeMs = 0;
    const rows: number[] = [];
    const items: (number | undefined)[] = [];
    try {
      for (const side of sides) {
        const started = performance.now();
        const body = await next(side);
        probeMs = Math.max(probeMs, performance.now() - started);
        if (read.rows) rows.push(read.rows(body));
        items.push(itemsOf(body));
      }
    } catch (err) {
      if (!unsupported(err)) throw err;
      results.push({ read, skipped: 'not in this build', samples: 0 });
      continue;
    }
    // A read of seconds is sampled less, so the run stays within its budget; never fewer than 5.
    const samples = read.slow ? Math.max(5, Math.min(options.samples, Math.floor(options.slowBudgetMs / Math.max(1, probeMs) / 2))) : options.samples;
    for (let i = 0; i < Math.min(3, samples); i++) for (const side of sides) await next(side);
    const paths = sides.map((side) => ({ side, call: () => next(side) }));
    const measured = await interleavedLatency(paths, { requests: samples, blocks: Math.min(10, samples) });
    const [small, large] = paths.map((p) => stats(measured.get(p)!));
    results.push({
      read,
      small: small!,
      large: large!,
      samples,
      ...(read.rows ? { rows: rows as [number, number] } : {}),
      ...(items.every((n) => n !== undefined) ? { items: items as [number, number] } : {}),
    });
    options.progress(`  ${read.name}: small p50 ${small!.p50.toFixed(2)} ms, large p50 ${large!.p50.toFixed(2)} ms (${samples} each)`);
  }
  return results;
}
