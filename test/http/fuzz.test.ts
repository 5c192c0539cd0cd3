import { checkAgainstOpenApi } from '../helpers/openapiCheck.ts';
import { SUPPLIER_CODES } from '../../src/errors.ts';
import assert from 'node:assert/strict';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { Db } from '../../src/db/orm.ts';
import type { Mode } from '../../src/domain/mode.ts';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { startFakeSupplier, type FakeSupplier } from '../helpers/fakeSupplier.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { startScratchDatabase, testStack } from '../helpers/stack.ts';
import { serveBookings, serveNotifications } from '../helpers/supplierBehaviour.ts';

/**
 * Property-based fuzzing of every documented endpoint over real HTTP, against the real app, a
 * database of its own, Temporal and a compliant HTTPS supplier. Properties:
 *   1. no answer is a 5xx;
 *   2. every 4xx is exactly `{"error": CODE}`;
 *   3. a 4xx changes no state (accounts, grants, codes, rates, promotions, prefixes, and no
 *      reservation, booking, redemption or e-mail appears, live or test);
 *   4. two worlds apart (issue 31): the world holds objects of both modes, each request is made with
 *      the live or the test token, and no answer of one mode contains an identifier the other mode
 *      issued (reservation ids, supplier references, barcodes, request ids: the ones made before the
 *      run and every one an answer gives during it); every answer says its mode.
 * `FUZZ_RUNS` sets the runs per endpoint (default 120: about 5,000 requests, those with credentials in either mode),
 * `FUZZ_SEED` the seed: CI uses a fixed one, elsewhere each run draws a new one; the title prints it
 * and fast-check prints the failing case with its seed and path. `FUZZ_VERBOSE=1` prints how many
 * answers of each status every endpoint got, to see how deep the runs reach.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? 20261122 : Math.floor(Math.random() * 2 ** 31);

const DATE = '2031-06-01';
const PRODUCTS = {
  BOAT: { name: 'Boat', supplier: null, country: 'NL', city: 'NLAMS', freesale: false, time_zone: 'Europe/Amsterdam', options: { EN: { name: 'English' } } },
  MUSEUM: { name: 'Museum', supplier: null, country: 'NL', city: 'NLAMS', freesale: true, time_zone: 'Europe/Amsterdam', options: {} },
};

type Who = 'agent' | 'supplier' | 'none';
/** Identifiers each mode issued before the run, offered to the requests of both modes. */
type Known = { reservations: string[]; references: string[]; barcodes: string[]; requests: string[] };
const NONE: Known = { reservations: [], references: [], barcodes: [], requests: [] };

type Endpoint = {
  method: string;
  path: string;
  params?: Record<string, string[]>;
  query?: Record<string, string[]>;
  body?: Record<string, unknown[]>;
  who: Who;
};

// The first value of each list is valid: requests made of first values get past validation.
const counts = { adult: [1, 0, 2, 101, -1, 1.5, '2'], child: [0, 1], youth: [0], infant: [0], senior: [0], student: [0] };
const sale = (supplier: string) => ({
  supplier: [supplier, 'nobody@example.com'],
  product: ['BOAT', 'MUSEUM', 'NOPE'],
  option: ['EN', null, 'XX'],
  promotion: [null, 'SPRING'],
  date: [DATE, '2031-02-30', '0000-01-01', '9999-12-31'],
  time: [null, '10:00', '24:61'],
  pickup: [null, 'Central Station'],
  ...counts,
});

