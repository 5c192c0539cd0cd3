import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { entities } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';

export type Db = {
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
  close(): Promise<void>;
};

export type OrmOptions = { databaseUrl: string; logger?: Logger; poolMax?: number };

export async function initORM(options: OrmOptions): Promise<Db> {
  const orm = await MikroORM.init({
    clientUrl: options.databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, snapshotOnMigrate: false, silent: true, allOrNothing: true },
    pool: { max: options.poolMax ?? 10 },
    // Reads through em.fork() only; the global context is never used by request code.
    allowGlobalContext: false,
    debug: false,
    ensureDatabase: false,
  });
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 8 });
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
