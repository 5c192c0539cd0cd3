import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { isUuid } from '../../src/domain/uuid.ts';

describe('domain: uuid', function () {
  const sample = '0a1b2c3d-4e5f-6789-abcd-ef0123456789';

  it('accepts UUIDs in either case', function () {
    assert.equal(isUuid(sample), true);
    assert.equal(isUuid(sample.toUpperCase()), true);
    assert.equal(isUuid(randomUUID()), true);
  });

  const groups = sample.split('-');
  const withGroup = (index: number, value: string) => groups.map((g, i) => (i === index ? value : g)).join('-');
  for (const [index, group] of groups.entries()) {
    it(`refuses group ${index + 1} one digit short, one too long, or with a non-hex digit`, function () {
      assert.equal(isUuid(withGroup(index, group.slice(1))), false);
      assert.equal(isUuid(withGroup(index, `${group}0`)), false);
      assert.equal(isUuid(withGroup(index, `g${group.slice(1)}`)), false);
    });
  }

  it('refuses anything around a UUID, and other shapes', function () {
    for (const bad of [` ${sample}`, `${sample} `, `x${sample}`, `${sample}x`, `{${sample}}`, sample.replaceAll('-', ''), '', 'not-a-uuid']) {
      assert.equal(isUuid(bad), false, bad);
    }
  });
});