/** The documented endpoints, with values that get a request past validation now and then. */
function endpoints(supplierEmail: string, agentEmail: string, callbackUrl: string, known: Known = NONE): Endpoint[] {
  const soon = () => new Date(Date.now() + 600_000).toISOString();
  return [
    {
      method: 'POST',
      path: '/v1/account',
      who: 'none',
      body: {
        name: ['Fuzz'],
        email: ['fuzz@example.com', 'not-an-email'],
        callback_url: ['https://fuzz.example.com', 'http://x'],
        notification_url: ['https://fuzz.example.com'],
        currency: ['EUR', 'XXX', 'usd'],
      },
    },
    { method: 'GET', path: '/v1/account', who: 'agent' },
    // Any caller may land here: URLs stay on the fake supplier, or a 503 from an unreachable supplier would be the fuzz's own doing.
    {
      method: 'PATCH',
      path: '/v1/account',
      who: 'agent',
      body: { name: ['Fuzz Agent'], currency: ['EUR', 'JPY', 'XXX'], callback_url: [callbackUrl, 'ftp://x'], notification_url: [callbackUrl] },
    },
    { method: 'GET', path: '/v1/account/:id', who: 'none', params: { id: [supplierEmail, 'nobody@example.com'] } },
    { method: 'GET', path: '/v1/account/verify', who: 'none', query: { code: ['abc', ''] } },
    { method: 'POST', path: '/v1/account/verification', who: 'agent', body: {} },
    { method: 'POST', path: '/v1/account/token_reset', who: 'none', body: { email: ['nobody@example.com'] } },
    { method: 'POST', path: '/v1/account/token_reset/confirm', who: 'none', body: { code: ['abc'] } },
    { method: 'POST', path: '/v1/account/token', who: 'agent', body: {} },
    { method: 'PUT', path: '/v1/agents/:agent', who: 'supplier', params: { agent: [agentEmail, 'nobody@example.com'] }, body: {} },
    { method: 'DELETE', path: '/v1/agents/:agent', who: 'supplier', params: { agent: ['nobody@example.com'] }, body: {} },
    { method: 'GET', path: '/v1/agents', who: 'supplier' },
    { method: 'GET', path: '/v1/suppliers', who: 'agent' },
    { method: 'GET', path: '/v1/products', who: 'agent', query: { supplier: [supplierEmail, 'nobody@example.com'] } },
    {
      method: 'GET',
      path: '/v1/availability',
      who: 'agent',
      query: { supplier: [supplierEmail], product: ['BOAT', 'MUSEUM', 'NOPE'], option: ['EN'], from: [DATE, '2031-13-01'], to: [DATE, '2033-01-01'] },
    },
    {
      method: 'PUT',
      path: '/v1/rates/:product',
      who: 'supplier',
      params: { product: ['BOAT', 'NOPE'] },
      body: { rates: [{ adult: { rrp: 50, net: 40 } }, { adult: { rrp: -1, net: 0.001 } }], options: [{}, { EN: { adult: { rrp: 1, net: 1 } } }] },
    },
    { method: 'GET', path: '/v1/rates/:product', who: 'supplier', params: { product: ['BOAT', 'NOPE'] } },
    {
      method: 'GET',
      path: '/v1/rates',
      who: 'agent',
      query: { supplier: [supplierEmail], product: ['BOAT'], option: ['EN'], date: [DATE], promotion: ['SPRING'] },
    },
    {
      method: 'PUT',
      path: '/v1/promotions/:code',
      who: 'supplier',
      params: { code: ['SPRING', 'bad code'] },
      body: { description: ['Spring'], discount: [{ adult: 1 }, { adult: -1 }], products: [['BOAT'], []], from: [DATE, null], to: ['2031-01-01', null] },
    },
    { method: 'DELETE', path: '/v1/promotions/:code', who: 'supplier', params: { code: ['NOPE'] }, body: {} },
    { method: 'GET', path: '/v1/promotions', who: 'supplier' },
    { method: 'POST', path: '/v1/reservation', who: 'agent', body: { ...sale(supplierEmail), expires: [soon(), '2031-01-01', 'tomorrow'] } },
    {
      method: 'POST',
      path: '/v1/reservation_cancellation',
      who: 'agent',
      body: { reservation: ['00000000-0000-0000-0000-000000000000', 'R-1', ...known.reservations] },
    },
    {
      method: 'POST',
      path: '/v1/booking_confirmation',
      who: 'agent',
      body: {
        ...sale(supplierEmail),
        product: ['MUSEUM', 'BOAT'],
        option: [null, 'EN'],
        reservation: [null, 'R-1', ...known.reservations],
        reference: ['FUZZ-2', 'FUZZ-1', ''],
        customer: [{}, { first_name: 'Ada' }, { nickname: 'x' }],
        notes: ['', 'window'],
      },
    },
    {
      method: 'POST',
      path: '/v1/booking_update',
      who: 'agent',
      body: {
        booking: ['FUZZ-1', 'S-1', ...known.references],
        reservation: [null],
        supplier: [supplierEmail],
        product: ['MUSEUM', 'BOAT'],
        date: ['2031-06-02', DATE],
        adult: [2, 1, -1],
        customer: [{ first_name: 'Bo' }],
        notes: ['later'],
      },
    },
    { method: 'POST', path: '/v1/booking_cancellation', who: 'agent', body: { booking: ['FUZZ-1', 'S-1', ...known.references] } },
    {
      method: 'GET',
      path: '/v1/bookings',
      who: 'agent',
      query: {
        as: ['agent', 'supplier', 'x'],
        agent: [agentEmail],
        supplier: [supplierEmail],
        product: ['BOAT'],
        travel_from: [DATE],
        travel_to: ['9999-12-31'],
        booking_from: ['0001-01-01'],
        booking_to: ['9999-12-31'],
        search: ['%_\\'],
        offset: ['0', '-1', '1e9'],
        limit: ['1', '501', 'x'],
      },
    },
    { method: 'GET', path: '/v1/bookings/:reference', who: 'agent', params: { reference: ['FUZZ-1', 'S-1', ...known.references] } },
    { method: 'POST', path: '/v1/redeem_booking', who: 'supplier', body: { barcode: ['S-1-ALL', 'FUZZ-BARCODE', ...known.barcodes] } },
    { method: 'POST', path: '/v1/redeem', who: 'supplier', body: { barcode: ['S-1-ALL'] } },
    { method: 'POST', path: '/v1/accounts/redeem', who: 'supplier', body: { barcode: ['S-1-ALL'] } },
    { method: 'PUT', path: '/v1/barcode_prefixes/:prefix', who: 'supplier', params: { prefix: ['FZ', 'F', 'A%B'] }, body: {} },
    { method: 'DELETE', path: '/v1/barcode_prefixes/:prefix', who: 'supplier', params: { prefix: ['NOPE'] }, body: {} },
    { method: 'GET', path: '/v1/barcode_prefixes', who: 'supplier' },
    {
      method: 'GET',
      path: '/v1/reports/reconciliation',
      who: 'supplier',
      query: { from: [DATE, '0001-01-01'], to: [DATE, '9999-12-31'], as: ['agent', 'supplier'], format: ['csv', 'json', 'xml'] },
    },
    { method: 'GET', path: '/v1/reports/invoice', who: 'supplier', query: { month: ['2031-06', '2031-13', '9999-12'], as: ['agent'], format: ['csv'] } },
    {
      method: 'GET',
      path: '/v1/requests',
      who: 'agent',
      query: {
        status: ['4xx', '200', '6xx'],
        since: ['2031-01-01T00:00:00Z', 'x', '0000-01-01T00:00:00Z', '2030-01-01T00:00:00+20:00', '9999-12-31T23:59:59-14:00'],
        before: ['1-1', '0', '999999999999999-1', '9999999999999-922337203685477580'],
        limit: ['2', '0'],
      },
    },
    { method: 'GET', path: '/v1/requests/:id', who: 'agent', params: { id: ['00000000-0000-0000-0000-000000000000', 'a b', ...known.requests] } },
    { method: 'GET', path: '/v1/booking_cancellation_quote', who: 'agent', query: { booking: ['FUZZ-1', 'S-1', 'NOPE', ...known.references] } },
    // The delivery log and the feed: each mode's own.
    {
      method: 'GET',
      path: '/v1/notifications',
      who: 'supplier',
      query: { status: ['delivered', 'not_sent', 'x'], booking: ['FUZZ-1', ...known.references], event: ['booking_confirmation'], limit: ['100', '0'] },
    },
    { method: 'GET', path: '/v1/availability_changes', who: 'agent', query: { since: ['0', '1', '-1', '99999999999'], limit: ['1000', '1001'] } },
  ];
}

