import assert from 'node:assert/strict';
import fc from 'fast-check';
import { NOTIFICATION_EVENTS } from '../../src/db/entities/Notification.ts';
import { dedupeKey, deliveryWorkflowId, parseDedupeKey } from '../../src/notifications/queue.ts';
import { workflowIds } from '../../workflows/ids.ts';

/** Every kind of work with a workflow ID, and what makes one piece of it itself. */
const work = fc.oneof(
  fc.record({ kind: fc.constant('mail'), outbox: fc.uuid() }),
  fc.record({ kind: fc.constant('reservation'), reservation: fc.uuid() }),
  // An agent's reference is free text (colons included); the agent is an internal id.
  fc.record({ kind: fc.constant('booking'), agent: fc.uuid(), reference: fc.string({ minLength: 1, maxLength: 20 }) }),
  fc.record({ kind: fc.constantFrom('bookingUpdate', 'bookingCancellation'), booking: fc.uuid(), version: fc.integer({ min: 1, max: 1000 }) }),
  fc.record({
    kind: fc.constantFrom('notification', 'notificationRedelivery'),
    event: fc.constantFrom(...NOTIFICATION_EVENTS),
    bookingId: fc.uuid(),
    // A booking's version, a redeemed ticket's id, a change's sequence, or a test's 1.
    key: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.uuid()),
    recipientId: fc.uuid(),
  }),
  fc.record({ kind: fc.constant('availabilityNotices'), product: fc.uuid() }),
  fc.record({ kind: fc.constant('availabilityNoticePage'), product: fc.uuid(), sequence: fc.nat(), page: fc.nat(100) }),
  fc.record({ kind: fc.constant('notificationById'), notification: fc.uuid() }),
);
type Work = typeof work extends fc.Arbitrary<infer T> ? T : never;

function idOf(w: Work): string {
  switch (w.kind) {
    case 'mail':
      return workflowIds.mail(w.outbox);
    case 'reservation':
      return workflowIds.reservation(w.reservation);
    case 'booking':
      return workflowIds.booking(w.agent, w.reference);
    case 'bookingUpdate':
    case 'bookingCancellation':
      return workflowIds[w.kind](w.booking, w.version);
    case 'notification':
    case 'notificationRedelivery':
      return workflowIds[w.kind](w);
    case 'availabilityNotices':
      return workflowIds.availabilityNotices(w.product);
    case 'availabilityNoticePage':
      return workflowIds.availabilityNoticePage(w.product, w.sequence, w.page);
    case 'notificationById':
      return workflowIds.notificationById(w.notification);
  }
}

/** Two pieces of work are the same when every field is (a key of 3 and of '3' are one version). */
const same = (a: Work, b: Work) =>
  JSON.stringify(a, (_, v) => (typeof v === 'number' ? String(v) : v)) === JSON.stringify(b, (_, v) => (typeof v === 'number' ? String(v) : v));

describe('workflow IDs', function () {
  it('are business keys: one per reservation, booking reference, change version, notification and e-mail', function () {
    assert.equal(workflowIds.reservation('r1'), 'reservation:r1');
    assert.equal(workflowIds.booking('agent-1', 'REF:with:colons'), 'booking:agent-1:REF:with:colons');
    assert.equal(workflowIds.bookingUpdate('b1', 3), 'booking-update:b1:3');
    assert.equal(workflowIds.bookingCancellation('b1', 4), 'booking-cancellation:b1:4');
    assert.equal(
      workflowIds.notification({ event: 'booking_update', bookingId: 'b1', key: 3, recipientId: 'acct-1' }),
      'notification:booking_update:b1:3:acct-1',
    );
    assert.equal(
      workflowIds.notificationRedelivery({ event: 'test', bookingId: 'n1', key: 1, recipientId: 'acct-1' }),
      'notification-redelivery:test:n1:1:acct-1',
    );
    assert.equal(workflowIds.availabilityNoticePage('p1', 42, 3), 'availability-notices:p1:42:3');
    assert.equal(workflowIds.notificationById('n1'), 'notification:n1');
    assert.equal(workflowIds.mail('m1'), 'mail:m1');
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
          assert.equal(deliveryWorkflowId(row), workflowIds.notification({ bookingId, event, key, recipientId }));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
