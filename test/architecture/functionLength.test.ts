import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isArrayLiteralExpression,
  isArrowFunction,
  isBinaryExpression,
  isCallExpression,
  isClassDeclaration,
  isFunctionLikeDeclaration,
  isIdentifier,
  isObjectLiteralExpression,
  isPropertyAccessExpression,
  isPropertyAssignment,
  isVariableDeclaration,
  type Node,
  type SourceFile,
} from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Past a screen and a half, a function hides its parts from a reader's scroll and from anything that lists definitions. */
const MAX_LINES = 120;

/** The code the project runs and ships; tests and vendor/ are left out. */
const FOLDERS = ['src', 'workflows', 'activities', 'bench', 'scripts', 'clients'];
const SOURCE = /\.(ts|mts|cts|js|mjs|cjs)$/;
/**
 * Written by tools, not by hand: the client's types, made by openapi-typescript (`npm run
 * client:generate`), and the package as `npm pack` builds it (git-ignored).
 */
const GENERATED = ['clients/typescript/src/generated/', 'clients/typescript/dist/'];

/**
 * Functions long only because they build a data literal (the lines of their object and array
 * literals that hold no code do not count against them here; the test checks that the rest is
 * within the limit). Each one named, with the reason.
 */
// None at present: the OpenAPI document's webhooks moved to a table of their own (src/openapi/webhooks.ts).
const DATA_TABLES: Record<string, string> = {};

type Measured = { file: string; line: number; name: string; lines: number; codeLines: number };

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) => readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
    .filter((file) => SOURCE.test(file) && !file.split('/').includes('node_modules') && !file.endsWith('.d.ts'))
    .filter((file) => !GENERATED.some((prefix) => file.startsWith(prefix)))
    .sort();
}

/** A name a reader can find: the declaration's, or what the function is assigned to or passed to. */
function nameOf(node: Node, file: SourceFile): string {
  const named = (node as { name?: Node }).name;
  const owner = node.parent && isClassDeclaration(node.parent) && node.parent.name ? `${node.parent.name.text}.` : '';
  if (named) return `${owner}${named.getText(file)}`;
  const parent = node.parent;
  if (isVariableDeclaration(parent) || isPropertyAssignment(parent)) return parent.name.getText(file);
  if (isBinaryExpression(parent)) return parent.left.getText(file);
  if (isCallExpression(parent)) {
    const callee = parent.expression;
    const calleeName = isIdentifier(callee) ? callee.text : isPropertyAccessExpression(callee) ? callee.name.text : 'a call';
    return `(function passed to ${calleeName})`;
  }
  return isArrowFunction(node) ? '(arrow function)' : '(function expression)';
}

/** Lines of the object and array literals in `node` that hold no function: data, not code. */
function dataLines(node: Node, file: SourceFile): Set<number> {
  const lines = new Set<number>();
  const holdsCode = (n: Node): boolean => isFunctionLikeDeclaration(n) || Boolean(n.forEachChild((child) => (holdsCode(child) ? true : undefined)));
  const visit = (n: Node): void => {
    if ((isObjectLiteralExpression(n) || isArrayLiteralExpression(n)) && !holdsCode(n)) {
      const first = file.getLineAndCharacterOfPosition(n.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(n.end).line;
      for (let line = first; line <= last; line++) lines.add(line);
      return;
    }
    n.forEachChild(visit);
  };
  node.forEachChild(visit);
  return lines;
}

function measure(file: SourceFile, path: string): Measured[] {
  const measured: Measured[] = [];
  const visit = (node: Node): void => {
    if (isFunctionLikeDeclaration(node) && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.end).line;
      const lines = last - first + 1;
      const codeLines = lines > MAX_LINES ? lines - dataLines(node, file).size : lines;
      measured.push({ file: path, line: first + 1, name: nameOf(node, file), lines, codeLines });
    }
    node.forEachChild(visit);
  };
  file.forEachChild(visit);
  return measured;
}

/**
 * Every function-like node (declarations, expressions, arrows, methods, accessors, constructors)
 * of the files, parsed by TypeScript's own parser (the `typescript` package's API, which runs
 * tsgo) through a throwaway tsconfig that names exactly these files.
 */
function measureAll(base: string, files: string[]): Measured[] {
  const dir = mkdtempSync(join(tmpdir(), 'function-length-'));
  const api = new API({ cwd: base });
  try {
    const config = join(dir, 'tsconfig.json');
    const compilerOptions = { allowJs: true, noEmit: true, noResolve: true, types: [], skipLibCheck: true };
    writeFileSync(config, JSON.stringify({ compilerOptions, files: files.map((file) => join(base, file)) }));
    const project = api.updateSnapshot({ openProject: config }).getProjects()[0];
    assert.ok(project, 'the throwaway tsconfig did not open');
    return files.flatMap((path) => {
      const file = project.program.getSourceFile(join(base, path));
      assert.ok(file, `${path}: not parsed`);
      return measure(file, path);
    });
  } finally {
    api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const describeOne = (m: Measured) => `${m.file}:${m.line} ${m.name} (${m.lines} lines)`;

describe('function length', function () {
  this.timeout(120_000);
  let measured: Measured[];

  before(function () {
    measured = measureAll(root, sourceFiles());
  });

  it('reads every source file of the folders it covers', function () {
    assert.ok(measured.length > 1500, `only ${measured.length} functions measured`);
    for (const folder of FOLDERS)
      assert.ok(
        measured.some((m) => m.file.startsWith(`${folder}/`)),
        `nothing measured in ${folder}/`,
      );
  });

  it(`no function runs past ${MAX_LINES} lines`, function () {
    const tooLong = measured.filter((m) => m.lines > MAX_LINES).filter((m) => !DATA_TABLES[`${m.file} ${m.name}`]);
    assert.deepEqual(tooLong.map(describeOne), []);
  });

  it(`a data table's function is within ${MAX_LINES} lines without its data literals`, function () {
    for (const [key, reason] of Object.entries(DATA_TABLES)) {
      const found = measured.filter((m) => `${m.file} ${m.name}` === key);
      assert.equal(found.length, 1, `${key} (${reason}): not found once; rename or remove its entry`);
      const [table] = found as [Measured];
      assert.ok(table.lines > MAX_LINES, `${describeOne(table)}: within the limit now; remove its entry`);
      assert.ok(table.codeLines <= MAX_LINES, `${describeOne(table)}: ${table.codeLines} lines of code besides its data`);
    }
  });

  it('measures nested functions on their own and in their parent, and tells data from code', function () {
    const dir = mkdtempSync(join(tmpdir(), 'function-length-sample-'));
    try {
      const body = (n: number) => Array.from({ length: n }, (_, i) => `    step${i}();`).join('\n');
      const rows = (n: number) => Array.from({ length: n }, (_, i) => `    { id: ${i}, name: 'row ${i}' },`).join('\n');
      writeFileSync(
        join(dir, 'sample.ts'),
        [
          'export function outer() {',
          '  const inner = () => {',
          body(125),
          '  };',
          '  inner();',
          '}',
          'export function table() {',
          '  return [',
          rows(150),
          '  ];',
          '}',
        ].join('\n'),
      );
      const found = measureAll(dir, ['sample.ts']).map((m) => `${describeOne(m)} code ${m.codeLines}`);
      assert.deepEqual(found, ['sample.ts:1 outer (130 lines) code 130', 'sample.ts:2 inner (127 lines) code 127', 'sample.ts:131 table (154 lines) code 2']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
