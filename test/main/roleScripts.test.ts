import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { delimiter } from 'node:path';
import { promisify } from 'node:util';
import { testStack } from '../helpers/stack.ts';

const run = promisify(execFile);

/**
 * `npm run api|worker|migrate|ops` run under Node 24 as `npm start` does, even when the system's
 * Node, first on PATH, is older (this machine's is 20, which cannot load our `.ts` files: before,
 * "Unknown file extension .ts"). Shown with the one role that finishes by itself: `migrate`,
 * against the tests' database (everything applied already, so it changes nothing).
 */
describe('npm run <role> on a machine whose Node is older than 24', function () {
  this.timeout(120_000);

  it('runs migrate under Node 24 with the system Node first on PATH', async function () {
    // The PATH without this run's Node 24: `node` is whatever the system has.
    const path = (process.env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => !dir.includes('.tools/node24'))
      .join(delimiter);
    const env = { ...process.env, PATH: path, DATABASE_URL: testStack().databaseUrl, WITH_NODE24_NO_INSTALL: '1', LOG_LEVEL: 'info' };
    const systemNode = await run('node', ['-p', 'process.versions.node'], { env }).then(
      (r) => r.stdout.trim(),
      () => 'none',
    );
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'migrate'], { env, cwd: process.cwd() });
    const output = `${stdout}${stderr}`;
    assert.doesNotMatch(output, /Unknown file extension/);
    assert.match(output, /migrat/i, `the role ran (system Node ${systemNode}): ${output.slice(0, 500)}`);
  });

  it('npm run worker refuses a bad configuration (exit 78, naming it) before it spends seconds bundling the workflows', async function () {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      WITH_NODE24_NO_INSTALL: '1',
      PUBLIC_URL: 'http://localhost:3000',
    };
    const refused = await run('npm', ['run', '--silent', 'worker'], { env, cwd: process.cwd() }).then(
      () => assert.fail('the worker started without DATABASE_URL'),
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
    assert.equal(refused.code, 78, refused.stderr);
    assert.match(refused.stderr, /DATABASE_URL: required/);
    assert.doesNotMatch(refused.stdout, /workflow bundle written/, 'refused before the bundle, not after it');
  });
});