// ---- generators ------------------------------------------------------------------------------

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: anyCodeUnit, maxLength: 20 }), // lone surrogates, NUL, controls
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\udfff',
    'x'.repeat(5000),
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '%00',
    '%ZZ',
    '../../etc/passwd',
    "'; drop table account; --",
    '=HYPERLINK("x")',
    'https://user:pass@[::1]/',
    '🎟️',
    'Ω',
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, 1e308, -1, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER)) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 30, max: 60 }).map((depth) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)) },
);
/** A known value (so requests get deep), a hostile one, or nothing. */
const fieldValue = (known: unknown[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(known.length ? known : [null])) }, { weight: 2, arbitrary: hostileValue });

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string } | { kind: 'none' };

/**
 * Fields of a request: all valid (the first known values), one field changed to another known
 * value, a hostile one or left out (most runs: deep but wrong in one place), or every field drawn
 * freely.
 */
function fieldsFor(known: Record<string, unknown[]>): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(known);
  const valid = Object.fromEntries(entries.map(([name, values]) => [name, values[0]]));
  if (entries.length === 0) return fc.constant({});
  const oneChanged = fc
    .tuple(fc.constantFrom(...entries), fc.oneof(fc.constant(undefined), hostileValue, fc.constant('known' as const)), fc.nat())
    .map(([[name, values], value, pick]) => {
      const changed = { ...valid, [name]: value === 'known' ? values[pick % values.length] : value };
      if (value === undefined) delete changed[name];
      return changed;
    });
  const free = fc.record(Object.fromEntries(entries.map(([name, values]) => [name, fieldValue(values)])), { requiredKeys: [] });
  return fc.oneof({ weight: 2, arbitrary: fc.constant(valid) }, { weight: 5, arbitrary: oneChanged }, { weight: 2, arbitrary: free });
}

