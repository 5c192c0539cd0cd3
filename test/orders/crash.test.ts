import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RoleProcess, startStackWorker } from '../helpers/roleProcess.ts';
import { testStack } from '../helpers/stack.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';
import { type OrderWorld, startOrderWorld } from '../helpers/orderWorld.ts';

/**
 * Exactly once whatever dies (issue 44): the worker is a real process, killed (SIGKILL) while an
 * item's call is at its supplier, in the middle of an order's confirmation and again in the middle
 * of its undo. A new worker finishes the order; each supplier acted on each item's confirmation and
 * each undo once (a compliant supplier acts once per Idempotency-Key, and every attempt carried one).
 */
describe('orders: a worker killed mid-confirmation and mid-undo (real processes)', function () {
  this.timeout(120_000);
  const taskQueue = `order-crash-${randomUUID().slice(0, 8)}`;
  let w: OrderWorld;
  let dir: string;
  let worker: RoleProcess | undefined;

  // A killed worker's sticky queue holds the workflow's next task this long before any worker gets
  // it (300 s by default, config.ts): a second here, so the new worker takes over at once.
  const startWorker = () => startStackWorker(taskQueue, join(dir, 'ca.pem'), { WORKER_STICKY_QUEUE_TIMEOUT_MS: '1000' });

  /** On a new worker, the order's confirmation repeated until it answers: the order as it ended. */
  async function confirmOnNewWorker(reference: string, what: string) {
    worker = await startWorker();
    return eventually(
      async () => {
        const res = await w.confirm(reference);
        assert.equal(res.status, 200, JSON.stringify(res.body));
        return res.body;
      },
      60_000,
      what,
    );
  }

  /** Kills the worker the moment `supplier` has received a call at `path` (answered late, so the call is in flight). */
  async function killDuringCall(supplier: number, path: string): Promise<void> {
    await eventually(() => assert.ok(w.calls(supplier, path).length > 0), 30_000, `the call at ${path}`);
    worker!.child.kill('SIGKILL');
    await worker!.exited;
  }

  const keys = (i: number, path: string) => new Set(w.calls(i, path).map((r) => r.headers['idempotency-key']));

  before(async function () {
    dir = await mkdtemp(join(tmpdir(), 'order-crash-'));
    await writeFile(join(dir, 'ca.pem'), testStack().ca.caCertPem);
    w = await startOrderWorld({ worker: false, taskQueue, bookingWaitMs: 1000 });
    worker = await startWorker();
  });
  beforeEach(() => w.reset());
  after(async function () {
    await worker?.stop('SIGKILL');
    await w?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('confirms each item once when the worker dies while an item is at its supplier', async function () {
    const created = await eventually(async () => {
      const res = await w.create({ items: [w.item(0), w.item(1), w.item(2)] });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body;
    });
    assert.equal(created.status, 'held');
    // The second supplier books at once but answers late: the worker dies with the call in flight.
    w.suppliers[1]!.callbacks.answerLateNext(1, 1500, '/booking_confirmation');
    const pending = w.confirm(created.reference);
    await killDuringCall(1, '/booking_confirmation');
    assert.equal((await pending).status, 503);

    const done = await confirmOnNewWorker(created.reference, 'the order on a new worker');
    assert.equal(done.status, 'confirmed');
    for (const i of [0, 1, 2]) {
      assert.equal(w.suppliers[i]!.state.bookings.size, 1, `supplier ${i} booked once`);
      assert.equal(keys(i, '/booking_confirmation').size, 1, `supplier ${i}: one key`);
    }
    assert.ok(w.calls(1, '/booking_confirmation').length >= 2, 'the call was made again on the new worker');
  });

  it('undoes each item once when the worker dies while an undo is at its supplier', async function () {
    const created = (await w.create({ items: [w.item(0), w.item(1), w.item(2)] })).body;
    assert.equal(created.status, 'held', JSON.stringify(created));
    w.suppliers[2]!.callbacks.on('POST', '/booking_confirmation', () => ({ status: 400, body: { error: 'SOLD_OUT' } }));
    // The first supplier cancels at once but answers late: the worker dies with the undo in flight.
    w.suppliers[0]!.callbacks.answerLateNext(1, 1500, '/booking_cancellation');
    const pending = w.confirm(created.reference);
    await killDuringCall(0, '/booking_cancellation');
    assert.equal((await pending).status, 503);

    const done = await confirmOnNewWorker(created.reference, 'the undone order on a new worker');
    assert.equal(done.status, 'failed');
    for (const i of [0, 1]) {
      assert.equal(w.suppliers[i]!.state.bookings.size, 1, `supplier ${i} booked once`);
      assert.ok([...w.suppliers[i]!.state.bookings.values()][0]!.cancelled, `supplier ${i} cancelled`);
      assert.equal(keys(i, '/booking_confirmation').size, 1);
      assert.equal(keys(i, '/booking_cancellation').size, 1, `supplier ${i}: the undo carried one key`);
    }
    assert.ok(w.calls(0, '/booking_cancellation').length >= 2, 'the undo was made again on the new worker');
    assert.equal(w.suppliers[2]!.state.bookings.size, 0);
  });
});
