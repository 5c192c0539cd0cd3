import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/orm.ts';
import { MODES, type Mode } from '../domain/mode.ts';
import { within } from '../within.ts';
import { readStuckWork, readUnsentMail, type StuckRow, type StuckWork } from './stuckWork.ts';

/** The checks exported, by the name `ops status` gives them (booking changes: those in a step, Temporal not asked). */
const CHECKS: Record<string, keyof StuckWork> = {
  holds_past_expiry: 'holds',
  notifications_failing: 'failing',
  notifications_given_up: 'given_up',
  availability_changes_unannounced: 'unannounced',
  booking_changes_in_step: 'in_step',
};

/** A scrape every 15 s or so reads Postgres at most this often. */
const READ_EVERY_MS = 10_000;

type Read = { modes: Record<Mode, StuckWork>; mail: StuckRow; at: number };

/**
 * `ops status`'s Postgres checks as gauges (issue 45 §2), so that Prometheus can alert on them:
 * `marketplace_stuck_work{check,mode}` counts the items, `marketplace_stuck_oldest_seconds` is the
 * age of the oldest (0 when none): for `holds_past_expiry` that is the hold-expiry lag. API role
 * only, like the market gauges (aggregate replicas with max). NaN while Postgres does not answer.
 */
export function stuckGauges(registry: Registry, db: Db): void {
  let last: { at: number; read: Promise<Read | undefined> } | undefined;
  const rows =
    (of: Db) =>
    <T>(query: string, params: unknown[]) =>
      of.pool.query(query, params).then((r) => r.rows as T[]);
  const read = () => {
    if (!last || Date.now() - last.at > READ_EVERY_MS) {
      const at = Date.now();
      last = {
        at,
        read: within(
          2000,
          Promise.all([...MODES.map((mode) => readStuckWork(rows(db.of(mode)), at)), readUnsentMail(rows(db))]).then(([live, test, mail]) => ({
            modes: { live: live as StuckWork, test: test as StuckWork },
            mail: mail as StuckRow,
            at,
          })),
        ).catch(() => undefined),
      };
    }
    return last.read;
  };
  const each = (current: Read | undefined, set: (labels: { check: string; mode: string }, row: StuckRow | undefined, at: number) => void) => {
    for (const mode of MODES) for (const [check, key] of Object.entries(CHECKS)) set({ check, mode }, current?.modes[mode][key], current?.at ?? 0);
    set({ check: 'mail_unsent', mode: 'live' }, current?.mail, current?.at ?? 0);
  };
  new Gauge({
    name: 'marketplace_stuck_work',
    help: 'Work waiting past its normal time, by ops status check and mode (docs/OPERATIONS.md, "ops status")',
    labelNames: ['check', 'mode'] as const,
    registers: [registry],
    async collect() {
      each(await read(), (labels, row) => this.set(labels, row ? Number(row.n) : Number.NaN));
    },
  });
  new Gauge({
    name: 'marketplace_stuck_oldest_seconds',
    help: 'Age of the oldest item of each ops status check, by mode (0 when none); holds_past_expiry is the hold-expiry lag',
    labelNames: ['check', 'mode'] as const,
    registers: [registry],
    async collect() {
      each(await read(), (labels, row, at) =>
        this.set(labels, row ? (row.oldest === null ? 0 : Math.max(0, (at - new Date(row.oldest).getTime()) / 1000)) : Number.NaN),
      );
    },
  });
}
