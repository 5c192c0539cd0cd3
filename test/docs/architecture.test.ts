import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as workflows from '../../workflows/index.ts';
import { readLayers } from '../../scripts/arrows.ts';

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

/** Every signal, update and query name the contracts define (contracts/: nothing else defines one, test/workflows/boundaries.test.ts). */
function definedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(join(root, 'contracts'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(root, 'contracts', file), 'utf8');
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

/** The first column of ARCHITECTURE's folder table ("Folders"): each path it names. */
function folderTable(): string[] {
  const start = architecture.indexOf('```', architecture.indexOf('## Folders'));
  const end = architecture.indexOf('```', start + 3);
  return architecture
    .slice(start + 3, end)
    .split('\n')
    .map((line) => /^(\S+)/.exec(line)?.[1])
    .filter((path): path is string => Boolean(path));
}

/** docs/ARCHITECTURE.md, "Folders" and "Layers": the table of folders and the layers are the tree's. */
describe('ARCHITECTURE.md, its folders and layers', function () {
  it('names every top-level folder that holds code, and only folders and files that exist', function () {
    const listed = folderTable();
    for (const folder of ['src', 'contracts', 'workflows', 'activities', 'test', 'bench', 'examples', 'clients']) {
      assert.ok(
        listed.some((path) => path === `${folder}/` || path.startsWith(`${folder}/`)),
        `the table has no row for ${folder}/`,
      );
    }
    const missing = listed
      .flatMap((path) => path.split(','))
      .map((path) => path.trim())
      .filter((path) => path && !path.includes('<'))
      .map((path) => (path.startsWith('src/') || !path.endsWith('.ts') || path.includes('/') ? path : `src/${path}`))
      .filter((path) => !existsSync(join(root, path)));
    assert.deepEqual(missing, []);
  });

  it('its table of layers names the layers of .dependency-cruiser.mjs, top to bottom', async function () {
    const { layers } = await readLayers();
    const section = architecture.slice(architecture.indexOf('## Layers'));
    const rows = section
      .slice(section.indexOf('| layer, top to bottom |'))
      .split('\n')
      .slice(2)
      .filter((line, i, all) => line.startsWith('|') && all.slice(0, i).every((l) => l.startsWith('|')))
      .map((line) => line.split(' | ')[0]!.replace(/^\| /, ''));
    assert.deepEqual(
      rows,
      layers.map((l) => l.name),
    );
  });

  it('lists each exception of .dependency-cruiser.mjs under "Layers", and says how many there are', async function () {
    const { exceptions } = await readLayers();
    const section = architecture.slice(architecture.indexOf('## Layers'), architecture.indexOf('\n## ', architecture.indexOf('## Layers') + 3));
    const numbered = [...section.matchAll(/^(\d+)\. \*\*/gm)].length;
    assert.equal(numbered, exceptions.length);
    assert.match(architecture, new RegExp(`with\\s+${exceptions.length}\\s+exceptions?\\s+named\\s+there`));
  });
});
