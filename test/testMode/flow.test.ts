import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { addDays } from '../../src/domain/dates.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { FAR, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

/**
 * Test mode end to end, black box: an agent's whole flow with its test token against the built-in
 * simulated supplier, while a double stands at the supplier's live callback_url and records every
 * call it gets.
 */
describe('test mode: a whole agent flow with the test token', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  before(async function () {
    w = await startBookingWorld();
  });
  beforeEach(() => w.reset());
  after(async () => w?.stop());

  const as = (who: TestAccount) => who.testAuth;
  const call = (method: string, path: string, who: TestAccount, json?: unknown, headers: Record<string, string> = {}) =>
    w.api.call(method, path, { auth: as(who), headers, ...(json === undefined ? {} : { json }) });
  /** Calls the live double got that change something: test mode must make none. */
  const liveWrites = () => [...w.ownerCallbacks.requests, ...w.delegateCallbacks.requests].filter((r) => r.method !== 'GET');

  it('lists products, reads simulated availability, holds, extends, books, updates, quotes, cancels, redeems and reports: every answer says test, the live supplier is written to never', async function () {
    // The supplier lets agents extend its holds (a setting both modes share: set with the live token).
    assert.equal((await w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { capabilities: ['reservation_extension'] } })).status, 200);

    const products = await call('GET', `/v1/products?supplier=${w.owner.email}`, w.agent);
    assert.equal(products.status, 200, JSON.stringify(products.body));
    assert.equal(products.headers.get('marketplace-mode'), 'test');
    assert.ok(products.body.BOAT, 'the live catalogue, read: a GET is harmless');

    const availability = await call('GET', `/v1/availability?supplier=${w.owner.email}&product=BOAT&from=${FAR}&to=${FAR}`, w.agent);
    assert.equal(availability.status, 200, JSON.stringify(availability.body));
    assert.equal(availability.body[FAR].availability.vacancies, 20, 'the simulated supplier has 20 seats a day');

    const held = await call('POST', '/v1/reservation', w.agent, {
      supplier: w.owner.email,
      product: 'BOAT',
      date: FAR,
      adult: 2,
      child: 1,
      expires: new Date(Date.now() + 600_000).toISOString(),
    });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    assert.equal(held.headers.get('marketplace-mode'), 'test');
    const seatsLeft = await call('GET', `/v1/availability?supplier=${w.owner.email}&product=BOAT&from=${FAR}&to=${FAR}`, w.agent);
    assert.equal(seatsLeft.body[FAR].availability.vacancies, 17, 'a test hold uses up simulated seats');

    const extended = await call('POST', '/v1/reservation_extension', w.agent, {
      reservation: held.body.reservation,
      expires: new Date(Date.now() + 1_200_000).toISOString(),
    });
    assert.equal(extended.status, 200, JSON.stringify(extended.body));

    const reference = `TEST-${randomUUID().slice(0, 8)}`;
    const booked = await call('POST', '/v1/booking_confirmation', w.agent, {
      reservation: held.body.reservation,
      reference,
      product: 'BOAT',
      date: FAR,
      adult: 2,
      child: 1,
      customer: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    assert.equal(booked.status, 200, JSON.stringify(booked.body));
    assert.equal(booked.body.tickets.length, 3);
    for (const barcode of [booked.body.barcode, ...booked.body.tickets.map((t: { barcode: string }) => t.barcode)]) {
      assert.match(barcode, /^TEST-/, 'a test barcode says so');
    }

    const updated = await call('POST', '/v1/booking_update', w.agent, {
      booking: booked.body.reference,
      supplier: w.owner.email,
      notes: 'window seat, please',
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));

    const quote = await call('GET', `/v1/booking_cancellation_quote?booking=${reference}`, w.agent);
    assert.equal(quote.status, 200, JSON.stringify(quote.body));
    assert.equal(quote.body.cancellable, true);
    const cancelled = await call('POST', '/v1/booking_cancellation', w.agent, { booking: reference });
    assert.deepEqual([cancelled.status, cancelled.body], [200, {}]);

    // Today's freesale booking, redeemed by the supplier with its own test token, and reported.
    const today = await call('POST', '/v1/booking_confirmation', w.agent, {
      reservation: null,
      supplier: w.owner.email,
      reference: `TODAY-${randomUUID().slice(0, 8)}`,
      product: 'MUSEUM',
      date: w.today(),
      adult: 1,
      customer: { first_name: 'Grace', last_name: 'Hopper' },
    });
    assert.equal(today.status, 200, JSON.stringify(today.body));
    const redeemed = await call('POST', '/v1/redeem_booking', w.owner, { barcode: today.body.tickets[0].barcode });
    assert.equal(redeemed.status, 200, JSON.stringify(redeemed.body));
    const utc = new Date().toISOString().slice(0, 10);
    const report = await call('GET', `/v1/reports/reconciliation?from=${addDays(utc, -1)}&to=${addDays(utc, 1)}`, w.owner);
    assert.equal(report.status, 200);
    assert.deepEqual(
      report.body.map((row: { barcode: string }) => row.barcode),
      [today.body.tickets[0].barcode],
    );
    const liveReport = await w.api.call('GET', `/v1/reports/reconciliation?from=${addDays(utc, -1)}&to=${addDays(utc, 1)}`, { auth: w.owner.auth });
    assert.ok(!JSON.stringify(liveReport.body).includes(today.body.tickets[0].barcode), 'the live report has no test redemption');

    // The notifications went nowhere live: recorded in the test delivery log, not sent.
    await eventually(
      async () => {
        const log = await call('GET', '/v1/notifications', w.owner);
        assert.ok(log.body.length >= 3, JSON.stringify(log.body));
        assert.ok(
          log.body.every((n: { status: string }) => n.status === 'not_sent'),
          JSON.stringify(log.body.map((n: { status: string }) => n.status)),
        );
      },
      20_000,
      'test notifications recorded',
    );
    assert.equal(w.ownerInbox.requests.length, 0, 'nothing reached the live notification_url');
    assert.deepEqual(
      liveWrites().map((r) => `${r.method} ${r.path}`),
      [],
      'no write ever reached a live callback_url',
    );
  });

  it('a test hold that expires is released at the simulated supplier by its workflow, as a live one is: its seats come back, the live supplier sees nothing', async function () {
    // A day no other test here holds or books, so the simulated supplier starts it at 20 seats.
    const date = addDays(FAR, 3);
    const vacancies = async () => {
      const res = await call('GET', `/v1/availability?supplier=${w.owner.email}&product=BOAT&from=${date}&to=${date}`, w.agent);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body[date].availability.vacancies as number;
    };
    assert.equal(await vacancies(), 20);
    const held = await call('POST', '/v1/reservation', w.agent, {
      supplier: w.owner.email,
      product: 'BOAT',
      date,
      adult: 2,
      expires: new Date(Date.now() + 3000).toISOString(),
    });
    assert.equal(held.status, 200, JSON.stringify(held.body));
    assert.equal(await vacancies(), 18);

    // The hold's workflow ends it expiryGraceMs (1 s in the tests' tuning) after its expires, and returns once the supplier released it.
    const workflow = testStack().temporal.client.workflow.getHandle(workflowIds.reservation('test', held.body.reservation));
    assert.deepEqual(await workflow.result(), { status: 'expired' });
    // The simulator's own record says released, not merely past its expires (which alone would also free the seats).
    const simulated = await testStack().db.pool.query<{ status: string }>(
      'select h.status from test.simulated_hold h join account a on a.id = h.supplier_id where a.email = $1 and h.date = $2',
      [w.owner.email, date],
    );
    assert.deepEqual(
      simulated.rows.map((row) => row.status),
      ['released'],
    );
    assert.equal(await vacancies(), 20, 'the seats are back');
    const late = await call('POST', '/v1/booking_confirmation', w.agent, {
      reservation: held.body.reservation,
      reference: `LATE-${randomUUID().slice(0, 8)}`,
      product: 'BOAT',
      date,
      adult: 2,
      customer: { first_name: 'Ada' },
    });
    assert.deepEqual([late.status, late.body], [400, { error: 'RESERVATION_EXPIRED' }]);
    assert.deepEqual(
      w.ownerCallbacks.requests.map((r) => `${r.method} ${r.path}`).filter((c) => c !== 'GET /products'),
      [],
      'the live callback_url saw nothing',
    );
    assert.equal(w.ownerState.holds.size, 0);
  });
});
