import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config.ts';
import { checkProductionSettings, isPlaceholderHost } from '../../src/main/productionSettings.ts';
import { freePort } from '../helpers/freePort.ts';
import { PRODUCTION_SETTINGS, startRole } from '../helpers/roleProcess.ts';
import { testStack } from '../helpers/stack.ts';

/**
 * Issue 45 §5: production refuses settings that are present but make no sense (exit 78, naming the
 * variable and why, never quoting the value), and a role whose PostgreSQL cannot be reached says
 * why at start.
 */
const GOOD = { ...PRODUCTION_SETTINGS, DATABASE_URL: 'postgresql://marketplace:s3cret@db.internal:5432/marketplace', NODE_ENV: 'production' };
const check = (env: Record<string, string>) => checkProductionSettings(loadConfig(env), env);

describe('the production guard', function () {
  it('accepts a real deployment’s settings', function () {
    assert.deepEqual(check(GOOD), { warnings: [] });
    assert.deepEqual(check({ ...GOOD, DATABASE_URL: 'postgresql://u:p@localhost:5432/m' }), { warnings: [] }, 'a database beside the pod (a sidecar)');
  });

  it('refuses a PUBLIC_URL that is not https, or a placeholder or local host, naming why', function () {
    for (const url of [
      'http://example.com',
      'http://localhost',
      'https://marketplace.example.com',
      'https://localhost:3000',
      'https://127.0.0.1',
      'https://CHANGE-ME.example',
      'https://api.marketplace.invalid',
    ]) {
      const { error } = check({ ...GOOD, PUBLIC_URL: url });
      assert.match(error ?? '', /^Invalid configuration: PUBLIC_URL: (not https|a placeholder or local host)/, url);
      assert.ok(!error!.includes(url), `${url}: the value is not quoted`);
    }
    assert.match(check({ ...GOOD, PUBLIC_URL: 'http://tickets.marketplace.test' }).error ?? '', /PUBLIC_URL: not https:\/\//);
    assert.equal(isPlaceholderHost('tickets.example.co.uk'), false);
    assert.equal(isPlaceholderHost('example.com'), true);
  });

  it('refuses the manifests’ placeholder database URL, without quoting it', function () {
    for (const url of ['postgresql://marketplace:CHANGE-ME@postgres.example.internal:5432/marketplace', 'postgres://u:p@db.example.com/m']) {
      const { error } = check({ ...GOOD, DATABASE_URL: url });
      assert.equal(error, 'Invalid configuration: DATABASE_URL: still a placeholder (CHANGE-ME or an example host).');
    }
  });

  it('refuses ALLOW_DEV_DEFAULTS=true with NODE_ENV=production, and lets a local stack start with warnings otherwise', function () {
    const refused = check({ ...GOOD, ALLOW_DEV_DEFAULTS: 'true' });
    assert.equal(refused.error, 'Invalid configuration: ALLOW_DEV_DEFAULTS: true together with NODE_ENV=production (the opt-out is for a local stack only).');
    const local = check({ DATABASE_URL: GOOD.DATABASE_URL, ALLOW_DEV_DEFAULTS: 'true', PUBLIC_URL: 'http://localhost:3000' });
    assert.equal(local.error, undefined);
    assert.deepEqual(
      local.warnings.map((w) => w.split(' (')[0]),
      [
        'WEBHOOK_SECRET_KEY is not set: accounts cannot make a webhook secret and notifications go out unsigned',
        'PUBLIC_URL is not https://',
        'PUBLIC_URL is a placeholder or local host',
      ],
    );
    // The opt-out never covers a database URL that cannot work.
    assert.match(
      check({ ...GOOD, NODE_ENV: 'development', ALLOW_DEV_DEFAULTS: 'true', DATABASE_URL: 'postgresql://u:CHANGE-ME@db/m' }).error ?? '',
      /DATABASE_URL: still a placeholder/,
    );
  });

  it('npm run api exits 78 naming the variable and the reason', async function () {
    const run = startRole('api', { ...GOOD, PUBLIC_URL: 'http://example.com', TEMPORAL_ADDRESS: '127.0.0.1:1' });
    assert.equal(await run.exited, 78);
    assert.equal(
      run.output(),
      'Invalid configuration: PUBLIC_URL: not https:// (agents send their tokens there); PUBLIC_URL: a placeholder or local host (example, CHANGE-ME, localhost): set the address agents reach. ALLOW_DEV_DEFAULTS=true (without NODE_ENV=production) lets a local stack start so.\n',
    );
  });

  it('a role whose PostgreSQL cannot be reached logs where it looked and why, never the password', async function () {
    const port = await freePort();
    const run = startRole('api', {
      ...GOOD,
      DATABASE_URL: `postgresql://marketplace:pa55word@127.0.0.1:${port}/marketplace`,
      TEMPORAL_ADDRESS: testStack().temporal.address,
      PORT: String(await freePort()),
      METRICS_PORT: '0',
    });
    try {
      for (let i = 0; i < 200 && !/PostgreSQL cannot be reached/.test(run.output()); i++) await new Promise((r) => setTimeout(r, 100));
      assert.match(run.output(), new RegExp(`PostgreSQL cannot be reached at 127\\.0\\.0\\.1:${port}/marketplace: connection refused`));
      assert.doesNotMatch(run.output(), /pa55word/);
    } finally {
      await run.stop();
    }
  });
});
