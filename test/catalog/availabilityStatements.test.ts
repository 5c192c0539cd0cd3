import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { FAILURE_LIMITS } from '../../src/limits/failureLimits.ts';
import { AccessGrant, Account, Product } from '../../src/db/entities/index.ts';
import { initORM, type Db } from '../../src/db/orm.ts';
import { datesBetween } from '../../src/domain/dates.ts';
import { hashSecret, newSecret } from '../../src/domain/secrets.ts';
import { PRODUCT_TTL_MS } from '../../src/catalog/products.ts';
import { startFakeSupplier, type FakeSupplier, type RecordedRequest } from '../helpers/fakeSupplier.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';
import { startTcpProxy } from '../helpers/tcpProxy.ts';

/**
 * A TCP forwarder in front of the test PostgreSQL that counts the statements clients send, from
 * the wire protocol itself: each simple Query ('Q') and each extended-protocol Execute ('E') is
 * one statement run by the server. It sees every pool of the Db that connects through it (the
 * ORM's and the failure limits'), whatever library sends the statement.
 */
async function startCountingProxy(target: string) {
  const statements: string[] = [];
  const proxy = await startTcpProxy(target, { inspectClient: () => statementParser(statements) });
  return { port: Number(proxy.address.slice(proxy.address.lastIndexOf(':') + 1)), statements, close: proxy.close };
}

/** Appends to `statements` every statement one client connection sends. */
function statementParser(statements: string[]) {
  let pending = Buffer.alloc(0);
  let started = false;
  // Named prepared statements are parsed once per connection and bound by name afterwards.
  const named = new Map<string, string>();
  let lastParsed = '';
  let bound = '';
  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      // The startup message has no type byte: int32 length, then the protocol version.
      const headerLength = started ? 5 : 4;
      if (pending.length < headerLength) break;
      const length = started ? pending.readInt32BE(1) + 1 : pending.readInt32BE(0);
      if (pending.length < length) break;
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      if (!started) {
        started = message.length !== 8 || message.readInt32BE(4) !== 80877103; // an SSLRequest is followed by the startup
        continue;
      }
      const type = String.fromCharCode(message[0]!);
      // Parse: name\0 query\0 …: keep the text for the failure message of an assertion.
      if (type === 'P') {
        const [name = '', text = ''] = message.subarray(5).toString('utf8').split('\0');
        lastParsed = text;
        if (name) named.set(name, text);
      }
      // Bind: portal\0 statement\0 …: the statement run by the next Execute.
      if (type === 'B') {
        const statement = message.subarray(5).toString('utf8').split('\0')[1] ?? '';
        bound = statement ? (named.get(statement) ?? statement) : lastParsed;
      }
      if (type === 'Q') statements.push(message.subarray(5, message.length - 1).toString('utf8'));
      if (type === 'E') statements.push(bound);
    }
  };
}

const PRODUCTS = {
  HARBOUR: { name: 'Harbour cruise', supplier: null, country: 'NL', city: 'NLAMS', freesale: false, time_zone: 'Europe/Amsterdam', options: [] },
  TOUR: {
    name: 'City tour',
    supplier: null,
    country: 'NL',
    city: 'NLAMS',
    freesale: false,
    time_zone: 'Europe/Amsterdam',
    options: { EN: { name: 'English' } },
  },
};

function availabilityAnswer(req: RecordedRequest) {
  return Object.fromEntries(
    datesBetween(req.query.from!, req.query.to!).map((date) => [
      date,
      { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 7, tickets: { adult: 'Adults' } }, pickups: [] },
    ]),
  );
}

type Creds = { id: string; email: string; token: string; auth: { user: string; password: string } };

