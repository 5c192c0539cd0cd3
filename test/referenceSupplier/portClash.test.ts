import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ENTRY = resolve('supplier-tools/reference-supplier/src/cli.ts');

/** `npm run reference-supplier`'s program as a child process, in a folder of its own (it keeps its state in ./.data). */
function referenceSupplier(args: string[], cwd: string, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [ENTRY, ...args], { cwd, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 30_000 }, (err, stdout, stderr) =>
      done({ code: err ? ((err as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

describe('npm run reference-supplier on a port already taken', function () {
  let taken: Server;
  let port: number;
  let dir: string;
  before(async function () {
    dir = await mkdtemp(join(tmpdir(), 'reference-supplier-port-'));
    taken = createServer();
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
    port = (taken.address() as { port: number }).port;
  });
  after(async function () {
    await new Promise((closed) => taken?.close(closed));
    await rm(dir, { recursive: true, force: true });
  });

  it('says which port is taken, what probably holds it and how to choose another, and exits 1 without a stack trace', async function () {
    const run = await referenceSupplier(['--port', String(port), '--db', ':memory:'], dir);
    assert.equal(run.code, 1, run.stderr);
    assert.equal(run.stdout, '', 'it never says it is listening');
    assert.match(
      run.stderr,
      new RegExp(`^reference supplier: port ${port} on 127\\.0\\.0\\.1 is already taken \\(EADDRINUSE\\): probably an earlier \`npm run reference-supplier\``),
    );
    assert.match(run.stderr, /Choose another port with --port, e\.g\. npm run reference-supplier -- --port 9443/);
    assert.match(run.stderr, new RegExp(`lsof -i :${port}`));
    assert.doesNotMatch(run.stderr, /^\s+at /m, 'no stack trace');
    assert.doesNotMatch(run.stderr, /Error:/);
  });

  it("names `npm run demo`'s reference supplier when the port is the demo's", async function () {
    const run = await referenceSupplier(['--port', String(port), '--db', ':memory:'], dir, { DEV_DEMO_SUPPLIER_PORT: String(port) });
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stderr, new RegExp(`probably the reference supplier of \`npm run demo\`, which listens on port ${port} \\(DEV_DEMO_SUPPLIER_PORT\\)`));
    assert.doesNotMatch(run.stderr, /^\s+at /m, 'no stack trace');
  });
});
