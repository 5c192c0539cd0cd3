/**
 * Benchmark (not a test): what test mode costs live traffic, and what a test-mode booking costs.
 * Issue 31 asks that live availability and booking be the same within noise before and after test
 * mode, measured side by side in one run, and for a test-mode booking's p50 against a live one's.
 *
 * Setup: bench/stack.ts (embedded PostgreSQL, a Temporal dev server, the API and the worker of this
 * checkout as processes, an HTTPS fake supplier and receiver) plus the API and the worker of a
 * checkout of BENCH_BASELINE (bench/baseline.ts; default 91addb9, the commit before test mode) on
 * the same PostgreSQL and Temporal, on a task queue of their own. Both serve the same accounts and
 * products from the same database (migrated by this checkout; the baseline ignores what it does not
 * know).
 *
 * Paths, sequential, interleaved in blocks whose order rotates (bench/measure.ts), BENCH_REQUESTS
 * each: live `GET /v1/availability` (7 days of BOAT, the fake answering at once) through this
 * checkout's API and the baseline's; live freesale `POST /v1/booking_confirmation` (MUSEUM, 1 adult)
 * through both; and through this checkout with the agent's test token, the same availability and
 * booking answered by the built-in simulated supplier.
 *
 * Reproduce: `npm run bench -- testmode`. Knobs: BENCH_REQUESTS (200), BENCH_WARMUP (20),
 * BENCH_BASELINE (a git ref).
 */
import { randomUUID } from 'node:crypto';
import { hashSecret, newSecret } from '../src/domain/secrets.ts';
import { addDays, datesBetween } from '../src/domain/dates.ts';
import { checkoutBaseline } from './baseline.ts';
import { intFromEnv, ms, ratio } from './measure.ts';
import { latencyTable, measureSequential, printHeader, printRunTook, startStack, warmUp, withCleanups, type Path } from './phases.ts';
import type { ApiAnswer } from './stack.ts';

export const REPRODUCE = 'npm run bench -- testmode';
const DEFAULT_BASELINE = '91addb9';

type Call = (method: string, path: string, init?: { auth?: string; json?: unknown }) => Promise<ApiAnswer>;

export async function runTestModeBench(): Promise<void> {
  const started = performance.now();
  const requests = intFromEnv('BENCH_REQUESTS', 200, 1);
  const warmup = intFromEnv('BENCH_WARMUP', 20, 1);
  const ref = process.env.BENCH_BASELINE || DEFAULT_BASELINE;
  await withCleanups(async (cleanups) => {
    const baseline = await checkoutBaseline(ref, cleanups);
    printHeader('test mode: its cost to live traffic, and a test booking', REPRODUCE, `requests/path=${requests} warmup=${warmup} baseline=${baseline.commit}`);
    const stack = await startStack(cleanups, { bookingWaitMs: 5000, supplierTimeoutMs: 10_000 });
    const before = await stack.startCheckout('baseline', baseline.dir);
    console.log(`Baseline ${baseline.commit}: API pid ${before.api.pid}, worker pid ${before.worker.pid}, same PostgreSQL and Temporal`);

    // The agent's test token (accounts are inserted straight into the database by the stack).
    const testToken = `tmk_test_${newSecret()}`;
    await stack.db.pool.query('update account set test_token_hash = $1 where email = $2', [hashSecret(testToken), stack.accounts.agentEmail]);
    const testAuth = `Basic ${Buffer.from(`${stack.accounts.agentEmail}:${testToken}`).toString('base64')}`;

    // The fake supplier answers availability at once: the paths differ only in what our API adds.
    stack.supplier.on('GET', '/availability', (req) => ({
      body: Object.fromEntries(
        datesBetween(req.query.from ?? '', req.query.to ?? '').map((date) => [
          date,
          { hours: { '09:00': '17:00' }, availability: { open: true, vacancies: 40, tickets: { adult: 'Adults' } }, pickups: [] },
        ]),
      ),
    }));
    const from = stack.travelDate;
    const to = addDays(from, 6);
    const runId = randomUUID().slice(0, 8);
    let counter = 0;
    const availability = (name: string, call: Call, auth: string): Path => ({
      name,
      async call() {
        const answer = await call('GET', `/v1/availability?supplier=${encodeURIComponent(stack.accounts.supplierEmail)}&product=BOAT&from=${from}&to=${to}`, {
          auth,
        });
        if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      },
    });
    const booking = (name: string, call: Call, auth: string): Path => ({
      name,
      async call() {
        const answer = await call('POST', '/v1/booking_confirmation', {
          auth,
          json: { reservation: null, reference: `TM-${runId}-${counter++}`, supplier: stack.accounts.supplierEmail, product: 'MUSEUM', date: from, adult: 1 },
        });
        if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      },
    });
    const paths = {
      liveAvailability: availability('live availability, this checkout', stack.api.call, stack.accounts.agentAuth),
      baselineAvailability: availability(`live availability, baseline ${baseline.commit}`, before.api.call, stack.accounts.agentAuth),
      liveBooking: booking('live booking, this checkout', stack.api.call, stack.accounts.agentAuth),
      baselineBooking: booking(`live booking, baseline ${baseline.commit}`, before.api.call, stack.accounts.agentAuth),
      testAvailability: availability('TEST availability (simulated supplier)', stack.api.call, testAuth),
      testBooking: booking('TEST booking (simulated supplier)', stack.api.call, testAuth),
    };
    const all = Object.values(paths);
    await warmUp(all, warmup);
    const seq = await measureSequential(all, { requests, blocks: 20 });
    console.log(`\nSequential latency (one at a time, 20 interleaved blocks, order rotating)`);
    console.log(latencyTable(all, seq, 2));
    const p = (path: Path) => seq.get(path)!;
    const rows: [string, number][] = [
      ['live availability p50, this / baseline', p(paths.liveAvailability).p50 / p(paths.baselineAvailability).p50],
      ['live availability p99, this / baseline', p(paths.liveAvailability).p99 / p(paths.baselineAvailability).p99],
      ['live booking p50, this / baseline', p(paths.liveBooking).p50 / p(paths.baselineBooking).p50],
      ['live booking p99, this / baseline', p(paths.liveBooking).p99 / p(paths.baselineBooking).p99],
      ['test booking p50 / live booking p50 (this checkout)', p(paths.testBooking).p50 / p(paths.liveBooking).p50],
      ['test availability p50 / live availability p50', p(paths.testAvailability).p50 / p(paths.liveAvailability).p50],
    ];
    console.log('\nRatios');
    for (const [label, value] of rows) console.log(`  ${label.padEnd(55)} ${ratio(value)}`);
    console.log(
      `\ntestmode: live availability p50 ${ms(p(paths.liveAvailability).p50, 2)} ms vs ${ms(p(paths.baselineAvailability).p50, 2)} ms before (${ratio(rows[0]![1])}); ` +
        `live booking p50 ${ms(p(paths.liveBooking).p50, 2)} ms vs ${ms(p(paths.baselineBooking).p50, 2)} ms before (${ratio(rows[2]![1])}); ` +
        `test booking p50 ${ms(p(paths.testBooking).p50, 2)} ms (${ratio(rows[4]![1])} the live one)`,
    );
    printRunTook(started);
  });
}
