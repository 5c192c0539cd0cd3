import pg from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logger.ts';
import type { SupplierOutcome } from './supplierOutcome.ts';

/**
 * Each supplier's circuit breaker (issue 45 §9), shared by every API and worker replica through
 * PostgreSQL (table `supplier_breaker`, migration 023), keyed by mode and the callback URL's host
 * (the `supplier` label of the metrics).
 *
 * Closed: calls go; their outcomes are counted in this process and added to the shared window
 * every `flushMs`. When, within `windowMs`, at least `minCalls` calls were made and `failureRatio`
 * of them failed (a 5xx or 429, a timeout, a connection or DNS or TLS failure, a malformed
 * answer: a refusal with a 4xx code is an answer, not a failure), the breaker opens for `openMs`.
 * Open: no call goes; the caller is told when to come back. Then one caller, on whichever replica,
 * claims the half-open probe (a lease of `probeMs`): its success closes the breaker, its failure
 * opens it again for twice as long, up to `maxOpenMs`.
 *
 * What a process knows of the state is at most `cacheMs` old, and a change made by any replica
 * reaches the others at once through LISTEN/NOTIFY (DESIGN §3: no in-process state for
 * correctness). Postgres unreachable: calls go (the breaker fails open).
 */
export type BreakerSettings = {
  failureRatio: number;
  minCalls: number;
  windowMs: number;
  openMs: number;
  maxOpenMs: number;
  probeMs: number;
  flushMs: number;
  cacheMs: number;
};

export const BREAKER_DEFAULTS: BreakerSettings = {
  failureRatio: 0.7,
  minCalls: 10,
  windowMs: 60_000,
  openMs: 30_000,
  maxOpenMs: 300_000,
  probeMs: 20_000,
  flushMs: 1_000,
  cacheMs: 2_000,
};

export type BreakerKey = { mode: string; host: string };
export type Admission = { allowed: true; probe: boolean } | { allowed: false; retryAt: number };
type State = { state: 'closed' | 'open' | 'half_open'; retryAt: number; readAt: number };

const CHANNEL = 'supplier_breaker';
const STATE_VALUE = { closed: 0, half_open: 1, open: 2 } as const;

/** Whether an outcome counts against the supplier: it did not answer, or answered what nobody can use. */
export const isBreakerFailure = (outcome: SupplierOutcome) => outcome.kind === 'retryable' || outcome.kind === 'invalid';

export type SupplierBreaker = ReturnType<typeof createSupplierBreaker>;

/** The statements on `supplier_breaker` ($1 mode, $2 host): each reads or changes one supplier's row. */
const SQL = {
  /** The state, with the milliseconds left until a probe may go reckoned on the database's clock. */
  read: `select state, greatest(0, extract(epoch from (case state when 'open' then retry_at else probe_until end) - now()) * 1000)::float8 as wait_ms
           from supplier_breaker where mode = $1 and host = $2`,
  /** $3 the probe's lease (ms): one replica's claim succeeds. */
  claimProbe: `update supplier_breaker set state = 'half_open', probe_until = now() + $3::float8 * interval '1 millisecond', changed_at = now()
                where mode = $1 and host = $2 and ((state = 'open' and retry_at <= now()) or (state = 'half_open' and probe_until <= now()))`,
  close: `update supplier_breaker set state = 'closed', open_ms = 0, retry_at = null, probe_until = null, opened_at = null,
            calls = 0, failures = 0, window_started_at = now(), changed_at = now() where mode = $1 and host = $2`,
  /** $3 the first open period, $4 the longest: each failed probe doubles it. */
  reopen: `update supplier_breaker set state = 'open', open_ms = least(greatest(open_ms, $3::int) * 2, $4::int),
             retry_at = now() + least(greatest(open_ms, $3::int) * 2, $4::int) * interval '1 millisecond',
             probe_until = null, changed_at = now() where mode = $1 and host = $2`,
  /** $3 calls, $4 failures, $5 the window (ms): added to the window, or starting a new one. */
  count: `insert into supplier_breaker as b (mode, host, calls, failures) values ($1, $2, $3, $4)
          on conflict (mode, host) do update set
            calls = case when b.window_started_at < now() - $5::float8 * interval '1 millisecond' then excluded.calls else b.calls + excluded.calls end,
            failures = case when b.window_started_at < now() - $5::float8 * interval '1 millisecond' then excluded.failures else b.failures + excluded.failures end,
            window_started_at = case when b.window_started_at < now() - $5::float8 * interval '1 millisecond' then now() else b.window_started_at end
          returning b.state, b.calls, b.failures`,
  /** $3 the open period (ms). */
  open: `update supplier_breaker set state = 'open', opened_at = now(), open_ms = $3::int, retry_at = now() + $3::float8 * interval '1 millisecond', probe_until = null,
           calls = 0, failures = 0, window_started_at = now(), changed_at = now() where mode = $1 and host = $2 and state = 'closed'`,
};

