import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The dependency rules a linter cannot state: workflow code is replayed in Temporal's sandbox, so
 * it imports only `@temporalio/workflow`, other workflow code, and types; the HTTP layer is only
 * ever imported by the app, the server roles and other HTTP code.
 */
describe('module boundaries', function () {
  it('workflows import only @temporalio/workflow, other workflow modules, and types', function () {
    const offending: string[] = [];
    for (const file of sources('workflows')) {
      for (const { specifier, typeOnly } of importsOf(file)) {
        if (typeOnly || specifier === '@temporalio/workflow') continue;
        const inWorkflows = specifier.startsWith('.') && !relative(join(root, 'workflows'), resolve(root, dirname(file), specifier)).startsWith('..');
        if (!inWorkflows) offending.push(`${file} imports ${specifier}`);
      }
    }
    assert.deepEqual(offending, []);
  });

  it('only the app, the server roles, the routes (and their OpenAPI description), the authentication guard and the HTTP layer import src/http', function () {
    const offending: string[] = [];
    for (const file of [...sources('src'), ...sources('activities'), ...sources('workflows')]) {
      const describesRoutes = file === 'src/openapi/operations.ts';
      // The accounts area gives the HTTP layer its `authenticated` guard: who the credentials name is the accounts' to say.
      const guardsRoutes = file === 'src/accounts/authenticate.ts';
      if (
        file.startsWith('src/http/') ||
        file === 'src/app.ts' ||
        file.startsWith('src/main/') ||
        file.endsWith('/routes.ts') ||
        describesRoutes ||
        guardsRoutes
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

  it("every workflow area's signals, updates and queries are defined in its shared.ts", function () {
    const definitions = /\bdefine(Signal|Update|Query)\b\s*(<|\()/;
    const offending: string[] = [];
    for (const { files } of areas()) {
      for (const file of files) {
        if (file.endsWith('/shared.ts')) continue;
        if (definitions.test(readFileSync(join(root, file), 'utf8'))) offending.push(file);
      }
    }
    assert.deepEqual(offending, []);
    // Outside the areas only the status query every workflow answers.
    const top = readdirSync(join(root, 'workflows')).filter((f) => f.endsWith('.ts') && definitions.test(readFileSync(join(root, 'workflows', f), 'utf8')));
    assert.deepEqual(top, ['status.ts']);
  });

  it("every workflow takes an input type from its area's shared.ts", function () {
    const offending: string[] = [];
    let workflows = 0;
    for (const { area, files } of areas()) {
      const shared = files.includes(`workflows/${area}/shared.ts`) ? readFileSync(join(root, 'workflows', area, 'shared.ts'), 'utf8') : '';
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

  it('the API side imports from a workflow area its shared.ts, and otherwise only workflows (by reference)', function () {
    const offending: string[] = [];
    for (const file of sources('src')) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/gms)) {
        const target = relative(root, resolve(root, dirname(file), m[2]!));
        if (!/^workflows\/[^/]+\/[^/]+\.ts$/.test(target) || target.endsWith('/shared.ts')) continue;
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
    for (const file of [...sources('src'), ...sources('activities'), ...sources('workflows'), ...sources('test')]) {
      if (file === 'test/workflows/boundaries.test.ts') continue;
      for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
        if (byString.test(line)) offending.push(`${file}: ${line.trim()}`);
      }
    }
    assert.deepEqual(offending, []);
  });
});