function bodyFor(endpoint: Endpoint): fc.Arbitrary<Body> {
  const fields = fieldsFor(endpoint.body ?? {});
  const withExtra = fc
    .tuple(
      fields,
      fc.dictionary(
        hostileText.filter((k) => k.length < 50),
        hostileValue,
        { minKeys: 1, maxKeys: 2 },
      ),
    )
    .map(([a, b]) => ({ ...b, ...a }));
  return fc.oneof(
    { weight: 8, arbitrary: fields.map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: withExtra.map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.jsonValue().map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc
        .record({
          text: fc.oneof(
            fc.string(),
            fc.constantFrom(
              '{',
              '{"a":',
              '[1,]',
              '{"adult": 01}',
              '\u0000',
              `${'['.repeat(6000)}${']'.repeat(6000)}`,
              'a[b][c][d][e][f][g]=1&a=2',
              'adult=1&adult=2&customer[first_name]=x',
            ),
          ),
          contentType: fc.constantFrom(
            'application/json',
            'application/x-www-form-urlencoded',
            'text/plain',
            'application/json; charset=utf-16',
            'multipart/form-data; boundary=x',
            'application/vnd.api+json',
            'application/xml',
          ),
        })
        .map((raw): Body => ({ kind: 'raw', ...raw })),
    },
  );
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a URL cannot carry one). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) => (/[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');

function pathFor(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/:([a-z_]+)/gi)].map((m) => m[1]!);
  const params = fc.tuple(
    ...names.map((name) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...(endpoint.params?.[name] ?? ['x'])) },
        { weight: 1, arbitrary: hostileText.filter((t) => t.length > 0 && t.length < 300) },
      ),
    ),
  );
  const base = (names.length ? params : fc.constant([] as string[])).map((values) =>
    names.reduce((path, name, i) => path.replace(`:${name}`, percentEncode(values[i] as string)), endpoint.path),
  );
  const tail = fc.oneof({ weight: 12, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('/', '//', '%00', '%ZZ', '/..', ';x') });
  return fc.tuple(base, tail).map(([path, end]) => path + end);
}

function queryFor(endpoint: Endpoint): fc.Arbitrary<string> {
  const fields = fieldsFor(endpoint.query ?? {}).map((q) =>
    new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString(),
  );
  return fc
    .oneof(
      { weight: 8, arbitrary: fields },
      { weight: 1, arbitrary: fc.constantFrom('a=%ZZ&&=&b[]=1', 'from=2031-06-01&from=2031-06-02', 'supplier[]=x', 'limit=1&limit=2', '%00=%00') },
    )
    .map((q) => (q ? `?${q}` : ''));
}