export function createSupplierBreaker(deps: { pool: pg.Pool; logger: Logger; settings?: Partial<BreakerSettings>; registry?: Registry | undefined }) {
  const settings = { ...BREAKER_DEFAULTS, ...deps.settings };
  const log = deps.logger.child({ component: 'supplier-breaker' });
  const cache = new Map<string, State>();
  const pending = new Map<string, { key: BreakerKey; calls: number; failures: number }>();
  let flushing: NodeJS.Timeout | undefined;
  const id = (key: BreakerKey) => `${key.mode}\0${key.host}`;
  const listener = listen(deps.pool, log, (key) => cache.delete(id(key)));
  // `npm start` runs the API and a worker on one registry, each with its client: the metrics are registered once.
  const refusals = deps.registry
    ? ((deps.registry.getSingleMetric('marketplace_supplier_breaker_refusals_total') as Counter | undefined) ??
      new Counter({
        name: 'marketplace_supplier_breaker_refusals_total',
        help: 'Supplier calls not made because the supplier’s circuit breaker is open, by supplier host and mode',
        labelNames: ['supplier', 'mode'],
        registers: [deps.registry],
      }))
    : undefined;
  if (deps.registry && !deps.registry.getSingleMetric('marketplace_supplier_breaker_state')) stateGauge(deps.registry, deps.pool);

  /** The state, with the milliseconds left until a probe may go reckoned on the database's clock. */
  async function read(key: BreakerKey): Promise<State> {
    const cached = cache.get(id(key));
    if (cached && Date.now() - cached.readAt < settings.cacheMs) return cached;
    const { rows } = await deps.pool.query<{ state: State['state']; wait_ms: number }>(SQL.read, [key.mode, key.host]);
    const row = rows[0];
    const state: State = { state: row?.state ?? 'closed', retryAt: Date.now() + (row?.wait_ms ?? 0), readAt: Date.now() };
    cache.set(id(key), state);
    return state;
  }

  async function change(key: BreakerKey, sql: string, params: unknown[]): Promise<boolean> {
    const { rowCount } = await deps.pool.query(sql, [key.mode, key.host, ...params]);
    cache.delete(id(key));
    if (rowCount) await deps.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(key)]);
    return Boolean(rowCount);
  }

  async function admit(key: BreakerKey): Promise<Admission> {
    const found = await read(key);
    if (found.state === 'closed') return { allowed: true, probe: false };
    if (found.retryAt > Date.now()) return refuse(key, found.retryAt);
    // Time for a probe: the one replica whose claim succeeds makes it; the others wait for its answer.
    const claimed = await change(key, SQL.claimProbe, [settings.probeMs]);
    if (claimed) {
      log.info(key, 'supplier breaker half-open: one call probes the supplier');
      return { allowed: true, probe: true };
    }
    const now = await read(key);
    return now.state === 'closed' ? { allowed: true, probe: false } : refuse(key, Math.max(now.retryAt, Date.now() + 1000));
  }

  function refuse(key: BreakerKey, retryAt: number): Admission {
    refusals?.inc({ supplier: key.host, mode: key.mode });
    return { allowed: false, retryAt };
  }

  /** A probe's answer closes or reopens at once; other outcomes join the window at the next flush. */
  async function record(key: BreakerKey, outcome: SupplierOutcome, probe: boolean): Promise<void> {
    const failed = isBreakerFailure(outcome);
    if (probe) {
      if (!failed) {
        await change(key, SQL.close, []);
        log.info(key, 'supplier breaker closed: the probe succeeded');
        return;
      }
      await change(key, SQL.reopen, [settings.openMs, settings.maxOpenMs]);
      log.warn({ ...key, outcome: outcome.kind }, 'supplier breaker open again: the probe failed');
      return;
    }
    const entry = pending.get(id(key)) ?? { key, calls: 0, failures: 0 };
    entry.calls++;
    if (failed) entry.failures++;
    pending.set(id(key), entry);
    flushing ??= setTimeout(() => void flush().catch((err: unknown) => log.warn({ err }, 'supplier breaker: counts not written')), settings.flushMs);
  }

  /** Adds this process's counts to each supplier's window, and opens the breakers past the threshold. */
  async function flush(): Promise<void> {
    flushing = undefined;
    const batch = [...pending.values()];
    pending.clear();
    for (const { key, calls, failures } of batch) {
      const { rows } = await deps.pool.query<{ state: string; calls: number; failures: number }>(SQL.count, [
        key.mode,
        key.host,
        calls,
        failures,
        settings.windowMs,
      ]);
      const row = rows[0]!;
      if (row.state !== 'closed' || row.calls < settings.minCalls || row.failures < settings.failureRatio * row.calls) continue;
      const opened = await change(key, SQL.open, [settings.openMs]);
      if (opened)
        log.warn({ ...key, calls: row.calls, failures: row.failures, openMs: settings.openMs }, 'supplier breaker opened: calls stop until a probe succeeds');
    }
  }

  return {
    settings,
    admit,
    record,
    /** Writes the counts not written yet (tests, shutdown). */
    flush: () => {
      if (flushing) clearTimeout(flushing);
      return flush();
    },
    async close(): Promise<void> {
      if (flushing) clearTimeout(flushing);
      await flush().catch(() => undefined);
      await listener.close();
    },
  };
}

