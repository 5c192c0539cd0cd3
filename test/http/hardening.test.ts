import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { createMailActivities } from '../../activities/mail/index.ts';
import { MailOutbox } from '../../src/db/entities/index.ts';
import { FAILURE_LIMITS } from '../../src/limits/failureLimits.ts';
import { createLogger } from '../../src/logger.ts';
import { readJsonAnswer } from '../../src/readJsonAnswer.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { queueMail } from '../../src/accounts/mailOutbox.ts';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, ZONE, type BookingWorld } from '../helpers/bookingWorld.ts';
import { startFakeSupplier, type FakeSupplier } from '../helpers/fakeSupplier.ts';
import { serveBookings } from '../helpers/supplierBehaviour.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';

/** Routes that answer without credentials, by design (DESIGN §5 "Accounts"). Everything else must not. */
const PUBLIC_ROUTES = new Set([
  'POST /v1/account',
  'GET /v1/account/verify',
  'POST /v1/account/token_reset',
  'POST /v1/account/token_reset/confirm',
  'GET /v1/account/:id',
]);

/** Sends a request with any method (fetch refuses TRACE and friends) and reads the JSON answer. */
function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }>((resolve, reject) => {
    const url = new URL(baseUrl);
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      readJsonAnswer(res).then(({ status, headers, body }) => resolve({ status, headers, body }), reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Writes raw bytes to the API's socket: for requests Node's HTTP client would refuse to send. */
function rawSocket(baseUrl: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    const socket = net.connect(Number(url.port), url.hostname, () => socket.end(text));
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** Every spelling of `path` a case-insensitive or decoding matcher might take for it. */
function variantsOf(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const variants = new Set<string>([path, path.toUpperCase(), `${path}/`, path.replace('/v1/', '/v1//'), path.replace('/v1/', '/v1/./')]);
  segments.forEach((segment, i) => {
    const swap = (s: string) => `/${segments.map((x, j) => (j === i ? s : x)).join('/')}`;
    variants.add(swap(segment.toUpperCase()));
    variants.add(swap(segment[0]!.toUpperCase() + segment.slice(1)));
    // Percent-encoded letters: %61 is `a`; %2F a slash inside a segment.
    variants.add(swap(segment.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)));
    variants.add(swap(segment.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)));
  });
  variants.add(path.replace(/\//g, '%2F').replace(/^%2F/, '/'));
  variants.add(path.replace('/v1/', '/v1/%2e/'));
  variants.add(path.replace('/v1/', '/V1/'));
  variants.add(`${path};x=1`);
  return [...variants];
}

describe('hardening', function () {
  let api: Harness;
  let agent: TestAccount;
  let supplier: TestAccount;

  before(async function () {
    api = await startHarness();
    supplier = await createAccount(api, { name: 'Hardened Supplier' });
    agent = await createAccount(api, { name: 'Hardened Agent' });
    await grant(api, supplier, agent);
  });
  after(async function () {
    await api?.stop();
  });

  describe('authentication cannot be bypassed', function () {
    it('no route behind authentication reaches its handler without credentials, under any spelling of its path', async function () {
      const dispatch = api.app.middleware.find((mw) => (mw as { router?: Router }).router?.opts.prefix === '/v1') as { router: Router } | undefined;
      assert.ok(dispatch, 'the /v1 router is mounted on the app');
      const reached: string[] = [];
      const routes: { method: string; path: string }[] = [];
      for (const layer of dispatch.router.stack) {
        const methods = layer.methods.filter((m) => m !== 'HEAD');
        if (methods.length === 0) continue;
        const path = String(layer.path);
        const guarded = methods.filter((method) => !PUBLIC_ROUTES.has(`${method} ${path}`));
        if (guarded.length === 0) continue;
        for (const method of guarded) routes.push({ method, path });
        // Spy on the handler itself (the route's last middleware): it must never run here.
        const handler = layer.stack[layer.stack.length - 1] as Middleware;
        layer.stack[layer.stack.length - 1] = (ctx, next) => {
          reached.push(`${ctx.method} ${ctx.path}`);
          return handler(ctx, next);
        };
      }
      assert.ok(routes.length >= 30, `only ${routes.length} authenticated routes found`);

      const answers: string[] = [];
      for (const { method, path } of routes) {
        const concrete = path.replace(/:[a-z_]+/gi, 'x1');
        for (const variant of variantsOf(concrete)) {
          for (const headers of [{}, { authorization: 'Basic' }, { authorization: 'Bearer abc' }] as Record<string, string>[]) {
            const withBody: Record<string, string> = method === 'GET' ? {} : { 'content-type': 'application/json', 'content-length': '2' };
            const res = await rawRequest(api.baseUrl, method, variant, { ...withBody, ...headers }, method === 'GET' ? undefined : '{}');
            // 405: the variant spells a route that exists for other methods only (POST /v1/account/Token is GET /v1/account/:id).
            if (![401, 404, 405].includes(res.status)) answers.push(`${method} ${variant} → ${res.status} ${JSON.stringify(res.body)}`);
          }
        }
      }
      assert.deepEqual(answers, [], 'every unauthenticated variant answers 401, 404 or 405');
      assert.deepEqual(reached, [], 'no handler ran');
    });

    it('matches paths case-sensitively: /V1/account/token and /V1/agents are not addresses of the API', async function () {
      const token = await api.call('POST', '/V1/account/token');
      assert.equal(token.status, 404);
      assert.deepEqual(token.body, { error: 'NOT_FOUND' });
      const agents = await api.call('GET', '/V1/agents');
      assert.equal(agents.status, 404);
      const own = await api.call('GET', '/v1/Agents', { auth: supplier.auth });
      assert.equal(own.status, 404);
    });
  });

  describe('bad input is a 4xx that changes nothing', function () {
    it('refuses JSON nested 5,000 levels deep, with or without credentials', async function () {
      const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      for (const raw of [deep, deepObject]) {
        const anonymous = await api.call('POST', '/v1/account', { raw });
        assert.equal(anonymous.status, 400, JSON.stringify(anonymous.body));
        assert.deepEqual(anonymous.body, { error: 'INVALID_REQUEST' });
        const signedIn = await api.call('POST', '/v1/reservation', { raw, auth: agent.auth });
        assert.equal(signedIn.status, 400);
      }
      // A customer 40 levels deep is valid JSON but deeper than anything the API takes.
      const nested = JSON.parse(`${'{"x":'.repeat(40)}"y"${'}'.repeat(40)}`);
      const res = await api.call('PATCH', '/v1/account', { auth: agent.auth, json: { name: nested } });
      assert.equal(res.status, 400);
    });

    it('answers TRACE, PROPFIND and other unknown methods with 405, and methods Node cannot parse with 400, all as JSON', async function () {
      for (const [method, path] of [
        ['TRACE', '/v1/agents'],
        ['PROPFIND', '/v1/account'],
        ['TRACE', '/health'],
        ['MKCOL', '/v1/nowhere'],
        ['PROPFIND', '/'],
      ] as const) {
        const res = await rawRequest(api.baseUrl, method, path);
        assert.equal(res.status, 405, `${method} ${path}: ${JSON.stringify(res.body)}`);
        assert.deepEqual(res.body, { error: 'METHOD_NOT_ALLOWED' });
      }
      const unparsable = await rawSocket(api.baseUrl, 'BREW /v1/agents HTTP/1.1\r\nHost: x\r\n\r\n');
      assert.match(unparsable, /^HTTP\/1\.1 400 /);
      assert.ok(unparsable.endsWith('{"error":"INVALID_REQUEST"}'), unparsable);
    });

    it('refuses a body that does not decode as its Content-Encoding says, and encodings it does not know', async function () {
      const json = Buffer.from(JSON.stringify({ name: 'Compressed' }));
      for (const encoding of ['gzip', 'deflate', 'br']) {
        const res = await rawRequest(
          api.baseUrl,
          'PATCH',
          '/v1/account',
          {
            'content-type': 'application/json',
            'content-encoding': encoding,
            authorization: `Basic ${Buffer.from(`${agent.auth.user}:${agent.auth.password}`).toString('base64')}`,
          },
          json,
        );
        assert.equal(res.status, 400, `${encoding}: ${JSON.stringify(res.body)}`);
        assert.deepEqual(res.body, { error: 'INVALID_REQUEST' });
      }
      const unknown = await rawRequest(api.baseUrl, 'POST', '/v1/account', { 'content-type': 'application/json', 'content-encoding': 'compress' }, json);
      assert.equal(unknown.status, 415);
      // A body that really is gzip is read.
      const ok = await rawRequest(
        api.baseUrl,
        'PATCH',
        '/v1/account',
        {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          authorization: `Basic ${Buffer.from(`${agent.auth.user}:${agent.auth.password}`).toString('base64')}`,
        },
        gzipSync(JSON.stringify({ name: 'Hardened Agent' })),
      );
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
    });

    it('refuses lone surrogates in any stored string, and stores nothing', async function () {
      const lone = '"\\ud800"';
      const before = await api.call('GET', '/v1/promotions', { auth: supplier.auth });
      const attempts = [
        api.call('PATCH', '/v1/account', { auth: agent.auth, raw: `{"name": ${lone}}` }),
        api.call('PUT', '/v1/promotions/LONE', { auth: supplier.auth, raw: `{"description": "x", "discount": {"adult": 1}, "products": [${lone}]}` }),
        api.call('PUT', '/v1/promotions/LONE', { auth: supplier.auth, raw: `{"description": ${lone}, "discount": {"adult": 1}}` }),
        api.call('POST', '/v1/booking_confirmation', {
          auth: agent.auth,
          raw: `{"reservation": null, "supplier": "${supplier.email}", "reference": "R-1", "product": "P", "date": "2031-01-01", "adult": 1, "customer": {"first_name": ${lone}}, "notes": ${lone}}`,
        }),
        api.call('POST', '/v1/account', { raw: `{${lone}: 1}` }),
      ];
      for (const res of await Promise.all(attempts)) assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_REQUEST' }]);
      const after = await api.call('GET', '/v1/promotions', { auth: supplier.auth });
      assert.deepEqual(after.body, before.body);
      const own = await api.call('GET', '/v1/account', { auth: agent.auth });
      assert.equal(own.body.name, 'Hardened Agent');
    });

    it('lists bookings made up to the last day a date can name', async function () {
      const res = await api.call('GET', '/v1/bookings?booking_from=0001-01-01&booking_to=9999-12-31&travel_to=9999-12-31', { auth: agent.auth });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.ok(Array.isArray(res.body));
    });

    it('refuses a body with any field on the writes that take none, changing nothing', async function () {
      const other = await createAccount(api, { name: 'Not Granted' });
      const prefix = `NB${randomUUID().slice(0, 6).toUpperCase()}`;
      const refused = await Promise.all([
        api.call('POST', '/v1/account/token', { auth: other.auth, json: { token: 'mine' } }),
        api.call('POST', '/v1/account/verification', { auth: other.auth, json: { email: 'x@example.com' } }),
        api.call('PUT', `/v1/agents/${agent.email}`, { auth: other.auth, json: { expires: '2031-01-01' } }),
        api.call('DELETE', `/v1/agents/${agent.email}`, { auth: supplier.auth, json: { all: true } }),
        api.call('PUT', `/v1/barcode_prefixes/${prefix}`, { auth: other.auth, json: { owner: 'someone' } }),
      ]);
      for (const res of refused) assert.deepEqual([res.status, res.body], [400, { error: 'INVALID_REQUEST' }]);
      // The old token still works, no grant or prefix appeared, the supplier's grant is still there.
      assert.equal((await api.call('GET', '/v1/account', { auth: other.auth })).status, 200);
      assert.deepEqual((await api.call('GET', '/v1/agents', { auth: other.auth })).body, []);
      assert.deepEqual((await api.call('GET', '/v1/barcode_prefixes', { auth: other.auth })).body, []);
      assert.equal((await api.call('GET', '/v1/agents', { auth: supplier.auth })).body.length, 1);
      // Without a body (or with an empty one) they work.
      assert.equal((await api.call('PUT', `/v1/barcode_prefixes/${prefix}`, { auth: other.auth })).status, 200);
      assert.equal((await api.call('PUT', `/v1/agents/${agent.email}`, { auth: other.auth, json: {} })).status, 200);
    });
  });

  describe('secrets are never stored', function () {
    it('never records a token for Idempotency-Key replay, and replays the /v1/accounts/redeem alias like any POST', async function () {
      const account = await createAccount(api, { name: 'Rotator' });
      const key = `rotate-${randomUUID()}`;
      const first = await api.call('POST', '/v1/account/token', { auth: account.auth, headers: { 'idempotency-key': key } });
      assert.equal(first.status, 200);
      const rotated = { user: account.email, password: first.body.token as string };
      const second = await api.call('POST', '/v1/account/token', { auth: rotated, headers: { 'idempotency-key': key } });
      assert.equal(second.status, 200);
      assert.notEqual(second.body.token, first.body.token);
      const upper = await api.call('POST', '/v1/Account/token', {
        auth: { user: account.email, password: second.body.token },
        headers: { 'idempotency-key': key },
      });
      assert.equal(upper.status, 404);
      const stored: { response_body: unknown }[] = await testStack()
        .db.fork()
        .getConnection()
        .execute('select response_body from idempotency_record where key = ?', [key]);
      assert.deepEqual(stored, []);

      const redeemKey = `redeem-${randomUUID()}`;
      const scan = await api.call('POST', '/v1/accounts/redeem', {
        auth: supplier.auth,
        json: { barcode: 'UNKNOWN-1' },
        headers: { 'idempotency-key': redeemKey },
      });
      const repeat = await api.call('POST', '/v1/accounts/redeem', {
        auth: supplier.auth,
        json: { barcode: 'UNKNOWN-1' },
        headers: { 'idempotency-key': redeemKey },
      });
      assert.deepEqual(scan.body, { error: 'BARCODE_INVALID' });
      assert.deepEqual(repeat.body, scan.body);
      assert.equal(repeat.headers.get('idempotent-replayed'), 'true');
    });

    it('never writes a one-time code to the log from the production roles (no SMTP_URL)', async function () {
      // (Delivered mail losing its code from the outbox is tested with a real SMTP server in accounts.test.ts.)
      const lines: string[] = [];
      const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
      const em = testStack().db.fork();
      const production = createMailActivities({ db: testStack().db, mailer: createMailer({ from: 'x@example.com', logger }), logger });
      const row = queueMail(em, {
        accountId: null,
        to: 'someone@example.com',
        subject: 'Code',
        body: 'Your code: SECRET-CODE-1',
        bodyAfterDelivery: 'Your code: [removed]',
      });
      await em.flush();
      await production.deliverMail(row.id);
      assert.ok(!lines.join('').includes('SECRET-CODE-1'), 'the production mailer logged the code');
      assert.match(lines.join(''), /no SMTP_URL/);
      // Not delivered: the outbox keeps the message for an operator, marked as sent nowhere.
      const kept = await testStack().db.fork().findOneOrFail(MailOutbox, { id: row.id });
      assert.equal(kept.deliveredVia, 'none');
    });
  });

  describe('guessing is limited', function () {
    it('answers 429 with Retry-After past the failed authentications of one address, while a correct token keeps working', async function () {
      // From an address of its own: the limit it spends lasts past this test, and 127.0.0.1 is every
      // other test's in the same mocha.
      const GUESSER = '127.0.0.9';
      const victim = await createAccount(api, { name: 'Victim' });
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < FAILURE_LIMITS.authenticationsPerAddress.points + 5; i++) {
        const res = await api.call('GET', '/v1/account', { auth: { user: victim.email, password: `wrong-${i}` }, from: GUESSER });
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get('retry-after');
      }
      assert.ok(
        statuses.slice(0, 5).every((s) => s === 401),
        statuses.join(','),
      );
      assert.equal(statuses.at(-1), 429);
      assert.deepEqual(await api.call('GET', '/v1/account', { auth: { user: victim.email, password: 'wrong-again' }, from: GUESSER }).then((r) => r.body), {
        error: 'TOO_MANY_REQUESTS',
      });
      assert.ok(Number(retryAfter) > 0 && Number(retryAfter) <= FAILURE_LIMITS.authenticationsPerAddress.duration, String(retryAfter));
      // The victim's own correct token still works, and so does everyone else's.
      assert.equal((await api.call('GET', '/v1/account', { auth: victim.auth, from: GUESSER })).status, 200);
      assert.equal((await api.call('GET', '/v1/account', { auth: agent.auth, from: GUESSER })).status, 200);
      const rows: unknown[] = await testStack().db.fork().getConnection().execute(`select key from rate_limit where key like 'auth-address:%'`);
      assert.ok(rows.length >= 1, 'the count lives in PostgreSQL');
    });

    it('limits failures per identifier across addresses (behind a proxy the address comes from X-Forwarded-For)', async function () {
      const proxied = await startHarness({ trustProxy: true });
      try {
        const victim = await createAccount(proxied, { name: 'Spread Victim' });
        const statuses: number[] = [];
        for (let i = 0; i < FAILURE_LIMITS.authenticationsPerIdentifier.points + 2; i++) {
          // A different address every time: only the identifier's count can stop this. One proxy is
          // trusted, so the client is the last entry, from a range no other suite counts failures of
          // (the mocha beside it shares the rate-limit table).
          const res = await proxied.call('GET', '/v1/account', {
            auth: { user: victim.email, password: `wrong-${i}` },
            headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.${i % 250}` },
          });
          statuses.push(res.status);
        }
        assert.equal(statuses[0], 401);
        assert.equal(statuses.at(-1), 429);
        assert.equal((await proxied.call('GET', '/v1/account', { auth: victim.auth, headers: { 'x-forwarded-for': '203.0.113.7' } })).status, 200);
      } finally {
        await proxied.stop();
      }
    });

    it('answers 429 past the wrong one-time codes of one address, before looking at the code', async function () {
      const proxied = await startHarness({ trustProxy: true });
      try {
        const from = { 'x-forwarded-for': '192.0.2.55' };
        const statuses: number[] = [];
        for (let i = 0; i < FAILURE_LIMITS.codeGuessesPerAddress.points + 2; i++) {
          const path = i % 2 ? `/v1/account/verify?code=guess-${i}` : '/v1/account/token_reset/confirm';
          const res =
            i % 2 ? await proxied.call('GET', path, { headers: from }) : await proxied.call('POST', path, { json: { code: `guess-${i}` }, headers: from });
          statuses.push(res.status);
        }
        assert.equal(statuses[0], 400);
        assert.equal(statuses.at(-1), 429);
        // Another address still gets its INVALID_CODE.
        const elsewhere = await proxied.call('GET', '/v1/account/verify?code=guess-x', { headers: { 'x-forwarded-for': '192.0.2.56' } });
        assert.deepEqual(elsewhere.body, { error: 'INVALID_CODE' });
      } finally {
        await proxied.stop();
      }
    });
  });

  describe('a delegate serves only with its consent', function () {
    let w: BookingWorld;
    let victimCallbacks: FakeSupplier;
    let victim: TestAccount;

    before(async function () {
      w = await startBookingWorld();
      victimCallbacks = await startFakeSupplier({ ca: testStack().ca, username: 'victim', password: 'victim-pass' });
      serveBookings(victimCallbacks);
      victimCallbacks.on('GET', '/availability', () => ({
        body: { [FAR]: { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 9, tickets: { adult: '' } }, pickups: [] } },
      }));
      victim = await createAccount(w.api, { name: 'Victim Supplier', callback_url: victimCallbacks.url });
      const product = { name: 'Not yours', supplier: victim.email, country: 'NL', city: 'NLAMS', time_zone: ZONE, options: {} };
      w.ownerCallbacks.on('GET', '/products', () => ({ body: { VICTIM: { ...product, freesale: false }, VICTIM_FREE: { ...product, freesale: true } } }));
      for (const code of ['VICTIM', 'VICTIM_FREE']) {
        await w.api.call('PUT', `/v1/rates/${code}`, { auth: w.owner.auth, json: { rates: { adult: { rrp: 50, net: 40 } } } });
      }
    });
    after(async function () {
      await w?.stop();
      await victimCallbacks?.close();
    });

    const victimPosts = () => victimCallbacks.requests.filter((r) => r.method === 'POST').map((r) => r.path);

    it('refuses every agent call on a product whose delegate has not granted the owner access, and never calls the delegate', async function () {
      const refused = await Promise.all([
        w.api.call('GET', `/v1/availability?supplier=${w.owner.email}&product=VICTIM&from=${FAR}&to=${FAR}`, { auth: w.agent.auth }),
        w.reserve({ product: 'VICTIM', adult: 3, child: 0 }),
        w.confirm({ reservation: null, supplier: w.owner.email, product: 'VICTIM_FREE', adult: 1, child: 0 }),
      ]);
      for (const res of refused) assert.deepEqual([res.status, res.body], [403, { error: 'FORBIDDEN' }]);
      assert.deepEqual(victimCallbacks.requests, []);
      // The products list still shows who the owner names: that reveals nothing the owner did not say.
      const listed = await w.api.call('GET', `/v1/products?supplier=${w.owner.email}`, { auth: w.agent.auth });
      assert.equal(listed.body.VICTIM.supplier, victim.email);
    });

    it('serves once the delegate consents, and refuses changes again once it withdraws', async function () {
      await grant(w.api, victim, w.owner);
      const { booking } = await w.book({ product: 'VICTIM', adult: 2, child: 0 });
      const held = await w.reserve({ product: 'VICTIM', adult: 1, child: 0 });
      assert.equal(held.status, 200, JSON.stringify(held.body));
      assert.deepEqual(victimPosts(), ['/reservation', '/booking_confirmation', '/reservation']);

      assert.equal((await w.api.call('DELETE', `/v1/agents/${w.owner.email}`, { auth: victim.auth })).status, 200);
      const refused = await Promise.all([
        w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: booking.reference, notes: 'later' } }),
        w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: booking.reference } }),
        w.confirm({ reservation: held.body.reservation, product: 'VICTIM', adult: 1, child: 0 }),
      ]);
      for (const res of refused) assert.deepEqual([res.status, res.body], [403, { error: 'FORBIDDEN' }]);
      assert.deepEqual(victimPosts(), ['/reservation', '/booking_confirmation', '/reservation']);
    });
  });
});
