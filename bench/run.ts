/**
 * `npm run bench`: the benchmarks, one after another. `npm run bench -- reports` (or
 * `-- availability`, `-- booking`, `-- expiry`, `-- coalescing`, `-- fanout`, `-- numbering`, `-- requestlog`, `-- testmode`, `-- client`, `-- order`, `-- pricing`, `-- volume`) runs only the ones named. See bench/availability.ts, bench/pricing.ts,
 * bench/reports.ts, bench/booking.ts, bench/expiry.ts, bench/coalescing.ts, bench/fanout.ts, bench/testMode.ts, bench/client.ts, bench/order.ts and bench/volume.ts. `--server prod` (or BENCH_SERVER=prod)
 * runs booking and expiry on the real Temporal server instead of the dev server, `--shards N`
 * (BENCH_SHARDS) with N history shards.
 */
import { runAvailabilityBench } from './availability.ts';
import { runBookingBench } from './booking.ts';
import { runChangeNumberingBench } from './changeNumbering.ts';
import { runClientBench } from './client.ts';
import { runCoalescingBench } from './coalescing.ts';
import { runExpiryBench } from './expiry.ts';
import { runFanoutBench } from './fanout.ts';
import { runOrderBench } from './order.ts';
import { runPricingBench } from './pricing.ts';
import { runReportsBench } from './reports.ts';
import { runRequestLogBench } from './requestLog.ts';
import { runTestModeBench } from './testMode.ts';
import { runVolumeBench } from './volume.ts';

const benches: Record<string, () => Promise<void>> = {
  availability: () => runAvailabilityBench(),
  reports: () => runReportsBench(),
  booking: () => runBookingBench(),
  expiry: () => runExpiryBench(),
  coalescing: () => runCoalescingBench(),
  fanout: () => runFanoutBench(),
  numbering: () => runChangeNumberingBench(),
  requestlog: () => runRequestLogBench(),
  testmode: () => runTestModeBench(),
  client: () => runClientBench(),
  order: () => runOrderBench(),
  pricing: () => runPricingBench(),
  volume: () => runVolumeBench(),
};

const args = process.argv.slice(2);
for (const [flag, variable] of [
  ['--server', 'BENCH_SERVER'],
  ['--shards', 'BENCH_SHARDS'],
] as const) {
  const at = args.indexOf(flag);
  if (at >= 0) {
    process.env[variable] = args[at + 1];
    args.splice(at, 2);
  }
}
const requested = args;
const unknown = requested.filter((name) => !Object.hasOwn(benches, name));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}

try {
  const names = requested.length > 0 ? [...new Set(requested)] : Object.keys(benches);
  for (const [i, name] of names.entries()) {
    if (i > 0) console.log(`\n${'='.repeat(100)}\n`);
    await benches[name]!();
  }
  // Nothing should be left open, but a stray handle must not keep a finished benchmark alive.
  process.exit(0);
} catch (err) {
  console.error('benchmark failed:', err);
  process.exit(1);
}
