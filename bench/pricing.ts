/**
 * Benchmark (not a test): what rates that vary cost the price reads and a hold (issue 43). Issue 43
 * asks that GET /v1/rates and a quote against a table of 200 rules cost at most 1.2× a flat table's
 * read at p50, and that a hold's latency be unchanged within noise, measured side by side in one run.
 *
 * Setup: bench/stack.ts (embedded PostgreSQL, a Temporal dev server, the API and the worker of this
 * checkout as processes, an HTTPS fake supplier that holds seats at once) plus, unless
 * BENCH_BASELINE=none, the API and worker of a checkout of BENCH_BASELINE (bench/baseline.ts;
 * default `main`, the code before rules) on the same PostgreSQL and Temporal. BOAT keeps the
 * stack's flat table (adult and child); TOUR gets 200 rules: 120 week-long periods, 60 fortnights
 * of weekends, 20 departure times, each pricing adult and child (no two overlapping).
 *
 * Paths, sequential, interleaved in blocks whose order rotates (bench/measure.ts), BENCH_REQUESTS
 * each: GET /v1/rates (the travel date at 19:00) of BOAT (flat) and TOUR (200 rules) through this
 * checkout, and of BOAT through the baseline's; POST /v1/quotes of 2 adults and a child of each;
 * POST /v1/reservation of the same through this checkout (BOAT, TOUR) and the baseline (BOAT).
 *
 * Reproduce: `npm run bench -- pricing`. Knobs: BENCH_REQUESTS (200), BENCH_WARMUP (20),
 * BENCH_BASELINE (a git ref, or `none`).
 */
import { addDays } from '../src/domain/dates.ts';
import { baselineRefFromEnv, checkoutBaseline } from './baseline.ts';
import { intFromEnv, ms, ratio } from './measure.ts';
import { latencyTable, measureSequential, printHeader, printRunTook, startStack, warmUp, withCleanups, type Path } from './phases.ts';
import type { ApiAnswer } from './stack.ts';

export const REPRODUCE = 'npm run bench -- pricing';

type Call = (method: string, path: string, init?: { auth?: string; json?: unknown }) => Promise<ApiAnswer>;

/** 200 rules that never overlap, around `from`: what a supplier with seasons, weekends and departures keeps. */
export function seasonalTable(from: string) {
  const price = (adult: number) => ({ adult: { rrp: adult, net: Math.round(adult * 80) / 100 }, child: { rrp: adult / 2, net: Math.round(adult * 40) / 100 } });
  const start = addDays(from, -400);
  const weeks = Array.from({ length: 120 }, (_, i) => ({
    name: `week ${i}`,
    from: addDays(start, i * 7),
    to: addDays(start, i * 7 + 6),
    rates: price(50 + (i % 10)),
  }));
  const weekends = Array.from({ length: 60 }, (_, i) => ({
    name: `weekends ${i}`,
    from: addDays(start, i * 14),
    to: addDays(start, i * 14 + 13),
    weekdays: ['sat', 'sun'],
    rates: price(70 + (i % 5)),
  }));
  const departures = Array.from({ length: 20 }, (_, i) => ({
    name: `departure ${i}`,
    times: [`${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`],
    rates: price(90 + i),
  }));
  return { rates: price(50), rules: [...weeks, ...weekends, ...departures] };
}

