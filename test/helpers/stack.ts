import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { initORM, type Db } from '../../src/db/orm.ts';
import { startEmbeddedPostgres, type RunningPostgres } from '../../src/dev/embeddedPostgres.ts';
import { bundleWorkflows } from '../../src/worker.ts';
import { freePort } from './freePort.ts';
import { createThrowawayCa, type ThrowawayCa } from './throwawayCa.ts';
import { startTemporalDevServer } from './temporalServer.ts';

/**
 * The parts every suite shares, started once per mocha run by test/setup.ts: an ephemeral
 * PostgreSQL with the migrations applied, a Temporal dev server, and the workflow bundle.
 */
export type TestStack = {
  databaseUrl: string;
  db: Db;
  temporal: TestWorkflowEnvironment;
  workflowBundle: WorkflowBundleWithSourceMap;
  /** Signs the certificates of every loopback HTTPS server standing in for suppliers. */
  ca: ThrowawayCa;
};

let stack: TestStack | undefined;
let postgres: RunningPostgres | undefined;
let dataDir: string | undefined;

export function testStack(): TestStack {
  if (!stack) throw new Error('test stack not started: run the tests through mocha with test/setup.ts');
  return stack;
}

export async function startTestStack(): Promise<void> {
  dataDir = await mkdtemp(join(tmpdir(), 'marketplace-test-'));
  // Postgres runs as the `postgres` user when we are root: it must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const started = await Promise.allSettled([
    freePort().then((port) => startEmbeddedPostgres({ dataDir: join(dataDir!, 'pg'), port, database: 'marketplace_test', persistent: false })),
    startTemporalDevServer(),
    bundleWorkflows(),
  ]);
  const [pg, temporal, bundle] = started;
  if (pg.status === 'fulfilled') postgres = pg.value;
  if (pg.status === 'rejected' || temporal.status === 'rejected' || bundle.status === 'rejected') {
    // Stop whatever did start before reporting the failure: no orphan servers.
    if (temporal.status === 'fulfilled') await temporal.value.teardown().catch(() => {});
    await stopTestStack();
    throw started.find((r) => r.status === 'rejected')!.reason;
  }
  const db = await initORM({ databaseUrl: pg.value.url, poolMax: 20 });
  await db.migrate();
  stack = { databaseUrl: pg.value.url, db, temporal: temporal.value, workflowBundle: bundle.value, ca: createThrowawayCa() };
}

let bundleFile: Promise<string> | undefined;

/**
 * The stack's workflow bundle as a file, for a worker process started with WORKFLOW_BUNDLE_PATH
 * (as the image runs one): it starts without bundling again, which costs each start seconds of CPU.
 * Tests of what a worker does when it bundles itself leave it out.
 */
export function testBundleFile(): Promise<string> {
  bundleFile ??= (async () => {
    const file = join(dataDir!, 'workflow-bundle.js');
    await writeFile(file, testStack().workflowBundle.code);
    return file;
  })();
  return bundleFile;
}

export async function stopTestStack(): Promise<void> {
  bundleFile = undefined;
  const current = stack;
  stack = undefined;
  await current?.db.close().catch(() => {});
  await current?.temporal.teardown().catch(() => {});
  await postgres?.stop().catch(() => {});
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

/**
 * A database of its own on the test PostgreSQL, migrated: for a suite that compares the whole
 * database before and after each request, which other suites' background work must not touch.
 */
export async function startScratchDatabase(name: string, options: { migrate?: boolean } = {}): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const current = testStack();
  const database = `${name}_${process.pid}`;
  await current.db.fork().getConnection().execute(`create database ${database}`);
  const url = new URL(current.databaseUrl);
  url.pathname = `/${database}`;
  const db = await initORM({ databaseUrl: url.toString(), poolMax: 5 });
  if (options.migrate !== false) await db.migrate();
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      await current.db.fork().getConnection().execute(`drop database if exists ${database} with (force)`);
    },
  };
}
