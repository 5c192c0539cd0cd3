import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/orm.ts';
import { MODES, type Mode } from '../domain/mode.ts';
import { within } from '../within.ts';
import { NOTIFICATION_RETRY_WINDOW_MS } from '../../contracts/tuning.ts';

type Counts = {
  holds_open: number;
  notifications_pending: number;
  notifications_failing: number;
  bookings: { status: string; n: number }[];
  orders: { status: string; n: number }[];
};
type ModeCounts = Record<Mode, Counts>;

/**
 * The market's state, read from Postgres when Prometheus scrapes (one statement, on the plain
 * pool): holds open, notifications not delivered yet and those still undelivered a minute after
 * they were queued (a delivery takes milliseconds: a receiver refused or missed them),
 * bookings and orders by status. Every figure reads an index of the rows it counts, or, for bookings
 * and orders, the counter table a trigger keeps (booking_count, migration 023; order_count, migration
 * 026: a few rows per status, never a scan of the table), so a scrape costs the same at a thousand
 * bookings or five million. Stuck orders are among the stuck-work gauges (stuckGauges.ts). Served by the API role only, not by workers (with several API replicas,
 * each reports the same figures: aggregate with max, not sum). Notifications count within the
 * 4 days they are retried; older undelivered ones are in the table, no longer retried. Each
 * gauge has a `mode` label (live, test): one statement per mode, on that mode's pool.
 */
export function marketGauges(registry: Registry, db: Db): void {
  let last: { at: number; counts: Promise<ModeCounts> } | undefined;
  const query = (mode: Mode) =>
    db
      .of(mode)
      .pool.query<Counts>(
        `select (select count(*)::int from reservation where status = 'held') as holds_open,
                (select count(*)::int from notification where delivered_at is null and created_at > $1) as notifications_pending,
                (select count(*)::int from notification where delivered_at is null and created_at < now() - interval '1 minute' and created_at > $1) as notifications_failing,
                (select coalesce(json_agg(json_build_object('status', status, 'n', n)), '[]'::json)
                   from (select status, sum(n)::bigint as n from booking_count group by status) b) as bookings,
                (select coalesce(json_agg(json_build_object('status', status, 'n', n)), '[]'::json)
                   from (select status, sum(n)::bigint as n from order_count group by status) o) as orders`,
        [new Date(Date.now() - NOTIFICATION_RETRY_WINDOW_MS)],
      )
      .then((result) => result.rows[0]!);
  // One read per scrape, whichever gauge asks first.
  const read = () => {
    if (!last || Date.now() - last.at > 1000) {
      last = {
        at: Date.now(),
        // A scrape must not hang on a hung database: the gauges read NaN after 2 s.
        counts: within(
          2000,
          Promise.all(MODES.map(query)).then((rows) => Object.fromEntries(MODES.map((mode, i) => [mode, rows[i]!])) as ModeCounts),
        ),
      };
    }
    return last.counts;
  };
  // Postgres down must not fail the whole scrape (the HTTP and process metrics matter most then):
  // the gauges read NaN ("unknown") in that scrape instead, never a misleading 0.
  const counts = () => read().catch(() => undefined);
  const gauge = (name: string, help: string, pick: (c: Counts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['mode'] as const,
      registers: [registry],
      async collect() {
        const current = await counts();
        for (const mode of MODES) this.set({ mode }, current ? pick(current[mode]) : Number.NaN);
      },
    });
  gauge('marketplace_holds_open', 'Reservations holding seats now', (c) => c.holds_open);
  gauge('marketplace_notifications_pending', 'Notifications not delivered yet, within the 4 days they are retried', (c) => c.notifications_pending);
  gauge(
    'marketplace_notifications_failing',
    'Notifications still undelivered a minute after they were queued, within the 4 days they are retried',
    (c) => c.notifications_failing,
  );
  new Gauge({
    name: 'marketplace_orders',
    help: 'Orders by status and mode',
    labelNames: ['status', 'mode'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const current = await counts();
      for (const mode of MODES) for (const { status, n } of current?.[mode].orders ?? []) this.set({ status, mode }, n);
    },
  });
  new Gauge({
    name: 'marketplace_bookings',
    help: 'Bookings by status and mode',
    labelNames: ['status', 'mode'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const current = await counts();
      for (const mode of MODES) for (const { status, n } of current?.[mode].bookings ?? []) this.set({ status, mode }, n);
    },
  });
}