/** `as-documented`: the endpoint's own caller; otherwise someone else, nobody, or garbage credentials. */
type Caller = Who | 'garbage' | 'as-documented';
type Headers = { who: Caller; mode: Mode; contentEncoding: string | null; idempotencyKey: string | null; accept: string | null };
const headersArb: fc.Arbitrary<Headers> = fc.record({
  who: fc.oneof(
    { weight: 6, arbitrary: fc.constant<Caller>('as-documented') },
    { weight: 1, arbitrary: fc.constantFrom<Caller>('agent', 'supplier', 'none', 'garbage') },
  ),
  // Which of the caller's tokens: the live one or the test one.
  mode: fc.constantFrom<Mode>('live', 'test'),
  contentEncoding: fc.oneof(
    { weight: 8, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'compress', 'gzip, br', 'x') },
  ),
  idempotencyKey: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.oneof(fc.uuid(), hostileText) }),
  accept: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('text/csv', 'application/xml', '*/*', '') }),
});

// ---- the run ---------------------------------------------------------------------------------

/** Everything an API request may change but a refused one must not. Caches, failure counts and stored 4xx answers are left out: they are meant to change. */
async function fingerprint(db: Db): Promise<string> {
  const rows: { print: string }[] = await db
    .fork()
    .getConnection()
    .execute(`
    select md5(concat_ws('|',
      (select string_agg(t::text, ',' order by t.id) from account t),
      (select string_agg(t::text, ',' order by t.id) from access_grant t),
      (select string_agg(t::text, ',' order by t.id) from account_code t),
      (select string_agg(t::text, ',' order by t.id) from product_rate t),
      (select string_agg(t::text, ',' order by t.id) from promotion t),
      (select string_agg(t::text, ',' order by t.prefix) from barcode_prefix t),
      (select count(*) from reservation), (select count(*) from booking),
      (select count(*) from redemption), (select count(*) from mail_outbox),
      (select count(*) from test.reservation), (select count(*) from test.booking), (select count(*) from test.redemption)
    )) as print`);
  return rows[0]!.print;
}