describe('catalog: GET /v1/availability reads PostgreSQL once per request', function () {
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let db: Db;
  let api: Harness;
  let owner: FakeSupplier;
  let delegateServer: FakeSupplier;
  let supplier: Creds;
  let delegate: Creds;
  let agent: Creds;
  let stranger: Creds;
  const tag = randomUUID().slice(0, 8);

  /** An account straight in the database (no sign-up workflow), with a token of its own. */
  async function insertAccount(name: string, callbackUrl = 'https://callbacks.example.com'): Promise<Creds> {
    const em = db.fork();
    const token = newSecret();
    const email = `${name.toLowerCase()}-${tag}@example.com`;
    const account = em.create(Account, {
      name,
      email,
      callbackUrl,
      notificationUrl: 'https://notifications.example.com',
      verified: true,
      tokenHash: hashSecret(token),
    });
    await em.flush();
    return { id: account.id, email, token, auth: { user: email, password: token } };
  }
  async function insertGrant(from: Creds, to: Creds) {
    const em = db.fork();
    em.create(AccessGrant, { supplier: em.getReference(Account, from.id), agent: em.getReference(Account, to.id) });
    await em.flush();
  }

  const query = (q: Record<string, string> = {}) =>
    `/v1/availability?${new URLSearchParams({ supplier: supplier.email, product: 'HARBOUR', from: '2031-05-01', to: '2031-05-03', ...q })}`;
  /**
   * The statements the requests `run` make the server execute, with their answers. The request
   * log's batched insert (every 250 ms, off the request's path, src/requestLog/store.ts) may land
   * in the window whatever the request does: it is not one of them.
   */
  async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const before = proxy.statements.length;
    const result = await run();
    return { result, statements: proxy.statements.slice(before).filter((statement) => !/^\s*insert into api_request\b/.test(statement)) };
  }

  before(async function () {
    const url = new URL(testStack().databaseUrl);
    proxy = await startCountingProxy(`${url.hostname}:${url.port}`);
    url.port = String(proxy.port);
    db = await initORM({ databaseUrl: url.toString(), poolMax: 4 });
    // Each request comes from an address of its own (X-Forwarded-For): failure limits stay per test.
    api = await startHarness({ db, worker: false, trustProxy: true, supplierTimeoutMs: 1500 });
    owner = await startFakeSupplier({ ca: testStack().ca, username: 'owner', password: 'owner-pass' });
    delegateServer = await startFakeSupplier({ ca: testStack().ca, username: 'delegate', password: 'delegate-pass' });
    supplier = await insertAccount('Supplier', owner.url);
    delegate = await insertAccount('Delegate', delegateServer.url);
    agent = await insertAccount('Agent');
    stranger = await insertAccount('Stranger');
    await insertGrant(supplier, agent);
  });
  beforeEach(function () {
    owner.reset();
    delegateServer.reset();
    owner.on('GET', '/products', () => ({ body: { ...PRODUCTS, DELEGATED: { ...PRODUCTS.HARBOUR, supplier: delegate.email } } }));
    owner.on('GET', '/availability', (req) => ({ body: availabilityAnswer(req) }));
    delegateServer.on('GET', '/availability', (req) => ({ body: availabilityAnswer(req) }));
  });
  after(async function () {
    await api?.stop();
    await db?.close();
    await proxy?.close();
    await owner?.close();
    await delegateServer?.close();
  });

  const as = (who: Creds, address: string) => ({ auth: who.auth, headers: { 'x-forwarded-for': address } });

  it('runs exactly one SQL statement per request once the product is stored, counted on the wire', async function () {
    const warm = await api.call('GET', query(), as(agent, '198.51.100.1'));
    assert.equal(warm.status, 200, JSON.stringify(warm.body));
    owner.requests.length = 0;
    const { result, statements } = await counted(async () => {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await api.call('GET', query(), as(agent, '198.51.100.1')));
      return answers;
    });
    assert.deepEqual(
      result.map((r) => r.status),
      [200, 200, 200, 200, 200],
    );
    assert.equal(statements.length, 5, `statements:\n${statements.join('\n')}`);
    assert.equal(new Set(statements).size, 1, 'the same statement each time');
    assert.match(statements[0]!, /^\s*with the_agent as/);
    assert.deepEqual(
      owner.requests.map((r) => r.path),
      ['/availability', '/availability', '/availability', '/availability', '/availability'],
    );
  });

  it('shows promotions per date and reaches a consenting delegate, still in one statement', async function () {
    await api.call('PUT', '/v1/promotions/MAY', {
      auth: supplier.auth,
      json: { description: 'May deal', discount: { adult: 1 }, products: ['HARBOUR', 'DELEGATED'], from: '2031-05-02', to: '2031-05-02' },
    });
    await api.call('PUT', '/v1/promotions/OTHER', { auth: supplier.auth, json: { description: 'Not this one', discount: { adult: 1 }, products: ['TOUR'] } });
    await api.call('GET', query(), as(agent, '198.51.100.2')); // stores the products if not yet
    const promoted = await counted(() => api.call('GET', query(), as(agent, '198.51.100.2')));
    assert.equal(promoted.statements.length, 1);
    assert.deepEqual(Object.fromEntries(Object.entries(promoted.result.body).map(([d, day]) => [d, (day as { promotions: object }).promotions])), {
      '2031-05-01': {},
      '2031-05-02': { MAY: 'May deal' },
      '2031-05-03': {},
    });

    const refused = await counted(() => api.call('GET', query({ product: 'DELEGATED' }), as(agent, '198.51.100.2')));
    assert.deepEqual([refused.result.status, refused.result.body], [403, { error: 'FORBIDDEN' }]);
    assert.equal(refused.statements.length, 1);
    assert.equal(delegateServer.requests.length, 0, 'a delegate without consent is never called');

    await insertGrant(delegate, supplier);
    const served = await counted(() => api.call('GET', query({ product: 'DELEGATED' }), as(agent, '198.51.100.2')));
    assert.equal(served.result.status, 200, JSON.stringify(served.result.body));
    assert.equal(served.statements.length, 1);
    assert.deepEqual(served.result.body['2031-05-02'].promotions, { MAY: 'May deal' });
    assert.equal(delegateServer.requests.filter((r) => r.path === '/availability').length, 1);
    assert.equal(delegateServer.requests[0]!.query.agent, agent.email);
  });

  it('keeps FORBIDDEN, PRODUCT_NOT_FOUND and OPTION_NOT_FOUND, with the supplier never asked for availability', async function () {
    await api.call('GET', query(), as(agent, '198.51.100.3'));
    owner.requests.length = 0;
    const cases: [Creds, Record<string, string>, number, string][] = [
      [stranger, {}, 403, 'FORBIDDEN'],
      [agent, { supplier: `nobody-${tag}@example.com` }, 403, 'FORBIDDEN'],
      [agent, { product: 'NOPE' }, 404, 'PRODUCT_NOT_FOUND'],
      [agent, { product: 'TOUR', option: 'FR' }, 404, 'OPTION_NOT_FOUND'],
    ];
    for (const [who, q, status, code] of cases) {
      const res = await api.call('GET', query(q), as(who, '198.51.100.3'));
      assert.deepEqual([res.status, res.body], [status, { error: code }], JSON.stringify(q));
    }
    assert.equal(owner.requests.filter((r) => r.path === '/availability').length, 0);
    // An unknown product is asked for again (the supplier may have added it), as before.
    assert.ok(owner.requests.some((r) => r.path === '/products'));
  });

  it('refreshes a product older than PRODUCT_TTL_MS from the owner, then reads once again', async function () {
    await api.call('GET', query(), as(agent, '198.51.100.4'));
    const em = db.fork();
    const stored = await em.findOneOrFail(Product, { owner: supplier.id, code: 'HARBOUR' });
    stored.refreshedAt = new Date(Date.now() - PRODUCT_TTL_MS - 1000);
    await em.flush();
    owner.requests.length = 0;
    owner.on('GET', '/products', () => ({ body: { ...PRODUCTS, HARBOUR: { ...PRODUCTS.HARBOUR, freesale: true } } }));
    const stale = await api.call('GET', query(), as(agent, '198.51.100.4'));
    assert.equal(stale.status, 200);
    assert.equal(stale.body['2031-05-01'].availability.vacancies, null, 'the refreshed product (now freesale) shapes the answer');
    assert.deepEqual(
      owner.requests.map((r) => r.path),
      ['/products', '/availability'],
    );
    const again = await counted(() => api.call('GET', query(), as(agent, '198.51.100.4')));
    assert.equal(again.result.status, 200);
    assert.equal(again.statements.length, 1);
  });

  it('answers 401 to an unknown account or a wrong token, before looking at the query, and counts each failure', async function () {
    const address = '198.51.100.5';
    const wrong = { auth: { user: agent.email, password: newSecret() }, headers: { 'x-forwarded-for': address } };
    for (const [options, q] of [
      [wrong, {}],
      [{ auth: { user: `nobody-${tag}@example.com`, password: agent.token }, headers: { 'x-forwarded-for': address } }, {}],
      [wrong, { from: '2031-05-03', to: '2031-05-01' }], // invalid range: still 401 first
      [wrong, { from: 'not-a-date' }],
      [{ headers: { 'x-forwarded-for': address } }, {}],
    ] as const) {
      const res = await api.call('GET', query(q), options);
      assert.deepEqual([res.status, res.body], [401, { error: 'UNAUTHORIZED' }], JSON.stringify(q));
      assert.match(res.headers.get('www-authenticate') ?? '', /^Basic realm="v1"/);
    }
    // With the right token the same invalid input is the usual 400.
    const invalid = await api.call('GET', query({ from: '2031-05-03', to: '2031-05-01' }), as(agent, address));
    assert.deepEqual([invalid.status, invalid.body], [400, { error: 'INVALID_DATE_RANGE' }]);
    const badDate = await api.call('GET', query({ from: 'not-a-date' }), as(agent, address));
    assert.deepEqual([badDate.status, badDate.body], [400, { error: 'INVALID_DATE' }]);
    assert.equal(owner.requests.filter((r) => r.path === '/availability').length, 0);
  });

  it('answers 429 past the failure limit per address, and the right token still passes from there', async function () {
    const address = '198.51.100.6';
    const limit = FAILURE_LIMITS.authenticationsPerAddress.points;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const res = await api.call('GET', query(), { auth: { user: agent.email, password: `wrong-${i}` }, headers: { 'x-forwarded-for': address } });
      statuses.push(res.status);
    }
    assert.deepEqual(statuses.slice(0, limit), Array(limit).fill(401));
    assert.equal(statuses[limit], 429);
    const ok = await counted(() => api.call('GET', query(), as(agent, address)));
    assert.equal(ok.result.status, 200, JSON.stringify(ok.result.body));
    assert.equal(ok.statements.length, 1, 'correct credentials pass, in one statement, even from a limited address');
  });

  it('stops accepting a rotated token at once, and accepts the new one and the account domain', async function () {
    const address = '198.51.100.7';
    const own = await insertAccount('Rotating');
    await insertGrant(supplier, own);
    assert.equal((await api.call('GET', query(), as(own, address))).status, 200);
    const rotated = await api.call('POST', '/v1/account/token', as(own, address));
    assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
    const newToken: string = rotated.body.token;
    const old = await api.call('GET', query(), as(own, address));
    assert.deepEqual([old.status, old.body], [401, { error: 'UNAUTHORIZED' }], 'the old token fails on the very next request');
    const fresh = await api.call('GET', query(), { auth: { user: own.email, password: newToken }, headers: { 'x-forwarded-for': address } });
    assert.equal(fresh.status, 200);

    const domain = `rotating-${tag}.example.com`;
    const em = db.fork();
    const account = await em.findOneOrFail(Account, { id: own.id });
    account.domain = domain;
    await em.flush();
    const byDomain = await counted(() =>
      api.call('GET', query(), { auth: { user: domain.toUpperCase(), password: newToken }, headers: { 'x-forwarded-for': address } }),
    );
    assert.equal(byDomain.result.status, 200);
    assert.equal(byDomain.statements.length, 1);
    assert.equal(owner.requests.at(-1)!.query.agent, domain, 'the supplier sees the agent by its domain');
  });
});
