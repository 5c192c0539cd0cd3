import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { tuningFor } from '../../src/app.ts';
import { ALL_MODE_TABLES } from '../../src/db/modeTables.ts';
import type { Mode } from '../../src/domain/mode.ts';
import { housekeep } from '../../src/housekeeping/housekeeping.ts';
import { TEST_DATA_RETENTION_DAYS } from '../../src/testMode/wipe.ts';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { startScratchDatabase, testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

/** The test schema's own tables beside the mode tables: the scenarios asked for, the simulated supplier's records. */
const TEST_ONLY_TABLES = ['scenario', 'simulated_call', 'simulated_hold', 'simulated_booking', 'simulated_barcode'];
/** Tables both modes share (in public): a wipe or a prune never touches one. */
const SHARED_TABLES = ['account', 'access_grant', 'product', 'product_rate', 'promotion', 'barcode_prefix', 'webhook_secret'];

/**
 * The wipe (DELETE /v1/test_data) and the retention of test data (issue 31 §2), black box through
 * the API, with every table of both schemas counted and compared row by row before and after, in a
 * database of its own: the caller's test data at rest goes, and nothing else (no other account's,
 * nothing live); what a workflow still works on stays and is counted.
 */
describe('test mode: the wipe and the retention of test data', function () {
  this.timeout(60_000);
  let scratch: Awaited<ReturnType<typeof startScratchDatabase>>;
  let w: BookingWorld;
  let other: TestAccount;
  /** The requests each account made with valid test credentials (what its test request log holds). */
  const testRequests = new Map<string, number>();
  const made = { reference: '', key: '', inFlight: '', otherBooking: '', otherHeld: '' };

  const auth = (mode: Mode, who: TestAccount) => (mode === 'live' ? who.auth : who.testAuth);
  async function call(mode: Mode, who: TestAccount, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) {
    const res = await w.api.call(method, path, { auth: auth(mode, who), headers, ...(json === undefined ? {} : { json }) });
    if (mode === 'test') testRequests.set(who.email, (testRequests.get(who.email) ?? 0) + 1);
    return res;
  }
  const sql = <T>(query: string, params: unknown[] = []) => scratch.db.pool.query(query, params).then((r) => r.rows as T[]);
  const accountId = async (who: TestAccount) => (await sql<{ id: string }>('select id from account where email = $1', [who.email]))[0]!.id;
  const expires = () => new Date(Date.now() + 600_000).toISOString();
  const hold = async (mode: Mode, who: TestAccount, adult = 1) => {
    const res = await call(mode, who, 'POST', '/v1/reservation', { supplier: w.owner.email, product: 'BOAT', date: FAR, adult, expires: expires() });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.reservation as string;
  };
  const confirm = async (mode: Mode, who: TestAccount, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await call(mode, who, 'POST', '/v1/booking_confirmation', { customer: { first_name: 'Ada' }, ...body }, headers);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };
  /** One of each thing an agent makes in `mode`: bookings confirmed, cancelled and redeemed; holds released and kept; a key. */
  async function sell(mode: Mode, who: TestAccount, reference = `B-${randomUUID().slice(0, 8)}`, key = `key-${randomUUID()}`) {
    const reservation = await hold(mode, who, 2);
    await confirm(mode, who, { reservation, reference, product: 'BOAT', date: FAR, adult: 2 });
    const today = await confirm(mode, who, {
      reservation: null,
      supplier: w.owner.email,
      reference: `D-${randomUUID().slice(0, 8)}`,
      product: 'MUSEUM',
      date: w.today(),
      adult: 2,
    });
    assert.equal((await call(mode, w.owner, 'POST', '/v1/redeem_booking', { barcode: today.tickets[0].barcode })).status, 200);
    const cancelled = `C-${randomUUID().slice(0, 8)}`;
    await confirm(
      mode,
      who,
      { reservation: null, supplier: w.owner.email, reference: cancelled, product: 'MUSEUM', date: FAR, adult: 1 },
      { 'idempotency-key': key },
    );
    assert.equal((await call(mode, who, 'POST', '/v1/booking_cancellation', { booking: cancelled })).status, 200);
    const released = await hold(mode, who);
    assert.equal((await call(mode, who, 'POST', '/v1/reservation_cancellation', { reservation: released })).status, 200);
    const held = await hold(mode, who);
    // A quote (issue 43): a row of its mode, the asker's.
    const quoted = await call(mode, who, 'POST', '/v1/quotes', { items: [{ supplier: w.owner.email, product: 'BOAT', date: FAR, adult: 1 }] });
    assert.equal(quoted.status, 200, JSON.stringify(quoted.body));
    return { reference, key, held };
  }

  /**
   * Every row of every table of both schemas, per table: a digest of the rows that are not `mine`'s
   * test rows, and how many of `mine`'s there are. Live (public) rows are all "not mine".
   */
  async function snapshot(mine: string) {
    const own: Record<string, string> = {
      reservation: 't.agent_id = $1',
      booking: 't.agent_id = $1',
      agent_order: 't.agent_id = $1',
      agent_order_item: 't.agent_id = $1',
      ticket: 't.booking_id in (select id from test.booking where agent_id = $1)',
      redemption: 't.agent_id = $1',
      notification: 't.recipient_id = $1 or t.booking_id in (select id from test.booking where agent_id = $1)',
      idempotency_record: 't.account_id = $1',
      api_request: 't.account_id = $1',
      availability_change: 't.owner_id = $1',
      availability_cache: 't.owner_id = $1',
      quote: 't.agent_id = $1',
      scenario: 't.subject_id in (select id from test.booking where agent_id = $1 union select id from test.reservation where agent_id = $1)',
      simulated_call: 't.supplier_id = $1',
      simulated_hold: 't.supplier_id = $1',
      simulated_booking: 't.supplier_id = $1',
      simulated_barcode: 't.booking in (select reference from test.simulated_booking where supplier_id = $1)',
    };
    const result: Record<string, { others: string; mine: number }> = {};
    for (const schema of ['public', 'test']) {
      for (const table of schema === 'public' ? [...ALL_MODE_TABLES, ...SHARED_TABLES] : [...ALL_MODE_TABLES, ...TEST_ONLY_TABLES]) {
        const isMine = schema === 'test' && own[table] ? own[table] : 'false';
        const [row] = await sql<{ others: string; mine: number }>(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text) filter (where not (${isMine})), '')) as others,
                  (count(*) filter (where ${isMine}))::int as mine
             from ${schema}.${table} t`,
          isMine === 'false' ? [] : [mine],
        );
        result[`${schema}.${table}`] = row!;
      }
    }
    return result;
  }
  /** Waits until no notification of either mode is still to be delivered (or recorded), and the request log is written. */
  const settled = () =>
    eventually(async () => {
      for (const mode of ['live', 'test'] as const) {
        const [row] = await scratch.db
          .of(mode)
          .pool.query<{ n: number }>(`select count(*)::int as n from notification where delivered_at is null`)
          .then((r) => r.rows);
        assert.equal(
          row!.n,
          0,
          `${mode} notifications still on their way: ${JSON.stringify((await scratch.db.of(mode).pool.query('select n.event, n.last_status, a.name from notification n join account a on a.id = n.recipient_id where delivered_at is null')).rows)}`,
        );
      }
      // The request log writes its buffer every 250 ms.
      await new Promise((resolve) => setTimeout(resolve, 400));
    });

  before(async function () {
    scratch = await startScratchDatabase('tm_wipe');
    w = await startBookingWorld({ db: scratch.db, bookingWaitMs: 2500 });
    other = await createAccount(w.api, { name: 'Other Agent', notification_url: w.agentInbox.url });
    await grant(w.api, w.owner, other);
    // Live: the same kinds of things, and a push.
    await sell('live', w.agent);
    assert.equal((await call('live', w.owner, 'POST', '/v1/availability_changes', { product: 'BOAT', dates: ['2031-08-01'] })).status, 200);
    // Test: the other agent's sales, the supplier's push, then the caller's.
    const others = await sell('test', other);
    made.otherBooking = others.reference;
    made.otherHeld = others.held;
    assert.equal((await call('test', w.owner, 'POST', '/v1/availability_changes', { product: 'BOAT', dates: ['2031-08-02'] })).status, 200);
    const mine = await sell('test', w.agent);
    made.reference = mine.reference;
    made.key = mine.key;
    // A booking whose step is in flight: the simulated supplier is down for a minute, the workflow goes on retrying.
    const inFlight = `F-${randomUUID().slice(0, 8)}`;
    const reservation = await hold('test', w.agent);
    const pending = await call(
      'test',
      w.agent,
      'POST',
      '/v1/booking_confirmation',
      { reservation, reference: inFlight, product: 'BOAT', date: FAR, adult: 1, customer: {} },
      { 'test-scenario': 'supplier_down=60' },
    );
    assert.equal(pending.status, 503, JSON.stringify(pending.body));
    made.inFlight = inFlight;
  });
  after(async function () {
    await w?.stop();
    await scratch?.drop();
  });

  it('DELETE /v1/test_data deletes the caller’s test data at rest, keeps and counts what is in flight, and leaves every other row of both schemas as it was', async function () {
    await settled();
    const agentId = await accountId(w.agent);
    const before = await snapshot(agentId);
    // Requests made just before the wipe, whose entries may still wait in the request log's buffer.
    for (let i = 0; i < 3; i++) assert.equal((await call('test', w.agent, 'GET', '/v1/account')).status, 200);
    // The caller's requests until now (the wipe's own entry is written as it is answered, after the wipe).
    const requestsBefore = testRequests.get(w.agent.email)!;
    const wiped = await call('test', w.agent, 'DELETE', '/v1/test_data');
    assert.equal(wiped.status, 200, JSON.stringify(wiped.body));
    assert.deepEqual(wiped.body, {
      deleted: {
        // The confirmed booking's claimed hold and the released one; the confirmed, redeemed and cancelled bookings.
        reservations: 2,
        bookings: 3,
        // To the supplier: three confirmations and a cancellation; to the caller: a redemption.
        notifications: 5,
        requests: requestsBefore,
        idempotency_keys: 1,
        availability_changes: 0,
        simulated_records: 0,
        orders: 0,
        quotes: 1,
      },
      // The hold it keeps, and the booking the supplier is down for.
      kept_in_flight: { reservations: 1, bookings: 1 },
    });
    const after = await snapshot(agentId);
    for (const [table, was] of Object.entries(before)) {
      assert.equal(after[table]!.others, was.others, `${table}: rows of others (or live rows) changed`);
    }
    const left = Object.fromEntries(
      Object.entries(after)
        .filter(([, v]) => v.mine > 0)
        .map(([table, v]) => [table, v.mine]),
    );
    // The held hold, the in-flight booking with its claimed hold and its scenario; the wipe's own request (logged as it is answered) maybe.
    const { 'test.api_request': _ownEntry, ...rest } = left;
    assert.deepEqual(rest, { 'test.reservation': 2, 'test.booking': 1, 'test.scenario': 1 });
    assert.ok(before['test.booking']!.mine === 4 && before['test.ticket']!.mine > 0 && before['test.redemption']!.mine === 1, JSON.stringify(before));

    // As the caller sees it: its test world is empty but for what is in flight; its live world is whole.
    const requests = await call('test', w.agent, 'GET', '/v1/requests');
    assert.deepEqual(
      requests.body.requests.map((r: { method: string; path: string }) => `${r.method} ${r.path}`),
      ['DELETE /v1/test_data'],
      'the request log starts again at the wipe',
    );
    assert.deepEqual((await call('test', w.agent, 'GET', '/v1/bookings')).body, []);
    assert.deepEqual((await call('test', w.agent, 'GET', '/v1/notifications')).body, []);
    assert.equal((await call('live', w.agent, 'GET', '/v1/bookings')).body.length, 3);
    // A reference and a key it used before may be used again.
    const reservation = await hold('test', w.agent);
    await confirm('test', w.agent, { reservation, reference: made.reference, product: 'BOAT', date: FAR, adult: 1 });
    await confirm(
      'test',
      w.agent,
      { reservation: null, supplier: w.owner.email, reference: `K-${randomUUID().slice(0, 8)}`, product: 'MUSEUM', date: FAR, adult: 3 },
      { 'idempotency-key': made.key },
    );
    // Another account's test world is whole.
    const others = await call('test', other, 'GET', '/v1/bookings');
    assert.equal(others.body.length, 3);
    assert.ok(others.body.some((b: { agent_reference: string }) => b.agent_reference === made.otherBooking));
  });

  it('keeps the Idempotency-Key of a request still running: its repeat after the wipe gets that answer, never a second hold', async function () {
    const key = `running-${randomUUID()}`;
    const body = { supplier: w.owner.email, product: 'BOAT', date: FAR, adult: 1, expires: expires() };
    // The simulated supplier answers this hold 1.2 s late (within the API's wait of 2.5 s).
    const headers = { 'idempotency-key': key, 'test-scenario': 'slow=1200' };
    const first = call('test', w.agent, 'POST', '/v1/reservation', body, headers);
    await eventually(async () => {
      const { rows } = await scratch.db.of('test').pool.query('select status_code from idempotency_record where key = $1', [key]);
      assert.deepEqual(rows, [{ status_code: null }], 'the first request is running');
    });
    const wiped = await call('test', w.agent, 'DELETE', '/v1/test_data');
    assert.equal(wiped.status, 200);
    const answered = await first;
    assert.equal(answered.status, 200, JSON.stringify(answered.body));
    const repeat = await call('test', w.agent, 'POST', '/v1/reservation', body, headers);
    assert.deepEqual(
      [repeat.status, repeat.body.reservation, repeat.headers.get('idempotent-replayed')],
      [200, answered.body.reservation, 'true'],
      'the repeat is the first request’s answer',
    );
    // Answered now, the key goes with the next wipe.
    assert.equal((await call('test', w.agent, 'DELETE', '/v1/test_data')).body.deleted.idempotency_keys, 1);
  });

  it('a wipe by the supplier takes its pushes, its delivery log and its simulated supplier’s records; the agents’ bookings stay', async function () {
    await settled();
    const ownerId = await accountId(w.owner);
    const before = await snapshot(ownerId);
    assert.ok(before['test.simulated_booking']!.mine > 0 && before['test.availability_change']!.mine > 0, JSON.stringify(before));
    const wiped = await call('test', w.owner, 'DELETE', '/v1/test_data');
    assert.equal(wiped.status, 200, JSON.stringify(wiped.body));
    assert.equal(wiped.body.deleted.bookings, 0, 'it sold none: the bookings are its agents’');
    assert.ok(wiped.body.deleted.notifications > 0 && wiped.body.deleted.simulated_records > 0 && wiped.body.deleted.availability_changes >= 1);
    const after = await snapshot(ownerId);
    for (const [table, was] of Object.entries(before)) {
      if (table === 'test.simulated_hold') continue; // held simulated holds stay; checked below
      assert.equal(after[table]!.others, was.others, `${table}: rows of others (or live rows) changed`);
    }
    for (const table of [
      'test.notification',
      'test.availability_change',
      'test.simulated_booking',
      'test.simulated_barcode',
      'test.simulated_call',
      'test.idempotency_record',
    ]) {
      assert.equal(after[table]!.mine, 0, table);
    }
    // Holds the simulated supplier still holds for agents are not its to drop: they stay until they end.
    const held = await scratch.db.of('test').pool.query(`select status from test.simulated_hold where supplier_id = $1`, [ownerId]);
    assert.ok(held.rows.length > 0 && held.rows.every((r: { status: string }) => r.status === 'held'), JSON.stringify(held.rows));
    assert.equal((await call('test', other, 'GET', '/v1/bookings')).body.length, 3);
  });

  it(`housekeeping deletes test data older than ${TEST_DATA_RETENTION_DAYS} days, everyone’s, at rest only, and never a live row`, async function () {
    await settled();
    const test = scratch.db.of('test').pool;
    const otherId = await accountId(other);
    const old = `now() - interval '${TEST_DATA_RETENTION_DAYS + 1} days'`;
    const almost = `now() - interval '${TEST_DATA_RETENTION_DAYS - 1} days'`;
    // The other agent's test booking and its hold grow old; its held hold too (it is still held: kept); one booking just under the age.
    await test.query(`update test.booking set created_at = ${old} where agent_id = $1 and agent_reference = $2`, [otherId, made.otherBooking]);
    await test.query(`update test.reservation set created_at = ${old} where agent_id = $1`, [otherId]);
    await test.query(`update test.booking set created_at = ${almost} where agent_id = $1 and agent_reference like 'C-%'`, [otherId]);
    // The in-flight booking grows old too: a workflow still works on it.
    await test.query(`update test.booking set created_at = ${old} where agent_reference = $1`, [made.inFlight]);
    // Live rows as old: never test data.
    for (const table of ['reservation', 'booking', 'notification']) await scratch.db.pool.query(`update public.${table} set created_at = ${old}`);
    await scratch.db.pool.query(`update public.redemption set redeemed_at = ${old}`);
    const liveBefore = await snapshot(otherId);
    const oldBookings = await test.query<{ id: string }>(`select id from test.booking where created_at < now() - interval '30 days' and status = 'confirmed'`);
    assert.equal(oldBookings.rows.length, 1);

    const result = await housekeep(scratch.db, {
      client: testStack().temporal.client,
      taskQueue: w.api.taskQueue,
      tuning: tuningFor({ SUPPLIER_TIMEOUT_MS: 2000 }, { retryInitialMs: 200 }),
      waitMs: 1000,
      log: w.api.logger,
    });
    assert.equal(result.test.testDataPruned?.deleted.bookings, 1, JSON.stringify(result.test.testDataPruned));
    // Its claimed hold went with it, and the released one; the one still held is kept, old or not.
    assert.equal(result.test.testDataPruned?.deleted.reservations, 2);

    const liveAfter = await snapshot(otherId);
    for (const table of ['reservation', 'booking', 'ticket', 'redemption', 'notification']) {
      assert.equal(liveAfter[`public.${table}`]!.others, liveBefore[`public.${table}`]!.others, `public.${table}: a live row changed`);
    }
    const stays = await test.query<{ agent_reference: string }>('select agent_reference from test.booking where agent_id = $1 order by 1', [otherId]);
    assert.equal(stays.rows.length, 2, 'the cancelled booking under the age and the redeemed one stay');
    assert.ok(!stays.rows.some((r) => r.agent_reference === made.otherBooking));
    const tickets = await test.query(`select 1 from test.ticket where booking_id = $1`, [oldBookings.rows[0]!.id]);
    assert.equal(tickets.rows.length, 0, 'its tickets went with it');
    const kept = await test.query<{ status: string }>(`select status from test.reservation where id = $1`, [made.otherHeld]);
    assert.deepEqual(kept.rows, [{ status: 'held' }], 'an old hold still held stays');
    const inFlight = await test.query<{ status: string }>(`select status from test.booking where agent_reference = $1`, [made.inFlight]);
    assert.equal(inFlight.rows.length, 1, 'an old booking with a step in flight stays');
    assert.equal(result.test.testDataPruned?.kept_in_flight.bookings >= 1, true);
  });
});
