/**
 * The notification_event_check constraint lists every event the code sends, however the database
 * got there. Migration021 (pricing: `rates.updated`) and Migration022 (orders: `order.*`) each
 * replace the constraint; a fresh database runs 021 then 022, and one upgraded from a release with
 * 021 and 025 applied runs 022 last: both must end with every event allowed, in both modes.
 */
import assert from 'node:assert/strict';
import { NOTIFICATION_EVENTS } from '../../contracts/notificationEvents.ts';
import { migrationsList } from '../../src/db/migrations/index.ts';
import type { Db } from '../../src/db/orm.ts';
import { startScratchDatabase } from '../helpers/stack.ts';

/** The events the constraint allows, per schema, read from its definition. */
async function allowedEvents(db: Db): Promise<Record<string, string[]>> {
  const rows: { schema: string; definition: string }[] = await db
    .fork()
    .getConnection()
    .execute(
      `select n.nspname as schema, pg_get_constraintdef(c.oid) as definition
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.conname = 'notification_event_check' order by n.nspname`,
    );
  return Object.fromEntries(rows.map((row) => [row.schema, [...row.definition.matchAll(/'([^']+)'/g)].map((m) => m[1]!).sort()]));
}

describe('migrations: the notification events allowed after 021 (rates) and 022 (orders)', function () {
  this.timeout(120_000);
  const every = [...NOTIFICATION_EVENTS].sort();

  it('a fresh database allows every event, live and test', async function () {
    const scratch = await startScratchDatabase('events_fresh');
    try {
      assert.deepEqual(await allowedEvents(scratch.db), { public: every, test: every });
    } finally {
      await scratch.drop();
    }
  });

  it('a database at the release before orders (021 and 025 applied, 022 not) upgraded in order allows every event', async function () {
    const scratch = await startScratchDatabase('events_upgraded', { migrate: false });
    try {
      // Migration026 (orders at volume) came after orders, and builds on their tables: not in that release either.
      const later = ['Migration022Orders', 'Migration026OrderVolume'];
      const released = migrationsList.map((m) => m.name).filter((name) => !later.includes(name));
      await scratch.db.orm.migrator.up({ migrations: released });
      const before = await allowedEvents(scratch.db);
      assert.ok(before.public?.includes('rates.updated') && !before.public.includes('order.confirmed'), 'the release before orders, as it was');
      assert.deepEqual(await scratch.db.migrate(), later);
      assert.deepEqual(await allowedEvents(scratch.db), { public: every, test: every });
    } finally {
      await scratch.drop();
    }
  });
});
