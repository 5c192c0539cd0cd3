import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { ERROR_REASON } from '../../src/errorReasons.ts';
import { createApiServer } from '../../src/http/server.ts';
import { TRANSPORT_TIMEOUTS } from '../../src/transportTimeouts.ts';
import { startHarness, type Harness } from '../helpers/harness.ts';

/** Sends `text` on a raw connection and reads until the server closes it. */
async function exchange(port: number, text: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(text);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  await once(socket, 'close');
  return answer;
}

/**
 * Issue 22 §7: a client slower than the transport limits gets `408 {"error":"REQUEST_TIMEOUT"}`
 * and its connection closed, instead of holding the socket for Node's defaults (5 minutes).
 * The app is the real one; its server here has limits of 1 s so the test is quick.
 */
describe('transport timeouts', function () {
  this.timeout(30_000);
  let api: Harness;
  let server: Server;
  let port: number;
  before(async () => {
    api = await startHarness({ worker: false });
    server = createApiServer(api.app, { headersMs: 1_000, requestMs: 1_500 });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    server?.closeAllConnections();
    server?.close();
    await api?.stop();
  });

  it('a body shorter than its Content-Length: 408 REQUEST_TIMEOUT, and the connection closed', async function () {
    const answer = await exchange(port, 'POST /v1/account HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":');
    assert.match(answer, /^HTTP\/1\.1 408 /);
    assert.match(answer, /\r\nError-Detail: the request did not arrive in time/);
    assert.ok(answer.endsWith('{"error":"REQUEST_TIMEOUT"}'), answer);
  });

  it('headers that never end: 408 as well', async function () {
    const answer = await exchange(port, 'GET /v1/account HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    assert.match(answer, /^HTTP\/1\.1 408 /);
    assert.ok(answer.endsWith('{"error":"REQUEST_TIMEOUT"}'), answer);
  });

  it('the deployed limits are the ones docs/SECURITY.md and the 408’s Error-Detail state', async function () {
    const security = await readFile(new URL('../../docs/SECURITY.md', import.meta.url), 'utf8');
    const stated = `${TRANSPORT_TIMEOUTS.headersMs / 1000} s to send its request's headers and ${TRANSPORT_TIMEOUTS.requestMs / 1000} s to send the whole request`;
    assert.ok(security.includes(stated), `SECURITY.md should say: ${stated}`);
    assert.ok(
      ERROR_REASON.REQUEST_TIMEOUT.includes(
        `headers within ${TRANSPORT_TIMEOUTS.headersMs / 1000} s, the whole request within ${TRANSPORT_TIMEOUTS.requestMs / 1000} s`,
      ),
    );
  });
});
