import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allSearchAttributes } from '../../src/temporal/searchAttributes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/**
 * Facts the docs state in words that the code decides (issue 41 §9 found three that had drifted).
 * docs/OPERATIONS.md's `ops status` example is checked against a real run in test/main/devStart.test.ts.
 */
describe('docs: what they say the code does', function () {
  it('counts the search attributes `temporal-setup` registers as there are, and names them all', function () {
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const count = words[allSearchAttributes.length]!;
    for (const file of ['README.md', 'docs/DEPLOYMENT.md']) {
      const text = read(file).replaceAll(/\s+/g, ' ');
      for (const [, said] of text.matchAll(/\b(\w+) search attributes\b/g)) {
        if (words.includes(said!)) assert.equal(said, count, `${file} says "${said} search attributes"`);
      }
    }
    const deployment = read('docs/DEPLOYMENT.md');
    for (const key of allSearchAttributes) assert.ok(deployment.includes(`\`${key.name}\``), `docs/DEPLOYMENT.md names ${key.name}`);
  });

  it('writes requests as the demo’s scripts do: $API already ends in /v1', function () {
    for (const file of ['README.md', 'docs/API.md', 'docs/SUPPLIERS.md', 'docs/OPERATIONS.md']) {
      assert.doesNotMatch(read(file), /\$API\/v1\//, `${file} writes $API/v1/…, while the demo sets API=…/v1`);
    }
  });
});
