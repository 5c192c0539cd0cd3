import assert from 'node:assert/strict';
import { datesBetween } from '../../src/domain/dates.ts';
import { createAccount, grant, type TestAccount } from '../helpers/accounts.ts';
import { startFakeSupplier, type FakeSupplier, type RecordedRequest } from '../helpers/fakeSupplier.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';
import { testStack } from '../helpers/stack.ts';

const PRODUCTS = { BOAT: { name: 'Boat', supplier: null, country: 'NL', city: 'NLAMS', freesale: false, time_zone: 'Europe/Amsterdam', options: {} } };
const RANGE = { product: 'BOAT', from: '2031-03-01', to: '2031-03-07' };

/**
 * Identical availability requests in flight together share one supplier call (issue 21 §1): the
 * supplier answers after 300 ms, so a burst sent at once is in flight together. Identical means
 * the same supplier, product, option, range and agent, unless the supplier declared its
 * availability the same for every agent.
 */
describe('availability: identical requests in flight share one supplier call', function () {
  let api: Harness;
  let fake: FakeSupplier;
  let supplier: TestAccount;
  let agents: TestAccount[];
  let stranger: TestAccount;

  before(async function () {
    api = await startHarness({ worker: false, supplierTimeoutMs: 3000 });
    fake = await startFakeSupplier({ ca: testStack().ca, username: 'coalesce-user', password: 'coalesce-pass' });
    supplier = await createAccount(api, { name: 'Coalescing Supplier', callback_url: fake.url });
    agents = [];
    for (let i = 0; i < 3; i++) {
      const agent = await createAccount(api, { name: `Agent ${i}` });
      await grant(api, supplier, agent);
      agents.push(agent);
    }
    stranger = await createAccount(api, { name: 'No grant' });
    assert.equal(
      (await api.call('PUT', '/v1/promotions/SPRING', { auth: supplier.auth, json: { description: 'Spring', discount: { adult: 1 } } })).status,
      200,
    );
  });
  const later = () => new Promise((r) => setTimeout(r, 300));
  const answerAvailability = () =>
    fake.on('GET', '/availability', async (req: RecordedRequest) => {
      await later();
      return {
        body: Object.fromEntries(
          datesBetween(req.query.from!, req.query.to!).map((d) => [
            d,
            { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 10, tickets: { adult: 'Adults' } }, pickups: [] },
          ]),
        ),
      };
    });
  beforeEach(function () {
    fake.reset();
    fake.on('GET', '/products', () => ({ body: PRODUCTS }));
    answerAvailability();
  });
  after(async function () {
    await api?.stop();
    await fake?.close();
  });

  const ask = (agent: TestAccount, query: Record<string, string> = RANGE) =>
    api.call('GET', `/v1/availability?${new URLSearchParams({ supplier: supplier.email, ...query })}`, { auth: agent.auth });
  const availabilityCalls = () => fake.requests.filter((r) => r.path === '/availability');
  const declare = (independent: boolean) => api.call('PATCH', '/v1/account', { auth: supplier.auth, json: { availability_agent_independent: independent } });

  it('eight identical requests from one agent: one supplier call, eight full answers', async function () {
    // Products first, so the burst has only availability to ask.
    assert.equal((await ask(agents[0]!)).status, 200);
    fake.requests.length = 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(agents[0]!)));
    for (const res of answers) {
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body), datesBetween(RANGE.from, RANGE.to));
      assert.deepEqual(res.body['2031-03-01'].promotions, { SPRING: 'Spring' });
    }
    assert.equal(availabilityCalls().length, 1);
    // Nothing is kept once it settled: the next request asks again.
    assert.equal((await ask(agents[0]!)).status, 200);
    assert.equal(availabilityCalls().length, 2);
  });

  it('different agents share nothing unless the supplier declared its availability the same for all; each agent is still checked', async function () {
    assert.equal((await declare(false)).body.availability_agent_independent, false);
    await Promise.all(agents.map((a) => ask(a)));
    await ask(agents[0]!);
    fake.requests.length = 0;
    const perAgent = await Promise.all(agents.flatMap((a) => [ask(a), ask(a)]));
    assert.ok(perAgent.every((r) => r.status === 200));
    assert.deepEqual(
      availabilityCalls()
        .map((r) => r.query.agent)
        .sort(),
      agents.map((a) => a.email).sort(),
      'one call per agent, each naming it',
    );

    assert.equal((await declare(true)).body.availability_agent_independent, true);
    fake.requests.length = 0;
    const shared = await Promise.all([...agents.map((a) => ask(a)), ask(stranger)]);
    assert.deepEqual(
      shared.map((r) => r.status),
      [200, 200, 200, 403],
      'an agent without a grant is refused, whoever is asking beside it',
    );
    assert.equal(availabilityCalls().length, 1, 'one call for every agent');
    // A different range or option is a different question.
    fake.requests.length = 0;
    await Promise.all([ask(agents[0]!), ask(agents[1]!, { ...RANGE, to: '2031-03-08' })]);
    assert.equal(availabilityCalls().length, 2);
    await declare(false);
  });

  it('a failure is shared too: every caller of a call that failed gets the error, and the next request asks again', async function () {
    await ask(agents[0]!);
    fake.requests.length = 0;
    // A supplier that takes its time to fail, so that both requests are in flight together.
    fake.on('GET', '/availability', async () => {
      await later();
      return { status: 503, body: { error: 'SERVER_ERROR' } };
    });
    const failed = await Promise.all([ask(agents[0]!), ask(agents[0]!)]);
    assert.deepEqual(
      failed.map((r) => r.status),
      [503, 503],
    );
    assert.equal(availabilityCalls().length, 1);
    answerAvailability();
    assert.equal((await ask(agents[0]!)).status, 200);
  });
});
