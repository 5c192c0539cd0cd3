import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers/freePort.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

/**
 * Ctrl-C in a terminal sends SIGINT to the whole foreground process group: `npm start` and every
 * child it did not put in a group of its own. Postgres used to hear it beside us, terminate our
 * connections mid-shutdown, and every pool logged the fact (about 190 lines per Ctrl-C).
 */
describe('npm start: Ctrl-C', function () {
  this.timeout(150_000);
  let dataDir: string;
  let child: ReturnType<typeof spawn> | undefined;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dev-shutdown-'));
    // Postgres runs as its own user when we are root: it must be able to enter the folder.
    await chmod(dataDir, 0o755);
  });
  after(async () => {
    if (child?.exitCode === null) {
      process.kill(-child.pid!, 'SIGKILL');
      await once(child, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops quietly: no warning or error after "shutting down", exit code 0', async () => {
    const api = await freePort();
    child = spawn(process.execPath, ['src/main/dev.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(api),
        DEV_POSTGRES_PORT: String(await freePort()),
        DEV_TEMPORAL_PORT: String(await freePort()),
        METRICS_PORT: '0',
        TEMPORAL_METRICS_PORT: '0',
        DEV_DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      // A group of its own, led by `npm start`'s process, as a terminal's foreground job is.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d));
    child.stderr!.on('data', (d: Buffer) => (out += d));
    await eventually(() => assert.ok(out.includes('Ctrl-C stops everything') || child!.exitCode !== null, 'neither ready nor exited'), 90_000, 'npm start');
    assert.equal(child.exitCode, null, out);
    // Connections in every pool: an account (ORM, mail outbox), failed logins (the failure limits' pool).
    const created = await fetch(`http://127.0.0.1:${api}/v1/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Quiet', email: 'quiet@example.com', callback_url: 'https://cb.example.com', notification_url: 'https://n.example.com' }),
    });
    assert.equal(created.status, 200);
    for (let i = 0; i < 3; i++) {
      const refused = await fetch(`http://127.0.0.1:${api}/v1/account`, { headers: { authorization: `Basic ${btoa('quiet@example.com:wrong')}` } });
      assert.equal(refused.status, 401);
    }
    await eventually(() => assert.ok(out.includes('e-mail not sent (no SMTP_URL)'), 'the worker has not sent the e-mail yet'), 30_000, 'the worker');

    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGINT');
    const [code] = (await exited) as [number | null];
    const after = out.slice(out.indexOf('shutting down'));
    assert.ok(out.includes('shutting down'), out);
    assert.equal(code, 0, after);
    // The dev server's own lines too (`level=ERROR msg="Persistent store operation failure" … context canceled`).
    const loud = after.split('\n').filter((line) => / (WARN|ERROR|FATAL): |level=(WARN|ERROR)/.test(line));
    assert.deepEqual(loud, [], after);
    assert.ok(after.split('\n').length < 25, `${after.split('\n').length} lines after Ctrl-C:\n${after}`);
  });
});
