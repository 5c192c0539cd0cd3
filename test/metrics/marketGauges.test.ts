import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Registry } from 'prom-client';
import { Account } from '../../src/db/entities/index.ts';
import type { Db } from '../../src/db/orm.ts';
import { hashSecret, newSecret } from '../../src/domain/secrets.ts';
import { marketGauges } from '../../src/metrics/marketGauges.ts';
import { stuckGauges } from '../../src/metrics/stuckGauges.ts';
import { NOTIFICATION_RETRY_WINDOW_MS } from '../../contracts/tuning.ts';
import { freePort } from '../helpers/freePort.ts';
import { startScratchDatabase } from '../helpers/stack.ts';

/** The value of one sample of the exposition text, or undefined. */
function sample(text: string, name: string, labels = ''): string | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line?.slice(`${name}${labels} `.length);
}

describe('market gauges', function () {
  let scratch: Awaited<ReturnType<typeof startScratchDatabase>>;
  before(async () => {
    scratch = await startScratchDatabase('gauges');
  });
  after(async () => scratch?.drop());

  it('read holds, notifications and bookings from Postgres at scrape time: the figures the rows imply', async function () {
    const em = scratch.db.fork();
    const account = (name: string) =>
      em.create(Account, {
        name,
        email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
        callbackUrl: 'https://callbacks.example.com',
        notificationUrl: 'https://notifications.example.com',
        verified: true,
        tokenHash: hashSecret(newSecret()),
      });
    const agent = account('agent');
    const owner = account('owner');
    await em.flush();
    const reservation = (status: string, sql = scratch.db.pool) =>
      sql.query(
        `insert into reservation (id, agent_id, owner_id, supplier_id, product_code, travel_date, expires_at, currency, rrp, net, discount, unit_prices, status, created_at, updated_at)
         values (gen_random_uuid(), $1, $2, $2, 'BOAT', '2031-06-01', now() + interval '1 hour', 'EUR', 0, 0, 0, '{}', $3, now(), now())`,
        [agent.id, owner.id, status],
      );
    for (const status of ['held', 'held', 'held', 'expired', 'claimed']) await reservation(status);
    // Test mode's rows, in its own tables: counted under mode="test", never with live's.
    for (const status of ['held', 'held', 'released']) await reservation(status, scratch.db.of('test').pool);
    const sql = scratch.db.pool;
    let n = 0;
    const booking = (status: string) =>
      sql.query(
        `insert into booking (id, agent_id, owner_id, supplier_id, agent_reference, product_code, product_name, freesale, time_zone, travel_date, customer,
                              currency, rrp, net, discount, unit_prices, status, request_hash, created_at, updated_at)
         values (gen_random_uuid(), $1, $2, $2, $3, 'BOAT', 'Boat', true, 'Europe/Amsterdam', '2031-06-01', '{}', 'EUR', 0, 0, 0, '{}', $4, 'h', now(), now())`,
        [agent.id, owner.id, `G-${n++}`, status],
      );
    for (const status of ['confirmed', 'confirmed', 'confirmed', 'cancelled', 'failed']) await booking(status);
    const notification = (createdAgo: string, delivered: boolean) =>
      sql.query(
        `insert into notification (id, dedupe_key, booking_id, event, recipient_id, payload, created_at, delivered_at)
         values (gen_random_uuid(), gen_random_uuid()::text, null, 'test', $1, '{}', now() - $2::interval, $3)`,
        [agent.id, createdAgo, delivered ? new Date() : null],
      );
    // Pending: 2 recent (under a minute: not failing yet) + 3 older than a minute (failing), within the retry window.
    for (const ago of ['5 seconds', '10 seconds', '2 minutes', '1 hour', '3 days']) await notification(ago, false);
    // Neither pending nor failing: delivered ones, and one past the 4 days of retries.
    await notification('2 minutes', true);
    await notification('5 seconds', true);
    await notification(`${NOTIFICATION_RETRY_WINDOW_MS / 1000 + 3600} seconds`, false);

    const registry = new Registry();
    marketGauges(registry, scratch.db);
    const text = await registry.metrics();
    assert.equal(sample(text, 'marketplace_holds_open', '{mode="live"}'), '3');
    assert.equal(sample(text, 'marketplace_holds_open', '{mode="test"}'), '2');
    assert.equal(sample(text, 'marketplace_notifications_pending', '{mode="live"}'), '5');
    assert.equal(sample(text, 'marketplace_notifications_pending', '{mode="test"}'), '0');
    assert.equal(sample(text, 'marketplace_notifications_failing', '{mode="live"}'), '3');
    assert.equal(sample(text, 'marketplace_bookings', '{status="confirmed",mode="live"}'), '3');
    assert.equal(sample(text, 'marketplace_bookings', '{status="cancelled",mode="live"}'), '1');
    assert.equal(sample(text, 'marketplace_bookings', '{status="failed",mode="live"}'), '1');
    assert.equal(sample(text, 'marketplace_bookings', '{status="pending",mode="live"}'), undefined, 'no pending booking, no sample');
    assert.equal(sample(text, 'marketplace_bookings', '{status="confirmed",mode="test"}'), undefined, 'no test booking, no sample');

    // The bookings gauge follows every change of status, and a deletion, through the counter the trigger keeps.
    await sql.query(`update booking set status = 'cancelled' where agent_reference = 'G-0'`);
    await sql.query(`delete from booking where agent_reference = 'G-4'`);
    await new Promise((r) => setTimeout(r, 1100));
    const after = await registry.metrics();
    assert.equal(sample(after, 'marketplace_bookings', '{status="confirmed",mode="live"}'), '2');
    assert.equal(sample(after, 'marketplace_bookings', '{status="cancelled",mode="live"}'), '2');
    assert.equal(sample(after, 'marketplace_bookings', '{status="failed",mode="live"}'), '0');
    const [counted] = (await sql.query<{ n: string }>(`select count(*) as n from booking`)).rows;
    const [kept] = (await sql.query<{ n: string }>(`select sum(n) as n from booking_count`)).rows;
    assert.equal(kept!.n, counted!.n, 'the counter agrees with a count');
  });

  it('read no row of the booking table: a scrape answers while another transaction holds it locked (issue 45 §8)', async function () {
    const locker = await scratch.db.pool.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table booking in access exclusive mode');
      const registry = new Registry();
      marketGauges(registry, scratch.db);
      const text = await registry.metrics();
      // A gauge that counted the table would wait for the lock, and read NaN after 2 s.
      assert.match(sample(text, 'marketplace_bookings', '{status="confirmed",mode="live"}') ?? '', /^\d+$/);
    } finally {
      await locker.query('rollback');
      locker.release();
    }
  });

  it('count orders by status from order_count, which a trigger keeps: a scrape answers while agent_order is locked (issue 46 §2)', async function () {
    const em = scratch.db.fork();
    const agent = em.create(Account, {
      name: 'order agent',
      email: `orders-${randomUUID().slice(0, 8)}@example.com`,
      callbackUrl: 'https://callbacks.example.com',
      notificationUrl: 'https://notifications.example.com',
      verified: true,
      tokenHash: hashSecret(newSecret()),
    });
    await em.flush();
    let n = 0;
    const order = (status: string, sql: pg.Pool = scratch.db.pool) =>
      sql.query(
        `insert into agent_order (id, agent_id, agent_reference, status, customer, expires_at, request_hash, created_at, updated_at)
         values (gen_random_uuid(), $1, $2, $3, '{}', now() + interval '1 hour', 'h', now(), now())`,
        [agent.id, `O-${n++}`, status],
      );
    for (const status of ['confirmed', 'confirmed', 'held', 'stuck']) await order(status);
    await order('confirmed', scratch.db.of('test').pool);
    await order('failed', scratch.db.of('test').pool);
    await scratch.db.pool.query(`update agent_order set status = 'cancelled' where agent_reference = 'O-0'`);
    await scratch.db.pool.query(`delete from agent_order where agent_reference = 'O-2'`);

    const locker = await scratch.db.pool.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table agent_order in access exclusive mode');
      const registry = new Registry();
      marketGauges(registry, scratch.db);
      // A gauge that counted agent_order would wait for the lock, and read nothing (no sample) after 2 s.
      const text = await registry.metrics();
      assert.equal(sample(text, 'marketplace_orders', '{status="confirmed",mode="live"}'), '1');
      assert.equal(sample(text, 'marketplace_orders', '{status="cancelled",mode="live"}'), '1');
      assert.equal(sample(text, 'marketplace_orders', '{status="stuck",mode="live"}'), '1');
      assert.equal(sample(text, 'marketplace_orders', '{status="held",mode="live"}'), '0', 'deleted: the counter went back to 0');
      assert.equal(sample(text, 'marketplace_orders', '{status="confirmed",mode="test"}'), '1');
      assert.equal(sample(text, 'marketplace_orders', '{status="failed",mode="test"}'), '1');
    } finally {
      await locker.query('rollback');
      locker.release();
    }
    for (const schema of ['public', 'test']) {
      const { rows } = await scratch.db.pool.query<{ counted: string; kept: string }>(
        `select (select count(*) from ${schema}.agent_order) as counted, (select sum(n) from ${schema}.order_count) as kept`,
      );
      assert.equal(rows[0]!.kept, rows[0]!.counted, `${schema}: the counter agrees with a count`);
    }
  });

  it('export ops status’s checks: the stuck work and the age of its oldest item, the hold-expiry lag among them', async function () {
    await scratch.db.pool.query(
      `update reservation set expires_at = now() - interval '10 minutes' where status = 'held' and id = (select id from reservation where status = 'held' limit 1)`,
    );
    const registry = new Registry();
    stuckGauges(registry, scratch.db);
    const text = await registry.metrics();
    assert.equal(sample(text, 'marketplace_stuck_work', '{check="holds_past_expiry",mode="live"}'), '1');
    const lag = Number(sample(text, 'marketplace_stuck_oldest_seconds', '{check="holds_past_expiry",mode="live"}'));
    assert.ok(lag >= 595 && lag < 700, String(lag));
    assert.equal(sample(text, 'marketplace_stuck_work', '{check="holds_past_expiry",mode="test"}'), '0');
    assert.equal(sample(text, 'marketplace_stuck_oldest_seconds', '{check="holds_past_expiry",mode="test"}'), '0');
    // The rows above are `test` events, which ops status leaves out too.
    assert.equal(sample(text, 'marketplace_stuck_work', '{check="notifications_failing",mode="live"}'), '0');
    assert.equal(sample(text, 'marketplace_stuck_work', '{check="mail_unsent",mode="live"}'), '0');
  });

  it('read NaN (unknown) while Postgres is unreachable, instead of failing the scrape or claiming 0', async function () {
    // A real driver against a port nothing listens on: the connection is refused.
    // (prom-client writes NaN as `Nan`; Prometheus parses it case-insensitively.)
    const pool = new pg.Pool({ connectionString: `postgresql://nobody@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 1000 });
    try {
      const registry = new Registry();
      const db = { pool, of: () => db } as unknown as Db;
      marketGauges(registry, db);
      const text = await registry.metrics();
      assert.match(text, /^marketplace_holds_open\{mode="live"\} nan$/im);
      assert.match(text, /^marketplace_notifications_failing\{mode="test"\} nan$/im);
    } finally {
      await pool.end();
    }
  });
});
