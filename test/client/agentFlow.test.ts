import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { datesBetween } from '../../src/domain/dates.ts';
import { isMarketplaceError, type MarketplaceClient, type OperationError, responseOf } from '../../clients/typescript/src/index.ts';
import { SIMULATED_CAPACITY } from '../../src/suppliers/simulator/store.ts';
import { uniqueEmail } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import type { RecordedRequest } from '../helpers/fakeSupplier.ts';
import { recordedClient } from '../helpers/marketplaceClient.ts';
import { testStack } from '../helpers/stack.ts';

/** Rows of the live world (`public`), and of test mode's (`search_path=test,public`). */
const inLive = <T = unknown>(query: string, params: unknown[]) => testStack().db.fork().getConnection().execute<T[]>(query, params);
const inTest = <T = unknown>(query: string, params: unknown[]) => testStack().db.of('test').fork().getConnection().execute<T[]>(query, params);

/** Compiled by `npm run typecheck`: the codes of the other mode are typed per operation. */
function tellLiveOnly(error: OperationError<'grantAgent'>): string {
  switch (error.code) {
    case 'LIVE_MODE_ONLY':
      return 'ask with the live token';
    // @ts-expect-error a grant is refused to a test token, never to a live one
    case 'TEST_MODE_ONLY':
      return 'never';
    default:
      return error.code;
  }
}
function tellTestOnly(error: OperationError<'wipeTestData'>): string {
  switch (error.code) {
    case 'TEST_MODE_ONLY':
      return 'ask with the test token';
    // @ts-expect-error wiping is refused to a live token, never to a test one
    case 'LIVE_MODE_ONLY':
      return 'never';
    default:
      return error.code;
  }
}

/**
 * An agent's whole day through the typed client (clients/typescript), against the real API, a
 * worker and the suite's HTTPS supplier double: sign-up, catalogue, availability, prices, a hold,
 * a booking, its look-ups, an update, a cancellation, and the request log of all of it.
 */
async function agentFlow(agent: MarketplaceClient, supplier: string) {
  const reference = `CLIENT-${randomUUID().slice(0, 8)}`;
  const suppliers = await agent.suppliers();
  const products = await agent.products(supplier);
  const days = await agent.availability({ supplier, product: 'BOAT', from: FAR, to: FAR });
  const prices = await agent.rates({ supplier, product: 'BOAT', date: FAR });
  // Priced first, then held at the quoted price.
  const priced = await agent.quote([{ supplier, product: 'BOAT', date: FAR, adult: 2, child: 1 }]);
  const held = await agent.reserve({
    supplier,
    product: 'BOAT',
    date: FAR,
    adult: 2,
    child: 1,
    quote: priced.quote,
    quote_item: 0,
    expires: new Date(Date.now() + 600_000).toISOString(),
  });
  const booked = await agent.confirmBooking({
    reservation: held.reservation,
    reference,
    product: 'BOAT',
    date: FAR,
    adult: 2,
    child: 1,
    customer: { first_name: 'Ada', last_name: 'Lovelace' },
  });
  const booking = await agent.booking(reference);
  const listed = [];
  for await (const b of agent.bookings({ search: reference })) listed.push(b);
  const quote = await agent.cancellationQuote(reference);
  // Fewer tickets need no reservation.
  const updated = await agent.updateBooking({ booking: reference, adult: 1, child: 1 });
  const cancelled = await agent.cancelBooking(reference);
  const after = await agent.booking(reference);
  return { reference, suppliers, products, days, prices, priced, held, booked, booking, listed, quote, updated, cancelled, after };
}

