import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATED_FILE, generateTypes } from '../../clients/typescript/scripts/generate.ts';
import { NOT_WRAPPED, OPERATIONS } from '../../clients/typescript/src/operations.ts';
import { agentApiDocument } from '../../src/openapi/document.ts';

const CLIENT_SRC = new URL('../../clients/typescript/src/', import.meta.url);

describe('the typed client: generated from the document the server serves', function () {
  it('its generated types are what GET /openapi.json makes now (else: npm run client:generate)', async function () {
    this.timeout(30_000);
    const dir = mkdtempSync(join(tmpdir(), 'client-types-'));
    try {
      const fresh = join(dir, 'openapi.ts');
      writeFileSync(fresh, await generateTypes());
      const committed = readFileSync(GENERATED_FILE, 'utf8').split('\n');
      const now = readFileSync(fresh, 'utf8').split('\n');
      const line = committed.findIndex((text, i) => text !== now[i]);
      const differs = line >= 0 || committed.length !== now.length;
      const at = line >= 0 ? line : Math.min(committed.length, now.length);
      assert.ok(
        !differs,
        `clients/typescript/src/generated/openapi.ts is stale against the server's document: run \`npm run client:generate\`. ` +
          `First difference at line ${at + 1}:\n  committed: ${committed[at] ?? '(end of file)'}\n  now:       ${now[at] ?? '(end of file)'}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has a method for every operation of the document (or says why not), and none for an operation it lacks', function () {
    const documented = Object.entries(agentApiDocument().paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
        .map((method) => `${method} ${path}`),
    );
    const wrapped = Object.values(OPERATIONS).map((op) => `${op.method} ${op.path}`);
    assert.deepEqual(
      documented.filter((op) => !wrapped.includes(op) && !(NOT_WRAPPED as readonly string[]).includes(op)),
      [],
      'operations without a client method',
    );
    assert.deepEqual(
      wrapped.filter((op) => !documented.includes(op)),
      [],
      'client methods for operations the document lacks',
    );
  });

  it('repeats a POST after a lost answer exactly where the document says the API honours its Idempotency-Key', function () {
    const paths = agentApiDocument().paths as Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    for (const [name, op] of Object.entries(OPERATIONS)) {
      const honours = (paths[op.path]?.[op.method]?.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      assert.equal(op.keyed, honours, name);
    }
  });

  it('imports nothing but its own modules and openapi-fetch: no Node built-in, so it runs in browsers, Deno and Bun', function () {
    const imports = readdirSync(CLIENT_SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...readFileSync(new URL(file, CLIENT_SRC), 'utf8').matchAll(/^(?:import|export)[^;]*? from '([^']+)'/gm)].map((m) => m[1]!));
    assert.ok(imports.length > 10, 'the sources were read');
    assert.deepEqual(
      imports.filter((specifier) => !specifier.startsWith('./') && specifier !== 'openapi-fetch'),
      [],
    );
  });
});
