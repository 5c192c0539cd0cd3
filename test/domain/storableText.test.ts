import assert from 'node:assert/strict';
import { MAX_NESTING, textProblem, unstorable } from '../../src/domain/storableText.ts';

/** `levels` containers inside one another, alternating objects and arrays, with `leaf` innermost. */
function nested(levels: number, leaf: unknown = 'leaf'): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? { inner: value } : [value];
  return value;
}

describe('domain: storable text', function () {
  it('names what PostgreSQL text cannot hold: a NUL, a lone surrogate', function () {
    assert.equal(textProblem('plain text, accents é and emoji 🎟'), undefined);
    assert.equal(textProblem(''), undefined);
    assert.equal(textProblem('a\0b'), 'NUL');
    assert.equal(textProblem('\0'), 'NUL');
    assert.equal(textProblem('a\ud800b'), 'LONE_SURROGATE');
    assert.equal(textProblem('\udfff'), 'LONE_SURROGATE');
    assert.equal(textProblem('\0\ud800'), 'NUL', 'NUL is named first');
  });

  it('takes parsed JSON of every kind that holds nothing unstorable', function () {
    for (const ok of [null, 0, -1.5, true, false, '', 'text', [], {}, [1, 'two', null, { three: [4] }], { a: { b: { c: 'd' } }, e: [null, true] }]) {
      assert.equal(unstorable(ok), undefined, JSON.stringify(ok));
    }
  });

  it('finds a NUL or a lone surrogate anywhere: top level, in arrays, in objects, in keys', function () {
    assert.equal(unstorable('a\0'), 'NUL');
    assert.equal(unstorable('\ud800'), 'LONE_SURROGATE');
    assert.equal(unstorable(['fine', ['fine', 'x\0']]), 'NUL');
    // Whichever order they are looked at in, a fine string does not end the search.
    assert.equal(unstorable(['x\0', 'fine']), 'NUL');
    assert.equal(unstorable({ a: '\ud800', b: 'fine', c: 2 }), 'LONE_SURROGATE');
    assert.equal(unstorable({ a: 'fine', b: { c: ['\udc00'] } }), 'LONE_SURROGATE');
    assert.equal(unstorable({ 'key\0': 'fine' }), 'NUL');
    assert.equal(unstorable({ ok: { '\ud83d': 1 } }), 'LONE_SURROGATE');
    assert.equal(unstorable(nested(MAX_NESTING - 1, 'deep\0')), 'NUL');
  });

  it(`allows ${MAX_NESTING} levels of nesting, not one more`, function () {
    assert.equal(MAX_NESTING, 32);
    assert.equal(unstorable(nested(MAX_NESTING)), undefined);
    assert.equal(unstorable(nested(MAX_NESTING, {})), 'TOO_DEEP');
    assert.equal(unstorable(nested(MAX_NESTING + 1)), 'TOO_DEEP');
    assert.equal(unstorable(nested(MAX_NESTING, [])), 'TOO_DEEP', 'an empty container counts as a level too');
    assert.equal(unstorable(nested(MAX_NESTING, null)), undefined, 'null is a value, not a container');
  });

  it('takes a smaller limit when given one', function () {
    assert.equal(unstorable({ a: { b: 1 } }, 2), undefined);
    assert.equal(unstorable({ a: { b: {} } }, 2), 'TOO_DEEP');
    assert.equal(unstorable([], 0), 'TOO_DEEP');
    assert.equal(unstorable('text', 0), undefined);
  });
});
