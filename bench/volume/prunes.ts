/**
 * Do the prunes keep up? On the large database, whose logs hold a day past their retention (the
 * backlog, bench/volume/shape.ts), each prune runs as housekeeping runs it (src/housekeeping/:
 * batches within a time budget), run after run, while another connection inserts what 100 bookings
 * a second bring into those tables. A prune keeps up when it deletes faster than rows arrive, and
 * when one run's share (what it deletes within its budget, once a minute) exceeds a minute of inserts.
 *
 * The rates at 100 bookings a second (stated, not measured: they are the load the prunes must beat):
 * 20 requests a booking (availability reads dominate), 3.1 notifications (the confirmation, and
 * the agent's per redeemed ticket), 3 Idempotency-Keys (hold, confirmation, one more), 4 availability
 * changes (hold and sale, as many supplier pushes), and 10 failed authentications a second.
 */
import pg from 'pg';
import { PRUNED_TABLES } from '../../src/db/migrations/Migration024VolumeIndexes.ts';
import type { Db } from '../../src/db/orm.ts';
import type { Pruned } from '../../src/db/pruneInBatches.ts';
import { pruneChanges } from '../../src/availabilityChanges/feed.ts';
import { pruneFailureCounts, pruneIdempotencyKeys, RETENTION_DEFAULTS } from '../../src/housekeeping/retention.ts';
import { pruneDeliveryLog } from '../../src/notifications/log.ts';
import { pruneRequests } from '../../src/requestLog/read.ts';
import { intFromEnv, sleep } from '../measure.ts';
import type { VolumeDatabase } from './cluster.ts';

export type PruneResult = {
  name: string;
  backlog: number;
  deleted: number;
  ms: number;
  /** Rows deleted per second while pruning. */
  rate: number;
  insertedPerSecond: number;
  neededPerSecond: number;
  /** What one run deletes within its budget. */
  capPerRun: number;
};

type Prune = { name: string; table: string; needed: number; backlog: string; run: (db: Db) => Promise<Pruned>; insert: string };

const account = `'00000000-0000-4000-8000-' || lpad((1001 + g % 5000)::text, 12, '0')`;

/** One tick's rows of each table (a tenth of a second's worth), stamped now. */
const PRUNES: Prune[] = [
  {
    name: 'request log (7 days)',
    table: 'api_request',
    needed: 2000,
    backlog: `select count(*)::int as n from api_request where at < now() - interval '7 days'`,
    run: (db) => pruneRequests(db.fork(), RETENTION_DEFAULTS),
    insert: `insert into api_request (request_id, account_id, method, path, status, at, duration_ms)
             select md5(random()::text), (${account})::uuid, 'GET', '/v1/availability', 200, now(), 3 from generate_series(1, $1) g`,
  },
  {
    name: `delivery log (${RETENTION_DEFAULTS.deliveryLogDays} days)`,
    table: 'notification',
    needed: 310,
    backlog: `select count(*)::int as n from notification where created_at < now() - interval '${RETENTION_DEFAULTS.deliveryLogDays} days'`,
    run: (db) => pruneDeliveryLog(db.fork(), RETENTION_DEFAULTS.deliveryLogDays, RETENTION_DEFAULTS),
    insert: `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at, delivered_at, attempts)
             select gen_random_uuid(), 'prune-bench:' || gen_random_uuid(), gen_random_uuid(), 'booking_confirmation', (${account})::uuid,
                    '{"agent_reference": "AR-x", "supplier_reference": "SR-x", "product": "P1-1"}', now(), now(), 1 from generate_series(1, $1) g`,
  },
  {
    name: 'Idempotency-Keys (7 days)',
    table: 'idempotency_record',
    needed: 300,
    backlog: `select count(*)::int as n from idempotency_record where created_at < now() - interval '7 days'`,
    run: (db) => pruneIdempotencyKeys(db.fork(), RETENTION_DEFAULTS),
    insert: `insert into idempotency_record (account_id, key, request_hash, status_code, created_at)
             select (${account})::uuid, 'prune-bench-' || gen_random_uuid(), md5(random()::text), 200, now() from generate_series(1, $1) g`,
  },
  {
    name: 'availability changes (7 days)',
    table: 'availability_change',
    needed: 400,
    backlog: `select count(*)::int as n from availability_change where at < now() - interval '7 days'`,
    run: (db) => pruneChanges(db.fork(), RETENTION_DEFAULTS),
    insert: `insert into availability_change (owner_id, product, date, cause, noticed)
             select '00000000-0000-4000-8000-000000000001', 'P1-1', current_date + g % 30, 'booking', true from generate_series(1, $1) g`,
  },
  {
    name: 'failure counts (their window)',
    table: 'rate_limit',
    needed: 10,
    backlog: `select count(*)::int as n from rate_limit where expire < extract(epoch from now()) * 1000`,
    run: (db) => pruneFailureCounts(db.fork(), RETENTION_DEFAULTS),
    insert: `insert into rate_limit (key, points, expire) select 'prune-bench:' || gen_random_uuid(), 1, (extract(epoch from now()) * 1000)::bigint + 600000
             from generate_series(1, $1) g`,
  },
];

