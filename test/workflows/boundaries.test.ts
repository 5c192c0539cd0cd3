import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(folder, file));
}

/** Every import statement of a file: its specifier and whether it brings in types only. */
function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)].map((m) => ({ specifier: m[3]!, typeOnly: Boolean(m[2]) }));
}

/** Whether `specifier`, imported by `file`, is a module under `folder`. */
function within(folder: string, file: string, specifier: string): boolean {
  return specifier.startsWith('.') && !relative(join(root, folder), resolve(root, dirname(file), specifier)).startsWith('..');
}

/**
 * The dependency rules a linter cannot state: workflow code is replayed in Temporal's sandbox, so
 * it imports only `@temporalio/workflow`, other workflow code, the contracts (bundled with it), and
 * types; the contracts import only `@temporalio/workflow`, each other, and types of the pure
 * domain; the HTTP layer is only ever imported by the app, the server roles and other HTTP code.
 */
describe('module boundaries', function () {
  it('workflows import only @temporalio/workflow, other workflow modules, the contracts, and types', function () {
    const offending: string[] = [];
    for (const file of sources('workflows')) {
      for (const { specifier, typeOnly } of importsOf(file)) {
        if (typeOnly || specifier === '@temporalio/workflow') continue;
        if (!within('workflows', file, specifier) && !within('contracts', file, specifier)) offending.push(`${file} imports ${specifier}`);
      }
    }
    assert.deepEqual(offending, []);
  });

  it('the contracts import only @temporalio/workflow, each other, and types (of the pure domain or the Temporal SDK)', function () {
    const files = sources('contracts');
    assert.ok(files.length >= 8, files.join());
    const offending: string[] = [];
    for (const file of files) {
      for (const { specifier, typeOnly } of importsOf(file)) {
        if (specifier === '@temporalio/workflow' || within('contracts', file, specifier)) continue;
        const allowedType = typeOnly && (within('src/domain', file, specifier) || specifier.startsWith('@temporalio/'));
        if (!allowedType) offending.push(`${file} imports ${specifier}`);
      }
    }
    assert.deepEqual(offending, []);
  });

  it('only the app, the server roles, the routes (with their request schemas and OpenAPI description), the authentication guard and the HTTP layer import src/http', function () {
    const offending: string[] = [];
    for (const file of [...sources('src'), ...sources('contracts'), ...sources('activities'), ...sources('workflows')]) {
      const describesRoutes = file === 'src/openapi/operations.ts';
      // The accounts area gives the HTTP layer its `authenticated` guard: who the credentials name is the accounts' to say.
      const guardsRoutes = file === 'src/accounts/authenticate.ts';
      // An area's request schemas are its routes' input: a paged list takes the HTTP layer's paging fields (src/http/pageByCursor.ts).
      const routeInput = /^src\/[A-Za-z]+\/schemas\.ts$/.test(file);
      if (
        file.startsWith('src/http/') ||
        file === 'src/app.ts' ||
        file.startsWith('src/main/') ||
        file.endsWith('/routes.ts') ||
        describesRoutes ||
        guardsRoutes ||
        routeInput
      )
        continue;
      for (const { specifier } of importsOf(file)) {
        const target = relative(root, resolve(root, dirname(file), specifier));
        if (specifier.startsWith('.') && target.startsWith('src/http/')) offending.push(`${file} imports ${specifier}`);
      }
    }
    assert.deepEqual(offending, []);
  });

  /** Each area's folder under workflows/ (a workflow area), and its files. */
  const areas = () =>
    readdirSync(join(root, 'workflows'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({ area: entry.name, files: sources(join('workflows', entry.name)) }));

  it('signals, updates and queries are defined in the contracts only', function () {
    const definitions = /\bdefine(Signal|Update|Query)\b\s*(<|\()/;
    const defining = (files: string[]) => files.filter((file) => definitions.test(readFileSync(join(root, file), 'utf8')));
    assert.deepEqual(defining([...sources('src'), ...sources('activities'), ...sources('workflows')]), []);
    assert.ok(defining(sources('contracts')).length >= 4);
  });

  it("every workflow takes an input type from its area's contract (contracts/<area>.ts)", function () {
    const offending: string[] = [];
    let workflows = 0;
    for (const { area, files } of areas()) {
      const contract = join(root, 'contracts', `${area}.ts`);
      const shared = existsSync(contract) ? readFileSync(contract, 'utf8') : '';
      for (const file of files) {
        for (const m of readFileSync(join(root, file), 'utf8').matchAll(/export async function (\w+Workflow)\(([^)]*)\)/g)) {
          workflows++;
          if (m[2]!.trim() === '') continue;
          const input = m[2]!.match(/^\s*\w+\s*:\s*(\w+)\s*$/)?.[1];
          if (!input || !new RegExp(`export type ${input}\\b`).test(shared)) offending.push(`${file}: ${m[1]}(${m[2]})`);
        }
      }
    }
    assert.ok(workflows >= 10, `found ${workflows} workflows`);
    assert.deepEqual(offending, []);
  });

  it('the API side and the activities take the contract from contracts/, and from workflows/ only workflows (by reference)', function () {
    const offending: string[] = [];
    for (const file of [...sources('src'), ...sources('activities')]) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/gms)) {
        const target = relative(root, resolve(root, dirname(file), m[2]!));
        if (!target.startsWith('workflows/')) continue;
        const names = m[1]!
          .split(',')
          .map((n) => n.trim().replace(/^type\s+/, ''))
          .filter(Boolean);
        for (const name of names) if (!/Workflow$/.test(name)) offending.push(`${file} imports ${name} from ${target}`);
      }
    }
    assert.deepEqual(offending, []);
  });

  it('no workflow, update or signal is named by a string outside its definition', function () {
    const workflowNames = sources('workflows').flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/export async function (\w+Workflow)\b/g)].map((m) => m[1]!),
    );
    assert.ok(workflowNames.length >= 7, workflowNames.join());
    // Where a name would be passed: starting, signalling or updating by string, or a workflow's name anywhere.
    const byString = new RegExp(
      [
        String.raw`\bworkflow\.(start|execute|signalWithStart|executeUpdateWithStart|startUpdateWithStart)(<[^>]*>)?\(\s*['"\x60]`,
        String.raw`\.(signal|executeUpdate|startUpdate)(<[^>]*>)?\(\s*['"\x60]`,
        String.raw`\b(startChild|executeChild|WithStartWorkflowOperation)(<[^>]*>)?\(\s*['"\x60]`,
        String.raw`\b(workflowType|signal|update)\s*:\s*['"\x60]`,
        ...workflowNames.map((name) => `['"\x60]${name}['"\x60]`),
      ].join('|'),
    );
    const offending: string[] = [];
    for (const file of [...sources('src'), ...sources('contracts'), ...sources('activities'), ...sources('workflows'), ...sources('test')]) {
      if (file === 'test/workflows/boundaries.test.ts') continue;
      for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
        if (byString.test(line)) offending.push(`${file}: ${line.trim()}`);
      }
    }
    assert.deepEqual(offending, []);
  });
});
