import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import https from 'node:https';
import { RATE_LIMIT_TABLE } from '../../src/limits/failureLimits.ts';
import { addDays } from '../../src/domain/dates.ts';
import { ADMIN_USER, startReferenceSupplier, type ReferenceSupplier } from '../../supplier-tools/reference-supplier/src/index.ts';
import { createAccount, type TestAccount } from '../helpers/accounts.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';

const USER = 'stock-test';
const PASSWORD = 'stock-callback-secret';
const ADMIN_PASSWORD = 'stock-admin-secret-9012';

type Reply = { status: number; json: any };

/**
 * The reference supplier's operator route, POST /admin/stock: a change made outside the
 * marketplace is recorded, shows in the supplier's own availability, and is pushed to the real
 * marketplace API (harness) as the supplier's account. Real HTTPS both ways a supplier is called.
 */
describe('reference supplier: stock changed outside the marketplace, pushed', function () {
  this.timeout(60_000);
  let api: Harness;
  let supplier: ReferenceSupplier;
  let account: TestAccount;
  const logLines: string[] = [];
  const date = addDays(new Date().toISOString().slice(0, 10), 30);

  before(async function () {
    api = await startHarness();
    supplier = await startReferenceSupplier({
      username: USER,
      password: PASSWORD,
      certificate: testStack().ca.issue(['127.0.0.1', 'localhost']),
      adminPassword: ADMIN_PASSWORD,
      log: (line) => logLines.push(line),
    });
    account = await createAccount(api, { name: 'Reference supplier', callback_url: supplier.url });
  });
  beforeEach(function () {
    supplier.connectMarketplace({ url: api.baseUrl, email: account.email, token: account.token });
  });
  after(async function () {
    await supplier?.close();
    await api?.stop();
  });

  function request(method: string, path: string, options: { body?: unknown; raw?: string; auth?: string | null; key?: boolean } = {}): Promise<Reply> {
    const { origin } = new URL(supplier.url);
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = {};
    const auth = options.auth === undefined ? `${ADMIN_USER}:${ADMIN_PASSWORD}` : options.auth;
    if (auth !== null) headers.authorization = `Basic ${Buffer.from(auth).toString('base64')}`;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (options.key) headers['idempotency-key'] = randomUUID();
    return new Promise((resolve, reject) => {
      const req = https.request(`${origin}${path}`, { method, headers, ca: testStack().ca.caCertPem }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : undefined }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  }
  const changeStock = (body: unknown) => request('POST', '/admin/stock', { body });
  const callbackAuth = `${USER}:${PASSWORD}`;
  const feed = async () => {
    const res = await api.call('GET', '/v1/availability_changes?limit=1000', { auth: account.auth });
    assert.equal(res.status, 200);
    return res.body.changes as { sequence: number; product: string; option: string | null; date: string; source: string }[];
  };
  /** The supplier's own availability of a day, read through the marketplace. */
  const marketplaceVacancies = async () => {
    const query = new URLSearchParams({ supplier: account.email, product: 'CANAL-PASS', option: 'ALL_LINES', from: date, to: date });
    const res = await api.call('GET', `/v1/availability?${query}`, { auth: account.auth });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return { vacancies: res.body[date].availability.vacancies as number, cache: res.headers.get('cache-status') };
  };

  it('a sale at the till: the day shows it here, the marketplace drops its kept answer, and the feed has the push', async function () {
    assert.equal((await api.call('PATCH', '/v1/account', { auth: account.auth, json: { availability_ttl_seconds: 120 } })).status, 200);
    assert.equal((await marketplaceVacancies()).vacancies, 40);
    assert.match((await marketplaceVacancies()).cache ?? '', /hit/, 'kept for 120 s: the second read does not ask the supplier');

    const changed = await changeStock({ product: 'CANAL-PASS', date, sold_elsewhere: 5 });
    assert.equal(changed.status, 200, JSON.stringify(changed.json));
    const { sequence } = changed.json.pushed;
    assert.ok(Number.isSafeInteger(sequence) && sequence > 0);
    assert.deepEqual(changed.json.pushed, { supplier: account.email, product: 'CANAL-PASS', option: null, dates: [date], sequence });
    assert.deepEqual([changed.json.sold_elsewhere, changed.json.closed, changed.json.day.availability.vacancies], [5, false, 35]);
    const own = await request('GET', `/availability?product=CANAL-PASS&from=${date}&to=${date}`, { auth: callbackAuth });
    assert.equal(own.json[date].availability.vacancies, 35, "the supplier's own callback counts the seats sold elsewhere");
    // Without the push the marketplace would serve its kept 40 for two more minutes.
    assert.equal((await marketplaceVacancies()).vacancies, 35);
    assert.deepEqual(
      (await feed()).filter((c) => c.sequence === sequence).map((c) => [c.product, c.option, c.date, c.source]),
      [['CANAL-PASS', null, date, 'supplier']],
    );

    // The figure as the operator left it, to add to: read without changing or pushing anything.
    const pushedSoFar = (await feed()).length;
    const read = await request('GET', `/admin/stock?product=CANAL-PASS&date=${date}`);
    assert.equal(read.status, 200, JSON.stringify(read.json));
    assert.deepEqual({ ...read.json, day: undefined }, { product: 'CANAL-PASS', date, time: null, closed: false, sold_elsewhere: 5, day: undefined });
    assert.equal(read.json.day.availability.vacancies, 35);
    assert.equal((await feed()).length, pushedSoFar, 'reading pushes nothing');

    // The value is set, not added: sending the same change again pushes again and counts 5, not 10.
    const again = await changeStock({ product: 'CANAL-PASS', date, sold_elsewhere: 5 });
    assert.equal(again.json.day.availability.vacancies, 35);
    assert.ok(again.json.pushed.sequence > sequence);
    assert.equal((await api.call('PATCH', '/v1/account', { auth: account.auth, json: { availability_ttl_seconds: 0 } })).status, 200);
  });

  it('an operator closes a slot or a day: availability shows it closed, reservations are refused, and each closure is pushed', async function () {
    const slot = await changeStock({ product: 'HARBOUR-TOUR', date, time: '10:00', closed: true });
    assert.equal(slot.status, 200, JSON.stringify(slot.json));
    assert.deepEqual([slot.json.day.times['10:00'].open, slot.json.day.times['14:00'].open], [false, true]);
    const reservation = (time: string) =>
      request('POST', '/reservation', {
        auth: callbackAuth,
        key: true,
        body: { product: 'HARBOUR-TOUR', date, time, adult: 1, expires: new Date(Date.now() + 600_000).toISOString() },
      });
    assert.deepEqual(await reservation('10:00').then((r) => [r.status, r.json]), [400, { error: 'NOT_AVAILABLE' }]);
    assert.equal((await reservation('14:00')).status, 200, 'the other slot is still sold');

    const day = await changeStock({ product: 'MUSEUM-ENTRY', date, closed: true });
    assert.equal(day.json.day.availability.open, false);
    const freesale = await request('POST', '/booking_confirmation', {
      auth: callbackAuth,
      key: true,
      body: { reservation: null, product: 'MUSEUM-ENTRY', date, adult: 1, customer: {} },
    });
    assert.deepEqual([freesale.status, freesale.json], [400, { error: 'NOT_AVAILABLE' }], 'freesale has no hold: the booking itself is refused');
    const reopened = await changeStock({ product: 'MUSEUM-ENTRY', date, closed: false });
    assert.equal(reopened.json.day.availability.open, true);

    const pushed = new Set([slot, day, reopened].map((r) => r.json.pushed.sequence as number));
    const recorded = (await feed()).filter((c) => pushed.has(c.sequence));
    assert.deepEqual(
      recorded.map((c) => [c.product, c.date, c.source]),
      [
        ['HARBOUR-TOUR', date, 'supplier'],
        ['MUSEUM-ENTRY', date, 'supplier'],
        ['MUSEUM-ENTRY', date, 'supplier'],
      ],
    );
  });

  it("takes the operator's password only (never the marketplace's), and refuses bad changes with {error} 4xx, pushing nothing", async function () {
    const before = (await feed()).length;
    const body = { product: 'CANAL-PASS', date, closed: true };
    assert.equal((await request('POST', '/admin/stock', { body, auth: callbackAuth })).status, 401, 'the callback credentials the marketplace holds');
    assert.equal((await request('POST', '/admin/stock', { body, auth: null })).status, 401);
    assert.equal((await request('POST', '/admin/stock', { body, auth: `${ADMIN_USER}:wrong` })).status, 401);
    assert.equal((await request('GET', '/products')).status, 401, "the operator's password opens no callback");
    assert.equal((await request('GET', `/admin/stock?product=CANAL-PASS&date=${date}`, { auth: callbackAuth })).status, 401, 'reading needs the operator too');
    assert.deepEqual(await request('GET', '/admin/stocks').then((r) => [r.status, r.json]), [404, { error: 'NOT_FOUND' }]);
    for (const [query, status, error] of [
      ['', 400, 'INVALID_REQUEST'],
      [`product=CANAL-PASS&date=${date}&time=10:00`, 400, 'INVALID_REQUEST'],
      [`product=CANAL-PASS&date=${date}&sold_elsewhere=3`, 400, 'INVALID_REQUEST'],
      [`product=NOPE&date=${date}`, 404, 'PRODUCT_NOT_FOUND'],
    ] as const) {
      assert.deepEqual(await request('GET', `/admin/stock?${query}`).then((r) => [r.status, r.json]), [status, { error }], query);
    }
    const cases: [unknown, number, string][] = [
      [{ product: 'NOPE', date, closed: true }, 404, 'PRODUCT_NOT_FOUND'],
      [{ product: 'CANAL-PASS', date, time: '10:00', closed: true }, 400, 'INVALID_REQUEST'],
      [{ product: 'HARBOUR-TOUR', date, time: '11:00', closed: true }, 400, 'INVALID_REQUEST'],
      [{ product: 'HARBOUR-TOUR', date, sold_elsewhere: 2 }, 400, 'INVALID_REQUEST'],
      [{ product: 'MUSEUM-ENTRY', date, sold_elsewhere: 2 }, 400, 'INVALID_REQUEST'],
      [{ product: 'CANAL-PASS', date, sold_elsewhere: 41 }, 400, 'INVALID_REQUEST'],
      [{ product: 'CANAL-PASS', date, sold_elsewhere: -1 }, 400, 'INVALID_REQUEST'],
      [{ product: 'CANAL-PASS', date }, 400, 'INVALID_REQUEST'],
      [{ product: 'CANAL-PASS', date: '2031-02-30', closed: true }, 400, 'INVALID_REQUEST'],
      [{ product: 'CANAL-PASS', date, closed: true, extra: 1 }, 400, 'INVALID_REQUEST'],
    ];
    for (const [change, status, error] of cases) {
      const res = await changeStock(change);
      assert.deepEqual([res.status, res.json], [status, { error }], JSON.stringify(change));
    }
    assert.deepEqual(await request('POST', '/admin/stock', { raw: '{"product":' }).then((r) => [r.status, r.json]), [400, { error: 'INVALID_REQUEST' }]);
    const own = await request('GET', `/availability?product=CANAL-PASS&from=${date}&to=${date}`, { auth: callbackAuth });
    assert.equal(own.json[date].availability.open, true, 'no refused change was recorded');
    assert.equal((await feed()).length, before, 'nothing pushed');
  });

  it('a push the marketplace refuses is 502 PUSH_FAILED with the change kept, and sent again it goes through; with no marketplace nothing is pushed', async function () {
    // Earlier suites' refused logins from this address count too: past the limit the refusal would be 429, not 401.
    await testStack().db.fork().getConnection().execute(`delete from ${RATE_LIMIT_TABLE}`);
    supplier.connectMarketplace({ url: api.baseUrl, email: account.email, token: 'not-the-token' });
    const change = { product: 'CANAL-PASS', date: addDays(date, 1), sold_elsewhere: 7 };
    const refused = await changeStock(change);
    assert.deepEqual([refused.status, refused.json], [502, { error: 'PUSH_FAILED', marketplace: { status: 401, error: 'UNAUTHORIZED' } }]);
    const own = await request('GET', `/availability?product=CANAL-PASS&from=${change.date}&to=${change.date}`, { auth: callbackAuth });
    assert.equal(own.json[change.date].availability.vacancies, 33, 'the change is kept here');

    supplier.connectMarketplace({ url: api.baseUrl, email: account.email, token: account.token });
    const retried = await changeStock(change);
    assert.equal(retried.status, 200);
    assert.equal(retried.json.day.availability.vacancies, 33, 'sent again, the seats are not counted twice');
    assert.deepEqual(retried.json.pushed.dates, [change.date]);

    supplier.connectMarketplace(undefined);
    const before = (await feed()).length;
    const local = await changeStock({ ...change, sold_elsewhere: 8 });
    assert.deepEqual([local.status, local.json.pushed, local.json.day.availability.vacancies], [200, null, 32]);
    assert.equal((await feed()).length, before);
    assert.throws(() => supplier.connectMarketplace({ url: 'http://marketplace.example', email: account.email, token: account.token }), /https/);

    // Each outcome is logged, never a credential.
    assert.ok(logLines.some((line) => line === `stock CANAL-PASS ${change.date}: changed and pushed, sequence ${retried.json.pushed.sequence}`));
    assert.ok(logLines.some((line) => line === `stock CANAL-PASS ${change.date}: changed, but the push failed (401: UNAUTHORIZED)`));
    assert.ok(logLines.some((line) => line === `stock CANAL-PASS ${change.date}: changed, not pushed (no marketplace account configured)`));
    for (const secret of [account.token, ADMIN_PASSWORD, PASSWORD]) assert.ok(!logLines.some((line) => line.includes(secret)));
  });
});