export async function runPricingBench(): Promise<void> {
  const started = performance.now();
  const requests = intFromEnv('BENCH_REQUESTS', 200, 1);
  const warmup = intFromEnv('BENCH_WARMUP', 20, 1);
  const ref = baselineRefFromEnv('main');
  await withCleanups(async (cleanups) => {
    const baseline = ref ? await checkoutBaseline(ref, cleanups) : undefined;
    printHeader('pricing: a 200-rule table against a flat one', REPRODUCE, `requests/path=${requests} warmup=${warmup} baseline=${baseline?.commit ?? 'none'}`);
    const stack = await startStack(cleanups, { bookingWaitMs: 5000, supplierTimeoutMs: 10_000 });
    const before = baseline ? await stack.startCheckout('baseline', baseline.dir) : undefined;
    if (before) console.log(`Baseline ${baseline!.commit}: API pid ${before.api.pid}, worker pid ${before.worker.pid}, same PostgreSQL and Temporal`);
    const { supplierEmail, supplierAuth, agentAuth } = stack.accounts;
    const date = stack.travelDate;
    const table = seasonalTable(date);
    const put = await stack.api.call('PUT', '/v1/rates/TOUR', { auth: supplierAuth, json: table });
    if (put.status !== 200) throw new Error(`PUT /v1/rates/TOUR answered ${put.status}: ${JSON.stringify(put.body)}`);
    console.log(`TOUR: ${table.rules.length} rules (${JSON.stringify(table).length} bytes of JSON); BOAT: the flat table (2 ticket types)`);

    const expect = async (name: string, answer: Promise<ApiAnswer>) => {
      const { status, body } = await answer;
      if (status !== 200) throw new Error(`${name} answered ${status}: ${JSON.stringify(body)}`);
    };
    const rates = (name: string, call: Call, product: string): Path => ({
      name,
      call: () =>
        expect(name, call('GET', `/v1/rates?supplier=${encodeURIComponent(supplierEmail)}&product=${product}&date=${date}&time=19:00`, { auth: agentAuth })),
    });
    const item = (product: string) => ({ supplier: supplierEmail, product, date, time: '19:00', adult: 2, child: 1 });
    const quote = (name: string, product: string): Path => ({
      name,
      call: () => expect(name, stack.api.call('POST', '/v1/quotes', { auth: agentAuth, json: { items: [item(product)] } })),
    });
    const hold = (name: string, call: Call, product: string): Path => ({
      name,
      call: () =>
        expect(name, call('POST', '/v1/reservation', { auth: agentAuth, json: { ...item(product), expires: new Date(Date.now() + 600_000).toISOString() } })),
    });
    const paths = {
      ratesFlat: rates('GET /v1/rates, flat table', stack.api.call, 'BOAT'),
      ratesRules: rates('GET /v1/rates, 200 rules', stack.api.call, 'TOUR'),
      quoteFlat: quote('POST /v1/quotes, flat table', 'BOAT'),
      quoteRules: quote('POST /v1/quotes, 200 rules', 'TOUR'),
      holdFlat: hold('POST /v1/reservation, flat table', stack.api.call, 'BOAT'),
      holdRules: hold('POST /v1/reservation, 200 rules', stack.api.call, 'TOUR'),
      ...(before
        ? {
            ratesBefore: rates(`GET /v1/rates, flat, baseline ${baseline!.commit}`, before.api.call, 'BOAT'),
            holdBefore: hold(`POST /v1/reservation, flat, baseline ${baseline!.commit}`, before.api.call, 'BOAT'),
          }
        : {}),
    };
    const all: Path[] = Object.values(paths);
    await warmUp(all, warmup);
    const seq = await measureSequential(all, { requests, blocks: 20 });
    console.log(`\nSequential latency (one at a time, 20 interleaved blocks, order rotating)`);
    console.log(latencyTable(all, seq, 2));
    const p50 = (path: Path | undefined) => (path ? seq.get(path)!.p50 : Number.NaN);
    const rows: [string, number][] = [
      ['GET /v1/rates p50, 200 rules / flat (this checkout)', p50(paths.ratesRules) / p50(paths.ratesFlat)],
      ['GET /v1/rates p50, 200 rules / flat before (baseline)', p50(paths.ratesRules) / p50(paths.ratesBefore)],
      ['quote p50, 200 rules / flat', p50(paths.quoteRules) / p50(paths.quoteFlat)],
      ['quote p50, 200 rules / GET /v1/rates flat before (baseline)', p50(paths.quoteRules) / p50(paths.ratesBefore)],
      ['hold p50, flat: this / baseline', p50(paths.holdFlat) / p50(paths.holdBefore)],
      ['hold p50, 200 rules / flat before (baseline)', p50(paths.holdRules) / p50(paths.holdBefore)],
      ['hold p50, 200 rules / flat (this checkout)', p50(paths.holdRules) / p50(paths.holdFlat)],
    ];
    console.log('\nRatios');
    for (const [label, value] of rows) console.log(`  ${label.padEnd(62)} ${ratio(value)}`);
    console.log(
      `\npricing: GET /v1/rates p50 ${ms(p50(paths.ratesRules), 2)} ms with 200 rules vs ${ms(p50(paths.ratesFlat), 2)} ms flat (${ratio(rows[0]![1])}); ` +
        `quote ${ms(p50(paths.quoteRules), 2)} vs ${ms(p50(paths.quoteFlat), 2)} ms (${ratio(rows[2]![1])}); ` +
        `hold ${ms(p50(paths.holdRules), 2)} ms with 200 rules, ${ms(p50(paths.holdFlat), 2)} ms flat, ${ms(p50(paths.holdBefore), 2)} ms before`,
    );
    printRunTook(started);
  });
}
