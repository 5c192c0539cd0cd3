/**
 * Issue 33 §1, when Temporal is away from the API: a supplier's cancellation committed without its
 * workflow is finished by the supplier's repeat or by the re-drive every worker runs, with the
 * supplier's own workflow (never the agent's, which would call the supplier's /booking_cancellation).
 * The API reaches Temporal through a proxy the test takes down; the worker keeps its own connection.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import { redriveBookings } from '../../src/bookings/redrive.ts';
import { Booking } from '../../src/db/entities/index.ts';
import { connectClient } from '../../src/temporal/connect.ts';
import { workflowIds } from '../../contracts/ids.ts';
import { FAR, redriveDepsOf, startBookingWorld, type BookingWorld } from '../helpers/bookingWorld.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually, received } from '../helpers/supplierBehaviour.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy.ts';

const em = () => testStack().db.fork();
const PATH = '/booking.cancelled_by_supplier';

describe('supplier-initiated cancellation while Temporal is unreachable from the API (issue 33 §1)', function () {
  this.timeout(60_000);
  let w: BookingWorld;
  let proxy: TcpProxy;
  let temporal: Client;

  before(async function () {
    proxy = await startTcpProxy(testStack().temporal.address);
    temporal = await connectClient({ address: proxy.address, namespace: 'default', tls: false });
    w = await startBookingWorld({ bookingWaitMs: 1500, temporal });
  });
  beforeEach(() => w.reset());
  afterEach(async () => proxy.up().catch(() => {}));
  after(async () => {
    await w?.stop();
    await temporal?.connection.close();
    await proxy?.close();
  });

  async function book() {
    const reference = `SCO-${randomUUID().slice(0, 8)}`;
    const res = await w.confirm({ reservation: null, supplier: w.owner.email, product: 'MUSEUM', date: FAR, adult: 1, child: 0, reference });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return { reference, supplierReference: res.body.reference as string };
  }
  const cancel = (booking: string) =>
    w.api.call('POST', '/v1/supplier_booking_cancellation', { auth: w.owner.auth, json: { booking, reason: 'WEATHER', message: 'Storm.' } });
  const stored = (reference: string) => em().findOneOrFail(Booking, { agentReference: reference });

  /** The cancellation is recorded, its workflow not started: 503, and the booking waits in `cancelling` by the supplier. */
  async function cancelWhileAway(reference: string) {
    await proxy.down();
    const res = await cancel(reference);
    assert.deepEqual([res.status, res.body], [503, { error: 'SERVICE_UNAVAILABLE' }]);
    assert.equal(res.headers.get('retry-after'), '5');
    const waiting = await stored(reference);
    assert.deepEqual([waiting.status, waiting.cancelledBy, waiting.cancellationReason, waiting.refund?.percent], ['cancelling', 'supplier', 'WEATHER', 100]);
    // Meanwhile the agent cannot change it, and nothing was sent to anyone.
    const update = await w.api.call('POST', '/v1/booking_update', { auth: w.agent.auth, json: { booking: reference, notes: 'x' } });
    assert.deepEqual([update.status, update.body], [400, { error: 'BOOKING_CANCELLED' }]);
    await proxy.up();
    return waiting;
  }

  async function finished(reference: string, supplierReference: string) {
    const told = await received(w.agentInbox, PATH, { matches: (r) => (r.body as { agent_reference?: string }).agent_reference === reference });
    assert.deepEqual((({ reason, message, cancelled_by }) => ({ reason, message, cancelled_by }))(told.body as Record<string, unknown>), {
      reason: 'WEATHER',
      message: 'Storm.',
      cancelled_by: 'supplier',
    });
    const booking = await stored(reference);
    assert.deepEqual([booking.status, booking.cancelledBy], ['cancelled', 'supplier']);
    assert.deepEqual(
      w.ownerCallbacks.requests.filter((r) => r.path === '/booking_cancellation' && (r.body as { booking?: string }).booking === supplierReference),
      [],
      'never the agent’s cancellation: no call to the supplier',
    );
    await assert.rejects(
      testStack()
        .temporal.client.workflow.getHandle(workflowIds.bookingCancellation('live', booking.id, booking.version))
        .describe(),
      /not found/i,
    );
  }

  it('is finished by the supplier’s repeat once Temporal is back', async function () {
    const { reference, supplierReference } = await book();
    await cancelWhileAway(reference);
    // Repeated, as a caller told 503 does, until the API's connection to Temporal is back.
    const again = await eventually(
      async () => {
        const res = await cancel(supplierReference);
        assert.notEqual(res.status, 503);
        return res;
      },
      30_000,
      'an answer other than 503',
    );
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.deepEqual([again.body.status, again.body.cancelled_by, again.body.cancellation_message], ['cancelled', 'supplier', 'Storm.']);
    await finished(reference, supplierReference);
  });

  it('is finished by the re-drive, with the supplier’s workflow; the agent’s cancellation then waits for it and calls nobody', async function () {
    const { reference, supplierReference } = await book();
    const waiting = await cancelWhileAway(reference);
    const count = await redriveBookings(em(), redriveDepsOf(w), 0);
    assert.ok(count >= 1);
    await eventually(async () => assert.equal((await stored(reference)).status, 'cancelled'), 15_000, 'cancelled');
    const handle = testStack().temporal.client.workflow.getHandle(workflowIds.supplierCancellation('live', waiting.id, waiting.version));
    assert.deepEqual(await handle.result(), { status: 'cancelled' });
    assert.equal((await w.api.call('POST', '/v1/booking_cancellation', { auth: w.agent.auth, json: { booking: reference } })).status, 200);
    await finished(reference, supplierReference);
  });
});
