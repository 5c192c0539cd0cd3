import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { TEMPORAL_CALL_MS } from '../../src/temporal/calls.ts';
import { ConnectionError, isMarketplaceError, responseOf, type RetryEvent } from '../../clients/typescript/src/index.ts';
import { createAccount, grant, uniqueEmail, type TestAccount } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { recordedClient } from '../helpers/marketplaceClient.ts';
import { testStack } from '../helpers/stack.ts';

/**
 * A TCP forwarder in front of the API that loses the answer of the first `POST <path>` passing
 * through: the request reaches the server whole, and the client's connection is cut either once
 * the server's answer begins (`answered`: the server finished) or as soon as the request has gone
 * through (`sent`: the server is still at it). Every later request passes untouched.
 */
async function startAnswerLosingProxy(target: string, cut: { path: string; when: 'answered' | 'sent' }) {
  const { hostname, port } = new URL(target);
  let armed = true;
  /** Every request head that went through, in order (the bytes up to the blank line). */
  const heads: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    let cutting = false;
    let remaining = 0;
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      if (/^[A-Z]+ \S+ HTTP\/1\.1\r\n/.test(text) && headEnd > 0) {
        heads.push(text.slice(0, headEnd));
        if (armed && text.startsWith(`POST ${cut.path} `)) {
          armed = false;
          cutting = true;
          remaining = headEnd + 4 + Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? 0);
        }
      }
      upstream.write(chunk);
      if (cutting && cut.when === 'sent') {
        remaining -= chunk.length;
        // The request is at the server: the client hears nothing more on this connection.
        if (remaining <= 0) client.destroy();
      }
    });
    client.on('close', () => {
      // The server's side stays open until it answers, as a peer whose packets are lost would.
      if (!cutting) upstream.destroy();
    });
    upstream.on('data', (chunk: Buffer) => {
      if (cutting) {
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    heads,
    keysOf: (path: string) => heads.filter((h) => h.startsWith(`POST ${path} `)).map((h) => /\r\nidempotency-key: *(\S+)/i.exec(h)?.[1]),
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The API waits this long for a reservation before it answers 503 (BOOKING_WAIT_MS). */
const BOOKING_WAIT_MS = 1500;
/**
 * A booking step waits at least TEMPORAL_CALL_MS whatever BOOKING_WAIT_MS says. An outage a second
 * longer, counted from the simulated supplier's first call (which comes after the request
 * arrived), outlasts that wait however loaded the machine is: the first answer is always 503.
 * The marketplace's own retries (200 ms doubling) then book soon after it ends, well before the
 * client's repeat after Retry-After.
 */
const STEP_DOWN_SECONDS = Math.floor(Math.max(BOOKING_WAIT_MS, TEMPORAL_CALL_MS) / 1000) + 1;

const inTest = <T>(query: string, params: unknown[]) => testStack().db.of('test').fork().getConnection().execute<T[]>(query, params);
const sql = <T extends object[]>(query: string, params: unknown[] = []) => testStack().db.fork().getConnection().execute<T>(query, params);
const reservationsOf = async (who: TestAccount) =>
  Number((await sql<{ n: string }[]>(`select count(*) as n from reservation where agent_id = (select id from account where email = ?)`, [who.email]))[0]!.n);

describe('the typed client: retries', function () {
  this.timeout(90_000);
  let w: BookingWorld;
  before(async function () {
    // The API answers 503 once the supplier is still being retried after its wait (3 s at least).
    w = await startBookingWorld({ bookingWaitMs: BOOKING_WAIT_MS });
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  /** An agent of its own, so that counting its reservations counts this test's alone. */
  async function freshAgent(): Promise<TestAccount> {
    const agent = await createAccount(w.api, { name: 'Retrying agent', email: uniqueEmail('retrying') });
    await grant(w.api, w.owner, agent);
    return agent;
  }

  it('a supplier down for a while: confirmBooking returns the booking, the supplier confirmed once, the client waited Retry-After', async function () {
    // Four 503s from the supplier, then its answer: the marketplace retries it (200 ms doubling),
    // past the API's wait, so the agent is told 503 SUPPLIER_UNAVAILABLE with Retry-After first.
    w.ownerCallbacks.failNext(4, 503, '/booking_confirmation');
    const retries: RetryEvent[] = [];
    const agent = recordedClient(w.api.baseUrl, w.agent, { onRetry: (r) => retries.push(r) });
    const reference = `DOWN-${randomUUID().slice(0, 8)}`;
    const booking = await agent.confirmBooking({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', date: FAR, adult: 1, reference });

    assert.equal(booking.tickets.length, 1);
    const performed = [...w.ownerState.bookings.values()].filter((b) => b.body.reference === reference);
    assert.equal(performed.length, 1, 'the supplier performed one confirmation');
    assert.equal(
      booking.reference,
      [...w.ownerState.bookings.keys()].find((k) => w.ownerState.bookings.get(k)!.body.reference === reference),
    );

    const attempts = agent.attempts.filter((a) => a.url.pathname === '/v1/booking_confirmation');
    assert.ok(attempts.length >= 2, `${attempts.length} attempts`);
    const [first, second] = attempts;
    assert.equal(first!.status, 503);
    const retryAfter = Number(first!.answerHeaders!.get('retry-after'));
    assert.ok(retryAfter >= 1, 'the 503 said when to come back');
    assert.ok(second!.sentAt - first!.answeredAt! >= retryAfter * 1000, `waited ${second!.sentAt - first!.answeredAt!} ms, Retry-After ${retryAfter} s`);
    assert.equal(attempts.at(-1)!.status, 200);
    // One logical call: one key and the same, whole body on every attempt.
    assert.equal(new Set(attempts.map((a) => a.headers['idempotency-key'])).size, 1);
    assert.equal(new Set(attempts.map((a) => a.body)).size, 1);
    assert.equal(JSON.parse(first!.body).reference, reference);
    assert.deepEqual(
      retries.map((r) => [r.operation, r.reason, r.delayMs >= retryAfter * 1000]),
      attempts.slice(0, -1).map(() => ['confirmBooking', '503 SUPPLIER_UNAVAILABLE', true]),
    );
    assert.deepEqual([responseOf(booking)?.attempts, responseOf(booking)?.idempotencyKey], [attempts.length, first!.headers['idempotency-key']]);
  });

  it('test mode, Test-Scenario supplier_down=N: confirmBooking returns the booking, the simulated supplier confirmed once, the client waited Retry-After', async function () {
    const who = await freshAgent();
    const retries: RetryEvent[] = [];
    const agent = recordedClient(w.api.baseUrl, { email: who.email, token: who.testToken }, { onRetry: (r) => retries.push(r) });
    assert.equal(agent.mode, 'test');
    const reference = `TEST-DOWN-${randomUUID().slice(0, 8)}`;
    const scenario = `supplier_down=${STEP_DOWN_SECONDS}`;
    const booking = await agent.confirmBooking(
      { reservation: null, supplier: w.owner.email, product: 'MUSEUM', date: FAR, adult: 1, reference },
      { headers: { 'Test-Scenario': scenario } },
    );
    assert.equal(booking.tickets.length, 1);
    assert.equal(responseOf(booking)?.mode, 'test');

    // The simulated supplier performed one confirmation, the one whose reference the client got.
    const performed = await inTest<{ reference: string }>('select reference from simulated_booking where agent_reference = ?', [reference]);
    assert.deepEqual(
      performed.map((b) => b.reference),
      [booking.reference],
      'the simulated supplier performed one confirmation',
    );

    const attempts = agent.attempts.filter((a) => a.url.pathname === '/v1/booking_confirmation');
    assert.ok(attempts.length >= 2, `${attempts.length} attempts`);
    const [first, second] = attempts;
    assert.equal(first!.status, 503);
    assert.equal(first!.answerHeaders!.get('marketplace-mode'), 'test');
    const retryAfter = Number(first!.answerHeaders!.get('retry-after'));
    assert.ok(retryAfter >= 1, 'the 503 said when to come back');
    assert.ok(second!.sentAt - first!.answeredAt! >= retryAfter * 1000, `waited ${second!.sentAt - first!.answeredAt!} ms, Retry-After ${retryAfter} s`);
    assert.equal(attempts.at(-1)!.status, 200);
    // One logical call: one key, the same body and the same scenario on every attempt.
    assert.equal(new Set(attempts.map((a) => a.headers['idempotency-key'])).size, 1);
    assert.equal(new Set(attempts.map((a) => a.body)).size, 1);
    assert.deepEqual(new Set(attempts.map((a) => a.headers['test-scenario'])), new Set([scenario]));
    assert.deepEqual(
      retries.map((r) => [r.operation, r.reason, r.delayMs >= retryAfter * 1000]),
      attempts.slice(0, -1).map(() => ['confirmBooking', '503 SUPPLIER_UNAVAILABLE', true]),
    );
    // Test mode never reached the live supplier double.
    assert.deepEqual(
      w.ownerCallbacks.requests.filter((r) => r.method !== 'GET').map((r) => r.path),
      [],
    );
  });

  it('a connection lost after the server answered a POST: the retry carries the same key, the API replays, one reservation exists', async function () {
    const who = await freshAgent();
    const proxy = await startAnswerLosingProxy(w.api.baseUrl, { path: '/v1/reservation', when: 'answered' });
    try {
      const agent = recordedClient(proxy.url, who);
      const held = await agent.reserve({
        supplier: w.owner.email,
        product: 'BOAT',
        date: FAR,
        adult: 2,
        expires: new Date(Date.now() + 600_000).toISOString(),
      });
      const [lost, repeat] = agent.attempts;
      assert.ok(lost?.failed, 'the first attempt got no answer');
      assert.equal(repeat?.status, 200);
      const keys = proxy.keysOf('/v1/reservation');
      assert.equal(keys.length, 2, 'the server received the POST twice');
      assert.equal(keys[0], keys[1], 'with the same Idempotency-Key');
      assert.deepEqual([responseOf(held)?.replayed, responseOf(held)?.attempts], [true, 2]);
      assert.equal(await reservationsOf(who), 1);
      assert.equal(w.ownerState.holds.size, 1, 'the supplier held seats once');
    } finally {
      await proxy.close();
    }
  });

  it('a connection lost while the server still works on the POST: the repeat waits out 409 REQUEST_IN_PROGRESS and gets the one answer', async function () {
    const who = await freshAgent();
    // The supplier takes a second (within its 2 s timeout): the client's first repeat, 250 to
    // 500 ms after the cut, arrives while the first request still runs.
    w.ownerCallbacks.delayNext(1, 1000, '/reservation');
    const proxy = await startAnswerLosingProxy(w.api.baseUrl, { path: '/v1/reservation', when: 'sent' });
    try {
      const agent = recordedClient(proxy.url, who);
      const held = await agent.reserve({
        supplier: w.owner.email,
        product: 'BOAT',
        date: FAR,
        adult: 1,
        expires: new Date(Date.now() + 600_000).toISOString(),
      });
      const statuses = agent.attempts.map((a) => (a.failed ? 'no answer' : a.status));
      assert.equal(statuses[0], 'no answer');
      assert.ok(statuses.includes(409), `the repeat met the first request still running: ${statuses.join(', ')}`);
      assert.equal(statuses.at(-1), 200);
      assert.equal(new Set(proxy.keysOf('/v1/reservation')).size, 1, 'every attempt carried the one key');
      assert.equal(responseOf(held)?.replayed, true);
      assert.equal(await reservationsOf(who), 1);
      assert.equal(w.ownerState.holds.size, 1);
      // The API's request log says the same: one key, a 409 while it ran, then its answer replayed.
      const logged = [];
      for await (const entry of agent.requestLog({ since: new Date(Date.now() - 60_000).toISOString() })) logged.push(entry);
      const mine = logged.filter((e) => e.path === '/v1/reservation').reverse();
      assert.ok(mine.some((e) => e.error === 'REQUEST_IN_PROGRESS'));
      assert.equal(new Set(mine.map((e) => e.idempotency_key)).size, 1);
    } finally {
      await proxy.close();
    }
  });

  it('never repeats a POST the API does not answer from a key: a lost account creation is a ConnectionError, made once', async function () {
    const proxy = await startAnswerLosingProxy(w.api.baseUrl, { path: '/v1/account', when: 'answered' });
    try {
      const client = recordedClient(proxy.url);
      const email = uniqueEmail('lost-answer');
      const error = await client
        .createAccount({ name: 'Lost answer', email, callback_url: 'https://cb.example.com', notification_url: 'https://n.example.com' })
        .then(
          () => assert.fail('resolved without an answer'),
          (err: unknown) => err,
        );
      assert.ok(error instanceof ConnectionError, String(error));
      assert.deepEqual([error.attempts, error.deadlineExceeded, error.operation], [1, false, 'createAccount']);
      assert.match(error.message, /not repeated: a repeat could do it twice/);
      assert.equal(proxy.keysOf('/v1/account').length, 1, 'sent once');
      // It was made, once: a repeat would have answered EMAIL_TAKEN.
      assert.equal((await client.lookupAccount(email)).email, email);
    } finally {
      await proxy.close();
    }
  });

  it('stops at the caller’s deadline mid-attempt too: a ConnectionError that says so, and the same call repeated later gets the booking', async function () {
    // The API waits for the supplier at least 3 s before it answers 503: longer than this deadline.
    w.ownerCallbacks.failNext(2, 503, '/booking_confirmation');
    const agent = recordedClient(w.api.baseUrl, w.agent);
    const body = { reservation: null, supplier: w.owner.email, product: 'MUSEUM', date: FAR, adult: 1, reference: `CUT-${randomUUID().slice(0, 8)}` };
    const started = Date.now();
    const error = await agent.confirmBooking(body, { deadlineMs: 1000 }).then(
      () => assert.fail('answered within the deadline'),
      (err: unknown) => err,
    );
    assert.ok(error instanceof ConnectionError, String(error));
    assert.deepEqual([error.deadlineExceeded, error.attempts], [true, 1]);
    assert.ok(Date.now() - started < 2500, `${Date.now() - started} ms`);
    // What was committed goes on: the repeat (same reference and body) returns the one booking.
    const booking = await agent.confirmBooking(body, { idempotencyKey: error.idempotencyKey! });
    assert.equal(booking.tickets.length, 1);
    assert.equal([...w.ownerState.bookings.values()].filter((b) => b.body.reference === body.reference).length, 1);
  });

  it('stops at the caller’s deadline: a wait for Retry-After that would pass it is not begun, the 503 is thrown', async function () {
    w.ownerCallbacks.failNext(100, 503, '/booking_confirmation');
    const agent = recordedClient(w.api.baseUrl, w.agent);
    const started = Date.now();
    const error = await agent
      .confirmBooking(
        { reservation: null, supplier: w.owner.email, product: 'MUSEUM', date: FAR, adult: 1, reference: `LATE-${randomUUID().slice(0, 8)}` },
        { deadlineMs: 4000 },
      )
      .then(
        () => assert.fail('booked while the supplier was down'),
        (err: unknown) => err,
      );
    assert.ok(isMarketplaceError(error, 'confirmBooking'));
    assert.deepEqual([error.code, error.status, error.retryAfter, error.attempts], ['SUPPLIER_UNAVAILABLE', 503, 5, 1]);
    assert.ok(Date.now() - started < 5000, 'did not wait for a retry it could not make in time');
  });
});
