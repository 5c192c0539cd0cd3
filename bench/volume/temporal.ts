/**
 * Temporal at volume: the operator's list queries and counts by each of our search attributes, on
 * the real server (temporal-server v1.29.1 with SQL visibility on its own PostgreSQL,
 * test/helpers/temporalCluster.ts, set up by the service's own setUpTemporal), with a visibility
 * store holding as many closed workflows as BENCH_VOLUME_TEMPORAL_SECONDS (900) of starting gives:
 * workflows that complete at once (the floor's emptyWorkflow, on a worker of its own), each with
 * the search attributes a booking step carries (mode, agent, supplier, product, reference), skewed
 * as the database's bookings are. Each query is timed at half the seeding and at its end; the two
 * sizes give a cost per workflow, extrapolated to a million. `--server prod` (or
 * BENCH_VOLUME_PARTS=temporal) runs it; BENCH_SHARDS history shards (4).
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@temporalio/client';
import pg from 'pg';
import { connectClient } from '../../src/temporal/connect.ts';
import { setUpTemporal } from '../../src/temporal/setup.ts';
import { searchAttributes } from '../../src/temporal/searchAttributes.ts';
import { startTemporalCluster, type TemporalCluster } from '../../test/helpers/temporalCluster.ts';
import { createThrowawayCa } from '../../test/helpers/throwawayCa.ts';
import type { Cleanups } from '../cleanups.ts';
import { intFromEnv, ms, sleep, stats, table, type Stats } from '../measure.ts';
import { spawnRole } from '../stack.ts';
import { loadAverage } from './load.ts';
import { agentEmail, supplierEmail } from './shape.ts';

const TASK_QUEUE = 'volume-temporal';

/** Deterministic [0, 1) of (i, salt): the seeder's skew, in JavaScript. */
function rand(i: number, salt: number): number {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}
const skew = (u: number, n: number) => (u < 0.2 ? 1 : Math.min(n, 2 + Math.floor((n - 1) * ((u - 0.2) / 0.8) ** 2)));

/** Workflow i's search attributes, as a booking step's (src/records/bookings/attributes.ts). */
function attributesOf(i: number) {
  const supplier = skew(rand(i, 1), 1000);
  return [
    { key: searchAttributes.mode, value: rand(i, 4) < 0.01 ? 'test' : 'live' },
    { key: searchAttributes.agent, value: agentEmail(skew(rand(i, 2), 5000)) },
    { key: searchAttributes.supplier, value: supplierEmail(supplier) },
    { key: searchAttributes.product, value: `P${supplier}-${Math.floor(rand(i, 3) * 10)}` },
    { key: searchAttributes.reference, value: `AR-${i}` },
  ];
}

/** Starts workflows `from`.. for `seconds`, `inflight` at a time; resolves with the next number. */
async function seed(client: Client, from: number, seconds: number, inflight: number): Promise<number> {
  let next = from;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: inflight }, async () => {
      while (Date.now() < deadline) {
        const i = next++;
        await client.workflow.start('emptyWorkflow', { workflowId: `volume-${i}`, taskQueue: TASK_QUEUE, typedSearchAttributes: attributesOf(i) });
      }
    }),
  );
  return next;
}

type Query = { name: string; run: (client: Client, namespace: string, n: number) => Promise<unknown> };

const list = (query: (n: number) => string) => (client: Client, namespace: string, n: number) =>
  client.workflowService.listWorkflowExecutions({ namespace, query: query(n), pageSize: 100 });
const count = (query: (n: number) => string) => (client: Client, namespace: string, n: number) =>
  client.workflowService.countWorkflowExecutions({ namespace, query: query(n) });

const QUERIES: Query[] = [
  { name: 'list: MarketplaceReference = one booking', run: list((n) => `MarketplaceReference = 'AR-${Math.floor(n / 2)}'`) },
  { name: 'list: MarketplaceAgent = the largest agent, first 100', run: list(() => `MarketplaceAgent = '${agentEmail(1)}'`) },
  { name: 'list: MarketplaceSupplier = the largest supplier, first 100', run: list(() => `MarketplaceSupplier = '${supplierEmail(1)}'`) },
  { name: 'list: MarketplaceProduct = one product, first 100', run: list(() => `MarketplaceProduct = 'P1-3'`) },
  { name: 'list: a small agent, first 100', run: list(() => `MarketplaceAgent = '${agentEmail(4000)}'`) },
  { name: 'list: MarketplaceMode = test, first 100', run: list(() => `MarketplaceMode = 'test'`) },
  { name: 'list: running, of the largest agent', run: list(() => `MarketplaceAgent = '${agentEmail(1)}' AND ExecutionStatus = 'Running'`) },
  { name: 'list: running, all', run: list(() => `ExecutionStatus = 'Running'`) },
  { name: 'count: MarketplaceReference = one booking', run: count((n) => `MarketplaceReference = 'AR-${Math.floor(n / 2)}'`) },
  { name: 'count: MarketplaceAgent = the largest agent', run: count(() => `MarketplaceAgent = '${agentEmail(1)}'`) },
  { name: 'count: MarketplaceSupplier = the largest supplier', run: count(() => `MarketplaceSupplier = '${supplierEmail(1)}'`) },
  { name: 'count: MarketplaceProduct = one product', run: count(() => `MarketplaceProduct = 'P1-3'`) },
  { name: 'count: MarketplaceMode = live (nearly all)', run: count(() => `MarketplaceMode = 'live'`) },
  { name: 'count: running', run: count(() => `ExecutionStatus = 'Running'`) },
];

