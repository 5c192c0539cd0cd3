import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fullRefund, isPlainText, MAX_CANCELLATION_MESSAGE, SUPPLIER_CANCELLATION_REASONS } from '../../src/domain/supplierCancellation.ts';

describe('domain: supplier cancellation', function () {
  it('takes text a customer can be shown: letters of any script, line breaks and tabs', function () {
    for (const text of ['Storm warning: the boat stays in port.', 'Ferien\u00e4nderung \u2014 \u5929\u6c14', 'line one\nline two\r\n\tindented', ''])
      assert.equal(isPlainText(text), true, JSON.stringify(text));
  });

  it('refuses every other control character, C0 and C1, at either end of each range', function () {
    for (const code of [0x00, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x9f])
      assert.equal(isPlainText(`closed${String.fromCharCode(code)}today`), false, `U+${code.toString(16).padStart(4, '0')}`);
    // Just outside the ranges: tab, line feed, carriage return, the space and U+00A0 (no-break space).
    for (const code of [0x09, 0x0a, 0x0d, 0x20, 0xa0]) assert.equal(isPlainText(`closed${String.fromCharCode(code)}today`), true, `U+${code.toString(16)}`);
  });

  it('refunds everything paid: rrp and net less the promotion, whatever the terms, with no tier', function () {
    assert.deepEqual(fullRefund({ rrp: 150, net: 120, discount: 15 }), { percent: 100, rrp: 135, net: 105, tier: null });
    assert.deepEqual(fullRefund({ rrp: 50, net: 40, discount: 0 }), { percent: 100, rrp: 50, net: 40, tier: null });
  });

  it('offers the reasons docs/API.md lists to agents, in its order, and the message length it states', function () {
    const api = readFileSync(new URL('../../docs/API.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const listed = /`cancellation_reason` \(one of ([^)]*)\)/.exec(api)?.[1];
    assert.deepEqual(
      [...SUPPLIER_CANCELLATION_REASONS],
      [...(listed ?? '').matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]),
    );
    assert.match(api, new RegExp(`at most ${MAX_CANCELLATION_MESSAGE.toLocaleString('en')} characters`));
  });
});
