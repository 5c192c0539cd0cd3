import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * One OpenTelemetry SDK in the production install (issue 34 §7): Temporal's interceptors package
 * declares the 1.x SDK, which npm would install beside ours; package.json's overrides give it ours
 * (docs/DECISIONS.md, "One OpenTelemetry SDK"), and the roles load only its parts that need none.
 */
const SDK = /^@opentelemetry\/(api|core|resources|sdk-trace|sdk-trace-base|sdk-trace-node|context-async-hooks|instrumentation)$/;

type LockEntry = { name?: string; version: string; dev?: boolean };

describe('OpenTelemetry in the production install', function () {
  it('has one version of each SDK package, none nested under another package', function () {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockEntry> };
    const versions = new Map<string, Set<string>>();
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (entry.dev || !path.includes('@opentelemetry/')) continue;
      const folder = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      // An aliased folder (sdk-trace-base → sdk-trace) counts as the package it holds.
      const name = entry.name ?? folder;
      if (!SDK.test(name)) continue;
      assert.equal(path, `node_modules/${folder}`, `${name} ${entry.version} nested at ${path}`);
      versions.set(name, (versions.get(name) ?? new Set()).add(entry.version));
    }
    for (const [name, found] of versions) assert.equal(found.size, 1, `${name}: ${[...found].join(', ')}`);
    assert.match([...(versions.get('@opentelemetry/core') ?? [])][0] ?? '', /^3\./);
  });

  it('loads each SDK package once, from one folder, when a role starts tracing with Temporal’s interceptors', function () {
    const script = `
      import { registerHooks } from 'node:module';
      const seen = new Set();
      registerHooks({ resolve(specifier, context, next) { const found = next(specifier, context); seen.add(found.url); return found; } });
      const { tracingClientInterceptors, tracingWorkerInterceptors } = await import('./src/temporal/tracing.ts');
      const { startTracing } = await import('./src/telemetry/tracing.ts');
      const tracing = startTracing({ serviceName: 'one-sdk', endpoint: 'http://127.0.0.1:9' });
      tracingClientInterceptors();
      tracingWorkerInterceptors();
      await tracing.shutdown();
      process.stdout.write(JSON.stringify([...seen]));`;
    const urls = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } }),
    ) as string[];
    const folders = new Map<string, Set<string>>();
    for (const url of urls) {
      const match = /^(.*\/node_modules\/(@opentelemetry\/[^/]+))\//.exec(url);
      if (!match) continue;
      folders.set(match[2]!, (folders.get(match[2]!) ?? new Set()).add(match[1]!));
    }
    assert.ok(folders.has('@opentelemetry/sdk-trace'), [...folders.keys()].join(', '));
    assert.ok(!folders.has('@opentelemetry/sdk-trace-base'), 'the interceptors’ workflow part (and its SDK) is not loaded');
    for (const [name, paths] of folders) assert.equal(paths.size, 1, `${name} from ${[...paths].join(', ')}`);
  });
});
