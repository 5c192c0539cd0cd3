import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { addDays, datesBetween } from '../../src/domain/dates.ts';
import { pruneChanges } from '../../src/availabilityChanges/feed.ts';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { startFakeSupplier, type FakeSupplier, type RecordedRequest } from '../helpers/fakeSupplier.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, serveNotifications } from '../helpers/supplierBehaviour.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sql = <T extends object[]>(query: string, params: unknown[] = []) => testStack().db.fork().getConnection().execute<T>(query, params);
// Long enough that a burst sent at once lands in one window on a loaded machine.
const WINDOW_MS = 2_000;

/**
 * Change events pushed by the supplier and to the agents (issue 21 §3), black box: real HTTPS
 * suppliers and receivers on loopback, two API replicas on one database, a worker.
 */
describe('availability changes: push, feed and notices', function () {
  this.timeout(90_000);
  let w: BookingWorld;
  let other: Harness;
  /** A second agent with access that asked for notices, with a receiver of its own. */
  let listener: TestAccount;
  let listenerInbox: FakeSupplier;
  let listenerSecret: string;
  /** A supplier that granted nobody here, and its callbacks. */
  let stranger: TestAccount;
  let strangerCallbacks: FakeSupplier;
  let vacancies = 20;

  before(async function () {
    w = await startBookingWorld({ tuning: { availabilityNoticeWindowMs: WINDOW_MS } });
    other = await startHarness({ worker: false, taskQueue: w.api.taskQueue });
    listenerInbox = await startFakeSupplier({ ca: testStack().ca, username: 'l-user', password: 'l-pass' });
    listener = await createAccount(w.api, { name: 'Listening agent', notification_url: listenerInbox.url });
    await grant(w.api, w.owner, listener);
    assert.equal((await w.api.call('PATCH', '/v1/account', { auth: listener.auth, json: { availability_notifications: true } })).status, 200);
    listenerSecret = (await w.api.call('POST', '/v1/account/webhook_secret', { auth: listener.auth })).body.webhook_secret;
    strangerCallbacks = await startFakeSupplier({ ca: testStack().ca });
    stranger = await createAccount(w.api, { name: 'Stranger', callback_url: strangerCallbacks.url });
    strangerCallbacks.on('GET', '/products', () => ({
      body: { SECRET: { name: 'Not yours', supplier: null, country: 'NL', city: 'NLAMS', freesale: false, time_zone: 'UTC', options: {} } },
    }));
    // The stranger's product is known here before any case names it, so that "exists" and "does
    // not exist" differ in the database when the answers must not.
    assert.equal(
      (await w.api.call('POST', '/v1/availability_changes', { auth: stranger.auth, json: { product: 'SECRET', dates: [addDays(FAR, 300)] } })).status,
      200,
    );
  });
  beforeEach(async function () {
    w.reset();
    listenerInbox.reset();
    serveNotifications(listenerInbox);
    vacancies = 20;
    w.ownerCallbacks.on('GET', '/availability', async (req: RecordedRequest) => {
      const now = vacancies;
      // A supplier that answers at varying speed, so answers and pushes overtake each other.
      await sleep(Math.floor(Math.random() * 25));
      return {
        body: Object.fromEntries(
          datesBetween(req.query.from!, req.query.to!).map((d) => [
            d,
            { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: now, tickets: { adult: 'Adults' } }, pickups: [] },
          ]),
        ),
      };
    });
  });
  after(async function () {
    await other?.stop();
    await w?.stop();
    await listenerInbox?.close();
    await strangerCallbacks?.close();
  });

  const push = (body: Record<string, unknown>, who: TestAccount = w.owner, api: Harness = w.api) =>
    api.call('POST', '/v1/availability_changes', { auth: who.auth, json: { product: 'BOAT', ...body } });
  const feed = (query: Record<string, string | number> = {}, who: TestAccount = w.agent, api: Harness = w.api) =>
    api.call('GET', `/v1/availability_changes?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, {
      auth: who.auth,
    });
  const read = (from: string, to: string, api: Harness = w.api) =>
    api.call('GET', `/v1/availability?${new URLSearchParams({ supplier: w.owner.email, product: 'BOAT', from, to })}`, { auth: w.agent.auth });
  const calls = () => w.ownerCallbacks.requests.filter((r) => r.path === '/availability').length;
  const ttl = (seconds: number) => w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { availability_ttl_seconds: seconds } });
  /** The last sequence given so far (the cursor of an agent that has read everything). */
  const latest = async () => Number((await sql<{ n: string | null }[]>('select max(sequence) as n from availability_change'))[0]!.n ?? 0);
  const eventCount = async () => (await sql<{ n: number }[]>('select count(*)::int as n from availability_change'))[0]!.n;
  const notices = (inbox: FakeSupplier = listenerInbox) => inbox.requests.filter((r) => r.path === '/availability.updated');

  describe('the push', function () {
    it('drops the days from the cache before it answers, on every replica: the next read asks the supplier', async function () {
      await ttl(120);
      await read(FAR, addDays(FAR, 2), other);
      await read(FAR, addDays(FAR, 2), other);
      assert.equal(calls(), 1, 'cached');
      const pushed = await push({ dates: [addDays(FAR, 1)] });
      assert.equal(pushed.status, 200, JSON.stringify(pushed.body));
      assert.deepEqual({ ...pushed.body, sequence: 0 }, { supplier: w.owner.email, product: 'BOAT', option: null, dates: [addDays(FAR, 1)], sequence: 0 });
      assert.ok(Number.isSafeInteger(pushed.body.sequence) && pushed.body.sequence > 0);
      await read(FAR, FAR, other);
      assert.equal(calls(), 1, 'an untouched day is still served from the cache');
      const after = await read(addDays(FAR, 1), addDays(FAR, 1), other);
      assert.equal(calls(), 2, 'the pushed day is asked again');
      assert.equal(after.headers.get('cache-status'), 'ticket-marketplace; fwd=uri-miss; stored');
      await ttl(0);
    });

    it('no read served from the cache is older than a push that answered, under concurrent load from two replicas', async function () {
      await ttl(120);
      let stop = false;
      let stale = 0;
      let checked = 0;
      // Background readers keep asking, so answers fetched before a change are in flight when it is pushed.
      const background = [w.api, other, w.api, other].map(async (api) => {
        while (!stop) await read(FAR, addDays(FAR, 3), api);
      });
      for (let round = 0; round < 15; round++) {
        vacancies = 100 + round;
        const pushed = await push({ from: FAR, to: addDays(FAR, 3) }, w.owner, round % 2 ? other : w.api);
        assert.equal(pushed.status, 200);
        const reads = await Promise.all([w.api, other, w.api, other].map((api) => read(FAR, addDays(FAR, 3), api)));
        for (const answer of reads) {
          assert.equal(answer.status, 200);
          for (const day of Object.values(answer.body) as { vacancies: number }[]) {
            checked++;
            if (day.vacancies < 100 + round) stale++;
          }
        }
      }
      stop = true;
      await Promise.all(background);
      assert.equal(stale, 0, `${stale} of ${checked} days read after a push were older than it`);
      assert.ok(calls() > 15, 'the cache served some reads and the supplier the rest');
      await ttl(0);
    });

    it('refuses bad input with 4xx, records nothing and says nothing about other accounts', async function () {
      const before = await eventCount();
      const cases: [Record<string, unknown>, TestAccount, number, string][] = [
        [{ product: 'NOPE', dates: [FAR] }, w.owner, 404, 'PRODUCT_NOT_FOUND'],
        [{ product: 'SECRET', dates: [FAR] }, w.owner, 404, 'PRODUCT_NOT_FOUND'],
        [{ from: FAR, to: addDays(FAR, 366) }, w.owner, 400, 'DATE_RANGE_TOO_LARGE'],
        [{ from: addDays(FAR, 2), to: FAR }, w.owner, 400, 'INVALID_DATE_RANGE'],
        [{ dates: ['2031-02-30'] }, w.owner, 400, 'INVALID_DATE'],
        [{ dates: [FAR], from: FAR, to: FAR }, w.owner, 400, 'INVALID_REQUEST'],
        [{}, w.owner, 400, 'INVALID_REQUEST'],
        [{ dates: [] }, w.owner, 400, 'INVALID_REQUEST'],
        [{ dates: [FAR], option: 'XX' }, w.owner, 404, 'OPTION_NOT_FOUND'],
        [{ dates: [FAR], extra: 1 }, w.owner, 400, 'INVALID_REQUEST'],
        // Another supplier's product, named through `supplier`: the same answer whether it exists or not.
        [{ product: 'SECRET', supplier: stranger.email, dates: [FAR] }, w.owner, 403, 'FORBIDDEN'],
        [{ product: 'GHOST', supplier: stranger.email, dates: [FAR] }, w.owner, 403, 'FORBIDDEN'],
        [{ product: 'SECRET', supplier: 'nobody@example.com', dates: [FAR] }, w.owner, 403, 'FORBIDDEN'],
        // The owner's product pushed by an agent that may sell it: an agent is not its supplier.
        [{ supplier: w.owner.email, dates: [FAR] }, w.agent, 403, 'FORBIDDEN'],
      ];
      for (const [body, who, status, error] of cases) {
        const res = await w.api.call('POST', '/v1/availability_changes', { auth: who.auth, json: { product: 'BOAT', ...body } });
        assert.deepEqual([res.status, res.body], [status, { error }], JSON.stringify(body));
      }
      assert.equal((await w.api.call('POST', '/v1/availability_changes', { json: { product: 'BOAT', dates: [FAR] } })).status, 401);
      assert.equal(await eventCount(), before, 'nothing recorded');
    });

    it('a delegate pushes for the products it serves, naming their owner', async function () {
      const res = await push({ product: 'DELEGATED', supplier: w.owner.email, dates: [FAR] }, w.delegate);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.supplier, w.owner.email);
      const refused = await push({ product: 'BOAT', supplier: w.owner.email, dates: [FAR] }, w.delegate);
      assert.deepEqual([refused.status, refused.body], [403, { error: 'FORBIDDEN' }]);
    });

    it('repeats the answer for a repeated Idempotency-Key without a second change', async function () {
      const body = { product: 'BOAT', dates: [addDays(FAR, 40)] };
      const headers = { 'Idempotency-Key': `push-${Date.now()}` };
      const first = await w.api.call('POST', '/v1/availability_changes', { auth: w.owner.auth, json: body, headers });
      const count = await eventCount();
      const again = await w.api.call('POST', '/v1/availability_changes', { auth: w.owner.auth, json: body, headers });
      assert.deepEqual(again.body, first.body);
      assert.equal(await eventCount(), count);
    });
  });

  describe('the feed', function () {
    it('answers, in order, the changes on products the agent may sell, whoever caused them', async function () {
      const since = await latest();
      assert.equal((await push({ dates: [addDays(FAR, 10), addDays(FAR, 11)], option: 'EN' })).status, 200);
      assert.equal((await push({ product: 'SECRET', dates: [addDays(FAR, 10)] }, stranger)).status, 200);
      const held = await w.reserve({ date: addDays(FAR, 12) });
      assert.equal(held.status, 200, JSON.stringify(held.body));
      const page = await feed({ since });
      assert.equal(page.status, 200);
      const mine = page.body.changes as { sequence: number; supplier: string; product: string; option: string | null; date: string; source: string }[];
      assert.deepEqual(
        mine.map(({ supplier, product, option, date, source }) => ({ supplier, product, option, date, source })),
        [
          { supplier: w.owner.email, product: 'BOAT', option: 'EN', date: addDays(FAR, 10), source: 'supplier' },
          { supplier: w.owner.email, product: 'BOAT', option: 'EN', date: addDays(FAR, 11), source: 'supplier' },
          { supplier: w.owner.email, product: 'BOAT', option: null, date: addDays(FAR, 12), source: 'marketplace' },
        ],
        'no change to the stranger’s product',
      );
      const numbers = mine.map((c) => c.sequence);
      assert.deepEqual(
        numbers,
        [...numbers].sort((a, b) => a - b),
      );
      assert.equal(new Set(numbers).size, numbers.length);
      assert.equal(page.body.next, await latest());
      assert.equal(page.body.has_more, false);
      // The stranger sees its own change; the agent's next page is empty.
      assert.deepEqual(
        ((await feed({ since }, stranger)).body.changes as { product: string }[]).map((c) => c.product),
        ['SECRET'],
      );
      assert.deepEqual((await feed({ since: page.body.next })).body.changes, []);
    });

    it('an agent granted by a hundred suppliers gets exactly their changes, in order, and none of another supplier’s', async function () {
      // Past 64 sellers the feed walks the changes in order and looks each seller up in the list.
      const agent = await createAccount(w.api, { name: 'Agent of many' });
      const agentId = (await sql<{ id: string }[]>('select id from account where email = ?', [agent.email]))[0]!.id;
      await sql(
        `with suppliers as (
           insert into account (id, name, email, callback_url, notification_url, token_hash, created_at, updated_at)
           select gen_random_uuid(), 'Granting ' || g, 'granting-' || g || '-' || ? || '@example.com', 'https://c.example.com', 'https://n.example.com', 'x', now(), now()
             from generate_series(1, 99) g returning id)
         insert into access_grant (id, supplier_id, agent_id, created_at) select gen_random_uuid(), id, ?, now() from suppliers`,
        [agentId, agentId],
      );
      await grant(w.api, w.owner, agent);
      const since = await latest();
      assert.equal((await push({ dates: [addDays(FAR, 40), addDays(FAR, 41)] })).status, 200);
      assert.equal((await push({ product: 'SECRET', dates: [addDays(FAR, 40)] }, stranger)).status, 200);
      assert.equal((await push({ dates: [addDays(FAR, 42)] })).status, 200);
      const page = await feed({ since, limit: 2 }, agent);
      const rest = await feed({ since: page.body.next }, agent);
      assert.deepEqual(
        [...page.body.changes, ...rest.body.changes].map((c: { supplier: string; date: string }) => [c.supplier, c.date]),
        [40, 41, 42].map((d) => [w.owner.email, addDays(FAR, d)]),
      );
      assert.equal(page.body.has_more, true);
      assert.equal(rest.body.next, await latest());
    });

    it('pages with limit, and since replays exactly what was missed', async function () {
      const since = await latest();
      const dates = datesBetween(addDays(FAR, 20), addDays(FAR, 26));
      assert.equal((await push({ dates })).status, 200);
      const seen: string[] = [];
      let cursor = since;
      for (let i = 0; i < 10; i++) {
        const page = await feed({ since: cursor, limit: 3 });
        seen.push(...(page.body.changes as { date: string }[]).map((c) => c.date));
        cursor = page.body.next;
        if (!page.body.has_more) break;
      }
      assert.deepEqual(seen, dates);
      // A receiver that kept only the first three replays the other four from its cursor.
      const first = await feed({ since, limit: 3 });
      const rest = await feed({ since: first.body.next, limit: 100 });
      assert.deepEqual(
        (rest.body.changes as { date: string }[]).map((c) => c.date),
        dates.slice(3),
      );
    });

    it('with changes committed concurrently through two replicas, a follower misses none and sees each once', async function () {
      const since = await latest();
      let following = true;
      const followed: number[] = [];
      const follower = (async () => {
        let cursor = since;
        while (following) {
          const page = await feed({ since: cursor, limit: 50 }, w.agent, other);
          followed.push(...(page.body.changes as { sequence: number }[]).map((c) => c.sequence));
          assert.ok(page.body.next >= cursor, 'the cursor never goes back');
          cursor = page.body.next;
        }
        // One last read after every writer has answered.
        for (;;) {
          const page = await feed({ since: cursor, limit: 1000 }, w.agent, other);
          followed.push(...(page.body.changes as { sequence: number }[]).map((c) => c.sequence));
          cursor = page.body.next;
          if (!page.body.has_more) break;
        }
      })();
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => push({ dates: [addDays(FAR, 50 + (i % 5)), addDays(FAR, 60 + (i % 3))] }, w.owner, i % 2 ? other : w.api)),
      );
      following = false;
      await follower;
      const all = ((await feed({ since, limit: 1000 })).body.changes as { sequence: number }[]).map((c) => c.sequence);
      assert.equal(all.length, 80);
      assert.deepEqual(followed, all, 'followed incrementally: the same changes, in the same order, each once');
    });

    it('numbers follow commit order: a change committed after a later-started one is never passed by a cursor', async function () {
      const since = await latest();
      // A transaction that records a change and stays open while a push commits: numbered at
      // insert, it would take the smaller number and be skipped by a cursor that read the push.
      const client = await testStack().db.pool.connect();
      try {
        await client.query('begin');
        const owner = await client.query<{ id: string }>('select id from account where email = $1', [w.owner.email]);
        await client.query(`insert into availability_change (owner_id, product, date, cause, noticed) values ($1, 'BOAT', $2, 'reservation', true)`, [
          owner.rows[0]!.id,
          addDays(FAR, 120),
        ]);
        const pushed = await push({ dates: [addDays(FAR, 121)] });
        assert.equal(pushed.status, 200);
        const first = await feed({ since });
        assert.deepEqual(
          (first.body.changes as { date: string }[]).map((c) => c.date),
          [addDays(FAR, 121)],
        );
        await client.query('commit');
        const second = await feed({ since: first.body.next });
        assert.deepEqual(
          (second.body.changes as { date: string }[]).map((c) => c.date),
          [addDays(FAR, 120)],
          'the change that committed later comes after the cursor',
        );
      } finally {
        client.release();
      }
    });

    it('a cursor older than the events kept answers 410 CURSOR_EXPIRED; without since the feed starts from the oldest kept', async function () {
      const since = await latest();
      assert.equal((await push({ dates: [addDays(FAR, 70)] })).status, 200);
      assert.equal((await push({ dates: [addDays(FAR, 71)] })).status, 200);
      // As if eight days passed for the first of the two.
      await sql(`update availability_change set at = now() - interval '8 days' where sequence <= ?`, [since + 1]);
      assert.ok((await pruneChanges(testStack().db.fork())).deleted >= 1);
      const expired = await feed({ since });
      assert.deepEqual([expired.status, expired.body], [410, { error: 'CURSOR_EXPIRED' }]);
      const fromOldest = await feed({});
      assert.equal(fromOldest.status, 200);
      assert.ok((fromOldest.body.changes as { sequence: number }[]).every((c) => c.sequence > since + 1));
      assert.ok((fromOldest.body.changes as { date: string }[]).some((c) => c.date === addDays(FAR, 71)));
      // A cursor from another database (above every number given here) must resynchronise too.
      assert.deepEqual((await feed({ since: (await latest()) + 1000 })).body, { error: 'CURSOR_EXPIRED' });
      for (const bad of ['-1', 'x', '1.5']) assert.deepEqual((await feed({ since: bad })).body, { error: 'INVALID_REQUEST' });
      assert.equal((await feed({ limit: 1001 })).status, 400);
    });
  });

  describe('availability.updated notices', function () {
    const deliveredNotices = (who: TestAccount) =>
      w.api.call('GET', '/v1/notifications?event=availability.updated', { auth: who.auth }).then((r) => r.body as { id: string; status: string }[]);

    /** Earlier cases' changes announced, so that a case's changes are gathered on their own. */
    const settled = () =>
      eventually(
        async () =>
          assert.equal(
            (await sql<{ n: number }[]>('select count(*)::int as n from availability_change where not noticed'))[0]!.n,
            0,
            'changes not yet noticed',
          ),
        20_000,
        'earlier notices',
      );
    beforeEach(settled);

    it('a burst becomes one signed notice per agent that asked, with every date; logged and redeliverable', async function () {
      const since = await latest();
      const agentNoticesBefore = notices(w.agentInbox).length;
      const loggedBefore = (await deliveredNotices(listener)).length;
      // Earlier cases' notices may still arrive: these are the ones naming the burst's dates.
      const burst = () => notices().filter((n) => (n.body as { dates: string[] }).dates.includes(addDays(FAR, 80)));
      const pushed = await Promise.all([addDays(FAR, 80), addDays(FAR, 82), addDays(FAR, 81)].map((date) => push({ dates: [date] })));
      assert.deepEqual(
        pushed.map((p) => p.status),
        [200, 200, 200],
      );
      const [notice] = await eventually(
        () => {
          const found = burst();
          assert.ok(found.length > 0, 'no notice naming the burst');
          return found;
        },
        20_000,
        'the notice',
      );
      await sleep(WINDOW_MS * 2);
      assert.equal(burst().length, 1, 'one notice for the burst');
      const body = new Webhook(listenerSecret).verify(notice!.rawBody, notice!.headers) as Record<string, unknown>;
      assert.deepEqual(body, {
        supplier: w.owner.email,
        product: 'BOAT',
        option: null,
        dates: [addDays(FAR, 80), addDays(FAR, 81), addDays(FAR, 82)],
        sequence: await latest(),
      });
      assert.ok((body.sequence as number) > since);
      assert.equal(notices(w.agentInbox).length, agentNoticesBefore, 'the agent that did not ask gets none');
      const logged = await eventually(
        async () => {
          const entries = await deliveredNotices(listener);
          assert.ok(entries.length > loggedBefore, 'no new entry in the log');
          assert.equal(entries[0]!.status, 'delivered');
          return entries;
        },
        20_000,
        'the notice delivered in the log',
      );
      assert.equal(logged[0]!.id, notice!.headers['webhook-id']);
      const redelivered = await w.api.call('POST', `/v1/notifications/${logged[0]!.id}/redeliver`, { auth: listener.auth });
      assert.equal(redelivered.status, 202);
      const again = await eventually(
        () => {
          const second = burst()[1];
          assert.ok(second, 'no second delivery of the notice');
          return second;
        },
        20_000,
        'the redelivery',
      );
      assert.equal(again.headers['webhook-id'], notice!.headers['webhook-id']);
      assert.equal(again.rawBody, notice!.rawBody);
    });

    it('our own sales are announced too, and only to agents that may sell the product', async function () {
      const held = await w.reserve({ date: addDays(FAR, 90) });
      assert.equal(held.status, 200);
      const notice = await eventually(
        () => {
          const found = notices().find((n) => (n.body as { dates: string[] }).dates.includes(addDays(FAR, 90)));
          assert.ok(found, 'no notice naming the date');
          return found;
        },
        20_000,
        'the notice',
      );
      assert.equal((notice.body as { product: string }).product, 'BOAT');
      // A stranger's change reaches the agent it granted, and nobody here.
      const fanInbox = await startFakeSupplier({ ca: testStack().ca });
      try {
        serveNotifications(fanInbox);
        const fan = await createAccount(w.api, { name: 'The stranger’s agent', notification_url: fanInbox.url });
        await grant(w.api, stranger, fan);
        assert.equal((await w.api.call('PATCH', '/v1/account', { auth: fan.auth, json: { availability_notifications: true } })).status, 200);
        await push({ product: 'SECRET', dates: [addDays(FAR, 91)] }, stranger);
        const theirs = await eventually(
          () => {
            const first = notices(fanInbox)[0];
            assert.ok(first, 'no notice at the stranger’s agent');
            return first;
          },
          20_000,
          'the stranger’s agent’s notice',
        );
        assert.deepEqual((theirs.body as { product: string; dates: string[] }).dates, [addDays(FAR, 91)]);
        await sleep(WINDOW_MS);
        assert.ok(!notices().some((n) => (n.body as { product: string }).product === 'SECRET'), 'nothing of it to the listener');
        assert.equal(notices(fanInbox).length, 1);
      } finally {
        await fanInbox.close();
      }
    });

    it('a receiver that is down gets the notice once it is back; the feed had the change all along', async function () {
      const since = await latest();
      listenerInbox.failNext(3, 503, '/availability.updated');
      assert.equal((await push({ dates: [addDays(FAR, 100)] })).status, 200);
      assert.deepEqual(
        ((await feed({ since }, listener)).body.changes as { date: string }[]).map((c) => c.date),
        [addDays(FAR, 100)],
      );
      const attempts = () => notices().filter((n) => (n.body as { dates: string[] }).dates.includes(addDays(FAR, 100)));
      const first = await eventually(
        () => {
          const attempt = attempts()[0];
          assert.ok(attempt, 'no attempt yet');
          return attempt;
        },
        20_000,
        'the first attempt',
      );
      const id = first.headers['webhook-id'];
      // Delivered: the receiver's fourth answer was its first 200, and the log says so.
      const entry = await eventually(
        async () => {
          const logged = await w.api.call('GET', `/v1/notifications/${id}`, { auth: listener.auth });
          assert.equal(logged.body.status, 'delivered');
          return logged.body;
        },
        30_000,
        'the delivery after the receiver came back',
      );
      assert.equal(entry.attempts, 4, 'three refused attempts, then the delivery');
      assert.ok(attempts().length >= 4 && attempts().every((n) => n.headers['webhook-id'] === id), 'the same notice every attempt');
    });
  });

  it('the account shows availability_notifications, off by default', async function () {
    const fresh = await createAccount(w.api);
    assert.equal((await w.api.call('GET', '/v1/account', { auth: fresh.auth })).body.availability_notifications, false);
    const on = await w.api.call('PATCH', '/v1/account', { auth: fresh.auth, json: { availability_notifications: true } });
    assert.equal(on.body.availability_notifications, true);
    assert.equal((await w.api.call('PATCH', '/v1/account', { auth: fresh.auth, json: { availability_notifications: 'yes' } })).status, 400);
  });
});