describe('the typed client: an agent’s whole flow', function () {
  this.timeout(90_000);
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld();
  });
  beforeEach(function () {
    w.reset();
    w.ownerCallbacks.on('GET', '/availability', (req: RecordedRequest) => ({
      body: Object.fromEntries(
        datesBetween(req.query.from!, req.query.to!).map((d) => [
          d,
          { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 20, tickets: { adult: 'Adults', child: 'Children' } }, pickups: [] },
        ]),
      ),
    }));
  });
  after(async () => w?.stop());

  it('live: signs up, is granted, books, looks up, updates and cancels through the client, each answer typed and its request logged', async function () {
    const email = uniqueEmail('client-agent');
    const created = await recordedClient(w.api.baseUrl).createAccount({
      name: 'Client Agent',
      email,
      callback_url: 'https://callbacks.example.com',
      notification_url: w.agentInbox.url,
    });
    assert.match(created.token, /^tmk_/);
    const owner = recordedClient(w.api.baseUrl, w.owner);
    await owner.grantAgent(email);
    // The supplier's table through the client's CSV helpers: out, and back in unchanged.
    const csv = await owner.ratesCsv('BOAT');
    assert.equal(csv.split('\r\n')[0], 'rule,option,from,to,weekdays,times,ticket_type,rrp,net,currency');
    const table = await owner.setRatesCsv('BOAT', csv);
    assert.deepEqual(table, await owner.ownRates('BOAT'));
    assert.deepEqual(table.rates.adult, { rrp: 50, net: 40 });
    const refused = await owner.setRatesCsv('BOAT', 'rule,ticket_type,rrp,net\ndefault,adult,lots,1').catch((err: unknown) => err);
    assert.ok(
      isMarketplaceError(refused, 'setRates') &&
        refused.code === 'INVALID_CSV' &&
        refused.detail === 'line 2, column rrp: not an amount >= 0 in EUR (with at most its decimals)',
    );
    const agent = recordedClient(w.api.baseUrl, { email, token: created.token });
    assert.equal(agent.mode, 'live');

    const flow = await agentFlow(agent, w.owner.email);
    assert.deepEqual(
      flow.suppliers.map((s) => s.supplier),
      [w.owner.email],
    );
    assert.equal(flow.products.BOAT?.name, 'Boat trip');
    // The whole-day form of the day (the other is the time-slot form).
    assert.equal((flow.days[FAR] as { availability: { vacancies: number | null } }).availability.vacancies, 20);
    assert.deepEqual(flow.prices.adult, { rrp: 50, net: 40, discount: 0, currency: 'EUR', rule: 'default' });
    assert.deepEqual([flow.priced.items[0]?.rrp, flow.priced.totals], [125, [{ currency: 'EUR', rrp: 125, net: 100, discount: 0 }]]);
    assert.deepEqual([flow.held.rrp, flow.held.net, flow.held.discount, flow.held.currency], [125, 100, 0, 'EUR']);
    assert.equal(flow.booked.tickets.length, 3);
    assert.match(flow.booked.reference, /^S-/);
    assert.equal(w.ownerState.bookings.size, 2, 'the supplier made the booking and its update, nothing more');
    assert.deepEqual(
      [flow.booking.status, flow.booking.agent_reference, flow.booking.supplier_reference],
      ['confirmed', flow.reference, flow.booked.reference],
    );
    assert.deepEqual(
      flow.listed.map((b) => b.agent_reference),
      [flow.reference],
    );
    assert.equal(responseOf(flow.listed)?.totalCount, undefined, 'an iterator yields bookings, not a page');
    assert.equal(flow.quote.cancellable, true);
    assert.equal(flow.updated.tickets.length, 2);
    assert.deepEqual(flow.cancelled, {});
    assert.deepEqual([flow.after.cancelled, flow.after.status, flow.after.adult], [true, 'cancelled', 1]);

    // Each POST carried a key of its own, made once; every answer named its request.
    const posts = agent.attempts.filter((a) => a.method === 'POST');
    assert.deepEqual(
      posts.map((a) => a.url.pathname),
      ['/v1/quotes', '/v1/reservation', '/v1/booking_confirmation', '/v1/booking_update', '/v1/booking_cancellation'],
    );
    const keys = posts.map((a) => a.headers['idempotency-key']);
    assert.equal(new Set(keys).size, 5);
    for (const key of keys) assert.match(key ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.ok(
      agent.attempts.every((a) => a.headers['idempotency-key'] === undefined || a.method === 'POST'),
      'only POSTs carry a key',
    );
    const info = responseOf(flow.booked);
    assert.ok(info);
    assert.deepEqual([info.status, info.attempts, info.replayed, info.idempotencyKey], [200, 1, false, keys[2]]);
    assert.match(info.requestId ?? '', /\S/);

    // The API's own record of the same calls: the request log, read through the client.
    const logged = [];
    for await (const entry of agent.requestLog()) logged.push(entry);
    const confirmation = logged.find((e) => e.id === info.requestId);
    assert.ok(confirmation, 'the confirmation is in the request log under its Request-Id');
    assert.deepEqual(
      [confirmation.method, confirmation.path, confirmation.status, confirmation.idempotency_key],
      ['POST', '/v1/booking_confirmation', 200, keys[2]],
    );
    assert.deepEqual(await agent.requestLogEntry(info.requestId!), confirmation);
  });

  it('test mode: the same flow with the account’s test token alone, every answer and error marked test, the simulated supplier booking and the live one untouched', async function () {
    const email = uniqueEmail('client-test-agent');
    const created = await recordedClient(w.api.baseUrl).createAccount({
      name: 'Client Test Agent',
      email,
      callback_url: 'https://callbacks.example.com',
      notification_url: w.agentInbox.url,
    });
    assert.match(created.test_token, /^tmk_test_/);
    await recordedClient(w.api.baseUrl, w.owner).grantAgent(email);
    const agent = recordedClient(w.api.baseUrl, { email, token: created.test_token });
    assert.equal(agent.mode, 'test');

    const flow = await agentFlow(agent, w.owner.email);
    // Every answer the client handed back says test mode served it; so does every attempt's header.
    const { reference, listed, ...answers } = flow;
    for (const [name, answer] of Object.entries(answers)) assert.equal(responseOf(answer)?.mode, 'test', name);
    assert.ok(agent.attempts.length >= 12, `${agent.attempts.length} attempts`);
    assert.deepEqual(
      agent.attempts.filter((a) => a.answerHeaders?.get('marketplace-mode') !== 'test').map((a) => `${a.method} ${a.url.pathname}`),
      [],
    );
    // What the simulated supplier answers: its own capacity and barcodes; the prices are the live ones (shared).
    assert.equal((flow.days[FAR] as { availability: { vacancies: number | null } }).availability.vacancies, SIMULATED_CAPACITY);
    assert.deepEqual(flow.prices.adult, { rrp: 50, net: 40, discount: 0, currency: 'EUR', rule: 'default' });
    assert.equal(flow.held.rrp, flow.priced.items[0]?.rrp);
    assert.equal(flow.booked.tickets.length, 3);
    assert.ok(
      flow.booked.tickets.every((t) => t.barcode.startsWith('TEST-')),
      JSON.stringify(flow.booked.tickets),
    );
    assert.deepEqual(
      listed.map((b) => b.agent_reference),
      [reference],
    );
    assert.equal(flow.updated.tickets.length, 2);
    assert.deepEqual([flow.after.cancelled, flow.after.status, flow.after.adult], [true, 'cancelled', 1]);
    // The simulated supplier made one booking, updated it and cancelled it; the live world has none of it.
    const simulated = await inTest<{ tickets: unknown[]; cancelled: boolean }>('select tickets, cancelled from simulated_booking where agent_reference = ?', [
      reference,
    ]);
    assert.deepEqual(
      simulated.map((b) => [b.tickets.length, b.cancelled]),
      [[2, true]],
    );
    assert.equal((await inTest('select 1 from booking where agent_reference = ?', [reference])).length, 1);
    assert.equal((await inLive('select 1 from booking where agent_reference = ?', [reference])).length, 0);
    assert.deepEqual(
      w.ownerCallbacks.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`),
      [],
      'test mode never writes to the live callback_url',
    );
    assert.deepEqual(
      w.ownerCallbacks.requests.map((r) => r.path).filter((path) => path !== '/products'),
      [],
      'nor asks it for availability: the catalogue alone is shared',
    );

    // An error says which mode answered it too.
    const missing = await agent.booking(`NOPE-${randomUUID().slice(0, 8)}`).then(
      () => assert.fail('found a booking that does not exist'),
      (err: unknown) => err,
    );
    assert.ok(isMarketplaceError(missing, 'booking'));
    assert.deepEqual([missing.code, missing.status, missing.mode], ['BOOKING_NOT_FOUND', 404, 'test']);

    // Wiping the test data: the booking is gone from test mode.
    const wiped = await agent.wipeTestData();
    assert.equal(responseOf(wiped)?.mode, 'test');
    assert.ok(wiped.deleted.bookings >= 1, JSON.stringify(wiped));
    assert.deepEqual(wiped.kept_in_flight, { reservations: 0, bookings: 0 });
    assert.equal((await inTest('select 1 from booking where agent_reference = ?', [reference])).length, 0);
    const gone = await agent.booking(reference).then(
      () => assert.fail('the booking outlived the wipe'),
      (err: unknown) => err,
    );
    assert.ok(isMarketplaceError(gone, 'booking'));
    assert.deepEqual([gone.code, gone.mode], ['BOOKING_NOT_FOUND', 'test']);
  });

  it('test mode’s own operations: rotateTestToken, and the refusals of the other mode typed and marked with the mode that answered', async function () {
    const email = uniqueEmail('client-test-token');
    const created = await recordedClient(w.api.baseUrl).createAccount({
      name: 'Rotating Test Agent',
      email,
      callback_url: 'https://callbacks.example.com',
      notification_url: w.agentInbox.url,
    });
    const live = recordedClient(w.api.baseUrl, { email, token: created.token });
    const test = recordedClient(w.api.baseUrl, { email, token: created.test_token });

    // The live token may rotate the test token; the old one keeps working for the grace given.
    const rotated = await live.rotateTestToken({ grace_seconds: 60 });
    assert.match(rotated.test_token, /^tmk_test_/);
    assert.notEqual(rotated.test_token, created.test_token);
    assert.ok(rotated.previous_test_token_expires && Date.parse(rotated.previous_test_token_expires) > Date.now());
    assert.equal(responseOf(rotated)?.mode, 'live');
    const renewed = recordedClient(w.api.baseUrl, { email, token: rotated.test_token });
    assert.equal(renewed.mode, 'test');
    const [now, before] = [await renewed.account(), await test.account()];
    assert.deepEqual([responseOf(now)?.mode, responseOf(before)?.mode], ['test', 'test']);
    assert.equal(now.test_token_issued, true);
    // The test token may rotate itself, at once: the one before stops.
    const again = await renewed.rotateTestToken();
    assert.equal(again.previous_test_token_expires, null);
    const stopped = await renewed.account().then(
      () => assert.fail('the replaced test token still works'),
      (err: unknown) => err,
    );
    assert.ok(isMarketplaceError(stopped, 'account'));
    assert.deepEqual([stopped.code, stopped.status], ['UNAUTHORIZED', 401]);

    // What both modes share changes with the live token only; test data is wiped with the test token only.
    const latest = recordedClient(w.api.baseUrl, { email, token: again.test_token });
    const liveOnly = await latest.grantAgent(w.owner.email).then(
      () => assert.fail('the test token changed a grant'),
      (err: unknown) => err,
    );
    assert.ok(isMarketplaceError(liveOnly, 'grantAgent'));
    assert.deepEqual([liveOnly.code, liveOnly.status, liveOnly.mode, liveOnly.attempts], ['LIVE_MODE_ONLY', 403, 'test', 1]);
    assert.equal(tellLiveOnly(liveOnly), 'ask with the live token');
    const testOnly = await live.wipeTestData().then(
      () => assert.fail('the live token wiped test data'),
      (err: unknown) => err,
    );
    assert.ok(isMarketplaceError(testOnly, 'wipeTestData'));
    assert.deepEqual([testOnly.code, testOnly.status, testOnly.mode, testOnly.attempts], ['TEST_MODE_ONLY', 403, 'live', 1]);
    assert.equal(tellTestOnly(testOnly), 'ask with the test token');
  });
});
