import assert from 'node:assert/strict';
import fc from 'fast-check';
import { NOTIFICATION_EVENTS } from '../../contracts/notificationEvents.ts';
import { dedupeKey, deliveryWorkflowId, parseDedupeKey } from '../../src/records/notifications/queue.ts';
import { MODES, type Mode } from '../../src/domain/mode.ts';
import { modeOfWorkflowId, workflowIds } from '../../contracts/ids.ts';

/** Live and test work is never the same work: the mode is part of what makes a piece of work itself. */
const mode = fc.constantFrom<Mode>(...MODES);

/** Every kind of work with a workflow ID, and what makes one piece of it itself. */
const work = fc.oneof(
  fc.record({ kind: fc.constant('mail'), outbox: fc.uuid() }),
  fc.record({ kind: fc.constant('reservation'), mode, reservation: fc.uuid() }),
  // An agent's reference is free text (colons included); the agent is an internal id.
  fc.record({ kind: fc.constant('booking'), mode, agent: fc.uuid(), reference: fc.string({ minLength: 1, maxLength: 20 }) }),
  fc.record({
    kind: fc.constantFrom('bookingUpdate', 'bookingCancellation', 'supplierCancellation'),
    mode,
    booking: fc.uuid(),
    version: fc.integer({ min: 1, max: 1000 }),
  }),
  fc.record({
    kind: fc.constantFrom('notification', 'notificationRedelivery'),
    mode,
    event: fc.constantFrom(...NOTIFICATION_EVENTS),
    bookingId: fc.uuid(),
    // A booking's version, a redeemed ticket's id, a change's sequence, or a test's 1.
    key: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.uuid()),
    recipientId: fc.uuid(),
  }),
  fc.record({ kind: fc.constant('availabilityNotices'), mode, product: fc.uuid() }),
  fc.record({ kind: fc.constant('availabilityNoticePage'), mode, product: fc.uuid(), sequence: fc.nat(), page: fc.nat(100) }),
  fc.record({ kind: fc.constant('notificationById'), notification: fc.uuid() }),
);
type Work = typeof work extends fc.Arbitrary<infer T> ? T : never;

function idOf(w: Work): string {
  switch (w.kind) {
    case 'mail':
      return workflowIds.mail(w.outbox);
    case 'reservation':
      return workflowIds.reservation(w.mode, w.reservation);
    case 'booking':
      return workflowIds.booking(w.mode, w.agent, w.reference);
    case 'bookingUpdate':
    case 'bookingCancellation':
    case 'supplierCancellation':
      return workflowIds[w.kind](w.mode, w.booking, w.version);
    case 'notification':
    case 'notificationRedelivery':
      return workflowIds[w.kind](w.mode, w);
    case 'availabilityNotices':
      return workflowIds.availabilityNotices(w.mode, w.product);
    case 'availabilityNoticePage':
      return workflowIds.availabilityNoticePage(w.mode, w.product, w.sequence, w.page);
    case 'notificationById':
      return workflowIds.notificationById(w.notification);
  }
}

/** Two pieces of work are the same when every field is (a key of 3 and of '3' are one version). */
const same = (a: Work, b: Work) =>
  JSON.stringify(a, (_, v) => (typeof v === 'number' ? String(v) : v)) === JSON.stringify(b, (_, v) => (typeof v === 'number' ? String(v) : v));

describe('workflow IDs', function () {
  it('are business keys: one per reservation, booking reference, change version, notification and e-mail', function () {
    assert.equal(workflowIds.reservation('live', 'r1'), 'reservation:r1');
    assert.equal(workflowIds.booking('live', 'agent-1', 'REF:with:colons'), 'booking:agent-1:REF:with:colons');
    assert.equal(workflowIds.bookingUpdate('live', 'b1', 3), 'booking-update:b1:3');
    assert.equal(workflowIds.bookingCancellation('live', 'b1', 4), 'booking-cancellation:b1:4');
    assert.equal(workflowIds.supplierCancellation('live', 'b1', 4), 'booking-supplier-cancellation:b1:4');
    assert.equal(workflowIds.supplierCancellation('test', 'b1', 4), 'test:booking-supplier-cancellation:b1:4');
    assert.equal(
      workflowIds.notification('live', { event: 'booking_update', bookingId: 'b1', key: 3, recipientId: 'acct-1' }),
      'notification:booking_update:b1:3:acct-1',
    );
    assert.equal(
      workflowIds.notificationRedelivery('live', { event: 'test', bookingId: 'n1', key: 1, recipientId: 'acct-1' }),
      'notification-redelivery:test:n1:1:acct-1',
    );
    assert.equal(workflowIds.availabilityNoticePage('live', 'p1', 42, 3), 'availability-notices:p1:42:3');
    assert.equal(workflowIds.notificationById('n1'), 'notification:n1');
    assert.equal(workflowIds.mail('m1'), 'mail:m1');
  });

  it('mark test work: its IDs start with test:, its mode reads back from the ID, and live IDs keep the form they had before test mode', function () {
    assert.equal(workflowIds.booking('test', 'agent-1', 'REF'), 'test:booking:agent-1:REF');
    assert.equal(workflowIds.reservation('test', 'r1'), 'test:reservation:r1');
    fc.assert(
      fc.property(work, (w) => {
        const expected = 'mode' in w ? w.mode : 'live';
        assert.equal(modeOfWorkflowId(idOf(w)), expected, idOf(w));
        assert.equal(idOf(w).startsWith('test:'), expected === 'test');
      }),
      { numRuns: 2_000 },
    );
  });

  it('give two pieces of work the same ID only when they are the same work, across every kind (property)', function () {
    fc.assert(
      fc.property(work, work, (a, b) => {
        assert.equal(idOf(a) === idOf(b), same(a, b), `${JSON.stringify(a)} / ${JSON.stringify(b)}: ${idOf(a)} / ${idOf(b)}`);
      }),
      { numRuns: 5_000 },
    );
    // Random pairs are rarely the same work: the same work twice must give one ID too.
    fc.assert(fc.property(work, (w) => idOf(structuredClone(w)) === idOf(w)));
  });

  it('parse back from a notification’s key to the parts it was built from, and to the workflow ID built from them (property)', function () {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.constantFrom(...NOTIFICATION_EVENTS),
        fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.uuid()),
        fc.uuid(),
        (bookingId, event, key, recipientId) => {
          const row = dedupeKey(bookingId, event, key, recipientId);
          const parts = parseDedupeKey(row);
          assert.deepEqual(parts, { bookingId, event, key: String(key), recipientId });
          assert.equal(deliveryWorkflowId('live', row), workflowIds.notification('live', { bookingId, event, key, recipientId }));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