/** Inserts every tenth of a second each table's share of 100 bookings a second, until stopped; counts what went in. */
function startInserts(url: string) {
  const client = new pg.Client({ connectionString: url });
  const inserted = new Map<string, number>();
  let running = true;
  const done = (async () => {
    await client.connect();
    // Change numbers are given at commit, one transaction at a time, as the API's inserts get them.
    while (running) {
      const tick = performance.now();
      for (const prune of PRUNES) {
        const rows = Math.max(1, Math.round(prune.needed / 10));
        await client.query(prune.insert, [rows]);
        inserted.set(prune.table, (inserted.get(prune.table) ?? 0) + rows);
      }
      await sleep(Math.max(0, 100 - (performance.now() - tick)));
    }
    await client.end();
  })();
  return {
    inserted,
    async stop() {
      running = false;
      await done;
    },
  };
}

export async function measurePrunes(database: VolumeDatabase, say: (line: string) => void): Promise<PruneResult[]> {
  const seconds = intFromEnv('BENCH_VOLUME_PRUNE_SECONDS', 30, 1);
  const inserts = startInserts(database.url);
  const results: PruneResult[] = [];
  try {
    for (const prune of PRUNES) {
      const [{ n: backlog }] = (await database.db.pool.query<{ n: number }>(prune.backlog)).rows as [{ n: number }];
      const before = inserts.inserted.get(prune.table) ?? 0;
      const started = performance.now();
      let deleted = 0;
      let largestRun = 0;
      // Run after run, as housekeeping would with no minute between them, until nothing is left or the time is up.
      for (;;) {
        const run = await prune.run(database.db);
        deleted += run.deleted;
        largestRun = Math.max(largestRun, run.exhausted ? 0 : run.deleted);
        if (run.exhausted || performance.now() - started > seconds * 1000) break;
      }
      const ms = performance.now() - started;
      const rate = deleted / (ms / 1000);
      const insertedPerSecond = ((inserts.inserted.get(prune.table) ?? 0) - before) / (ms / 1000);
      // A run that spent its budget shows its share; one that emptied the backlog at once, what its rate gives in a budget.
      const capPerRun = largestRun > 0 ? largestRun : rate * (RETENTION_DEFAULTS.budgetMs / 1000);
      results.push({ name: prune.name, backlog, deleted, ms, rate, insertedPerSecond, neededPerSecond: prune.needed, capPerRun });
      say(`  ${prune.name}: ${deleted} of a backlog of ${backlog} deleted in ${(ms / 1000).toFixed(1)} s`);
    }
  } finally {
    await inserts.stop();
  }
  return results;
}

/** VACUUM (ANALYZE) of every table the prunes delete from, in both databases; the seconds it took. */
export async function vacuumPruned(cluster: { databases: { url: string }[] }): Promise<string> {
  const started = performance.now();
  for (const { url } of cluster.databases) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const { table, modes } of PRUNED_TABLES) {
        for (const schema of modes === 'both' ? ['public', 'test'] : ['public']) await client.query(`vacuum (analyze) ${schema}.${table}`);
      }
    } finally {
      await client.end();
    }
  }
  return ((performance.now() - started) / 1000).toFixed(1);
}