/** `marketplace_supplier_breaker_state{supplier,mode}`: 0 closed, 1 half-open, 2 open, read from the shared table at scrape. */
function stateGauge(registry: Registry, pool: pg.Pool): void {
  new Gauge({
    name: 'marketplace_supplier_breaker_state',
    help: 'Each supplier’s circuit breaker: 0 closed, 1 half-open (one probe call), 2 open (no calls), by supplier host and mode',
    labelNames: ['supplier', 'mode'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await pool
        .query<{ mode: string; host: string; state: keyof typeof STATE_VALUE }>(
          'select mode, host, state from supplier_breaker order by changed_at desc limit 500',
        )
        .then(
          (result) => result.rows,
          () => [],
        );
      for (const row of rows) this.set({ supplier: row.host, mode: row.mode }, STATE_VALUE[row.state]);
    },
  });
}

/**
 * A connection of its own that LISTENs for changes made by any replica, and tells `changed`; it
 * reconnects after a failure (meanwhile the cache's bounded age keeps the state fresh enough).
 */
function listen(pool: pg.Pool, log: Logger, changed: (key: BreakerKey) => void) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = () => {
    if (closed) return;
    const next = new pg.Client(pool.options);
    client = next;
    next.on('notification', (message) => {
      try {
        changed(JSON.parse(message.payload ?? '') as BreakerKey);
      } catch {
        // not ours
      }
    });
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(connect, 1000);
    });
    next
      .connect()
      .then(() => next.query(`listen ${CHANNEL}`))
      .catch((err: unknown) => {
        log.debug({ err }, 'supplier breaker: not listening yet');
        void next.end().catch(() => undefined);
        if (!closed) retry = setTimeout(connect, 1000);
      });
  };
  connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
