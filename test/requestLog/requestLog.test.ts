import assert from 'node:assert/strict';
import { createAccount, type TestAccount } from '../helpers/accounts.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { startScratchDatabase } from '../helpers/stack.ts';
import { createLogger } from '../../src/logger.ts';
import { loggablePath, type RequestLogEntry } from '../../src/requestLog/entry.ts';
import { listRequests, pruneRequests, type requestView } from '../../src/requestLog/read.ts';
import { RequestsQuery } from '../../src/requestLog/schemas.ts';
import { createRequestLog } from '../../src/requestLog/store.ts';

/** An entry as GET /v1/requests answers it. */
type Entry = ReturnType<typeof requestView>;

/** A successful GET /v1/account of `accountId`, as the API would hand it to the log. */
const loggedRequest = (requestId: string, accountId: string): RequestLogEntry => ({
  mode: 'live',
  requestId,
  accountId,
  method: 'GET',
  path: '/v1/account',
  status: 200,
  error: null,
  errorDetail: null,
  idempotencyKey: null,
  at: new Date(),
  durationMs: 1,
});

/** Issue 22 §1: GET /v1/requests, each account's own requests of the last 7 days. */
describe('request log (GET /v1/requests)', function () {
  this.timeout(60_000);
  let scratch: Awaited<ReturnType<typeof startScratchDatabase>>;
  let api: Harness;
  let agent: TestAccount;
  let other: TestAccount;
  before(async () => {
    scratch = await startScratchDatabase('request_log');
    api = await startHarness({ worker: false, db: scratch.db });
    agent = await createAccount(api);
    other = await createAccount(api);
  });
  after(async () => {
    await api?.stop();
    await scratch?.drop();
  });

  const list = async (who: TestAccount, query = '') => {
    const res = await api.call('GET', `/v1/requests${query}`, { auth: who.auth });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as { requests: Entry[]; next: string | null; has_more: boolean };
  };

  it('lists the caller’s own requests, newest first, with status, error code and detail, idempotency key, time, duration and Request-Id', async function () {
    const ok = await api.call('GET', '/v1/account', { auth: agent.auth });
    const refused = await api.call('POST', '/v1/reservation', {
      auth: agent.auth,
      json: { supplier: 'ops@harbour.example', product: 'BOAT', date: '2031-06-01', adult: 1, expires: '2020-01-01T00:00:00Z' },
      headers: { 'idempotency-key': 'log-key-1' },
    });
    await api.call('GET', '/v1/account', { auth: other.auth });
    const { requests } = await list(agent);
    const [newest, older] = requests;
    assert.equal(newest?.id, refused.headers.get('request-id'));
    assert.deepEqual(
      { method: newest?.method, path: newest?.path, status: newest?.status, error: newest?.error, key: newest?.idempotency_key },
      { method: 'POST', path: '/v1/reservation', status: 400, error: 'INVALID_EXPIRES', key: 'log-key-1' },
    );
    assert.equal(newest?.error_detail, refused.headers.get('error-detail'));
    assert.ok(newest!.duration_ms >= 0 && Date.parse(newest!.at) <= Date.now());
    assert.equal(older?.id, ok.headers.get('request-id'));
    assert.deepEqual([older?.status, older?.error, older?.error_detail], [200, null, null]);
    // The other account's request is in its own log, never in this one.
    const others = await list(other);
    assert.ok(others.requests.every((r) => !requests.some((mine) => mine.id === r.id)));
    assert.equal(others.requests.length, 1);
  });

  it('shows one request by its id, to its account only', async function () {
    const refused = await api.call('GET', '/v1/bookings?limit=0', { auth: agent.auth });
    const id = refused.headers.get('request-id')!;
    await list(agent); // flushes
    const mine = await api.call('GET', `/v1/requests/${id}`, { auth: agent.auth });
    assert.equal(mine.status, 200);
    assert.deepEqual([mine.body.id, mine.body.status, mine.body.path], [id, 400, '/v1/bookings?limit=0']);
    const theirs = await api.call('GET', `/v1/requests/${id}`, { auth: other.auth });
    assert.deepEqual([theirs.status, theirs.body], [404, { error: 'REQUEST_NOT_FOUND' }]);
  });

  it('filters by status class or status, and pages with before = next', async function () {
    // An address that is no operation is not logged: nothing checked the credentials there.
    await api.call('GET', '/v1/nowhere', { auth: agent.auth });
    for (let i = 0; i < 3; i++) await api.call('GET', `/v1/bookings/NOPE-${i}`, { auth: agent.auth });
    await list(agent);
    const errors = await list(agent, '?status=4xx');
    assert.ok(errors.requests.length >= 5 && errors.requests.every((r) => r.status >= 400 && r.status < 500));
    const notFound = await list(agent, '?status=404');
    assert.deepEqual(
      notFound.requests.map((r) => [r.path, r.error]),
      [2, 1, 0].map((i) => [`/v1/bookings/NOPE-${i}`, 'BOOKING_NOT_FOUND']),
    );
    assert.equal((await list(agent, '?status=5xx')).requests.length, 0);

    const all = await list(agent, '?limit=200');
    const paged: Entry[] = [];
    let query = '?limit=2';
    for (;;) {
      const page = await list(agent, query);
      paged.push(...page.requests);
      if (!page.has_more) break;
      query = `?limit=2&before=${page.next}`;
    }
    // Each GET /v1/requests is itself logged once answered: compare what both saw.
    const seen = new Set(all.requests.map((r) => r.id));
    assert.deepEqual(
      paged.filter((r) => seen.has(r.id)).map((r) => r.id),
      all.requests.map((r) => r.id),
    );
    const times = paged.map((r) => Date.parse(r.at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const since = await list(agent, `?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    assert.equal(since.requests.length, 0);
  });

  it('keeps no secret: query values of secret parameters are replaced, and no body is kept', async function () {
    await api.call('GET', '/v1/products?token=s3cr3t-value&supplier=x', { auth: agent.auth });
    const { requests } = await list(agent);
    const entry = requests.find((r) => r.path.startsWith('/v1/products'));
    assert.equal(entry?.path, '/v1/products?token=redacted&supplier=x');
    assert.ok(!JSON.stringify(requests).includes(agent.token));
    assert.equal(loggablePath('/v1/account/verify', 'code=123456&x=%E2%9C%93'), '/v1/account/verify?code=redacted&x=%E2%9C%93');
  });

  it('refuses bad queries with 400 and says which', async function () {
    for (const query of [
      '?status=6xx',
      '?status=abc',
      '?limit=0',
      '?limit=201',
      '?before=1',
      '?before=99999999999999999-1',
      '?before=99999999999999-1',
      '?since=yesterday',
      // ISO 8601 as zod takes it, but no year we keep (PostgreSQL has no year 0).
      '?since=0000-01-01T00:00:00Z',
      '?since=9999-12-31T23:59:59-14:00',
    ]) {
      const res = await api.call('GET', `/v1/requests${query}`, { auth: agent.auth });
      assert.equal(res.status, 400, query);
      assert.match(res.headers.get('error-detail') ?? '', /^(status|limit|before|since): /, query);
    }
    assert.equal((await api.call('GET', '/v1/requests/not%20an%20id', { auth: agent.auth })).status, 400);
    // An offset PostgreSQL would refuse (past 15:59) is read here, not handed to it: an answer, not a 500.
    assert.equal((await api.call('GET', '/v1/requests?since=2030-01-01T00:00:00%2B20:00', { auth: agent.auth })).status, 200);
    assert.equal((await api.call('GET', '/v1/requests')).status, 401);
  });

  it('keeps entries written while the table was away, and writes them once it is back', async function () {
    const lines: string[] = [];
    const logger = createLogger('warn', { write: (line: string) => lines.push(line) });
    const log = createRequestLog({ poolOf: () => scratch.db.pool, logger, flushMs: 20 });
    await scratch.db.pool.query('alter table api_request rename to api_request_away');
    const entry = (n: number) => loggedRequest(`away-${n}`, '00000000-0000-4000-8000-000000000001');
    try {
      log.record(entry(1));
      log.record(entry(2));
      await log.flush();
      assert.ok(lines.some((l) => l.includes('request log: write failed')));
    } finally {
      await scratch.db.pool.query('alter table api_request_away rename to api_request');
    }
    await log.close();
    const { rows } = await scratch.db.pool.query(`select request_id from api_request where request_id like 'away-%' order by request_id`);
    assert.deepEqual(
      rows.map((r) => r.request_id),
      ['away-1', 'away-2'],
    );
  });

  it('queues one write behind a slow one, however many buffers fill meanwhile, and takes nothing once closed', async function () {
    const pool = scratch.db.pool;
    let writes = 0;
    // The real pool, counted: every statement the log sends goes through it.
    const counted = {
      query: (...args: Parameters<typeof pool.query>) => {
        writes++;
        return pool.query(...args);
      },
    } as unknown as typeof pool;
    const log = createRequestLog({ poolOf: () => counted, logger: createLogger('silent'), batchSize: 10 });
    const locker = await pool.connect();
    await locker.query('begin');
    await locker.query('lock table api_request in access exclusive mode');
    const entry = (n: number) => loggedRequest(`slow-${n}`, '00000000-0000-4000-8000-000000000003');
    try {
      for (let n = 0; n < 1_000; n++) log.record(entry(n));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // A reader's flush joins the write queued behind the blocked one, instead of queueing one more.
      assert.equal(log.flush(), log.flush());
    } finally {
      await locker.query('commit');
      locker.release();
    }
    await log.close();
    log.record(entry(1_000));
    await log.flush();
    const { rows } = await pool.query(`select count(*)::int as n from api_request where account_id = $1`, ['00000000-0000-4000-8000-000000000003']);
    assert.equal(rows[0].n, 1_000, 'every entry written once, none after close');
    assert.ok(writes <= 3, `${writes} writes for 100 full buffers behind one blocked write`);
  });

  it('pages entries of the same millisecond by their number, not by its text (999999 before 1000000 would skip 1000000)', async function () {
    // Two replicas' flushes can stamp entries with the same millisecond; the cursor then orders them by row number.
    const at = new Date(Date.now() - 60_000);
    const account = '00000000-0000-4000-8000-000000000009';
    await scratch.db.pool.query(
      `insert into api_request (id, request_id, account_id, method, path, status, at, duration_ms) overriding system value
       values (999999, 'nine', $1, 'GET', '/v1/account', 200, $2, 1), (1000000, 'ten', $1, 'GET', '/v1/account', 200, $2, 1)`,
      [account, at],
    );
    const first = await listRequests(scratch.db.pool, account, RequestsQuery.parse({ limit: 1 }));
    const second = await listRequests(scratch.db.pool, account, RequestsQuery.parse({ limit: 1, before: first.next! }));
    assert.deepEqual(
      [...first.requests, ...second.requests].map((r) => r.id),
      ['ten', 'nine'],
    );
    assert.equal(second.has_more, false);
  });

  it('is pruned past 7 days by housekeeping', async function () {
    await scratch.db.pool.query(
      `insert into api_request (request_id, account_id, method, path, status, at, duration_ms)
       values ('old', $1, 'GET', '/v1/account', 200, now() - interval '8 days', 1), ('recent', $1, 'GET', '/v1/account', 200, now() - interval '6 days', 1)`,
      ['00000000-0000-4000-8000-000000000002'],
    );
    assert.ok((await pruneRequests(scratch.db.fork())).deleted >= 1);
    const { rows } = await scratch.db.pool.query(`select request_id from api_request where account_id = $1`, ['00000000-0000-4000-8000-000000000002']);
    assert.deepEqual(
      rows.map((r) => r.request_id),
      ['recent'],
    );
  });
});
