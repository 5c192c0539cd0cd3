import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as workflows from '../../workflows/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const architecture = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');

/** The rows of ARCHITECTURE's table of workflows, by workflow: its cells. */
function workflowTable(): Map<string, string[]> {
  const header = architecture.indexOf('| workflow | ID |');
  assert.ok(header >= 0, 'ARCHITECTURE.md has its table of workflows');
  const rows = new Map<string, string[]>();
  for (const line of architecture.slice(header).split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, ''));
    rows.set(cells[0]!.replace(/`/g, ''), cells);
  }
  return rows;
}

/** Every signal, update and query name defined under workflows/. */
function definedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(join(root, 'workflows'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(root, 'workflows', file), 'utf8');
    for (const m of text.matchAll(/\bdefine(?:Signal|Update|Query)\b(?:<[^>]*>)?\(\s*'([^']+)'/g)) names.add(m[1]!);
  }
  return names;
}

/** docs/ARCHITECTURE.md, "Workflows": the table is the list of every workflow and the signals and updates each takes. */
describe('ARCHITECTURE.md, its table of workflows', function () {
  it('has a row for every workflow the worker runs, and for no other', function () {
    const bundled = Object.keys(workflows).sort();
    assert.ok(bundled.length >= 10, bundled.join());
    assert.deepEqual([...workflowTable().keys()].sort(), bundled);
  });

  it('names every signal, update and query the workflows define, and only those', function () {
    const listed = new Set([...workflowTable().values()].flatMap((cells) => [...(cells[3] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1]!)));
    assert.deepEqual([...listed].sort(), [...definedNames()].sort());
  });
});
