import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { datesBetween } from '../../src/domain/dates.ts';
import { type MarketplaceClient, responseOf } from '../../clients/typescript/src/index.ts';
import { uniqueEmail } from '../helpers/accounts.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import type { RecordedRequest } from '../helpers/fakeSupplier.ts';
import { recordedClient } from '../helpers/marketplaceClient.ts';

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
  const held = await agent.reserve({ supplier, product: 'BOAT', date: FAR, adult: 2, child: 1, expires: new Date(Date.now() + 600_000).toISOString() });
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
  return { reference, suppliers, products, days, prices, held, booked, booking, listed, quote, updated, cancelled, after };
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
    assert.deepEqual(flow.prices.adult, { rrp: 50, net: 40, discount: 0 });
    assert.deepEqual([flow.held.rrp, flow.held.net, flow.held.discount], [125, 100, 0]);
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
      ['/v1/reservation', '/v1/booking_confirmation', '/v1/booking_update', '/v1/booking_cancellation'],
    );
    const keys = posts.map((a) => a.headers['idempotency-key']);
    assert.equal(new Set(keys).size, 4);
    for (const key of keys) assert.match(key ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.ok(
      agent.attempts.every((a) => a.headers['idempotency-key'] === undefined || a.method === 'POST'),
      'only POSTs carry a key',
    );
    const info = responseOf(flow.booked);
    assert.ok(info);
    assert.deepEqual([info.status, info.attempts, info.replayed, info.idempotencyKey], [200, 1, false, keys[1]]);
    assert.match(info.requestId ?? '', /\S/);

    // The API's own record of the same calls: the request log, read through the client.
    const logged = [];
    for await (const entry of agent.requestLog()) logged.push(entry);
    const confirmation = logged.find((e) => e.id === info.requestId);
    assert.ok(confirmation, 'the confirmation is in the request log under its Request-Id');
    assert.deepEqual(
      [confirmation.method, confirmation.path, confirmation.status, confirmation.idempotency_key],
      ['POST', '/v1/booking_confirmation', 200, keys[1]],
    );
    assert.deepEqual(await agent.requestLogEntry(info.requestId!), confirmation);
  });

  // PENDING issue 31 (test mode, being built on main): once main has it, merge main, regenerate the
  // client and turn this on. A test token (`tmk_test_…`) alone puts the whole flow in test mode:
  // the simulated supplier answers, every answer says `Marketplace-Mode: test`, the live supplier
  // double is never written to.
  it.skip('PENDING issue 31 — test mode: the same flow with the account’s test token, every answer marked test, the live supplier untouched', async function () {
    const email = uniqueEmail('client-test-agent');
    const created = (await recordedClient(w.api.baseUrl).createAccount({
      name: 'Client Test Agent',
      email,
      callback_url: 'https://callbacks.example.com',
      notification_url: w.agentInbox.url,
    })) as { token: string; test_token?: string };
    assert.match(created.test_token ?? '', /^tmk_test_/);
    await recordedClient(w.api.baseUrl, w.owner).grantAgent(email);
    const agent = recordedClient(w.api.baseUrl, { email, token: created.test_token! });
    assert.equal(agent.mode, 'test');
    const flow = await agentFlow(agent, w.owner.email);
    assert.equal(responseOf(flow.booked)?.mode, 'test');
    assert.ok(agent.attempts.every((a) => a.answerHeaders?.get('marketplace-mode') === 'test'));
    assert.deepEqual([flow.after.cancelled, flow.after.status], [true, 'cancelled']);
    const writes = w.ownerCallbacks.requests.filter((r) => r.method !== 'GET');
    assert.deepEqual(writes, [], 'test mode never writes to the live callback_url');
  });
});