async function measure(client: Client, namespace: string, n: number, samples: number): Promise<Map<Query, Stats>> {
  const out = new Map<Query, Stats>();
  for (const query of QUERIES) {
    await query.run(client, namespace, n);
    const times: number[] = [];
    for (let s = 0; s < samples; s++) {
      const started = performance.now();
      await query.run(client, namespace, n);
      times.push(performance.now() - started);
    }
    out.set(query, stats(times));
  }
  return out;
}

/** Until visibility holds every workflow started, closed (its writes trail the histories'). */
async function settle(client: Client, namespace: string, started: number): Promise<number> {
  for (const deadline = Date.now() + 600_000; Date.now() < deadline; ) {
    const closed = Number((await client.workflowService.countWorkflowExecutions({ namespace, query: `ExecutionStatus = 'Completed'` })).count);
    if (closed >= started) return closed;
    await sleep(2000);
  }
  throw new Error(`visibility did not show ${started} closed workflows within 10 minutes`);
}

async function visibilityBytes(cluster: TemporalCluster): Promise<number> {
  const client = new pg.Client({ connectionString: cluster.postgres.url.replace(/\/[^/]*$/, '/temporal_visibility') });
  await client.connect();
  try {
    return Number((await client.query<{ b: string }>(`select pg_total_relation_size('executions_visibility') as b`)).rows[0]!.b);
  } finally {
    await client.end();
  }
}

export async function runTemporalVolume(cleanups: Cleanups, say: (line: string) => void): Promise<void> {
  const seconds = intFromEnv('BENCH_VOLUME_TEMPORAL_SECONDS', 900, 10);
  const inflight = intFromEnv('BENCH_VOLUME_TEMPORAL_CONCURRENCY', 48, 1);
  const samples = intFromEnv('BENCH_VOLUME_TEMPORAL_SAMPLES', 20, 3);
  const shards = Number(process.env.BENCH_SHARDS ?? 4);
  const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-volume-temporal-'));
  cleanups.push({ what: 'temporal temp dir', run: () => rm(dataDir, { recursive: true, force: true }) });
  await chmod(dataDir, 0o755);
  const cluster = await startTemporalCluster({ dataDir, ca: createThrowawayCa(), shards });
  cleanups.push({ what: 'temporal server', run: () => cluster.stop() });
  const client = await connectClient(cluster.connection);
  cleanups.push({ what: 'temporal client', run: () => client.connection.close() });
  const namespace = cluster.connection.namespace;
  const setup = await setUpTemporal(client, namespace);
  if (!setup.ok) throw new Error(`Temporal set-up failed: ${JSON.stringify(setup.steps)}`);
  spawnRole(
    'volume worker',
    process.execPath,
    ['bench/floor/worker.ts'],
    { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...cluster.env, FLOOR_TASK_QUEUE: TASK_QUEUE },
    cleanups,
  );
  say(`\nTemporal at volume: temporal-server v1.29.1, ${shards} history shards, SQL visibility on PostgreSQL; ${seconds} s of starting, ${inflight} at a time`);
  const sizes: { n: number; seedMs: number; load: string; bytes: number; results: Map<Query, Stats> }[] = [];
  let next = 0;
  for (const part of [1, 2]) {
    const started = performance.now();
    const load = loadAverage();
    next = await seed(client, next, seconds / 2, inflight);
    const closed = await settle(client, namespace, next);
    const seedMs = performance.now() - started;
    say(`  ${closed.toLocaleString('en-US')} closed workflows after ${(seedMs / 1000).toFixed(0)} s of part ${part} (load average ${load} → ${loadAverage()})`);
    sizes.push({ n: closed, seedMs, load, bytes: await visibilityBytes(cluster), results: await measure(client, namespace, next, samples) });
  }
  printTemporal(sizes);
}

function printTemporal(sizes: { n: number; seedMs: number; bytes: number; results: Map<Query, Stats> }[]): void {
  const [a, b] = sizes as [(typeof sizes)[0], (typeof sizes)[0]];
  const perMillion = (q: Query, pick: (s: Stats) => number) => {
    const slope = (pick(b.results.get(q)!) - pick(a.results.get(q)!)) / (b.n - a.n);
    return pick(b.results.get(q)!) + slope * (1_000_000 - b.n);
  };
  console.log(
    table(
      [
        'query',
        `p50 ms at ${a.n.toLocaleString('en-US')}`,
        `p50 ms at ${b.n.toLocaleString('en-US')}`,
        'ratio',
        'p50 ms at 1,000,000 (linear)',
        `p99 ms at ${b.n.toLocaleString('en-US')}`,
      ],
      QUERIES.map((q) => [
        q.name,
        ms(a.results.get(q)!.p50, 1),
        ms(b.results.get(q)!.p50, 1),
        `${(b.results.get(q)!.p50 / a.results.get(q)!.p50).toFixed(2)}×`,
        ms(
          Math.max(
            0,
            perMillion(q, (s) => s.p50),
          ),
          0,
        ),
        ms(b.results.get(q)!.p99, 1),
      ]),
    ),
  );
  const rate = (b.n / ((a.seedMs + b.seedMs) / 1000)).toFixed(0);
  console.log(
    `Seeded ${b.n.toLocaleString('en-US')} workflows at ${rate}/s (start, complete, visible). Visibility table with its indexes: ${(b.bytes / 1024 / 1024).toFixed(0)} MB, ${(b.bytes / b.n).toFixed(0)} bytes a closed workflow.`,
  );
}
