import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { MODE_HEADER, MODES, TEST_SCHEMA } from '../../src/domain/mode.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('domain: mode', function () {
  it('names the two worlds', function () {
    assert.deepEqual([...MODES], ['live', 'test']);
  });

  it('is the header docs/API.md tells agents every answer carries', function () {
    assert.match(read('docs/API.md'), new RegExp(`\`${MODE_HEADER}: live\` or \`${MODE_HEADER}: test\``));
  });

  it('is the schema the test-mode migration creates', function () {
    assert.match(read('src/db/migrations/Migration018TestMode.ts'), new RegExp(`create schema ${TEST_SCHEMA};`));
  });
});
