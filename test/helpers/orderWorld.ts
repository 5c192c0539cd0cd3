import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createAccount, grant, type TestAccount } from './accounts.ts';
import { type FakeSupplier, startFakeSupplier } from './fakeSupplier.ts';
import { startHarness, type Harness, type HarnessOptions } from './harness.ts';
import { testStack } from './stack.ts';
import { serveBookings, serveNotifications, type SupplierState } from './supplierBehaviour.ts';
import { FAR, supplierProduct as product } from './supplierProducts.ts';

export { FAR };

/** One supplier of an order's items: its account, its HTTPS callbacks (a compliant fake) and what it holds and booked. */
export type OrderSupplier = { account: TestAccount; callbacks: FakeSupplier; inbox: FakeSupplier; state: SupplierState };

/**
 * Everything an order test needs: the API with a worker, three suppliers of their own (the third
 * selling in GBP, the others in EUR), each with a held product (BOAT) and a freesale one (MUSEUM)
 * and rates, and an agent with grants from all three and a notification inbox.
 */
export async function startOrderWorld(options: HarnessOptions = {}) {
  const api: Harness = await startHarness({ supplierTimeoutMs: 2000, ...options });
  const ca = testStack().ca;
  const agentInbox = await startFakeSupplier({ ca, username: 'an-user', password: 'an-secret' });
  const agent = await createAccount(api, { name: 'Agent Travel', notification_url: agentInbox.url });
  const products = { BOAT: product('Boat trip'), MUSEUM: product('Museum', { freesale: true }) };
  const suppliers: OrderSupplier[] = [];
  for (const [i, currency] of ['EUR', 'EUR', 'GBP'].entries()) {
    const callbacks = await startFakeSupplier({ ca, username: `s${i}-user`, password: `s${i}-pass` });
    const inbox = await startFakeSupplier({ ca, username: `n${i}-user`, password: `n${i}-pass` });
    const account = await createAccount(api, { name: `Supplier ${i}`, callback_url: callbacks.url, notification_url: inbox.url, currency });
    await grant(api, account, agent);
    suppliers.push({ account, callbacks, inbox, state: undefined as unknown as SupplierState });
  }
  const world = {
    api,
    agent,
    agentInbox,
    suppliers,
    /** Resets the fakes to compliant behaviour (faults and logs cleared). */
    reset() {
      agentInbox.reset();
      serveNotifications(agentInbox);
      for (const s of suppliers) {
        s.callbacks.reset();
        s.inbox.reset();
        s.callbacks.on('GET', '/products', () => ({ body: products }));
        s.state = serveBookings(s.callbacks);
        serveNotifications(s.inbox);
      }
    },
    /** An item of supplier `i` (BOAT: held; `{ product: 'MUSEUM' }`: freesale). */
    item(i: number, extra: Record<string, unknown> = {}) {
      return { supplier: suppliers[i]!.account.email, product: 'BOAT', date: FAR, adult: 2, child: 1, ...extra };
    },
    /** POST /v1/order with a fresh reference and a hold of ten minutes, unless `body` says otherwise. */
    create(body: Record<string, unknown>, headers: Record<string, string> = {}, who: TestAccount = agent) {
      return api.call('POST', '/v1/order', {
        auth: who.auth,
        headers,
        json: {
          reference: `ORD-${randomUUID().slice(0, 8)}`,
          customer: { first_name: 'Ada', last_name: 'Lovelace' },
          expires: new Date(Date.now() + 600_000).toISOString(),
          ...body,
        },
      });
    },
    confirm(reference: string, headers: Record<string, string> = {}, who: TestAccount = agent) {
      return api.call('POST', '/v1/order_confirmation', { auth: who.auth, headers, json: { order: reference } });
    },
    cancel(reference: string, headers: Record<string, string> = {}, who: TestAccount = agent) {
      return api.call('POST', '/v1/order_cancellation', { auth: who.auth, headers, json: { order: reference } });
    },
    read(reference: string, who: TestAccount = agent) {
      return api.call('GET', `/v1/orders/${encodeURIComponent(reference)}`, { auth: who.auth });
    },
    /** The supplier calls made at `path` by key: a compliant supplier acts once per key. */
    calls(i: number, path: string) {
      return suppliers[i]!.callbacks.requests.filter((r) => r.method === 'POST' && r.path === path);
    },
    async stop() {
      await api.stop();
      for (const fake of [agentInbox, ...suppliers.flatMap((s) => [s.callbacks, s.inbox])]) await fake.close();
    },
  };
  world.reset();
  for (const { account } of suppliers) {
    for (const code of Object.keys(products)) {
      const res = await api.call('PUT', `/v1/rates/${code}`, {
        auth: account.auth,
        json: { rates: { adult: { rrp: 50, net: 40 }, child: { rrp: 25, net: 20 } } },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
  }
  return world;
}

export type OrderWorld = Awaited<ReturnType<typeof startOrderWorld>>;