describe(`fuzz: every documented endpoint over HTTP (seed ${SEED}, ${RUNS} runs each; replay with FUZZ_SEED=${SEED})`, function () {
  this.timeout(10 * 60_000);
  let scratch: Awaited<ReturnType<typeof startScratchDatabase>>;
  let api: Harness;
  let callbacks: FakeSupplier;
  let inbox: FakeSupplier;
  const accounts = {} as Record<'agent' | 'supplier', TestAccount>;
  const agentPool = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const statuses: Record<string, Record<number, number>> = {};
  /** The Request-Id of every request sent with each account's credentials of each mode. */
  const sentBy: Record<Mode, Record<'agent' | 'supplier', Map<string, string>>> = {
    live: { agent: new Map(), supplier: new Map() },
    test: { agent: new Map(), supplier: new Map() },
  };
  /** What each mode issued: identifiers the other mode's answers may never contain. Grows with every answer. */
  const issued: Record<Mode, Set<string>> = { live: new Set(), test: new Set() };
  /** What each mode issued before the run, offered to the requests of both modes (endpoints' known values). */
  const known: Record<Mode, Known> = { live: { ...NONE }, test: { ...NONE } };

  before(async function () {
    scratch = await startScratchDatabase('fuzz');
    callbacks = await startFakeSupplier({ ca: testStack().ca });
    callbacks.on('GET', '/products', () => ({ body: PRODUCTS }));
    callbacks.on('GET', '/availability', (req) => ({
      body: { [req.query.from ?? DATE]: { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 10, tickets: { adult: '' } }, pickups: [] } },
    }));
    serveBookings(callbacks);
    inbox = await startFakeSupplier({ ca: testStack().ca });
    serveNotifications(inbox);
    api = await startHarness({ db: scratch.db, bookingWaitMs: 3000 });
    accounts.supplier = await createAccount(api, { name: 'Fuzz Supplier', callback_url: callbacks.url, notification_url: inbox.url });
    accounts.agent = await createAccount(api, { name: 'Fuzz Agent', callback_url: callbacks.url, notification_url: inbox.url });
    await grant(api, accounts.supplier, accounts.agent);
    await api.call('PUT', '/v1/rates/BOAT', { auth: accounts.supplier.auth, json: { rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25, net: 20 } } } });
    await api.call('PUT', '/v1/rates/MUSEUM', { auth: accounts.supplier.auth, json: { rates: { adult: { rrp: 10, net: 8 } } } });
    // In each mode (the test one against the simulated supplier): a booking with the same reference
    // for the update, cancellation and redemption endpoints to find, and a hold.
    for (const mode of ['live', 'test'] as const) {
      const auth = mode === 'live' ? accounts.agent.auth : accounts.agent.testAuth;
      const booked = await api.call('POST', '/v1/booking_confirmation', {
        auth,
        json: { reservation: null, supplier: accounts.supplier.email, reference: 'FUZZ-1', product: 'MUSEUM', date: DATE, adult: 1 },
      });
      assert.equal(booked.status, 200, JSON.stringify(booked.body));
      const held = await api.call('POST', '/v1/reservation', {
        auth,
        json: { supplier: accounts.supplier.email, product: 'BOAT', date: DATE, adult: 1, expires: new Date(Date.now() + 3_600_000).toISOString() },
      });
      assert.equal(held.status, 200, JSON.stringify(held.body));
      known[mode] = {
        reservations: [held.body.reservation],
        references: [booked.body.reference],
        barcodes: [booked.body.barcode, ...booked.body.tickets.map((t: { barcode: string }) => t.barcode)],
        requests: [booked.headers.get('request-id')!, held.headers.get('request-id')!],
      };
      for (const id of Object.values(known[mode]).flat()) issued[mode].add(id);
    }
    assert.match(known.test.references[0]!, /^TEST-/, 'the test booking is the simulated supplier’s');
  });
  after(async function () {
    // How deep the runs got: answers per status for each endpoint.
    if (process.env.FUZZ_VERBOSE) for (const [endpoint, tally] of Object.entries(statuses)) process.stdout.write(`${endpoint} ${JSON.stringify(tally)}\n`);
    agentPool.destroy();
    await api?.stop();
    await callbacks?.close();
    await inbox?.close();
    await scratch?.drop();
  });

  /** What no Error-Detail and no request-log entry may carry: either account's token or e-mail, a URL's password, SQL, a stack. */
  function secretsIn(text: string): string[] {
    const secrets = [
      accounts.agent.auth.password,
      accounts.supplier.auth.password,
      accounts.agent.testToken,
      accounts.supplier.testToken,
      accounts.agent.email,
      accounts.supplier.email,
      'hunter2',
      'user:pass',
    ];
    const internals = [/\b(select|insert|update|delete)\b .*\b(from|into|set|where)\b/i, /violates|constraint|relation "/i, /\bat .*\.ts:\d+/, /Error:/];
    return [...secrets.filter((s) => text.includes(s)), ...internals.filter((r) => r.test(text)).map(String)];
  }

  function assertHarmlessDetail(detail: string | undefined, where: string) {
    assert.ok(detail, `an error answer without Error-Detail: ${where}`);
    assert.match(detail, /^[\x20-\x7e]{1,300}$/, `Error-Detail not printable ASCII within 300: ${where}`);
    assert.deepEqual(secretsIn(detail), [], `Error-Detail ${JSON.stringify(detail)} leaks: ${where}`);
  }

  function send(method: string, path: string, headers: Record<string, string>, body: Buffer | undefined) {
    const url = new URL(api.baseUrl);
    return new Promise<{ status: number; text: string; contentType: string; detail: string | undefined; requestId: string; mode: string }>(
      (resolve, reject) => {
        const req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent: agentPool }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              contentType: String(res.headers['content-type'] ?? ''),
              detail: res.headers['error-detail'] as string | undefined,
              requestId: String(res.headers['request-id'] ?? ''),
              mode: String(res.headers['marketplace-mode'] ?? ''),
            }),
          );
        });
        req.on('error', reject);
        req.end(body);
      },
    );
  }

  /** Identifiers an answer gives (server-made ones only: an agent's reference is the caller's, and may be the same in both modes). */
  function identifiersIn(value: unknown, into: Set<string>, confirmation: boolean): void {
    if (Array.isArray(value)) for (const item of value) identifiersIn(item, into, confirmation);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const issuedHere = key === 'reservation' || key === 'supplier_reference' || key === 'barcode' || (confirmation && key === 'reference');
        if (issuedHere && typeof item === 'string' && item.length >= 6) into.add(item);
        else identifiersIn(item, into, confirmation);
      }
    }
  }

  /** The other mode's identifiers in an answer; a request-log entry's path and key are what the caller sent, not an answer. */
  function leaksIn(answer: string, mode: Mode, json: boolean): string[] {
    let text = answer;
    if (json && answer.includes('"path"')) {
      const entries = (parsed: unknown): unknown[] => (Array.isArray(parsed) ? parsed : [parsed]);
      const body = JSON.parse(answer) as { requests?: unknown[] };
      text = JSON.stringify(
        entries(body.requests ?? body).map((entry) => {
          const { path: _path, idempotency_key: _key, ...rest } = entry as Record<string, unknown>;
          return rest;
        }),
      );
    }
    return [...issued[mode === 'live' ? 'test' : 'live']].filter((id) => text.includes(id));
  }

  // The accounts exist only once `before` ran; which endpoints there are does not depend on them.
  endpoints('', '', '').forEach(({ method, path }, index) => {
    it(`${method} ${path}`, async function () {
      // Both modes' identifiers, offered in either mode.
      const both: Known = {
        reservations: [...known.live.reservations, ...known.test.reservations],
        references: [...known.live.references, ...known.test.references],
        barcodes: [...known.live.barcodes, ...known.test.barcodes],
        requests: [...known.live.requests, ...known.test.requests],
      };
      const ep = endpoints(accounts.supplier.email, accounts.agent.email, callbacks.url, both)[index]!;
      await fc.assert(
        fc.asyncProperty(pathFor(ep), queryFor(ep), bodyFor(ep), headersArb, async (path, query, body, extra) => {
          const who = extra.who === 'as-documented' ? ep.who : extra.who;
          // The mode the credentials choose: no credentials (or garbage) are live's.
          const mode: Mode = who === 'agent' || who === 'supplier' ? extra.mode : 'live';
          const headers: Record<string, string> = {};
          if (who === 'agent' || who === 'supplier') {
            const account = accounts[who];
            const credentials = mode === 'live' ? account.auth : account.testAuth;
            headers.authorization = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
          } else if (who === 'garbage') {
            headers.authorization = `Basic ${Buffer.from('\ud800:x').toString('base64')}`;
          }
          let payload: Buffer | undefined;
          if (body.kind === 'json') {
            payload = Buffer.from(JSON.stringify(body.value) ?? 'null');
            headers['content-type'] = 'application/json';
          } else if (body.kind === 'raw') {
            payload = Buffer.from(body.text);
            headers['content-type'] = body.contentType;
          }
          if (payload && extra.contentEncoding) {
            headers['content-encoding'] = extra.contentEncoding;
            if (extra.contentEncoding === 'gzip' && payload.length % 2 === 0) payload = gzipSync(payload);
          }
          if (payload) headers['content-length'] = String(payload.length);
          if (extra.idempotencyKey !== null) headers['idempotency-key'] = percentEncode(extra.idempotencyKey).slice(0, 300);
          if (extra.accept !== null) headers.accept = extra.accept;

          const before = await fingerprint(scratch.db);
          const res = await send(ep.method, path + query, headers, payload);
          if (who === 'agent' || who === 'supplier') sentBy[mode][who].set(res.requestId, path + query);
          issued[mode].add(res.requestId);
          statuses[`${ep.method} ${ep.path}`] ??= {};
          const tally = statuses[`${ep.method} ${ep.path}`]!;
          tally[res.status] = (tally[res.status] ?? 0) + 1;
          const where = `${ep.method} ${path}${query} → ${res.status} ${res.text.slice(0, 200)}`;
          assert.ok(res.status > 0 && res.status < 500, `a 5xx (or no answer): ${where}`);
          assert.equal(res.mode, mode, `the answer says another mode than its credentials': ${where}`);
          const json = res.contentType.startsWith('application/json');
          assert.deepEqual(leaksIn(res.text, mode, json), [], `a ${mode} answer holds the other mode's identifiers: ${where}`);
          assert.deepEqual(leaksIn(res.detail ?? '', mode, false), [], `a ${mode} Error-Detail holds the other mode's identifiers: ${where}`);
          if (res.status < 300 && json && res.text) {
            const confirmation = ep.path === '/v1/booking_confirmation' || ep.path === '/v1/booking_update';
            identifiersIn(JSON.parse(res.text), issued[mode], confirmation);
          }
          // Every answer as GET /openapi.json documents it: status, error code, body.
          checkAgainstOpenApi(
            ep.method,
            path + query,
            res.status,
            res.contentType,
            res.contentType.startsWith('application/json') ? JSON.parse(res.text) : res.text,
          );
          if (res.status >= 400) {
            const parsed = JSON.parse(res.text) as Record<string, unknown>;
            assert.deepEqual(Object.keys(parsed), ['error'], where);
            assert.match(String(parsed.error), /^[A-Z][A-Z0-9_]*$/, where);
            assertHarmlessDetail(res.detail, where);
            // The supplier's own refusal of a hold is recorded: its reservation row ends `failed` (the
            // workflow marks it so after answering). Every other refusal changes nothing.
            const supplierRefusedHold = ep.path === '/v1/reservation' && (SUPPLIER_CODES as readonly string[]).includes(String(parsed.error));
            if (!supplierRefusedHold) assert.equal(await fingerprint(scratch.db), before, `a refused request changed state: ${where}`);
          } else if (res.status === 200 && ep.method === 'POST' && ep.path === '/v1/account/token' && (who === 'agent' || who === 'supplier')) {
            // A token rotation of the caller's own account: keep fuzzing with the new token. (Not any
            // answer with a token: POST /v1/account answers a new account's token.)
            const token = (JSON.parse(res.text) as { token?: string }).token;
            if (token) accounts[who].auth.password = token;
          }
        }),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );
      // The fuzz keeps its own credentials working (it follows token rotations): otherwise later endpoints would only be fuzzed as 401s.
      for (const account of Object.values(accounts)) {
        assert.equal((await api.call('GET', '/v1/account', { auth: account.auth })).status, 200, `${account.email} can still sign in`);
        assert.equal((await api.call('GET', '/v1/account', { auth: account.testAuth })).status, 200, `${account.email} can still sign in to test mode`);
      }
    });
  });

  it('left in each request log (of each mode) only the account’s own requests of that mode, and neither a token nor the other account’s identifier', async function () {
    const tokens = () => [accounts.agent.auth.password, accounts.supplier.auth.password, accounts.agent.testToken, accounts.supplier.testToken];
    for (const mode of ['live', 'test'] as const) {
      for (const [who, other] of [
        ['agent', 'supplier'],
        ['supplier', 'agent'],
      ] as const) {
        const sent = sentBy[mode][who];
        const where = `${who}'s ${mode} log`;
        const entries: { id: string; path: string; error_detail: string | null }[] = [];
        for (let before = ''; ; ) {
          const page = await api.call('GET', `/v1/requests?limit=200${before}`, { auth: mode === 'live' ? accounts[who].auth : accounts[who].testAuth });
          assert.equal(page.status, 200);
          entries.push(...page.body.requests);
          if (!page.body.has_more) break;
          before = `&before=${page.body.next}`;
        }
        // (Empty only when a --grep ran this test without the endpoints' ones.)
        if (sent.size > 0) assert.ok(entries.filter((e) => sent.has(e.id)).length > RUNS, `${where}: its fuzzed requests are logged`);
        const strangers = [sentBy[mode][other], sentBy[mode === 'live' ? 'test' : 'live'][who], sentBy[mode === 'live' ? 'test' : 'live'][other]];
        assert.deepEqual(
          entries.filter((e) => strangers.some((m) => m.has(e.id))),
          [],
          `${where} shows another account's requests, or the other mode's`,
        );
        const text = JSON.stringify(entries);
        for (const token of tokens()) assert.ok(!text.includes(token), `${where} holds a token`);
        for (const entry of entries) if (entry.error_detail) assertHarmlessDetail(entry.error_detail, where);
        // The other account's identifier only where this account's own request line named it (say
        // GET /v1/products?supplier=…), never from anywhere else: a path is what the caller sent.
        const otherId = accounts[other].email;
        const forms = [otherId, encodeURIComponent(otherId)];
        for (const entry of entries) {
          const { path, ...rest } = entry;
          assert.ok(!forms.some((f) => JSON.stringify(rest).includes(f)), `${where}: an entry names ${other} outside its path: ${JSON.stringify(entry)}`);
          // The test's own set-up requests (a grant names the agent) are not fuzzed ones.
          const line = sent.get(entry.id);
          if (line !== undefined && forms.some((f) => path.includes(f))) {
            assert.ok(
              forms.some((f) => line.includes(f)) || safeDecode(line).includes(otherId),
              `${where}: an entry names ${other} where its request did not: ${path}`,
            );
          }
        }
      }
    }
  });
});
