import assert from 'node:assert/strict';
import { workflowIds } from '../../workflows/ids.ts';

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
    assert.equal(workflowIds.notificationById('n1'), 'notification:n1');
    assert.equal(workflowIds.mail('m1'), 'mail:m1');
  });

  it('never give two kinds of work, or two versions of a change, the same ID', function () {
    const ids = [
      workflowIds.reservation('x'),
      workflowIds.booking('x', 'x'),
      workflowIds.bookingUpdate('x', 1),
      workflowIds.bookingUpdate('x', 2),
      workflowIds.bookingCancellation('x', 1),
      workflowIds.notification({ event: 'booking_update', bookingId: 'x', key: 1, recipientId: 'x' }),
      workflowIds.notification({ event: 'booking_update', bookingId: 'x', key: 2, recipientId: 'x' }),
      workflowIds.notification({ event: 'booking_cancellation', bookingId: 'x', key: 2, recipientId: 'x' }),
      workflowIds.notificationById('x'),
      workflowIds.mail('x'),
    ];
    assert.equal(new Set(ids).size, ids.length);
  });
});
