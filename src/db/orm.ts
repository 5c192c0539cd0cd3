import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { type Mode, TEST_SCHEMA } from '../domain/mode.ts';
import type { Logger } from '../logger.ts';
import { entities } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';

export type Db = {
  /** Whose rows this database reads and writes: live mode's (public), or test mode's (docs: src/db/modeTables.ts). */
  mode: Mode;
  orm: MikroORM;
  /** A fresh EntityManager: one per request and one per activity, never shared. */
  fork(): EntityManager;
  migrate(): Promise<string[]>;
  /**
   * A plain `pg` pool for libraries that take one (the failure limits' store) and for the one hot
   * read that runs as a named prepared statement (availability), which the ORM cannot prepare.
   * Its clients open on first use: a worker, which never reads availability, holds none.
   */
  pool: pg.Pool;
  /** The same database in `mode`: this one, or its twin. Live and test share accounts, grants, products, rates and promotions. */
  of(mode: Mode): Db;
  /** Closes both modes' connections. */
  close(): Promise<void>;
};

/** Each ORM's mode, by its configuration (which every EntityManager forked from it shares). */
const modes = new WeakMap<object, Mode>();

/**
 * The mode of the rows an EntityManager reads and writes: whoever holds one knows whose work it
 * does (the notifications it queues, the workflows it names), and cannot mix the two.
 */
export function modeOf(em: EntityManager): Mode {
  return modes.get(em.config) ?? 'live';
}

export type OrmOptions = {
  databaseUrl: string;
  logger?: Logger;
  poolMax?: number;
  /** Connections test mode may hold (ORM pool; its plain pool holds half), default 4: a sandbox, never the live load. */
  testPoolMax?: number;
};

/**
 * Opens the database for both modes. Test mode's connections put the `test` schema first on their
 * search_path: the same SQL and entities find test rows in the mode tables and shared rows in the
 * rest. Its pools connect on first use, so a process that serves no test request holds none.
 */
export async function initORM(options: OrmOptions): Promise<Db> {
  const live = await open(options, 'live', options.poolMax ?? 10);
  const test = await open(options, 'test', options.testPoolMax ?? 4);
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= Promise.all([live.close(), test.close()]).then(() => undefined);
    return closing;
  };
  const of = (mode: Mode) => (mode === 'live' ? liveDb : testDb);
  const liveDb: Db = { ...live, mode: 'live', of, close };
  const testDb: Db = { ...test, mode: 'test', of, close, migrate: () => Promise.reject(new Error('migrations run on the live database')) };
  return liveDb;
}

async function open(options: OrmOptions, mode: Mode, poolMax: number) {
  // Set at connection start: every statement on it, in or out of a transaction, sees its mode's tables.
  const searchPath = mode === 'test' ? { options: `-c search_path=${TEST_SCHEMA},public` } : {};
  const orm = await MikroORM.init({
    clientUrl: options.databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, snapshotOnMigrate: false, silent: true, allOrNothing: true },
    pool: { max: poolMax },
    driverOptions: searchPath,
    // Reads through em.fork() only; the global context is never used by request code.
    allowGlobalContext: false,
    debug: false,
    ensureDatabase: false,
  });
  modes.set(orm.config, mode);
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: mode === 'live' ? 8 : Math.max(1, Math.floor(poolMax / 2)), ...searchPath });
  // An idle client whose server went away must not crash the process; the next query reconnects.
  pool.on('error', (err) => {
    // 57P01 admin_shutdown: the server is stopping or restarting, which its operator knows about.
    if ((err as { code?: unknown }).code === '57P01')
      options.logger?.info('PostgreSQL closed an idle connection (server shutting down); the next query reconnects');
    else options.logger?.warn({ error: err.message }, 'idle PostgreSQL client failed; the next query reconnects');
  });
  return {
    orm,
    pool,
    fork: () => orm.em.fork(),
    async migrate() {
      const applied = await orm.migrator.up();
      for (const m of applied) options.logger?.info({ migration: m.name }, 'migration applied');
      return applied.map((m) => m.name);
    },
    async close() {
      await pool.end();
      await orm.close(true);
    },
  };
}
