/**
 * The volume benchmark's PostgreSQL: one embedded cluster with two databases, `volume_small` and
 * `volume_large`, each migrated and seeded by bench/volume/seed.ts, so that both are read on the
 * same server, side by side. The cluster runs with 1 GB of shared buffers (a production server of
 * this size would have more) and a WAL sized for bulk loads; while seeding it skips fsync, put back
 * before anything is measured. BENCH_VOLUME_DATA keeps the cluster in that folder and reuses the
 * databases it seeded earlier the same day at the same sizes (for working on the reads, not for figures).
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { initORM, type Db } from '../../src/db/orm.ts';
import { startEmbeddedPostgres } from '../../src/dev/embeddedPostgres.ts';
import { freePort } from '../../test/helpers/freePort.ts';
import type { Cleanups } from '../cleanups.ts';
import { unsafeLoading } from './bulk.ts';
import { seedVolume, type SeedReport } from './seed.ts';

export const CLUSTER_SETTINGS = [
  'shared_buffers=1GB',
  'max_wal_size=4GB',
  'checkpoint_timeout=30min',
  'maintenance_work_mem=512MB',
  'effective_cache_size=8GB',
  'random_page_cost=1.1',
  // Plans in the benchmark are the planner's own: autovacuum and statistics as a server keeps them.
  'track_io_timing=on',
];

export type VolumeDatabase = { name: 'small' | 'large'; bookings: number; url: string; db: Db; seeded: SeedReport | 'reused' };

export type VolumeCluster = { dataDir: string; postgresUrl: string; databases: VolumeDatabase[]; superuser: () => pg.Client };

type Marker = { day: string; sizes: Record<string, number> };

export async function startVolumeCluster(cleanups: Cleanups, sizes: { small: number; large: number }, say: (line: string) => void): Promise<VolumeCluster> {
  const keep = process.env.BENCH_VOLUME_DATA;
  const root = keep ?? (await mkdtemp(join(tmpdir(), 'marketplace-volume-')));
  if (!keep) cleanups.push({ what: 'volume temp dir', run: () => rm(root, { recursive: true, force: true }) });
  await mkdir(root, { recursive: true });
  // As root, Postgres runs as the `postgres` user, which must be able to enter the folder.
  await chmod(root, 0o755);
  const postgres = await startEmbeddedPostgres({
    dataDir: join(root, 'pg'),
    port: await freePort(),
    database: 'postgres',
    persistent: keep !== undefined,
    settings: CLUSTER_SETTINGS,
  });
  cleanups.push({ what: 'postgres', run: () => postgres.stop() });
  const superuser = () => new pg.Client({ connectionString: postgres.url });
  const markerFile = join(root, 'seeded.json');
  const marker: Marker | undefined = existsSync(markerFile) ? (JSON.parse(await readFile(markerFile, 'utf8')) as Marker) : undefined;
  const today = new Date().toISOString().slice(0, 10);
  const databases: VolumeDatabase[] = [];
  for (const name of ['small', 'large'] as const) {
    const bookings = sizes[name];
    const url = postgres.url.replace(/\/postgres$/, `/volume_${name}`);
    const reuse = marker?.day === today && marker.sizes[name] === bookings;
    if (!reuse) await createDatabase(superuser, `volume_${name}`);
    const db = await initORM({ databaseUrl: url, poolMax: 10 });
    cleanups.push({ what: `orm ${name}`, run: () => db.close() });
    let seeded: SeedReport | 'reused' = 'reused';
    if (reuse) say(`${name}: reusing the database seeded today with ${bookings.toLocaleString('en-US')} bookings (${markerFile})`);
    else {
      await db.migrate();
      say(`${name}: seeding ${bookings.toLocaleString('en-US')} bookings`);
      seeded = await seedUnsafely(superuser, url, bookings, say);
    }
    databases.push({ name, bookings, url, db, seeded });
  }
  if (keep) await writeFile(markerFile, JSON.stringify({ day: today, sizes } satisfies Marker));
  return { dataDir: root, postgresUrl: postgres.url, databases, superuser };
}

async function createDatabase(superuser: () => pg.Client, name: string): Promise<void> {
  const client = superuser();
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Seeds with fsync off (this cluster is the benchmark's own), then puts it back and checkpoints. */
async function seedUnsafely(superuser: () => pg.Client, url: string, bookings: number, say: (line: string) => void): Promise<SeedReport> {
  const client = superuser();
  await client.connect();
  try {
    await unsafeLoading(client, true);
    try {
      return await seedVolume(url, { bookings, progress: say });
    } finally {
      await unsafeLoading(client, false);
    }
  } finally {
    await client.end();
  }
}

/** Bytes per table (with its indexes and TOAST) and per index, for the sizing table. */
export async function relationSizes(url: string): Promise<{ table: string; rows: number; tableBytes: number; indexBytes: number }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table: string; rows: string; table_bytes: string; index_bytes: string }>(
      `select case when n.nspname = 'public' then c.relname else n.nspname || '.' || c.relname end as table, c.reltuples::bigint as rows,
              pg_table_size(c.oid) as table_bytes, pg_indexes_size(c.oid) as index_bytes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in ('public', 'test') order by pg_total_relation_size(c.oid) desc`,
    );
    return rows.map((r) => ({ table: r.table, rows: Math.max(0, Number(r.rows)), tableBytes: Number(r.table_bytes), indexBytes: Number(r.index_bytes) }));
  } finally {
    await client.end();
  }
}
