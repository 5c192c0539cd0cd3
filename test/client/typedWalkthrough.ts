import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;

/**
 * `npm run demo` writes the walk-through a second time, as a TypeScript program with the typed
 * client (src/dev/demoProgram.ts). Given the demo's banner, this typechecks that program under
 * strict, then runs it as printed, with node alone, and checks what each step shows. The program
 * picks out its own booking, report row and request-log entry, so it runs on a market that earlier
 * walk-throughs used (test/main/devStart.test.ts calls it on the demo's second run).
 */
export async function checkTypedWalkthrough(banner: string, scratchDir: string): Promise<void> {
  const program = /with the typed client \(clients\/typescript\), run as: node (\S+)/.exec(banner)?.[1];
  assert.ok(program, banner);

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
  // The order of two suppliers (issue 44): held (the canal pass at 30 × 2 less WELCOME's 5, and the
  // museum's 2 × 18, both in EUR: one total), confirmed as two bookings, then cancelled whole.
  const order = shown('order');
  assert.equal(order.status, 'held');
  assert.deepEqual(
    order.totals.map((t: { currency: string }) => t.currency),
    ['EUR'],
  );
  const confirmed = shown('confirmed');
  assert.equal(confirmed.status, 'confirmed');
  assert.deepEqual(
    confirmed.items.map(([booking, status]: [string, string]) => [booking.replace(/^TRIP-TS-[0-9a-f]{8}/, 'TRIP'), status]),
    [
      ['TRIP~0', 'confirmed'],
      ['TRIP~1', 'confirmed'],
    ],
  );
  assert.equal(shown('cancelled'), 'cancelled');
}
