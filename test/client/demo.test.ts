import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../helpers/freePort.ts';
import { eventually } from '../helpers/supplierBehaviour.ts';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;

/**
 * `npm run demo` writes the walk-through a second time, as a TypeScript program with the typed
 * client (src/dev/demoProgram.ts): this runs it as printed against the demo market, after
 * typechecking it. (test/main/devStart.test.ts runs the curl one.)
 */
describe('npm run demo: the walk-through with the typed client', function () {
  this.timeout(180_000);
  let dataDir: string;
  let child: ReturnType<typeof spawn> | undefined;
  before(async function () {
    dataDir = await mkdtemp(join(tmpdir(), 'demo-client-'));
    await chmod(dataDir, 0o755);
  });
  after(async function () {
    if (child && child.exitCode === null) {
      child.kill('SIGINT');
      await once(child, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('books, is refused with a typed error, redeems, reports, lists and follows the feed, as printed', async function () {
    const ports = {
      PORT: await freePort(),
      DEV_POSTGRES_PORT: await freePort(),
      DEV_TEMPORAL_PORT: await freePort(),
      METRICS_PORT: await freePort(),
      TEMPORAL_METRICS_PORT: 0,
      DEV_DEMO_SUPPLIER_PORT: await freePort(),
      DEV_DEMO_AGENT_INBOX_PORT: await freePort(),
    };
    const started = spawn(process.execPath, ['src/main/dev.ts', '--demo'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DEV_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let out = '';
    started.stdout!.on('data', (d: Buffer) => (out += d));
    started.stderr!.on('data', (d: Buffer) => (out += d));
    await eventually(
      () => assert.ok(out.includes('Ctrl-C stops everything') || started.exitCode !== null, 'neither ready nor exited'),
      120_000,
      'npm run demo',
    );
    assert.equal(started.exitCode, null, out);
    const program = /with the typed client \(clients\/typescript\), run as: node (\S+)/.exec(out)?.[1];
    assert.ok(program, out);

    // It compiles under strict, the client's types included (its import pointed at the source by path).
    const source = await readFile(program, 'utf8');
    // .mts: an ES module wherever it lies, as node treats the program (it imports).
    const checked = join(dataDir, 'walkthrough-check.mts');
    await writeFile(checked, source.replace(/from 'file:\/\/([^']+)'/, "from '$1'"));
    await writeFile(
      join(dataDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          allowImportingTsExtensions: true,
          noEmit: true,
          skipLibCheck: true,
          lib: ['es2022', 'dom'],
          types: [],
        },
        files: [checked],
      }),
    );
    const compiled = await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dataDir]).catch((err: { stdout?: string }) => err);
    assert.equal(compiled.stdout?.trim() ?? '', '', 'the walk-through program typechecks');

    // The program exactly as written, with node alone.
    const walk = await run(process.execPath, [program], { env: { PATH: process.env.PATH ?? '' }, timeout: 60_000 });
    const lines = walk.stdout.trim().split('\n');
    const shown = (label: string) => {
      const line = lines.find((l) => l.startsWith(`${label}: `));
      assert.ok(line, `no "${label}" line in\n${walk.stdout}\n${walk.stderr}`);
      return JSON.parse(line.slice(label.length + 2)) as any;
    };
    assert.ok(shown('products').includes('CANAL-PASS'));
    assert.equal(shown('days').length, 7);
    const reservation = shown('reservation');
    assert.match(reservation.reservation, /^[0-9a-f-]{36}$/);
    assert.equal(shown('extended').reservation, reservation.reservation);
    const booking = shown('booking');
    assert.equal(booking.tickets.length, 2);
    // 2 adults with the ALL_LINES option at 30, 2.50 off each with WELCOME.
    assert.deepEqual([booking.rrp, booking.discount], [60, 5]);
    const answered = shown('answered');
    assert.match(answered.idempotencyKey, /^[0-9a-f-]{36}$/);
    assert.equal(answered.attempts, 1);
    assert.deepEqual(shown('refused'), {
      status: 409,
      code: 'REFERENCE_IN_USE',
      detail: shown('refused').detail,
    });
    assert.match(shown('refused').detail, /\S/);
    assert.deepEqual([shown('cancellation quote').cancellable, shown('cancellation quote').reason], [false, 'PAST_CUTOFF_DATE']);
    assert.equal(shown('redeemed').redeemed, true);
    assert.equal(shown('reported').length, 1);
    assert.deepEqual(
      shown('listed').map((b: { status: string }) => b.status),
      ['confirmed'],
    );
    assert.deepEqual(shown('logged'), [{ path: '/v1/booking_confirmation', status: 200 }]);
    assert.ok(Number.isSafeInteger(shown('feed').cursor));
  });
});
