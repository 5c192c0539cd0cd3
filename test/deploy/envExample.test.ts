import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ConfigSchema, loadConfig } from '../../src/config.ts';
import { envExample } from '../../src/ops/envExample.ts';
import { TEMPORAL_VARIABLES } from '../../src/temporal/connectionConfig.ts';

const file = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
const listed = new Set([...file.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));

describe('.env.example', function () {
  it('is what `npm run env:example` makes from the config schema', function () {
    assert.equal(file, envExample(), 'run `npm run env:example`');
  });

  it('names every variable the config reads: the schema’s and Temporal’s connection settings', function () {
    for (const key of Object.keys(ConfigSchema.shape)) assert.ok(listed.has(key), key);
    // Read from the source rather than trusted from the list: a TEMPORAL_* variable the connection
    // code reads and TEMPORAL_VARIABLES forgot fails here.
    const source = readFileSync(new URL('../../src/temporal/connectionConfig.ts', import.meta.url), 'utf8');
    const read = new Set(
      [...source.matchAll(/\b(TEMPORAL_[A-Z_]+)\b/g)]
        .map((m) => m[1]!)
        .filter((v) => !['TEMPORAL_DEFAULTS', 'TEMPORAL_VARIABLES', 'TEMPORAL_GRPC_META_'].includes(v)),
    );
    for (const variable of read) assert.ok(variable in TEMPORAL_VARIABLES && listed.has(variable), variable);
  });

  it('with its required lines filled, is a configuration the roles accept', function () {
    const required = [...file.matchAll(/^([A-Z][A-Z0-9_]+)=$/gm)].map((m) => m[1]!);
    assert.deepEqual(required.sort(), ['DATABASE_URL', 'PUBLIC_URL', 'WEBHOOK_SECRET_KEY']);
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u:p@db/marketplace',
      PUBLIC_URL: 'https://market.example',
      WEBHOOK_SECRET_KEY: Buffer.alloc(32).toString('base64'),
    });
    assert.equal(config.PUBLIC_URL, 'https://market.example');
  });
});
