import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Worker } from '@temporalio/worker';
import { tracingWorkerInterceptors } from '../../src/temporal/tracing.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { createAccount } from '../helpers/accounts.ts';
import { type BookingWorld, startBookingWorld } from '../helpers/bookingWorld.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, received } from '../helpers/supplierBehaviour.ts';

const MINUTE = 60_000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

/**
 * Holds an agent extends (issue 23 §1), black box: the API and a worker on the real Temporal dev
 * server and Postgres, suppliers as HTTPS fakes on loopback. The owner declares the capability; the
 * delegate (which serves DELEGATED) does not.
 */
describe('reservation extension (POST /v1/reservation_extension)', function () {
  this.timeout(90_000);
  let w: BookingWorld;

  before(async function () {
    // The agent waits 3 s for a supplier that does not answer, then gets 503.
    w = await startBookingWorld({ bookingWaitMs: 3000 });
  });
  after(async () => w?.stop());
  beforeEach(async () => {
    w.reset();
    await declare(['reservation_extension']);
  });

  const declare = async (capabilities: string[], who = w.owner) => {
    const res = await w.api.call('PATCH', '/v1/account', { auth: who.auth, json: { capabilities } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as { capabilities: string[] };
  };
  const extend = (body: Record<string, unknown>, headers: Record<string, string> = {}, who = w.agent) =>
    w.api.call('POST', '/v1/reservation_extension', { auth: who.auth, headers, json: body });
  const hold = async (body: Record<string, unknown> = {}) => {
    const res = await w.reserve(body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.reservation as string;
  };
  const calls = (path: string) => w.ownerCallbacks.requests.filter((r) => r.path === path);
  const extensionCalls = () => calls('/reservation_extension');
  const releases = () => calls('/reservation_cancellation');
  const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

  describe('declaring it', function () {
    it('PATCH /v1/account sets the whole list, GET shows it, an unknown capability is refused and changes nothing', async function () {
      assert.deepEqual((await declare(['reservation_extension', 'reservation_extension'])).capabilities, ['reservation_extension']);
      const unknown = await w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { capabilities: ['teleportation'] } });
      assert.equal(unknown.status, 400);
      assert.deepEqual(unknown.body, { error: 'INVALID_REQUEST' });
      assert.match(unknown.headers.get('error-detail') ?? '', /^capabilities\[0\]: /);
      const notAList = await w.api.call('PATCH', '/v1/account', { auth: w.owner.auth, json: { capabilities: 'reservation_extension' } });
      assert.equal(notAList.status, 400);
      const me = await w.api.call('GET', '/v1/account', { auth: w.owner.auth });
      assert.deepEqual(me.body.capabilities, ['reservation_extension']);
      assert.deepEqual((await declare([])).capabilities, []);
      // A new account declares nothing.
      const fresh = await createAccount(w.api);
      assert.deepEqual((await w.api.call('GET', '/v1/account', { auth: fresh.auth })).body.capabilities, []);
    });

    it('a supplier that declared nothing: 400 NOT_SUPPORTED, and it is never called', async function () {
      await declare([]);
      const reservation = await hold();
      const res = await extend({ reservation, expires: at(20 * MINUTE) });
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { error: 'NOT_SUPPORTED' });
      assert.match(res.headers.get('error-detail') ?? '', /does not extend holds/);
      // The delegate serving DELEGATED has declared nothing, though the owner has.
      await declare(['reservation_extension']);
      const delegated = await hold({ product: 'DELEGATED' });
      assert.deepEqual((await extend({ reservation: delegated, expires: at(20 * MINUTE) })).body, { error: 'NOT_SUPPORTED' });
      assert.equal(extensionCalls().length, 0);
      assert.equal(w.delegateCallbacks.requests.filter((r) => r.path === '/reservation_extension').length, 0);
    });
  });

  describe('extending', function () {
    it('asks the supplier with an Idempotency-Key and answers the new expires; the hold no longer ends at the first one', async function () {
      const reservation = await hold({ expires: at(4000) });
      const expires = at(60_000);
      const res = await extend({ reservation, expires });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body, { reservation, expires });
      const [call] = extensionCalls();
      assert.ok(call);
      assert.match(call.headers['idempotency-key'] ?? '', /^[0-9a-f-]{36}$/);
      const supplierCode = [...w.ownerState.holds.keys()][0];
      assert.deepEqual(call.body, { reservation: supplierCode, agent: w.agent.email, expires });
      assert.equal(w.ownerState.holds.get(supplierCode!)?.extendedTo, expires);
      // Past the first expires and its grace (1 s): still held, and a booking can claim it.
      await settle(5500);
      assert.equal(releases().length, 0, 'released at the first expires');
      const confirmed = await w.confirm({ reservation });
      assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    });

    it('the hold ends at the extended expires: released once, not before', async function () {
      const reservation = await hold({ expires: at(4000) });
      const expires = at(6500);
      assert.equal((await extend({ reservation, expires })).status, 200);
      const release = await received(w.ownerCallbacks, '/reservation_cancellation', { ms: 15_000 });
      assert.ok(release.at.getTime() >= Date.parse(expires), `released ${Date.parse(expires) - release.at.getTime()} ms before the extended expires`);
      await settle(1500);
      assert.equal(releases().length, 1);
      const late = await w.confirm({ reservation });
      assert.deepEqual(late.body, { error: 'RESERVATION_EXPIRED' });
      assert.deepEqual((await extend({ reservation, expires: at(10 * MINUTE) })).body, { error: 'RESERVATION_EXPIRED' });
      assert.equal(extensionCalls().length, 1);
      // The extended hold's history replays under the bundle that made it: the re-armed timer is deterministic.
      const workflowId = workflowIds.reservation('live', reservation);
      const history = await testStack().temporal.client.workflow.getHandle(workflowId).fetchHistory();
      await Worker.runReplayHistory({ workflowBundle: testStack().workflowBundle, interceptors: tracingWorkerInterceptors() }, history, workflowId);
    });

    it('an expires the hold already reaches is answered with its own, nobody asked; extensions add up to 60 minutes after the first expires', async function () {
      const first = Date.now() + 10 * MINUTE;
      const reservation = await hold({ expires: new Date(first).toISOString() });
      const half = new Date(first + 30 * MINUTE).toISOString();
      assert.deepEqual((await extend({ reservation, expires: half })).body, { reservation, expires: half });
      // Earlier than the hold now lasts: no call, the hold's own expires.
      assert.deepEqual((await extend({ reservation, expires: new Date(first + 5 * MINUTE).toISOString() })).body, { reservation, expires: half });
      const full = new Date(first + 60 * MINUTE).toISOString();
      assert.deepEqual((await extend({ reservation, expires: full })).body, { reservation, expires: full });
      // The cap counts from the first expires, not the current one.
      const beyond = await extend({ reservation, expires: new Date(first + 60 * MINUTE + 1000).toISOString() });
      assert.equal(beyond.status, 400);
      assert.deepEqual(beyond.body, { error: 'EXTENSION_LIMIT' });
      assert.match(beyond.headers.get('error-detail') ?? '', new RegExp(`at most ${new Date(first + 60 * MINUTE).toISOString().slice(0, 16)}`));
      assert.deepEqual(
        extensionCalls().map((r) => (r.body as { expires: string }).expires),
        [half, full],
      );
    });

    it('an agent repeat with the same Idempotency-Key gets the same answer, and the supplier one call', async function () {
      const reservation = await hold();
      const key = randomUUID();
      const body = { reservation, expires: at(20 * MINUTE) };
      const first = await extend(body, { 'idempotency-key': key });
      const again = await extend(body, { 'idempotency-key': key });
      assert.equal(first.status, 200);
      assert.deepEqual([again.status, again.body], [first.status, first.body]);
      assert.equal(extensionCalls().length, 1);
    });

    it('two extensions at once are both answered, with one supplier call per distinct expires', async function () {
      const reservation = await hold();
      w.ownerCallbacks.answerLateNext(1, 500, '/reservation_extension');
      const expires = at(20 * MINUTE);
      const same = await Promise.all([extend({ reservation, expires }), extend({ reservation, expires })]);
      assert.deepEqual(
        same.map((r) => [r.status, r.body]),
        [
          [200, { reservation, expires }],
          [200, { reservation, expires }],
        ],
      );
      assert.equal(extensionCalls().length, 1);
      // Two different ones at once: each answered with a hold that reaches at least that far.
      const [a, b] = [at(30 * MINUTE), at(40 * MINUTE)];
      const both = await Promise.all([extend({ reservation, expires: a }), extend({ reservation, expires: b })]);
      for (const [res, asked] of [
        [both[0]!, a],
        [both[1]!, b],
      ] as const) {
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.ok(Date.parse(res.body.expires) >= Date.parse(asked));
      }
      const asked = extensionCalls().map((r) => (r.body as { expires: string }).expires);
      assert.equal(new Set(asked).size, asked.length, `one call per distinct expires: ${asked.join(', ')}`);
      assert.ok(asked.includes(b));
    });
  });

  describe('refusals change nothing and never reach the supplier', function () {
    it('bad input: 4xx with a code', async function () {
      const reservation = await hold();
      const other = await createAccount(w.api, { name: 'Other agent' });
      const cases: [Record<string, unknown>, number, string][] = [
        [{ reservation, expires: at(-1000) }, 400, 'INVALID_EXPIRES'],
        [{ reservation, expires: 'tomorrow' }, 400, 'INVALID_EXPIRES'],
        [{ reservation, expires: at(2 * 3600_000) }, 400, 'EXTENSION_LIMIT'],
        [{ reservation }, 400, 'INVALID_EXPIRES'],
        [{ expires: at(MINUTE) }, 400, 'INVALID_REQUEST'],
        [{ reservation, expires: at(MINUTE), extra: 1 }, 400, 'INVALID_REQUEST'],
        [{ reservation: 'not-a-reservation', expires: at(20 * MINUTE) }, 400, 'RESERVATION_INVALID'],
        [{ reservation: randomUUID(), expires: at(20 * MINUTE) }, 400, 'RESERVATION_INVALID'],
        [{ reservation: 'x'.repeat(101), expires: at(20 * MINUTE) }, 400, 'INVALID_REQUEST'],
      ];
      for (const [body, status, code] of cases) {
        const res = await extend(body);
        assert.deepEqual([res.status, res.body], [status, { error: code }], JSON.stringify(body));
      }
      // Another agent's reservation is not theirs to extend.
      assert.deepEqual((await extend({ reservation, expires: at(20 * MINUTE) }, {}, other)).body, { error: 'RESERVATION_INVALID' });
      assert.equal(extensionCalls().length, 0);
      // Nothing moved: the hold's expires is still the first one, and the full hour is still there.
      assert.equal((await extend({ reservation, expires: at(60 * MINUTE) })).status, 200);
    });

    it('a released or claimed hold: RESERVATION_INVALID; an expired one: RESERVATION_EXPIRED', async function () {
      const released = await hold();
      assert.equal((await w.api.call('POST', '/v1/reservation_cancellation', { auth: w.agent.auth, json: { reservation: released } })).status, 200);
      assert.deepEqual((await extend({ reservation: released, expires: at(20 * MINUTE) })).body, { error: 'RESERVATION_INVALID' });

      const { reservation: claimed } = await w.book();
      assert.deepEqual((await extend({ reservation: claimed.reservation, expires: at(20 * MINUTE) })).body, { error: 'RESERVATION_INVALID' });

      const expiring = await hold({ expires: at(800) });
      // The agent's release and then the expiry's reach the supplier.
      await eventually(() => assert.equal(releases().length, 2), 15_000, 'the expiry release');
      assert.deepEqual((await extend({ reservation: expiring, expires: at(20 * MINUTE) })).body, { error: 'RESERVATION_EXPIRED' });
      assert.equal(extensionCalls().length, 0);
    });
  });

  describe('races', function () {
    it('against expiry: whichever comes first, the answer agrees with what happened and the seats are released exactly once', async function () {
      for (const offset of [-300, -100, 100]) {
        w.reset();
        await declare(['reservation_extension']);
        const expiresAt = Date.now() + 1500;
        const reservation = await hold({ expires: new Date(expiresAt).toISOString() });
        const code = [...w.ownerState.holds.keys()][0]!;
        await settle(expiresAt + offset - Date.now());
        const res = await extend({ reservation, expires: at(1500) });
        if (res.status === 200) {
          // The extension won: held until the new expires, then released once.
          const extendedTo = Date.parse(res.body.expires);
          await received(w.ownerCallbacks, '/reservation_cancellation', { ms: 15_000 });
          assert.ok(releases()[0]!.at.getTime() >= extendedTo, `offset ${offset}: released before the extended expires`);
        } else {
          // The expiry won: the agent is told so, and the supplier's hold is released once.
          assert.deepEqual(res.body, { error: 'RESERVATION_EXPIRED' }, `offset ${offset}`);
          await received(w.ownerCallbacks, '/reservation_cancellation', { ms: 15_000 });
        }
        await settle(1000);
        assert.equal(releases().length, 1, `offset ${offset}: released ${releases().length} times`);
        assert.equal((releases()[0]!.body as { reservation: string }).reservation, code);
      }
    });

    it('against confirmation: the confirmation wins, the extension answers RESERVATION_INVALID', async function () {
      const reservation = await hold();
      // The supplier takes its time over the extension; the booking is confirmed meanwhile.
      w.ownerCallbacks.answerLateNext(1, 1500, '/reservation_extension');
      const extension = extend({ reservation, expires: at(20 * MINUTE) });
      await received(w.ownerCallbacks, '/reservation_extension');
      const confirmed = await w.confirm({ reservation });
      assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
      const res = await extension;
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { error: 'RESERVATION_INVALID' });
      assert.equal(releases().length, 0, 'a claimed hold is never released');
    });
  });

  describe('supplier down', function () {
    it('retried like a reservation: the agent gets 503 with Retry-After, the old expires holds, and a repeat finds the extension once the supplier said yes', async function () {
      const reservation = await hold({ expires: at(20_000) });
      // 200 + 400 + 800 + 1600 ms of backoff: longer than the agent's 3 s wait, shorter than the hold.
      w.ownerCallbacks.failNext(5, 503, '/reservation_extension');
      const expires = at(10 * MINUTE);
      const res = await extend({ reservation, expires });
      assert.equal(res.status, 503, JSON.stringify(res.body));
      assert.deepEqual(res.body, { error: 'SUPPLIER_UNAVAILABLE' });
      assert.ok(Number(res.headers.get('retry-after')) > 0);
      await eventually(
        () => assert.equal(w.ownerState.holds.get([...w.ownerState.holds.keys()][0]!)?.extendedTo, expires),
        15_000,
        'the supplier to agree on a retry',
      );
      const repeat = await extend({ reservation, expires });
      assert.deepEqual([repeat.status, repeat.body], [200, { reservation, expires }]);
      assert.equal(extensionCalls().length, 6, '5 failed attempts and the one that succeeded; the repeat asked nobody');
    });

    it('a supplier that never says yes: 503, and the hold ends at its first expires, released once', async function () {
      const expiresAt = Date.now() + 4000;
      const reservation = await hold({ expires: new Date(expiresAt).toISOString() });
      w.ownerCallbacks.failNext(1000, 503, '/reservation_extension');
      const res = await extend({ reservation, expires: at(10 * MINUTE) });
      assert.equal(res.status, 503);
      const release = await received(w.ownerCallbacks, '/reservation_cancellation', { ms: 30_000 });
      assert.ok(release.at.getTime() >= expiresAt);
      w.ownerCallbacks.clearFaults();
      await settle(1000);
      assert.equal(releases().length, 1);
      assert.deepEqual((await w.confirm({ reservation })).body, { error: 'RESERVATION_EXPIRED' });
      assert.deepEqual((await extend({ reservation, expires: at(10 * MINUTE) })).body, { error: 'RESERVATION_EXPIRED' });
    });
  });
});
