import assert from 'node:assert/strict';
import { workflowIds } from '../../workflows/ids.ts';

describe('workflow IDs', function () {
  it('are business keys: one per reservation, booking reference, change version, notification and e-mail', function () {
    assert.equal(workflowIds.reservation('r1'), 'reservation:r1');
    assert.equal(workflowIds.booking('agent-1', 'REF:with:colons'), 'booking:agent-1:REF:with:colons');
    assert.equal(workflowIds.bookingUpdate('b1', 3), 'booking-update:b1:3');
    assert.equal(workflowIds.bookingCancellation('b1', 4), 'booking-cancellation:b1:4');
    assert.equal(workflowIds.notification('n1'), 'notification:n1');
    assert.equal(workflowIds.mail('m1'), 'mail:m1');
  });

  it('never give two kinds of work, or two versions of a change, the same ID', function () {
    const ids = [
      workflowIds.reservation('x'),
      workflowIds.booking('x', 'x'),
      workflowIds.bookingUpdate('x', 1),
      workflowIds.bookingUpdate('x', 2),
      workflowIds.bookingCancellation('x', 1),
      workflowIds.notification('x'),
      workflowIds.mail('x'),
    ];
    assert.equal(new Set(ids).size, ids.length);
  });
});
