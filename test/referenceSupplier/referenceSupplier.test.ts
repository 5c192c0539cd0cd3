import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { signatureHeaders } from '../../src/signing/secrets.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { SupplierProducts } from '../../src/catalog/products.ts';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Fault,
  type ReferenceSupplier,
  type ReferenceSupplierOptions,
  selfSignedCertificate,
  startReferenceSupplier,
} from '../../src/referenceSupplier/index.ts';

const USERNAME = 'reference';
// '@', ':' and '/' must survive the URL's percent-encoding and Basic auth's colon.
const PASSWORD = 'p@ss:w/rd';
const DAY_MS = 24 * 60 * 60 * 1000;
const BARCODE = /^[0-9A-Z]+$/;

/** A date `n` days from today (UTC). Two days or more ahead is in the future in Amsterdam too. */
function day(n: number): string {
  return new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);
}

function inMinutes(minutes: number): string {
  return new Date(Date.now() + minutes * 60 * 1000).toISOString();
}

type Reply = { status: number; headers: IncomingHttpHeaders; text: string; json: any };
type RequestOptions = { query?: Record<string, string>; body?: unknown; key?: string | null; auth?: string | null; headers?: Record<string, string> };

/** A client over real HTTPS that trusts only the supplier's certificate. */
function clientOf(supplier: ReferenceSupplier) {
  const { origin } = new URL(supplier.url);
  const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

  function request(method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const payload = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    const headers: Record<string, string> = { ...options.headers };
    const auth = options.auth === undefined ? `${USERNAME}:${PASSWORD}` : options.auth;
    if (auth !== null) headers.authorization = basic(auth);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const key = options.key === undefined && method === 'POST' ? randomUUID() : options.key;
    if (key) headers['idempotency-key'] = key;
    return new Promise((resolve, reject) => {
      const req = https.request(`${origin}${path}${query}`, { method, headers, ca: supplier.caCertPem }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: text ? JSON.parse(text) : undefined });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  return {
    get: (path: string, query?: Record<string, string>, options: RequestOptions = {}) => request('GET', path, { ...options, query }),
    post: (path: string, body: unknown, options: RequestOptions = {}) => request('POST', path, { ...options, body }),
    /** Vacancies of a whole-day product, or of one slot. */
    async vacancies(product: string, date: string, time?: string): Promise<number | null> {
      const { json } = await request('GET', '/availability', { query: { product, from: date, to: date } });
      return time ? json[date].times[time].vacancies : json[date].availability.vacancies;
    },
  };
}
type Client = ReturnType<typeof clientOf>;

const canalPass = (date: string, counts: Record<string, number> = { adult: 2 }) => ({
  agent: 'agent@example.com',
  product: 'CANAL-PASS',
  option: 'ALL_LINES',
  date,
  time: null,
  pickup: null,
  ...counts,
  expires: inMinutes(15),
});

const harbourTour = (date: string, time: string, counts: Record<string, number> = { adult: 1 }) => ({
  agent: 'agent@example.com',
  product: 'HARBOUR-TOUR',
  option: null,
  date,
  time,
  pickup: 'Central Station',
  ...counts,
  expires: inMinutes(15),
});

/** The confirmation body for a reservation body, as the service builds it. */
function confirmationFor(reservation: string | null, request: Record<string, unknown>): Record<string, unknown> {
  const { expires: _expires, ...rest } = request;
  return { ...rest, reservation, reference: `AGENT-${randomUUID().slice(0, 8)}`, customer: { first_name: 'Ada', last_name: 'Lovelace' }, notes: 'window seat' };
}

async function reserve(client: Client, request: Record<string, unknown>): Promise<string> {
  const reply = await client.post('/reservation', request);
  assert.equal(reply.status, 200, reply.text);
  return reply.json.reservation;
}

async function book(client: Client, request: Record<string, unknown>): Promise<any> {
  const reply = await client.post('/booking_confirmation', confirmationFor(await reserve(client, request), request));
  assert.equal(reply.status, 200, reply.text);
  return reply.json;
}

async function start(options: Partial<ReferenceSupplierOptions> = {}): Promise<ReferenceSupplier> {
  return startReferenceSupplier({ username: USERNAME, password: PASSWORD, databasePath: ':memory:', ...options });
}

describe('reference supplier', function () {
  let supplier: ReferenceSupplier;
  let client: Client;
  const logLines: string[] = [];

  before(async function () {
    supplier = await start({ log: (line) => logLines.push(line) });
    client = clientOf(supplier);
  });

  after(async function () {
    await supplier.close();
  });

  it('answers its URLs with the credentials in them, over HTTPS only it is trusted for', async function () {
    const url = new URL(supplier.url);
    assert.equal(url.protocol, 'https:');
    assert.equal(decodeURIComponent(url.username), USERNAME);
    assert.equal(decodeURIComponent(url.password), PASSWORD);
    assert.equal(supplier.notificationUrl, `${supplier.url}/notifications`);
    await assert.rejects(
      new Promise((resolve, reject) => https.get(`${url.origin}/products`, resolve).on('error', reject)),
      (err: NodeJS.ErrnoException) => err.code === 'DEPTH_ZERO_SELF_SIGNED_CERT',
    );
  });

  it('refuses requests without or with wrong Basic credentials', async function () {
    for (const auth of [null, `${USERNAME}:wrong`, `someone:${PASSWORD}`]) {
      const reply = await client.get('/products', undefined, { auth });
      assert.equal(reply.status, 401);
      assert.deepEqual(reply.json, { error: 'UNAUTHORIZED' });
      assert.match(String(reply.headers['www-authenticate']), /^Basic /);
    }
    const post = await client.post('/reservation', canalPass(day(3)), { auth: null });
    assert.equal(post.status, 401);
  });

  it('lists its products in the callback shape', async function () {
    const reply = await client.get('/products');
    assert.equal(reply.status, 200);
    assert.deepEqual({ ...reply.json }, supplier.products);
    assert.deepEqual(Object.keys(reply.json).sort(), ['CANAL-PASS', 'HARBOUR-TOUR', 'MUSEUM-ENTRY']);
    for (const [code, product] of Object.entries<any>(reply.json)) {
      // The product sold per departure declares its slots (issue 42 §6).
      const slotted = code === 'HARBOUR-TOUR' ? ['time_slots'] : [];
      assert.deepEqual(Object.keys(product).sort(), ['city', 'country', 'freesale', 'name', 'options', 'supplier', 'time_zone', ...slotted].sort());
      assert.equal(product.supplier, null);
      assert.equal(product.time_zone, 'Europe/Amsterdam');
      assert.equal(typeof product.options, 'object');
    }
    assert.deepEqual(reply.json['CANAL-PASS'].options, { ALL_LINES: { name: 'All lines' } });
    assert.deepEqual(reply.json['HARBOUR-TOUR'].options, {});
    assert.deepEqual(reply.json['HARBOUR-TOUR'].time_slots, ['10:00', '14:00']);
    assert.equal(reply.json['MUSEUM-ENTRY'].freesale, true);
    assert.equal(reply.json['CANAL-PASS'].freesale, false);
  });

  it('answers availability for every day of the range, in each product form', async function () {
    const [from, to] = [day(-1), day(5)];
    const dates = Array.from({ length: 7 }, (_, i) => day(i - 1));
    const canal = (await client.get('/availability', { agent: 'agent@example.com', product: 'CANAL-PASS', option: 'ALL_LINES', from, to })).json;
    assert.deepEqual(Object.keys(canal), dates);
    assert.deepEqual(canal[day(2)], {
      hours: { '09:00': '18:00' },
      availability: { open: true, vacancies: 40, tickets: { adult: 'Age 13 and over', child: 'Age 4 to 12' } },
      pickups: [],
    });
    assert.equal(canal[day(-1)].availability.open, false, 'a past day is closed');

    const harbour = (await client.get('/availability', { product: 'HARBOUR-TOUR', from, to })).json;
    assert.deepEqual(Object.keys(harbour), dates);
    for (const date of dates) {
      assert.equal(harbour[date].hours, undefined, 'a day is never both forms');
      assert.deepEqual(Object.keys(harbour[date].times), ['10:00', '14:00']);
    }
    const slot = harbour[day(2)].times['10:00'];
    assert.equal(slot.open, true);
    assert.equal(slot.vacancies, 12);
    for (const pickup of Object.values<any>(slot.pickups)) {
      assert.equal(typeof pickup.address, 'string');
      assert.equal(typeof pickup.latitude, 'number');
      assert.equal(typeof pickup.longitude, 'number');
      assert.match(pickup.time, /^\d\d:\d\d$/);
    }

    const museum = (await client.get('/availability', { product: 'MUSEUM-ENTRY', from, to })).json;
    assert.deepEqual(Object.keys(museum), dates);
    assert.equal(museum[day(2)].availability.open, true);
    assert.equal(museum[day(2)].availability.vacancies, null, 'freesale reports no capacity');
  });

  it('refuses availability for an unknown product or a backwards range', async function () {
    assert.deepEqual((await client.get('/availability', { product: 'NOPE', from: day(2), to: day(3) })).json, { error: 'NOT_AVAILABLE' });
    assert.deepEqual((await client.get('/availability', { product: 'CANAL-PASS', from: day(3), to: day(2) })).json, { error: 'INVALID_REQUEST' });
  });

  it('holds seats with a reservation and gives them back on cancellation, twice harmlessly', async function () {
    const date = day(4);
    const reservation = await reserve(client, harbourTour(date, '14:00', { adult: 2, child: 1 }));
    assert.match(reservation, /^[0-9A-Z-]+$/);
    assert.equal(await client.vacancies('HARBOUR-TOUR', date, '14:00'), 9);
    assert.equal(await client.vacancies('HARBOUR-TOUR', date, '10:00'), 12, 'another slot keeps its seats');
    for (let i = 0; i < 2; i += 1) {
      const reply = await client.post('/reservation_cancellation', { reservation, agent: 'agent@example.com' });
      assert.equal(reply.status, 200);
      assert.deepEqual(reply.json, {});
    }
    assert.equal(await client.vacancies('HARBOUR-TOUR', date, '14:00'), 12);
    assert.deepEqual((await client.post('/reservation_cancellation', { reservation: 'R-UNKNOWN' })).json, { error: 'RESERVATION_INVALID' });
  });

  it("refuses reservations with the contract's codes", async function () {
    const refusal = async (body: unknown) => {
      const reply = await client.post('/reservation', body);
      assert.equal(reply.status, 400);
      return reply.json.error;
    };
    assert.equal(await refusal(canalPass(day(-2))), 'PAST_CUTOFF_DATE');
    assert.equal(await refusal(canalPass(day(5), { adult: 41 })), 'SOLD_OUT');
    assert.equal(await refusal(harbourTour(day(5), '12:00')), 'NOT_AVAILABLE');
    assert.equal(await refusal({ ...harbourTour(day(5), '10:00'), pickup: 'Nowhere' }), 'NOT_AVAILABLE');
    assert.equal(await refusal({ ...canalPass(day(5)), option: 'NOPE' }), 'NOT_AVAILABLE');
    assert.equal(await refusal({ ...canalPass(day(5)), product: 'NOPE' }), 'NOT_AVAILABLE');
    assert.equal(await refusal({ ...canalPass(day(5)), senior: 1 }), 'NOT_AVAILABLE', 'no senior tickets on sale');
    assert.equal(await refusal({ ...canalPass(day(5)), product: 'MUSEUM-ENTRY', option: null }), 'NOT_AVAILABLE', 'freesale takes no reservations');
    assert.equal(await refusal({ ...canalPass(day(5)), adult: 0 }), 'INVALID_REQUEST');
    assert.equal(await refusal('{not json'), 'INVALID_REQUEST');
    assert.equal(await client.vacancies('CANAL-PASS', day(5)), 40, 'no refusal held anything');
  });

  it('requires an Idempotency-Key on every POST', async function () {
    const reply = await client.post('/reservation', canalPass(day(5)), { key: null });
    assert.equal(reply.status, 400);
    assert.deepEqual(reply.json, { error: 'IDEMPOTENCY_KEY_REQUIRED' });
    assert.equal(await client.vacancies('CANAL-PASS', day(5)), 40);
  });

  it('confirms a reservation with one barcode per ticket, turning the hold into the booking', async function () {
    const date = day(6);
    const request = harbourTour(date, '10:00', { adult: 2, child: 1 });
    const reservation = await reserve(client, request);
    assert.equal(await client.vacancies('HARBOUR-TOUR', date, '10:00'), 9);
    const reply = await client.post('/booking_confirmation', confirmationFor(reservation, request));
    assert.equal(reply.status, 200, reply.text);
    const booking = reply.json;
    assert.deepEqual(Object.keys(booking).sort(), ['barcode', 'mobile', 'reference', 'tickets']);
    assert.equal(booking.mobile, true);
    assert.deepEqual(
      booking.tickets.map((t: any) => t.type),
      ['adult', 'adult', 'child'],
    );
    const barcodes = [booking.barcode, ...booking.tickets.map((t: any) => t.barcode)];
    for (const barcode of barcodes) assert.match(barcode, BARCODE);
    for (const barcode of barcodes) assert.ok(barcode.startsWith('RS'));
    assert.equal(new Set(barcodes).size, barcodes.length);
    assert.equal(await client.vacancies('HARBOUR-TOUR', date, '10:00'), 9, 'the hold became the booking: counted once');

    const again = await client.post('/booking_confirmation', confirmationFor(reservation, request));
    assert.deepEqual(again.json, { error: 'RESERVATION_INVALID' }, 'a reservation is confirmed once');
    const mismatch = await client.post('/booking_confirmation', confirmationFor(await reserve(client, request), { ...request, adult: 3 }));
    assert.deepEqual(mismatch.json, { error: 'RESERVATION_MISMATCH' });
  });

  it('confirms a freesale product without a reservation', async function () {
    const request = { product: 'MUSEUM-ENTRY', option: null, date: day(7), time: null, adult: 1, youth: 1 };
    const reply = await client.post('/booking_confirmation', confirmationFor(null, request));
    assert.equal(reply.status, 200, reply.text);
    assert.deepEqual(
      reply.json.tickets.map((t: any) => t.type),
      ['adult', 'youth'],
    );
    const unreserved = await client.post('/booking_confirmation', confirmationFor(null, canalPass(day(7))));
    assert.deepEqual(unreserved.json, { error: 'RESERVATION_REQUIRED' });
  });

  it('updates a booking and lists all its tickets, a reservation covering the added ones', async function () {
    const date = day(8);
    const request = canalPass(date, { adult: 2 });
    const booking = await book(client, request);
    const added = await reserve(client, canalPass(date, { child: 1 }));
    assert.equal(await client.vacancies('CANAL-PASS', date), 37);
    const update = { ...confirmationFor(added, { ...request, child: 1 }), booking: booking.reference };
    const reply = await client.post('/booking_update', update);
    assert.equal(reply.status, 200, reply.text);
    assert.deepEqual(Object.keys(reply.json).sort(), ['barcode', 'mobile', 'reference', 'tickets']);
    assert.deepEqual(
      reply.json.tickets.map((t: any) => t.type),
      ['adult', 'adult', 'child'],
    );
    assert.deepEqual(reply.json.tickets.slice(0, 2), booking.tickets, 'the remaining tickets keep their barcodes');
    assert.equal(await client.vacancies('CANAL-PASS', date), 37, 'the added hold became the added ticket');

    const fewer = await client.post('/booking_update', { ...confirmationFor(null, { ...request, adult: 1 }), booking: booking.reference });
    assert.deepEqual(
      fewer.json.tickets.map((t: any) => t.type),
      ['adult'],
    );
    assert.equal(await client.vacancies('CANAL-PASS', date), 39);
  });

  it('updates the slot given as time_slot', async function () {
    const date = day(9);
    const booking = await book(client, harbourTour(date, '10:00', { adult: 2 }));
    const moved = await reserve(client, harbourTour(date, '14:00', { adult: 2 }));
    const { time: _time, ...body } = confirmationFor(moved, harbourTour(date, '14:00', { adult: 2 }));
    const reply = await client.post('/booking_update', { ...body, time_slot: '14:00', booking: booking.reference });
    assert.equal(reply.status, 200, reply.text);
    assert.equal(reply.json.tickets.length, 2);
    assert.equal(await client.vacancies('HARBOUR-TOUR', date, '10:00'), 12);
    assert.equal(await client.vacancies('HARBOUR-TOUR', date, '14:00'), 10);
  });

  it('looks up live ticket and booking barcodes', async function () {
    const date = day(10);
    const booking = await book(client, harbourTour(date, '14:00', { adult: 1, child: 1 }));
    const ticket = booking.tickets[1];
    const reply = await client.get('/barcode_lookup', { supplier: 'scanner@example.com', barcode: ticket.barcode });
    assert.equal(reply.status, 200, reply.text);
    const found = reply.json;
    assert.deepEqual(found.ticket, { ...ticket, redeemed: false });
    assert.equal(found.product, 'HARBOUR-TOUR');
    assert.equal(found.option, null);
    assert.equal(found.date, date);
    assert.equal(found.time, '14:00');
    assert.equal(found.pickup, 'Central Station');
    assert.equal(found.adult, 1);
    assert.equal(found.child, 1);
    assert.equal(found.cancelled, false);
    assert.deepEqual(found.customer, { first_name: 'Ada', last_name: 'Lovelace' });
    assert.equal(found.mobile, true);
    assert.equal(found.barcode, booking.barcode);
    assert.deepEqual(
      found.tickets,
      booking.tickets.map((t: any) => ({ ...t, redeemed: false })),
    );
    assert.equal(found.notes, 'window seat');
    assert.equal(found.supplier_reference, booking.reference);
    assert.match(found.reference, /^AGENT-/);

    const byBooking = await client.get('/barcode_lookup', { supplier: 'scanner@example.com', barcode: booking.barcode });
    assert.equal(byBooking.status, 200);
    assert.equal(byBooking.json.ticket, null);

    const unknown = await client.get('/barcode_lookup', { supplier: 'scanner@example.com', barcode: 'RSUNKNOWN234' });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.json, { error: 'BARCODE_INVALID' });
  });

  it('cancels a booking: seats free, barcodes dead, twice harmlessly', async function () {
    const date = day(11);
    const booking = await book(client, canalPass(date, { adult: 3 }));
    assert.equal(await client.vacancies('CANAL-PASS', date), 37);
    for (let i = 0; i < 2; i += 1) {
      const reply = await client.post('/booking_cancellation', { booking: booking.reference, agent: 'agent@example.com' });
      assert.equal(reply.status, 200);
      assert.deepEqual(reply.json, {});
    }
    assert.equal(await client.vacancies('CANAL-PASS', date), 40);
    for (const barcode of [booking.barcode, booking.tickets[0].barcode]) {
      const reply = await client.get('/barcode_lookup', { supplier: 'scanner@example.com', barcode });
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.json, { error: 'BARCODE_INVALID' });
    }
    assert.deepEqual((await client.post('/booking_cancellation', { booking: 'B-UNKNOWN' })).json, { error: 'BOOKING_INVALID' });
  });

  it('replays a repeated Idempotency-Key byte for byte and performs once', async function () {
    const date = day(12);
    const key = randomUUID();
    const request = canalPass(date, { adult: 2 });
    const first = await client.post('/reservation', request, { key });
    const repeat = await client.post('/reservation', request, { key });
    assert.equal(first.status, 200);
    assert.equal(repeat.status, first.status);
    assert.equal(repeat.text, first.text);
    assert.equal(repeat.headers['content-type'], first.headers['content-type']);
    assert.equal(repeat.headers['content-length'], first.headers['content-length']);
    assert.equal(await client.vacancies('CANAL-PASS', date), 38);
    assert.ok(logLines.some((line) => /^POST \/reservation 200 \d+ms \(replayed\)$/.test(line)));

    // A refusal is an answer too: replayed, not re-evaluated.
    const refusalKey = randomUUID();
    const tooMany = canalPass(date, { adult: 39 });
    const refused = await client.post('/reservation', tooMany, { key: refusalKey });
    assert.deepEqual(refused.json, { error: 'SOLD_OUT' });
    await client.post('/reservation_cancellation', { reservation: first.json.reservation });
    const refusedAgain = await client.post('/reservation', tooMany, { key: refusalKey });
    assert.equal(refusedAgain.text, refused.text);
    assert.equal(await client.vacancies('CANAL-PASS', date), 40);
  });

  it('answers 422 for a key reused with another body, performing nothing', async function () {
    const date = day(13);
    const key = randomUUID();
    assert.equal((await client.post('/reservation', canalPass(date, { adult: 1 }), { key })).status, 200);
    const reused = await client.post('/reservation', canalPass(date, { adult: 5 }), { key });
    assert.equal(reused.status, 422);
    assert.deepEqual(reused.json, { error: 'IDEMPOTENCY_KEY_REUSED' });
    assert.equal(await client.vacancies('CANAL-PASS', date), 39);
  });

  it('performs once for concurrent requests with one key', async function () {
    const date = day(14);
    const key = randomUUID();
    const body = JSON.stringify(canalPass(date, { adult: 3 }));
    const replies = await Promise.all(Array.from({ length: 5 }, () => client.post('/reservation', body, { key })));
    for (const reply of replies) {
      assert.equal(reply.status, 200);
      assert.equal(reply.text, replies[0]!.text);
    }
    assert.equal(await client.vacancies('CANAL-PASS', date), 37);
  });

  it('receives notifications once per key, authenticated', async function () {
    const key = randomUUID();
    const notification = { supplier_reference: 'B-NOTIFIED', barcode: 'RSNOTIFIED2' };
    for (let i = 0; i < 2; i += 1) {
      const reply = await client.post('/notifications/booking_confirmation', notification, { key });
      assert.equal(reply.status, 200);
      assert.deepEqual(reply.json, {});
    }
    assert.equal(logLines.filter((line) => line.startsWith('notification /booking_confirmation') && line.includes('B-NOTIFIED')).length, 1);
    assert.equal((await client.post('/notifications/ticket_redemption', notification, { auth: null })).status, 401);
  });

  it('with a webhook secret, takes only notifications signed with it (Standard Webhooks), checked over their exact bytes', async function () {
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    supplier.setWebhookSecret(secret);
    try {
      const body = JSON.stringify({ supplier_reference: 'B-SIGNED', barcode: 'RSSIGNED' });
      const id = randomUUID();
      const signed = await client.post('/notifications/booking_confirmation', body, { key: id, headers: { ...signatureHeaders(id, body, [secret]) } });
      assert.equal(signed.status, 200, signed.text);
      // Beside an older secret, as during a rotation: one matching signature is enough.
      const other = `whsec_${randomBytes(24).toString('base64')}`;
      const rotating = randomUUID();
      assert.equal(
        (await client.post('/notifications/booking_update', body, { key: rotating, headers: { ...signatureHeaders(rotating, body, [other, secret]) } })).status,
        200,
      );
      const refusals = [
        ['unsigned', body, {}],
        ['another secret', body, signatureHeaders(randomUUID(), body, [other])],
        ['another body', `${body} `, signatureHeaders(randomUUID(), body, [secret])],
        ['an old timestamp', body, signatureHeaders(randomUUID(), body, [secret], new Date(Date.now() - 3600_000))],
      ] as const;
      for (const [what, sent, headers] of refusals) {
        const reply = await client.post('/notifications/booking_confirmation', sent, {
          key: (headers as { 'webhook-id'?: string })['webhook-id'] ?? randomUUID(),
          headers: { ...headers },
        });
        assert.deepEqual([reply.status, reply.json], [401, { error: 'INVALID_SIGNATURE' }], what);
      }
    } finally {
      supplier.setWebhookSecret(undefined);
    }
  });

  it('never logs credentials', function () {
    assert.ok(logLines.length > 0);
    assert.ok(logLines.every((line) => !line.includes(PASSWORD) && !line.includes(encodeURIComponent(PASSWORD))));
  });

  it('keeps its ledger and bookings in a database file across restarts', async function () {
    const dir = mkdtempSync(join(tmpdir(), 'reference-supplier-'));
    try {
      const databasePath = join(dir, 'supplier.sqlite');
      const key = randomUUID();
      const request = canalPass(day(15), { adult: 2 });
      const first = await start({ databasePath });
      const answer = await clientOf(first).post('/reservation', request, { key });
      await first.close();
      const second = await start({ databasePath });
      try {
        const again = await clientOf(second).post('/reservation', request, { key });
        assert.equal(again.text, answer.text);
        assert.equal(await clientOf(second).vacancies('CANAL-PASS', day(15)), 38);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves an existing certificate when given one', async function () {
    const certificate = selfSignedCertificate(['localhost', '127.0.0.1']);
    const given = await start({ certificate });
    try {
      assert.equal(given.caCertPem, certificate.certPem);
      assert.equal((await clientOf(given).get('/products')).status, 200);
    } finally {
      await given.close();
    }
  });
});

describe('reference supplier with booking questions', function () {
  let dir: string;
  let databasePath: string;
  let supplier: ReferenceSupplier;
  let client: Client;
  before(async function () {
    dir = mkdtempSync(join(tmpdir(), 'reference-questions-'));
    databasePath = join(dir, 'supplier.sqlite');
    supplier = await start({ databasePath, bookingQuestions: true });
    client = clientOf(supplier);
  });
  after(async function () {
    await supplier?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  /** The answers the supplier keeps with a booking, read from its own database. */
  function storedAnswers(reference: string): unknown {
    const db = new DatabaseSync(databasePath);
    try {
      const row = db.prepare('select answers from booking where reference = ?').get(reference) as { answers: string | null };
      return row.answers === null ? null : JSON.parse(row.answers);
    } finally {
      db.close();
    }
  }
  const names = (n: number) => Array.from({ length: n }, (_, ticket) => ({ question: 'passenger_name', value: `Passenger ${ticket}`, ticket }));

  it('declares HARBOUR-TOUR’s questions, valid as the marketplace reads them; started without, none', async function () {
    const reply = await client.get('/products');
    assert.equal(reply.status, 200);
    assert.deepEqual(
      reply.json['HARBOUR-TOUR'].questions.map((q: { id: string; type: string; per: string; required: boolean }) => [q.id, q.type, q.per, q.required]),
      [
        ['passenger_name', 'text', 'ticket', true],
        ['language', 'choice', 'booking', true],
        ['wheelchair', 'yes_no', 'booking', false],
      ],
    );
    assert.ok(!('questions' in reply.json['CANAL-PASS']));
    assert.equal(SupplierProducts.safeParse(reply.json).success, true);
    const plain = await start();
    try {
      for (const product of Object.values<object>((await clientOf(plain).get('/products')).json)) assert.ok(!('questions' in product));
    } finally {
      await plain.close();
    }
  });

  it('takes a booking only with its required answers, keeps them, and keeps the new ones of an update', async function () {
    const request = harbourTour(day(4), '10:00', { adult: 1, child: 1 });
    const base = confirmationFor(await reserve(client, request), request);
    const refusals: [unknown, string][] = [
      [undefined, 'QUESTION_UNANSWERED'],
      [[...names(1), { question: 'language', value: 'Dutch' }], 'QUESTION_UNANSWERED'],
      [[...names(2), { question: 'language', value: 'Dutch' }, { question: 'shoe_size', value: 42 }], 'ANSWER_INVALID'],
    ];
    for (const [answers, code] of refusals) {
      const reply = await client.post('/booking_confirmation', { ...base, ...(answers === undefined ? {} : { answers }) });
      assert.deepEqual([reply.status, reply.json], [400, { error: code }], JSON.stringify(answers));
    }
    const answers = [...names(2), { question: 'language', value: 'Dutch' }];
    const booked = await client.post('/booking_confirmation', { ...base, answers });
    assert.equal(booked.status, 200, booked.text);
    assert.deepEqual(storedAnswers(booked.json.reference), answers);

    const changed = [...answers, { question: 'wheelchair', value: true }];
    const updated = await client.post('/booking_update', { ...base, reservation: null, booking: booked.json.reference, answers: changed });
    assert.equal(updated.status, 200, updated.text);
    assert.deepEqual(storedAnswers(booked.json.reference), changed);

    // A product that asks nothing takes none.
    const canal = canalPass(day(4));
    const asked = await client.post('/booking_confirmation', { ...confirmationFor(await reserve(client, canal), canal), answers });
    assert.deepEqual([asked.status, asked.json], [400, { error: 'ANSWER_INVALID' }]);
  });

  it('opens a database file made before booking questions, adding the column its bookings need', async function () {
    const old = join(dir, 'old.sqlite');
    const first = await start({ databasePath: old });
    const booked = await book(clientOf(first), canalPass(day(5)));
    await first.close();
    const db = new DatabaseSync(old);
    db.exec('alter table booking drop column answers');
    db.close();
    const again = await start({ databasePath: old, bookingQuestions: true });
    try {
      const request = harbourTour(day(5), '14:00');
      const reply = await clientOf(again).post('/booking_confirmation', {
        ...confirmationFor(await reserve(clientOf(again), request), request),
        answers: [...names(1), { question: 'language', value: 'German' }],
      });
      assert.equal(reply.status, 200, reply.text);
      const lookup = await clientOf(again).get('/barcode_lookup', { supplier: 'scanner@example.com', barcode: booked.tickets[0].barcode });
      assert.equal(lookup.status, 200, 'the booking made before is still there');
    } finally {
      await again.close();
    }
  });
});

describe('reference supplier faults', function () {
  const running: ReferenceSupplier[] = [];

  async function faulty(fault: Fault): Promise<Client> {
    const supplier = await start({ faults: [fault] });
    running.push(supplier);
    return clientOf(supplier);
  }

  after(async function () {
    await Promise.all(running.map((supplier) => supplier.close()));
  });

  it('perform-twice: a repeated key replays the first answer but holds the seats again', async function () {
    const client = await faulty('perform-twice');
    const key = randomUUID();
    const request = canalPass(day(3), { adult: 2 });
    const first = await client.post('/reservation', request, { key });
    const repeat = await client.post('/reservation', request, { key });
    assert.equal(repeat.text, first.text);
    assert.equal(await client.vacancies('CANAL-PASS', day(3)), 36);
  });

  it('replay-different-body: a repeated key performs nothing but answers differently', async function () {
    const client = await faulty('replay-different-body');
    const key = randomUUID();
    const request = canalPass(day(3), { adult: 2 });
    const first = await client.post('/reservation', request, { key });
    const repeat = await client.post('/reservation', request, { key });
    assert.equal(repeat.status, first.status);
    assert.notEqual(repeat.json.reservation, first.json.reservation);
    assert.equal(await client.vacancies('CANAL-PASS', day(3)), 38);
  });

  it('skip-day: availability leaves out the second day', async function () {
    const client = await faulty('skip-day');
    const { json } = await client.get('/availability', { product: 'CANAL-PASS', from: day(3), to: day(5) });
    assert.deepEqual(Object.keys(json), [day(3), day(5)]);
  });

  it('fewer-tickets: a confirmation answers one ticket fewer, an update all of them', async function () {
    const client = await faulty('fewer-tickets');
    const request = canalPass(day(3), { adult: 2, child: 1 });
    const booking = await book(client, request);
    assert.equal(booking.tickets.length, 2);
    const update = await client.post('/booking_update', { ...confirmationFor(null, request), booking: booking.reference });
    assert.equal(update.json.tickets.length, 3);
  });

  it('ignore-auth: accepts requests without or with wrong credentials', async function () {
    const client = await faulty('ignore-auth');
    assert.equal((await client.get('/products', undefined, { auth: null })).status, 200);
    assert.equal((await client.post('/reservation', canalPass(day(3)), { auth: 'nobody:nothing' })).status, 200);
  });
});
