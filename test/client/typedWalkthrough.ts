import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The PATH entries (the first) that hold a `node` older than 24 and at least 20, outside this
 * checkout's own Node 24, where the machine has one (this one's system Node is 20; CI's may be 24).
 */
async function systemNodeDirs(): Promise<string[]> {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir.includes('.tools/node24')) continue;
    const major = await run(join(dir, 'node'), ['-p', 'process.versions.node.split(".")[0]']).then(
      (r) => Number(r.stdout.trim()),
      () => 0,
    );
    if (major >= 20 && major < 24) return [dir];
  }
  return [];
}
const root = new URL('../../', import.meta.url).pathname;

/**
 * `npm run demo` writes the walk-through a second time, as a TypeScript program with the typed
 * client (src/dev/demoProgram.ts). Given the demo's banner, this typechecks that program under
 * strict, then runs it as printed, with node alone, and checks what each step shows. The program
 * picks out its own booking, report row and request-log entry, so it runs on a market that earlier
 * walk-throughs used (test/main/devStart.test.ts calls it on the demo's second run).
 */
export async function checkTypedWalkthrough(banner: string, scratchDir: string): Promise<void> {
  const command = /with the typed client \(clients\/typescript\), run as: (.+)$/m.exec(banner)?.[1];
  assert.ok(command, banner);
  const program = /node (\S+)$/.exec(command)?.[1];
  assert.ok(program, command);

  // It compiles under strict, the client's types included (its import pointed at the source by path).
  const source = await readFile(program, 'utf8');
  // .mts: an ES module wherever it lies, as node treats the program (it imports).
  const checked = join(scratchDir, 'walkthrough-check.mts');
  await writeFile(checked, source.replace(/from 'file:\/\/([^']+)'/, "from '$1'"));
  await writeFile(
    join(scratchDir, 'tsconfig.json'),
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
  const compiled = await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', scratchDir]).catch((err: { stdout?: string }) => err);
  assert.equal(compiled.stdout?.trim() ?? '', '', 'the walk-through program typechecks');

  // The command exactly as printed, with the system's Node first on PATH: the README allows any
  // Node from 20, which cannot run a .ts file (before issue 41: ERR_UNKNOWN_FILE_EXTENSION).
  const path = [...(await systemNodeDirs()), process.env.PATH ?? ''].join(delimiter);
  const walk = await run('bash', ['-c', command], { env: { PATH: path, HOME: process.env.HOME ?? '', WITH_NODE24_NO_INSTALL: '1' }, timeout: 60_000 }).catch(
    (err: { stdout: string; stderr: string }) => assert.fail(`${command} failed:\n${err.stdout}\n${err.stderr}`),
  );
  const lines = walk.stdout.trim().split('\n');
  const shown = (label: string) => {
    const line = lines.find((l) => l.startsWith(`${label}: `));
    assert.ok(line, `no "${label}" line in\n${walk.stdout}\n${walk.stderr}`);
    return JSON.parse(line.slice(label.length + 2)) as any;
  };
  assert.ok(shown('products').includes('CANAL-PASS'));
  assert.equal(shown('days').length, 7);
  // The canal pass is sold by the day: a count for each of the 7, read off the typed answer.
  const seats = shown('seats') as unknown[];
  assert.equal(seats.length, 7);
  assert.ok(
    seats.every((n) => Number.isInteger(n)),
    JSON.stringify(seats),
  );
  const reservation = shown('reservation');
  assert.match(reservation.reservation, /^[0-9a-f-]{36}$/);
  assert.equal(shown('extended').reservation, reservation.reservation);
  const booking = shown('booking');
  assert.equal(booking.tickets.length, 2);
  // 2 adults with the ALL_LINES option (30, 33 at weekends, 34 in summer), 2.50 off each with
  // WELCOME: exactly what the quote the hold cited said.
  const quote = shown('quote');
  assert.deepEqual([booking.rrp, booking.discount, booking.currency], [quote.items[0].rrp, 5, 'EUR']);
  assert.ok([60, 66, 68].includes(booking.rrp), String(booking.rrp));
  assert.match(quote.items[0].tickets[0].rule, /^(options\.ALL_LINES|ALL_LINES weekend|ALL_LINES summer \d{4})$/);
  const answered = shown('answered');
  assert.match(answered.idempotencyKey, /^[0-9a-f-]{36}$/);
  assert.equal(answered.attempts, 1);
  const refused = shown('refused');
  assert.deepEqual([refused.status, refused.code], [409, 'REFERENCE_IN_USE']);
  assert.match(refused.detail, /\S/);
  assert.deepEqual([shown('cancellation quote').cancellable, shown('cancellation quote').reason], [false, 'PAST_CUTOFF_DATE']);
  assert.equal(shown('redeemed').redeemed, true);
  assert.equal(shown('reported').length, 1);
  assert.deepEqual(
    shown('listed').map((b: { status: string }) => b.status),
    ['confirmed'],
  );
  assert.deepEqual(shown('logged'), [{ path: '/v1/booking_confirmation', status: 200 }]);
  assert.ok(Number.isSafeInteger(shown('feed').cursor));
}
