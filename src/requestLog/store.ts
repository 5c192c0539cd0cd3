import type pg from 'pg';
import { MODES, type Mode } from '../domain/mode.ts';
import type { Logger } from '../logger.ts';
import type { Context } from 'koa';
import { entryFor, type RequestLogEntry } from './entry.ts';

/**
 * The request log's writer. A request only appends its entry to this process's buffer (no await,
 * no I/O: the answer never waits for the log); the buffer goes to PostgreSQL in one statement
 * every `flushMs` or at `batchSize` entries. A process that dies loses at most its last
 * `flushMs` of entries: this is a debugging aid, not a ledger. While PostgreSQL is away, entries
 * wait up to `maxBuffered`, then new ones are dropped (counted, and logged once per flush).
 */
export type RequestLog = {
  record(entry: RequestLogEntry): void;
  /** Writes what is buffered now: a reader on this replica then sees its own requests. */
  flush(): Promise<void>;
  close(): Promise<void>;
};

/** `poolOf`: each mode's pool: a test request's entry goes to test mode's log. */
export function createRequestLog(deps: {
  poolOf: (mode: Mode) => Pick<pg.Pool, 'query'>;
  logger: Logger;
  flushMs?: number;
  batchSize?: number;
  maxBuffered?: number;
}): RequestLog {
  const flushMs = deps.flushMs ?? 250;
  const batchSize = deps.batchSize ?? 500;
  const maxBuffered = deps.maxBuffered ?? 20_000;
  let buffer: RequestLogEntry[] = [];
  let dropped = 0;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  /** The write under way, and the one queued behind it: a burst of full buffers queues one write, not one per entry. */
  let writing: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  async function write(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    // One statement per mode that has entries, each into its own mode's log.
    const failed: RequestLogEntry[] = [];
    for (const mode of MODES) {
      const entries = batch.filter((e) => e.mode === mode);
      if (entries.length === 0) continue;
      try {
        await deps.poolOf(mode).query(INSERT, columns(entries));
      } catch (err) {
        failed.push(...entries);
        deps.logger.warn({ err: (err as Error).message, mode, waiting: buffer.length + entries.length }, 'request log: write failed, will retry');
      }
    }
    if (failed.length > 0) {
      // Kept for the next flush, in front of newer entries, as far as the bound allows.
      const room = Math.max(0, maxBuffered - buffer.length);
      dropped += Math.max(0, failed.length - room);
      buffer = [...failed.slice(0, room), ...buffer];
      if (!closed) schedule();
    }
    if (dropped > 0) {
      deps.logger.warn({ dropped }, 'request log: entries dropped while the database was away');
      dropped = 0;
    }
  }

  function flush(): Promise<void> {
    if (queued) return queued;
    const previous = writing ?? Promise.resolve();
    const next = previous.then(() => {
      queued = undefined;
      return write();
    });
    queued = next;
    // Never rejects (write catches), but a chain must not be poisoned if it ever did.
    writing = next
      .catch(() => {})
      .finally(() => {
        if (writing === settled) writing = undefined;
      });
    const settled = writing;
    return next;
  }

  function schedule() {
    timer ??= setTimeout(() => void flush(), flushMs).unref();
  }

  return {
    record(entry) {
      // After close (a request answered while the process stops), the pool may be gone.
      if (closed) return;
      if (buffer.length >= maxBuffered) {
        dropped += 1;
        return;
      }
      buffer.push(entry);
      if (buffer.length >= batchSize) void flush();
      else schedule();
    },
    flush,
    async close() {
      closed = true;
      await flush();
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

const INSERT = `insert into api_request (request_id, account_id, method, path, status, error, error_detail, idempotency_key, at, duration_ms)
  select * from unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::int2[], $6::text[], $7::text[], $8::text[], $9::timestamptz[], $10::float4[])`;

function columns(batch: RequestLogEntry[]): unknown[][] {
  return [
    batch.map((e) => e.requestId),
    batch.map((e) => e.accountId),
    batch.map((e) => e.method),
    batch.map((e) => e.path),
    batch.map((e) => e.status),
    batch.map((e) => e.error),
    batch.map((e) => e.errorDetail),
    batch.map((e) => e.idempotencyKey),
    batch.map((e) => e.at.toISOString()),
    batch.map((e) => e.durationMs),
  ];
}

/** How the HTTP layer's request context hands each answered request to the log. */
export function recordInto(log: RequestLog) {
  return (ctx: Context, requestId: string, startedAt: Date, durationMs: number): void => {
    const entry = entryFor(ctx, requestId, startedAt, durationMs);
    if (entry) log.record(entry);
  };
}
