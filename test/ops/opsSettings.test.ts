import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { withOpsSettings, writeOpsSettings } from '../../src/dev/opsSettings.ts';

const run = promisify(execFile);

/**
 * What `npm start` writes for `npm run ops` (`<data>/dev.env`), and the precedence ops reads it
 * with: the environment's own target wins whole, a variable set wins alone.
 */
describe('ops: the settings npm start writes', function () {
  let dir: string;
  const settings = {
    DATABASE_URL: 'postgresql://postgres:marketplace@127.0.0.1:54329/marketplace',
    TEMPORAL_ADDRESS: '127.0.0.1:7233',
    TEMPORAL_NAMESPACE: 'default',
    TEMPORAL_TASK_QUEUE: 'marketplace',
  };
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ops-settings-'));
    writeOpsSettings(join(dir, 'dev.env'), settings);
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('fills what the environment lacks when it names no database or Temporal of its own; a variable set wins', function () {
    const { env, from } = withOpsSettings({ DEV_DATA_DIR: dir, TEMPORAL_TASK_QUEUE: 'mine' });
    assert.equal(from, join(dir, 'dev.env'));
    assert.deepEqual(
      [env.DATABASE_URL, env.TEMPORAL_ADDRESS, env.TEMPORAL_NAMESPACE, env.TEMPORAL_TASK_QUEUE],
      [settings.DATABASE_URL, settings.TEMPORAL_ADDRESS, 'default', 'mine'],
    );
  });

  it('is not read at all when the environment names a target of its own: a production DATABASE_URL never meets the dev Temporal', function () {
    for (const own of [
      { DATABASE_URL: 'postgresql://prod/db' },
      { TEMPORAL_ADDRESS: 'temporal.prod:7233' },
      { TEMPORAL_API_KEY: 'k' },
      { TEMPORAL_PROFILE: 'prod' },
    ]) {
      const given = { DEV_DATA_DIR: dir, ...own };
      const { env, from } = withOpsSettings(given);
      assert.equal(from, undefined, JSON.stringify(own));
      assert.deepEqual(env, given);
    }
    // No file: nothing changes either.
    assert.deepEqual(withOpsSettings({ DEV_DATA_DIR: join(dir, 'none') }), { env: { DEV_DATA_DIR: join(dir, 'none') } });
  });

  it('is readable by its owner only, and a shell can source it as written', async function () {
    const file = join(dir, 'dev.env');
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    const { stdout } = await run('bash', ['-c', `set -a; . ${file}; printf '%s\\n' "$DATABASE_URL" "$TEMPORAL_ADDRESS"`]);
    assert.deepEqual(stdout.trim().split('\n'), [settings.DATABASE_URL, settings.TEMPORAL_ADDRESS]);
    assert.match(await readFile(file, 'utf8'), /^# Written by `npm start`/);
  });
});
