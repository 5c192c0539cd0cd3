/**
 * Migration026's `order_count`, which the `marketplace_orders` gauge reads: a database that already
 * holds orders when the migration runs starts with their count, in both modes, and the trigger
 * keeps it from then on.
 */
import assert from 'node:assert/strict';
import { migrationsList } from '../../src/db/migrations/index.ts';
import { startScratchDatabase } from '../helpers/stack.ts';

describe('migrations: order_count (026) starts from the orders there are', function () {
  this.timeout(120_000);

  it('fills the counter from existing orders, live and test, and follows later changes', async function () {
    const scratch = await startScratchDatabase('order_count', { migrate: false });
    try {
      const before = migrationsList.map((m) => m.name).filter((name) => name !== 'Migration026OrderVolume');
      await scratch.db.orm.migrator.up({ migrations: before });
      const sql = (query: string, params: unknown[] = []) => scratch.db.pool.query(query, params);
      const [agent] = (
        await sql(
          `insert into account (id, name, email, callback_url, notification_url, verified, token_hash, created_at, updated_at)
           values (gen_random_uuid(), 'agent', 'oc@example.com', 'https://c.example', 'https://n.example', true, 'x', now(), now()) returning id`,
        )
      ).rows as [{ id: string }];
      let n = 0;
      const order = (schema: string, status: string) =>
        sql(
          `insert into ${schema}.agent_order (id, agent_id, agent_reference, status, customer, expires_at, request_hash, created_at, updated_at)
           values (gen_random_uuid(), $1, $2, $3, '{}', now(), 'h', now(), now())`,
          [agent.id, `OC-${n++}`, status],
        );
      for (const status of ['confirmed', 'confirmed', 'stuck']) await order('public', status);
      await order('test', 'failed');

      assert.deepEqual(await scratch.db.migrate(), ['Migration026OrderVolume']);
      const counts = async (schema: string) =>
        Object.fromEntries(
          (await sql(`select status, sum(n)::int as n from ${schema}.order_count group by status having sum(n) <> 0 order by status`)).rows.map((r) => [
            r.status,
            r.n,
          ]),
        );
      assert.deepEqual(await counts('public'), { confirmed: 2, stuck: 1 });
      assert.deepEqual(await counts('test'), { failed: 1 });

      await sql(`update agent_order set status = 'cancelled' where agent_reference = 'OC-0'`);
      await order('public', 'held');
      assert.deepEqual(await counts('public'), { cancelled: 1, confirmed: 1, held: 1, stuck: 1 });
    } finally {
      await scratch.drop();
    }
  });
});
