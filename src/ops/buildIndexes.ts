import type { Config } from '../config.ts';
import { initORM } from '../db/orm.ts';
import { createIndex, VOLUME_INDEXES } from '../db/migrations/Migration024VolumeIndexes.ts';
import { ORDER_INDEXES } from '../db/migrations/Migration026OrderVolume.ts';
import { EXIT, type Io } from './io.ts';

type Ctx = { flags: { json: boolean }; config: () => Config; io: Io };

type Built = { index: string; outcome: 'present' | 'built'; ms: number };

/**
 * `npm run ops -- build-indexes`: migration 024's and 026's indexes, each built with CREATE INDEX
 * CONCURRENTLY (the table keeps taking writes; docs/DEPLOYMENT.md "Sizing by data volume"). One
 * statement at a time, outside any transaction, as CONCURRENTLY requires.
 */
export async function buildIndexes(ctx: Ctx): Promise<number> {
  const db = await initORM({ databaseUrl: ctx.config().DATABASE_URL });
  try {
    const sql = <T>(query: string, params: unknown[] = []) => db.fork().getConnection().execute<T[]>(query, params);
    const built: Built[] = [];
    for (const index of [...VOLUME_INDEXES, ...ORDER_INDEXES]) {
      for (const statement of createIndex(index, true)) {
        const schema = / on (\w+)\./.exec(statement)![1]!;
        const name = `${schema}.${index.name}`;
        // An interrupted CONCURRENTLY build leaves an invalid index behind, which IF NOT EXISTS would keep.
        const found = await sql<{ valid: boolean }>(
          `select x.indisvalid as valid from pg_index x join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace
            where n.nspname = ? and i.relname = ?`,
          [schema, index.name],
        );
        if (found[0]?.valid) {
          built.push({ index: name, outcome: 'present', ms: 0 });
          continue;
        }
        if (found[0]) await sql(`drop index concurrently if exists ${schema}.${index.name}`);
        const started = performance.now();
        await sql(statement);
        built.push({ index: name, outcome: 'built', ms: performance.now() - started });
        if (!ctx.flags.json) ctx.io.stdout.write(`  ${name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      }
    }
    if (ctx.flags.json) ctx.io.stdout.write(`${JSON.stringify({ indexes: built })}\n`);
    else
      ctx.io.stdout.write(
        `${built.filter((b) => b.outcome === 'built').length} built, ${built.filter((b) => b.outcome === 'present').length} already in place.\n`,
      );
    return EXIT.ok;
  } finally {
    await db.close();
  }
}
