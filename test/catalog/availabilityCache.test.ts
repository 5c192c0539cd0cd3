import assert from 'node:assert/strict';
import { addDays, datesBetween } from '../../src/domain/dates.ts';
import { NO_CACHE_LIMIT } from '../../src/catalog/freshnessLimit.ts';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import type { RecordedRequest } from '../helpers/fakeSupplier.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A cache whose freshness the supplier controls (issue 21 §2), black box: real HTTPS supplier on
 * loopback, the API (two replicas on one database for the replica case), a worker for the holds.
 */
describe('availability cache under the supplier’s TTL', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  let other: Harness;
  let secondAgent: TestAccount;
  let supplierDelayMs = 0;

  before(async function () {
    w = await startBookingWorld();
    // A second API replica on the same database: caches are shared through PostgreSQL.
    other = await startHarness({ worker: false, taskQueue: w.api.taskQueue });
    secondAgent = await createAccount(w.api, { name: 'Second agent' });
    await grant(w.api, w.owner, secondAgent);
  });
  beforeEach(async function () {
    w.reset();
    supplierDelayMs = 0;
    // Each case starts with nothing cached (the suites of one mocha process run one after another).
    await testStack().db.fork().getConnection().execute('delete from availability_cache');
    w.ownerCallbacks.on('GET', '/availability', async (req: RecordedRequest) => {
      if (supplierDelayMs) await sleep(supplierDelayMs);
      return {
        body: Object.fromEntries(
          datesBetween(req.query.from!, req.query.to!).map((d) => [
            d,
            { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 20, tickets: { adult: 'Adults' } }, pickups: [] },
          ]),
        ),
      };
    });
  });
  after(async function () {
    await other?.stop();
    await w?.stop();
  });

  const ttl = (seconds: number, independent = false) =>
    w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { availability_ttl_seconds: seconds, availability_agent_independent: independent } });
  const read = (from: string, to: string, who: TestAccount = w.agent, api: Harness = w.api, headers: Record<string, string> = {}) =>
    api.call('GET', `/v1/availability?${new URLSearchParams({ supplier: w.owner.email, product: 'BOAT', from, to })}`, { auth: who.auth, headers });
  const calls = () => w.ownerCallbacks.requests.filter((r) => r.path === '/availability');
  /** Ages every cached day by `seconds`, as time passing would. */
  const age = (seconds: number) =>
    testStack().db.fork().getConnection().execute(`update availability_cache set fetched_at = fetched_at - make_interval(secs => ?)`, [seconds]);
  const end = addDays(FAR, 6);

  it('TTL 0, the default: every read asks the supplier, and says so', async function () {
    assert.equal((await ttl(0)).body.availability_ttl_seconds, 0);
    const first = await read(FAR, end);
    const second = await read(FAR, end);
    assert.deepEqual([first.status, second.status], [200, 200]);
    assert.equal(calls().length, 2);
    assert.equal(second.headers.get('cache-status'), 'ticket-marketplace; fwd=uri-miss; detail="supplier ttl 0"');
    assert.equal(second.headers.get('age'), '0');
  });

  it('TTL T: no supplier call within T, one after; Age and Cache-Status tell', async function () {
    assert.equal((await ttl(30)).status, 200);
    const miss = await read(FAR, end);
    assert.equal(miss.headers.get('cache-status'), 'ticket-marketplace; fwd=uri-miss; stored');
    await age(10);
    const hit = await read(FAR, end);
    assert.equal(calls().length, 1, 'served from the cache');
    assert.deepEqual(hit.body, miss.body, 'the same answer, shaped for the agent');
    assert.equal(hit.headers.get('age'), '10');
    assert.equal(hit.headers.get('cache-status'), 'ticket-marketplace; hit; ttl=20');
    await age(21);
    await read(FAR, end);
    assert.equal(calls().length, 2, 'past the TTL the supplier is asked again');
  });

  it('keeps days: a longer range asks the supplier only for the days it lacks', async function () {
    await ttl(60);
    await read(FAR, addDays(FAR, 2));
    const wider = await read(FAR, end);
    assert.equal(wider.status, 200);
    assert.deepEqual(Object.keys(wider.body), datesBetween(FAR, end));
    assert.equal(calls().length, 2);
    assert.deepEqual([calls()[1]!.query.from, calls()[1]!.query.to], [addDays(FAR, 3), end]);
    assert.equal(wider.headers.get('cache-status'), 'ticket-marketplace; fwd=partial; stored');
  });

  it('per agent, unless the supplier declared its availability the same for every agent', async function () {
    await ttl(60);
    await read(FAR, end);
    await read(FAR, end, secondAgent);
    assert.equal(calls().length, 2, 'each agent its own answer');
    await ttl(60, true);
    await read(addDays(FAR, 20), addDays(FAR, 21));
    await read(addDays(FAR, 20), addDays(FAR, 21), secondAgent);
    assert.equal(calls().length, 3, 'one answer for every agent');
    await ttl(60, false);
  });

  it('our own hold on day D drops D before the agent’s answer: the next read of D asks the supplier, D+1 is still served from the cache, on any replica', async function () {
    await ttl(120);
    await read(FAR, addDays(FAR, 1), w.agent, other);
    assert.equal(calls().length, 1);
    const held = await w.reserve({});
    assert.equal(held.status, 200, JSON.stringify(held.body));
    await read(addDays(FAR, 1), addDays(FAR, 1), w.agent, other);
    assert.equal(calls().length, 1, 'D+1 untouched');
    const after = await read(FAR, FAR, w.agent, other);
    assert.equal(calls().length, 2, 'D asked again');
    assert.equal(after.headers.get('cache-status'), 'ticket-marketplace; fwd=uri-miss; stored');
    // Released: D changes again.
    assert.equal((await w.api.call('POST', '/v1/reservation_cancellation', { auth: w.agent.auth, json: { reservation: held.body.reservation } })).status, 200);
    // The release at the supplier runs in the hold's workflow: the cache is dropped when it is done.
    for (let i = 0; i < 100 && !w.ownerCallbacks.requests.some((r) => r.path === '/reservation_cancellation'); i++) await sleep(100);
    for (let i = 0; i < 50; i++) {
      const cached = await testStack()
        .db.fork()
        .getConnection()
        .execute<{ n: number }[]>(`select count(*)::int as n from availability_cache where date = ?`, [FAR]);
      if (cached[0]?.n === 0) break;
      await sleep(100);
    }
    await read(FAR, FAR, w.agent, other);
    assert.equal(calls().length, 3, 'D asked again after the release');
  });

  it('an answer the supplier gave before a change is never stored, however late it arrives', async function () {
    await ttl(120);
    supplierDelayMs = 800;
    const slow = read(FAR, FAR);
    await sleep(250); // the read has looked at the cache and is waiting for the supplier
    supplierDelayMs = 0;
    const held = await w.reserve({});
    assert.equal(held.status, 200);
    assert.equal((await slow).status, 200);
    const next = await read(FAR, FAR);
    assert.equal(next.headers.get('cache-status'), 'ticket-marketplace; fwd=uri-miss; stored', 'not served from the answer that predates the hold');
    assert.equal(calls().length, 2);
    await w.api.call('POST', '/v1/reservation_cancellation', { auth: w.agent.auth, json: { reservation: held.body.reservation } });
  });

  it('Cache-Control: no-cache asks the supplier now, within a per-agent limit', async function () {
    await ttl(120);
    await read(addDays(FAR, 40), addDays(FAR, 40), secondAgent);
    const fresh = await read(addDays(FAR, 40), addDays(FAR, 40), secondAgent, w.api, { 'cache-control': 'no-cache' });
    assert.equal(fresh.headers.get('cache-status'), 'ticket-marketplace; fwd=request; stored');
    assert.equal(calls().length, 2);
    let limited: Awaited<ReturnType<typeof read>> | undefined;
    for (let i = 1; i < NO_CACHE_LIMIT.points + 2 && !limited; i++) {
      const res = await read(addDays(FAR, 40), addDays(FAR, 40), secondAgent, w.api, { 'cache-control': 'no-cache' });
      if (res.status === 429) limited = res;
    }
    assert.ok(limited, 'limited');
    assert.deepEqual(limited.body, { error: 'TOO_MANY_REQUESTS' });
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.ok(calls().length <= NO_CACHE_LIMIT.points + 1, 'the supplier is asked no more than the limit allows');
    // Without no-cache the agent is served as usual.
    assert.equal((await read(addDays(FAR, 40), addDays(FAR, 40), secondAgent)).status, 200);
  });

  it('refuses a TTL outside 0–300 and changes nothing', async function () {
    for (const bad of [-1, 301, 1.5, '30']) {
      const res = await w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { availability_ttl_seconds: bad } });
      assert.equal(res.status, 400, String(bad));
    }
    await ttl(45);
    assert.equal((await w.api.call('GET', '/v1/account', { auth: w.owner.auth })).body.availability_ttl_seconds, 45);
    await ttl(0);
  });
});
