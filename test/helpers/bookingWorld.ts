import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { tuningFor } from '../../src/app.ts';
import { todayIn } from '../../src/domain/dates.ts';
import { createAccount, grant, type TestAccount } from './accounts.ts';
import { startFakeSupplier } from './fakeSupplier.ts';
import { startHarness, type Harness, type HarnessOptions } from './harness.ts';
import { testStack } from './stack.ts';
import { serveBookings, serveNotifications, type SupplierState } from './supplierBehaviour.ts';
import { FAR, supplierProduct as product, ZONE } from './supplierProducts.ts';

export { FAR, ZONE };

/**
 * Everything a booking test needs: the API with a worker, an owner supplier and a delegate
 * supplier (HTTPS fakes that behave like compliant suppliers), notification receivers for both,
 * an agent with a grant, products and rates.
 */
export async function startBookingWorld(options: HarnessOptions = {}) {
  const api: Harness = await startHarness({ supplierTimeoutMs: 2000, ...options });
  const ca = testStack().ca;
  const ownerCallbacks = await startFakeSupplier({ ca, username: 'owner-user', password: 'owner-pass' });
  const delegateCallbacks = await startFakeSupplier({ ca, username: 'delegate-user', password: 'delegate-pass' });
  const ownerInbox = await startFakeSupplier({ ca, username: 'n-user', password: 'n-secret' });
  const delegateInbox = await startFakeSupplier({ ca, username: 'dn-user', password: 'dn-secret' });
  const agentInbox = await startFakeSupplier({ ca, username: 'an-user', password: 'an-secret' });
  const delegate = await createAccount(api, { name: 'Delegate', callback_url: delegateCallbacks.url, notification_url: delegateInbox.url });
  const owner = await createAccount(api, { name: 'Harbour Co', callback_url: ownerCallbacks.url, notification_url: ownerInbox.url });
  const agent = await createAccount(api, { name: 'Agent Travel', notification_url: agentInbox.url });
  await grant(api, owner, agent);
  // The delegate consents to serve the owner's products.
  await grant(api, delegate, owner);

  const products = {
    BOAT: product('Boat trip', { options: { EN: { name: 'English' } } }),
    MUSEUM: product('Museum', { freesale: true }),
    DELEGATED: product('Delegated boat', { supplier: delegate.email }),
    DELEGATED_FREE: product('Delegated museum', { supplier: delegate.email, freesale: true }),
    // UTC+14: its "today" is often not the server's.
    KIRI: product('Island "Day", pass', { freesale: true, time_zone: 'Pacific/Kiritimati' }),
  };
  const world = {
    api,
    /** What the owner's GET /products answers (after reset). */
    products,
    owner,
    delegate,
    agent,
    ownerCallbacks,
    delegateCallbacks,
    ownerInbox,
    delegateInbox,
    agentInbox,
    ownerState: undefined as unknown as SupplierState,
    delegateState: undefined as unknown as SupplierState,
    /** Resets the fakes to compliant behaviour (faults and logs cleared). */
    reset() {
      for (const fake of [ownerCallbacks, delegateCallbacks, ownerInbox, delegateInbox, agentInbox]) fake.reset();
      ownerCallbacks.on('GET', '/products', () => ({ body: products }));
      world.ownerState = serveBookings(ownerCallbacks);
      world.delegateState = serveBookings(delegateCallbacks);
      serveNotifications(ownerInbox);
      serveNotifications(delegateInbox);
      serveNotifications(agentInbox);
    },
    reserve(body: Record<string, unknown>, who: TestAccount = agent, headers: Record<string, string> = {}) {
      return api.call('POST', '/v1/reservation', {
        auth: who.auth,
        headers,
        json: { supplier: owner.email, product: 'BOAT', date: FAR, adult: 2, child: 1, expires: new Date(Date.now() + 600_000).toISOString(), ...body },
      });
    },
    confirm(body: Record<string, unknown>, who: TestAccount = agent) {
      return api.call('POST', '/v1/booking_confirmation', {
        auth: who.auth,
        json: {
          reference: `REF-${randomUUID().slice(0, 8)}`,
          product: 'BOAT',
          date: FAR,
          adult: 2,
          child: 1,
          customer: { first_name: 'Ada', last_name: 'Lovelace' },
          notes: 'window seat',
          ...body,
        },
      });
    },
    /** Reserves, then confirms with the reservation; returns both answers. */
    async book(reserveBody: Record<string, unknown> = {}, confirmBody: Record<string, unknown> = {}) {
      const reservation = await world.reserve(reserveBody);
      assert.equal(reservation.status, 200, JSON.stringify(reservation.body));
      const { supplier: _s, expires: _e, promotion: _p, ...same } = reserveBody;
      const confirmation = await world.confirm({ reservation: reservation.body.reservation, ...same, ...confirmBody });
      assert.equal(confirmation.status, 200, JSON.stringify(confirmation.body));
      return { reservation: reservation.body, booking: confirmation.body };
    },
    async freesale(body: Record<string, unknown> = {}) {
      const res = await world.confirm({ reservation: null, supplier: owner.email, product: 'MUSEUM', adult: 1, child: 0, ...body });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body;
    },
    today: (zone = ZONE) => todayIn(zone),
    redeem(barcode: string, who: TestAccount = owner) {
      return api.call('POST', '/v1/redeem_booking', { auth: who.auth, json: { barcode } });
    },
    async stop() {
      await api.stop();
      for (const fake of [ownerCallbacks, delegateCallbacks, ownerInbox, delegateInbox, agentInbox]) await fake.close();
    },
  };
  world.reset();
  for (const code of Object.keys(products)) {
    const res = await api.call('PUT', `/v1/rates/${code}`, { auth: owner.auth, json: { rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25, net: 20 } } } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  return world;
}

export type BookingWorld = Awaited<ReturnType<typeof startBookingWorld>>;

/**
 * The Temporal settings a test hands to a re-drive or to housekeeping, as a worker's schedule
 * would: the world's task queue and logger, fast retries, a 1 s hold grace; `waitMs` for steps.
 */
export function redriveDepsOf(w: BookingWorld, waitMs = 0) {
  return {
    client: testStack().temporal.client,
    taskQueue: w.api.taskQueue,
    tuning: tuningFor({ SUPPLIER_TIMEOUT_MS: 2000 }, { retryInitialMs: 200, expiryGraceMs: 1000 }),
    waitMs,
    log: w.api.logger,
    mode: 'live' as const,
  };
}
