import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DevServerExited, startDevServer, takenPortIn } from '../../src/dev/temporalDevServer.ts';
import { createLogger } from '../../src/logger.ts';
import { freePort } from '../helpers/freePort.ts';
import { testStack } from '../helpers/stack.ts';
import { temporalCliPath } from '../helpers/temporalServer.ts';

/**
 * `npm start`'s Temporal dev server counts as running only once it said so itself (issue 41): one
 * whose port another Temporal holds exits, and the other server answering on that port is never
 * taken for it. Before, `npm start` went on against the other instance's server, and its worker
 * took that instance's tasks against its own database.
 */
describe('npm start: its Temporal dev server', function () {
  this.timeout(60_000);
  let dir: string;
  const logger = createLogger('silent');
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dev-server-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function ports() {
    return { port: await freePort(), uiPort: await freePort(), httpPort: await freePort(), metricsPort: await freePort() };
  }

  it('exits naming the port when another Temporal answers on its own: the other one is never taken for it', async function () {
    // The suite's own Temporal dev server holds this port and answers writes on it.
    const taken = Number(testStack().temporal.address.split(':').at(-1));
    const started = startDevServer({ binary: temporalCliPath(), ports: { ...(await ports()), port: taken }, dbFile: join(dir, 'a.sqlite'), logger });
    const err = await started.then(
      (server) => server.stop().then(() => assert.fail('started against the other server')),
      (e: unknown) => e,
    );
    assert.ok(err instanceof DevServerExited, String(err));
    assert.deepEqual(err.port, { port: taken, variable: 'DEV_TEMPORAL_PORT' });
  });

  it('names the UI’s port when that is the one taken, not the Temporal port', async function () {
    const holder: Server = createServer();
    const uiPort = await freePort();
    await new Promise<void>((resolve) => holder.listen(uiPort, '127.0.0.1', resolve));
    try {
      const err = await startDevServer({ binary: temporalCliPath(), ports: { ...(await ports()), uiPort }, dbFile: join(dir, 'b.sqlite'), logger }).then(
        (server) => server.stop().then(() => assert.fail('started without its UI port')),
        (e: unknown) => e,
      );
      assert.ok(err instanceof DevServerExited, String(err));
      assert.deepEqual(err.port, { port: uiPort, variable: 'DEV_TEMPORAL_UI_PORT' });
    } finally {
      holder.close();
    }
  });

  it('reads which port its own error names, each with the variable that moves it', function () {
    const lines: [string, { port: number; variable: string } | undefined][] = [
      [
        'level=ERROR msg="can\'t set frontend port 7233: listen tcp 127.0.0.1:7233: bind: address already in use"',
        { port: 7233, variable: 'DEV_TEMPORAL_PORT' },
      ],
      ['level=ERROR msg="can\'t set UI port 8233: listen tcp …"', { port: 8233, variable: 'DEV_TEMPORAL_UI_PORT' }],
      ['level=ERROR msg="can\'t set frontend HTTP port 7243: listen tcp …"', { port: 7243, variable: 'DEV_TEMPORAL_HTTP_PORT' }],
      ['level=ERROR msg="Persistent store operation failure" error="context canceled"', undefined],
    ];
    for (const [line, port] of lines) assert.deepEqual(takenPortIn(line), port, line);
  });
});
